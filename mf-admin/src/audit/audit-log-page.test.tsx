import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, DEFAULT_MESS_SETTINGS } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { AuditLogPage } from './audit-log-page';

const entry = (id: string, fields: Record<string, unknown>) => ({
  id,
  at: '2026-11-20T04:00:00.000Z',
  service: 'meals',
  actorId: 'aa0000000000000000000001',
  actorEmail: 'admin@hostel.local',
  action: 'updateMeal',
  target: { type: 'meal', id: 'mm0000000000000000000001' },
  ...fields,
});

const settingsChange = entry('s1', {
  service: 'mess',
  action: 'putMessSettings',
  target: { type: 'mess settings', id: 'mess' },
  before: DEFAULT_MESS_SETTINGS,
  after: {
    ...DEFAULT_MESS_SETTINGS,
    cutoffs: { ...DEFAULT_MESS_SETTINGS.cutoffs, Breakfast: { daysBefore: 2, time: '15:07' }, Lunch: { daysBefore: 1, time: '09:30' } },
    rates: { ...DEFAULT_MESS_SETTINGS.rates, Breakfast: 35, guest: 1200 },
    maxGuests: 4,
    dueDay: 12,
    lateFeeMaxDays: 1,
    autoApproveDomains: ['uni.edu.bd', 'hall.ac.bd'],
  },
});

const page = (body: unknown[]) => ({ [routeOf(API.listAudit, { query: { page: '1', limit: '10' } })]: { body, headers: { 'X-Total-Count': String(body.length) } } });

/** A row's change, line by line, as it reads. */
const linesOf = (row: HTMLElement) => within(row).getAllByRole('listitem').map((line) => line.textContent);
/** The table's row whose action (or other cell) reads `text`, once the page has loaded (the filter lists the same words). */
const rowOf = async (text: string) => (await within(screen.getByRole('table')).findByText(text)).closest('tr')!;

describe('AuditLogPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the mess settings changed, then the entry reads as an admin speaks, each changed setting before → after in words', async () => {
    fakeApi(page([settingsChange]));
    renderAdmin(<AuditLogPage />);
    const row = await rowOf('Changed the mess settings');
    expect(linesOf(row)).toEqual([
      'Breakfast cutoff: 1 day before, 22:00 → 2 days before, 15:07',
      'Lunch cutoff: the same day, 10:00 → 1 day before, 09:30',
      'Breakfast rate: 30 TK → 35 TK',
      'Guest meal rate: 80 TK → 1,200 TK',
      'Most guests per meal: 3 → 4',
      'Bills due on: day 10 → day 12',
      'Late fee for at most: 10 days → 1 day',
      'Joins approved at once from: none → uni.edu.bd, hall.ac.bd',
    ]);
    expect(within(row).getByText('Mess settings')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/[{}"]|putMessSettings|daysBefore/);
  });

  it('when meals, roles, closures and bills changed, then each shows its action in words, its target and its fields, old → new', async () => {
    fakeApi(
      page([
        entry('e1', { before: { price: 120, title: 'Dal', dietTags: [] }, after: { price: 150, title: 'Dal', dietTags: ['vegetarian', 'halal'] } }),
        entry('e2', { action: 'deleteMeal', before: { _id: 'mm0000000000000000000001', title: 'Tehari', category: 'Lunch', likedBy: ['u1'] } }),
        entry('e3', { action: 'makeAdmin', service: 'users', target: { type: 'user', id: 'uu1' }, before: { email: 'rina@uni.edu', role: 'user' }, after: { email: 'rina@uni.edu', role: 'admin' } }),
        entry('e4', { action: 'closeMess', service: 'mess', target: { type: 'closure', id: '2026-12-01' }, after: { slots: ['Breakfast', 'Lunch'], reason: 'Eid' } }),
        entry('e5', { action: 'closeMonth', service: 'mess', target: { type: 'statement-month', id: '2026-11' }, after: { month: '2026-11', issuing: 42 } }),
        entry('e6', {
          action: 'addAdjustment',
          service: 'mess',
          target: { type: 'statement', id: 'st0000000000000000000001' },
          before: { subtotal: 1200, version: 1 },
          after: { subtotal: 1275, version: 2, adjustment: { amount: 75, reason: 'Extra milk', at: '2026-11-20T04:00:00.000Z', by: 'admin@hostel.local' } },
        }),
        entry('e7', { action: 'deliverServeRequest', target: { type: 'serve request', id: 'sr1' }, before: { status: 'Pending' }, after: { status: 'Delivered' } }),
        entry('e8', { action: 'reopenMess', service: 'mess', target: { type: 'closure', id: '2026-12-02' }, before: { slots: ['Breakfast', 'Dinner'], reason: 'Eid' }, after: { slots: ['Breakfast'], reason: 'Eid' } }),
      ]),
    );
    renderAdmin(<AuditLogPage />);
    const edited = await rowOf('Edited a meal');
    expect(linesOf(edited)).toEqual(['Price: 120 TK → 150 TK', 'Diet: none → Vegetarian, Halal']);
    expect(within(edited).getByText('admin@hostel.local')).toBeInTheDocument();
    expect(edited).toHaveTextContent('Meal mm0000000000000000000001');
    expect(linesOf(await rowOf('Deleted a meal'))).toEqual(['Title: Tehari (removed)', 'Category: Lunch (removed)']);
    expect(linesOf(await rowOf('Made an admin'))).toEqual(['Role: User → Admin']);
    expect(await rowOf('Made an admin')).toHaveTextContent('User uu1');
    expect(linesOf(await rowOf('Closed the mess for a day'))).toEqual(['Meals: Breakfast, Lunch', 'Reason: Eid']);
    expect(await rowOf('Closed the mess for a day')).toHaveTextContent('Closure Dec 1, 2026');
    expect(linesOf(await rowOf("Closed the month's statements"))).toEqual(['Month: November 2026', 'Statements issued: 42']);
    expect(await rowOf("Closed the month's statements")).toHaveTextContent('Statements of November 2026');
    expect(linesOf(await rowOf('Added an adjustment'))).toEqual(['Subtotal: 1,200 TK → 1,275 TK', 'Adjustment: 75 TK (Extra milk)']);
    expect(linesOf(await rowOf('Served a meal request'))).toEqual(['Status: Pending → Delivered']);
    expect(linesOf(await rowOf('Reopened the mess for a day'))).toEqual(['Meals: Breakfast, Dinner → Breakfast']);
  });

  it('when an entry has a shape the page does not know, then it reads as a plain list of its recorded fields, dates and yes/no in words', async () => {
    fakeApi(
      page([
        entry('p1', {
          action: 'recordPayment',
          service: 'mess',
          target: { type: 'payment', id: 'pay1' },
          after: { amount: 500, method: 'cash', receiptNo: 'R-202611-0001', receivedAt: '2026-11-20', settled: true, lines: [{ month: '2026-10', paid: 300 }] },
        }),
        entry('p2', { action: 'someFutureAction', target: { type: 'ledger', id: 'l1' }, before: 3, after: 4 }),
      ]),
    );
    renderAdmin(<AuditLogPage />);
    const recorded = await rowOf('Recorded a cash payment');
    expect(linesOf(recorded)).toEqual(['Amount: 500 TK', 'Method: cash', 'receiptNo: R-202611-0001', 'Received: Nov 20, 2026', 'settled: Yes', 'lines: month: October 2026; paid: 300']);
    expect(recorded).toHaveTextContent('Payment pay1');
    const unknown = await rowOf('someFutureAction');
    expect(linesOf(unknown)).toEqual(['value: 3 → 4']);
    expect(unknown).toHaveTextContent('ledger l1');
  });

  it('when a cell holds an e-mail or a long id, then it wraps only between names or is clipped whole with a title, never mid-word', async () => {
    const longId = 'x'.repeat(40);
    fakeApi(page([entry('w1', { actorEmail: 'very.long.name@residence-hall.university.edu.bd', target: { type: 'meal', id: longId }, before: { price: 1 }, after: { price: 2 } })]));
    renderAdmin(<AuditLogPage />);
    const row = await rowOf('Edited a meal');
    const email = within(row).getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === 'very.long.name@residence-hall.university.edu.bd');
    expect(email.querySelectorAll('wbr')).toHaveLength(6);
    expect(within(row).getByTitle(longId)).toHaveTextContent(longId);
    for (const cell of within(row).getAllByRole('cell')) expect(getComputedStyle(cell).overflowWrap).toBe('normal');
  });

  it('when the admin filters by actor, action and dates, then the action is chosen by its words and the log is asked for its operation from page 1', async () => {
    const { calls } = fakeApi({
      ...page([]),
      [routeOf(API.listAudit, { query: { actor: 'boss@hostel.local', action: 'makeAdmin', from: '2026-11-01', to: '2026-11-30', page: '1', limit: '10' } })]: {
        body: [entry('e9', { action: 'makeAdmin', actorEmail: 'boss@hostel.local', before: { role: 'user' }, after: { role: 'admin' } })],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderAdmin(<AuditLogPage />);
    expect(await screen.findByText('No admin changes match these filters.')).toBeInTheDocument();
    const options = within(screen.getByLabelText('Action')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['All', 'Made an admin', 'Changed the mess settings', "Closed the month's statements", 'Added an adjustment', 'Closed the mess for a day']));
    expect(options.filter((text) => /^[a-z]+[A-Z]/.test(text ?? ''))).toEqual([]);
    await userEvent.type(screen.getByLabelText('Actor'), 'boss@hostel.local');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Made an admin');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(linesOf(await rowOf('Made an admin'))).toEqual(['Role: User → Admin']);
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/audit?actor=boss%40hostel.local&action=makeAdmin&from=2026-11-01&to=2026-11-30&page=1&limit=10'));
  });

  it('when the page is in Bengali, then actions, targets, fields and values read in Bengali, before → after; ids, e-mails and free text stay as recorded', async () => {
    fakeApi(
      page([
        settingsChange,
        entry('e1', { before: { price: 120, note: null }, after: { price: 150, note: 'Eid menu' } }),
        entry('e2', { action: 'deleteMeal', before: { title: 'Tehari' } }),
        entry('e3', { action: 'makeAdmin', service: 'users', target: { type: 'user', id: 'uu1' }, before: { role: 'user' }, after: { role: 'admin' } }),
      ]),
    );
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<AuditLogPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeInTheDocument();
    const settings = await rowOf('মেস সেটিংস বদলানো হয়েছে');
    expect(linesOf(settings)).toEqual([
      'নাস্তা-এর শেষ সময়: ১ দিন আগে, ২২:০০ → ২ দিন আগে, ১৫:০৭',
      'দুপুরের খাবার-এর শেষ সময়: একই দিন, ১০:০০ → ১ দিন আগে, ০৯:৩০',
      'নাস্তা-এর দর: ৩০৳ → ৩৫৳',
      'অতিথির খাবারের দর: ৮০৳ → ১,২০০৳',
      'বেলাপ্রতি সর্বোচ্চ অতিথি: ৩ → ৪',
      'বিল দেওয়ার শেষ দিন: ১০ তারিখ → ১২ তারিখ',
      'বিলম্ব ফি সর্বোচ্চ: ১০ দিন → ১ দিন',
      'সরাসরি অনুমোদিত ডোমেইন: নেই → uni.edu.bd, hall.ac.bd',
    ]);
    expect(linesOf(await rowOf('খাবার সম্পাদনা করা হয়েছে'))).toEqual(['দাম: ১২০৳ → ১৫০৳', 'note: নেই → Eid menu']);
    const removed = await rowOf('খাবার মুছে ফেলা হয়েছে');
    expect(linesOf(removed)).toEqual(['নাম: Tehari (মুছে ফেলা)']);
    expect(removed).toHaveTextContent('খাবার mm0000000000000000000001');
    expect(linesOf(await rowOf('অ্যাডমিন করা হয়েছে'))).toEqual(['ভূমিকা: ইউজার → অ্যাডমিন']);
    expect(screen.getByRole('option', { name: 'অ্যাডমিন করা হয়েছে' })).toHaveValue('makeAdmin');
    expect(screen.getByRole('button', { name: 'দেখান' })).toBeInTheDocument();
    // What the trail recorded (ids, e-mails, names of fields the page does not know, free text) is data.
    const recorded = ['admin', '@hostel', '.local', 'mm0000000000000000000001', 'uu1', 'Tehari', 'note', 'Eid menu', 'uni.edu.bd', 'hall.ac.bd'];
    expect(latinWords(container, recorded)).toEqual([]);
  });
});
