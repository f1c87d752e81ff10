/**
 * The id of the configuration as written, when it is compared with its arms. On its own so
 * that the simulator's worker threads, which need it, do not load the configuration schema
 * (zod) with it: about 10 MiB of heap per worker (docs/simulation-kernel.md, "Memory").
 */
export const BASELINE_ARM_ID = 'baseline';
