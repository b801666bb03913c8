import { BADGES, type Badge } from '@hostel/contracts';
import type { SessionApi } from '@hostel/ui';

export interface AwaitBadgeOptions {
  /** How long checkout waits for the badge before saying it will follow. */
  timeoutMs?: number;
  /** The first re-read's delay; each later one waits twice as long. */
  firstRereadMs?: number;
}

const shows = (api: SessionApi, badge: Badge) => {
  const current = api.getState().user?.badge;
  return current !== undefined && BADGES.indexOf(current) >= BADGES.indexOf(badge);
};

/**
 * Resolves true once the session shows `badge` (or a higher one: a cheaper purchase never lowers it), false after
 * `timeoutMs`. The badge changes in svc-users after the payment's event, so it is not there when the save answers: the
 * shell's live stream brings user.badge_changed into the session (DESIGN §8), and re-reads of the record with a
 * growing delay stand in when the stream is away.
 */
export function awaitBadge(api: SessionApi, badge: Badge, { timeoutMs = 10_000, firstRereadMs = 500 }: AwaitBadgeOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    if (shows(api, badge)) return resolve(true);
    let settled = false;
    let reread: ReturnType<typeof setTimeout> | undefined;
    const finish = (shown: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(reread);
      clearTimeout(deadline);
      unsubscribe();
      resolve(shown);
    };
    const unsubscribe = api.onChange(() => {
      if (shows(api, badge)) finish(true);
    });
    const deadline = setTimeout(() => finish(shows(api, badge)), timeoutMs);
    const scheduleReread = (delay: number) => {
      reread = setTimeout(() => {
        void api
          .refreshUser()
          .catch(() => undefined)
          .then(() => {
            if (shows(api, badge)) finish(true);
            else if (!settled) scheduleReread(delay * 2);
          });
      }, delay);
    };
    scheduleReread(firstRereadMs);
  });
}
