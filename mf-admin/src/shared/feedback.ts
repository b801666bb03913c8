import { ApiError, showDialog, showToast } from '@hostel/ui';

/** A yes/no question before a destructive action; resolves true only on an explicit yes. */
export async function confirmAction(title: string, confirmButtonText = 'Yes, delete it!', text?: string): Promise<boolean> {
  const answer = await showDialog({ icon: 'warning', title, text, showCancelButton: true, confirmButtonText, cancelButtonText: 'Cancel', focusCancel: true });
  return answer.isConfirmed;
}

export function errorMessage(err: unknown, fallback = 'Something went wrong'): string {
  return err instanceof ApiError ? err.message : fallback;
}

/** A refused or failed action: the server's message (or the fallback) as an error toast. */
export function toastError(err: unknown, fallback?: string): void {
  showToast({ type: 'error', text: errorMessage(err, fallback) });
}
