import { MESSAGES } from '@hostel/contracts';
import { showDialog } from '@hostel/ui';

export function askToLogin(): void {
  void showDialog({ icon: 'warning', title: MESSAGES.loginFirst });
}
