import type { TFunction } from 'i18next';
import type { RemotePage } from '@hostel/contracts/src/routes/remote-routes';

/**
 * A remote's page as the navigation names it: the label's key in the shell's catalogue (the remote's routes module
 * gives it, `npm run i18n:check` checks it is there), else the remote's English label.
 */
export const navLabel = (t: TFunction<'shell'>, nav: NonNullable<RemotePage['nav']>): string => (nav.labelKey ? t(nav.labelKey) : nav.label);
