import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An action button on a toast; it navigates within MANAN, so the toast stays serialisable. */
export interface ToastAction {
  label: string;
  /** The path the shell navigates to, e.g. '/subscription'. */
  to: string;
  /** What a screen reader user is told to do instead (Radix asks for it); defaults to the label. */
  altText?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for failures (spec §8: toasts are destructive unless noted). */
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; 5000 when not given. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  current: Toast | null;
  lastId: number;
}

const initialState: ToastState = { current: null, lastId: 0 };

/**
 * At most one toast at a time (spec §9): a new toast replaces the one on screen. Any app raises one
 * by dispatching `showToast(...)` to the shared store (or with `useToast()`); the shell renders it.
 */
export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<ToastInput>) {
      state.lastId += 1;
      state.current = { ...action.payload, id: state.lastId };
    },
    /** Dismisses the toast with this id; a stale id (the toast was already replaced) does nothing. */
    dismissToast(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectCurrentToast } = toastSlice.selectors;
