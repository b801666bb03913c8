import { SUCCESS_TOAST_MS } from '@hostel/contracts';
import { showDialog } from '@hostel/ui';

export function notifySuccess(title: string, text: string): void {
  void showDialog({ icon: 'success', title, text, timer: SUCCESS_TOAST_MS, showConfirmButton: false });
}
