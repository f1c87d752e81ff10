import { createHash } from 'node:crypto';
import type { SimulationConfig } from '../domain/simulation-config.js';
import { configHash } from './checkpoint.js';
import { SimulationError } from './errors.js';
import { buildArms, buildPlan, resolveColumn, type Plan, type PlanArm } from './plan.js';
import type { TrackColumn } from './reducer.js';
import type { RunSpec } from './run-core.js';
import { compileGroup, type CompiledGroup } from './wasm/runtime.js';

/**
 * The runs of a configuration: every arm (the baseline first) × every replicate. Run index
 * i = replicate × arms + arm, so the baseline's replicate 0 is run 0 and a configuration
 * without arms or replicates has exactly that one run.
 */
export interface RunKey {
  index: number;
  arm: number;
  replicate: number;
  seed: number;
}

export interface Layout {
  plan: Plan;
  arms: PlanArm[];
  replicates: number;
  baseSeed: number;
  hash: string;
  /** Each group's WebAssembly module and memory layout (src/sim/wasm). */
  kernels: CompiledGroup[];
  runs: RunKey[];
  track: TrackColumn[];
}

/**
 * Replicate r's seed: replicate 0 runs on the configuration's seed; r > 0 on the first four
 * bytes (big-endian) of SHA-256("abm-replicate:<seed>:<r>"), decimal integers. Every arm's
 * replicate r uses the same seed, so arms differ only where their events make them differ.
 */
export function replicateSeed(seed: number, replicate: number): number {
  if (replicate === 0) return seed;
  return createHash('sha256').update(`abm-replicate:${seed}:${replicate}`).digest().readUInt32BE(0);
}

/** The targets tracked by default: the question's, when the configuration asks one. */
export function defaultTrack(config: SimulationConfig): string[] {
  return config.question ? [config.question.target] : [];
}

export function layoutOf(config: SimulationConfig, baseSeed: number, track: readonly string[] = defaultTrack(config)): Layout {
  const plan = buildPlan(config);
  const arms = buildArms(config, plan);
  const replicates = config.replicates ?? 1;
  const runs: RunKey[] = [];
  for (let replicate = 0; replicate < replicates; replicate++) {
    const seed = replicateSeed(baseSeed, replicate);
    for (let arm = 0; arm < arms.length; arm++) runs.push({ index: runs.length, arm, replicate, seed });
  }
  const columns = [...new Set(track)].map((target): TrackColumn => {
    const ref = resolveColumn(plan, target);
    if (!ref) throw new SimulationError('INVALID_TRACK_TARGET', `cannot track '${target}': not '<group_id>.<variable or action>' of this configuration`);
    return { target, ...ref };
  });
  return {
    plan,
    arms,
    replicates,
    baseSeed,
    hash: configHash(config),
    kernels: plan.groups.map(compileGroup),
    runs,
    track: columns,
  };
}

export function runSpec(layout: Layout, key: RunKey): RunSpec {
  return { plan: layout.plan, seed: key.seed, kernels: layout.kernels, events: layout.arms[key.arm].events };
}

/** Number of runs of a configuration (arms × replicates), without building anything. */
export function runCount(config: SimulationConfig): number {
  return (1 + (config.arms?.length ?? 0)) * (config.replicates ?? 1);
}
