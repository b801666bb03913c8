import { API } from '@hostel/contracts';
import { act, screen, within } from '@testing-library/react';
import { changeLanguage, formatDate } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, GOLD_ID, renderDashboard } from '../test/render-dashboard';
import { PaymentHistory } from './payment-history';

const LIST = routeOf(API.listPayments, { params: { userId: GOLD_ID }, query: { page: 1, limit: 5 } });
const payment = { _id: 'ee0000000000000000000001', userId: GOLD_ID, email: 'gold@hostel.local', package: 'gold', amount: 399, transactionId: 'pi_123abc', date: '2026-02-01T09:00:00.000Z' };

describe('PaymentHistory', () => {
  it('when there are no payments, then the spec empty text is shown', async () => {
    fakeApi({ [LIST]: { body: { data: [], totalPages: 0 } } });
    renderDashboard(<PaymentHistory />);
    expect(await screen.findByText('No payment history found yet.')).toBeInTheDocument();
  });

  it('when payments load, then a row shows the en-BD date, the package, the amount in tk. and the transaction id', async () => {
    fakeApi({ [LIST]: { body: { data: [payment], totalPages: 1 } } });
    renderDashboard(<PaymentHistory />);
    const row = (await screen.findByText('pi_123abc')).closest('tr')!;
    expect(within(row).getByText(formatDate(payment.date))).toBeInTheDocument();
    expect(within(row).getByText('Gold')).toBeInTheDocument();
    expect(within(row).getByText('399 tk.')).toBeInTheDocument();
  });

  it('when a mess bill was paid, then its row names the month in the Package column', async () => {
    const bill = { _id: 'ee0000000000000000000002', userId: GOLD_ID, email: 'gold@hostel.local', kind: 'statement', statementId: 'ee00000000000000000000aa', month: '2026-11', amount: 1540, transactionId: 'pi_bill', date: '2026-12-05T09:00:00.000Z' };
    fakeApi({ [LIST]: { body: { data: [bill, payment], totalPages: 1 } } });
    renderDashboard(<PaymentHistory />);
    const row = (await screen.findByText('pi_bill')).closest('tr')!;
    expect(within(row).getByText('Mess bill 2026-11')).toBeInTheDocument();
    expect(within(row).getByText('1540 tk.')).toBeInTheDocument();
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when payments load, then headers, package, month and amounts read in Bengali with Bengali digits, only the transaction ids stay as they are', async () => {
      await act(() => changeLanguage('bn'));
      const bill = { _id: 'ee0000000000000000000002', userId: GOLD_ID, email: 'gold@hostel.local', kind: 'statement', statementId: 'ee00000000000000000000aa', month: '2026-11', amount: 1540, transactionId: 'pi_bill', date: '2026-12-05T09:00:00.000Z' };
      fakeApi({ [LIST]: { body: { data: [bill, payment], totalPages: 1 } } });
      const { container } = renderDashboard(<PaymentHistory />);
      const billRow = (await screen.findByText('pi_bill')).closest('tr')!;
      expect(screen.getByRole('heading', { name: 'পেমেন্টের ইতিহাস' })).toBeInTheDocument();
      expect(within(billRow).getByText('মেসের বিল, নভেম্বর ২০২৬')).toBeInTheDocument();
      expect(within(billRow).getByText('১৫৪০ টাকা')).toBeInTheDocument();
      const packageRow = screen.getByText('pi_123abc').closest('tr')!;
      expect(within(packageRow).getByText('গোল্ড')).toBeInTheDocument();
      expect(within(packageRow).getByText('৩৯৯ টাকা')).toBeInTheDocument();
      expect(latinWords(container, ['pi_bill', 'pi_123abc'])).toEqual([]);
    });
  });
});
