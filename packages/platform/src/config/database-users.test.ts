import { MongoClient } from 'mongodb';
import { requireServer, uniqueName } from '../testing/servers';

/**
 * Per-database users (DESIGN §14) are MongoDB's: deploy/k8s/data-stores/mongodb-users.js gives each service
 * readWrite on its own database only (deploy.test.ts runs it). The test servers' FerretDB v1 (SQLite backend) has no
 * user management and no authorization at all, so there the rule rests on each service naming its own database;
 * docs/deployment.md says so. Should FerretDB start accepting users, this fails, and the docs and tests move on.
 */
describe("the test servers' database and per-database users", () => {
  it('when FerretDB is asked for a user with readWrite on one database, then it has no such command: it cannot hold a service to its own database', async () => {
    const client = await MongoClient.connect(requireServer('MONGODB_URI'));
    const database = uniqueName('rights');
    try {
      const created = client.db(database).command({ createUser: uniqueName('svc'), pwd: uniqueName('pw'), roles: [{ role: 'readWrite', db: database }] });
      await expect(created).rejects.toMatchObject({ code: 59, message: expect.stringMatching(/no such command: 'createUser'/) });
    } finally {
      await client.db(database).dropDatabase().catch(() => undefined);
      await client.close();
    }
  });
});
