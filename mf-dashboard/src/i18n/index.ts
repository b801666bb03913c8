import { i18n, registerCatalogue, useT } from '@hostel/ui';
import bn from './bn.json';
import en from './en.json';

/** mf-dashboard's words, English (the spec's exact strings) and Bengali. */
registerCatalogue('dashboard', { en, bn });
export const useDashboardT = () => useT('dashboard');

/** The same words for code outside components (a payment flow's own messages), in the page's language at the call. */
export const dashboardT = () => i18n().getFixedT(null, 'dashboard');
