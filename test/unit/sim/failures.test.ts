import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  CheckpointError,
  closeSimPool,
  estimateSimulationMemory,
  resumeSimulation,
  reduceRuns,
  runSimulation,
  SimulationError,
  SimulationMemoryError,
  SimulationNumericError,
  simulateRun,
} from '../../../src/sim/index.js';
import { SEGMENT_AGENT_STEPS } from '../../../src/sim/constants.js';
import { armsConfig, config, group, richConfig } from './fixtures.js';

after(closeSimPool);

describe('non-finite values', () => {
  it('fail with a message naming the group, the variable and the step', async () => {
    // x doubles every step through its own effect: 1e300 · 2^t overflows at step 28, while
    // the action (x at the start of the step) is still finite.
    const cfg = config(
      40,
      [
        group('ok', 10, { a: { type: 'initial_value', value: 1 } }),
        group('boom', 1, { x: { type: 'initial_value', value: 1e300 } }, { grow: { type: 'continuous', description: '', weights: { x: 1 }, effects: { x: 1 } } }),
      ],
      1,
    );
    for (const opts of [{ threads: 1 }, { threads: 2, inline: false as const }]) {
      await assert.rejects(runSimulation(cfg, opts), (e: unknown) => {
        assert.ok(e instanceof SimulationNumericError);
        assert.equal(e.groupId, 'boom');
        assert.equal(e.kind, 'variable');
        assert.equal(e.column, 'x');
        assert.equal(e.step, 28);
        assert.equal(e.what, 'value');
        assert.match(e.message, /variable 'x' of group 'boom' became NaN or infinite at step 28/);
        return true;
      });
    }
  });

  it('names a variable, and NaN from ∞ − ∞', async () => {
    const cfg = config(
      5,
      [group('g', 1, { x: { type: 'initial_value', value: 1e308, drift: 1e308 }, y: { type: 'initial_value', value: 0 } })],
      1,
    );
    await assert.rejects(runSimulation(cfg, { threads: 1 }), /variable 'x' of group 'g' became NaN or infinite at step 1/);
    const nan = config(
      3,
      [
        group(
          'g',
          1,
          { x: { type: 'initial_value', value: 1e308 }, y: { type: 'initial_value', value: -1e308 } },
          { b: { type: 'binary', description: '', weights: { x: 10, y: 10 } } },
        ),
      ],
      1,
    );
    await assert.rejects(runSimulation(nan, { threads: 1 }), /action 'b' of group 'g' became NaN or infinite at step 1/);
  });

  it('tells an overflowing group mean from a non-finite value', async () => {
    const cfg = config(2, [group('g', 10, { x: { type: 'initial_value', value: 1e308 } })], 1);
    await assert.rejects(runSimulation(cfg, { threads: 1 }), /variable 'x' of group 'g' has a group mean that overflowed to infinity during initialisation/);
  });

  it('reports initialisation overflow as such', async () => {
    const cfg = config(2, [group('g', 10, { u: { type: 'uniform', min: -1.7e308, max: 1.7e308 } })], 1);
    await assert.rejects(runSimulation(cfg, { threads: 1 }), /variable 'u' of group 'g' became NaN or infinite during initialisation/);
  });
});

describe('non-finite values with arms and replicates', () => {
  it('an event that overflows fails at its step; the lowest failing run is named, whatever the threads', async () => {
    const cfg = {
      ...config(6, [group('g', 6000, { x: { type: 'initial_value' as const, value: 1e200 }, y: { type: 'normal' as const, mean: 0, std: 1 } })], 1),
      replicates: 3,
      arms: [
        { id: 'fine', label: 'Fine', events: [{ step: 2, target: 'g.y', op: 'add' as const, value: 1 }] },
        { id: 'boom', label: 'Overflows at step 4', events: [{ step: 4, target: 'g.x', op: 'multiply' as const, value: 1e200 }] },
        { id: 'later', label: 'Overflows at step 2', events: [{ step: 2, target: 'g.x', op: 'multiply' as const, value: 1e300 }] },
      ],
    };
    for (const opts of [{ threads: 1 }, { threads: 2, inline: false as const }, { threads: 4, inline: false as const }]) {
      await assert.rejects(runSimulation(cfg, opts), (e: unknown) => {
        assert.ok(e instanceof SimulationNumericError);
        assert.equal(e.message, "Simulation failed: variable 'x' of group 'g' became NaN or infinite at step 4 (arm 'boom', replicate 0)");
        assert.deepEqual(e.run, { arm: 'boom', replicate: 0 });
        return true;
      });
    }
    await assert.rejects(simulateRun(cfg, 2 * 4 + 3, { threads: 2 }), /at step 2 \(arm 'later', replicate 2\)/);
  });
});

describe('cancellation', () => {
  it('rejects with an AbortError within one step inline, within one stretch on the pool (one worker or a gang)', async () => {
    // A stretch is SEGMENT_AGENT_STEPS per worker: the run is three gang stretches long, so a
    // cancel honoured only at the end would show as a run that reached its last step.
    const steps = Math.ceil((3 * 2 * SEGMENT_AGENT_STEPS) / 40_000);
    const cfg = richConfig(steps, 1, 20_000, 20_000);
    for (const opts of [{ threads: 1 }, { threads: 2, inline: false as const }, { threads: 1, inline: 'never' as const }]) {
      const ac = new AbortController();
      const seen: number[] = [];
      const p = runSimulation(cfg, {
        ...opts,
        signal: ac.signal,
        onProgress: (step) => {
          seen.push(step);
          if (step >= 3) ac.abort();
        },
      });
      await assert.rejects(p, (e: Error) => e.name === 'AbortError');
      // Nothing after the progress report that cancelled it, and the run did not finish.
      const at = seen.findIndex((s) => s >= 3);
      assert.equal(seen.length, at + 1, `progress after the cancel: ${seen.join(', ')}`);
      assert.ok(seen[at] < steps, `it ran to the end: ${seen.join(', ')}`);
      if (opts.threads === 1 && opts.inline === undefined) assert.equal(seen[at], 3);
    }
  });

  it('rejects at once when the signal is already aborted', async () => {
    await assert.rejects(runSimulation(richConfig(), { signal: AbortSignal.abort() }), { name: 'AbortError' });
  });
});

describe('memory budget', () => {
  it('estimates the state as agents × columns × 8 bytes', () => {
    const est = estimateSimulationMemory(richConfig(10, 1, 9000, 5000));
    assert.equal(est.stateBytes, 9000 * 7 * 8 + 5000 * 4 * 8);
    assert.ok(est.totalBytes >= est.stateBytes);
    assert.equal(est.checkpointBytes, 0);
    assert.ok(estimateSimulationMemory(richConfig(), { checkpoints: true }).checkpointBytes > 0);
  });

  it('refuses a configuration over the budget with a typed error', async () => {
    const cfg = richConfig(10, 1, 9000, 5000);
    await assert.rejects(runSimulation(cfg, { memoryBudgetBytes: 100_000 }), (e: unknown) => {
      assert.ok(e instanceof SimulationMemoryError);
      assert.equal(e.code, 'MEMORY_BUDGET_EXCEEDED');
      assert.equal(e.budgetBytes, 100_000);
      return true;
    });
    await runSimulation(cfg, { memoryBudgetBytes: 10_000_000, threads: 1 });
  });

  it('counts the per-step metrics of every arm and replicate, and names them when over the budget', async () => {
    const cfg = { ...armsConfig(1000, 1, 100, 200, 100) };
    const one = estimateSimulationMemory({ ...cfg, arms: [], replicates: 1 });
    const est = estimateSimulationMemory(cfg);
    assert.equal(est.stateBytes, one.stateBytes, 'the state is per run held at once');
    // 4 arms, 1000 steps, 11 columns; sum + 6 lowest + 6 highest per value; the question's series.
    assert.ok(est.bookkeepingBytes > 4 * 1000 * 11 * 8 * 13 + 4 * 100 * 1000 * 8, String(est.bookkeepingBytes));
    assert.ok(estimateSimulationMemory(cfg, { runsAtOnce: 2 }).stateBytes === 2 * one.stateBytes);
    await assert.rejects(runSimulation(cfg, { threads: 1, memoryBudgetBytes: est.totalBytes - 1 }), (e: unknown) => {
      assert.ok(e instanceof SimulationMemoryError);
      assert.match(e.message, /per-step metrics of 4 arms × 100 replicates/);
      return true;
    });
  });

  it('holds fewer runs at once when the budget cannot hold one per thread', async () => {
    const cfg = { ...richConfig(3, 1, 60_000, 1000), replicates: 4 };
    const one = estimateSimulationMemory(cfg, { runsAtOnce: 1 }).totalBytes;
    const two = estimateSimulationMemory(cfg, { runsAtOnce: 2 }).totalBytes;
    assert.ok(two > one);
    const tight = await runSimulation(cfg, { threads: 2, inline: false, memoryBudgetBytes: one + 1 });
    assert.deepEqual(tight.metrics, (await runSimulation(cfg, { threads: 1 })).metrics);
  });
});

describe('checkpoints', () => {
  it('refuse another configuration, another seed and corrupt bytes', async () => {
    const cfg = richConfig(6, 1, 500, 300);
    let cp: Uint8Array | undefined;
    await runSimulation(cfg, { threads: 1, checkpointEvery: 2, onCheckpoint: (c) => void (cp ??= c.slice()) });
    const other = structuredClone(cfg);
    other.agent_groups[0].number_of_agents = 501;
    await assert.rejects(resumeSimulation(other, cp!), CheckpointError);
    await assert.rejects(resumeSimulation(cfg, cp!, { seed: 2 }), CheckpointError);
    await assert.rejects(resumeSimulation(cfg, cp!.subarray(0, cp!.length - 8)), CheckpointError);
    await assert.rejects(resumeSimulation(cfg, new Uint8Array(64)), CheckpointError);
    await assert.rejects(resumeSimulation({ ...cfg, number_of_steps: 1 }, cp!), CheckpointError);
  });

  it('of runs, and run records, are refused when they belong to another run, configuration or seed', async () => {
    const cfg = armsConfig(4, 1, 2, 500, 300);
    const cps = new Map<number, Uint8Array>();
    const records = new Map<number, Uint8Array>();
    await runSimulation(cfg, {
      threads: 1,
      checkpointEvery: 2,
      onCheckpoint: (c, _s, run) => void cps.set(run, c.slice()),
      onRunFinished: (run, r) => void records.set(run, r.slice()),
    });
    const load = async (i: number) => records.get(i)!;
    await assert.rejects(resumeSimulation(cfg, { checkpoints: [cps.get(1)!, cps.get(1)!] }), /two checkpoints of run 1/);
    // A checkpoint naming a run the configuration does not have (same length, arm 7).
    const forged = Buffer.from(cps.get(1)!);
    const header = forged.subarray(12, 12 + forged.readUInt32LE(8));
    header.set(Buffer.from(header.toString('utf8').replace('"arm":1', '"arm":7')));
    await assert.rejects(resumeSimulation(cfg, { checkpoints: [new Uint8Array(forged)] }), /a run this configuration does not have/);
    await assert.rejects(resumeSimulation(cfg, { checkpoints: [cps.get(1)!] }, { seed: 9 }), /another seed/);
    await assert.rejects(
      resumeSimulation(cfg, { finished: { runs: [0, 1], load: async (i) => records.get(1 - i)! } }),
      /the record of run 0 belongs to another configuration, seed or run/,
    );
    await assert.rejects(resumeSimulation({ ...cfg, seed: 2 }, { finished: { runs: [0], load } }), CheckpointError);
    await assert.rejects(reduceRuns(cfg, async (i) => records.get(i === 3 ? 2 : i)!), /the record of run 3/);
    await assert.rejects(reduceRuns(cfg, load, { seed: 5 }), /another seed/);
    await assert.rejects(reduceRuns(cfg, async () => new Uint8Array(8)), /run record is truncated/);
    await assert.rejects(simulateRun(cfg, 3, { checkpoint: cps.get(1)! }), /checkpoint belongs to run 1, not 3/);
    await assert.rejects(simulateRun(cfg, 8), (e: unknown) => e instanceof SimulationError && e.code === 'INVALID_RUN' && /has 8 runs/.test(e.message));
    await assert.rejects(simulateRun(cfg, 0, { signal: AbortSignal.abort() }), { name: 'AbortError' });
    await assert.rejects(reduceRuns(cfg, load, { signal: AbortSignal.abort() }), { name: 'AbortError' });
  });
});
