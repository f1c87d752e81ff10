import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, storeKinds, type TestDatabase } from '../../helpers/databases.js';
import { openStore, type Store } from '../../../src/store/index.js';
import { migrationSource } from '../../../src/store/database.js';
import { SimulationsRepository } from '../../../src/store/simulations.repo.js';
import { uuidv7 } from '../../../src/domain/ids.js';
import { simulationRecord as sim } from '../../helpers/records.js';

for (const kind of storeKinds()) {
  describe(`store (${kind})`, () => {
    let db: TestDatabase;
    let store: Store;
    before(async () => {
      db = await createTestDatabase(kind);
      store = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
    });
    after(async () => {
      await store.close();
      await db.drop();
    });

    it('migrations are idempotent', async () => {
      const again = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      await again.close();
    });

    it('003 keeps a checkpoint of before arms and replicates as run 0, and rolls back', async () => {
      const s = sim('t', Date.now(), { status: 'PROCESSING_SIMULATION' });
      await store.simulations.insert(s);
      // The tables' repository (a SQLite file's store keeps runs in files beside it; the migration is about the tables).
      const tables = new SimulationsRepository(store.database.db);
      assert.ok(await tables.saveCheckpoint(s.id, 0, { run: 0, step: 4, data: Uint8Array.of(1, 2, 3) }, Date.now()));
      assert.ok(await tables.saveCheckpoint(s.id, 0, { run: 5, step: 2, data: Uint8Array.of(9) }, Date.now()));
      const { db: knex } = store.database;
      await knex.migrate.down({ migrationSource, name: '003_runs' });
      const old = (await knex('simulation_checkpoints').where({ simulation_id: s.id })) as Array<{ step: number; data: Buffer }>;
      assert.deepEqual(old.map((r) => [Number(r.step), [...r.data]]), [[4, [1, 2, 3]]], 'only run 0 existed before');
      await knex.migrate.latest({ migrationSource });
      const [cp] = await tables.loadCheckpoints(s.id, 0);
      assert.deepEqual([cp.run, cp.step, [...cp.data]], [0, 4, [1, 2, 3]]);
    });

    it('stores the runs of one simulation side by side (no deadlock on MySQL), and says which run failed to store', async () => {
      const s = sim('t', Date.now(), { status: 'PROCESSING_SIMULATION' });
      await store.simulations.insert(s);
      const writes = Array.from({ length: 24 }, (_, run) =>
        run % 2 === 0
          ? store.simulations.saveCheckpoint(s.id, 0, { run, step: 1, data: new Uint8Array(64 * 1024).fill(run) }, Date.now())
          : store.simulations.saveRunRecord(s.id, 0, run, new Uint8Array(64 * 1024).fill(run), Date.now()),
      );
      assert.deepEqual(await Promise.all(writes), writes.map(() => true));
      assert.equal((await store.simulations.loadCheckpoints(s.id, 0)).length, 12);
      assert.equal((await store.simulations.listRunRecords(s.id, 0)).length, 12);
      const closed = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      await closed.close();
      await assert.rejects(closed.simulations.saveRunRecord(s.id, 0, 3, new Uint8Array(1024).fill(0xab), Date.now()), (e: Error) => {
        // In the table on MySQL; on a SQLite file runs are stored as files beside it (src/store/run-files.ts).
        assert.match(e.message, new RegExp(`^storing run 3 of simulation ${s.id} in (simulation_run_records|run files) failed`));
        assert.ok(e.message.length < 300, 'no statement or blob in the message');
        return true;
      });
    });

    it('moves a simulation along the full path, one lifecycle entry per change', async () => {
      const t0 = 1_790_000_000_000;
      const s = sim('t', t0);
      await store.simulations.insert(s);
      const path = ['PROCESSING_CONFIG', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS'] as const;
      let t = t0;
      for (const to of path) {
        t += 1000;
        const r = await store.simulations.transition(s.id, to, 'advance', t);
        assert.ok(r.ok, to);
      }
      const done = await store.simulations.findById(s.id);
      assert.equal(done?.status, 'COMPLETED_ANALYSIS');
      assert.deepEqual(done?.lifecycle.map((x) => x.name), ['PENDING', ...path]);
      assert.equal(done?.lifecycle.at(-1)?.at, new Date(t).toISOString());
      assert.equal(done?.updatedAt, t);
    });

    it('refuses illegal moves and says what the status is', async () => {
      const s = sim('t', Date.now());
      await store.simulations.insert(s);
      const skip = await store.simulations.transition(s.id, 'COMPLETED_ANALYSIS', 'advance', Date.now());
      assert.deepEqual(skip, { ok: false, reason: 'illegal', current: 'PENDING' });
      const missing = await store.simulations.transition(uuidv7(), 'PROCESSING_CONFIG', 'advance', Date.now());
      assert.deepEqual(missing, { ok: false, reason: 'not_found' });
      const edit = await store.simulations.transition(s.id, 'COMPLETED_CONFIG', 'config_edit', Date.now());
      assert.equal(edit.ok, false, 'no config edit before a config exists');
      assert.equal((await store.simulations.findById(s.id))?.lifecycle.length, 1);
    });

    it('FAILED carries an error_log; a later reset clears it', async () => {
      const s = sim('t', Date.now());
      await store.simulations.insert(s);
      await store.simulations.transition(s.id, 'PROCESSING_CONFIG', 'advance', Date.now());
      const f = await store.simulations.transition(s.id, 'FAILED', 'fail', Date.now(), { errorLog: 'Architect timed out' });
      assert.ok(f.ok);
      assert.equal((await store.simulations.findById(s.id))?.errorLog, 'Architect timed out');
      const again = await store.simulations.transition(s.id, 'FAILED', 'fail', Date.now());
      assert.equal(again.ok, false, 'FAILED is terminal for fail');
      const rerun = await store.simulations.transition(s.id, 'PENDING', 'architect_rerun', Date.now());
      assert.ok(rerun.ok);
      const back = await store.simulations.findById(s.id);
      assert.equal(back?.errorLog, null);
      assert.deepEqual(back?.lifecycle.map((x) => x.name), ['PENDING', 'PROCESSING_CONFIG', 'FAILED', 'PENDING']);
    });

    it('concurrent transitions from one status: exactly one wins', async () => {
      const s = sim('t', Date.now());
      await store.simulations.insert(s);
      const results = await Promise.all(Array.from({ length: 6 }, () => store.simulations.transition(s.id, 'PROCESSING_CONFIG', 'advance', Date.now())));
      assert.equal(results.filter((r) => r.ok).length, 1);
      assert.equal((await store.simulations.findById(s.id))?.lifecycle.length, 2);
    });

    it('leases never hand out more than the limit, even concurrently', async () => {
      const grants = await Promise.all(Array.from({ length: 30 }, () => store.rateLimits.lease('key_x', 0, 50, 3)));
      assert.equal(grants.reduce((a, g) => a + g.granted, 0), 50);
      const after = await store.rateLimits.lease('key_x', 0, 50, 5);
      assert.deepEqual(after, { granted: 0, usedAfter: 50 });
      await store.rateLimits.release('key_x', 0, 4);
      assert.deepEqual(await store.rateLimits.lease('key_x', 0, 50, 10), { granted: 4, usedAfter: 50 });
      const other = await store.rateLimits.lease('key_x', 3_600_000, 50, 10);
      assert.deepEqual(other, { granted: 10, usedAfter: 10 }, 'a new window starts from zero');
    });

    it('writes stage outputs with the status, clears them on reset, and guards by generation', async () => {
      const s = sim('t', Date.now());
      await store.simulations.insert(s, { a: 1 });
      const at = () => Date.now() + Math.random();
      assert.deepEqual(await store.simulations.getConfig(s.id), { a: 1 });
      assert.ok((await store.simulations.transition(s.id, 'COMPLETED_CONFIG', 'advance', at())).ok);
      const sim1 = await store.simulations.transition(s.id, 'PROCESSING_SIMULATION', 'advance', at());
      assert.ok(sim1.ok && sim1.simulation.generation === 0);
      assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 0, step: 3, data: new Uint8Array(9 * 1024 * 1024).fill(7) }, Date.now()), 'checkpoint in parts');
      const [cp] = await store.simulations.loadCheckpoints(s.id, 0);
      assert.equal(cp?.step, 3);
      assert.equal(cp?.run, 0);
      assert.equal(cp?.data.byteLength, 9 * 1024 * 1024);
      assert.equal(cp?.data[9 * 1024 * 1024 - 1], 7);
      // Runs of a Version 2 simulation: one checkpoint per run in flight, a record per finished run.
      assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 2, step: 5, data: Uint8Array.of(2, 5) }, Date.now()));
      assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 2, step: 6, data: Uint8Array.of(2, 6) }, Date.now()), 'replaces the run’s checkpoint');
      assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 3, step: 1, data: Uint8Array.of(3, 1) }, Date.now()));
      assert.deepEqual((await store.simulations.loadCheckpoints(s.id, 0)).map((c) => [c.run, c.step, [...c.data.subarray(0, 2)]]), [
        [0, 3, [7, 7]],
        [2, 6, [2, 6]],
        [3, 1, [3, 1]],
      ]);
      assert.deepEqual((await store.simulations.loadCheckpoints(s.id, 0, 2)).map((c) => c.step), [6]);
      assert.deepEqual(await store.simulations.loadCheckpoints(s.id, 1), [], 'another generation has none');
      assert.ok(await store.simulations.saveRunRecord(s.id, 0, 2, new Uint8Array(5 * 1024 * 1024).fill(9), Date.now()), 'a record in parts');
      assert.ok(await store.simulations.saveRunRecord(s.id, 0, 1, Uint8Array.of(1), Date.now()));
      assert.deepEqual(await store.simulations.listRunRecords(s.id, 0), [1, 2]);
      const rec = await store.simulations.loadRunRecord(s.id, 0, 2);
      assert.equal(rec?.byteLength, 5 * 1024 * 1024);
      assert.equal(rec?.[5 * 1024 * 1024 - 1], 9);
      assert.equal(await store.simulations.loadRunRecord(s.id, 0, 7), null);
      assert.deepEqual((await store.simulations.loadCheckpoints(s.id, 0)).map((c) => c.run), [0, 3], 'a run’s record replaces its checkpoint');
      await store.simulations.setProgress(s.id, 0, 3, 10);
      assert.deepEqual((await store.simulations.findById(s.id))?.progress, { step: 3, total: 10 });
      const tracked = [{ target: 'g.x', arms: [{ id: 'baseline', label: 'Baseline', replicates: [[1, 2]] }] }];
      const done = await store.simulations.transition(s.id, 'COMPLETED_SIMULATION', 'advance', at(), {
        metrics: { metrics: { by_group: [] }, seed: 4_294_967_295, engineVersion: 'v1', tracked },
      }, { generation: 0 });
      assert.ok(done.ok);
      assert.deepEqual(await store.simulations.getMetrics(s.id), { metrics: { by_group: [] }, seed: 4_294_967_295, engineVersion: 'v1' }, 'tracked stays out of the metrics');
      assert.deepEqual(await store.simulations.getTracked(s.id), tracked);
      assert.deepEqual(await store.simulations.loadCheckpoints(s.id, 0), [], 'metrics replace the checkpoints');
      assert.deepEqual(await store.simulations.listRunRecords(s.id, 0), [], 'and the run records');
      assert.equal(await store.simulations.saveRunRecord(s.id, 0, 4, Uint8Array.of(1), Date.now()), false, 'no records once the simulation has moved on');
      await store.simulations.transition(s.id, 'PROCESSING_ANALYSIS', 'advance', at());
      await store.simulations.transition(s.id, 'COMPLETED_ANALYSIS', 'advance', at(), { analysis: { executive_summary: 'é ✓ 数' } });
      assert.deepEqual(await store.simulations.getAnalysis(s.id), { executive_summary: 'é ✓ 数' });

      const edit = await store.simulations.transition(s.id, 'COMPLETED_CONFIG', 'config_edit', at(), { config: { a: 2 }, clear: 'results' });
      assert.ok(edit.ok && edit.simulation.generation === 1);
      assert.equal(await store.simulations.getMetrics(s.id), null);
      assert.equal(await store.simulations.getTracked(s.id), null);
      assert.equal(await store.simulations.getAnalysis(s.id), null);
      assert.deepEqual(await store.simulations.getConfig(s.id), { a: 2 });
      // A stage of generation 0 that finishes late can neither move the status nor write.
      const stale = await store.simulations.transition(s.id, 'PROCESSING_SIMULATION', 'advance', at(), {}, { generation: 0 });
      assert.deepEqual(stale, { ok: false, reason: 'stale', current: 'COMPLETED_CONFIG' });
      assert.equal(await store.simulations.saveCheckpoint(s.id, 0, { run: 0, step: 1, data: new Uint8Array(4) }, Date.now()), false);
      assert.equal(await store.simulations.saveRunRecord(s.id, 0, 0, new Uint8Array(4), Date.now()), false);

      const rerun = await store.simulations.transition(s.id, 'PENDING', 'architect_rerun', at(), { clear: 'all', prompt: 'new' });
      assert.ok(rerun.ok && rerun.simulation.generation === 2);
      assert.equal(await store.simulations.getConfig(s.id), null);
      assert.equal((await store.simulations.findById(s.id))?.prompt, 'new');
    });
  });
}
