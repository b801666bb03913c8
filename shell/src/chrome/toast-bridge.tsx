import { useEffect, useState } from 'react';
import { SUCCESS_TOAST_MS, TOAST_MS } from '@hostel/contracts';
import { TOAST_EVENT, type ToastRequest } from '@hostel/ui';
import type * as ToastContainerModule from './toast-container';

type Toastify = typeof ToastContainerModule;

// Fetched when the browser is idle (webpackPrefetch), evaluated only when the first toast comes: no page's first
// screen runs react-toastify.
const loadToastify = (): Promise<Toastify> => import(/* webpackPrefetch: true */ './toast-container');

function show({ toast }: Toastify, { type, text, position, autoClose }: ToastRequest): void {
  toast[type](text, { position: position ?? 'top-right', autoClose: autoClose ?? (type === 'success' ? SUCCESS_TOAST_MS : TOAST_MS) });
}

/** The site's one toast container; remotes reach it through the `hostel:toast` browser event. */
export function ToastBridge() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => {
    let active = true;
    let loaded: Toastify | null = null;
    const waiting: ToastRequest[] = [];
    const onToast = (event: Event) => {
      const request = (event as CustomEvent<ToastRequest>).detail;
      if (loaded) return show(loaded, request);
      waiting.push(request);
      if (waiting.length > 1) return;
      void loadToastify().then((module) => {
        if (!active) return;
        loaded = module;
        setToastify(module);
        // react-toastify keeps what it is given before its container mounts and shows it then.
        for (const queued of waiting.splice(0)) show(module, queued);
      });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => {
      active = false;
      window.removeEventListener(TOAST_EVENT, onToast);
    };
  }, []);
  return toastify ? <toastify.ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop /> : null;
}
