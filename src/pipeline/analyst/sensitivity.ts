import { BASELINE_ARM_ID, type Question, type SimulationConfig } from '../../domain/simulation-config.js';
import { replicateSeed, runSimulation } from '../../sim/index.js';
import type { Metrics } from '../provider.js';
import { aggregateSeries, peakOf } from './answer.js';
import { candidatesFor, type Candidate } from './candidates.js';
import { mean, sampleSd, tQuantile } from './stats.js';
import type { TargetInfo } from './target.js';

/**
 * Key drivers: which of the model's parameters move the answer's quantity, found by rerunning
 * the configuration with one parameter changed by 10% at a time. Every rerun uses the same
 * seeds as its unchanged twin (common random numbers), over several replicates, so the
 * effect of a change is measured replicate by replicate; a change is reported only when its
 * mean effect stands out of the run-to-run spread of those paired differences (a t-test,
 * Bonferroni-corrected over the parameters tried). See docs/analyst.md "Key drivers".
 */

export interface SensitivitySettings {
  /** Budget of the whole analysis in agent-steps (agents × steps × arms run, summed over reruns); 0: none. */
  agentSteps: number;
  /** Replicates of every rerun (paired across parameters by seed). */
  replicates: number;
  /** At most this many reruns (0: none). */
  maxRuns: number;
  /** At most this many agents per group in a rerun. */
  agentsPerGroup: number;
  /** The relative size of every change. */
  relativeChange: number;
}

export const DEFAULT_SENSITIVITY: Readonly<SensitivitySettings> = Object.freeze({
  agentSteps: 6_000_000,
  replicates: 10,
  maxRuns: 400,
  agentsPerGroup: 5_000,
  relativeChange: 0.1,
});

/** Fewer agents than this per group make the reruns too noisy to be worth their cost. */
const MIN_AGENTS_PER_GROUP = 300;
/** Fewer replicates than this cannot judge noise. */
const MIN_REPLICATES = 5;
/** At most this many parameters are tried, the largest pushes first. */
const MAX_PARAMETERS = 16;
/** A run's fixed cost (setup, one yield per step) in agent-steps per step, charged to the budget. */
const RUN_OVERHEAD_AGENTS = 250;
/** Family-wise error rate of the noise test over all parameters tried. */
const ALPHA = 0.05;
/** An effect smaller than this share of the quantity is not worth a sentence, however certain. */
const MIN_RELATIVE_EFFECT = 0.01;

/** What the sensitivity analysis measures per run: the answer's quantity, or the closest continuous stand-in. */
export interface StudiedQuantity {
  /**
   * level: the aggregate at the end; time: the (interpolated) time to the threshold;
   * peak / extreme: the highest (lowest) aggregate over the run; difference: an arm's level at
   * the end minus the baseline's.
   */
  kind: 'level' | 'time' | 'peak' | 'extreme' | 'difference';
  /** difference: the arm compared. */
  arm?: { id: string; label: string };
  /** Why a stand-in replaced the answer's own quantity, for the report. */
  note?: string;
}

export interface DriverEffect {
  id: string;
  what: string;
  /** The parameter as a noun phrase ("how likely households are to buy"), when the candidate gave one. */
  about?: string;
  /** Mean paired effect on the studied quantity, and its 90% interval. */
  effect: number;
  low: number;
  high: number;
  /** |mean| / standard error (null when the paired differences have no spread). */
  t: number | null;
  /** Stands out of the noise (and is large enough to matter): reported as a driver. */
  reported: boolean;
  /** Paired differences per replicate (for tests and the method section). */
  differences: number[];
}

export interface SensitivityResult {
  quantity: StudiedQuantity;
  /** Reported drivers, largest effect first. */
  drivers: DriverEffect[];
  /** Every parameter tried, in candidate order. */
  tried: DriverEffect[];
  /** Parameters that could reach the target (before the budget). */
  candidates: number;
  /** Parameters whose rerun failed (a change that breaks the model says nothing about sensitivity). */
  failed: number;
  replicates: number;
  agentsPerGroup: number;
  runs: number;
  agentSteps: number;
  budget: number;
  /** The threshold |t| a parameter had to pass. */
  tCritical: number;
  /** Mean and spread of the quantity over the unchanged replicates. */
  baseline: { mean: number; sd: number };
  /** Why no analysis ran, when none did. */
  skipped?: string;
}

/** The interpolated time at which a series reaches the threshold; horizon + 1 when it never does. */
export function crossingTime(agg: readonly number[], threshold: number, direction: Question['direction']): number {
  const below = direction === 'below';
  const i = agg.findIndex((x) => (below ? x <= threshold : x >= threshold));
  if (i < 0) return agg.length + 1;
  if (i === 0) return 1;
  const a = agg[i - 1];
  const b = agg[i];
  return b === a ? i + 1 : i + (threshold - a) / (b - a);
}

export interface SensitivityInput {
  config: SimulationConfig;
  seed: number;
  question: Question;
  target: TargetInfo;
  quantity: StudiedQuantity;
  /** Baseline means of every '<group>.<name>' (input sizes for priorities). */
  means: Map<string, number>;
  settings?: Partial<SensitivitySettings>;
  signal?: AbortSignal;
}

const pickSeries = (byGroup: Metrics['by_group'], groupId: string, name: string): number[] | undefined => {
  const g = byGroup.find((x) => x.group_id === groupId);
  if (!g) return undefined;
  return g.timeline.map((p) => p.variables[name] ?? p.actions[name] ?? NaN);
};

/** The studied quantity of one run; undefined when the run lacks what it needs (an arm the engine did not run). */
function measure(metrics: Metrics, input: SensitivityInput, q: StudiedQuantity): number | undefined {
  const t = input.target;
  const arm = (id: string) => {
    const src = metrics.arms?.find((a) => a.id === id)?.by_group ?? (id === BASELINE_ARM_ID ? metrics.by_group : undefined);
    const s = src && pickSeries(src, t.groupId, t.name);
    return s && aggregateSeries(s, input.question.aggregate, t.agents);
  };
  const base = arm(BASELINE_ARM_ID);
  if (!base?.length) return undefined;
  switch (q.kind) {
    case 'level':
      return base.at(-1);
    case 'time':
      return crossingTime(base, input.question.threshold!, input.question.direction);
    case 'peak':
    case 'extreme':
      return peakOf(base, input.question.direction).value;
    case 'difference': {
      const other = arm(q.arm!.id);
      return other?.length ? other.at(-1)! - base.at(-1)! : undefined;
    }
  }
}

/** The configuration of the reruns: fewer agents, one replicate, only the arm the quantity needs. */
function rerunConfig(config: SimulationConfig, q: StudiedQuantity, cap: number): SimulationConfig {
  const c = structuredClone(config);
  delete c.seed;
  delete c.replicates;
  delete c.question;
  c.arms = q.kind === 'difference' ? (c.arms ?? []).filter((a) => a.id === q.arm!.id) : [];
  if (!c.arms.length) {
    delete c.arms;
    delete c.baseline_label;
  }
  for (const g of c.agent_groups) g.number_of_agents = Math.min(g.number_of_agents, cap);
  return c;
}

interface Plan {
  parameters: number;
  replicates: number;
  cap: number;
  cost: number;
}

/** Parameters, replicates and agents per group within the budget: agents first, then parameters, then replicates give way. */
function plan(config: SimulationConfig, q: StudiedQuantity, available: number, s: SensitivitySettings): Plan | string {
  const steps = config.number_of_steps;
  const arms = q.kind === 'difference' ? 2 : 1;
  const sizes = config.agent_groups.map((g) => g.number_of_agents);
  const agentsAt = (cap: number) => sizes.reduce((t, n) => t + Math.min(n, cap), 0);
  const costOf = (k: number, r: number, cap: number) => (1 + k) * r * arms * steps * (agentsAt(cap) + RUN_OVERHEAD_AGENTS);
  const largest = Math.max(...sizes);
  const floor = Math.min(MIN_AGENTS_PER_GROUP, largest);
  let k = Math.min(available, MAX_PARAMETERS);
  let r = Math.max(MIN_REPLICATES, Math.floor(s.replicates));
  if (s.maxRuns > 0) k = Math.min(k, Math.floor(s.maxRuns / r) - 1);
  if (k < 1) return `the run limit (${s.maxRuns}) leaves no room for ${r} replicates of even one parameter`;
  for (;;) {
    if (costOf(k, r, floor) <= s.agentSteps) break;
    if (k > 1) k--;
    else if (r > MIN_REPLICATES) r--;
    else return `its budget of ${s.agentSteps} agent-steps is too small for this configuration (${costOf(1, MIN_REPLICATES, floor)} needed at the least)`;
  }
  // The most agents per group that fit (more agents: less noise).
  let lo = floor;
  let hi = Math.max(floor, Math.min(largest, Math.floor(s.agentsPerGroup)));
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (costOf(k, r, mid) <= s.agentSteps) lo = mid;
    else hi = mid - 1;
  }
  return { parameters: k, replicates: r, cap: lo, cost: costOf(k, r, lo) };
}

export async function sensitivity(input: SensitivityInput): Promise<SensitivityResult> {
  const s: SensitivitySettings = { ...DEFAULT_SENSITIVITY, ...input.settings };
  const quantity = input.quantity;
  const candidates = candidatesFor(input.config, input.target, {
    relative: s.relativeChange,
    means: input.means,
    arm: quantity.kind === 'difference' ? quantity.arm!.id : undefined,
  });
  const empty = (skipped: string): SensitivityResult => ({
    quantity,
    drivers: [],
    tried: [],
    candidates: candidates.length,
    failed: 0,
    replicates: 0,
    agentsPerGroup: 0,
    runs: 0,
    agentSteps: 0,
    budget: s.agentSteps,
    tCritical: NaN,
    baseline: { mean: NaN, sd: NaN },
    skipped,
  });
  if (s.agentSteps <= 0 || s.maxRuns <= 0) return empty('it is switched off in the settings');
  if (!candidates.length) return empty('no parameter of the model can reach the answer’s quantity');
  const p = plan(input.config, quantity, candidates.length, s);
  if (typeof p === 'string') return empty(p);

  // The largest pushes first; ties keep the configuration's order.
  const chosen: Candidate[] = candidates
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.priority - a.c.priority || a.i - b.i)
    .slice(0, p.parameters)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.c);

  const small = rerunConfig(input.config, quantity, p.cap);
  // The simulation's own replicate seeds: rerun r starts where replicate r of the results did.
  const seeds = Array.from({ length: p.replicates }, (_, r) => replicateSeed(input.seed, r));
  const run = (cfg: SimulationConfig, seed: number) => runSimulation(cfg, { seed, threads: 1, inline: 'never', signal: input.signal }); // on the pool: the API shares this thread
  let runs = 0;

  const base: number[] = [];
  for (const seed of seeds) {
    const m = (await run(small, seed)).metrics;
    runs++;
    const v = measure(m, input, quantity);
    if (v === undefined && quantity.kind === 'difference') {
      // The engine did not run the arm: study the baseline's level instead, and say so.
      return sensitivity({ ...input, quantity: { kind: 'level', note: 'the arms could not be rerun, so drivers are of the baseline’s level at the end' } });
    }
    if (v === undefined || !Number.isFinite(v)) return empty('the unchanged rerun gave no value for the answer’s quantity');
    base.push(v);
  }

  const tCritical = tQuantile(ALPHA / chosen.length, p.replicates - 1);
  const t90 = tQuantile(0.1, p.replicates - 1);
  const scale = Math.max(Math.abs(mean(base)), sampleSd(base), 1e-12);
  const tried: DriverEffect[] = [];
  let failed = 0;
  for (const cand of chosen) {
    const cfg = structuredClone(small);
    cand.apply(cfg);
    const diffs: number[] = [];
    try {
      for (let r = 0; r < seeds.length; r++) {
        const m = (await run(cfg, seeds[r])).metrics;
        runs++;
        const v = measure(m, input, quantity);
        if (v === undefined || !Number.isFinite(v)) throw new Error('no value');
        diffs.push(v - base[r]);
      }
    } catch (err) {
      if (input.signal?.aborted) throw err;
      failed++;
      continue;
    }
    const effect = mean(diffs);
    const se = sampleSd(diffs) / Math.sqrt(diffs.length);
    const t = se > 0 ? Math.abs(effect) / se : null;
    const stands = t === null ? effect !== 0 : t > tCritical;
    tried.push({
      id: cand.id,
      what: cand.what,
      about: cand.about,
      effect,
      low: effect - t90 * se,
      high: effect + t90 * se,
      t,
      reported: stands && Math.abs(effect) >= MIN_RELATIVE_EFFECT * scale,
      differences: diffs,
    });
  }
  // Two changes with the very same paired effects are one lever said twice (a weight on x and x itself): keep the first.
  const seen = new Set<string>();
  for (const d of tried) {
    const key = d.differences.join(',');
    if (d.reported && seen.has(key)) d.reported = false;
    if (d.reported) seen.add(key);
  }
  const drivers = tried.filter((d) => d.reported).sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.id.localeCompare(b.id));
  return {
    quantity,
    drivers,
    tried,
    candidates: candidates.length,
    failed,
    replicates: p.replicates,
    agentsPerGroup: p.cap,
    runs,
    agentSteps: p.cost,
    budget: s.agentSteps,
    tCritical,
    baseline: { mean: mean(base), sd: sampleSd(base) },
  };
}
