/**
 * `@hostel/platform/testing`: helpers for the tests only. Nothing in `src/index.ts` imports them, so the
 * services' production bundles never carry them.
 */
export * from './servers';
export * from './tcp-proxy';
export * from './temp-store';
