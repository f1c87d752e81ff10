import type { Answer, AnswerByArm } from '../../domain/schemas/simulations.js';
import { BASELINE_ARM_ID, type Question, type SimulationConfig } from '../../domain/simulation-config.js';
import type { Metrics, TrackedSeries } from '../provider.js';
import { median, mean, quantile, sampleSd, tQuantile, wilson90 } from './stats.js';
import { targetInfo, type TargetInfo } from './target.js';
import { answerStatement } from './statement.js';
import { localStatement } from './phrasebook/frames.js';
import { phrasebookFor } from './phrasebook/index.js';

/**
 * The answer to the configuration's question, computed from the per-replicate series of
 * its target (docs/analyst.md "The answer"). Every arm's replicate r ran on the same seed
 * as the baseline's replicate r, so differences are taken replicate by replicate.
 */

/** One arm's series of the target, one row per replicate (index i is step i + 1). */
export interface ArmSeries {
  id: string;
  label: string;
  replicates: number[][];
}

export interface SeriesSource {
  arms: ArmSeries[];
  /**
   * false when the per-replicate series were not available and the arms' mean series stand
   * in for them: the values are then of the mean run, and ranges only where the metrics'
   * own percentiles give them exactly.
   */
  exact: boolean;
  /** The replicates behind each arm (what metrics.replicates says). */
  replicates: number;
  /** Per arm, the metrics' 5th/95th percentile series (only when !exact). */
  p05?: number[][];
  p95?: number[][];
}

/** A summary over replicates: the median and the 5th/95th percentiles (null: not applicable). */
export interface Summary {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** Per-replicate quantities of one arm, after the question's aggregate. */
export interface ArmQuantities {
  id: string;
  label: string;
  /** The question's quantity per replicate; +Infinity: a threshold never reached. */
  q: number[];
  /** Peak questions: the step of the peak per replicate. */
  steps?: number[];
  summary: Summary;
  step?: Summary;
  /** time_to_threshold: the share of replicates that reach it. */
  shareReached?: number;
  /** The aggregate series averaged over replicates, per step (for tables and charts). */
  meanSeries: number[];
}

export interface ComputedAnswer {
  answer: Answer;
  target: TargetInfo;
  question: Question;
  arms: ArmQuantities[];
  /** compare_arms: the arm whose difference is the headline. */
  headlineArm?: string;
  source: SeriesSource;
}

/** Finite values with the float noise of sums and interpolation trimmed (6606.999999999999 → 6607); else null. */
const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? tidy(x) : null);
const tidy = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(12)));

/** The series of `target` per arm: the tracked per-replicate series, or the metrics' means. */
export function seriesOf(config: SimulationConfig, metrics: Metrics, tracked: readonly TrackedSeries[], target: string): SeriesSource {
  const replicates = metrics.replicates ?? 1;
  const t = tracked.find((s) => s.target === target);
  if (t && t.arms.length && t.arms.every((a) => a.replicates.length > 0)) {
    return { arms: t.arms.map((a) => ({ id: a.id, label: a.label, replicates: a.replicates })), exact: true, replicates: t.arms[0].replicates.length };
  }
  const dot = target.indexOf('.');
  const groupId = target.slice(0, dot);
  const name = target.slice(dot + 1);
  const pick = (byGroup: Metrics['by_group']): number[] => {
    const g = byGroup.find((x) => x.group_id === groupId);
    return (g?.timeline ?? []).map((p) => p.variables[name] ?? p.actions[name] ?? NaN);
  };
  const arms = metrics.arms?.length ? metrics.arms : [{ id: BASELINE_ARM_ID, label: config.baseline_label ?? 'Baseline', by_group: metrics.by_group, p05: metrics.by_group, p95: metrics.by_group }];
  return {
    arms: arms.map((a) => ({ id: a.id, label: a.label, replicates: [pick(a.by_group)] })),
    // One replicate's means are that run exactly.
    exact: replicates === 1,
    replicates,
    p05: arms.map((a) => pick(a.p05)),
    p95: arms.map((a) => pick(a.p95)),
  };
}

/** The question's aggregate of a series of group means: mean, total (× agents) or cumulative total. */
export function aggregateSeries(series: readonly number[], aggregate: Question['aggregate'], agents: number): number[] {
  if (!aggregate || aggregate === 'mean') return [...series];
  const totals = series.map((x) => x * agents);
  if (aggregate === 'total') return totals;
  let sum = 0;
  return totals.map((x) => (sum += x));
}

const reached = (x: number, threshold: number, direction: Question['direction']) => (direction === 'below' ? x <= threshold : x >= threshold);

/** First step (1-based) at or past the threshold; Infinity when never. */
export function firstStepAt(series: readonly number[], threshold: number, direction: Question['direction']): number {
  const i = series.findIndex((x) => reached(x, threshold, direction));
  return i < 0 ? Infinity : i + 1;
}

/** The peak (the lowest value for direction 'below') and its first step. */
export function peakOf(series: readonly number[], direction: Question['direction']): { value: number; step: number } {
  let best = series[0];
  let step = 1;
  series.forEach((x, i) => {
    if (direction === 'below' ? x < best : x > best) {
      best = x;
      step = i + 1;
    }
  });
  return { value: best, step };
}

/** The question's quantity for one replicate's aggregate series. */
function quantityOf(kind: Question['kind'], agg: number[], q: Question): { q: number; step?: number } {
  switch (kind) {
    case 'level_at_end':
    case 'compare_arms':
      return { q: agg[agg.length - 1] };
    case 'time_to_threshold':
      return { q: firstStepAt(agg, q.threshold!, q.direction) };
    case 'probability_of_event':
      return { q: firstStepAt(agg, q.threshold!, q.direction) < Infinity ? 1 : 0 };
    case 'peak': {
      const p = peakOf(agg, q.direction);
      return { q: p.value, step: p.step };
    }
  }
}

/** Median and 5th/95th percentiles; ranges null with one replicate; an infinite quantile is null. */
export function summarise(xs: readonly number[]): Summary {
  if (!xs.length) return { value: null, low: null, high: null };
  const value = finiteOrNull(median(xs));
  if (xs.length === 1) return { value, low: null, high: null };
  return { value, low: finiteOrNull(quantile(xs, 0.05)), high: finiteOrNull(quantile(xs, 0.95)) };
}

function summariseProbability(xs: readonly number[]): Summary {
  const n = xs.length;
  if (!n) return { value: null, low: null, high: null };
  const k = xs.reduce((s, x) => s + x, 0);
  if (n === 1) return { value: k, low: null, high: null };
  const [low, high] = wilson90(k, n);
  return { value: tidy(k / n), low: tidy(low), high: tidy(high) };
}

/**
 * Paired differences arm − baseline, replicate by replicate. For times, a replicate where
 * neither arm reaches the threshold says nothing about timing and is left out; one where only
 * one reaches it is ±Infinity (sooner or later than the horizon can show). With fewer than
 * half the pairs left, the difference is null.
 */
function pairedDifference(kind: Question['kind'], arm: readonly number[], base: readonly number[]): Summary {
  const n = Math.min(arm.length, base.length);
  const d: number[] = [];
  for (let r = 0; r < n; r++) {
    const a = arm[r];
    const b = base[r];
    if (a === Infinity && b === Infinity) continue;
    d.push(a === Infinity ? Infinity : b === Infinity ? -Infinity : a - b);
  }
  if (!d.length || d.length * 2 < n) return { value: null, low: null, high: null };
  if (kind === 'probability_of_event') {
    // A difference of two probabilities from paired 0/1 outcomes: the mean paired difference
    // and its 90% normal-approximation interval, clipped to [−1, 1].
    const m = mean(d);
    if (n === 1) return { value: tidy(m), low: null, high: null };
    const half = (tQuantile(0.1, n - 1) * sampleSd(d)) / Math.sqrt(n);
    return { value: tidy(m), low: tidy(Math.max(-1, m - half)), high: tidy(Math.min(1, m + half)) };
  }
  return summarise(d);
}

/** The unit of the answer in the asker's terms. */
export function answerUnit(config: SimulationConfig, t: TargetInfo, q: Question): string {
  if (q.kind === 'time_to_threshold') return `${config.step_unit}s`;
  if (q.kind === 'probability_of_event') return 'probability';
  const agg = q.aggregate ?? 'mean';
  if (agg === 'mean') return t.unit ?? (t.share ? `share of ${t.groupNoun}` : `average over ${t.groupNoun}`);
  if (t.share) return agg === 'total' ? t.groupNoun : `${t.groupNoun} × ${config.step_unit}s`;
  return t.unit ? `${t.unit}, total over ${t.groupNoun}` : `total over ${t.groupNoun}`;
}

/** Per-arm quantities of a question; exported for the sensitivity analysis and the report. */
export function armQuantities(config: SimulationConfig, source: SeriesSource, q: Question, t: TargetInfo): ArmQuantities[] {
  return source.arms.map((arm, ai) => {
    const aggs = arm.replicates.map((s) => aggregateSeries(s, q.aggregate, t.agents));
    const per = aggs.map((a) => quantityOf(q.kind, a, q));
    const qs = per.map((p) => p.q);
    const steps = q.kind === 'peak' ? per.map((p) => p.step!) : undefined;
    let summary = q.kind === 'probability_of_event' ? summariseProbability(qs) : summarise(qs);
    if (!source.exact) summary = approximateSummary(q, t, source, ai, summary);
    const meanSeries = aggs[0].map((_, i) => mean(aggs.map((a) => a[i])));
    const out: ArmQuantities = { id: arm.id, label: arm.label, q: qs, summary, meanSeries };
    if (steps) {
      out.steps = steps;
      out.step = summarise(steps);
    }
    if (q.kind === 'time_to_threshold') out.shareReached = qs.filter((x) => x < Infinity).length / Math.max(1, qs.length);
    return out;
  });
}

/**
 * Without per-replicate series (several replicates, only their means): the value is the mean
 * run's, and the range is given only for a level at the end (mean or total), where the
 * metrics' own 5th/95th percentiles at the last step are exactly the range asked for.
 */
function approximateSummary(q: Question, t: TargetInfo, source: SeriesSource, ai: number, s: Summary): Summary {
  if (source.replicates <= 1) return s;
  if (q.kind === 'probability_of_event') return { value: null, low: null, high: null };
  const levelAtEnd = q.kind === 'level_at_end' || q.kind === 'compare_arms';
  if (!levelAtEnd || q.aggregate === 'cumulative') return { value: s.value, low: null, high: null };
  const k = q.aggregate === 'total' ? t.agents : 1;
  const lo = source.p05?.[ai]?.at(-1);
  const hi = source.p95?.[ai]?.at(-1);
  return { value: s.value, low: lo === undefined ? null : finiteOrNull(lo * k), high: hi === undefined ? null : finiteOrNull(hi * k) };
}

/** The answer for `question` (default: the configuration's). */
export function computeAnswerDetail(config: SimulationConfig, metrics: Metrics, tracked: readonly TrackedSeries[], question: Question | undefined = config.question): ComputedAnswer {
  if (!question) throw new Error('the configuration has no question');
  const t = targetInfo(config, question.target);
  const source = seriesOf(config, metrics, tracked, question.target);
  const arms = armQuantities(config, source, question, t);
  const base = arms[0];
  // Arms the results hold (an engine that ran none leaves only the baseline).
  const hasArms = arms.length > 1;
  const unit = answerUnit(config, t, question);

  let by_arm: AnswerByArm[] | undefined;
  if (hasArms) {
    by_arm = arms.map((a, i) => {
      const d = i === 0 ? { value: 0, low: 0, high: 0 } : source.exact ? pairedDifference(question.kind, a.q, base.q) : { value: diffOrNull(a.summary.value, base.summary.value), low: null, high: null };
      const row: AnswerByArm = {
        arm: a.id,
        label: a.label,
        value: a.summary.value,
        low: a.summary.low,
        high: a.summary.high,
        difference: d.value,
        difference_low: source.replicates > 1 ? d.low : null,
        difference_high: source.replicates > 1 ? d.high : null,
      };
      if (a.step?.value !== null && a.step?.value !== undefined) row.step = a.step.value;
      if (a.shareReached !== undefined) row.share_reached = a.shareReached;
      return row;
    });
  }

  let headline: Summary = base.summary;
  let headlineArm: string | undefined;
  if (question.kind === 'compare_arms' && by_arm && by_arm.length > 1) {
    // The headline is the arm that differs most from the baseline (the first on a tie).
    const best = by_arm.slice(1).reduce((b, r) => (Math.abs(r.difference ?? 0) > Math.abs(b.difference ?? 0) ? r : b));
    headline = { value: best.difference, low: best.difference_low, high: best.difference_high };
    headlineArm = best.arm;
  }

  const answer: Answer = {
    kind: question.kind,
    statement: '',
    value: headline.value,
    low: headline.low,
    high: headline.high,
    unit,
  };
  if (headlineArm) answer.arm = headlineArm;
  if (base.step?.value !== null && base.step?.value !== undefined) answer.step = base.step.value;
  if (base.shareReached !== undefined) answer.share_reached = base.shareReached;
  if (by_arm) answer.by_arm = by_arm;
  const detail: ComputedAnswer = { answer, target: t, question, arms, headlineArm, source };
  // In the asker's language: German, Spanish and French through their phrasebooks.
  const pb = phrasebookFor(config);
  answer.statement = pb ? localStatement(pb, config, detail) : answerStatement(config, detail);
  return detail;
}

const diffOrNull = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

/** analysis.answer for the configuration's question. */
export function computeAnswer(config: SimulationConfig, metrics: Metrics, tracked: readonly TrackedSeries[]): Answer {
  return computeAnswerDetail(config, metrics, tracked).answer;
}
