import { useSyncExternalStore } from 'react';

/** What the chrome shows about the offline copy: since when the page's data is (null: all fresh) and whether a new build waits. */
export interface OfflineState {
  /** The oldest fetch time among the answers this page was given from the offline copy, while the network is away. */
  offlineAsOf: string | null;
  updateReady: boolean;
}

let state: OfflineState = { offlineAsOf: null, updateReady: false };
const listeners = new Set<() => void>();
let reloadAction: () => void = () => window.location.reload();

export const offlineState = (): OfflineState => state;

export function setOfflineState(change: Partial<OfflineState>): void {
  const next = { ...state, ...change };
  if (next.offlineAsOf === state.offlineAsOf && next.updateReady === state.updateReady) return;
  state = next;
  for (const listener of listeners) listener();
}

/** An answer came from the offline copy: the banner keeps the oldest time, since that is how old the page may be. */
export function servedFromCache(fetchedAt: string): void {
  const current = state.offlineAsOf;
  if (!current || Date.parse(fetchedAt) < Date.parse(current)) setOfflineState({ offlineAsOf: fetchedAt });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useOfflineState = (): OfflineState => useSyncExternalStore(subscribe, offlineState, offlineState);

/** How Reload starts the new build (the registration sets it: a waiting worker must take over first). */
export const setReloadAction = (action: () => void): void => {
  reloadAction = action;
};
export const reloadToNewVersion = (): void => reloadAction();
