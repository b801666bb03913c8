import { navigateToUrl } from 'single-spa';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export type ToastPosition = 'top-right' | 'top-center' | 'top-left' | 'bottom-right' | 'bottom-center' | 'bottom-left';

export interface ToastRequest {
  type: ToastType;
  text: string;
  position?: ToastPosition;
  /** Milliseconds; the shell defaults to SUCCESS_TOAST_MS for a success and TOAST_MS for the others. */
  autoClose?: number;
}

export const TOAST_EVENT = 'hostel:toast';

/** Remotes ask the shell for a toast; the shell's one ToastContainer shows it (one style, one place). */
export function showToast(request: ToastRequest): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: request }));
}

/** Navigation across single-spa applications (another remote's route or the shell's). */
export function navigate(url: string): void {
  navigateToUrl(url);
}
