/**
 * A child of the meal-time rush bench (catalogue.ts): one embedded backend on throwaway data, seeded and grown to
 * the catalogue size it is sent, answering until it is told to stop (or its parent is gone).
 */
import { DEV_JWT_SECRET } from '@hostel/platform';
import { startSandboxBackend } from '../stack/backend';
import { addOlderMeals, type CatalogueStackMessage } from './catalogue';

process.once('message', (message: CatalogueStackMessage) => {
  void (async () => {
    const { backend, meals, env } = await startSandboxBackend(message.ports, `bench-${message.size}`, message.overrides);
    await addOlderMeals(meals.data.meals, message.size);
    // As a bulk import would: the caches filled while seeding go.
    await meals.data.listCache.invalidate();
    const stop = () => void backend.stop().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    process.send!({ secret: env.JWT_SECRET ?? DEV_JWT_SECRET });
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
