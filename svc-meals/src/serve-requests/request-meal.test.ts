import { MESSAGES } from '@hostel/contracts';
import { newId } from '@hostel/platform';
import { likeMeal } from '../meals/like-meal';
import { postMeal } from '../meals/post-meal';
import { addReview } from '../reviews/add-review';
import { ADMIN_EMAIL, aCaller, aMealBody, useMealsTestStore } from '../testing/meals-test-store';
import { cancelRequest } from './cancel-request';
import { deliverRequest } from './deliver-request';
import { listUserRequests } from './list-user-requests';
import { requestMeal } from './request-meal';
import { ACTIVE } from './serve-store';

describe('serve requests: request, deliver, cancel', () => {
  const t = useMealsTestStore();
  let mealId: string;
  beforeEach(async () => {
    mealId = (await postMeal(t.data, t.upcoming, aMealBody({ title: 'Beef Tehari' }), ADMIN_EMAIL)).meal._id;
  });

  it('when a Bronze student requests a meal, then 403 with the upgrade message and nothing is stored', async () => {
    await expect(requestMeal(t.data, t.requests, aCaller({ badge: 'Bronze' }), { mealId })).rejects.toMatchObject({ status: 403, message: MESSAGES.upgradeToRequest });

    expect(await t.requests.count({})).toBe(0);
  });

  it('when a premium student requests a meal, then it is Pending, in their name, with the meal’s title, likes and reviews', async () => {
    const student = aCaller({ name: 'Ann', badge: 'Silver' });
    await likeMeal(t.data, mealId, newId());
    await addReview(t.data, aCaller(), mealId, { rating: 5, comment: 'Great' });

    const request = await requestMeal(t.data, t.requests, student, { mealId });

    expect(request).toMatchObject({ mealId, title: 'Beef Tehari', likes: 1, reviews: 1, status: 'Pending', userId: student.id, userName: 'Ann', userEmail: student.email });
    expect(await listUserRequests(t.requests, student.id, {})).toEqual({ meals: [request], totalPages: 1 });
  });

  it('when a Bronze admin requests a meal, then it is allowed; an unknown meal is 404', async () => {
    await expect(requestMeal(t.data, t.requests, aCaller({ role: 'admin', badge: 'Bronze' }), { mealId })).resolves.toMatchObject({ status: 'Pending' });
    await expect(requestMeal(t.data, t.requests, aCaller(), { mealId: newId() })).rejects.toMatchObject({ status: 404 });
  });

  it('when a request is delivered, then it is Delivered; delivering again modifies nothing; an unknown request is 404', async () => {
    const request = await requestMeal(t.data, t.requests, aCaller(), { mealId });

    expect(await deliverRequest(t.requests, request._id)).toEqual({ modifiedCount: 1 });
    expect(await deliverRequest(t.requests, request._id)).toEqual({ modifiedCount: 0 });

    expect(await t.requests.findOne({ _id: request._id })).toMatchObject({ status: 'Delivered' });
    await expect(deliverRequest(t.requests, newId())).rejects.toMatchObject({ status: 404 });
  });

  it('when another student cancels a request, then 403 and it stays; its requester or an admin may cancel it', async () => {
    const student = aCaller();
    const [mine, other] = [await requestMeal(t.data, t.requests, student, { mealId }), await requestMeal(t.data, t.requests, student, { mealId })];

    await expect(cancelRequest(t.requests, aCaller(), mine._id)).rejects.toMatchObject({ status: 403, message: 'You can only cancel your own requests' });
    expect(await t.requests.count(ACTIVE)).toBe(2);

    await expect(cancelRequest(t.requests, student, mine._id)).resolves.toBe(1);
    await cancelRequest(t.requests, aCaller({ role: 'admin' }), other._id);
    expect(await t.requests.count(ACTIVE)).toBe(0);
    expect(await listUserRequests(t.requests, student.id, {})).toEqual({ meals: [], totalPages: 0 });
    await expect(cancelRequest(t.requests, student, mine._id)).rejects.toMatchObject({ status: 404 });
  });

  describe('their events, stored with the change (outbox)', () => {
    const pending = async (id: string) => ((await t.requests.findOne({ _id: id }))?._outbox ?? []).map(({ type, data }) => ({ type, data }));

    it('when a request is made, delivered, delivered again and cancelled, then created, one updated and cancelled wait for the relay, each carrying the request', async () => {
      const request = await requestMeal(t.data, t.requests, aCaller(), { mealId });
      expect(await pending(request._id)).toEqual([{ type: 'serve-request.created', data: request }]);

      await deliverRequest(t.requests, request._id);
      await deliverRequest(t.requests, request._id);
      await cancelRequest(t.requests, aCaller({ role: 'admin' }), request._id);

      expect(await pending(request._id)).toEqual([
        { type: 'serve-request.created', data: request },
        { type: 'serve-request.updated', data: { ...request, status: 'Delivered' } },
        { type: 'serve-request.cancelled', data: { ...request, status: 'Delivered' } },
      ]);
    });

    it('when a cancelled request is delivered or cancelled again, then 404 and no further event', async () => {
      const student = aCaller();
      const request = await requestMeal(t.data, t.requests, student, { mealId });
      await cancelRequest(t.requests, student, request._id);

      await expect(deliverRequest(t.requests, request._id)).rejects.toMatchObject({ status: 404 });
      await expect(cancelRequest(t.requests, student, request._id)).rejects.toMatchObject({ status: 404 });
      expect((await pending(request._id)).map(({ type }) => type)).toEqual(['serve-request.created', 'serve-request.cancelled']);
    });
  });
});
