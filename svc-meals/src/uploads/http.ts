import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { API, MESSAGES, UPLOAD_CACHE_CONTROL, UPLOAD_MAX_BYTES, UPLOAD_PROBLEMS, type UploadProblem } from '@hostel/contracts';
import { badRequest, refuse, reply, SENT } from '@hostel/platform';
import type { MealsRoutes } from '../routes';
import { readImage } from './read-image';
import { storeImage } from './store-image';
import type { UploadCollection } from './upload-store';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

const isUploadProblem = (code: string): code is UploadProblem => (UPLOAD_PROBLEMS as readonly string[]).includes(code);

/**
 * multer's errors become the API's error shape (413 for size, 400 for anything else), each with its code so a
 * Bengali page says it in Bengali; a multer code contracts does not know yet keeps multer's English without one.
 */
export const uploadFailure = (err: unknown) => {
  if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return refuse(413, 'imageTooLarge', { megabytes: UPLOAD_MAX_BYTES / (1024 * 1024) });
  if (err instanceof MulterError) return isUploadProblem(err.code) ? refuse(400, 'uploadRefused', { problem: err.code }) : badRequest(`Invalid upload: ${err.message}`);
  return badRequest(MESSAGES.invalidUpload);
};

const singleImage: RequestHandler = (req, res, next) => {
  upload.single('image')(req, res, (err: unknown) => next(err ? uploadFailure(err) : undefined));
};

export function bindUploads(routes: MealsRoutes, uploads: UploadCollection): void {
  routes.on(
    API.uploadImage,
    async (_input, { req }) => {
      if (!req.file) throw badRequest(MESSAGES.imageFieldMissing);
      const { url } = await storeImage(uploads, req.file.buffer);
      return reply(201, { success: true, data: { url } });
    },
    { use: [singleImage] },
  );
  routes.on(API.getUpload, async ({ params }, { res }) => {
    const image = await readImage(uploads, params.id);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.send(image.bytes);
    return SENT;
  });
}
