import { createSlice } from '@reduxjs/toolkit';

/** Whether the shell's sign-in dialog is open; a remote (the pricing page) opens it by dispatching. */
export const signInDialogSlice = createSlice({
  name: 'signInDialog',
  initialState: { open: false },
  reducers: {
    openSignInDialog(state) {
      state.open = true;
    },
    closeSignInDialog(state) {
      state.open = false;
    },
  },
  selectors: {
    selectSignInDialogOpen: (state) => state.open,
  },
});

export const { openSignInDialog, closeSignInDialog } = signInDialogSlice.actions;
export const { selectSignInDialogOpen } = signInDialogSlice.selectors;
