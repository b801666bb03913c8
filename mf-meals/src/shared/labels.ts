import { DEFAULT_DISTRIBUTOR, type Allergen, type DietTag } from '@hostel/contracts';

/*
 * The catalogue keys of the marks the screens show, one literal key per value: the key check finds every key used,
 * and a value added to an enum without its words fails the typecheck here. The enums' names (categories, diet tags,
 * allergens) are the kit's, said once for every front end: @hostel/ui's useEnumLabels.
 */
/** Short marks in the style of dining-hall menus: a letter badge per diet tag (V, VG…), one per allergen (G, D…). */
export const DIET_MARK_KEY = {
  vegetarian: 'labels.dietMark.vegetarian',
  vegan: 'labels.dietMark.vegan',
  halal: 'labels.dietMark.halal',
  'gluten-free': 'labels.dietMark.glutenFree',
} as const satisfies Record<DietTag, string>;

export const ALLERGEN_MARK_KEY = {
  gluten: 'labels.allergenMark.gluten',
  dairy: 'labels.allergenMark.dairy',
  egg: 'labels.allergenMark.egg',
  nuts: 'labels.allergenMark.nuts',
  peanuts: 'labels.allergenMark.peanuts',
  fish: 'labels.allergenMark.fish',
  shellfish: 'labels.allergenMark.shellfish',
  soy: 'labels.allergenMark.soy',
  sesame: 'labels.allergenMark.sesame',
} as const satisfies Record<Allergen, string>;

/**
 * Whether a meal names no distributor of its own: none, or the spec's default 'Admin' that meals are stored with.
 * Either way the screens say the default in the page's language, as they would a label rather than a person's name.
 */
export const isDefaultDistributor = (name: string | undefined) => !name || name === DEFAULT_DISTRIBUTOR;
