import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote whose manifest or entry cannot be fetched resolves to `null` instead of an unhandled rejection;
 * the root config turns that into the contained "unavailable" area of that one remote.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hostel-remote-fallback',
    errorLoadRemote({ id, error }) {
      console.warn(`[shell] remote ${id} failed to load`, error);
      return null;
    },
  };
}
