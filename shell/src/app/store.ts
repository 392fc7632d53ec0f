import { createMananStore, type MananDispatch, type MananState, type MananStore } from '@manan/ui-kit';

/**
 * The shell owns MANAN's one store; remotes render inside its Provider. Its reducer, the shared RTK
 * Query API (`baseApi`, middleware included) and the toast and sign-in-dialog slices come from
 * @manan/ui-kit, a federation singleton, so remotes reach the same objects without importing the shell.
 */
export const createAppStore = createMananStore;

export type AppStore = MananStore;
export type RootState = MananState;
export type AppDispatch = MananDispatch;
