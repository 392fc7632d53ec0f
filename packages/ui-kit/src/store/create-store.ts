import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { signInDialogSlice } from './sign-in-dialog-slice';
import { toastSlice } from './toast-slice';

/**
 * The root reducer of MANAN's one store. A remote adds its own slice with
 * `rootReducer.inject(slice)` (or `slice.injectInto(rootReducer)`); RTK Query endpoints need no
 * reducer of their own, they join `baseApi` with `injectEndpoints`.
 */
export const rootReducer = combineSlices(baseApi, toastSlice, signInDialogSlice);

/** The store the shell owns (and a remote creates for itself only when it runs standalone). */
export function createMananStore(preloadedState?: Partial<MananState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type MananState = ReturnType<typeof rootReducer>;
export type MananStore = ReturnType<typeof createMananStore>;
export type MananDispatch = MananStore['dispatch'];
