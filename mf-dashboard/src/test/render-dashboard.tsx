import type { ReactElement } from 'react';
import { stubSession, type SessionApi } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';

export { fakeApi, recordToasts, type FakeResponse, type RecordedCall } from '@hostel/ui/testing';

/** The stub session of a signed-in premium student (`gold@hostel.local`, id ...0001), a Bronze one, or nobody, with a spy on refreshUser. */
export function testSession(kind: 'premium' | 'bronze' | 'visitor' = 'premium'): SessionApi {
  return { ...stubSession(kind), refreshUser: jest.fn(async () => undefined) };
}

export const GOLD_ID = '64b000000000000000000001';

/** Renders a piece of the dashboard as the remote root would, with a session (premium by default). */
export function renderDashboard(ui: ReactElement, { session = testSession(), path = '/' }: { session?: SessionApi; path?: string } = {}) {
  return { session, ...renderInRemote(ui, { session, path }) };
}
