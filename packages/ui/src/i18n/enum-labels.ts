import { useMemo } from 'react';
import type { Allergen, Badge, DietTag } from '@hostel/contracts';
import { CATEGORY_KEYS, uiT, useUiT } from './ui-catalogue';

/*
 * The enums every front end names, said once: meal categories and mess slots (the same three names), diet
 * tags, allergens and badges live in the `ui` catalogue, so a word is spelled the same on every screen. One literal key
 * per value: the key check sees every key in use, and a value added to an enum without its words fails the typecheck.
 */
export const DIET_KEYS = { vegetarian: 'diet.vegetarian', vegan: 'diet.vegan', halal: 'diet.halal', 'gluten-free': 'diet.glutenFree' } as const satisfies Record<DietTag, string>;

export const ALLERGEN_KEYS = {
  gluten: 'allergen.gluten',
  dairy: 'allergen.dairy',
  egg: 'allergen.egg',
  nuts: 'allergen.nuts',
  peanuts: 'allergen.peanuts',
  fish: 'allergen.fish',
  shellfish: 'allergen.shellfish',
  soy: 'allergen.soy',
  sesame: 'allergen.sesame',
} as const satisfies Record<Allergen, string>;

export const BADGE_KEYS = { Bronze: 'badge.bronze', Silver: 'badge.silver', Gold: 'badge.gold', Platinum: 'badge.platinum' } as const satisfies Record<Badge, string>;

/** The enums' names in the page's language. */
export interface EnumLabels {
  /** A meal category or mess slot (Breakfast, Lunch, Dinner); a value the kit does not know is data and stays as it came. */
  category(value: string): string;
  diet(tag: DietTag): string;
  allergen(allergen: Allergen): string;
  badge(badge: Badge): string;
}

type UiT = ReturnType<typeof uiT>;

const labelsOf = (t: UiT): EnumLabels => ({
  category: (value) => (Object.hasOwn(CATEGORY_KEYS, value) ? t(CATEGORY_KEYS[value as keyof typeof CATEGORY_KEYS]) : value),
  diet: (tag) => t(DIET_KEYS[tag]),
  allergen: (allergen) => t(ALLERGEN_KEYS[allergen]),
  badge: (badge) => t(BADGE_KEYS[badge]),
});

/** The enums' names for a component: it renders again in the new language when the page switches. */
export function useEnumLabels(): EnumLabels {
  const { t } = useUiT();
  return useMemo(() => labelsOf(t), [t]);
}

/** The enums' names outside React (a toast's text): read in the page's language when each is called. */
export const enumLabels = (): EnumLabels => labelsOf(uiT());
