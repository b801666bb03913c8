import { notFound } from '@hostel/platform';
import type { UploadCollection } from './upload-store';

export async function readImage(uploads: UploadCollection, id: string): Promise<{ contentType: string; bytes: Buffer }> {
  const doc = await uploads.findOne({ _id: id });
  if (!doc) throw notFound('Image not found');
  return { contentType: doc.contentType, bytes: Buffer.from(doc.data, 'base64') };
}
