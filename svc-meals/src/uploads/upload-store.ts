import type { Collection, Doc, DocumentStore } from '@hostel/platform';

export interface UploadDoc extends Doc {
  contentType: string;
  size: number;
  /** Base64: survives both adapters (NeDB stores JSON, so Buffers would not round-trip). */
  data: string;
  createdAt: string;
  /** When the sweep last found it referenced (sweep-uploads.ts); it looks again a retention later. */
  checkedAt?: string;
}

export type UploadCollection = Collection<UploadDoc>;
export const uploadCollection = (store: DocumentStore): UploadCollection => store.collection<UploadDoc>('uploads');
