import { postMeal } from '../meals/post-meal';
import { ADMIN_EMAIL, aCaller, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { listRequests } from './list-requests';
import { listUserRequests } from './list-user-requests';
import { requestMeal } from './request-meal';

describe('listRequests and listUserRequests', () => {
  const t = useMealsTestStore();
  const ann = aCaller({ name: 'Ann (hall 2)', email: 'ann@test.local' });
  const bob = aCaller({ name: 'Bob', email: 'bob@test.local' });
  beforeEach(async () => {
    const { meal } = await postMeal(t.data, t.upcoming, aMealBody({ title: 'Beef Tehari' }), ADMIN_EMAIL);
    for (const caller of [ann, ann, ann, bob]) await requestMeal(t.data, t.requests, caller, { mealId: meal._id });
  });

  it('when the admin searches, then the title, the name and the e-mail are searched literally', async () => {
    const count = async (search: string) => (await listRequests(t.requests, { search })).total;

    expect([await count('tehari'), await count('(hall 2)'), await count('BOB@'), await count('.*')]).toEqual([4, 3, 1, 0]);
  });

  it('when the admin asks for no page, then every request comes; with a page, that page', async () => {
    expect((await listRequests(t.requests, {})).requests).toHaveLength(4);
    expect(await listRequests(t.requests, { page: 2, limit: 3 })).toMatchObject({ requests: [expect.anything()], total: 4 });
  });

  it('when a student’s requests are listed, then only theirs, a page at a time', async () => {
    expect(await listUserRequests(t.requests, ann.id, { limit: 2 })).toMatchObject({ meals: [{ userId: ann.id }, { userId: ann.id }], totalPages: 2 });
    expect((await listUserRequests(t.requests, ann.id, { page: 2, limit: 2 })).meals).toHaveLength(1);
    expect(await listUserRequests(t.requests, bob.id, {})).toMatchObject({ meals: [{ userId: bob.id }], totalPages: 1 });
  });
});
