import { SUCCESS_TOAST_MS } from '@hostel/contracts';
import { ApiError, showDialog } from '@hostel/ui';

/** A yes/no question before a destructive action; resolves true only on an explicit yes. */
export async function confirmAction(title: string, text: string, confirmButtonText: string): Promise<boolean> {
  const answer = await showDialog({ icon: 'warning', title, text, showCancelButton: true, confirmButtonText, cancelButtonText: 'Cancel', focusCancel: true });
  return answer.isConfirmed;
}

export function notifySuccess(title: string, text: string): void {
  void showDialog({ icon: 'success', title, text, timer: SUCCESS_TOAST_MS, showConfirmButton: false });
}

export function notifyError(text: string): void {
  void showDialog({ icon: 'error', title: 'Error', text });
}

/** The server's own message when it answered one (e.g. 403), otherwise the screen's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : fallback;
}
