import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded, type ToastInput } from './toasts-slice';

export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback((input: ToastInput) => dispatch(toastAdded(input)), [dispatch]);
  return { toast };
}
