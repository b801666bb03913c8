import { act } from '@testing-library/react';
import { UPLOAD_MAX_BYTES } from '@hostel/contracts';
import { changeLanguage } from '../i18n/i18n';
import { imageProblem } from './upload-image';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'picture', { type });

describe('a picked image checked before it is uploaded', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the file is an image within the cap, then no problem', () => {
    expect(imageProblem(file('image/png', 10))).toBeNull();
  });

  it('when it is not an image or over the cap, then the problem in the page’s language, the cap in its digits', async () => {
    expect(imageProblem(file('text/plain', 10))).toBe('Choose a JPEG, PNG, WebP or GIF image.');
    expect(imageProblem(file('image/png', UPLOAD_MAX_BYTES + 1))).toBe('The image is too large (2 MB at most).');
    await act(() => changeLanguage('bn'));
    expect(imageProblem(file('text/plain', 10))).toBe('একটি JPEG, PNG, WebP বা GIF ছবি বেছে নিন।');
    expect(imageProblem(file('image/png', UPLOAD_MAX_BYTES + 1))).toBe('ছবিটি খুব বড় (সর্বোচ্চ ২ মেগাবাইট)।');
  });
});
