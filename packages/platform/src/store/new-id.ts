import { ObjectId } from 'mongodb';

/** Ids look the same in both adapters: ObjectId-shaped 24-hex strings, sortable by creation time. */
export function newId(): string {
  return new ObjectId().toHexString();
}
