import { act } from '@testing-library/react';
import { ApiError, apiRequest } from '../api/api-fetch';
import { fakeApi } from '../testing/render-remote';
import { changeLanguage } from '../i18n/i18n';
import { apiErrorText, errorMessage } from './feedback';

describe('an API error’s text in the page’s language', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the API refuses with a code, then the ApiError carries it beside the message', async () => {
    fakeApi({ 'POST /meals/1/like': { status: 409, body: { success: false, message: 'You already liked this meal', code: 'alreadyLiked' } } });
    await expect(apiRequest('/meals/1/like', { method: 'POST' })).rejects.toMatchObject({ status: 409, message: 'You already liked this meal', code: 'alreadyLiked' });
  });

  it('when the page is English, then the server’s English message, code or not', () => {
    expect(apiErrorText(new ApiError(409, 'You already liked this meal', 'alreadyLiked'))).toBe('You already liked this meal');
    expect(errorMessage(new ApiError(403, 'Forbidden access'))).toBe('Forbidden access');
  });

  it('when the page is Bengali, then the catalogue’s sentence for the code; a message without a known code stays as the server said it', async () => {
    await act(() => changeLanguage('bn'));
    expect(errorMessage(new ApiError(409, 'You already liked this meal', 'alreadyLiked'))).toBe('আপনি এই খাবারে আগেই লাইক দিয়েছেন');
    expect(errorMessage(new ApiError(0, 'Network error. Try again later.', 'network'))).toBe('নেটওয়ার্কে সমস্যা। পরে আবার চেষ্টা করুন।');
    expect(errorMessage(new ApiError(400, 'Invalid price', 'somethingNew'))).toBe('Invalid price');
    expect(errorMessage(new TypeError('x'))).toBe('কিছু একটা ভুল হয়েছে');
  });
});
