import type { Meal, UpcomingMeal } from '@hostel/contracts';

/** A meal as GET /meals answers it, for the remotes' component tests; a test overrides what it is about. */
export const mealFixture = (overrides: Partial<Meal> = {}): Meal => ({
  _id: 'aa0000000000000000000001',
  title: 'Beef Tehari',
  image: '',
  category: 'Lunch',
  price: 180,
  postTime: '1:00 PM',
  description: 'Fragrant rice with beef',
  ingredients: 'Rice, beef',
  distributorName: 'Admin',
  createdAt: '2026-01-01T10:00:00.000Z',
  likes: 3,
  likedByMe: false,
  rating: 4.25,
  ratingCount: 2,
  reviewsCount: 2,
  dietTags: ['halal'],
  allergens: [],
  ...overrides,
});

/** An upcoming meal as GET /upcoming-meals answers it; a test overrides what it is about. */
export const upcomingFixture = (overrides: Partial<UpcomingMeal> = {}): UpcomingMeal => {
  const { rating: _rating, ratingCount: _count, reviewsCount: _reviews, ...fields } = mealFixture();
  return { ...fields, published: false, ...overrides };
};

/** A well-formed id (24 hex digits) named after a fixture, as every answer's schema requires: `fakeId('Lunch', 2)`. */
export const fakeId = (name: string, n = 0): string =>
  Array.from(name, (char) => char.charCodeAt(0).toString(16))
    .join('')
    .slice(0, 16)
    .padEnd(16, '0') + n.toString(16).padStart(8, '0');
