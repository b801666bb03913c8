import { waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { ApiError } from '../api/api-fetch';
import { TOAST_EVENT, type ToastRequest } from '../toast/toast-events';
import { confirmAction, errorMessage, showError } from './feedback';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

describe('confirmAction', () => {
  beforeEach(() => fire.mockReset());

  it('when asked with a title, a text and a button, then each lands in its own place of the warning dialog', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await expect(confirmAction({ title: 'Are you sure?', text: 'It cannot be undone.', confirmButtonText: 'Yes, cancel it!' })).resolves.toBe(true);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'warning', title: 'Are you sure?', text: 'It cannot be undone.', confirmButtonText: 'Yes, cancel it!', showCancelButton: true, focusCancel: true }),
    );
  });

  it('when the dialog is dismissed, then the answer is no; the yes button says delete unless told otherwise', async () => {
    fire.mockResolvedValueOnce({ isConfirmed: false, isDismissed: true });
    await expect(confirmAction({ title: 'Delete this meal?' })).resolves.toBe(false);
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ confirmButtonText: 'Yes, delete it!' }));
  });
});

describe('errorMessage', () => {
  it('when the server refused (4xx), then its reason', () => {
    expect(errorMessage(new ApiError(403, 'Forbidden access'), 'Failed to delete review.')).toBe('Forbidden access');
  });

  it('when the request never reached the server, then the network text', () => {
    expect(errorMessage(new ApiError(0, 'Network error. Try again later.'), 'Failed to delete review.')).toBe('Network error. Try again later.');
  });

  it('when the server failed (5xx) or the error is not the API’s, then the screen’s fallback, or Something went wrong', () => {
    expect(errorMessage(new ApiError(503, 'The API is unavailable'), 'Failed to delete review.')).toBe('Failed to delete review.');
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Something went wrong');
  });
});

describe('showError', () => {
  beforeEach(() => fire.mockReset());

  it('when shown as a dialog, then the spec’s Error dialog carries the message', async () => {
    showError({ error: new ApiError(403, 'Upgrade to request') });
    await waitFor(() => expect(fire).toHaveBeenCalledWith({ icon: 'error', title: 'Error', text: 'Upgrade to request' }));
  });

  it('when a screen always says its own words, then the fallback is the text', async () => {
    showError({ fallback: 'Something went wrong while cancelling the request.' });
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: 'Something went wrong while cancelling the request.' })));
  });

  it('when shown as a toast, then the shell is asked for an error toast and no dialog opens', async () => {
    const toasts: ToastRequest[] = [];
    const listen = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);
    window.addEventListener(TOAST_EVENT, listen);
    showError({ error: new ApiError(400, 'Title is required'), as: 'toast' });
    window.removeEventListener(TOAST_EVENT, listen);
    expect(toasts).toEqual([{ type: 'error', text: 'Title is required' }]);
    // A dialog would open once sweetalert2's lazy import settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fire).not.toHaveBeenCalled();
  });
});
