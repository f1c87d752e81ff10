/**
 * Bumped whenever a change alters any result for a given (configuration, seed): bit-identity
 * is promised within one engine version only. Stored with every result and checkpoint.
 */
export const ENGINE_VERSION = 'abm-kernel/2.0.0';

/**
 * Agents per chunk. Part of the engine, not of the machine: random streams are seeded per
 * (seed, group, chunk, step) and group sums are reduced chunk by chunk, so changing this
 * changes results and must bump ENGINE_VERSION.
 */
export const CHUNK_SIZE = 4096;

/**
 * Agents per tile: the kernel runs a chunk tile by tile, and within a tile one pass per
 * action, then one per variable (so few values are live at once and a tile's columns stay in
 * the first-level cache). Part of the engine: it fixes the order of draws within a lane.
 */
export const TILE_SIZE = 256;

/** Below this many agents in all, a run stays on the calling thread unless told otherwise. */
export const INLINE_MAX_AGENTS = 50_000;

/** The stream seed packs group and chunk into one 32-bit word. */
export const MAX_GROUPS_ENCODABLE = 4096;
export const MAX_CHUNKS_ENCODABLE = 1 << 20;

/** The baseline arm's label when the configuration gives no baseline_label. */
export const DEFAULT_BASELINE_LABEL = 'Baseline';

/**
 * A configuration with several runs (arms × replicates) stays on the calling thread when all
 * its runs together are at most this many agent-steps (about 0.1 s of work): handing runs to
 * the pool costs more than that would save.
 */
export const INLINE_MAX_WORK = 1_000_000;

/**
 * A run on a pool worker goes in segments of about this many agent-steps per worker (~0.2–0.25 s
 * at the kernel's 20–26 M agent-steps/s per thread), so cancellation, progress and checkpoints
 * are noticed between segments, never inside one. Each segment costs a round trip and, for a
 * gang, a start its members wait out together: at 2 M (~0.08 s) bench-large on two threads
 * ran ~4.5 % slower (median of 6 alternated runs, 3.04 s against 2.90 s).
 */
export const SEGMENT_AGENT_STEPS = 5_000_000;
