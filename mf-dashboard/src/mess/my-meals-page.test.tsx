import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, MEAL_SLOTS, weekDates, weekOfDate, DEFAULT_MESS_SETTINGS, type MyBoarding, type PlanSlot, type PlanWeek } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, renderDashboard } from '../test/render-dashboard';
import { MyMealsPage } from './my-meals-page';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn(async () => ({ isConfirmed: true })) } }));

// A week is 21 switches with their labels and descriptions: role queries over it take seconds on a busy CI machine.
jest.setTimeout(30_000);
// The week is read beside the boarder's stays, and each answer renders the 21 switches again: a busy machine takes
// more than the default second to settle.
configure({ asyncUtilTimeout: 5_000 });

const WEEK = '2027-W10';
const DATES = weekDates(WEEK);

/** The server's week: everything on by default; Monday's breakfast locked, Wednesday's lunch closed by the admin. */
function week(change: (date: string, slot: PlanSlot) => PlanSlot = (_date, slot) => slot): PlanWeek {
  return {
    week: WEEK,
    days: DATES.map((date) => ({
      date,
      boarding: true,
      slots: MEAL_SLOTS.map((name) => {
        const slot: PlanSlot = { slot: name, on: true, guests: 0, locked: false, cutoffAt: `${date}T04:00:00.000Z`, source: 'default', meals: [] };
        if (date === DATES[0] && name === 'Breakfast') return change(date, { ...slot, locked: true });
        if (date === DATES[2] && name === 'Lunch') return change(date, { ...slot, on: false, source: 'closure' });
        return change(date, slot);
      }),
    })),
  };
}

/** A boarder for a year, staying on. */
const BOARDING: MyBoarding = { status: 'approved', stays: [{ from: '2026-01-05', until: null, status: 'approved' }], earliestJoin: null, horizon: '2027-06-01' };
const settings = { [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS }, [routeOf(API.getMyBoarding)]: { body: BOARDING } };

/** svc-mess's 409 for Tuesday's lunch after its cutoff: the English sentence, its code and its values. */
const cutoffPassed = {
  success: false,
  message: `The cutoff for Lunch on ${DATES[1]} has passed.`,
  code: 'cutoffPassed',
  params: { slot: 'Lunch', date: DATES[1], cutoffAt: `${DATES[1]}T04:00:00.000Z` },
  cutoffAt: `${DATES[1]}T04:00:00.000Z`,
};

describe('MyMealsPage', () => {
  it('when a boarder opens My Meals, then the week shows 21 switches, each with its cutoff, a locked one says Locked and a closed one cannot be switched', async () => {
    fakeApi({ ...settings, [routeOf(API.getMealPlan)]: { body: week() } });
    renderDashboard(<MyMealsPage />);
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(21);

    const lockedBreakfast = screen.getByRole('switch', { name: 'Monday Breakfast' });
    expect(lockedBreakfast).toBeDisabled();
    expect(lockedBreakfast).toBeChecked();
    expect(lockedBreakfast).toHaveAccessibleDescription('Locked');

    const closedLunch = screen.getByRole('switch', { name: 'Wednesday Lunch' });
    expect(closedLunch).toBeDisabled();
    expect(closedLunch).not.toBeChecked();
    expect(closedLunch).toHaveAccessibleDescription('Closed');

    // The cutoff is told in Dhaka's time, whatever the browser's zone: 04:00 UTC is 10:00 in Dhaka.
    const tuesdayLunch = screen.getByRole('switch', { name: 'Tuesday Lunch' });
    expect(tuesdayLunch).toBeEnabled();
    expect(tuesdayLunch).toHaveAccessibleDescription('Change by Tue 10:00');
  });

  it('when the boarder switches a meal off and adds guests to another, then each change is sent for that slot and the answer shown', async () => {
    const { calls } = fakeApi({
      ...settings,
      [routeOf(API.getMealPlan)]: { body: week() },
      [routeOf(API.setPlanSlot, { params: { date: DATES[1], slot: 'Lunch' } })]: ({ body }) => ({ body: { date: DATES[1], slot: 'Lunch', ...(body as { on: boolean; guests: number }), locked: false, cutoffAt: `${DATES[1]}T04:00:00.000Z`, source: 'self', meals: [] } }),
      [routeOf(API.setPlanSlot, { params: { date: DATES[1], slot: 'Dinner' } })]: ({ body }) => ({ body: { date: DATES[1], slot: 'Dinner', ...(body as { on: boolean; guests: number }), locked: false, cutoffAt: `${DATES[1]}T11:00:00.000Z`, source: 'self', meals: [] } }),
    });
    renderDashboard(<MyMealsPage />);
    const lunch = await screen.findByRole('switch', { name: 'Tuesday Lunch' });
    await userEvent.click(lunch);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: `/mess/plan/${DATES[1]}/Lunch`, body: { on: false, guests: 0 } }]));

    const guests = screen.getByRole('combobox', { name: 'Guests for Tuesday Dinner' });
    // Up to the settings' limit, no more.
    expect(within(guests).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1', '2', '3']);
    await userEvent.selectOptions(guests, '2');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toContainEqual({ method: 'PUT', path: `/mess/plan/${DATES[1]}/Dinner`, body: { on: true, guests: 2 } }));
  });

  it('when the server says the cutoff passed, then its message is shown and the week is read again, now Locked', async () => {
    let passed = false;
    fakeApi({
      ...settings,
      [routeOf(API.getMealPlan)]: () => ({ body: week((date, slot) => (passed && date === DATES[1] && slot.slot === 'Lunch' ? { ...slot, locked: true } : slot)) }),
      [routeOf(API.setPlanSlot, { params: { date: DATES[1], slot: 'Lunch' } })]: () => {
        passed = true;
        return { status: 409, body: cutoffPassed };
      },
    });
    const { default: Swal } = jest.requireMock<{ default: { fire: jest.Mock } }>('sweetalert2');
    renderDashboard(<MyMealsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Tuesday Lunch' }));
    await waitFor(() => expect(Swal.fire).toHaveBeenCalledWith(expect.objectContaining({ text: `The cutoff for Lunch on ${DATES[1]} has passed.` })));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Tuesday Lunch' })).toHaveAccessibleDescription('Locked'));
    expect(screen.getByRole('switch', { name: 'Tuesday Lunch' })).toBeDisabled();
  });

  it('when the student is not a boarder, then they are offered to join, and once joined they see their week', async () => {
    let boarder = false;
    const { calls } = fakeApi({
      ...settings,
      [routeOf(API.getMealPlan)]: () => (boarder ? { body: week() } : { status: 403, body: { success: false, message: 'Not a boarder of the mess' } }),
      [routeOf(API.joinMess)]: ({ body }) => {
        boarder = true;
        return { body: { userId: '64b000000000000000000001', email: 'gold@hostel.local', from: (body as { from: string }).from, until: null, status: 'approved' } };
      },
    });
    renderDashboard(<MyMealsPage />);
    const from = await screen.findByLabelText('From');
    // A date input takes its value whole (typing it key by key is the browser's widget, not this screen).
    fireEvent.change(from, { target: { value: '2027-03-08' } });
    await userEvent.click(screen.getByRole('button', { name: 'Join the mess' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(21);
    expect(calls).toContainEqual({ method: 'POST', path: '/mess/boarders/me', body: { from: '2027-03-08' } });
  });

  it('when the boarder takes leave and cancels it, then the range is sent, its meals go off and come back', async () => {
    let onLeave = false;
    const leave = { id: '64b0000000000000000000c1', userId: '64b000000000000000000001', from: DATES[3]!, to: DATES[4]!, createdAt: '2027-03-01T00:00:00.000Z', slotsOff: 6 };
    // The server's list of the boarder's leaves: the screen shows what it answers, not what it remembers.
    let leaves: (typeof leave & { cancelledAt?: string })[] = [];
    const { calls } = fakeApi({
      ...settings,
      [routeOf(API.getMealPlan)]: () => ({ body: week((date, slot) => (onLeave && (date === DATES[3] || date === DATES[4]) ? { ...slot, on: false, source: 'leave' } : slot)) }),
      [routeOf(API.listMyLeaves)]: () => ({ body: { data: leaves, totalPages: leaves.length > 0 ? 1 : 0 }, headers: { 'X-Total-Count': String(leaves.length) } }),
      [routeOf(API.takeLeave)]: () => {
        onLeave = true;
        leaves = [leave];
        return { body: leave };
      },
      [routeOf(API.cancelLeave, { params: { id: leave.id } })]: () => {
        onLeave = false;
        leaves = [{ ...leave, cancelledAt: '2027-03-01T01:00:00.000Z' }];
        return { body: leaves[0] };
      },
    });
    renderDashboard(<MyMealsPage />);
    const thursdayDinner = await screen.findByRole('switch', { name: 'Thursday Dinner' });
    const form = screen.getByRole('region', { name: 'Leave' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: DATES[3] } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: DATES[4] } });
    await userEvent.click(within(form).getByRole('button', { name: 'Take leave' }));
    await waitFor(() => expect(thursdayDinner).not.toBeChecked());
    expect(calls).toContainEqual({ method: 'POST', path: '/mess/leave', body: { from: DATES[3], to: DATES[4] } });

    await userEvent.click(within(form).getByRole('button', { name: `Cancel leave from ${DATES[3]} to ${DATES[4]}` }));
    await waitFor(() => expect(thursdayDinner).toBeChecked());
    expect(await within(form).findByText('Cancelled')).toBeInTheDocument();
  });

  it('when a boarder opens My Meals, then their leaves from before are listed newest first, cancelled ones marked, the others with Cancel', async () => {
    const taken = (id: string, from: string, to: string, extra: Record<string, string> = {}) => ({ id, userId: '64b000000000000000000001', from, to, createdAt: '2027-02-01T00:00:00.000Z', slotsOff: 3, ...extra });
    const { calls } = fakeApi({
      ...settings,
      [routeOf(API.getMealPlan)]: { body: week() },
      [routeOf(API.listMyLeaves)]: {
        body: { data: [taken('64b0000000000000000000c3', '2027-03-20', '2027-03-21', { reason: 'Sister’s wedding' }), taken('64b0000000000000000000c2', '2027-02-10', '2027-02-10', { cancelledAt: '2027-02-02T00:00:00.000Z' })], totalPages: 1 },
        headers: { 'X-Total-Count': '2' },
      },
    });
    renderDashboard(<MyMealsPage />);
    const list = await screen.findByRole('list', { name: 'Leaves taken' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sister’s wedding');
    expect(within(items[0]!).getByRole('button', { name: 'Cancel leave from 2027-03-20 to 2027-03-21' })).toBeEnabled();
    expect(within(items[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/mess/leave?page=1&limit=10');
  });

  describe('stays', () => {
    it('when the join waits for an admin, then My Meals says so instead of showing switches', async () => {
      fakeApi({ ...settings, [routeOf(API.getMyBoarding)]: { body: { ...BOARDING, status: 'pending', stays: [{ from: '2027-03-09', until: null, status: 'pending' }] } }, [routeOf(API.getMealPlan)]: { body: week() } });
      renderDashboard(<MyMealsPage />);
      expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('You asked to join the mess from 2027-03-09.');
      expect(screen.queryAllByRole('switch')).toHaveLength(0);
    });

    it('when the student is not a boarder, then the join form starts at the first day the server allows and reaches no further than its horizon', async () => {
      fakeApi({ ...settings, [routeOf(API.getMyBoarding)]: { body: { status: 'none', stays: [], earliestJoin: '2027-03-11', horizon: '2027-06-09' } }, [routeOf(API.getMealPlan)]: { status: 403, body: { success: false, message: 'Not a boarder of the mess' } } });
      renderDashboard(<MyMealsPage />);
      const from = await screen.findByLabelText('From');
      expect(from).toHaveValue('2027-03-11');
      expect(from).toHaveAttribute('min', '2027-03-11');
      expect(from).toHaveAttribute('max', '2027-06-09');
    });

    it('when days of the week are outside the boarder’s stays, then they read Not boarding and have no switches', async () => {
      fakeApi({ ...settings, [routeOf(API.getMealPlan)]: { body: { ...week(), days: week().days.map((day, index) => ({ ...day, boarding: index >= 3 })) } } });
      renderDashboard(<MyMealsPage />);
      expect(await screen.findAllByRole('switch')).toHaveLength(12);
      expect(screen.getAllByText('Not boarding')).toHaveLength(3);
      expect(screen.queryByRole('switch', { name: 'Monday Lunch' })).not.toBeInTheDocument();
    });

    it('when the boarder’s stay starts in a later week, then My Meals opens on that week', async () => {
      const later = { ...BOARDING, stays: [{ from: DATES[2]!, until: null, status: 'approved' as const }] };
      const { calls } = fakeApi({ ...settings, [routeOf(API.getMyBoarding)]: { body: later }, [routeOf(API.getMealPlan)]: { body: week() } });
      jest.useFakeTimers({ now: new Date('2027-01-10T12:00:00+06:00'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
      try {
        renderDashboard(<MyMealsPage />);
        await screen.findAllByRole('switch');
        expect(calls.filter((call) => call.path.startsWith('/mess/plan')).map((call) => call.path)).toContain(`/mess/plan?week=${weekOfDate(DATES[2]!)}`);
      } finally {
        jest.useRealTimers();
      }
    });
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when a boarder opens My Meals, then days, slots, cutoffs, guests and leaves read in Bengali with Bengali digits; only the leave\'s own reason stays as typed', async () => {
      await act(() => changeLanguage('bn'));
      const leave = { id: '64b0000000000000000000c3', userId: '64b000000000000000000001', from: DATES[3]!, to: DATES[4]!, createdAt: '2027-03-01T00:00:00.000Z', slotsOff: 6, reason: 'Sister’s wedding' };
      fakeApi({ ...settings, [routeOf(API.getMealPlan)]: { body: week() }, [routeOf(API.listMyLeaves)]: { body: { data: [leave], totalPages: 2 }, headers: { 'X-Total-Count': '11' } } });
      const { container } = renderDashboard(<MyMealsPage />);
      const locked = await screen.findByRole('switch', { name: 'সোমবার নাস্তা' });
      expect(screen.getByRole('heading', { name: 'আমার খাবার' })).toBeInTheDocument();
      expect(locked).toHaveAccessibleDescription('লক হয়েছে');
      expect(screen.getByRole('switch', { name: 'বুধবার দুপুরের খাবার' })).toHaveAccessibleDescription('বন্ধ');
      // 04:00 UTC is 10:00 in Dhaka, in Bengali digits.
      expect(screen.getByRole('switch', { name: 'মঙ্গলবার দুপুরের খাবার' })).toHaveAccessibleDescription('মঙ্গল ১০:০০-এর মধ্যে বদলান');
      const guests = screen.getByRole('combobox', { name: 'মঙ্গলবার রাতের খাবার-এ অতিথি' });
      expect(within(guests).getAllByRole('option').map((option) => option.textContent)).toEqual(['০', '১', '২', '৩']);
      const leaves = await screen.findByRole('list', { name: 'নেওয়া ছুটি' });
      expect(within(leaves).getByText(/৬টি খাবার বন্ধ/)).toBeInTheDocument();
      expect(screen.getByText('পৃষ্ঠা ১ / ২')).toBeInTheDocument();
      expect(latinWords(container, ['Sister’s wedding'])).toEqual([]);
    });

    it('when the server says the cutoff passed, then the refusal reads in Bengali: the slot’s name and the day in Bengali digits', async () => {
      await act(() => changeLanguage('bn'));
      const { default: Swal } = jest.requireMock<{ default: { fire: jest.Mock } }>('sweetalert2');
      Swal.fire.mockClear();
      fakeApi({ ...settings, [routeOf(API.getMealPlan)]: { body: week() }, [routeOf(API.setPlanSlot, { params: { date: DATES[1], slot: 'Lunch' } })]: { status: 409, body: cutoffPassed } });
      renderDashboard(<MyMealsPage />);
      await userEvent.click(await screen.findByRole('switch', { name: 'মঙ্গলবার দুপুরের খাবার' }));
      await waitFor(() => expect(Swal.fire).toHaveBeenCalledWith(expect.objectContaining({ text: '৯ মার্চ, ২০২৭ তারিখের দুপুরের খাবার বদলানোর সময় পেরিয়ে গেছে।' })));
    });

    it('when the student is not a boarder, then the offer to join reads in Bengali', async () => {
      await act(() => changeLanguage('bn'));
      fakeApi({ ...settings, [routeOf(API.getMealPlan)]: { status: 403, body: { success: false, message: 'Not a boarder of the mess' } } });
      const { container } = renderDashboard(<MyMealsPage />);
      expect(await screen.findByRole('button', { name: 'মেসে যোগ দিন' })).toBeInTheDocument();
      expect(screen.getByLabelText('শুরুর তারিখ')).toBeInTheDocument();
      expect(latinWords(container)).toEqual([]);
    });
  });
});
