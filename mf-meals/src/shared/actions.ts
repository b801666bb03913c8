import { MESSAGES } from '@hostel/contracts';
import { ApiError, showDialog } from '@hostel/ui';

/** The spec's error dialog for a refused action: 'Error' with the server's message (or the network text). */
export function showActionError(err: unknown): void {
  const text = err instanceof ApiError ? err.message : 'Something went wrong';
  void showDialog({ icon: 'error', title: 'Error', text });
}

export function askToLogin(): void {
  void showDialog({ icon: 'warning', title: MESSAGES.loginFirst });
}
