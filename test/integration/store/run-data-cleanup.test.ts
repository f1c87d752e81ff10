/**
 * A simulation that ends FAILED (a stage gave up, or the client cancelled) keeps no
 * checkpoints or run records (issue 11: disk stayed GBs higher after a stopped large run):
 * nothing resumes from them, since a rerun is a reset that starts over. On both stores; on a
 * SQLite file the files beside it go too.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, storeKinds, type TestDatabase } from '../../helpers/databases.js';
import { openStore, type Store } from '../../../src/store/index.js';
import { simulationRecord } from '../../helpers/records.js';

const sim = () => simulationRecord('t', Date.now(), { status: 'PROCESSING_SIMULATION' });

for (const kind of storeKinds()) {
  describe(`run data of a failed simulation (${kind})`, () => {
    let db: TestDatabase;
    let store: Store;
    before(async () => {
      db = await createTestDatabase(kind);
      store = await openStore({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
    });
    after(async () => {
      await store.close();
      await db.drop();
    });

    it('checkpoints and run records are removed when it ends FAILED', async () => {
      const s = sim();
      await store.simulations.insert(s);
      assert.ok(await store.simulations.saveRunRecord(s.id, 0, 0, Uint8Array.of(1, 2, 3), Date.now()));
      assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 1, step: 4, data: new Uint8Array(4096).fill(9) }, Date.now()));
      assert.equal((await store.simulations.loadCheckpoints(s.id, 0)).length, 1);

      const failed = await store.simulations.transition(s.id, 'FAILED', 'fail', Date.now(), { errorLog: 'Cancelled by the client' });
      assert.ok(failed.ok);
      assert.deepEqual(await store.simulations.loadCheckpoints(s.id, 0), []);
      assert.deepEqual(await store.simulations.listRunRecords(s.id, 0), []);
      assert.equal(await store.simulations.loadRunRecord(s.id, 0, 0), null);
      if (kind === 'sqlite') assert.equal(existsSync(join(db.dataDir, 'service.db-runs', s.id)), false, 'the directory is gone');
    });

    it('another simulation still in flight keeps its own', async () => {
      const a = sim();
      const b = sim();
      await store.simulations.insert(a);
      await store.simulations.insert(b);
      assert.ok(await store.simulations.saveCheckpoint(a.id, 0, { run: 0, step: 2, data: Uint8Array.of(1) }, Date.now()));
      assert.ok(await store.simulations.saveCheckpoint(b.id, 0, { run: 0, step: 2, data: Uint8Array.of(2) }, Date.now()));
      assert.ok((await store.simulations.transition(a.id, 'FAILED', 'fail', Date.now(), { errorLog: 'x' })).ok);
      assert.equal((await store.simulations.loadCheckpoints(b.id, 0)).length, 1);
    });
  });
}
