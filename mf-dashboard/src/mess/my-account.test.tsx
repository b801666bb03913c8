import { routeOf } from '@hostel/ui/testing';
import { API } from '@hostel/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, Receipt } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { fakeApi, GOLD_ID, renderDashboard } from '../test/render-dashboard';
import { payAhead } from '../checkout/pay-for-statement';
import { MyAccount } from './my-account';

const fakeStripe = { ready: true };
jest.mock('../checkout/load-stripe', () => ({ stripeOnce: () => Promise.resolve(fakeStripe) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div data-testid="card" />,
  useStripe: () => fakeStripe,
  useElements: () => ({ getElement: () => ({}) }),
}));
jest.mock('../checkout/pay-for-statement', () => ({ payForStatement: jest.fn(), payAhead: jest.fn() }));

const RECEIPT_ID = '64b000000000000000000777';
const receipt: Receipt = { id: RECEIPT_ID, number: 'R-202612-0007', userId: GOLD_ID, email: 'gold@hostel.local', amount: 1000, method: 'cash', reference: 'Handed to the manager', receivedAt: '2026-12-03T05:00:00.000Z', recordedAt: '2026-12-03T05:00:00.000Z', recordedBy: 'admin@hostel.local' };
const account = (balance: number): Account => ({
  userId: GOLD_ID,
  balance,
  totalPages: 1,
  entries: [
    { id: 'e2', at: '2026-12-03T05:00:00.000Z', kind: 'payment', amount: -1000, ref: RECEIPT_ID, by: 'admin@hostel.local', method: 'cash', reference: 'Handed to the manager', receiptId: RECEIPT_ID, receiptNumber: 'R-202612-0007' },
    { id: 'e1', at: '2026-12-01T00:00:00.000Z', kind: 'meals', amount: 2700, month: '2026-11', ref: 'st', by: 'system' },
  ],
});

describe('MyAccount', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when a boarder opens My Meals, then the balance due and the entries show, and a receipt opens and prints', async () => {
    fakeApi({ [routeOf(API.getMyAccount)]: { body: account(1700) }, [routeOf(API.getReceipt, { params: { id: RECEIPT_ID } })]: { body: receipt } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDashboard(<MyAccount />);
    expect(await screen.findByText('Due: 1,700 TK')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your account’s entries, newest first'.replace('’', "'") });
    expect(within(table).getByRole('row', { name: /Payment \(cash\)/ })).toHaveTextContent('-1,000 TK');
    await userEvent.click(within(table).getByRole('button', { name: 'R-202612-0007' }));
    const details = (await screen.findAllByLabelText('Receipt R-202612-0007')).find((element) => element.tagName === 'DL')!;
    expect(details).toHaveTextContent('Handed to the manager');
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('when the balance is an advance, then it says so; Pay ahead charges the amount chosen as a deposit', async () => {
    (payAhead as jest.Mock).mockResolvedValue({ kind: 'paid', transactionId: 'pi_1' });
    fakeApi({ [routeOf(API.getMyAccount)]: { body: account(-300) } });
    renderDashboard(<MyAccount />);
    expect(await screen.findByText('Advance: 300 TK')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ahead' }));
    fireEvent.change(await screen.findByLabelText('Amount (taka)'), { target: { value: '2500' } });
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Pay 2,500 TK' }));
    await waitFor(() => expect(payAhead).toHaveBeenCalledWith(fakeStripe, {}, 2500, null));
  });

  it('when the page is in Bengali, then the balance reads in Bengali with ৳', async () => {
    await act(() => changeLanguage('bn'));
    fakeApi({ [routeOf(API.getMyAccount)]: { body: account(1700) } });
    renderDashboard(<MyAccount />);
    expect(await screen.findByText('বকেয়া: ১,৭০০৳')).toBeInTheDocument();
  });
});
