import type { SimulationConfig } from '../domain/simulation-config.js';
import { CHUNK_SIZE } from './constants.js';

export const DEFAULT_MEMORY_BUDGET_BYTES = 4 * 2 ** 30;

export interface MemoryEstimate {
  /** agents × (variables + actions) × 8: the shared state columns */
  stateBytes: number;
  /** per-chunk sums, per-step metrics and their JSON objects */
  bookkeepingBytes: number;
  /** one checkpoint image (state + metrics), when checkpoints are on */
  checkpointBytes: number;
  totalBytes: number;
}

// A timeline entry as JS objects: two small objects plus a property per column.
const BYTES_PER_METRIC_VALUE = 48;
const BYTES_PER_TIMELINE_ENTRY = 160;

/** What a run of this configuration allocates, excluding the process and its workers. */
export function estimateSimulationMemory(config: SimulationConfig, opts: { checkpoints?: boolean } = {}): MemoryEstimate {
  let stateBytes = 0;
  let bookkeepingBytes = 0;
  let metricFloats = 0;
  for (const g of config.agent_groups) {
    const width = Object.keys(g.variables).length + Object.keys(g.actions).length;
    stateBytes += g.number_of_agents * width * 8;
    bookkeepingBytes += Math.ceil(g.number_of_agents / CHUNK_SIZE) * width * 8;
    metricFloats += config.number_of_steps * width;
    bookkeepingBytes += config.number_of_steps * (width * (8 + BYTES_PER_METRIC_VALUE) + BYTES_PER_TIMELINE_ENTRY);
  }
  const checkpointBytes = opts.checkpoints ? stateBytes + metricFloats * 8 + 4096 : 0;
  return { stateBytes, bookkeepingBytes, checkpointBytes, totalBytes: stateBytes + bookkeepingBytes + checkpointBytes };
}
