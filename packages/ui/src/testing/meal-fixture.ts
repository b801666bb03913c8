import type { Meal } from '@hostel/contracts';

/** A meal as GET /meals answers it, for the remotes' component tests; a test overrides what it is about. */
export const mealFixture = (overrides: Partial<Meal> = {}): Meal => ({
  _id: 'm1',
  title: 'Beef Tehari',
  image: '',
  category: 'Lunch',
  price: 180,
  postTime: '1:00 PM',
  description: 'Fragrant rice with beef',
  ingredients: 'Rice, beef',
  distributorName: 'Admin',
  email: 'admin@hostel.local',
  createdAt: '2026-01-01T10:00:00.000Z',
  likes: 3,
  likedBy: ['a', 'b', 'c'],
  rating: 4.25,
  ratingCount: 2,
  reviewsCount: 2,
  dietTags: ['halal'],
  allergens: [],
  ...overrides,
});
