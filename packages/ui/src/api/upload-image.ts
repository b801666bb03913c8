import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadImage as uploadImageOp } from '@hostel/contracts';
import { formatNumber } from '../format/format';
import { uiT } from '../i18n/ui-catalogue';
import { call } from './call';

/** The `accept` list of an image file input: the types the upload takes. */
export const IMAGE_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/**
 * Checked before uploading so the user hears about a wrong file at once, in the page's language; the server checks
 * again by content.
 */
export function imageProblem(file: File): string | null {
  const t = uiT();
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return t('upload.chooseImage');
  if (file.size > UPLOAD_MAX_BYTES) return t('upload.tooLarge', { megabytes: formatNumber(UPLOAD_MAX_BYTES / (1024 * 1024)) });
  return null;
}

/** POST /uploads (multipart field `image`), answered like the spec's image host: `{ data: { url } }`. */
export async function uploadImage(file: File, token: string | null): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await call(uploadImageOp, { body: form, token });
  return answer.data.url;
}
