import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../helpers/databases.js';
import { openStore, type Store } from '../../../src/store/index.js';
import type { SimulationStatus } from '../../../src/domain/lifecycle.js';
import { simulationRecord } from '../../helpers/records.js';

const sim = (status: SimulationStatus) => simulationRecord('t', Date.now(), { status });

/** On a SQLite file, checkpoints and run records live in files beside it, not in it (issue 11). */
describe('run files beside the SQLite database', () => {
  let db: TestDatabase;
  let store: Store;
  const runsDir = () => join(db.dataDir, 'service.db-runs');
  before(async () => {
    db = await createTestDatabase('sqlite');
    store = await openStore({ dataDir: db.dataDir });
  });
  after(async () => {
    await store.close();
    await db.drop();
  });

  it('a checkpoint of 32 MB goes to a file, replaces the last one, and leaves the database file small', async () => {
    const s = sim('PROCESSING_SIMULATION');
    await store.simulations.insert(s);
    const big = new Uint8Array(32 * 2 ** 20).fill(7);
    assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 0, step: 3, data: big }, Date.now()));
    assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 0, step: 6, data: big.subarray(0, 1000) }, Date.now()));
    assert.deepEqual(readdirSync(join(runsDir(), s.id)), ['ckpt-g0-r0-s6.bin']);
    const [cp] = await store.simulations.loadCheckpoints(s.id, 0);
    assert.deepEqual([cp.run, cp.step, cp.data.length], [0, 6, 1000]);
    assert.ok(statSync(join(db.dataDir, 'service.db')).size < 8 * 2 ** 20, 'no blob in the database');
    // A finished run's record replaces its checkpoint.
    assert.ok(await store.simulations.saveRunRecord(s.id, 0, 0, Uint8Array.of(1, 2, 3), Date.now()));
    assert.deepEqual(await store.simulations.loadCheckpoints(s.id, 0), []);
    assert.deepEqual(await store.simulations.listRunRecords(s.id, 0), [0]);
    assert.deepEqual([...((await store.simulations.loadRunRecord(s.id, 0, 0)) ?? [])], [1, 2, 3]);
  });

  it('the files go when the metrics are written, and when a reset clears the results', async () => {
    const s = sim('PROCESSING_SIMULATION');
    await store.simulations.insert(s);
    assert.ok(await store.simulations.saveCheckpoint(s.id, 0, { run: 1, step: 2, data: Uint8Array.of(5) }, Date.now()));
    const moved = await store.simulations.transition(s.id, 'COMPLETED_SIMULATION', 'advance', Date.now(), { metrics: { metrics: {}, seed: 1, engineVersion: 'x' } });
    assert.ok(moved.ok);
    assert.equal(existsSync(join(runsDir(), s.id)), false);

    const r = sim('PROCESSING_SIMULATION');
    await store.simulations.insert(r);
    assert.ok(await store.simulations.saveRunRecord(r.id, 0, 0, Uint8Array.of(5), Date.now()));
    assert.ok((await store.simulations.transition(r.id, 'COMPLETED_CONFIG', 'config_edit', Date.now(), { clear: 'results' })).ok);
    assert.equal(existsSync(join(runsDir(), r.id)), false);
    assert.equal(await store.simulations.saveCheckpoint(r.id, 0, { run: 0, step: 1, data: Uint8Array.of(1) }, Date.now()), false, 'the old generation may not write');
    assert.equal(existsSync(join(runsDir(), r.id)), false);
  });

  it('at start-up, files nothing can resume from any more are removed; those of a run in flight stay', async () => {
    const done = sim('PROCESSING_SIMULATION');
    const flying = sim('PROCESSING_SIMULATION');
    await store.simulations.insert(done);
    await store.simulations.insert(flying);
    assert.ok(await store.simulations.saveCheckpoint(done.id, 0, { run: 0, step: 2, data: Uint8Array.of(1) }, Date.now()));
    assert.ok(await store.simulations.saveCheckpoint(flying.id, 0, { run: 0, step: 2, data: Uint8Array.of(2) }, Date.now()));
    // As a crash between the commit and the removal would leave it: FAILED, files still there.
    await store.database.db('simulations').where({ id: done.id }).update({ status: 'FAILED' });
    await store.close();
    store = await openStore({ dataDir: db.dataDir });
    assert.equal(existsSync(join(runsDir(), done.id)), false);
    assert.equal((await store.simulations.loadCheckpoints(flying.id, 0)).length, 1);
  });
});
