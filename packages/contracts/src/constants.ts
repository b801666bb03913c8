/** Business constants from the product spec (§9). Imported everywhere; never retyped. */

export const BADGES = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type Badge = (typeof BADGES)[number];
export const DEFAULT_BADGE: Badge = 'Bronze';

/** BADGES runs from lowest to highest tier: a badge only ever moves up (DESIGN §6). */
export const badgesBelow = (badge: Badge): Badge[] => BADGES.slice(0, BADGES.indexOf(badge));

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

/** The distributor a meal shows when it names none, and the fixed one of the admin's meal forms (spec §2). */
export const DEFAULT_DISTRIBUTOR = 'Admin';

export const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PRICE_BANDS = ['lt200', '200-400', 'gt400'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const PACKAGE_IDS = ['silver', 'gold', 'platinum'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export interface MembershipPackage {
  id: PackageId;
  name: string;
  badge: Exclude<Badge, 'Bronze'>;
  /** Price in taka. */
  price: number;
  features: readonly string[];
}

export const PACKAGES: Readonly<Record<PackageId, MembershipPackage>> = {
  silver: {
    id: 'silver',
    name: 'Silver',
    badge: 'Silver',
    price: 199,
    features: ['Access to meals', 'Request meals', 'Basic support'],
  },
  gold: {
    id: 'gold',
    name: 'Gold',
    badge: 'Gold',
    price: 399,
    features: ['Everything in Silver', 'Like upcoming meals', 'Priority support'],
  },
  platinum: {
    id: 'platinum',
    name: 'Platinum',
    badge: 'Platinum',
    price: 699,
    features: ['Everything in Gold', 'Early access to meals', 'VIP badge', 'Dedicated hotline'],
  },
};

/** Matches a route or body package name case-insensitively (spec §5). */
export function findPackage(name: string): MembershipPackage | undefined {
  const id = name.trim().toLowerCase();
  return (PACKAGE_IDS as readonly string[]).includes(id) ? PACKAGES[id as PackageId] : undefined;
}

export const PROMOTION_THRESHOLD = 10;
export const HOME_MEALS_LIMIT = 4;
export const MEALS_PAGE_SIZE = 6;
export const MEALS_SCROLL_TRIGGER = 0.8;
export const MEALS_SCROLL_THROTTLE_MS = 150;
export const PAYMENT_HISTORY_PAGE_SIZE = 5;
export const USER_REVIEWS_PAGE_SIZE = 5;
export const USER_REQUESTS_PAGE_SIZE = 5;
export const ADMIN_PAGE_SIZE = 10;
export const RATING_MAX = 5;
export const MIN_PASSWORD_LENGTH = 6;

export const CAROUSEL_AUTOPLAY_MS = 6000;
export const CAROUSEL_TRANSITION_MS = 1000;
export const STATS_COUNT_UP_S = 6;
export const TYPEWRITER = { typeSpeed: 70, deleteSpeed: 50, delaySpeed: 20000 } as const;
export const SUCCESS_TOAST_MS = 1500;
export const PAYMENT_REDIRECT_MS = 1500;
export const TOAST_MS = 5000;
export const PROMOTION_NOTICE_MS = 1500;

/** Upload limits: the spec leaves them open; 2 MB of JPEG/PNG/WebP/GIF covers meal and profile photos. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** An upload never changes under its id: browsers and the gateway keep it as long as they like. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An upload that no meal or user references this long after it was made is deleted. */
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Diet labels a meal can carry (DESIGN §7); a meal has every tag it lists. */
export const DIET_TAGS = ['vegetarian', 'vegan', 'halal', 'gluten-free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];
/** Allergens a meal can contain (DESIGN §7). */
export const ALLERGENS = ['gluten', 'dairy', 'egg', 'nuts', 'peanuts', 'fish', 'shellfish', 'soy', 'sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];
export const MAX_CALORIES = 5000;

/** The weekly menu's slots in serving order; the same names as the meal categories. */
export const MEAL_SLOTS = CATEGORIES;
export type MealSlot = Category;
/** How many meals one menu slot lists at most. */
export const MENU_SLOT_MAX_MEALS = 10;

/** How the screens name each diet tag and allergen. */
export const DIET_TAG_NAMES: Readonly<Record<DietTag, string>> = { vegetarian: 'Vegetarian', vegan: 'Vegan', halal: 'Halal', 'gluten-free': 'Gluten-free' };
export const ALLERGEN_NAMES: Readonly<Record<Allergen, string>> = {
  gluten: 'Gluten',
  dairy: 'Dairy',
  egg: 'Egg',
  nuts: 'Nuts',
  peanuts: 'Peanuts',
  fish: 'Fish',
  shellfish: 'Shellfish',
  soy: 'Soy',
  sesame: 'Sesame',
};

/**
 * The values of a `diet` or `without` query parameter (the query schema checks them). Here, not beside the zod
 * schemas: the browsers split the same parameter, and importing it from there would put zod in their bundles.
 */
export const labelList = <T extends string>(value: string | undefined): T[] => (value ? [...new Set(value.split(','))] : []) as T[];
