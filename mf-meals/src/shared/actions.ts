import { showDialog } from '@hostel/ui';
import { useMealsT } from '../i18n';

/** The spec's 'You have to login first' for a visitor's like, request or review, in the page's language. */
export function useAskToLogin(): () => void {
  const { t } = useMealsT();
  return () => void showDialog({ icon: 'warning', title: t('meal.loginFirst') });
}
