import { z } from 'zod';
import { mealIdParams, uploadResponse } from '../api/meals';
import { json, operation } from './operation';

export const uploadImage = operation({
  name: 'uploadImage',
  method: 'post', path: '/uploads', service: 'meals', access: 'public', rateLimit: 'upload',
  summary: 'Upload an image (multipart field "image")',
  body: {
    schema: z.object({ image: z.string().meta({ format: 'binary', description: 'A JPEG, PNG, WebP or GIF image, 2 MB at most' }) }),
    contentType: 'multipart/form-data',
  },
  ok: { 201: json('Stored; the image’s URL', uploadResponse) },
  fails: {
    400: 'Not an image of an accepted type (read from its bytes), or no field "image"',
    429: 'Over the upload rate limit, or this address’s or everyone’s byte budget for the day is spent (Retry-After says when to try again)',
  },
  notFuzzed: 'needs real image bytes: generated multipart data is never an image, so every case would be the same 400',
});

export const getUpload = operation({
  name: 'getUpload',
  method: 'get', path: '/uploads/{id}', service: 'meals', access: 'public', rateLimit: 'image',
  summary: 'An uploaded image',
  params: z.object({ id: mealIdParams.shape.id }),
  ok: { 200: { description: 'The image bytes', contentType: 'image/*', schema: z.string().meta({ format: 'binary' }) } },
  fails: { 404: 'No such image' },
});
