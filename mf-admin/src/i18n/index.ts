import { enumLabels, registerCatalogue, useT } from '@hostel/ui';
import bn from './bn.json';
import en from './en.json';

/** mf-admin's words, English (the spec's exact strings) and Bengali. */
registerCatalogue('admin', { en, bn });
export const useAdminT = () => useT('admin');

/**
 * A slot's (or category's) name in the page's language: the kit's word, said once for every front end (@hostel/ui's
 * enumLabels); one the kit does not know stays as it came.
 */
export const slotName = (slot: string) => enumLabels().category(slot);
