import type { SimulationConfig } from '../../src/domain/simulation-config.js';
import { readBenchConfig } from '../../bench/configs/index.js';

import { TERMINAL_STATUSES } from '../../src/domain/lifecycle.js';
import type { Store } from '../../src/store/index.js';

const TERMINAL: readonly string[] = TERMINAL_STATUSES;

/**
 * Waits until the Simulator has saved a checkpoint (of any run) inside [minStep, maxStep) and
 * returns its step; fails if the simulation runs past that window (a crash test would then
 * prove nothing).
 */
export async function waitForCheckpointBetween(store: Store, id: string, minStep: number, maxStep: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await store.simulations.findById(id);
    const cps = s ? await store.simulations.loadCheckpoints(id, s.generation) : [];
    const cp = cps.find((c) => c.step >= minStep && c.step < maxStep) ?? cps[0];
    if (s?.status === 'PROCESSING_SIMULATION' && cp && cp.step >= minStep && cp.step < maxStep) return cp.step;
    if (s?.status === 'COMPLETED_SIMULATION' || TERMINAL.includes(s?.status ?? '') || Date.now() > deadline) {
      throw new Error(`simulation ${id} ran past the kill window (status ${s?.status}, checkpoint step ${cp?.step})`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A benchmark configuration of the repository (bench/configs). */
export function benchConfig(name: string): SimulationConfig {
  return readBenchConfig(name);
}

/** The diffusion benchmark as a what-if: two price interventions, 4 replicates, a question. */
export function v2Config(): SimulationConfig {
  const c = benchConfig('diffusion');
  return {
    ...c,
    number_of_steps: 12,
    agent_groups: c.agent_groups.map((g) => ({ ...g, number_of_agents: 6000 })),
    arms: [
      { id: 'subsidy', label: 'Subsidy from month 3', events: [{ step: 3, target: 'households.price_sensitivity', op: 'multiply', value: 0.5 }] },
      { id: 'none', label: 'Nothing changes', events: [{ step: 3, target: 'households.income_k', op: 'add', value: 0 }] },
    ],
    replicates: 4,
    question: { kind: 'level_at_end', target: 'households.owns_ev' },
  };
}

/** Polls GET /v1/simulations/<id> until `done` holds (or the time runs out: the test fails). */
export async function waitForSimulation(
  baseUrl: string,
  key: string,
  id: string,
  done: (s: { status: string; [k: string]: unknown }) => boolean = (s) => TERMINAL.includes(s.status),
  timeoutMs = 60_000,
  everyMs = 50,
): Promise<{ status: string; lifecycle: { states: Array<{ name: string; at: string }> }; error_log?: string; [k: string]: unknown }> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    const r = await fetch(`${baseUrl}/v1/simulations/${id}`, { headers: { 'X-API-Key': key } });
    last = await r.json();
    if (r.ok && done(last as { status: string })) return last as never;
    if (Date.now() > deadline) throw new Error(`simulation ${id} did not reach the expected state in ${timeoutMs} ms; last: ${JSON.stringify(last)}`);
    await new Promise((res) => setTimeout(res, everyMs));
  }
}

export const FULL_PATH = ['PENDING', 'PROCESSING_CONFIG', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS'];
export const WITH_CONFIG_PATH = ['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS'];
