import { MESSAGES, type Meal, type ReviewRow } from '@hostel/contracts';
import { admin, bronzeStudent, premiumStudent, type Actor } from './support/actors';
import { api, expectErrorShape } from './support/client';
import { createMeal, expectHealthy, GARBAGE_TOKEN, getMeal, idOf, UNKNOWN_ID } from './support/fixtures';

interface ReviewAnswer {
  success: boolean;
  reviews: { _id: string; name: string; rating: number; comment: string; time: string }[];
}

const review = (mealId: string, actor: Actor | undefined, body: unknown) => api<ReviewAnswer>(`/meals/${mealId}/review`, { token: actor?.token, body });
const goodReview = (actor: Actor, rating = 5, comment = 'Tasty and filling') => ({ userId: idOf(actor), userName: actor.name, rating, comment });

let adminActor: Actor;
let silver: Actor;
let gold: Actor;
let platinum: Actor;
let bronze: Actor;

beforeAll(async () => {
  [adminActor, silver, gold, platinum, bronze] = await Promise.all([admin(), premiumStudent('silver', { name: 'Sadia Silver' }), premiumStudent('gold', { name: 'Golam Gold' }), premiumStudent('platinum'), bronzeStudent()]);
});

describe('POST /api/meals/:id/review', () => {
  it('when a premium student reviews, then 201 with the meal reviews holding it, and the meal shows it', async () => {
    const meal = await createMeal(adminActor);

    const res = await review(meal._id, silver, goodReview(silver, 4, 'Nice dal'));

    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.reviews).toEqual([expect.objectContaining({ name: silver.name, rating: 4, comment: 'Nice dal' })]);
    expect(res.body.reviews[0]).not.toHaveProperty('userId');
    const details = await getMeal(meal._id);
    expect(details.body.reviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Nice dal' })]);
  });

  it('when three reviews rate 5, 4 and 4, then the meal shows the average 4.3 (one decimal) over 3 ratings in the list and the details', async () => {
    const meal = await createMeal(adminActor);

    await review(meal._id, silver, goodReview(silver, 5));
    await review(meal._id, gold, goodReview(gold, 4));
    await review(meal._id, platinum, goodReview(platinum, 4));

    expect((await getMeal(meal._id)).body).toMatchObject({ rating: 4.3, ratingCount: 3 });
    const listed = (await api<Meal[]>(`/meals?search=${encodeURIComponent(meal.title)}`)).body;
    expect(listed).toEqual([expect.objectContaining({ _id: meal._id, rating: 4.3, ratingCount: 3 })]);
  });

  it('when a student reviews one meal a second time (one after another and two at once), then 409 "You already reviewed this meal" and the rating counts one review', async () => {
    const [meal, other] = await Promise.all([createMeal(adminActor), createMeal(adminActor)]);
    expect((await review(meal._id, gold, goodReview(gold, 5))).status).toBe(201);

    const again = await review(meal._id, gold, goodReview(gold, 1, 'Changed my mind'));
    const racing = await Promise.all([review(other._id, silver, goodReview(silver, 5)), review(other._id, silver, goodReview(silver, 1))]);

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: MESSAGES.alreadyReviewed, code: 'alreadyReviewed' });
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await getMeal(meal._id)).body).toMatchObject({ rating: 5, ratingCount: 1, reviews: [expect.objectContaining({ name: gold.name, rating: 5 })] });
    expect((await getMeal(other._id)).body.reviews).toHaveLength(1);
  });

  it('when a Bronze student reviews, then 403 "You have to upgrade your account to submit a review" and nothing is stored', async () => {
    const meal = await createMeal(adminActor);

    const res = await review(meal._id, bronze, goodReview(bronze));

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MESSAGES.upgradeToReview, code: 'upgradeToReview' });
    expect((await getMeal(meal._id)).body.reviews).toEqual([]);
  });

  it('when nobody is signed in or the token is garbage, then 401', async () => {
    const meal = await createMeal(adminActor);

    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/meals/${meal._id}/review`, { token, body: { userName: 'x', rating: 5, comment: 'x' } });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it("when the body names someone else or no one, then the review carries the name on the caller's user record", async () => {
    const meal = await createMeal(adminActor);

    const forged = await review(meal._id, silver, { ...goodReview(silver), userName: 'Hostel Admin' });
    const nameless = await review(meal._id, gold, { rating: 3, comment: 'No name sent' });

    expect(forged.status).toBe(201);
    expect(nameless.status).toBe(201);
    const reviews = (await getMeal(meal._id)).body.reviews;
    expect(reviews).toHaveLength(2);
    expect(reviews.map((r) => r.name).sort()).toEqual([silver.name, gold.name].sort());
    const rows = await api<{ reviews: ReviewRow[] }>(`/meals/reviewedBy/${idOf(silver)}`, { token: silver.token });
    expect(rows.body.reviews.find((row) => row.mealId === meal._id)?.name).toBe(silver.name);
  });

  it('when the review claims another user id, then 403 and nothing is stored', async () => {
    const meal = await createMeal(adminActor);

    const res = await review(meal._id, silver, { ...goodReview(silver), userId: idOf(gold) });

    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await getMeal(meal._id)).body.reviews).toEqual([]);
  });

  it('when the rating is 0, 6, 2.5, a string or an operator, or the comment is blank or too long, then 400 and nothing is stored', async () => {
    const meal = await createMeal(adminActor);
    const base = goodReview(gold);

    const bodies = [
      { ...base, rating: 0 },
      { ...base, rating: 6 },
      { ...base, rating: 2.5 },
      { ...base, rating: '5' },
      { ...base, rating: { $gt: 0 } },
      { ...base, rating: undefined },
      { ...base, comment: '   ' },
      { ...base, comment: 'x'.repeat(1001) },
      { ...base, userName: { $ne: null } },
      '{"rating": 5',
    ];
    for (const body of bodies) {
      const res = await review(meal._id, gold, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expectErrorShape(res.body);
    }
    expect((await getMeal(meal._id)).body.reviews).toEqual([]);
    await expectHealthy();
  });

  it('when the meal is unknown, then 404; when the id is malformed, then 400', async () => {
    const unknown = await review(UNKNOWN_ID, gold, goodReview(gold));
    const malformed = await review('%24ne', gold, goodReview(gold));

    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
  });
});

describe('GET /api/meals/reviewedBy/:userId', () => {
  let reviewer: Actor;

  beforeAll(async () => {
    reviewer = await premiumStudent('gold');
    const meals = await Promise.all(Array.from({ length: 6 }, () => createMeal(adminActor)));
    for (const [index, meal] of meals.entries()) await review(meal._id, reviewer, goodReview(reviewer, 1 + (index % 5), `Review ${index}`));
  });

  it('when the user reads their reviews, then pages of 5 by default with the total, newest first, with meal details', async () => {
    const first = await api<{ reviews: ReviewRow[]; total: number }>(`/meals/reviewedBy/${idOf(reviewer)}`, { token: reviewer.token });
    const second = await api<{ reviews: ReviewRow[]; total: number }>(`/meals/reviewedBy/${idOf(reviewer)}?page=2`, { token: reviewer.token });

    expect(first.status).toBe(200);
    expect(first.body.total).toBe(6);
    expect(first.body.reviews.map((r) => r.comment)).toEqual(['Review 5', 'Review 4', 'Review 3', 'Review 2', 'Review 1']);
    expect(first.body.reviews[0]).toEqual(expect.objectContaining({ userId: idOf(reviewer), mealId: expect.any(String), mealTitle: expect.stringContaining('Test Meal'), mealReviewsCount: 1, likes: 0 }));
    expect(second.body.reviews.map((r) => r.comment)).toEqual(['Review 0']);
  });

  it('when another user reads them, then 403; an admin may', async () => {
    const other = await bronzeStudent();

    const denied = await api(`/meals/reviewedBy/${idOf(reviewer)}`, { token: other.token });
    const allowed = await api<{ total: number }>(`/meals/reviewedBy/${idOf(reviewer)}?limit=2`, { token: adminActor.token });

    expect(denied.status).toBe(403);
    expectErrorShape(denied.body);
    expect(allowed.status).toBe(200);
    expect(allowed.body.total).toBe(6);
  });

  it('when nobody is signed in or the token is garbage, then 401', async () => {
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/meals/reviewedBy/${idOf(reviewer)}`, { token });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
  });

  it('when the user id is malformed or the paging is not a positive number, then 400', async () => {
    for (const path of ['/meals/reviewedBy/not-an-id', `/meals/reviewedBy/${idOf(reviewer)}?page=0`, `/meals/reviewedBy/${idOf(reviewer)}?limit=x`, `/meals/reviewedBy/${idOf(reviewer)}?page[$gt]=1`]) {
      const res = await api(path, { token: adminActor.token });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expectErrorShape(res.body);
    }
  });
});

describe('DELETE /api/meals/:mealId/reviews/:reviewId', () => {
  async function reviewedMeal(author: Actor) {
    const meal = await createMeal(adminActor);
    const res = await review(meal._id, author, goodReview(author));
    return { mealId: meal._id, reviewId: res.body.reviews[0]!._id };
  }

  it('when the author deletes their review, then it is gone from the meal and the rating resets', async () => {
    const { mealId, reviewId } = await reviewedMeal(gold);

    const res = await api<{ success: boolean }>(`/meals/${mealId}/reviews/${reviewId}`, { method: 'DELETE', token: gold.token });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await getMeal(mealId)).body).toMatchObject({ reviews: [], rating: 0, ratingCount: 0 });
  });

  it("when another user deletes someone's review, then 403 and it stays; an admin may delete it", async () => {
    const { mealId, reviewId } = await reviewedMeal(gold);

    const denied = await api(`/meals/${mealId}/reviews/${reviewId}`, { method: 'DELETE', token: silver.token });
    expect(denied.status).toBe(403);
    expectErrorShape(denied.body);
    expect((await getMeal(mealId)).body.reviews).toHaveLength(1);

    const allowed = await api(`/meals/${mealId}/reviews/${reviewId}`, { method: 'DELETE', token: adminActor.token });
    expect(allowed.status).toBe(200);
    expect((await getMeal(mealId)).body.reviews).toEqual([]);
  });

  it('when nobody is signed in or the token is garbage, then 401 and the review stays', async () => {
    const { mealId, reviewId } = await reviewedMeal(gold);

    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api(`/meals/${mealId}/reviews/${reviewId}`, { method: 'DELETE', token });
      expect(res.status).toBe(401);
    }
    expect((await getMeal(mealId)).body.reviews).toHaveLength(1);
  });

  it('when the review is unknown or already deleted, then 404; when an id is malformed, then 400', async () => {
    const { mealId, reviewId } = await reviewedMeal(gold);
    await api(`/meals/${mealId}/reviews/${reviewId}`, { method: 'DELETE', token: gold.token });

    const again = await api(`/meals/${mealId}/reviews/${reviewId}`, { method: 'DELETE', token: gold.token });
    const unknown = await api(`/meals/${mealId}/reviews/${UNKNOWN_ID}`, { method: 'DELETE', token: adminActor.token });
    const malformed = await api(`/meals/${mealId}/reviews/%24ne`, { method: 'DELETE', token: adminActor.token });

    expect(again.status).toBe(404);
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
  });
});

describe('DELETE /api/meals/:id and its reviews', () => {
  it("when an admin deletes a reviewed meal, then its reviews leave the author's list too", async () => {
    const author = await premiumStudent('silver');
    const meal = await createMeal(adminActor);
    await review(meal._id, author, goodReview(author));

    await api(`/meals/${meal._id}`, { method: 'DELETE', token: adminActor.token });

    const mine = await api<{ reviews: ReviewRow[]; total: number }>(`/meals/reviewedBy/${idOf(author)}`, { token: author.token });
    expect(mine.body).toEqual({ reviews: [], total: 0 });
  });
});

describe('GET /api/reviews (admin)', () => {
  it('when an admin lists reviews, then pages of 10 with the total, newest first', async () => {
    const meal = await createMeal(adminActor);
    await review(meal._id, platinum, goodReview(platinum, 3, 'Newest review for the admin table'));

    const res = await api<{ reviews: ReviewRow[]; total: number }>('/reviews', { token: adminActor.token });

    expect(res.status).toBe(200);
    expect(res.body.reviews.length).toBeLessThanOrEqual(10);
    expect(res.body.total).toBeGreaterThanOrEqual(res.body.reviews.length);
    expect(res.body.reviews[0]).toMatchObject({ mealId: meal._id, mealTitle: meal.title, comment: 'Newest review for the admin table', rating: 3 });
  });

  it('when a regular user lists them, then 403; without a token or with a garbage one, then 401', async () => {
    const denied = await api('/reviews', { token: gold.token });
    expect(denied.status).toBe(403);
    expectErrorShape(denied.body);
    for (const token of [undefined, GARBAGE_TOKEN]) {
      const res = await api('/reviews', { token });
      expect(res.status).toBe(401);
    }
  });

  it('when the paging smuggles operators or is out of range, then 400', async () => {
    for (const query of ['page[$ne]=1', 'page=0', 'limit=101']) {
      const res = await api(`/reviews?${query}`, { token: adminActor.token });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    await expectHealthy();
  });
});
