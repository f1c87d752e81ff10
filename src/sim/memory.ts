import type { SimulationConfig } from '../domain/simulation-config.js';
import { CHUNK_SIZE } from './constants.js';
import { formatBytes } from './errors.js';
import { tailSizes } from './percentiles.js';

export const DEFAULT_MEMORY_BUDGET_BYTES = 4 * 2 ** 30;

export interface MemoryEstimate {
  /** agents × (variables + actions) × 8 per run, times the runs held at once: the shared state columns */
  stateBytes: number;
  /**
   * Chunk sums and per-step metrics of the runs held at once, finished runs waiting for an
   * earlier replicate, the reduce's per-arm sums and percentile tails, the result objects and
   * the tracked series
   */
  bookkeepingBytes: number;
  /** one checkpoint image (state + metrics) per run held at once, when checkpoints are on */
  checkpointBytes: number;
  totalBytes: number;
  runsAtOnce: number;
  /** The estimate in words, for an error message. */
  breakdown: string;
}

export interface MemoryOptions {
  checkpoints?: boolean;
  /** Runs in memory at the same time (default 1); 0 for the reduce alone (Temporal). */
  runsAtOnce?: number;
  /** Finished runs that may wait for an earlier replicate before being folded (default 2 × runsAtOnce). */
  waitingRuns?: number;
  /** Tracked targets (default: 1 when the configuration has a question). */
  tracked?: number;
  /** false for one run on its own (Temporal), which keeps nothing across runs. */
  reduce?: boolean;
}

// A timeline entry as JS objects: two small objects plus a property per column.
const BYTES_PER_METRIC_VALUE = 48;
const BYTES_PER_TIMELINE_ENTRY = 160;
// A tracked replicate: a JS array of doubles plus its header.
const BYTES_PER_TRACKED_ARRAY = 32;

/**
 * What a run of this configuration allocates, excluding the process and its workers. The
 * state grows with agents × columns × runs at once; everything kept per step grows with
 * arms × steps × columns, times (1 + the percentile tails, ⌊0.05·(R − 1)⌋ + 2 numbers each)
 * for the reduce, and with arms × replicates × steps for each tracked target.
 */
export function estimateSimulationMemory(config: SimulationConfig, opts: MemoryOptions = {}): MemoryEstimate {
  const runsAtOnce = opts.runsAtOnce ?? 1;
  const reducing = opts.reduce !== false;
  const waiting = reducing ? (opts.waitingRuns ?? 2 * runsAtOnce) : 0;
  const arms = 1 + (config.arms?.length ?? 0);
  const replicates = config.replicates ?? 1;
  const tracked = opts.tracked ?? (config.question ? 1 : 0);
  const steps = config.number_of_steps;
  let runState = 0;
  let runSums = 0;
  let columns = 0;
  let groups = 0;
  for (const g of config.agent_groups) {
    const width = Object.keys(g.variables).length + Object.keys(g.actions).length;
    runState += g.number_of_agents * width * 8;
    runSums += Math.ceil(g.number_of_agents / CHUNK_SIZE) * width * 8;
    columns += width;
    groups++;
  }
  const runMetrics = steps * columns * 8;
  const { low, high } = tailSizes(replicates);
  const reduce = arms * runMetrics * (1 + low + high);
  const timelines = arms > 1 || replicates > 1 ? 1 + 3 * arms : 1;
  const results = timelines * steps * (columns * BYTES_PER_METRIC_VALUE + groups * BYTES_PER_TIMELINE_ENTRY);
  const series = tracked * arms * replicates * (steps * 8 + BYTES_PER_TRACKED_ARRAY);
  const stateBytes = runsAtOnce * runState;
  const perStep = reducing ? reduce + results + series + waiting * runMetrics : 0;
  const bookkeepingBytes = runsAtOnce * (runSums + runMetrics) + perStep;
  const checkpointBytes = opts.checkpoints ? runsAtOnce * (runState + runMetrics + 4096) : 0;
  const breakdown =
    `agent state ${formatBytes(stateBytes)} for ${runsAtOnce} run${runsAtOnce === 1 ? '' : 's'} at a time, ` +
    `per-step metrics of ${arms} arm${arms === 1 ? '' : 's'} × ${replicates} replicate${replicates === 1 ? '' : 's'} ${formatBytes(perStep)}` +
    (checkpointBytes ? `, checkpoints ${formatBytes(checkpointBytes)}` : '');
  return { stateBytes, bookkeepingBytes, checkpointBytes, totalBytes: stateBytes + bookkeepingBytes + checkpointBytes, runsAtOnce, breakdown };
}
