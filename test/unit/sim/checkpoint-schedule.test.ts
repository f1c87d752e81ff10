import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckpointSchedule } from '../../../src/sim/checkpoint-schedule.js';
import { resumeSimulation, runSimulation } from '../../../src/sim/index.js';
import { metricsHash, richConfig } from './fixtures.js';

const image = new Uint8Array(8);

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('checkpoint schedule', () => {
  it('falls due by measured time since the last write ended', async () => {
    let now = 1000;
    const s = new CheckpointSchedule({ everyMs: 500, onCheckpoint: () => {}, now: () => now });
    assert.equal(s.due(1), false);
    now = 1499;
    assert.equal(s.due(2), false);
    now = 1500;
    assert.equal(s.due(3), true);
    s.write(image, 3);
    await tick();
    now = 1700;
    assert.equal(s.due(4), false, 'the clock restarts at the last write');
    now = 2000;
    assert.equal(s.due(5), true);
  });

  it('never lets writes take more than a fifth of the time, however slow the store', async () => {
    let now = 0;
    const slow = deferred();
    const s = new CheckpointSchedule({ everyMs: 100, onCheckpoint: () => slow.promise, now: () => now });
    now = 100;
    assert.equal(s.due(1), true);
    s.write(image, 1);
    await tick();
    now = 1100;
    slow.resolve();
    await tick();
    // The write took 1000: the next waits 4000 after it ended, not 100.
    now = 1100 + 3999;
    assert.equal(s.due(2), false);
    now = 1100 + 4000;
    assert.equal(s.due(3), true);
  });

  it('is off without a callback, and by steps when asked', () => {
    assert.equal(new CheckpointSchedule({ everyMs: 0 }).enabled, false);
    const s = new CheckpointSchedule({ everySteps: 3, onCheckpoint: () => {} });
    assert.deepEqual([1, 2, 3, 4, 5, 6].filter((t) => s.due(t)), [3, 6]);
  });

  it('keeps at most one write in flight: a checkpoint due meanwhile waits for the write to end', async () => {
    const pending = deferred();
    let now = 0;
    const steps: number[] = [];
    const s = new CheckpointSchedule({ everyMs: 10, onCheckpoint: (_, step) => (steps.push(step), pending.promise), now: () => now });
    now = 10;
    assert.equal(s.due(1), true);
    s.write(image, 1);
    await tick();
    now = 100;
    assert.equal(s.due(2), false, 'write in flight');
    pending.resolve();
    await tick();
    // The write took 90 (10 → 100): the next is due 4 × 90 after it ended.
    now = 100 + 360;
    assert.equal(s.due(3), true);
    await s.finish();
    assert.deepEqual(steps, [1]);
  });

  it('rethrows a failed write at the next step boundary and from finish()', async () => {
    const s = new CheckpointSchedule({ everySteps: 1, onCheckpoint: () => Promise.reject(new Error('disk full')) });
    s.write(image, 1);
    await tick();
    assert.throws(() => s.check(), /disk full/);
    await assert.rejects(s.finish(), /disk full/);
    const sync = new CheckpointSchedule({ everySteps: 1, onCheckpoint: () => {
      throw new Error('sync failure');
    } });
    sync.write(image, 1);
    await assert.rejects(sync.finish(), /sync failure/);
  });
});

describe('checkpoints during a run', () => {
  it('do not hold up the steps: the run goes on while a write is pending, and waits for it at the end', async () => {
    const cfg = richConfig(8, 3, 2000, 1000);
    const write = deferred();
    let stepAtWrite = 0;
    let lastStep = 0;
    let resolved = false;
    const run = runSimulation(cfg, {
      threads: 1,
      checkpointEvery: 2,
      onCheckpoint: (_, step) => {
        stepAtWrite ||= step;
        return write.promise;
      },
      onProgress: (step) => {
        lastStep = step;
        // Release the write only once the run has gone well past it.
        if (step === 7) setTimeout(() => ((resolved = true), write.resolve()), 20);
      },
    });
    const result = await run;
    assert.equal(stepAtWrite, 2);
    assert.equal(lastStep, 8, 'all steps ran while the first write was pending');
    assert.ok(resolved, 'the run finished only after its write');
    assert.equal(result.metrics.by_group[0].timeline.length, 8);
  });

  it('fail the run when a write fails', async () => {
    await assert.rejects(
      runSimulation(richConfig(6, 3, 500, 300), { threads: 1, checkpointEveryMs: 0, onCheckpoint: async () => Promise.reject(new Error('store unavailable')) }),
      /store unavailable/,
    );
  });

  it('are written into one buffer per run: the next image reuses the last one\'s once its write has ended', async () => {
    const buffers = new Set<ArrayBufferLike>();
    let images = 0;
    await runSimulation(richConfig(12, 5, 2001, 1001), {
      threads: 1,
      checkpointEveryMs: 0,
      onCheckpoint: async (cp) => {
        images++;
        buffers.add(cp.buffer);
        await Promise.resolve();
      },
    });
    assert.ok(images >= 3, `images: ${images}`);
    assert.equal(buffers.size, 1);
  });

  it('taken by time resume to bit-identical metrics', async () => {
    const cfg = richConfig(10, 4, 3001, 2002);
    const images: Array<[number, Uint8Array]> = [];
    const full = await runSimulation(cfg, { threads: 1, checkpointEveryMs: 0, onCheckpoint: (cp, step) => void images.push([step, cp.slice()]) });
    assert.ok(images.length >= 3, `checkpoints: ${images.map(([s]) => s).join(', ')}`);
    assert.ok(images.every(([s]) => s < 10), 'never after the last step');
    for (const [step, cp] of images) {
      const resumed = await resumeSimulation(cfg, cp, { threads: 1 });
      assert.equal(metricsHash(resumed.metrics), metricsHash(full.metrics), `resumed at step ${step}`);
    }
  });
});
