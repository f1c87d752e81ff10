import { askedFewer, otherSide } from './asked-fewer.js';
import { calendarYearsIn } from '../../domain/model-conventions.js';
import type { SimulationConfig } from '../../domain/simulation-config.js';
import type { ComputedAnswer, Summary } from './answer.js';
import { askedUnit, count, horizonWords, inAskedUnit, momentRange, momentWords, num, pct, pp, range, signed, stepSpan, stepSpanOf, stepWord } from './plain.js';
import { inSentence, verbOf, who as relative, type TargetInfo } from './target.js';

/**
 * The answer's statement: one or two plain sentences with the number asked, in the asker's
 * units, with its 90% range over the replicates and, with arms, each arm against the
 * baseline. Labels only, never identifiers.
 */

/** How values of the answer's quantity are printed. */
export interface QuantityFormat {
  /** A value alone: "9.1%", "about 450", "month 18". */
  value(x: number): string;
  /** A range: "8.2–9.8%". */
  range(lo: number, hi: number): string;
  /** A difference between arms: "+2.0 percentage points". */
  diff(x: number): string;
  /** A range of differences: "+1.6 to +2.4 percentage points". */
  diffRange(lo: number, hi: number): string;
  /** A range of sizes, no signs (for a change whose direction a word already says): "1.6–2.4 percentage points". */
  sizeRange(lo: number, hi: number): string;
}

export function quantityFormat(unit: string, t: TargetInfo, kind: ComputedAnswer['question']['kind'], aggregate: ComputedAnswer['question']['aggregate'], asked = unit): QuantityFormat {
  if (kind === 'time_to_threshold') {
    // Moments in the asker's calendar ("week 6" for day 40); differences stay in the model's steps.
    const moment = (x: number) => `${asked} ${inAskedUnit(unit, x, asked)}`;
    return {
      value: moment,
      range: (lo, hi) => momentRange(unit, lo, hi, asked),
      diff: (x) => (x === 0 ? 'at the same time' : `${num(Math.abs(x))} ${stepWord(unit, Math.abs(x))} ${x < 0 ? 'sooner' : 'later'}`),
      diffRange: (lo, hi) => `${range(signed(stepSpan(lo)), signed(stepSpan(hi)))} ${stepWord(unit)}`,
      sizeRange: (lo, hi) => `${range(num(stepSpan(lo)), num(stepSpan(hi)))} ${stepWord(unit)}`,
    };
  }
  // The mean of a counter of members ("Teachers who have left", one per post) is the share of the group.
  if (kind === 'probability_of_event' || ((t.share || t.members) && (aggregate ?? 'mean') === 'mean')) {
    return {
      value: pct,
      range: (lo, hi) => range(pctBare(lo), pctBare(hi), '%'),
      diff: (x) => (x === 0 ? 'no change' : pp(x)),
      diffRange: (lo, hi) => `${range(pp(lo, true).replace(/ pp$/, ''), pp(hi, true).replace(/ pp$/, ''))} percentage points`,
      sizeRange: (lo, hi) => `${range(pctBare(lo), pctBare(hi))} percentage points`,
    };
  }
  // A quantity measured in % ("% of untouched level"): values in %, changes in percentage points.
  const percent = !t.share && t.unit ? /^%\s*(.*)$/.exec(t.unit) : null;
  if (percent) {
    const rest = percent[1] ? ` ${percent[1]}` : '';
    // A negative level keeps its sign as a minus, not a hyphen: "−6.4%".
    const p = (x: number) => `${x < 0 ? '−' : ''}${num(Math.abs(x))}%`;
    const points = (x: number) => `${signed(x)} percentage points`;
    // "% change from today": a level said as how far it is from today ("7.2% below today").
    const from = /^change from (.+)$/i.exec(percent[1])?.[1];
    if (from) {
      const side = (x: number) => (x < 0 ? 'below' : 'above');
      return {
        value: (x) => (num(Math.abs(x)) === '0' ? `unchanged from ${from}` : `${num(Math.abs(x))}% ${side(x)} ${from}`),
        range: (lo, hi) => (lo < 0 && hi <= 0 ? `${range(num(-hi), num(-lo), '%')} below ${from}` : lo >= 0 && hi > 0 ? `${range(num(lo), num(hi), '%')} above ${from}` : `${range(signed(lo), signed(hi), '%')} from ${from}`),
        diff: (x) => (x === 0 ? 'no change' : points(x)),
        diffRange: (lo, hi) => `${range(signed(lo), signed(hi))} percentage points`,
        sizeRange: (lo, hi) => `${range(num(lo), num(hi))} percentage points`,
      };
    }
    return {
      value: (x) => `${p(x)}${rest}`,
      range: (lo, hi) => (lo < 0 || hi < 0 ? `${range(signed(lo), signed(hi), '%')}${rest}` : `${range(num(lo), num(hi), '%')}${rest}`),
      diff: (x) => (x === 0 ? 'no change' : points(x)),
      diffRange: (lo, hi) => `${range(signed(lo), signed(hi))} percentage points`,
      sizeRange: (lo, hi) => `${range(num(lo), num(hi))} percentage points`,
    };
  }
  const isCount = (t.share || t.members) && aggregate !== undefined && aggregate !== 'mean';
  // A total of a counter of events is a whole number too, said with its unit ("184 leavers").
  const f = isCount || (t.counted && aggregate !== undefined && aggregate !== 'mean') ? count : num;
  // A total of a rate per member ("leavers per post") is a count of the thing ("leavers").
  const own = t.unit && aggregate && aggregate !== 'mean' ? t.unit.replace(/\s+per\s+.*$/i, '') : t.unit;
  const u = isCount || !own ? '' : ` ${own}`;
  return {
    value: (x) => `${f(x)}${u}`,
    range: (lo, hi) => `${range(f(lo), f(hi))}${u}`,
    diff: (x) => (x === 0 ? 'no change' : `${signed(x, f)}${u}`),
    diffRange: (lo, hi) => `${range(signed(lo, f), signed(hi, f))}${u}`,
    sizeRange: (lo, hi) => `${range(f(lo), f(hi))}${u}`,
  };
}

const pctBare = (x: number) => pct(x).replace(/%$/, '');

/** "the baseline" or the baseline's own label, quoted. */
function baselineName(config: SimulationConfig, label: string): string {
  return config.baseline_label ? `“${label}”` : 'the baseline';
}

/** "9.1% (90% range 8.2–9.8%)" */
function withRange(f: QuantityFormat, s: Summary, first: boolean): string {
  if (s.value === null) return 'n/a';
  return `${f.value(s.value)}${rangeNote(f, s, first)}`;
}

/** A time with its range, whose top may lie beyond the horizon: "month 3 (90% range month 2.2 to beyond the 4 months)". */
function timeWithRange(f: QuantityFormat, s: Summary, first: boolean, horizon: string): string {
  if (s.value === null) return 'n/a';
  if (s.low !== null && s.high === null) return `${f.value(s.value)} (${first ? '90% range ' : ''}${f.value(s.low)} to beyond the ${horizon})`;
  return withRange(f, s, first);
}

/** " (90% range 8.2–9.8%)", or nothing without a range or when every run gives the same rounded value. */
function rangeNote(f: QuantityFormat, s: Summary, first: boolean): string {
  if (s.low === null || s.high === null) return '';
  if (f.value(s.low) === f.value(s.high)) return '';
  return ` (${first ? '90% range ' : ''}${f.range(s.low, s.high)})`;
}

function diffWithRange(f: QuantityFormat, value: number | null, low: number | null, high: number | null, counted = false): string {
  if (value === null) return 'a difference the runs cannot measure';
  // A count of members says its direction in words: "416 more (387–437)".
  if (counted && value !== 0 && low !== null && high !== null && (low > 0 || high < 0) && Math.sign(value) === Math.sign(low)) {
    const a = Math.min(Math.abs(low), Math.abs(high));
    const b = Math.max(Math.abs(low), Math.abs(high));
    return `${count(Math.abs(value))} ${value > 0 ? 'more' : 'fewer'} (${range(count(a), count(b))})`;
  }
  const d = f.diff(value);
  // No range when there is none, or when every run rounds to the same difference.
  if (low === null || high === null || (low === high && high === value) || f.diff(low) === f.diff(high)) return d;
  const noise = low <= 0 && high >= 0 && !(low === 0 && high === 0) ? ', within run-to-run noise' : '';
  return `${d} (${f.diffRange(low, high)}${noise})`;
}

/**
 * Subject phrases for a target: "households own an electric car", or the label as a noun after
 * "with" ("with heat pump"): a state is never quoted inside a sentence, where it would read as a
 * name rather than as what people have.
 */
function who(t: TargetInfo): { verb: string | null; quoted: string } {
  return { verb: verbOf(t), quoted: inSentence(t.label) };
}

/** The level sentence's core: "9.1% of households own an electric car". */
function levelClause(config: SimulationConfig, c: ComputedAnswer, valueText: string, value: number | null): string {
  const t = c.target;
  const agg = c.question.aggregate ?? 'mean';
  const w = who(t);
  if ((t.share || t.members) && agg === 'mean') return w.verb ? `${valueText} of ${t.groupNoun} ${w.verb}` : `the share of ${t.groupNoun} with ${w.quoted} is ${valueText}`;
  if ((t.share || t.members) && agg === 'total') {
    // "about 1,180 of the 5,000 nurses (24%) have left"; a counter past the group's size counts events, not members.
    const ofAll = value !== null && value <= t.agents * (1 + 1e-9);
    const share = ofAll && value !== null && t.agents > 0 ? ` (${pct(value / t.agents)})` : '';
    // "none of the 2,000 employees work from home" (every run at nought), not "about 0 of … (0%)".
    if (w.verb && ofAll && value === 0) return `none of the ${count(t.agents)} ${t.groupNoun} ${w.verb}`;
    if (w.verb) return ofAll ? `about ${valueText} of the ${count(t.agents)} ${t.groupNoun}${share} ${w.verb}` : `about ${valueText} ${t.groupNoun} ${w.verb}`;
    return `about ${valueText} of the ${count(t.agents)} ${t.groupNoun} are counted with ${w.quoted}`;
  }
  if (t.share) return w.verb ? `${t.groupNoun} ${w.verb} about ${valueText} times in all` : `${w.quoted} happens about ${valueText} times among ${t.groupNoun}`;
  const label = inSentence(agg === 'mean' ? t.label : t.label.replace(/\s*\(per [^)]*\)/i, ''));
  // "% change from today": how far the level is from today, in words.
  const fromWhat = t.unit ? /^% change from (.+)$/i.exec(t.unit) : null;
  if (agg === 'mean' && fromWhat && value !== null) {
    const by = `${num(Math.abs(value))}%`;
    return value === 0 || by === '0%' ? `${label} is unchanged from ${fromWhat[1]} (average over ${t.groupNoun})` : `${label} is ${by} ${value < 0 ? 'below' : 'above'} ${fromWhat[1]} (average over ${t.groupNoun})`;
  }
  // "the fish stock stands at 35% of its untouched level": a level every member shares is not averaged over them.
  if (agg === 'mean' && t.common) return `the ${label} stands at ${valueText}`;
  // "emissions average", "energy used averages": a plural noun takes the plural verb.
  if (agg === 'mean') return `${label} ${/^\S*[^s\W]s$/i.test(label.split(' ')[0] ?? '') && label.split(' ').length === 1 ? 'average' : 'averages'} ${valueText} over ${t.groupNoun}`;
  // "about 2,750 burglaries in all among the 300,000 residents": events counted, named by their unit.
  if (agg === 'total' && countsEvents(t, agg)) return `about ${valueText} in all among the ${count(t.agents)} ${t.groupNoun}`;
  if (agg === 'total') return `${label} totals ${valueText} over the ${count(t.agents)} ${t.groupNoun}`;
  return `${label} adds up to ${valueText} over the ${count(t.agents)} ${t.groupNoun}`;
}

/** A total of whole events that are not members (burglaries, visits), its unit a plural noun that names them. */
function countsEvents(t: ComputedAnswer['target'], agg: string): boolean {
  return agg === 'total' && t.counted && !t.share && !t.members && Boolean(t.unit && /^[a-z][a-z -]*s$/i.test(t.unit));
}

/** "50% of households own an electric car" / "average Monthly km reaches 1,200". */
export function thresholdClause(c: ComputedAnswer, threshold: number): string {
  const t = c.target;
  const agg = c.question.aggregate ?? 'mean';
  const below = c.question.direction === 'below';
  const w = who(t);
  if (t.share && agg !== 'cumulative') {
    const level = agg === 'mean' ? pct(threshold) : count(threshold);
    // "50% of households own …" but "5,000 households own …".
    const who = agg === 'mean' ? `${level} of ${t.groupNoun}` : `${level} ${t.groupNoun}`;
    if (w.verb) return below ? `no more than ${who} ${w.verb}` : `${who} ${w.verb}`;
    return `the ${agg === 'mean' ? 'share' : 'number'} of ${t.groupNoun} with ${w.quoted} ${below ? 'falls to' : 'reaches'} ${level}`;
  }
  const fv = quantityFormat('step', t, 'level_at_end', agg);
  if (t.members && agg === 'total' && w.verb) return below ? `no more than ${count(threshold)} ${t.groupNoun} ${w.verb}` : `${count(threshold)} ${t.groupNoun} ${w.verb}`;
  const label = agg === 'mean' && t.common ? `the ${inSentence(t.label)}` : agg === 'mean' ? `${inSentence(t.label)} (average over ${t.groupNoun})` : agg === 'total' ? `the total ${inSentence(t.label)} of the ${t.groupNoun}` : `the running total of ${inSentence(t.label)} of the ${t.groupNoun}`;
  return `${label} ${below ? 'falls to' : 'reaches'} ${fv.value(threshold)}`;
}

function runsWord(n: number): string {
  return n === 1 ? 'one run' : `${n} runs`;
}

/** The level at the last step, for times and probabilities that need context. */
function endLevel(config: SimulationConfig, c: ComputedAnswer, armIndex = 0): string {
  const arm = c.arms[armIndex];
  const steps = arm.meanSeries.length;
  const f = quantityFormat(config.step_unit, c.target, 'level_at_end', c.question.aggregate);
  return `${f.value(arm.meanSeries[steps - 1])} at the end of the ${horizonWords(config.step_unit, steps)} on average`;
}

/**
 * "by 2030": the calendar year the run ends in, when the Architect counted the question's years
 * ("Calendar years are counted from 2026, …: 2030 is 4 years ahead") and the run lasts exactly
 * that long; null otherwise (an answer never names a year the run does not reach).
 */
export function calendarEnd(config: SimulationConfig): { year: string; years: string } | null {
  const days = config.number_of_steps * (STEP_DAYS[config.step_unit] ?? 0);
  for (const y of calendarYearsIn(config.assumptions ?? [])) {
    if (Math.abs(y.ahead * 365 - days) <= (STEP_DAYS[config.step_unit] ?? 0) / 2 + 3) return { year: y.year, years: String(y.ahead) };
  }
  return null;
}

const STEP_DAYS: Record<string, number> = { day: 1, week: 7, month: 365 / 12, quarter: 365 / 4, year: 365 };

export function answerStatement(config: SimulationConfig, c: ComputedAnswer): string {
  const q = c.question;
  const asked = askedUnit(config.step_unit, config.number_of_steps);
  const f = quantityFormat(config.step_unit, c.target, q.kind, q.aggregate, asked);
  const base = c.arms[0];
  const n = base.q.length;
  const single = c.source.replicates === 1;
  const noRange = base.summary.low === null || base.summary.high === null;
  const approx = c.source.exact ? '' : ` (the mean of ${runsWord(c.source.replicates)}${noRange ? '; ranges over runs were not available' : ''})`;
  const horizon = horizonWords(config.step_unit, config.number_of_steps);
  const bl = baselineName(config, base.label);
  const others = c.arms.slice(1);
  const rows = c.answer.by_arm ?? [];
  let first: string;
  let ends = '';

  switch (q.kind) {
    case 'level_at_end':
    case 'compare_arms': {
      const year = calendarEnd(config);
      const when = q.aggregate === 'cumulative' ? `Over ${horizon}` : year ? `By ${year.year} (in ${year.years} ${year.years === '1' ? 'year' : 'years'})` : `After ${horizon}`;
      const v = base.summary.value === null ? 'n/a' : f.value(base.summary.value);
      first = `${when}, ${levelClause(config, c, v, base.summary.value)}${rangeNote(f, base.summary, true)}${others.length ? ` under ${bl}` : ''}${approx}.`;
      break;
    }
    case 'time_to_threshold': {
      const clause = thresholdClause(c, q.threshold!);
      const reachedIn = Math.round((base.shareReached ?? 0) * n);
      if (base.summary.value !== null) {
        first = `${cap(clause)} by ${timeWithRange(f, base.summary, true, horizon)}${others.length ? ` under ${bl}` : ''}${approx}.`;
        if (reachedIn < n) first += ` In ${reachedIn} of ${n} runs it happens within the ${horizon}; in the others it takes longer.`;
      } else if (reachedIn > 0) {
        first = `It most likely takes longer than ${horizon} until ${clause}${others.length ? ` under ${bl}` : ''}: only ${reachedIn} of ${n} runs get there within the horizon (the level is ${endLevel(config, c)}).`;
      } else {
        first = `Within ${horizon} it does not happen that ${clause}${others.length ? ` under ${bl}` : ''}, in any of ${runsWord(n)}: the level is ${endLevel(config, c)}.`;
      }
      break;
    }
    case 'peak': {
      const stepText = base.step?.value !== null && base.step?.value !== undefined ? momentWords(config.step_unit, base.step.value, asked) : 'at an unknown time';
      const span = base.step && base.step.low !== null && base.step.high !== null ? momentRange(config.step_unit, base.step.low, base.step.high, asked) : null;
      const stepRange = span && !stepText.endsWith(span) ? ` (${span})` : '';
      const about = c.target.share || c.target.members ? (q.aggregate ?? 'mean') !== 'mean' ? 'about ' : '' : '';
      first = `${cap(subjectOf(c))} ${q.direction === 'below' ? 'is lowest' : 'peaks'} at ${about}${withRange(f, base.summary, true)} ${stepText}${stepRange}${others.length ? ` under ${bl}` : ''}${approx}.`;
      break;
    }
    case 'probability_of_event': {
      const clause = thresholdClause(c, q.threshold!);
      const v = base.summary;
      const rangeText = v.low !== null && v.high !== null ? ` (90% interval ${f.range(v.low, v.high)}, from ${runsWord(n)})` : '';
      first = `The chance that ${clause} at some point within ${horizon} is ${v.value === null ? 'n/a' : f.value(v.value)}${rangeText}${others.length ? ` under ${bl}` : ''}${approx}.`;
      if (askedFewer(q.text) && q.direction !== 'below' && v.value !== null) {
        const o = otherSide(v);
        const oRange = o.low !== null && o.high !== null ? ` (90% interval ${f.range(o.low, o.high)})` : '';
        first += ` So the chance that it stays below that for the whole ${horizon}, as asked, is ${f.value(o.value!)}${oRange}.`;
      }
      // Every run of every scenario crosses, or none does: the chance no longer tells the scenarios apart, where they end does.
      if (others.length && c.arms.every((a) => a.summary.value === 0 || a.summary.value === 1)) {
        const level = quantityFormat(config.step_unit, c.target, 'level_at_end', q.aggregate ?? 'mean');
        const end = (a: (typeof c.arms)[number]) => level.value(a.meanSeries[a.meanSeries.length - 1]);
        ends = ` At the end of the ${horizon}: ${end(base)} under ${bl}${others.map((a) => `, ${end(a)} with “${a.label}”`).join('')}.`;
      }
      break;
    }
  }

  // Arms whose every printed number agrees are said once: "with “A” and “B” alike, …".
  const said: Array<{ labels: string[]; text: string }> = [];
  others.forEach((a, i) => {
    const row = rows[i + 1];
    let text: string;
    if (q.kind === 'time_to_threshold') text = armTime(config, c, f, i + 1, horizon);
    else {
      const counted = (c.target.share || c.target.members || countsEvents(c.target, q.aggregate ?? 'mean')) && (q.aggregate ?? 'mean') !== 'mean' && q.kind !== 'probability_of_event';
      const diff = diffWithRange(f, row?.difference ?? null, row?.difference_low ?? null, row?.difference_high ?? null, counted);
      const value = a.summary.value === null ? 'n/a' : withRange(f, a.summary, false);
      text = `${counted ? 'about ' : ''}${value}: ${diff}`;
    }
    const same = said.find((x) => x.text === text);
    if (same) same.labels.push(`“${a.label}”`);
    else said.push({ labels: [`“${a.label}”`], text });
  });
  const parts = said.map((x) => (x.labels.length === 1 ? `with ${x.labels[0]}, ${x.text}` : `with ${x.labels.slice(0, -1).join(', ')} and ${x.labels[x.labels.length - 1]} alike, ${x.text}`));
  const second = parts.length ? `${cap(parts.join('; '))}.` : '';
  const oneRun = single ? ' This is one run, so no range can be given.' : '';
  return `${first}${second ? ` ${second}` : ''}${ends}${oneRun}`;
}

/**
 * An arm's time against the baseline's, said honestly when either does not get there within
 * the horizon: "month 8 (months 7–9): 5 months sooner (4–7 months sooner)"; "not within the
 * 30 days in any of 20 runs (it reaches 3.1% by day 30): at least 9 days later than the
 * baseline"; "day 25 (days 22–28), while the baseline does not get there within the 30 days".
 */
function armTime(config: SimulationConfig, c: ComputedAnswer, f: QuantityFormat, armIndex: number, horizon: string): string {
  const a = c.arms[armIndex];
  const base = c.arms[0];
  const row = c.answer.by_arm?.[armIndex];
  const n = a.q.length;
  const reached = Math.round((a.shareReached ?? 0) * n);
  const steps = config.number_of_steps;
  const unit = config.step_unit;
  if (a.summary.value === null) {
    const how = reached === 0 ? `in any of ${runsWord(n)}` : `in ${n - reached} of ${n} runs`;
    const later = base.summary.value !== null ? `, at least ${num(steps + 1 - base.summary.value)} ${stepWord(unit, steps + 1 - base.summary.value)} later than the baseline` : '';
    return `not within the ${horizon} ${how}${later}; the level is ${endLevel(config, c, armIndex)}`;
  }
  const value = timeWithRange(f, a.summary, false, horizon);
  if (base.summary.value === null) return `${value}, while the baseline does not get there within the ${horizon}`;
  const d = row?.difference ?? null;
  if (d === null) return `${value}: a difference the runs cannot measure`;
  const lo = stepSpanOf(row?.difference_low);
  const hi = stepSpanOf(row?.difference_high);
  const word = d < 0 ? 'sooner' : 'later';
  let interval = '';
  if (lo !== null && hi !== null && !(lo === hi && hi === d)) {
    if (hi < 0 && Number.isFinite(lo)) interval = ` (${range(num(-hi), num(-lo))} ${stepWord(unit)} sooner)`;
    else if (lo > 0 && Number.isFinite(hi)) interval = ` (${range(num(lo), num(hi))} ${stepWord(unit)} later)`;
    // An interval that reaches no change from one side: its sizes, and that it includes none.
    else if (hi === 0 && lo < 0 && Number.isFinite(lo)) interval = ` (${range(num(0), num(-lo))} ${stepWord(unit)} sooner, within run-to-run noise)`;
    else if (lo === 0 && hi > 0 && Number.isFinite(hi)) interval = ` (${range(num(0), num(hi))} ${stepWord(unit)} later, within run-to-run noise)`;
    else if (Number.isFinite(lo) && Number.isFinite(hi)) interval = ` (${range(signed(lo), signed(hi))} ${stepWord(unit)}, within run-to-run noise)`;
  }
  return d === 0 ? `${value}: at the same time${interval}` : `${value}: ${num(Math.abs(d))} ${stepWord(unit, Math.abs(d))} ${word}${interval}`;
}

/** "the share of households who own an electric car", "monthly km (average over households)". */
export function subjectOf(c: ComputedAnswer, atOnce = c.question.kind === 'peak'): string {
  const t = c.target;
  const agg = c.question.aggregate ?? 'mean';
  const w = who(t);
  if (t.share || (t.members && agg !== 'mean')) {
    const what = agg === 'mean' ? 'share' : agg === 'total' ? 'number' : 'running total';
    // A peak of a state held "now" is how many hold it at the same time.
    const verb = w.verb && atOnce ? w.verb.replace(/\s+now$/, ' at the same time') : w.verb;
    return verb ? `the ${what} of ${t.groupNoun} ${relative(t.groupNoun)} ${verb}` : `the ${what} of ${t.groupNoun} with ${w.quoted}`;
  }
  return agg === 'mean' && t.common ? `the ${inSentence(t.label)}` : agg === 'mean' ? `${inSentence(t.label)} (average over ${t.groupNoun})` : `the total ${inSentence(t.label)} of the ${t.groupNoun}`;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
