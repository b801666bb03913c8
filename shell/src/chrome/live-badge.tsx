import { useEffect } from 'react';
import { useSession } from '@hostel/ui';
import { useShellSession } from '../session/shell-session-context';

/**
 * Keeps the session's badge true while someone is signed in (DESIGN §8): the user's own user.badge_changed arrives
 * on `/events` and goes into the shell's session, so the navbar and every remote (checkout waits for it) show it
 * without a reload. After a reconnect the record is re-read, in case a change fell into the gap. The stream client
 * (eventsource and the event schemas) loads only for someone signed in, not with every page's first load.
 */
export function LiveBadge() {
  const session = useShellSession();
  const { user, api } = useSession();
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (!uid) return;
    let closed = false;
    let close: (() => void) | undefined;
    void import('@hostel/ui/live-events').then(({ openLiveEvents }) => {
      if (closed) return;
      close = openLiveEvents({
        getToken: () => api.getToken(),
        onBadgeChanged: (event) => session.applyBadge(event.data.userId, event.data.badge),
        onReconnect: () => void api.refreshUser().catch(() => undefined),
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [uid, api, session]);

  return null;
}
