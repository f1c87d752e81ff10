import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, mintKeyOn, storeKinds, type TestDatabase } from '../../helpers/databases.js';
import { startServerProcess, type ServerProcess } from '../../helpers/processes.js';
import { openStore } from '../../../src/store/index.js';

const LIMIT = 40;

for (const kind of storeKinds()) {
  describe(`one rate limit across two API processes on one ${kind} database`, () => {
    let db: TestDatabase;
    let servers: ServerProcess[] = [];
    let key: string;
    before(async () => {
      db = await createTestDatabase(kind);
      key = await mintKeyOn(db, 't', LIMIT);
      const env = { DATA_DIR: db.dataDir, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}), RATE_LIMIT_IDLE_RETURN_MS: '300', GRPC_PORT: '0' };
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    });
    after(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db.drop();
    });

    const hit = async (s: ServerProcess) => (await fetch(`${s.baseUrl}/v1/simulations?limit=1`, { headers: { 'X-API-Key': key } })).status;

    it('never accepts more than the limit between them, and hands out all of it', async () => {
      // Concurrent bursts at both processes, well past the limit.
      const statuses = await Promise.all(Array.from({ length: 70 }, (_, i) => hit(servers[i % 2])));
      const accepted = statuses.filter((s) => s === 200).length;
      assert.ok(statuses.every((s) => s === 200 || s === 429), `statuses: ${statuses.join(', ')}`);
      assert.ok(accepted <= LIMIT, `accepted ${accepted} > limit ${LIMIT}`);
      // A process may still hold a unit or two it leased; once idle it gives them back.
      assert.ok(accepted >= LIMIT - 2, `accepted only ${accepted} of ${LIMIT}`);
      await new Promise((r) => setTimeout(r, 1_200));
      let more = 0;
      for (let i = 0; i < 6; i++) if ((await hit(servers[1])) === 200) more++;
      assert.equal(accepted + more, LIMIT, `accepted ${accepted} + later ${more} should be exactly the limit`);
    });

    it('usage is flushed on a clean shutdown (SIGTERM)', async () => {
      const codes = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      assert.deepEqual(codes, [0, 0]);
      const store = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      try {
        const row = await store.database.db('api_keys').first('usage_count');
        assert.equal(Number(row.usage_count), LIMIT, 'every accepted request is counted once');
      } finally {
        await store.close();
      }
    });
  });
}
