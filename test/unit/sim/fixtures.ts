import { createHash } from 'node:crypto';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';

type Group = SimulationConfig['agent_groups'][number];

export function group(id: string, n: number, variables: Group['variables'], actions: Group['actions'] = {}): Group {
  return { id, name: id, description: `${id} test group`, number_of_agents: n, variables, actions };
}

export function config(steps: number, groups: Group[], seed?: number): SimulationConfig {
  return { step_unit: 'month', number_of_steps: steps, ...(seed === undefined ? {} : { seed }), agent_groups: groups };
}

/** Two groups over several chunks, every kind of variable and action, cross-references both ways. */
export function richConfig(steps = 12, seed = 11, n1 = 9000, n2 = 5000): SimulationConfig {
  return config(
    steps,
    [
      group(
        'households',
        n1,
        {
          income: { type: 'normal', mean: 50, std: 15, bounds: { min: 0 }, drift: 0.1, noise: 1 },
          mood: { type: 'uniform', min: -1, max: 1, bounds: { min: -1, max: 1 }, noise: 0.05 },
          owns: { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 } },
        },
        {
          buy: {
            type: 'binary',
            description: 'buys',
            intercept: -3,
            weights: { income: 0.02, mood: 1, 'households.owns': 2, owns: -20, 'firms.offer': 1 },
            effects: { owns: 1, income: -0.5 },
          },
          visits: {
            type: 'discrete',
            description: 'visits',
            max: 4,
            intercept: -1,
            weights: { mood: -1, 'households.visits': 0.2 },
            effects: { mood: 0.01 },
          },
          spend: {
            type: 'continuous',
            description: 'spend',
            intercept: 2,
            weights: { income: 0.05, 'firms.price': -0.1 },
            noise: 0.5,
            bounds: { min: 0 },
            effects: { income: -0.01 },
          },
          big: { type: 'discrete', description: 'large n', max: 120, intercept: 0.3, weights: { mood: 0.5 } },
        },
      ),
      group(
        'firms',
        n2,
        {
          price: { type: 'normal', mean: 10, std: 2, bounds: { min: 1 }, noise: 0.1 },
          cash: { type: 'uniform', min: 50, max: 150, drift: -1, noise: 2 },
        },
        {
          offer: { type: 'binary', description: 'offer', intercept: -1, weights: { cash: 0.005, 'households.spend': 0.1 }, effects: { cash: -0.5 } },
          reprice: {
            type: 'continuous',
            description: 'reprice',
            intercept: -0.1,
            weights: { 'households.buy': 0.5 },
            noise: 0.1,
            bounds: { min: -1, max: 1 },
            effects: { price: 1 },
          },
        },
      ),
    ],
    seed,
  );
}

/** SHA-256 of the baseline's per-step values (by_group), the part every engine version since 1.0.0 has had. */
export function metricsHash(metrics: { by_group: unknown }): string {
  return createHash('sha256').update(JSON.stringify({ by_group: metrics.by_group })).digest('hex');
}

export function meanVar(xs: ArrayLike<number>): { mean: number; variance: number } {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  const mean = s / xs.length;
  let q = 0;
  for (let i = 0; i < xs.length; i++) q += (xs[i] - mean) ** 2;
  return { mean, variance: q / (xs.length - 1) };
}

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * richConfig with Version 2's comparisons: 3 arms (one whose events change nothing) ×
 * `replicates` replicates, a top-level event, and a question on households.owns.
 */
export function armsConfig(steps = 12, seed = 11, replicates = 5, n1 = 9000, n2 = 5000): SimulationConfig {
  return {
    ...richConfig(steps, seed, n1, n2),
    events: [{ step: 2, target: 'firms.cash', op: 'add', value: 5 }],
    arms: [
      { id: 'richer', label: 'Incomes up 20% from step 4', events: [{ step: 4, target: 'households.income', op: 'multiply', value: 1.2 }] },
      {
        id: 'cheap',
        label: 'Prices set to 3 at step 6, then halved',
        events: [
          { step: 6, target: 'firms.price', op: 'set', value: 3 },
          { step: 6, target: 'firms.price', op: 'multiply', value: 0.5 },
        ],
      },
      {
        id: 'noop',
        label: 'Events that change nothing',
        events: [
          { step: 3, target: 'households.income', op: 'multiply', value: 1 },
          { step: 5, target: 'firms.cash', op: 'add', value: 0 },
        ],
      },
    ],
    baseline_label: 'Today',
    replicates,
    question: { kind: 'level_at_end', target: 'households.owns' },
  };
}

/** SHA-256 of everything a run returns that must not depend on threads or resumption. */
export function resultHash(r: { metrics: unknown; tracked: unknown; seed: number; engineVersion: string }): string {
  return createHash('sha256').update(JSON.stringify([r.metrics, r.tracked, r.seed, r.engineVersion])).digest('hex');
}
