import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  CheckpointError,
  closeSimPool,
  estimateSimulationMemory,
  resumeSimulation,
  runSimulation,
  SimulationMemoryError,
  SimulationNumericError,
} from '../../../src/sim/index.js';
import { config, group, richConfig } from './fixtures.js';

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

describe('cancellation', () => {
  it('rejects with an AbortError within one step, inline and on the pool', async () => {
    const cfg = richConfig(200, 1, 20_000, 20_000);
    for (const opts of [{ threads: 1 }, { threads: 2, inline: false as const }]) {
      const ac = new AbortController();
      let last = 0;
      const p = runSimulation(cfg, {
        ...opts,
        signal: ac.signal,
        onProgress: (step) => {
          last = step;
          if (step === 3) ac.abort();
        },
      });
      await assert.rejects(p, (e: Error) => e.name === 'AbortError');
      assert.equal(last, 3);
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
});
