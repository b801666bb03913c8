import { MulterError, type ErrorCode } from 'multer';
import { UPLOAD_PROBLEMS } from '@hostel/contracts';
import type { AppError } from '@hostel/platform';
import { uploadFailure } from './http';

/** What the API answers for it: status, English and code with values (platform's error handler sends these). */
const answered = ({ status, message, refusal }: AppError) => ({ status, message, ...refusal });

describe('an upload multer refused, as the API answers it', () => {
  it.each(UPLOAD_PROBLEMS)('%s: the English is multer’s own words, byte for byte, with its code as the param', (code) => {
    const err = new MulterError(code as ErrorCode);
    if (code === 'LIMIT_FILE_SIZE') return;
    expect(answered(uploadFailure(err))).toEqual({ status: 400, message: `Invalid upload: ${err.message}`, code: 'uploadRefused', params: { problem: code } });
  });

  it('when the image is over the size cap, then 413 with the cap in megabytes as its value', () => {
    expect(answered(uploadFailure(new MulterError('LIMIT_FILE_SIZE')))).toEqual({ status: 413, message: 'The image is too large (2 MB at most)', code: 'imageTooLarge', params: { megabytes: 2 } });
  });

  it('when multer knows a code contracts does not, or the failure is not multer’s, then the English without a code', () => {
    const novel = Object.assign(new MulterError('LIMIT_PART_COUNT'), { code: 'LIMIT_SOMETHING_NEW', message: 'Something new' });
    expect(answered(uploadFailure(novel))).toEqual({ status: 400, message: 'Invalid upload: Something new' });
    // The plain message's code is found from its words when the answer is sent (contracts' errorCodeOf).
    expect(answered(uploadFailure(new Error('Unexpected end of form')))).toEqual({ status: 400, message: 'Invalid upload' });
  });
});
