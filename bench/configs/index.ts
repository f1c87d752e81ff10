import { readFileSync } from 'node:fs';
import type { SimulationConfig } from '../../src/domain/simulation-config.js';

/**
 * The benchmark configurations, kept in the repository so a fresh clone runs every test and
 * benchmark with nothing beside it. Tests, benchmarks and the pipeline tests read them here.
 */
export const BENCH_CONFIGS = ['bench-small', 'bench-large', 'diffusion', 'two-groups-20k'] as const;
export type BenchConfigName = (typeof BENCH_CONFIGS)[number];

/** The directory holding them (BENCH_DIR overrides it, to time other configurations). */
export const benchConfigDir = (): string => process.env.BENCH_DIR ?? new URL('.', import.meta.url).pathname;

/** A benchmark configuration by name, parsed but not validated (tests validate it themselves). */
export function readBenchConfig(name: string, dir: string = new URL('.', import.meta.url).pathname): SimulationConfig {
  return JSON.parse(readFileSync(`${dir.replace(/\/$/, '')}/${name}.json`, 'utf8')) as SimulationConfig;
}
