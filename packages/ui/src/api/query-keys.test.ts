import { QueryClient } from '@tanstack/react-query';
import { addReview, getMeal, getMenu, listMeals, setMenuSlot } from '@hostel/contracts';
import { invalidateChanged, queryKeyOf } from './query-keys';

const MEAL = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function keptAnswers() {
  const client = new QueryClient();
  const keys = {
    page: queryKeyOf(listMeals, {}, 'pages', { category: 'Lunch' }),
    meal: queryKeyOf(getMeal, { id: MEAL }),
    mealAsRead: queryKeyOf(getMeal, { id: MEAL }, 'reader-1'),
    otherMeal: queryKeyOf(getMeal, { id: OTHER }),
    menu: queryKeyOf(getMenu, {}, '2027-W01'),
    elsewhere: ['upcoming-meals'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 'kept');
  const stale = () => Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name);
  return { client, stale };
}

describe('query keys and invalidations from the declarations', () => {
  it('when a review is added, then the meal’s answers (each reader’s too), every list and every menu week go stale, and nothing else', async () => {
    const { client, stale } = keptAnswers();

    await invalidateChanged(client, addReview, { id: MEAL });

    expect(stale()).toEqual(['page', 'meal', 'mealAsRead', 'menu']);
  });

  it('when a write changes every meal (a menu slot), then every meal’s answer goes stale too', async () => {
    const { client, stale } = keptAnswers();

    await invalidateChanged(client, setMenuSlot, { date: '2027-01-04', slot: 'Lunch' });

    expect(stale()).toEqual(['page', 'meal', 'mealAsRead', 'otherMeal', 'menu']);
  });
});
