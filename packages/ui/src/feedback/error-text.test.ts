import { routeOf } from '@hostel/ui/testing';
import { API } from '@hostel/contracts';
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

  it('when the API refuses with values, then the ApiError carries its params beside the code', async () => {
    const body = { success: false, message: 'You can join from 2026-12-01 at the earliest.', code: 'joinFromEarliest', params: { date: '2026-12-01' } };
    fakeApi({ [routeOf(API.joinMess)]: { status: 400, body } });
    await expect(apiRequest('/mess/boarders/me', { method: 'POST' })).rejects.toMatchObject({ status: 400, code: 'joinFromEarliest', params: { date: '2026-12-01' } });
  });

  it('when a refusal with values reaches a Bengali page, then the catalogue’s sentence with each value formatted: the slot by its name, days and months and counts in Bengali digits', async () => {
    const cutoff = new ApiError(409, 'The cutoff for Lunch on 2026-11-27 has passed.', 'cutoffPassed', { slot: 'Lunch', date: '2026-11-27', cutoffAt: '2026-11-27T04:00:00.000Z' });
    expect(errorMessage(cutoff)).toBe('The cutoff for Lunch on 2026-11-27 has passed.');
    await act(() => changeLanguage('bn'));
    expect(errorMessage(cutoff)).toBe('২৭ নভে, ২০২৬ তারিখের দুপুরের খাবার বদলানোর সময় পেরিয়ে গেছে।');
    expect(errorMessage(new ApiError(409, '2031-03 has not ended yet in Asia/Dhaka.', 'monthNotEnded', { month: '2031-03' }))).toBe('ঢাকার সময়ে মার্চ ২০৩১ এখনো শেষ হয়নি।');
    expect(errorMessage(new ApiError(400, 'Invalid guests: at most 3 guests per meal', 'tooManyGuests', { count: 3 }))).toBe('অতিথির সংখ্যা ঠিক নয়: প্রতি বেলায় সর্বোচ্চ ৩ জন অতিথি');
    // Values not of the declared shape (or none) are not guessed at: the server's English stays.
    expect(errorMessage(new ApiError(409, 'The cutoff for Supper on x has passed.', 'cutoffPassed', { slot: 'Supper', date: 'x', cutoffAt: 'y' }))).toBe('The cutoff for Supper on x has passed.');
    expect(errorMessage(new ApiError(400, 'You can join from 2026-12-01 at the earliest.', 'joinFromEarliest'))).toBe('You can join from 2026-12-01 at the earliest.');
    expect(errorMessage(new ApiError(409, 'The mess is closed for Lunch on 2027-01-08.', 'messClosed', { slot: 'Lunch' }))).toBe('The mess is closed for Lunch on 2027-01-08.');
  });

  it('when an upload or a payment is refused on a Bengali page, then the catalogue’s sentence, the size cap and multer’s problem in Bengali', async () => {
    const tooLarge = new ApiError(413, 'The image is too large (2 MB at most)', 'imageTooLarge', { megabytes: 2 });
    const twoFiles = new ApiError(400, 'Invalid upload: Too many files', 'uploadRefused', { problem: 'LIMIT_FILE_COUNT' });
    expect(errorMessage(tooLarge)).toBe('The image is too large (2 MB at most)');
    await act(() => changeLanguage('bn'));
    expect(errorMessage(tooLarge)).toBe('ছবিটি খুব বড় (সর্বোচ্চ ২ মেগাবাইট)');
    expect(errorMessage(twoFiles)).toBe('আপলোডটি ঠিক নয়: ফাইল বেশি হয়ে গেছে');
    expect(errorMessage(new ApiError(400, 'Invalid upload', 'invalidUpload'))).toBe('আপলোডটি ঠিক নয়');
    expect(errorMessage(new ApiError(400, 'The payment has not succeeded', 'paymentNotSucceeded'))).toBe('পেমেন্টটি সফল হয়নি');
    expect(errorMessage(new ApiError(403, 'This statement belongs to another boarder', 'statementOfAnotherBoarder'))).toBe('এই বিলটি অন্য একজন সদস্যের');
    expect(errorMessage(new ApiError(404, 'Unknown transaction', 'unknownTransaction'))).toBe('এমন কোনো লেনদেন নেই');
    // A problem multer may name one day and the catalogue does not know yet: multer's English, as the server said it.
    expect(errorMessage(new ApiError(400, 'Invalid upload: Something new', 'uploadRefused', { problem: 'LIMIT_SOMETHING_NEW' }))).toBe('Invalid upload: Something new');
  });
});
