/**
 * Small runs (arms × replicates of a small population) go to the pool several per task, so
 * they do not each pay a task's round trip (src/sim/runner.ts wholeRunsPerTask). Checked by
 * what the pool did (tasks completed), and that the results stay the same bits as one run per
 * task (inline) and resume the same way.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';
import { readySimPool } from '../../../src/sim/pool.js';
import { armsConfig, metricsHash } from './fixtures.js';

after(closeSimPool);

describe('small runs on the pool', () => {
  it('travel several to a task, with the same bits as inline', async () => {
    // 4 arms × 6 replicates = 24 runs of 1,400 agents × 8 steps.
    const cfg = armsConfig(8, 5, 6, 900, 500);
    const pool = await readySimPool();
    const before = pool.completed;
    const pooled = await runSimulation(cfg, { threads: 2, inline: false });
    const tasks = pool.completed - before;
    assert.ok(tasks > 1 && tasks < 24, `tasks for 24 runs: ${tasks}`);
    assert.equal(metricsHash(pooled.metrics), metricsHash((await runSimulation(cfg, { threads: 1 })).metrics));
  });

  it('go one to a task when checkpoints are counted in steps', async () => {
    const cfg = armsConfig(8, 5, 2, 900, 500);
    const pool = await readySimPool();
    const before = pool.completed;
    const images: number[] = [];
    await runSimulation(cfg, { threads: 2, inline: false, checkpointEvery: 4, onCheckpoint: (_cp, step) => void images.push(step) });
    // 8 runs, each in two segments of 4 steps (a checkpoint between them).
    assert.equal(pool.completed - before, 16);
    assert.equal(images.length, 8);
  });

  it('report progress for every run and hand every finished run to onRunFinished in its turn', async () => {
    const cfg = armsConfig(8, 5, 6, 900, 500);
    const finished: number[] = [];
    let last = 0;
    await runSimulation(cfg, {
      threads: 2,
      inline: false,
      onProgress: (step, total) => {
        assert.ok(step > last && step <= total);
        last = step;
      },
      onRunFinished: (run) => void finished.push(run),
    });
    assert.equal(last, 24 * 8);
    assert.deepEqual([...finished].sort((a, b) => a - b), Array.from({ length: 24 }, (_, i) => i));
  });
});
