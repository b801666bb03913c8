import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { navigate } from '@hostel/ui';
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

  it('when the payment goes through, then the success toast shows top-center, the user is re-read and home follows after 1.5 s', async () => {
    const toasts = recordToasts();
    let finish: (value: unknown) => void = () => undefined;
    pay.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { session } = renderCheckout('gold');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(pay).toHaveBeenCalledWith(fakeStripe, {}, 'gold', null);

    jest.useFakeTimers();
    finish({ kind: 'paid', transactionId: 'pi_1' });
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', text: 'Payment successful! Badge updated.', position: 'top-center' }));
    expect(session.refreshUser).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1500);
    expect(navigate).toHaveBeenCalledWith('/');
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
});
