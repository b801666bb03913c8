import { registerCatalogue, useT } from '@hostel/ui';
import bn from './bn.json';
import en from './en.json';

/** mf-meals' words, English (the spec's exact strings) and Bengali. */
registerCatalogue('meals', { en, bn });
export const useMealsT = () => useT('meals');
