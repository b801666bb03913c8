import { ID_PATTERN } from '@hostel/contracts';
import { countHotHits, type HotHandler } from '@hostel/platform';
import type { MealListCache } from './meal-list-cache';
import { sendReady } from './send-ready';

const DETAILS_URL = new RegExp(`^/meals/(${ID_PATTERN})$`);

/**
 * svc-meals' hot path, run before Express: GET/HEAD of a list URL already seen, or of a meal's details, while
 * its cached answer is fresh. Anything else (a miss, a stale entry, a write, another route) falls through to
 * Express, which parses, loads and fills the cache. A hit skips pino-http (a log line per hit is noise at
 * meal-time rush rates), helmet (a JSON answer to the gateway has no page to protect) and the route
 * histogram; one counter per route still counts hits.
 */
export function hotMeals(cache: MealListCache): HotHandler {
  const listHit = countHotHits('svc-meals', '/meals');
  const detailsHit = countHotHits('svc-meals', '/meals/:id');
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (url === '/meals' || url.startsWith('/meals?')) {
      const ready = cache.peekList(url);
      if (!ready) return false;
      sendReady(req, res, ready);
      listHit();
      return true;
    }
    const id = DETAILS_URL.exec(url)?.[1];
    const ready = id === undefined ? undefined : cache.peekMeal(id);
    if (!ready) return false;
    sendReady(req, res, ready);
    detailsHit();
    return true;
  };
}
