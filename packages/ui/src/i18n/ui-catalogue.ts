import { i18n, registerCatalogue, useT } from './i18n';
import bn from './catalogue/bn.json';
import en from './catalogue/en.json';

/** The shared kit's words (pagination, tables, dialogs, toasts, the unavailable section…), English and Bengali. */
registerCatalogue('ui', { en, bn });

export const useUiT = () => useT('ui');

/**
 * The kit's words for code outside React (dialogs, error texts): a `t` of the `ui` namespace that reads the page's
 * language when it is called, not when it was made.
 */
export const uiT = () => i18n().getFixedT(null, 'ui');

/** A meal category's (or a statement line's slot kind's) key; any other value is data and stays as it is. */
export const CATEGORY_KEYS = { Breakfast: 'category.breakfast', Lunch: 'category.lunch', Dinner: 'category.dinner' } as const;
