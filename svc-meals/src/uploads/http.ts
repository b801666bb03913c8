import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { API, UPLOAD_CACHE_CONTROL, UPLOAD_MAX_BYTES } from '@hostel/contracts';
import { AppError, badRequest, reply, SENT } from '@hostel/platform';
import type { MealsRoutes } from '../routes';
import { readImage } from './read-image';
import { storeImage } from './store-image';
import type { UploadCollection } from './upload-store';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

/** multer's errors become the API's error shape (413 for size, 400 for anything else). */
const singleImage: RequestHandler = (req, res, next) => {
  upload.single('image')(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'The image is too large (2 MB at most)'));
    if (err instanceof MulterError) return next(badRequest(`Invalid upload: ${err.message}`));
    next(badRequest('Invalid upload'));
  });
};

export function bindUploads(routes: MealsRoutes, uploads: UploadCollection): void {
  routes.on(
    API.uploadImage,
    async (_input, { req }) => {
      if (!req.file) throw badRequest('Send the image in the form field "image"');
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
