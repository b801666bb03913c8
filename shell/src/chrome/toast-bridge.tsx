import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { SUCCESS_TOAST_MS, TOAST_MS } from '@hostel/contracts';
import { TOAST_EVENT, type ToastRequest } from '@hostel/ui';

/** The site's one toast container; remotes reach it through the `hostel:toast` browser event. */
export function ToastBridge() {
  useEffect(() => {
    const onToast = (event: Event) => {
      const { type, text, position, autoClose } = (event as CustomEvent<ToastRequest>).detail;
      toast[type](text, { position: position ?? 'top-right', autoClose: autoClose ?? (type === 'success' ? SUCCESS_TOAST_MS : TOAST_MS) });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return <ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop />;
}
