import { DEFAULT_MESS_SETTINGS } from '@hostel/contracts';
import { SettingsTimeline } from '../settings/settings-history';
import { slotState } from './slot-state';

describe('one slot of one boarder', () => {
  const timeline = new SettingsTimeline([], DEFAULT_MESS_SETTINGS);
  const now = new Date('2026-12-02T12:00:00+06:00');
  const stored = { _id: 's', userId: 'u1', date: '2026-12-03', slot: 'Dinner' as const, on: true, guests: 2, source: 'self' as const, updatedAt: '' };

  it('when nothing is stored, then on with no guests; a stored change as stored; off without its guests', () => {
    expect(slotState(timeline, now, { date: '2026-12-03', slot: 'Dinner', boarding: true })).toMatchObject({ on: true, guests: 0, source: 'default', locked: false });
    expect(slotState(timeline, now, { date: '2026-12-03', slot: 'Dinner', boarding: true, stored })).toMatchObject({ on: true, guests: 2, source: 'self' });
    expect(slotState(timeline, now, { date: '2026-12-03', slot: 'Dinner', boarding: true, stored: { ...stored, on: false } })).toMatchObject({ on: false, guests: 0 });
  });

  it('when the mess is closed, or the day is outside the stay, then off whatever is stored; the lock follows the cutoff', () => {
    const closure = { _id: 'c', date: '2026-12-03', slots: ['Dinner' as const], reason: 'Eid' };
    expect(slotState(timeline, now, { date: '2026-12-03', slot: 'Dinner', boarding: true, stored, closure })).toMatchObject({ on: false, guests: 0, source: 'closure' });
    expect(slotState(timeline, now, { date: '2026-12-03', slot: 'Dinner', boarding: false, stored })).toMatchObject({ on: false, guests: 0, source: 'default' });
    expect(slotState(timeline, now, { date: '2026-12-02', slot: 'Lunch', boarding: true })).toMatchObject({ locked: true, cutoffAt: '2026-12-02T04:00:00.000Z' });
  });
});
