import { i18n, registerCatalogue, useT } from '@hostel/ui';
import bn from './bn.json';
import en from './en.json';

/** The shell's words (navbar, footer, Home, sign-in pages), English and Bengali; each remote names its own pages. */
registerCatalogue('shell', { en, bn });

export const useShellT = () => useT('shell');

/** The shell's words outside React (a dialog's title, a validation rule): reads the page's language when called. */
export const shellT = () => i18n().getFixedT(null, 'shell');
