import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { showToast, type ToastInput } from './toast-slice';

/** `const toast = useToast(); toast({ title: 'Error', description: '…', variant: 'destructive' })`. */
export function useToast(): (toast: ToastInput) => void {
  const dispatch = useDispatch();
  return useCallback((toast: ToastInput) => dispatch(showToast(toast)), [dispatch]);
}
