import { deleteReview, likeMeal, postMeal } from './meals';
import { staleReadsOf } from './stale-reads';
import { EVERY_READ, isStale, readChange } from './read-change';

const MEAL = '0123456789abcdef01234567';

describe('ReadChange: what a write made stale, from its declaration', () => {
  it('when a write to one meal is tested, then that meal’s details and every list are stale, another meal’s details not', () => {
    const stale = staleReadsOf(deleteReview, { mealId: MEAL, reviewId: 'ffffffffffffffffffffffff' });

    expect(isStale(stale, 'getMeal', { id: MEAL })).toBe(true);
    expect(isStale(stale, 'getMeal', { id: 'ffffffffffffffffffffffff' })).toBe(false);
    expect(isStale(stale, 'getMeal')).toBe(false);
    expect(isStale(stale, 'listMeals')).toBe(true);
    expect(isStale(staleReadsOf(postMeal, {}), 'getMeal', { id: MEAL })).toBe(true);
    expect(EVERY_READ.stale.every(({ read }) => isStale(EVERY_READ.stale, read, { id: MEAL }))).toBe(true);
  });

  it('when a message arrives, then a like’s change parses and anything else is refused', () => {
    const like = { stale: staleReadsOf(likeMeal, { id: MEAL }), likers: { id: MEAL, likes: 1 } };

    expect(readChange.parse(JSON.parse(JSON.stringify(like)))).toEqual(like);
    for (const bad of [{ stale: [{ read: 'listUsers' }] }, { stale: [], likers: { id: 'x', likes: 0 } }, { stale: [], likers: { id: MEAL, likes: -1 } }, {}]) {
      expect(readChange.safeParse(bad).success).toBe(false);
    }
  });
});
