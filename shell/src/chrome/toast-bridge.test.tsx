import { act, render, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { showToast } from '@hostel/ui';
import { ToastBridge } from './toast-bridge';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
  ToastContainer: () => null,
}));

describe('ToastBridge', () => {
  beforeEach(() => jest.clearAllMocks());

  it('when a remote asks for a success toast, then it shows top right for 1500 ms', async () => {
    render(<ToastBridge />);
    act(() => showToast({ type: 'success', text: 'Meal Added successfully' }));
    // react-toastify loads on the first toast: the toast shows once it has.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Meal Added successfully', { position: 'top-right', autoClose: 1500 }));
  });

  it('when toasts come before and after react-toastify has loaded, then each shows once, in order', async () => {
    render(<ToastBridge />);
    act(() => showToast({ type: 'info', text: 'first' }));
    act(() => showToast({ type: 'info', text: 'second' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(2));
    act(() => showToast({ type: 'info', text: 'third' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(3));
    expect((toast.info as jest.Mock).mock.calls.map(([text]) => text)).toEqual(['first', 'second', 'third']);
  });

  it.each(['error', 'info', 'warning'] as const)('when a remote asks for a toast of type %s, then it shows top right for 5000 ms', async (type) => {
    render(<ToastBridge />);
    act(() => showToast({ type, text: 'Failed to load meals' }));
    await waitFor(() => expect(toast[type]).toHaveBeenCalledWith('Failed to load meals', { position: 'top-right', autoClose: 5000 }));
  });

  it('when a screen names its own place (checkout: top center), then that place is kept', async () => {
    render(<ToastBridge />);
    act(() => showToast({ type: 'error', text: 'Your card was declined.', position: 'top-center' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your card was declined.', { position: 'top-center', autoClose: 5000 }));
  });

  it('when the bridge is gone, then toasts are no longer passed on', async () => {
    const { unmount } = render(<ToastBridge />);
    unmount();
    act(() => showToast({ type: 'success', text: 'Review submitted' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
