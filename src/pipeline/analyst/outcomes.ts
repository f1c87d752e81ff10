import type { Question, SimulationConfig } from '../../domain/simulation-config.js';
import type { Metrics } from '../provider.js';
import { isHelper, targetInfo, type TargetInfo } from './target.js';

/**
 * The outcomes of a run as people read them: each variable and action of each group, with its
 * label, whether it is a share, and the shape of its baseline curve (start, end, peak, trend),
 * plus each arm's end value and range. Also: which outcome matters when no question was set.
 */

export interface SeriesShape {
  start: number;
  end: number;
  change: number;
  peak: number;
  peakStep: number;
  trough: number;
  troughStep: number;
  /** Least-squares slope per step. */
  slope: number;
  /** The last 20% of steps moved it by less than 5% of its total movement. */
  saturated: boolean;
  /** Whether it changes at all (a constant, e.g. a stated price, is not an outcome). */
  moving: boolean;
  /**
   * The step-to-step noise around the curve: a robust standard deviation from the second
   * differences (a smooth curve has almost none; white noise of σ gives σ·√6), so a wiggle of a
   * small rate is not read as a wave.
   */
  noise: number;
}

export interface ArmEnd {
  id: string;
  label: string;
  /** Mean over replicates at the last step, and the 5th/95th percentiles there. */
  end: number;
  low: number | null;
  high: number | null;
}

export interface Outcome {
  info: TargetInfo;
  shape: SeriesShape;
  /** Baseline mean series (index i is step i + 1). */
  series: number[];
  /** Present when the metrics hold arms: every arm's end, the baseline first. */
  arms?: ArmEnd[];
}

/** The shape of one mean series (index i is step i + 1). */
export function seriesShape(values: readonly number[]): SeriesShape {
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
  const ybar = n ? values.reduce((a, b) => a + b, 0) / n : 0;
  let sxy = 0;
  let sxx = 0;
  values.forEach((v, i) => {
    sxy += (i + 1 - xbar) * (v - ybar);
    sxx += (i + 1 - xbar) ** 2;
  });
  const total = Math.abs(end - start);
  const tailFrom = Math.max(0, Math.min(n - 1, Math.floor(n * 0.8) - 1));
  const tail = Math.abs(end - (values[tailFrom] ?? end));
  const moving = n > 1 && peak - trough > 1e-9 * Math.max(1, Math.abs(peak));
  return {
    start,
    end,
    change: end - start,
    peak: n ? peak : 0,
    peakStep,
    trough: n ? trough : 0,
    troughStep,
    slope: sxx > 0 ? sxy / sxx : 0,
    saturated: moving && n >= 5 && total > 0 && tail < 0.05 * total,
    moving,
    noise: noiseOf(values),
  };
}

/** Median absolute second difference / (0.6745·√6): the σ of white noise on a smooth curve. */
function noiseOf(values: readonly number[]): number {
  const d2: number[] = [];
  for (let i = 2; i < values.length; i++) d2.push(Math.abs(values[i] - 2 * values[i - 1] + values[i - 2]));
  if (!d2.length) return 0;
  d2.sort((a, b) => a - b);
  const mid = d2.length >> 1;
  const med = d2.length % 2 ? d2[mid] : (d2[mid - 1] + d2[mid]) / 2;
  return med / (0.6745 * Math.sqrt(6));
}

/**
 * A wave: it rises to a peak inside the run and falls back materially before the end (by a
 * quarter of the peak at least, and by more than four times its own step-to-step noise): a rate
 * that wobbles or eases a little is not a wave that capacity must be planned for.
 */
export function isWave(s: SeriesShape, steps: number): boolean {
  const rise = s.peak - Math.min(s.start, s.trough);
  const fall = s.peak - s.end;
  return s.moving && s.peakStep > 1 && s.peakStep < steps && s.peak > s.start && fall > 0.3 * rise && fall > 0.25 * Math.abs(s.peak) && fall > 4 * (s.noise ?? 0);
}

/**
 * Outcomes whose wave loads a service someone must staff or fund: people falling ill or in
 * hospital, depositors withdrawing, households installing, tenants moving, staff leaving,
 * jobs lost, claims and calls. Read from the outcome's id, which the mechanisms write in
 * English whatever the asker's language. Sharing a rumour or boats fishing load no one's
 * capacity: their peak is no reason to "prepare capacity".
 */
const LOAD = /\b(?:ill|infect\w*|sick|hospital\w*|patients?|cases?|withdr\w*|install\w*|adopt\w*|buy\w*|enrol\w*|mov\w*|evict\w*|claim\w*|calls?|visit\w*|admi\w*|leav\w*|quit\w*|lose[sn]?|lost|loses_job|sell\w*|sold)\b/i;

/** A wave worth planning capacity for: a real wave of a load, and of more than a handful of people. */
export function capacityWave(steps: number, o: Outcome, target?: string): boolean {
  if (o.info.key === target || !isWave(o.shape, steps)) return false;
  if (!LOAD.test(o.info.key.slice(o.info.key.indexOf('.') + 1).replace(/_/g, ' '))) return false;
  return !o.info.share || o.shape.peak * o.info.agents >= 10;
}

const pickSeries = (byGroup: Metrics['by_group'], groupId: string, name: string): number[] =>
  (byGroup.find((g) => g.group_id === groupId)?.timeline ?? []).map((p) => p.variables[name] ?? p.actions[name] ?? NaN);

/** Every variable and action of every group, in the configuration's order. */
export function describeOutcomes(config: SimulationConfig, metrics: Metrics, target?: string): Outcome[] {
  const out: Outcome[] = [];
  for (const g of config.agent_groups) {
    for (const name of [...Object.keys(g.variables), ...Object.keys(g.actions)]) {
      const info = targetInfo(config, `${g.id}.${name}`);
      // The model's bookkeeping is no outcome anyone asked about.
      if (isHelper(config, info.key) && info.key !== target) continue;
      const series = pickSeries(metrics.by_group, g.id, name);
      if (!series.length || series.some((x) => !Number.isFinite(x))) continue;
      const o: Outcome = { info, shape: seriesShape(series), series };
      if (metrics.arms?.length) {
        o.arms = metrics.arms.map((a) => {
          const many = (metrics.replicates ?? 1) > 1;
          return {
            id: a.id,
            label: a.label,
            end: pickSeries(a.by_group, g.id, name).at(-1) ?? NaN,
            low: many ? (pickSeries(a.p05, g.id, name).at(-1) ?? null) : null,
            high: many ? (pickSeries(a.p95, g.id, name).at(-1) ?? null) : null,
          };
        });
      }
      out.push(o);
    }
  }
  return out;
}

/** How much an outcome moved, relative to its own size (0 for a constant). */
export function movement(o: Outcome): number {
  const s = o.shape;
  if (!s.moving) return 0;
  const size = Math.max(Math.abs(s.start), Math.abs(s.end), Math.abs(s.peak), Math.abs(s.trough), 1e-12);
  const armSpread = o.arms ? Math.max(...o.arms.map((a) => Math.abs(a.end - s.end))) : 0;
  return Math.max(Math.abs(s.change), s.peak - s.trough, armSpread) / size;
}

/**
 * The outcomes that matter, most important first: the question's target, then the yes/no
 * states and actions (adoption, illness, leaving: what questions are usually about), then
 * the rest, each by how much it moved. Constants are left out.
 */
export function rankOutcomes(outcomes: readonly Outcome[], target?: string): Outcome[] {
  const score = (o: Outcome) => (o.info.key === target ? 3 : 0) + (o.info.share && o.info.kind === 'variable' ? 2 : o.info.share ? 1 : 0);
  return outcomes
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => o.info.key === target || o.shape.moving)
    .sort((a, b) => score(b.o) - score(a.o) || movement(b.o) - movement(a.o) || a.i - b.i)
    .map(({ o }) => o);
}

/**
 * Without a question, the outcome that matters: a yes/no state that moved most (owning, being
 * ill, having left), else the yes/no action, else whatever moved most relative to its size.
 * Asked as the level at the end, or as a comparison when the configuration has arms.
 */
export function pickQuestion(config: SimulationConfig, outcomes: readonly Outcome[]): Question | undefined {
  const ranked = rankOutcomes(outcomes);
  const top = ranked.find((o) => movement(o) > 1e-6);
  if (!top) return undefined;
  return { kind: config.arms?.length ? 'compare_arms' : 'level_at_end', target: top.info.key };
}
