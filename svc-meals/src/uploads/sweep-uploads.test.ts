import { UPLOAD_RETENTION_MS } from '@hostel/contracts';
import { applySnapshot, profileCollection } from '@hostel/accounts';
import { createLogger, MongoDocumentStore, type DocumentStore } from '@hostel/platform';
import { openTempStore, requireServer, uniqueName } from '@hostel/platform/testing';
import { MealListCache } from '../meals/meal-list-cache';
import { mealsData, newMealFields, type MealsData } from '../meals/meal-store';
import { ADMIN_EMAIL, aMealBody } from '../testing/meals-test-store';
import { upcomingCollection, type UpcomingCollection } from '../upcoming/upcoming-store';
import { startUploadSweep, sweepUploads, type UploadReferences } from './sweep-uploads';
import { uploadCollection, type UploadCollection } from './upload-store';

const HOUR_MS = 60 * 60_000;
const NOW = new Date('2026-11-25T12:00:00.000Z');
const at = (msBeforeNow: number) => new Date(NOW.getTime() - msBeforeNow);

/** The sweep's queries ($regex, $or, $exists) against both adapters: NeDB files, and FerretDB as in real mode. */
const adapters: [string, () => Promise<{ store: DocumentStore; dispose: () => Promise<void> }>][] = [
  ['embedded', () => openTempStore('svc-meals-sweep')],
  [
    'real (FerretDB)',
    async () => {
      const mongo = await MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('sweep'));
      const dispose = async () => {
        await mongo.drop();
        await mongo.close();
      };
      return { store: mongo, dispose };
    },
  ],
];

describe.each(adapters)('sweeping unreferenced uploads — %s', (_adapter, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let uploads: UploadCollection;
  let data: MealsData;
  let upcoming: UpcomingCollection;
  let references: UploadReferences;

  beforeEach(async () => {
    ({ store, dispose } = await open());
    uploads = uploadCollection(store);
    data = await mealsData(store, new MealListCache({ ttlSeconds: 60 }));
    upcoming = await upcomingCollection(store);
    references = { meals: data.meals, upcoming, profiles: profileCollection(store) };
  });
  afterEach(() => dispose());

  const upload = async (msBeforeNow: number) =>
    (await uploads.insertOne({ contentType: 'image/png', size: 4, data: 'AAAA', createdAt: at(msBeforeNow).toISOString() }))._id;
  const path = (id: string) => `/api/uploads/${id}`;
  const remaining = async () => new Set((await uploads.find({})).map((doc) => doc._id));
  const mealShowing = (image: string) => data.meals.insertOne(newMealFields(aMealBody({ image }), ADMIN_EMAIL));

  it('when an upload is older than a day and nothing names it, then it is deleted; younger or referenced ones stay', async () => {
    const [orphan, young, mealPicture, upcomingPicture, profilePhoto, absolutePicture] = await Promise.all([
      upload(UPLOAD_RETENTION_MS + HOUR_MS),
      upload(HOUR_MS),
      upload(UPLOAD_RETENTION_MS + HOUR_MS),
      upload(UPLOAD_RETENTION_MS + HOUR_MS),
      upload(UPLOAD_RETENTION_MS + HOUR_MS),
      upload(UPLOAD_RETENTION_MS + HOUR_MS),
    ]);
    await mealShowing(path(mealPicture!));
    await mealShowing(`https://hostel.example${path(absolutePicture!)}`);
    await upcoming.insertOne({ ...newMealFields(aMealBody({ image: path(upcomingPicture!) }), ADMIN_EMAIL), published: false });
    await applySnapshot(references.profiles, { userId: 'u1', email: 'ann@hostel.test', role: 'user', badge: 'Bronze', photo: path(profilePhoto!) }, at(0).toISOString());

    const result = await sweepUploads(uploads, references, NOW);

    expect(result).toEqual({ deleted: 1, kept: 4 });
    expect((await remaining()).has(orphan!)).toBe(false);
    expect(await remaining()).toEqual(new Set([young, mealPicture, upcomingPicture, profilePhoto, absolutePicture]));
  });

  it('when a kept picture is dropped by its meal, then a retention later it is deleted too, with the upload that has come of age', async () => {
    const picture = await upload(UPLOAD_RETENTION_MS + HOUR_MS);
    await upload(HOUR_MS);
    const meal = await mealShowing(path(picture));
    await sweepUploads(uploads, references, NOW);
    await data.meals.updateOne({ _id: meal._id }, { $set: { image: 'https://images.example/tehari.jpg' } });

    const soon = await sweepUploads(uploads, references, new Date(NOW.getTime() + HOUR_MS));
    const dayLater = await sweepUploads(uploads, references, new Date(NOW.getTime() + UPLOAD_RETENTION_MS + HOUR_MS));

    expect(soon).toEqual({ deleted: 0, kept: 0 });
    expect(dayLater).toEqual({ deleted: 2, kept: 0 });
    expect(await remaining()).toEqual(new Set());
  });

  it('when the sweep runs on its schedule with an injected clock, then the first round runs at start', async () => {
    const orphan = await upload(UPLOAD_RETENTION_MS + HOUR_MS);

    const stop = startUploadSweep(uploads, references, { everyMs: HOUR_MS, logger: createLogger('sweep-test', 'silent'), now: () => NOW });
    await stop();

    expect((await remaining()).has(orphan)).toBe(false);
  });
});
