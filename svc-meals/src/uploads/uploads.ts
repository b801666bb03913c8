import FileType from 'file-type';
import { UPLOAD_MIME_TYPES } from '@hostel/contracts';
import { badRequest, notFound, type Collection, type Doc, type DocumentStore } from '@hostel/platform';

export interface UploadDoc extends Doc {
  contentType: string;
  size: number;
  /** Base64: survives both adapters (NeDB stores JSON, so Buffers would not round-trip). */
  data: string;
  createdAt: string;
}

export type UploadCollection = Collection<UploadDoc>;
export const uploadCollection = (store: DocumentStore): UploadCollection => store.collection<UploadDoc>('uploads');

/** Accepts only real images: the type is read from the bytes, never from the file name or the client's header. */
export async function storeImage(uploads: UploadCollection, bytes: Buffer): Promise<{ url: string; id: string }> {
  const detected = await FileType.fromBuffer(bytes);
  if (!detected || !(UPLOAD_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw badRequest('Only JPEG, PNG, WebP or GIF images can be uploaded');
  }
  const doc = await uploads.insertOne({ contentType: detected.mime, size: bytes.length, data: bytes.toString('base64'), createdAt: new Date().toISOString() });
  return { id: doc._id, url: `/api/uploads/${doc._id}` };
}

export async function readImage(uploads: UploadCollection, id: string): Promise<{ contentType: string; bytes: Buffer }> {
  const doc = await uploads.findOne({ _id: id });
  if (!doc) throw notFound('Image not found');
  return { contentType: doc.contentType, bytes: Buffer.from(doc.data, 'base64') };
}
