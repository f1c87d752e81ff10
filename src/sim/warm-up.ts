import type { SimulationConfig } from '../domain/simulation-config.js';
import { layoutOf, runSpec } from './layout.js';
import { allocateRun, RunCore } from './run-core.js';
import { dropSpareMemories } from './wasm/runtime.js';

/**
 * A small simulation every pool worker runs once when it starts, so that the JavaScript around
 * the kernel (the step loop, events, column means, per-step coefficients, the reduce) is
 * already optimised in that worker when its first real run arrives. Each worker is its own
 * V8 isolate and optimises its code separately: without this, the first runs a fresh worker
 * gets spend a large share of their time in the interpreter (measured: the events of the arms
 * benchmark took ~15 % of a cold worker's time and ~2 % of a warm one's), and a short
 * simulation of many runs is mostly first runs. It touches no state of any real run: its own
 * module, its own memory, released (and dropped with the idle spares) afterwards.
 *
 * Every variable kind, action kind and event op is present so that each code path is warm.
 */
export const WARM_UP_CONFIG: SimulationConfig = {
  step_unit: 'month',
  number_of_steps: 12,
  seed: 1,
  agent_groups: [
    {
      id: 'warm',
      name: 'Warm-up',
      description: 'Agents of the warm-up simulation',
      number_of_agents: 2 * 4096 + 5,
      variables: {
        wealth: { type: 'normal', mean: 100, std: 20, bounds: { min: 0 }, drift: 1, noise: 1, growth: 0.01 },
        mood: { type: 'uniform', min: 0, max: 1, bounds: { min: 0, max: 1 }, noise: 0.02 },
        owns: { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 } },
      },
      actions: {
        buy: { type: 'binary', description: 'Buys', intercept: -2, weights: { mood: 1, 'warm.owns': 2 }, effects: { owns: 1, wealth: -5 } },
        visits: { type: 'discrete', description: 'Visits', max: 4, intercept: -1, weights: { mood: 1 }, effects: { mood: 0.01 } },
        spend: { type: 'continuous', description: 'Spends', intercept: 1, weights: { wealth: 0.01 }, noise: 0.5, bounds: { min: 0 }, effects: { wealth: -1 } },
      },
    },
  ],
  arms: [
    { id: 'set', label: 'Set', events: [{ step: 2, target: 'warm.mood', op: 'set', value: 0.5 }] },
    { id: 'add', label: 'Add', events: [{ step: 3, target: 'warm.wealth', op: 'add', value: 10 }] },
    { id: 'multiply', label: 'Multiply', events: [{ step: 4, target: 'warm.wealth', op: 'multiply', value: 1.1 }] },
  ],
} as SimulationConfig;

/** Runs every arm of the warm-up simulation on this thread, a few times over. */
export function warmUpThread(rounds = 3): void {
  const layout = layoutOf(WARM_UP_CONFIG, 1, []);
  for (let i = 0; i < rounds; i++) {
    for (const key of layout.runs) {
      const core = new RunCore(runSpec(layout, key), allocateRun(layout.plan, layout.kernels));
      try {
        core.init();
        core.advance(0, layout.plan.steps);
      } finally {
        core.release();
      }
    }
  }
  dropSpareMemories();
}
