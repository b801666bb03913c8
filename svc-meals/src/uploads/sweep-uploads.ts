import { API, apiPathOf, UPLOAD_RETENTION_MS } from '@hostel/contracts';
import type { ProfileCollection } from '@hostel/accounts';
import type { Collection, Doc, Logger } from '@hostel/platform';
import type { UploadCollection } from './upload-store';

/** Where an upload can be named: meals' and upcoming meals' pictures, and users' profile photos (read model). */
export interface UploadReferences {
  meals: Collection<Doc & { image?: string }>;
  upcoming: Collection<Doc & { image?: string }>;
  profiles: ProfileCollection;
}

/** Uploads looked at per round: the references are searched for all of them with one query per collection. */
const BATCH = 200;
const UPLOAD_ID = /\/api\/uploads\/([a-f0-9]{24})/;

/**
 * Deletes the uploads that nothing references once they are older than the retention (DESIGN §8): anyone may
 * upload, so what no meal and no user took up is not kept. An upload is referenced by its path in a meal's or an
 * upcoming meal's `image`, or in a user's photo (svc-users' records reach this service as `user.*` events, the
 * read model every Bronze check already uses, so no call to another service is needed). One that is referenced is
 * marked checked and looked at again a retention later, so a picture a meal has dropped since goes too.
 */
export async function sweepUploads(uploads: UploadCollection, references: UploadReferences, now: Date): Promise<{ deleted: number; kept: number }> {
  const cutoff = new Date(now.getTime() - UPLOAD_RETENTION_MS).toISOString();
  const due = { createdAt: { $lt: cutoff }, $or: [{ checkedAt: { $exists: false } }, { checkedAt: { $lt: cutoff } }] };
  let deleted = 0;
  let kept = 0;
  for (;;) {
    const batch = (await uploads.find(due, { projection: { _id: 1 }, limit: BATCH })).map((upload) => upload._id);
    if (batch.length === 0) return { deleted, kept };
    const named = await referencedAmong(batch, references);
    const unreferenced = batch.filter((id) => !named.has(id));
    if (unreferenced.length > 0) deleted += await uploads.deleteMany({ _id: { $in: unreferenced } });
    if (named.size > 0) await uploads.updateMany({ _id: { $in: [...named] } }, { $set: { checkedAt: now.toISOString() } });
    kept += named.size;
  }
}

/** Which of these uploads a meal, an upcoming meal or a user's photo names. */
async function referencedAmong(ids: string[], { meals, upcoming, profiles }: UploadReferences): Promise<Set<string>> {
  const naming = { $regex: `${apiPathOf(API.getUpload, { id: '' })}(${ids.join('|')})` };
  const [mealImages, upcomingImages, photos] = await Promise.all([
    meals.find({ image: naming }, { projection: { image: 1 } }),
    upcoming.find({ image: naming }, { projection: { image: 1 } }),
    profiles.find({ photo: naming }, { projection: { photo: 1 } }),
  ]);
  const urls = [...mealImages.map((meal) => meal.image), ...upcomingImages.map((meal) => meal.image), ...photos.map((profile) => profile.photo)];
  const among = new Set(ids);
  return new Set(urls.map((url) => UPLOAD_ID.exec(url ?? '')?.[1]).filter((id): id is string => id !== undefined && among.has(id)));
}

/** Sweeps now and then every `everyMs` until stopped (the round under way finishes first); the clock is injectable. */
export function startUploadSweep(uploads: UploadCollection, references: UploadReferences, options: { everyMs: number; logger: Logger; now?: () => Date }): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepUploads(uploads, references, now()).then(
      ({ deleted, kept }) => (deleted > 0 || kept > 0) && options.logger.info({ deleted, kept }, 'upload sweep'),
      // The store may be away: the next round tries again.
      (err: unknown) => options.logger.warn({ err }, 'upload sweep failed'),
    );
  };
  const timer = setInterval(sweep, options.everyMs);
  timer.unref();
  sweep();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
