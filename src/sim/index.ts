export { ENGINE_VERSION, CHUNK_SIZE, INLINE_MAX_AGENTS } from './constants.js';
export {
  runSimulation,
  resumeSimulation,
  deriveSeed,
  resolveSeed,
  type RunOptions,
  type SimulationResult,
  type SimulationMetrics,
  type TimelineEntry,
} from './runner.js';
export { estimateSimulationMemory, DEFAULT_MEMORY_BUDGET_BYTES, type MemoryEstimate } from './memory.js';
export {
  SimulationError,
  SimulationNumericError,
  SimulationMemoryError,
  SimulationAbortError,
  CheckpointError,
} from './errors.js';
export { closeSimPool, readySimPool } from './pool.js';
export { configHash } from './checkpoint.js';
