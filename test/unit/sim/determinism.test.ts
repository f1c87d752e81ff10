import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeSimPool,
  ENGINE_VERSION,
  reduceRuns,
  resumeSimulation,
  runSimulation,
  deriveSeed,
  simulateRun,
  type ResumeState,
} from '../../../src/sim/index.js';
import { armsConfig, config, group, metricsHash, resultHash, richConfig } from './fixtures.js';

after(closeSimPool);

describe('determinism', () => {
  const cfg = richConfig(12, 11);

  it('gives bit-identical metrics inline and on the pool with 1, 2 and 4 threads', async () => {
    const inline = await runSimulation(cfg, { threads: 1 });
    assert.equal(inline.engineVersion, ENGINE_VERSION);
    assert.equal(inline.seed, 11);
    const h = metricsHash(inline.metrics);
    for (const threads of [1, 2, 4]) {
      const pooled = await runSimulation(cfg, { threads, inline: false });
      assert.equal(metricsHash(pooled.metrics), h, `pool with ${threads} threads`);
    }
    assert.equal(metricsHash((await runSimulation(cfg, { threads: 3, inline: true })).metrics), h);
  });

  it('changes with the seed', async () => {
    const a = await runSimulation(cfg, { threads: 1 });
    const b = await runSimulation(cfg, { threads: 1, seed: 12 });
    assert.notEqual(metricsHash(a.metrics), metricsHash(b.metrics));
  });

  it('makes a 12-step run the prefix of a 24-step run', async () => {
    const short = await runSimulation(cfg, { threads: 1 });
    const long = await runSimulation({ ...cfg, number_of_steps: 24 }, { threads: 2, inline: false });
    assert.equal(long.metrics.by_group[0].timeline.length, 24);
    const prefix = { by_group: long.metrics.by_group.map((g) => ({ ...g, timeline: g.timeline.slice(0, 12) })) };
    assert.equal(metricsHash(prefix), metricsHash(short.metrics));
  });

  it('resumes from checkpoints at several steps to bit-identical metrics', async () => {
    const checkpoints = new Map<number, Uint8Array>();
    const full = await runSimulation(cfg, {
      threads: 1,
      checkpointEvery: 3,
      onCheckpoint: (cp, step) => {
        checkpoints.set(step, cp.slice());
      },
    });
    assert.deepEqual([...checkpoints.keys()], [3, 6, 9]);
    const h = metricsHash(full.metrics);
    for (const [step, cp] of checkpoints) {
      const resumed = await resumeSimulation(cfg, cp, { threads: step === 6 ? 2 : 1, inline: step === 6 ? false : 'auto' });
      assert.equal(metricsHash(resumed.metrics), h, `resumed at step ${step}`);
      assert.equal(resumed.seed, full.seed);
    }
    // A checkpoint continues a longer run of the same configuration.
    const long = await runSimulation({ ...cfg, number_of_steps: 15 }, { threads: 1 });
    const extended = await resumeSimulation({ ...cfg, number_of_steps: 15 }, checkpoints.get(9)!, { threads: 1 });
    assert.equal(metricsHash(extended.metrics), metricsHash(long.metrics));
  });

  it('resumes from a checkpoint that sits at an unaligned offset of a larger buffer', async () => {
    let cp: Uint8Array | undefined;
    const small = richConfig(4, 3, 300, 200);
    const full = await runSimulation(small, { threads: 1, checkpointEvery: 2, onCheckpoint: (c) => void (cp = c.slice()) });
    const padded = new Uint8Array(cp!.length + 3);
    padded.set(cp!, 3);
    const resumed = await resumeSimulation(small, padded.subarray(3), { threads: 1 });
    assert.equal(metricsHash(resumed.metrics), metricsHash(full.metrics));
  });

  it('derives the seed from the simulation id when the config has none, and reports it', async () => {
    const { seed: _s, ...noSeed } = cfg;
    const a = await runSimulation(noSeed, { threads: 1, simulationId: 'sim-123' });
    const b = await runSimulation(noSeed, { threads: 1, simulationId: 'sim-123' });
    const c = await runSimulation(noSeed, { threads: 1, simulationId: 'sim-124' });
    assert.equal(a.seed, deriveSeed('sim-123'));
    assert.equal(metricsHash(a.metrics), metricsHash(b.metrics));
    assert.notEqual(a.seed, c.seed);
    const same = await runSimulation({ ...noSeed, seed: a.seed }, { threads: 1 });
    assert.equal(metricsHash(same.metrics), metricsHash(a.metrics));
  });

  it('golden: a fixed configuration and seed give pinned metrics (bump ENGINE_VERSION on purpose)', async () => {
    const golden = config(
      5,
      [
        group(
          'g',
          5000,
          {
            x: { type: 'normal', mean: 1, std: 2, noise: 0.5, bounds: { min: -3 } },
            y: { type: 'uniform', min: 0, max: 10, drift: 0.25 },
          },
          {
            b: { type: 'binary', description: 'b', intercept: -0.5, weights: { x: 0.3, 'g.y': 0.01 }, effects: { y: 1 } },
            d: { type: 'discrete', description: 'd', max: 3, weights: { 'g.b': 1 } },
            D: { type: 'discrete', description: 'D', max: 100, intercept: 0.2 },
            c: { type: 'continuous', description: 'c', intercept: 1, weights: { y: 0.1 }, noise: 1, effects: { x: -0.01 } },
          },
        ),
      ],
      20240601,
    );
    const r = await runSimulation(golden, { threads: 1 });
    assert.equal(ENGINE_VERSION, 'abm-kernel/2.0.0');
    assert.equal(metricsHash(r.metrics), GOLDEN);
  });
});

describe('determinism with arms and replicates (3 arms × 5 replicates)', () => {
  // 14,000 agents × 12 steps × 20 runs: above the inline threshold, so 'auto' uses the pool.
  const cfg = armsConfig(12, 11, 5);

  it('gives bit-identical metrics and tracked series inline, on the pool with 1, 2 and 4 threads, and by default', async () => {
    const inline = await runSimulation(cfg, { threads: 1 });
    assert.equal(inline.metrics.arms?.length, 4);
    const h = resultHash(inline);
    for (const threads of [1, 2, 4]) {
      assert.equal(resultHash(await runSimulation(cfg, { threads, inline: false })), h, `pool with ${threads} threads`);
    }
    assert.equal(resultHash(await runSimulation(cfg, {})), h, 'default choice');
    assert.equal(resultHash(await runSimulation(cfg, { threads: 4, inline: true })), h, 'inline with 4 threads asked');
  });

  it('resumes a simulation interrupted with runs finished, in flight and not started, to bit-identical results', async () => {
    // Record what a store would hold at several moments: finished runs' records and the last
    // checkpoint of every run still in flight.
    const records = new Map<number, Uint8Array>();
    const latest = new Map<number, Uint8Array>();
    const crashes: ResumeState[] = [];
    const full = await runSimulation(cfg, {
      threads: 2,
      inline: false,
      checkpointEvery: 4,
      onCheckpoint: (cp, _step, run) => {
        latest.set(run, cp.slice());
      },
      onRunFinished: (run, record) => {
        records.set(run, record.slice());
        latest.delete(run);
        if ([1, 7, 15].includes(records.size)) {
          const finished = new Map(records);
          crashes.push({ finished: { runs: [...finished.keys()], load: async (i) => finished.get(i)! }, checkpoints: [...latest.values()] });
        }
      },
    });
    const h = resultHash(full);
    assert.equal(records.size, 20);
    assert.ok(crashes.some((c) => (c.checkpoints?.length ?? 0) > 0), 'some crash point has runs in flight');
    for (const [i, crash] of crashes.entries()) {
      const opts = [{ threads: 1 }, { threads: 2, inline: false as const }, { threads: 4, inline: false as const }][i];
      const progress: number[] = [];
      const resumed = await resumeSimulation(cfg, crash, { ...opts, onProgress: (step) => progress.push(step) });
      assert.equal(resultHash(resumed), h, `crash ${i} resumed with ${JSON.stringify(opts)}`);
      assert.ok(progress[0] > crash.finished!.runs.length * 12, 'progress starts where the runs were');
      assert.equal(progress.at(-1), 20 * 12);
    }
  });

  it('runs one by one (as Temporal activities do), reduced afterwards: the same bits', async () => {
    const records = new Map<number, Uint8Array>();
    for (let run = 19; run >= 0; run--) records.set(run, await simulateRun(cfg, run, { threads: 2 }));
    const reduced = await reduceRuns(cfg, async (run) => records.get(run)!);
    assert.equal(resultHash(reduced), resultHash(await runSimulation(cfg, { threads: 1 })));
  });
});

const GOLDEN = '610019ca361287b92beb26bc5cb6bd50fb719d2f914391245f4238ca6814de24';
