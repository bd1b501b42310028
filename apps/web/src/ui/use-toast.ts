import { useContext } from 'react';
import { type Toast, ToastContext } from './toast-provider.tsx';

/** `toast.success(SUCCESS_MESSAGES.postDeleted)`, `toast.error(error.message)`. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (toast === null) throw new Error('useToast needs a ToastProvider above it');
  return toast;
}
