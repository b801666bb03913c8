import type { Allergen, Badge, DietTag, MealSlot } from '@hostel/contracts';
import { registerCatalogue, useT } from '@hostel/ui';
import bn from './bn.json';
import en from './en.json';

/** mf-admin's words, English (the spec's exact strings) and Bengali. */
registerCatalogue('admin', { en, bn });
export const useAdminT = () => useT('admin');

// Enum values as keys: literal maps, so the key check sees every key in use.

/** Meal slots and meal categories (the same three names). */
export const SLOT_KEYS = { Breakfast: 'slot.breakfast', Lunch: 'slot.lunch', Dinner: 'slot.dinner' } as const satisfies Record<MealSlot, string>;

export const BADGE_KEYS = { Bronze: 'badge.bronze', Silver: 'badge.silver', Gold: 'badge.gold', Platinum: 'badge.platinum' } as const satisfies Record<Badge, string>;

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

/** A slot or category name as the server sent it; one the screen does not know stays as it came. */
export const slotKey = (slot: string) => SLOT_KEYS[slot as MealSlot] as string | undefined;

type AdminT = ReturnType<typeof useAdminT>['t'];

/** A slot's (or category's) name in the page's language. */
export function slotName(t: AdminT, slot: string): string {
  const key = slotKey(slot);
  return key ? t(key) : slot;
}
