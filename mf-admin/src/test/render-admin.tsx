import type { ReactElement } from 'react';
import { stubSession } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/src/testing/render-remote';

export { fakeApi, recordToasts, type FakeResponse, type RecordedCall } from '@hostel/ui/src/testing/render-remote';

/** Renders a piece of the admin screen as the remote root would, with an admin session. */
export function renderAdmin(ui: ReactElement) {
  return renderInRemote(ui, { session: stubSession('admin') });
}

export const meal = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});
