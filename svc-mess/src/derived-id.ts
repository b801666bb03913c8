import { createHash } from 'node:crypto';

/**
 * A document's id derived from what makes it unique (ObjectId-shaped, like every id). FerretDB answers a filter
 * from an index only when it is the id alone; any other field makes it decode the whole collection, so the hot
 * paths (a boarder's switch) find their documents by these ids.
 */
export const derivedId = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 24);
