import { useEffect, useEffectEvent } from 'react';
import type { LiveEvent } from '@hostel/contracts';
import { useSession } from '../session/session-context';
import { openLiveEvents } from './live-events';

export interface UseLiveEventsOptions {
  /** After the stream reopened (see `openLiveEvents`): refetch what the screen shows. */
  onReconnect?: () => void;
}

/**
 * The signed-in person's live serve-request events while the calling component is mounted: the stream opens once
 * someone is signed in and closes on sign-out, on a change of account and on unmount. The callbacks may change on
 * every render without reopening it.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, options: UseLiveEventsOptions = {}): void {
  const { user, api } = useSession();
  const uid = user?.uid ?? null;
  const handleEvent = useEffectEvent(onEvent);
  const handleReconnect = useEffectEvent(() => options.onReconnect?.());

  useEffect(() => {
    if (!uid) return;
    return openLiveEvents({
      getToken: () => api.getToken(),
      onEvent: (event) => handleEvent(event),
      onReconnect: () => handleReconnect(),
    });
  }, [uid, api]);
}
