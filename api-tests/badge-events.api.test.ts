import { EVENTS, type PackageId } from '@hostel/contracts';
import { admin, badgeOf, pay, signUp, type Actor } from './support/actors';
import { api, gatewayUrl } from './support/client';
import { EventStream } from './support/event-stream';
import { idOf } from './support/fixtures';

/** DESIGN §8: `/events` carries the signed-in user's own user.badge_changed, and no one else's. */
const streams: EventStream[] = [];
async function streamOf(actor: Actor): Promise<EventStream> {
  const stream = await EventStream.open(gatewayUrl(), actor.token);
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const badgeEvents = (stream: EventStream) =>
  stream.messages.filter((message) => message.event === EVENTS.userBadgeChanged).map((message) => JSON.parse(message.data!) as { id: string; type: string; data: unknown });

async function buy(actor: Actor, pkg: PackageId): Promise<void> {
  const intent = await pay(actor, pkg);
  expect(intent.status).toBe(200);
  expect((await api('/payments/save', { token: actor.token, body: { package: pkg, transactionId: intent.body.paymentIntentId } })).status).toBe(200);
}

describe('GET /api/events: the signed-in user’s own badge changes', () => {
  it('when a student pays for Gold, then their stream carries user.badge_changed Gold; another student’s and an admin’s streams do not', async () => {
    const [student, other, adminActor] = await Promise.all([signUp(), signUp(), admin()]);
    const [mine, theirs, admins] = await Promise.all([streamOf(student), streamOf(other), streamOf(adminActor)]);

    await buy(student, 'gold');

    expect(await mine.until(() => badgeEvents(mine).length > 0)).toBe(true);
    expect(badgeEvents(mine)).toEqual([{ id: expect.stringMatching(/^\d+-\d+$/), type: EVENTS.userBadgeChanged, data: { userId: idOf(student), badge: 'Gold' } }]);
    expect(await badgeOf(student)).toBe('Gold');
    // The others' streams were open all along: an event meant for them would have arrived with the student's.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(badgeEvents(theirs)).toEqual([]);
    expect(badgeEvents(admins)).toEqual([]);
  });
});
