import FileType from 'file-type';
import { API, apiPathOf, MESSAGES, UPLOAD_MIME_TYPES } from '@hostel/contracts';
import { badRequest } from '@hostel/platform';
import type { UploadCollection } from './upload-store';

/** Accepts only real images: the type is read from the bytes, never from the file name or the client's header. */
export async function storeImage(uploads: UploadCollection, bytes: Buffer): Promise<{ url: string; id: string }> {
  const detected = await FileType.fromBuffer(bytes);
  if (!detected || !(UPLOAD_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw badRequest(MESSAGES.onlyImages);
  }
  const doc = await uploads.insertOne({ contentType: detected.mime, size: bytes.length, data: bytes.toString('base64'), createdAt: new Date().toISOString() });
  return { id: doc._id, url: apiPathOf(API.getUpload, { id: doc._id }) };
}
