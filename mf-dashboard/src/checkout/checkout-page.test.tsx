import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { changeLanguage, navigate } from '@hostel/ui';
import { latinWords, changingSession } from '@hostel/ui/testing';
import { recordToasts, renderDashboard, testSession } from '../test/render-dashboard';
import { CheckoutPage } from './checkout-page';
import { payForPackage } from './pay-for-package';

// Stripe itself is out of scope here (pay-for-package.test covers the flow): a ready Stripe and a card.
const fakeStripe = { ready: true };
jest.mock('./load-stripe', () => ({ stripeOnce: () => Promise.resolve(fakeStripe) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div data-testid="card" />,
  useStripe: () => fakeStripe,
  useElements: () => ({ getElement: () => ({}) }),
}));
jest.mock('./pay-for-package', () => ({ payForPackage: jest.fn() }));
jest.mock('@hostel/ui', () => ({ ...jest.requireActual('@hostel/ui'), navigate: jest.fn() }));

const pay = payForPackage as jest.Mock;

function renderCheckout(pkg: string, session = testSession()) {
  return renderDashboard(
    <Routes>
      <Route path="/checkout/:package" element={<CheckoutPage />} />
    </Routes>,
    { path: `/checkout/${pkg}`, session },
  );
}

describe('CheckoutPage', () => {
  beforeEach(() => {
    jest.useRealTimers();
    pay.mockReset();
    (navigate as jest.Mock).mockReset();
  });

  it('when the package is not one of the three, then Invalid Package is shown', () => {
    renderCheckout('diamond');
    expect(screen.getByRole('heading', { name: 'Invalid Package' })).toBeInTheDocument();
  });

  it('when the package name is in capitals, then it still matches, with its title and amount in tk.', () => {
    renderCheckout('PLATINUM');
    expect(screen.getByRole('heading', { name: 'Purchase Platinum Package' })).toBeInTheDocument();
    expect(screen.getByText('699 tk.')).toBeInTheDocument();
  });

  it('when the payment goes through, then the success toast waits for the new badge (the live stream brings it), then home follows after 1.5 s', async () => {
    const toasts = recordToasts();
    const session = changingSession('bronze');
    let finish: (value: unknown) => void = () => undefined;
    pay.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderCheckout('gold', session);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(pay).toHaveBeenCalledWith(fakeStripe, {}, 'gold', null);

    jest.useFakeTimers();
    finish({ kind: 'paid', transactionId: 'pi_1' });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    act(() => session.setBadge('Gold'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(toasts).toEqual([{ type: 'success', text: 'Payment successful! Badge updated.', position: 'top-center' }]);
    expect(navigate).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('when the badge has not arrived after the bounded wait (the record re-read with a growing delay meanwhile), then the toast says it will update in a moment', async () => {
    const toasts = recordToasts();
    const session = changingSession('bronze');
    let finish: (value: unknown) => void = () => undefined;
    pay.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderCheckout('silver', session);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    jest.useFakeTimers();
    finish({ kind: 'paid', transactionId: 'pi_1' });
    await act(() => jest.advanceTimersByTimeAsync(9_000));
    expect(toasts).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1_000));

    expect(toasts).toEqual([{ type: 'success', text: 'Payment saved. Your badge will update in a moment.', position: 'top-center' }]);
    // 0.5, 1.5, 3.5 and 7.5 s after the save: a handful of re-reads, not a poll.
    expect(session.refreshUser).toHaveBeenCalledTimes(4);
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('when a re-read finds the new badge (the stream is away), then the success toast shows', async () => {
    const toasts = recordToasts();
    const session = changingSession('bronze');
    session.refreshUser.mockImplementation(async () => session.setBadge('Platinum'));
    pay.mockResolvedValue({ kind: 'paid', transactionId: 'pi_1' });
    renderCheckout('platinum', session);

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', text: 'Payment successful! Badge updated.', position: 'top-center' }]));
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('when the card is declined, then Stripe\'s message is an error toast and Pay works again', async () => {
    const toasts = recordToasts();
    pay.mockResolvedValue({ kind: 'card-error', message: 'Your card was declined.' });
    renderCheckout('gold');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', text: 'Your card was declined.', position: 'top-center' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when the payment is saved without success, then the badge warning shows', async () => {
    const toasts = recordToasts();
    pay.mockResolvedValue({ kind: 'not-saved', transactionId: 'pi_1' });
    renderCheckout('silver');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', text: 'Payment succeeded but failed to update badge.', position: 'top-center' }));
  });

  it('when the flow throws, then Payment failed: with its message shows', async () => {
    const toasts = recordToasts();
    pay.mockRejectedValue(new Error('The payment provider is unavailable, please try again'));
    renderCheckout('silver');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', text: 'Payment failed: The payment provider is unavailable, please try again', position: 'top-center' }));
  });

  it('when nobody is signed in, then the login message shows and the user goes home without paying', async () => {
    const toasts = recordToasts();
    renderCheckout('gold', testSession('visitor'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(toasts).toContainEqual({ type: 'error', text: 'You must be logged in to purchase a package.', position: 'top-center' });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(pay).not.toHaveBeenCalled();
  });

  describe('in Bengali', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('when a package is opened, then its title, amount, card label, hint and Pay read in Bengali', async () => {
      await act(() => changeLanguage('bn'));
      const { container } = renderCheckout('gold');
      expect(screen.getByRole('heading', { name: 'গোল্ড প্যাকেজ কিনুন' })).toBeInTheDocument();
      expect(screen.getByText('৩৯৯ টাকা')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'কার্ডের তথ্য' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'পেমেন্ট করুন' })).toBeInTheDocument();
      expect(latinWords(container)).toEqual([]);
    });

    it('when the card is charged but the payment not saved, then the warning toast reads in Bengali', async () => {
      await act(() => changeLanguage('bn'));
      const toasts = recordToasts();
      pay.mockResolvedValue({ kind: 'not-saved', transactionId: 'pi_1' });
      renderCheckout('silver');
      await userEvent.click(screen.getByRole('button', { name: 'পেমেন্ট করুন' }));
      await waitFor(() => expect(toasts).toContainEqual({ type: 'error', text: 'পেমেন্ট হয়েছে, কিন্তু ব্যাজ হালনাগাদ হয়নি।', position: 'top-center' }));
    });

    it('when the package is unknown, then Invalid Package reads in Bengali', async () => {
      await act(() => changeLanguage('bn'));
      const { container } = renderCheckout('diamond');
      expect(screen.getByRole('heading', { name: 'প্যাকেজটি সঠিক নয়' })).toBeInTheDocument();
      expect(latinWords(container)).toEqual([]);
    });
  });
});
