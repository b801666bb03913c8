import { isPersonalCache } from './cache-names';
import { askWorker } from './worker-channel';

/**
 * Sign-out leaves no one's data on the device: the worker first stops keeping the person's answers still on their
 * way, and every person's cache is deleted (here as well, for a page the worker does not control). Never throws:
 * signing out must not fail on storage.
 */
export async function clearPersonalCaches(userId: string | null): Promise<void> {
  try {
    await askWorker({ type: 'signed-out', userId });
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter(isPersonalCache).map((name) => caches.delete(name)));
  } catch (err) {
    console.warn('[shell] the offline copies could not be cleared', err);
  }
}
