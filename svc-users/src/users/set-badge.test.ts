import { EVENTS, type PackageId } from '@hostel/contracts';
import type { EventEnvelope } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { applyPayment, applyRefund } from './set-badge';
import { userCollection, type UserCollection, type UserDoc } from './user-store';

describe('applyPayment (the badge is the highest tier paid for)', () => {
  let temp: TempStore;
  let users: UserCollection;
  let user: UserDoc;

  beforeEach(async () => {
    temp = await openTempStore('set-badge');
    users = await userCollection(temp.store);
    const now = new Date().toISOString();
    user = await users.insertOne({ name: 'Buyer', email: 'buyer@test.local', photo: null, photoURL: null, role: 'user', badge: 'Bronze', creationTime: now, lastSignInTime: now });
  });
  afterEach(() => temp.dispose());

  const buy = (pkg: PackageId, transactionId = `pi_${pkg}_${Math.random().toString(16).slice(2)}`) =>
    applyPayment(users, { paymentId: transactionId, userId: user._id, package: pkg, amount: 1, transactionId });
  const stored = async () => (await users.findOne({ _id: user._id }))!;
  const badgeEvents = async () => ((await stored())._outbox ?? []).filter((event: EventEnvelope) => event.type === EVENTS.userBadgeChanged);

  it('when Silver is bought after Platinum, then the badge stays Platinum and no badge event is published for it', async () => {
    expect(await buy('platinum')).toBe(true);

    expect(await buy('silver')).toBe(false);

    expect((await stored()).badge).toBe('Platinum');
    expect((await badgeEvents()).map((event) => (event.data as { badge: string }).badge)).toEqual(['Platinum']);
  });

  it('when purchases go up Silver, Gold, Platinum, then each raises the badge with one event', async () => {
    for (const [pkg, badge] of [['silver', 'Silver'], ['gold', 'Gold'], ['platinum', 'Platinum']] as const) {
      expect(await buy(pkg)).toBe(true);
      expect((await stored()).badge).toBe(badge);
    }
    expect(await badgeEvents()).toHaveLength(3);
  });

  it('when the same tier arrives again (a redelivery or a second Gold), then nothing changes', async () => {
    await buy('gold', 'pi_same');

    expect(await buy('gold', 'pi_same')).toBe(false);
    expect(await buy('gold')).toBe(false);

    expect((await stored()).badge).toBe('Gold');
    expect(await badgeEvents()).toHaveLength(1);
  });

  it('when Gold and Platinum events are applied at once in either order, then Platinum holds', async () => {
    await Promise.all([buy('gold'), buy('platinum'), buy('silver')]);

    expect((await stored()).badge).toBe('Platinum');
  });

  const refund = (pkg: PackageId, transactionId: string, badge: 'Bronze' | 'Silver' | 'Gold' | 'Platinum') =>
    applyRefund(users, { paymentId: transactionId, userId: user._id, package: pkg, transactionId, badge });

  it('when the only payment is taken back, then the badge returns to Bronze with one event; a redelivery changes nothing', async () => {
    await buy('gold', 'pi_gold');

    expect(await refund('gold', 'pi_gold', 'Bronze')).toBe(true);
    expect(await refund('gold', 'pi_gold', 'Bronze')).toBe(false);

    expect((await stored()).badge).toBe('Bronze');
    expect((await badgeEvents()).map((event) => (event.data as { badge: string }).badge)).toEqual(['Gold', 'Bronze']);
  });

  it('when the lower of two payments is taken back, then the higher badge stays and no badge event is published', async () => {
    await buy('silver', 'pi_silver');
    await buy('platinum', 'pi_platinum');

    expect(await refund('silver', 'pi_silver', 'Platinum')).toBe(false);

    expect((await stored()).badge).toBe('Platinum');
    expect(await badgeEvents()).toHaveLength(2);
  });

  it('when the refund arrives before its payment.succeeded, then the late payment grants nothing', async () => {
    await refund('gold', 'pi_late', 'Bronze');

    expect(await buy('gold', 'pi_late')).toBe(false);

    expect((await stored()).badge).toBe('Bronze');
    expect(await badgeEvents()).toEqual([]);
  });
});
