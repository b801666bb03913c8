import { act, render } from '@testing-library/react';
import { toast } from 'react-toastify';
import { showToast } from '@hostel/ui';
import { ToastBridge } from './toast-bridge';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
  ToastContainer: () => null,
}));

describe('ToastBridge', () => {
  beforeEach(() => jest.clearAllMocks());

  it('when a remote asks for a success toast, then it shows top right for 1500 ms', () => {
    render(<ToastBridge />);
    act(() => showToast({ type: 'success', text: 'Meal Added successfully' }));
    expect(toast.success).toHaveBeenCalledWith('Meal Added successfully', { position: 'top-right', autoClose: 1500 });
  });

  it.each(['error', 'info', 'warning'] as const)('when a remote asks for a toast of type %s, then it shows top right for 5000 ms', (type) => {
    render(<ToastBridge />);
    act(() => showToast({ type, text: 'Failed to load meals' }));
    expect(toast[type]).toHaveBeenCalledWith('Failed to load meals', { position: 'top-right', autoClose: 5000 });
  });

  it('when a screen names its own place (checkout: top center), then that place is kept', () => {
    render(<ToastBridge />);
    act(() => showToast({ type: 'error', text: 'Your card was declined.', position: 'top-center' }));
    expect(toast.error).toHaveBeenCalledWith('Your card was declined.', { position: 'top-center', autoClose: 5000 });
  });

  it('when the bridge is gone, then toasts are no longer passed on', () => {
    const { unmount } = render(<ToastBridge />);
    unmount();
    act(() => showToast({ type: 'success', text: 'Review submitted' }));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
