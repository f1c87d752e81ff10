import type { ActionSpec, SimulationConfig, VariableSpec } from '../../domain/simulation-config.js';
import { ENGINE_VERSION, runSimulation } from '../../sim/index.js';
import type { Metrics } from '../stages/types.js';

/**
 * Numbers first: everything the Analyst says is computed here from the metrics and from a
 * small sensitivity experiment, so prose (templated or from a model) can only quote them.
 */

export interface SeriesFacts {
  group_id: string;
  kind: 'variable' | 'action';
  name: string;
  start: number;
  end: number;
  change: number;
  /** null when the start is 0. */
  changePct: number | null;
  peak: number;
  peakStep: number;
  trough: number;
  troughStep: number;
  /** Least-squares slope per step. */
  slope: number;
  /** The last 20% of steps moved it by less than 5% of its total movement. */
  saturated: boolean;
  /** Standard deviation of step-to-step changes. */
  volatility: number;
  /** Whether it changes at all (a constant, e.g. a stated shock, is not an outcome). */
  moving: boolean;
}

export interface Driver {
  /** "households.actions.adopt.weights.price_change_pct" */
  parameter: string;
  base: number;
  nudged: number;
  /** The outcome this parameter moved most, "households.owns_ev". */
  outcome: string;
  outcomeBase: number;
  outcomeNudged: number;
  /** outcomeNudged − outcomeBase. */
  effect: number;
  /** (Δy / |y|) / (Δx / |x|); null when y or x is 0. */
  elasticity: number | null;
  /** |Δy| over the outcome's scale: comparable across outcomes, used for ranking. */
  score: number;
}

export interface SensitivityOptions {
  /** Reruns at most (the baseline included). */
  maxRuns: number;
  /** Agents per group in the reruns. */
  agentsPerGroup: number;
  /** Relative nudge of each parameter. */
  relativeNudge: number;
}

export const DEFAULT_SENSITIVITY: Readonly<SensitivityOptions> = Object.freeze({ maxRuns: 40, agentsPerGroup: 2000, relativeNudge: 0.1 });

export interface Facts {
  engineVersion: string;
  seed: number;
  steps: number;
  unit: string;
  agents: number;
  groups: Array<{ group_id: string; name: string; agents: number; series: SeriesFacts[] }>;
  /** Keys "<group>.<name>" of the outcomes the sensitivity analysis measured. */
  outcomes: string[];
  sensitivity: {
    runs: number;
    candidates: number;
    agentsPerGroup: number;
    relativeNudge: number;
    drivers: Driver[];
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Facts of one mean series (index i is step i+1). */
export function seriesFacts(values: number[]): Omit<SeriesFacts, 'group_id' | 'kind' | 'name'> {
  const n = values.length;
  const start = values[0] ?? 0;
  const end = values[n - 1] ?? 0;
  let peak = -Infinity;
  let peakStep = 1;
  let trough = Infinity;
  let troughStep = 1;
  values.forEach((v, i) => {
    if (v > peak) {
      peak = v;
      peakStep = i + 1;
    }
    if (v < trough) {
      trough = v;
      troughStep = i + 1;
    }
  });
  const xbar = (n + 1) / 2;
  const ybar = mean(values);
  let sxy = 0;
  let sxx = 0;
  values.forEach((v, i) => {
    sxy += (i + 1 - xbar) * (v - ybar);
    sxx += (i + 1 - xbar) ** 2;
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  const diffs = values.slice(1).map((v, i) => v - values[i]);
  const dbar = mean(diffs);
  const volatility = diffs.length ? Math.sqrt(mean(diffs.map((d) => (d - dbar) ** 2))) : 0;
  const total = Math.abs(end - start);
  const tailFrom = Math.max(0, Math.min(n - 1, Math.floor(n * 0.8) - 1));
  const tail = Math.abs(end - (values[tailFrom] ?? end));
  const range = peak - trough;
  const moving = n > 1 && range > 1e-12 * Math.max(1, Math.abs(peak));
  return {
    start,
    end,
    change: end - start,
    changePct: start !== 0 ? ((end - start) / Math.abs(start)) * 100 : null,
    peak: n ? peak : 0,
    peakStep,
    trough: n ? trough : 0,
    troughStep,
    slope,
    saturated: moving && n >= 5 && total > 0 && tail < 0.05 * total,
    volatility,
    moving,
  };
}

export function describeSeries(config: SimulationConfig, metrics: Metrics): Facts['groups'] {
  return metrics.by_group.map((g) => {
    const cg = config.agent_groups.find((x) => x.id === g.group_id);
    const series: SeriesFacts[] = [];
    const first = g.timeline[0];
    const varNames = cg ? Object.keys(cg.variables) : Object.keys(first?.variables ?? {});
    const actNames = cg ? Object.keys(cg.actions) : Object.keys(first?.actions ?? {});
    for (const name of varNames) {
      series.push({ group_id: g.group_id, kind: 'variable', name, ...seriesFacts(g.timeline.map((p) => p.variables[name] ?? 0)) });
    }
    for (const name of actNames) {
      series.push({ group_id: g.group_id, kind: 'action', name, ...seriesFacts(g.timeline.map((p) => p.actions[name] ?? 0)) });
    }
    return { group_id: g.group_id, name: cg?.name ?? g.group_id, agents: cg?.number_of_agents ?? 0, series };
  });
}

// ---------------------------------------------------------------------------------------------
// Sensitivity

interface Candidate {
  path: string;
  base: number;
  nudged: number;
  /** Rough size of the parameter's contribution, to keep the largest within budget. */
  priority: number;
  apply(cfg: SimulationConfig, value: number): void;
}

/** Structural switches (±50, ±1000 gates) are part of a model's logic, not a behavioural parameter. */
const GATE = 45;

/** Always upwards, so "raising" reads true; capped so a gated intercept moves like an ordinary logit shift. */
function nudge(x: number, rel: number): number {
  return x === 0 ? rel : x + rel * Math.min(Math.abs(x), 5);
}

function candidates(config: SimulationConfig, means: Map<string, number>, rel: number): Candidate[] {
  const out: Candidate[] = [];
  config.agent_groups.forEach((g, gi) => {
    for (const [vn, spec] of Object.entries(g.variables)) {
      const v = (c: SimulationConfig) => c.agent_groups[gi].variables[vn] as VariableSpec;
      const p = `${g.id}.variables.${vn}`;
      if (spec.type === 'normal') {
        // Wide gates (binary states drawn from a clamped normal) are shifted in probability
        // terms by the std, not by 10% of a mean of −2000.
        const base = spec.mean;
        const nudged = spec.std >= 100 ? base + rel * spec.std : nudge(base, rel);
        out.push({ path: `${p}.mean`, base, nudged, priority: 1, apply: (c, x) => ((v(c) as { mean: number }).mean = x) });
      } else if (spec.type === 'uniform') {
        const mid = (spec.min + spec.max) / 2;
        const shift = mid !== 0 ? rel * Math.abs(mid) : rel * Math.max(spec.max - spec.min, 1);
        out.push({
          path: `${p}.min..max`,
          base: mid,
          nudged: mid + shift,
          priority: 1,
          apply: (c, x) => {
            const u = v(c) as { min: number; max: number };
            const d = x - (u.min + u.max) / 2;
            u.min += d;
            u.max += d;
          },
        });
      } else {
        const base = spec.value;
        const moving = spec.drift !== undefined || spec.noise !== undefined || Object.values(g.actions).some((a) => a.effects?.[vn] !== undefined);
        // A stated shock (a constant) matters most; a state that starts at 0 or 1 is a gate.
        const priority = moving ? 0.5 : 3;
        if (moving && spec.bounds && (base === spec.bounds.min || base === spec.bounds.max)) continue;
        out.push({ path: `${p}.value`, base, nudged: nudge(base, rel), priority, apply: (c, x) => ((v(c) as { value: number }).value = x) });
      }
    }
    for (const [an, spec] of Object.entries(g.actions)) {
      const a = (c: SimulationConfig) => c.agent_groups[gi].actions[an] as ActionSpec;
      const p = `${g.id}.actions.${an}`;
      const ic = spec.intercept ?? 0;
      out.push({ path: `${p}.intercept`, base: ic, nudged: nudge(ic, rel), priority: Math.min(Math.abs(ic), 5), apply: (c, x) => (a(c).intercept = x) });
      for (const [k, w] of Object.entries(spec.weights ?? {})) {
        if (Math.abs(w) >= GATE) continue;
        const ref = k.includes('.') ? k : `${g.id}.${k}`;
        const x = Math.abs(means.get(ref) ?? 1);
        out.push({ path: `${p}.weights.${k}`, base: w, nudged: nudge(w, rel), priority: Math.abs(w) * Math.max(x, 1e-3), apply: (c, val) => (a(c).weights![k] = val) });
      }
      for (const [k, e] of Object.entries(spec.effects ?? {})) {
        out.push({ path: `${p}.effects.${k}`, base: e, nudged: nudge(e, rel), priority: Math.abs(e) * 0.5, apply: (c, val) => (a(c).effects![k] = val) });
      }
    }
  });
  return out;
}

function endValues(metrics: Metrics): Map<string, number> {
  const m = new Map<string, number>();
  for (const g of metrics.by_group) {
    const last = g.timeline[g.timeline.length - 1];
    if (!last) continue;
    for (const [k, v] of Object.entries(last.variables)) m.set(`${g.group_id}.${k}`, v);
    for (const [k, v] of Object.entries(last.actions)) m.set(`${g.group_id}.${k}`, v);
  }
  return m;
}

function meanValues(metrics: Metrics): Map<string, number> {
  const m = new Map<string, number>();
  for (const g of metrics.by_group) {
    const n = g.timeline.length || 1;
    for (const p of g.timeline) {
      for (const [k, v] of Object.entries(p.variables)) m.set(`${g.group_id}.${k}`, (m.get(`${g.group_id}.${k}`) ?? 0) + v / n);
      for (const [k, v] of Object.entries(p.actions)) m.set(`${g.group_id}.${k}`, (m.get(`${g.group_id}.${k}`) ?? 0) + v / n);
    }
  }
  return m;
}

export interface SensitivityResult {
  runs: number;
  candidates: number;
  outcomes: string[];
  drivers: Driver[];
}

/**
 * Reruns the configuration at reduced scale with one parameter nudged at a time, all with
 * the same seed (common random numbers, so differences are effects rather than noise), and
 * ranks parameters by how far they move the main outcomes' end values.
 */
export async function sensitivity(
  config: SimulationConfig,
  seed: number,
  outcomesOf: (baseline: Metrics) => string[],
  opts: Partial<SensitivityOptions> = {},
  signal?: AbortSignal,
): Promise<SensitivityResult> {
  const o = { ...DEFAULT_SENSITIVITY, ...opts };
  const small: SimulationConfig = structuredClone(config);
  for (const g of small.agent_groups) g.number_of_agents = Math.min(g.number_of_agents, o.agentsPerGroup);
  delete small.seed;
  const run = (c: SimulationConfig) => runSimulation(c, { seed, threads: 1, inline: true, signal });
  const baseline = (await run(small)).metrics;
  const outcomes = outcomesOf(baseline);
  const baseEnd = endValues(baseline);
  const scale = new Map<string, number>();
  for (const g of baseline.by_group) {
    for (const key of outcomes) {
      if (!key.startsWith(`${g.group_id}.`)) continue;
      const name = key.slice(g.group_id.length + 1);
      const ys = g.timeline.map((p) => p.variables[name] ?? p.actions[name] ?? 0);
      const range = Math.max(...ys) - Math.min(...ys);
      scale.set(key, Math.max(Math.abs(baseEnd.get(key) ?? 0), range, 1e-6));
    }
  }
  const all = candidates(small, meanValues(baseline), o.relativeNudge);
  const budget = Math.max(0, o.maxRuns - 1);
  const chosen = all
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.priority - a.c.priority || a.i - b.i)
    .slice(0, budget)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.c);
  const drivers: Driver[] = [];
  for (const cand of chosen) {
    const cfg = structuredClone(small);
    cand.apply(cfg, cand.nudged);
    let metrics: Metrics;
    try {
      metrics = (await run(cfg)).metrics;
    } catch (err) {
      if (signal?.aborted) throw err;
      continue; // A nudge that breaks the run (NaN) says nothing about sensitivity.
    }
    const end = endValues(metrics);
    let best: Driver | null = null;
    for (const key of outcomes) {
      const y0 = baseEnd.get(key) ?? 0;
      const y1 = end.get(key) ?? 0;
      const score = Math.abs(y1 - y0) / (scale.get(key) ?? 1);
      if (!best || score > best.score) {
        const dx = (cand.nudged - cand.base) / (cand.base === 0 ? NaN : Math.abs(cand.base));
        const dy = y0 === 0 ? NaN : (y1 - y0) / Math.abs(y0);
        const el = dy / dx;
        best = {
          parameter: cand.path,
          base: cand.base,
          nudged: cand.nudged,
          outcome: key,
          outcomeBase: y0,
          outcomeNudged: y1,
          effect: y1 - y0,
          elasticity: Number.isFinite(el) ? el : null,
          score,
        };
      }
    }
    if (best) drivers.push(best);
  }
  drivers.sort((a, b) => b.score - a.score || a.parameter.localeCompare(b.parameter));
  return { runs: chosen.length + 1, candidates: all.length, outcomes, drivers };
}

/** Main outcomes: every action and every variable that moves, per group. */
export function mainOutcomes(groups: Facts['groups']): string[] {
  const out: string[] = [];
  for (const g of groups) for (const s of g.series) if (s.kind === 'action' || s.moving) out.push(`${g.group_id}.${s.name}`);
  return out;
}

export async function computeFacts(
  config: SimulationConfig,
  metrics: Metrics,
  seed: number,
  opts: Partial<SensitivityOptions> = {},
  signal?: AbortSignal,
): Promise<Facts> {
  const groups = describeSeries(config, metrics);
  const o = { ...DEFAULT_SENSITIVITY, ...opts };
  const sens = await sensitivity(
    config,
    seed,
    (baseline) => {
      // Outcomes that move in the baseline of the reduced run too.
      const moving = new Set(mainOutcomes(describeSeries(config, baseline)));
      const full = mainOutcomes(groups).filter((k) => moving.has(k));
      return full.length ? full : mainOutcomes(groups);
    },
    o,
    signal,
  );
  return {
    engineVersion: ENGINE_VERSION,
    seed,
    steps: config.number_of_steps,
    unit: config.step_unit,
    agents: config.agent_groups.reduce((s, g) => s + g.number_of_agents, 0),
    groups,
    outcomes: sens.outcomes,
    sensitivity: { runs: sens.runs, candidates: sens.candidates, agentsPerGroup: o.agentsPerGroup, relativeNudge: o.relativeNudge, drivers: sens.drivers },
  };
}
