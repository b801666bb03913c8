import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@hostel/contracts';
import { ApiError, changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, GOLD_ID, recordToasts, renderDashboard } from '../test/render-dashboard';
import { payForStatement } from '../checkout/pay-for-statement';
import { MyBill } from './my-bill';

// Stripe itself is out of scope here (pay-for-statement.test covers the calls): a ready Stripe and a card.
const fakeStripe = { ready: true };
jest.mock('../checkout/load-stripe', () => ({ stripeOnce: () => Promise.resolve(fakeStripe) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div data-testid="card" />,
  useStripe: () => fakeStripe,
  useElements: () => ({ getElement: () => ({}) }),
}));
jest.mock('../checkout/pay-for-statement', () => ({ payForStatement: jest.fn(), payAhead: jest.fn() }));
jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn(async () => ({ isConfirmed: true })) } }));

const pay = payForStatement as jest.Mock;

const statement = (month: string, change: Partial<Statement> = {}): Statement => ({
  id: `64b0000000000000000${month.replace('-', '')}`,
  userId: GOLD_ID,
  email: 'gold@hostel.local',
  month,
  status: 'due',
  lines: [
    { kind: 'Breakfast', count: 20, rate: 30, amount: 600 },
    { kind: 'Lunch', count: 25, rate: 60, amount: 1500 },
    { kind: 'guest', count: 1, rate: 80, amount: 80 },
  ],
  subtotal: 2180,
  lateFee: 0,
  total: 2180,
  dueDate: `${month}-10`,
  issuedAt: `${month}-01T00:00:00.000Z`,
  overdue: false,
  ...change,
});

const RUNNING = statement('2026-11', { id: 'open-2026-11', status: 'open', lines: [{ kind: 'Lunch', count: 10, rate: 60, amount: 600 }], subtotal: 600, total: 600, dueDate: undefined, issuedAt: undefined });
const OCTOBER = statement('2026-10');
const SEPTEMBER = statement('2026-09', { overdue: true, lateFee: 200, total: 2380, lines: [...OCTOBER.lines, { kind: 'late fee', amount: 200 }] });
const AUGUST = statement('2026-08', { status: 'paid', paidAt: '2026-09-05T10:00:00.000Z' });

const rowOf = (name: string) => within(screen.getByRole('region', { name: 'Statements' })).getByRole('row', { name });

describe('MyBill', () => {
  beforeEach(() => pay.mockReset());

  it('when a boarder opens My Meals, then this month’s running bill shows its lines and total, and the past statements their status, late fee and total, with Pay only for unpaid ones', async () => {
    fakeApi({ [routeOf(API.getMyStatement)]: { body: RUNNING }, [routeOf(API.listMyStatements)]: { body: { data: [OCTOBER, SEPTEMBER, AUGUST] } } });
    renderDashboard(<MyBill />);

    const bill = await screen.findByRole('table', { name: 'Running bill for November 2026' });
    expect(within(bill).getByRole('row', { name: /^Lunch/ })).toHaveTextContent('10 × 60 TK600 TK');
    expect(within(bill).getByRole('row', { name: /^Total/ })).toHaveTextContent('600 TK');

    await screen.findByRole('row', { name: 'October 2026' });
    expect(within(rowOf('October 2026')).getByText('Due')).toBeInTheDocument();
    expect(within(rowOf('October 2026')).getByRole('button', { name: 'Pay October 2026' })).toBeInTheDocument();
    expect(within(rowOf('September 2026')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('September 2026')).getByText('200 TK')).toBeInTheDocument();
    expect(within(rowOf('September 2026')).getByText('2,380 TK')).toBeInTheDocument();
    expect(within(rowOf('September 2026')).getByRole('button', { name: 'Pay September 2026' })).toBeInTheDocument();
    expect(within(rowOf('August 2026')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('August 2026')).queryByRole('button', { name: 'Pay August 2026' })).toBeNull();
    expect(within(rowOf('August 2026')).getByRole('button', { name: 'CSV of August 2026' })).toBeInTheDocument();
  });

  it('when the boarder pays a due statement by card, then its id is what is paid, and once the server marks it paid the row shows Paid and says so', async () => {
    const toasts = recordToasts();
    let paid = false;
    fakeApi({
      [routeOf(API.getMyStatement)]: { body: RUNNING },
      [routeOf(API.listMyStatements)]: () => ({ body: { data: [paid ? { ...OCTOBER, status: 'paid', paidAt: '2026-11-26T06:00:00.000Z' } : OCTOBER, AUGUST] } }),
    });
    pay.mockImplementation(async () => ({ kind: 'paid', transactionId: 'pi_1' }));
    renderDashboard(<MyBill />);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay October 2026' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('table', { hidden: true, name: 'Statement for October 2026' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Pay 2,180 TK' }));
    expect(pay).toHaveBeenCalledWith(fakeStripe, {}, OCTOBER.id, null, undefined);

    // svc-mess marks it paid from the payment's event, a moment later: the row waits for it, then shows it.
    await waitFor(() => expect(rowOf('October 2026')).toHaveTextContent('Confirming payment…'));
    expect(within(rowOf('October 2026')).queryByRole('button', { name: 'Pay October 2026' })).toBeNull();
    paid = true;
    await waitFor(() => expect(within(rowOf('October 2026')).getByText('Paid')).toBeInTheDocument(), { timeout: 3000 });
    expect(toasts).toContainEqual({ type: 'success', text: 'Payment successful! Your statement is paid.' });
  });

  it('when the statement was paid meanwhile, then the server’s message shows and the statements are read again', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({ [routeOf(API.getMyStatement)]: { body: RUNNING }, [routeOf(API.listMyStatements)]: { body: { data: [OCTOBER] } } });
    pay.mockRejectedValue(new ApiError(409, 'This statement is already paid.'));
    renderDashboard(<MyBill />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay October 2026' }));
    await userEvent.click(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Pay 2,180 TK' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', text: 'Payment failed: This statement is already paid.', position: 'top-center' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/mess/statements/me/history')).toHaveLength(2));
  });

  it('when the boarder downloads a statement, then its month’s CSV is fetched with the session and saved', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = fakeApi({
      [routeOf(API.getMyStatement)]: { body: RUNNING },
      [routeOf(API.listMyStatements)]: { body: { data: [OCTOBER] } },
      [routeOf(API.myStatementCsv)]: { body: '\ufeffkind,amount\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    renderDashboard(<MyBill />);
    await userEvent.click(await screen.findByRole('button', { name: 'CSV of October 2026' }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-10.csv']));
    expect(calls).toContainEqual({ method: 'GET', path: '/mess/statements/me.csv?month=2026-10', body: undefined });
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when a boarder opens the bill and pays, then months, statuses, amounts, buttons and the pay dialog read in Bengali with ৳ after Bengali digits', async () => {
      await act(() => changeLanguage('bn'));
      fakeApi({ [routeOf(API.getMyStatement)]: { body: RUNNING }, [routeOf(API.listMyStatements)]: { body: { data: [OCTOBER, SEPTEMBER, AUGUST] } } });
      const { container } = renderDashboard(<MyBill />);
      expect(await screen.findByRole('table', { name: 'নভেম্বর ২০২৬-এর চলতি বিল' })).toBeInTheDocument();
      const october = await screen.findByRole('row', { name: 'অক্টোবর ২০২৬' });
      expect(within(october).getByText('২,১৮০৳')).toBeInTheDocument();
      expect(within(october).getByRole('button', { name: 'অক্টোবর ২০২৬-এর বিবরণী ডাউনলোড' })).toHaveTextContent('ডাউনলোড');
      expect(screen.getByRole('heading', { name: 'বিবরণী' })).toBeInTheDocument();
      expect(latinWords(container)).toEqual([]);

      await userEvent.click(within(october).getByRole('button', { name: 'অক্টোবর ২০২৬ পরিশোধ করুন' }));
      const dialog = screen.getByRole('dialog', { hidden: true });
      expect(within(dialog).getByRole('button', { hidden: true, name: '২,১৮০৳ পরিশোধ করুন' })).toBeInTheDocument();
      expect(latinWords(dialog)).toEqual([]);
    });

    it('when the statement was paid meanwhile, then the refusal reads in Bengali by its code', async () => {
      await act(() => changeLanguage('bn'));
      const toasts = recordToasts();
      fakeApi({ [routeOf(API.getMyStatement)]: { body: RUNNING }, [routeOf(API.listMyStatements)]: { body: { data: [OCTOBER] } } });
      pay.mockRejectedValue(new ApiError(409, 'This statement is already paid.', 'statementAlreadyPaid'));
      renderDashboard(<MyBill />);
      await userEvent.click(await screen.findByRole('button', { name: 'অক্টোবর ২০২৬ পরিশোধ করুন' }));
      await userEvent.click(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { hidden: true, name: '২,১৮০৳ পরিশোধ করুন' }));
      await waitFor(() => expect(toasts).toContainEqual({ type: 'error', text: 'পেমেন্ট ব্যর্থ: এই বিল আগেই পরিশোধ করা হয়েছে।', position: 'top-center' }));
    });
  });
});
