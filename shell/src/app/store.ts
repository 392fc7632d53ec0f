import { combineSlices, configureStore } from '@reduxjs/toolkit';

/** Slices and RTK Query APIs join with `rootReducer.inject(...)`, from the shell or from a remote. */
export const rootReducer = combineSlices();

export function createAppStore() {
  return configureStore({ reducer: rootReducer });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
