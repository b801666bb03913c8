/** Every cache the site makes starts with this, so sign-out and clean-up never touch another site's caches. */
export const CACHE_PREFIX = 'hostel-';
export const PUBLIC_API_CACHE = `${CACHE_PREFIX}api-public`;
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
export const REMOTES_CACHE = `${CACHE_PREFIX}remotes`;
export const ASSETS_CACHE = `${CACHE_PREFIX}assets`;
const PERSONAL_PREFIX = `${CACHE_PREFIX}api-user-`;

/** One cache per person, named by their user id: sign-out deletes it whole. */
export const personalCacheName = (userId: string): string => `${PERSONAL_PREFIX}${encodeURIComponent(userId)}`;
export const isPersonalCache = (name: string): boolean => name.startsWith(PERSONAL_PREFIX);

/** The header a cached answer carries with the time it was fetched from the network (the banner's 'as of'). */
export const FETCHED_AT_HEADER = 'x-hostel-fetched-at';

