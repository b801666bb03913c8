import { API, expressPath, routerOf } from '@hostel/contracts';
import { countHotHits, type HotHandler } from '@hostel/platform';
import type { MealListCache } from './meal-list-cache';
import { sendReady } from './send-ready';

/** The details read's path, from its declaration (a list URL is looked up as it came: the list route remembers those it parsed). */
const READS = routerOf([API.getMeal]);

/**
 * svc-meals' hot path, run before Express: GET/HEAD of a list URL already seen, or of a meal's details, while
 * its cached answer is fresh. Anything else (a miss, a stale entry, a write, another route) falls through to
 * Express, which parses, loads and fills the cache. A hit skips pino-http (a log line per hit is noise at
 * meal-time rush rates), helmet (a JSON answer to the gateway has no page to protect) and the route
 * histogram; one counter per route still counts hits.
 */
export function hotMeals(cache: MealListCache): HotHandler {
  // Counted under the routes' own labels (Express's path, as the route histogram names them).
  const listHit = countHotHits('svc-meals', expressPath(API.listMeals));
  const detailsHit = countHotHits('svc-meals', expressPath(API.getMeal));
  return (req, res) => {
    // A token may be a session whose reader's likes the answer shows: verifying it is Express's work.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization !== undefined) return false;
    const url = req.url ?? '';
    const list = cache.peekList(url);
    if (list) {
      sendReady(req, res, list);
      listHit();
      return true;
    }
    const found = url.includes('?') ? undefined : READS.match('GET', url);
    const ready = found && 'operation' in found ? cache.peekMeal(found.params.id!) : undefined;
    if (!ready) return false;
    sendReady(req, res, ready);
    detailsHit();
    return true;
  };
}
