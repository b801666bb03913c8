import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadImage as uploadImageOp } from '@hostel/contracts';
import { call } from './call';

/** The `accept` list of an image file input: the types the upload takes. */
export const IMAGE_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/** Checked before uploading so the user hears about a wrong file at once; the server checks again by content. */
export function imageProblem(file: File): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > UPLOAD_MAX_BYTES) return `The image is too large (${UPLOAD_MAX_BYTES / (1024 * 1024)} MB at most).`;
  return null;
}

/** POST /uploads (multipart field `image`), answered like the spec's image host: `{ data: { url } }`. */
export async function uploadImage(file: File, token: string | null): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await call(uploadImageOp, { body: form, token });
  return answer.data.url;
}
