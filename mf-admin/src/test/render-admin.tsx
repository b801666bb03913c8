import type { ReactElement } from 'react';
import { stubSession } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';

export { fakeApi, recordToasts, type FakeResponse, type RecordedCall } from '@hostel/ui/testing';
export { fakeId, mealFixture as meal, upcomingFixture as upcomingMeal } from '@hostel/ui/testing';

/** Renders a piece of the admin screen as the remote root would, with an admin session. */
export function renderAdmin(ui: ReactElement) {
  return renderInRemote(ui, { session: stubSession('admin') });
}
