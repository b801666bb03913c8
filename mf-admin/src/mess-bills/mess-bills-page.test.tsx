import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, todayInDhaka, type Statement } from '@hostel/contracts';
import { changeLanguage, formatMonth } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, fakeId, recordToasts, renderAdmin, type RecordedCall } from '../test/render-admin';
import { MessBillsPage, previousMonth } from './mess-bills-page';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn(async () => ({ isConfirmed: true })) } }));

const MONTH = previousMonth(todayInDhaka().slice(0, 7));

const statement = (index: number, change: Partial<Statement> = {}): Statement => ({
  id: fakeId('statement', index),
  userId: fakeId('boarder', index),
  email: `boarder${index}@hostel.local`,
  name: `Boarder ${index}`,
  month: MONTH,
  status: 'due',
  lines: [{ kind: 'Lunch', count: 20, rate: 60, amount: 1200 }],
  subtotal: 1200,
  lateFee: 0,
  total: 1200,
  dueDate: '2025-01-10',
  overdue: false,
  ...change,
});

/** The server's statements of the month: 12 of them, the second overdue, the third paid; filtered and paged as asked. */
function statementsApi() {
  const all = Array.from({ length: 12 }, (_unused, index) =>
    statement(index + 1, index === 1 ? { overdue: true, lateFee: 40, total: 1240 } : index === 2 ? { status: 'paid', paidAt: '2025-01-05T00:00:00.000Z' } : {}),
  );
  return ({ path }: RecordedCall) => {
    const query = new URL(path, 'http://localhost').searchParams;
    const status = query.get('status');
    const matching = all.filter((one) => !status || (status === 'overdue' ? one.overdue : one.status === status));
    const page = Number(query.get('page'));
    return { body: { data: matching.slice((page - 1) * 10, page * 10), totalPages: Math.ceil(matching.length / 10) }, headers: { 'X-Total-Count': String(matching.length) } };
  };
}

const rowOf = (email: string) => screen.getByRole('cell', { name: new RegExp(email) }).closest('tr')!;
const statementCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.path.startsWith('/mess/statements?')).map((call) => call.path);

describe('MessBillsPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when an admin opens Mess Bills, then last month’s statements show with status and totals in taka, filtered by status and paged by 10', async () => {
    const { calls } = fakeApi({ [routeOf(API.listStatements)]: statementsApi() });
    renderAdmin(<MessBillsPage />);
    expect(screen.getByLabelText('Month')).toHaveValue(MONTH);
    await screen.findByRole('cell', { name: /boarder1@hostel\.local/ });
    expect(within(rowOf('boarder2@hostel.local')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('boarder2@hostel.local')).getByText('1,240 TK')).toBeInTheDocument();
    expect(within(rowOf('boarder3@hostel.local')).getByText('Paid')).toBeInTheDocument();
    // Only a due statement takes an adjustment.
    expect(within(rowOf('boarder3@hostel.local')).queryByRole('button', { name: /Adjust/ })).toBeNull();
    expect(statementCalls(calls)).toEqual([`/mess/statements?month=${MONTH}&page=1&limit=10`]);

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('cell', { name: /boarder11@hostel\.local/ });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Overdue');
    // Page 2 stays on screen until the overdue page has come: wait for the filtered rows themselves.
    await screen.findByRole('cell', { name: /boarder2@hostel\.local/ });
    expect(screen.queryByRole('cell', { name: /boarder1@hostel\.local/ })).toBeNull();
    expect(screen.queryByRole('cell', { name: /boarder11@hostel\.local/ })).toBeNull();
    expect(statementCalls(calls)).toEqual([
      `/mess/statements?month=${MONTH}&page=1&limit=10`,
      `/mess/statements?month=${MONTH}&page=2&limit=10`,
      `/mess/statements?month=${MONTH}&status=overdue&page=1&limit=10`,
    ]);
  });

  it('when the admin closes a month after confirming, then that month is sent and what was issued is shown, and the list is read again', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({
      [routeOf(API.listStatements)]: statementsApi(),
      [routeOf(API.closeMonth)]: ({ body }) => ({ body: { month: (body as { month: string }).month, issued: 3, alreadyIssued: 9 } }),
    });
    renderAdmin(<MessBillsPage />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Close month' }));
    const { default: Swal } = jest.requireMock<{ default: { fire: jest.Mock } }>('sweetalert2');
    await waitFor(() => expect(Swal.fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Close January 2025?', confirmButtonText: 'Yes, close it' })));
    expect(await screen.findByRole('status')).toHaveTextContent('January 2025: 3 issued, 9 already issued.');
    expect(calls).toContainEqual({ method: 'POST', path: '/mess/statements/close', body: { month: '2025-01' } });
    expect(toasts).toContainEqual({ type: 'success', text: 'January 2025 closed: 3 issued, 9 already issued' });
    await waitFor(() => expect(statementCalls(calls).filter((path) => path.includes('month=2025-01'))).toHaveLength(2));
  });

  it('when a month’s previews (which share one id) give way to its issued statements on closing, then each boarder has exactly one row, now Due', async () => {
    let closed = false;
    const boarders = [statement(1), statement(2), statement(3)];
    fakeApi({
      [routeOf(API.listStatements)]: () => {
        const data = closed ? boarders : boarders.map((one) => ({ ...one, id: `open-${MONTH}`, status: 'open' as const, dueDate: undefined }));
        return { body: { data, totalPages: 1 }, headers: { 'X-Total-Count': '3' } };
      },
      [routeOf(API.closeMonth)]: () => {
        closed = true;
        return { body: { month: MONTH, issued: 3, alreadyIssued: 0 } };
      },
    });
    const errors = jest.spyOn(console, 'error');
    renderAdmin(<MessBillsPage />);
    const table = () => within(screen.getByRole('table', { name: /^Statements of/ }));
    await waitFor(() => expect(table().getAllByText('Open')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Close month' }));
    await waitFor(() => expect(table().getAllByText('Due')).toHaveLength(3));
    expect(table().queryByText('Open')).toBeNull();
    expect(table().getAllByRole('row')).toHaveLength(1 + 3);
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('same key'), expect.anything(), expect.anything());
  });

  it('when the admin adds a credit to a statement, then its amount and reason are sent for that statement and the list is read again', async () => {
    const target = statement(1);
    const { calls } = fakeApi({
      [routeOf(API.listStatements)]: statementsApi(),
      [routeOf(API.addAdjustment, { params: { id: target.id } })]: ({ body }) => {
        const { amount, reason } = body as { amount: number; reason: string };
        return { body: { ...target, lines: [...target.lines, { kind: 'adjustment', amount, reason }], subtotal: 1200 + amount, total: 1200 + amount } };
      },
    });
    renderAdmin(<MessBillsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust boarder1@hostel.local' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('table', { hidden: true, name: `Boarder 1's statement for ${formatMonthOf(MONTH)}` })).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { hidden: true, name: 'Add adjustment' });
    fireEvent.change(within(dialog).getByLabelText('Amount (taka)'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Dinner refund' } });
    // Zero moves nothing: not sent.
    expect(add).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Amount (taka)'), { target: { value: '-120' } });
    await userEvent.click(add);
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: `/mess/statements/${target.id}/adjustments`, body: { amount: -120, reason: 'Dinner refund' } }));
    await waitFor(() => expect(statementCalls(calls)).toHaveLength(2));
  });

  it('when the admin records a bKash payment, then method, reference and amount are sent for that boarder, its receipt shows, and Void sends the reason', async () => {
    const target = statement(1);
    const receipt = { id: fakeId('receipt', 1), number: 'R-202501-0001', userId: target.userId, email: target.email, amount: 700, method: 'bKash', reference: 'TX9', receivedAt: '2025-01-03T05:00:00.000Z', recordedAt: '2025-01-03T05:00:00.000Z', recordedBy: 'admin@hostel.local' };
    const { calls } = fakeApi({
      [routeOf(API.listStatements)]: statementsApi(),
      [routeOf(API.getReconciliation)]: { body: { checkedAt: '2025-01-03T05:00:00.000Z', month: MONTH, accounts: 12, statements: 12, mismatches: [], cards: [] } },
      [routeOf(API.recordPayment)]: { body: receipt },
      [routeOf(API.voidPayment, { params: { id: receipt.id } })]: { body: { ...receipt, voidedAt: '2025-01-03T06:00:00.000Z', voidReason: 'Counted twice' } },
    });
    renderAdmin(<MessBillsPage />);
    expect(await screen.findByText(`The books of ${formatMonthOf(MONTH)} agree.`)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Record a payment by boarder1@hostel.local' }));
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((one) => one.hasAttribute('open'))!;
    fireEvent.change(within(dialog).getByLabelText('Method'), { target: { value: 'bKash' } });
    fireEvent.change(within(dialog).getByLabelText('Reference'), { target: { value: 'TX9' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (taka)'), { target: { value: '700' } });
    await userEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Record payment' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/mess/payments', body: expect.objectContaining({ userId: target.userId, amount: 700, method: 'bKash', reference: 'TX9' }) })));
    expect(await within(dialog).findByText('R-202501-0001')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason to void'), { target: { value: 'Counted twice' } });
    await userEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Void' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: `/mess/payments/${receipt.id}/void`, body: { reason: 'Counted twice' } }));
    expect(await within(dialog).findByText('Counted twice')).toBeInTheDocument();
  });

  it('when the admin downloads the month, then its CSV is fetched with the session and saved under the name the server gives', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = fakeApi({
      [routeOf(API.listStatements)]: statementsApi(),
      [routeOf(API.statementsCsv)]: { body: '\ufeffemail,total\r\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="statements-${MONTH}.csv"` } },
    });
    renderAdmin(<MessBillsPage />);
    await userEvent.click(screen.getByRole('button', { name: `CSV of ${formatMonthOf(MONTH)}` }));
    await waitFor(() => expect(saved).toEqual([`statements-${MONTH}.csv`]));
    expect(calls).toContainEqual({ method: 'GET', path: `/mess/statements.csv?month=${MONTH}`, body: undefined });
  });

  it('when the page is in Bengali, then the month, the statements with their status and taka, the adjustment and closing read in Bengali', async () => {
    const toasts = recordToasts();
    fakeApi({
      [routeOf(API.listStatements)]: statementsApi(),
      [routeOf(API.closeMonth)]: ({ body }) => ({ body: { month: (body as { month: string }).month, issued: 3, alreadyIssued: 9 } }),
    });
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<MessBillsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'মেস বিল' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: /boarder1@hostel\.local/ });
    expect(screen.getByRole('heading', { name: `${formatMonth(MONTH)}-এর বিল` })).toBeInTheDocument();
    expect(within(rowOf('boarder2@hostel.local')).getByText('১,২৪০৳')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'মেয়াদোত্তীর্ণ' })).toBeInTheDocument();
    const data = Array.from({ length: 10 }, (_unused, index) => [`Boarder ${index + 1} (boarder${index + 1}@hostel.local)`, `boarder${index + 1}@hostel.local`]).flat();
    expect(latinWords(container, data)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'boarder1@hostel.local-এর বিল সমন্বয়' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('button', { hidden: true, name: 'সমন্বয় যোগ করুন' })).toBeInTheDocument();
    expect(latinWords(dialog, ['Boarder 1', 'boarder1@hostel.local'])).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'মাস বন্ধ করুন' }));
    const { default: Swal } = jest.requireMock<{ default: { fire: jest.Mock } }>('sweetalert2');
    await waitFor(() => expect(Swal.fire).toHaveBeenCalledWith(expect.objectContaining({ title: `${formatMonth(MONTH)} বন্ধ করবেন?`, confirmButtonText: 'হ্যাঁ, বন্ধ করুন' })));
    expect(await screen.findByRole('status')).toHaveTextContent(`${formatMonth(MONTH)}: ৩টি জারি হয়েছে, ৯টি আগেই জারি ছিল।`);
    expect(toasts.map((toast) => toast.text).join(' ')).not.toMatch(/[A-Za-z]/);
  });
});

function formatMonthOf(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
