export { ENGINE_VERSION, CHUNK_SIZE, INLINE_MAX_AGENTS, INLINE_MAX_WORK } from './constants.js';
export {
  runSimulation,
  resumeSimulation,
  simulateRun,
  reduceRuns,
  deriveSeed,
  resolveSeed,
  type RunOptions,
  type ResumeState,
  type SimulationResult,
  type SimulationMetrics,
  type TimelineEntry,
} from './runner.js';
export { replicateSeed, runCount, defaultTrack } from './layout.js';
export type { TrackedSeries, ArmMetricsResult, GroupTimeline } from './results.js';
export { estimateSimulationMemory, DEFAULT_MEMORY_BUDGET_BYTES, type MemoryEstimate } from './memory.js';
export {
  SimulationError,
  SimulationNumericError,
  SimulationMemoryError,
  SimulationAbortError,
  CheckpointError,
} from './errors.js';
export { closeSimPool, readySimPool, simPoolRecycles } from './pool.js';
export { configHash } from './checkpoint.js';
