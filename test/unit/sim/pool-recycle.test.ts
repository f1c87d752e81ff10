/**
 * After a run whose state is large, the worker pool is recycled once no run uses it (issue 11:
 * RSS stayed GBs higher after a stopped maximum run, since shared WebAssembly memories cannot
 * shrink and idle workers kept references to them). Checked by what happens to the workers,
 * not by timing or RSS: they exit, and the next run gets a fresh pool with the same results.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Worker } from 'node:worker_threads';
import { closeSimPool, runSimulation, SimulationAbortError, simPoolRecycles } from '../../../src/sim/index.js';
import { currentSimPool, enterSimPool, leaveSimPool, readySimPool } from '../../../src/sim/pool.js';
import { estimateSimulationMemory } from '../../../src/sim/memory.js';
import { richConfig } from './fixtures.js';

after(closeSimPool);

const workersOf = async () => (await readySimPool()).threads as Worker[];
const exited = (workers: Worker[]) => Promise.all(workers.map((w) => new Promise<void>((resolve) => w.once('exit', () => resolve()))));

describe('the simulation pool after a large run', () => {
  const small = richConfig(6, 3, 3000, 2000);
  const state = estimateSimulationMemory(small).stateBytes;

  it('a run under the threshold keeps the pool and its workers', async () => {
    const pool = await readySimPool();
    const before = simPoolRecycles();
    await runSimulation(small, { inline: 'never', recyclePoolAboveBytes: state + 1 });
    assert.equal(currentSimPool(), pool);
    assert.equal(simPoolRecycles(), before);
  });

  it('a run at or over it: the workers exit and the next run gets a fresh pool, with the same results', async () => {
    const workers = await workersOf();
    const pool = currentSimPool();
    assert.ok(workers.length > 0);
    const gone = exited(workers);
    const before = simPoolRecycles();
    const first = await runSimulation(small, { inline: 'never', recyclePoolAboveBytes: state });
    assert.equal(simPoolRecycles(), before + 1);
    assert.equal(currentSimPool(), null, 'the pool is dropped at once');
    await gone; // every worker that held the run's memory has ended
    const again = await runSimulation(small, { inline: 'never', recyclePoolAboveBytes: 0 });
    assert.notEqual(currentSimPool(), pool);
    assert.deepEqual(again.metrics, first.metrics);
  });

  it('never while another run still uses the pool: it waits for the last one', async () => {
    const before = simPoolRecycles();
    enterSimPool(); // another run holding the pool (as runSimulation does for its whole length)
    await runSimulation(small, { inline: 'never', recyclePoolAboveBytes: state });
    assert.equal(simPoolRecycles(), before, 'not while the other run is going');
    assert.notEqual(currentSimPool(), null);
    leaveSimPool(0, 0);
    assert.equal(simPoolRecycles(), before + 1);
  });

  it('a stopped (cancelled) large run recycles too', async () => {
    const before = simPoolRecycles();
    const ac = new AbortController();
    const run = runSimulation(richConfig(400, 5, 3000, 2000), { inline: 'never', recyclePoolAboveBytes: state, signal: ac.signal, onProgress: () => ac.abort() });
    await assert.rejects(run, SimulationAbortError);
    assert.equal(simPoolRecycles(), before + 1);
  });
});
