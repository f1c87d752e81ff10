import { askedFewer, otherSide } from '../asked-fewer.js';
import type { Analysis } from '../../provider.js';
import type { SimulationConfig } from '../../../domain/simulation-config.js';
import type { ComputedAnswer, Summary } from '../answer.js';
import { median, quantile } from '../stats.js';
import type { AnalysisFacts } from '../facts.js';
import { capacityWave as isLoadWave, isWave, type Outcome } from '../outcomes.js';
import { horizonParts, stepSpan, stepSpanOf } from '../plain.js';
import { calendarEnd } from '../statement.js';
import type { Prose } from '../prose.js';
import type { DriverEffect, StudiedQuantity } from '../sensitivity.js';
import { LOCAL_LEAVERS, type TargetInfo } from '../target.js';
import { bracketOf } from '../bracket.js';
import { goalOf, helps, isExternalEvent } from '../goal.js';
import { localNumbers, type LocalNumbers } from './numbers.js';
import type { Phrasebook, StepUnit } from './types.js';

/**
 * The builtin Analyst in German, Spanish or French: the same facts and the same order as the
 * English prose (statement.ts, prose.ts, report.ts), said through a phrasebook. Every number
 * is printed by numbers.ts in the language's convention.
 */

interface Ctx {
  pb: Phrasebook;
  n: LocalNumbers;
  unit: StepUnit;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ctxOf = (pb: Phrasebook, config: SimulationConfig): Ctx => ({ pb, n: localNumbers(pb), unit: config.step_unit as StepUnit });

/** A label inside a sentence: German nouns keep their capital; elsewhere a capital goes unless an acronym. */
function inSentence(pb: Phrasebook, label: string): string {
  if (pb.lang === 'de') return label;
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The horizon in the asker's calendar, after a preposition of the language. */
function horizon(x: Ctx, config: SimulationConfig, how: 'after' | 'over' | 'within' | 'plain'): string {
  const h = horizonParts(config.step_unit, config.number_of_steps);
  const u = h.unit as StepUnit;
  if (how === 'plain') return x.pb.units(u, h.n);
  return x.pb[how](u, h.n);
}

/** "3 Monate", "1,5 Monate": an amount of time with a localised number. */
function amount(x: Ctx, v: number): string {
  return x.pb.units(x.unit, v === 1 ? 1 : 2).replace(/^\S+/, x.n.num(v));
}

/** What the answer measures, as the subject of a sentence. */
export function subjectOf(pb: Phrasebook, c: ComputedAnswer): string {
  return subjectFor(pb, c.target, c.question.aggregate ?? 'mean');
}

/** "Abgänge (Pflegekräfte)" → "Abgang": a counter of members said as what each of them did, as a state is. */
function memberNoun(label: string): string {
  const head = label.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return LOCAL_LEAVERS[head] ?? head;
}

function subjectFor(pb: Phrasebook, t: TargetInfo, agg: 'mean' | 'total' | 'cumulative'): string {
  // A counter of members ("Nurses who have left", one per post) reads as a state they are in, as in English.
  if (t.members && agg !== 'cumulative') return agg === 'mean' ? pb.subjects.share(t.groupNoun, memberNoun(t.label)) : pb.subjects.count(t.groupNoun, memberNoun(t.label));
  const label = inSentence(pb, t.label);
  if (t.share) return agg === 'mean' ? pb.subjects.share(t.groupNoun, label) : agg === 'total' ? pb.subjects.count(t.groupNoun, label) : pb.subjects.cumulative(t.groupNoun, label);
  // "Départs (Salariés)" summed over the employees: the group is named once, by the frame.
  const ownGroup = new RegExp(`\\s*\\(${t.groupNoun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`, 'i');
  const plainLabel = (agg === 'mean' ? label : label.replace(/\s*\((?:per|je|por|par) [^)]*\)/i, '')).replace(ownGroup, '');
  // A shared level ("Fischbestand") is the level itself, not an average over the boats.
  if (agg === 'mean' && t.common) return plainLabel;
  return agg === 'mean' ? pb.subjects.mean(plainLabel, t.groupNoun) : pb.subjects.total(plainLabel, t.groupNoun);
}

export interface LocalFormat {
  value(v: number): string;
  range(lo: number, hi: number): string;
  diff(v: number): string;
  diffRange(lo: number, hi: number): string;
  sizeRange(lo: number, hi: number): string;
}

/** How values of the answer's quantity are printed (as quantityFormat in statement.ts). */
export function localFormat(x: Ctx, t: TargetInfo, kind: ComputedAnswer['question']['kind'], aggregate: ComputedAnswer['question']['aggregate']): LocalFormat {
  const { pb, n } = x;
  const u = x.unit;
  if (kind === 'time_to_threshold') {
    // Moments are whole steps, as in English ("Tag 86", not "Tag 85,8"); spans of steps keep a decimal below ten.
    const moment = (v: number) => n.num(Math.max(1, Math.round(v)));
    return {
      value: (v) => pb.step(u, moment(v)),
      range: (lo, hi) => (moment(lo) === moment(hi) ? pb.step(u, moment(lo)) : pb.stepRange(u, n.range(moment(lo), moment(hi)))),
      diff: (v) => (v === 0 ? pb.words.sameTime : `${amount(x, Math.abs(v))} ${v < 0 ? pb.words.sooner : pb.words.later}`),
      diffRange: (lo, hi) => `${n.range(n.signed(stepSpan(lo)), n.signed(stepSpan(hi)))} ${pb.unitPlural(u)}`,
      sizeRange: (lo, hi) => `${n.range(n.num(stepSpan(lo)), n.num(stepSpan(hi)))} ${pb.unitPlural(u)}`,
    };
  }
  const points = ` ${pb.points(2, '2')}`;
  if (kind === 'probability_of_event' || ((t.share || t.members) && (aggregate ?? 'mean') === 'mean')) {
    return {
      value: n.pct,
      range: (lo, hi) => n.range(n.pctBare(lo), n.pctBare(hi), pb.percentSign),
      diff: (v) => (v === 0 ? pb.words.noChange : n.pp(v)),
      diffRange: (lo, hi) => `${n.range(n.signed(lo, n.pctBare), n.signed(hi, n.pctBare))}${points}`,
      sizeRange: (lo, hi) => `${n.range(n.pctBare(lo), n.pctBare(hi))}${points}`,
    };
  }
  const percent = !t.share && !t.members && t.unit ? /^%\s*(.*)$/.exec(t.unit) : null;
  if (percent) {
    const rest = percent[1] ? ` ${percent[1]}` : '';
    // "% change from today": a level said as how far it is from today ("19,2 % unter heute"), as in English.
    const ft = pb.fromToday;
    if (ft.unit.test(percent[1])) {
      const side = (v: number) => (v < 0 ? ft.below : ft.above);
      return {
        value: (v) => (n.num(Math.abs(v)) === '0' ? ft.unchanged : `${n.num(Math.abs(v))}${pb.percentSign} ${side(v)}`),
        range: (lo, hi) =>
          lo < 0 && hi <= 0
            ? `${n.range(n.num(-hi), n.num(-lo), pb.percentSign)} ${ft.below}`
            : lo >= 0 && hi > 0
              ? `${n.range(n.num(lo), n.num(hi), pb.percentSign)} ${ft.above}`
              : `${n.range(n.signed(lo), n.signed(hi), pb.percentSign)} ${ft.from}`,
        diff: (v) => (v === 0 ? pb.words.noChange : `${n.signed(v)}${points}`),
        diffRange: (lo, hi) => `${n.range(n.signed(lo), n.signed(hi))}${points}`,
        sizeRange: (lo, hi) => `${n.range(n.num(lo), n.num(hi))}${points}`,
      };
    }
    return {
      value: (v) => `${n.num(v)}${pb.percentSign}${rest}`,
      range: (lo, hi) => `${n.range(n.num(lo), n.num(hi), pb.percentSign)}${rest}`,
      diff: (v) => (v === 0 ? pb.words.noChange : `${n.signed(v)}${points}`),
      diffRange: (lo, hi) => `${n.range(n.signed(lo), n.signed(hi))}${points}`,
      sizeRange: (lo, hi) => `${n.range(n.num(lo), n.num(hi))}${points}`,
    };
  }
  const isCount = (t.share || t.members) && aggregate !== 'mean';
  // A total of a counter of events is a whole number too, said with its unit ("239 Abgänge").
  const f = isCount || (t.counted && aggregate !== undefined && aggregate !== 'mean') ? n.count : n.num;
  const own = t.unit && aggregate && aggregate !== 'mean' ? t.unit.replace(/\s+(?:per|je|pro|por|par)\s+.*$/i, '') : t.unit;
  const us = isCount || !own ? '' : ` ${own}`;
  return {
    value: (v) => `${f(v)}${us}`,
    range: (lo, hi) => `${n.range(f(lo), f(hi))}${us}`,
    diff: (v) => (v === 0 ? pb.words.noChange : `${n.signed(v, f)}${us}`),
    diffRange: (lo, hi) => `${n.range(n.signed(lo, f), n.signed(hi, f))}${us}`,
    sizeRange: (lo, hi) => `${n.range(f(lo), f(hi))}${us}`,
  };
}

/** The threshold as a level: "50 %", "1.000", "1.200 km". */
function thresholdLevel(x: Ctx, c: ComputedAnswer, threshold: number): string {
  const t = c.target;
  const agg = c.question.aggregate ?? 'mean';
  if ((t.share || t.members) && agg !== 'cumulative') return agg === 'mean' ? x.n.pct(threshold) : x.n.count(threshold);
  return localFormat(x, t, 'level_at_end', agg).value(threshold);
}

const below = (c: ComputedAnswer) => c.question.direction === 'below';

function rangeNote(x: Ctx, f: LocalFormat, s: Summary, first: boolean): string {
  // None when every run rounds to the same value, as in English.
  if (s.low === null || s.high === null || f.value(s.low) === f.value(s.high)) return '';
  return ` (${first ? `${x.pb.words.range90} ` : ''}${f.range(s.low, s.high)})`;
}

function withRange(x: Ctx, f: LocalFormat, s: Summary, first: boolean): string {
  if (s.value === null) return x.pb.words.notAvailable;
  return `${f.value(s.value)}${rangeNote(x, f, s, first)}`;
}

/** A time: "in Monat 18 (90-%-Bereich Monat 16–20)", its top maybe beyond the horizon. */
function timeWithRange(x: Ctx, config: SimulationConfig, f: LocalFormat, s: Summary, first: boolean): string {
  if (s.value === null) return x.pb.words.notAvailable;
  // The median of an even number of runs may fall between two steps: said as the nearer whole step.
  const at = x.pb.atStep(x.unit, x.n.num(Math.max(1, Math.round(s.value))));
  const lead = first ? `${x.pb.words.range90} ` : '';
  if (s.low !== null && s.high === null) return `${at} (${lead}${x.pb.report.toBeyond(f.value(s.low), horizon(x, config, 'plain'))})`;
  if (s.low === null || s.high === null) return at;
  return `${at} (${lead}${f.range(s.low, s.high)})`;
}

function endLevel(x: Ctx, config: SimulationConfig, c: ComputedAnswer, armIndex = 0): string {
  const arm = c.arms[armIndex];
  const steps = arm.meanSeries.length;
  const f = localFormat(x, c.target, 'level_at_end', c.question.aggregate);
  return x.pb.frames.endLevel(f.value(arm.meanSeries[steps - 1]), x.pb.atStep(x.unit, x.n.num(steps)));
}

function diffWithRange(x: Ctx, f: LocalFormat, value: number | null, low: number | null, high: number | null): string {
  if (value === null) return x.pb.words.unmeasurable;
  const d = `${f.diff(value)} ${x.pb.words.vsBaseline}`;
  if (low === null || high === null || (low === high && high === value) || f.diff(low) === f.diff(high)) return d;
  const noise = low <= 0 && high >= 0 && !(low === 0 && high === 0) ? x.pb.words.withinNoise : '';
  return `${d} (${f.diffRange(low, high)}${noise})`;
}

function runsText(x: Ctx, n: number): string {
  return x.pb.words.runs(n, x.n.count(n));
}

export function localStatement(pb: Phrasebook, config: SimulationConfig, answer: ComputedAnswer): string {
  // Departures from posts that are refilled can outnumber the staff: then they are counted as events ("10.200 salidas"), not members.
  const passes = answer.target.members && answer.question.aggregate === 'total' && (answer.arms[0]?.summary.value ?? 0) > answer.target.agents * (1 + 1e-9);
  const c: ComputedAnswer = passes ? { ...answer, target: { ...answer.target, members: false } } : answer;
  const x = ctxOf(pb, config);
  const q = c.question;
  const f = localFormat(x, c.target, q.kind, q.aggregate);
  const base = c.arms[0];
  const nRuns = base.q.length;
  const noRange = base.summary.low === null || base.summary.high === null;
  const approx = c.source.exact ? '' : ` (${pb.words.meanOfRuns(runsText(x, c.source.replicates))}${noRange ? `; ${pb.words.noRangesFromMetrics}` : ''})`;
  const others = c.arms.slice(1);
  const armNote = others.length ? ` ${pb.words.inArm(pb.quote(base.label))}` : '';
  const subject = subjectOf(pb, c);
  const rows = c.answer.by_arm ?? [];
  let first: string;
  let ends = '';
  switch (q.kind) {
    case 'level_at_end':
    case 'compare_arms': {
      const year = q.aggregate === 'cumulative' ? null : calendarEnd(config);
      const when = year ? pb.byYear(year.year, Number(year.years)) : horizon(x, config, q.aggregate === 'cumulative' ? 'over' : 'after');
      let v = base.summary.value === null ? pb.words.notAvailable : f.value(base.summary.value);
      // "etwa 472 von 3.000": only while the count can be out of the whole group (departures from posts refilled can pass it).
      if ((c.target.share || c.target.members) && q.aggregate === 'total' && base.summary.value !== null && base.summary.value <= c.target.agents * (1 + 1e-9)) v = `${base.summary.value === 0 ? '' : `${pb.words.about} `}${v} ${pb.words.outOf} ${x.n.count(c.target.agents)}`;
      first = pb.frames.level(cap(subject), when, v, `${rangeNote(x, f, base.summary, true)}${armNote}${approx}`);
      break;
    }
    case 'time_to_threshold': {
      const lvl = thresholdLevel(x, c, q.threshold!);
      const reachedIn = Math.round((base.shareReached ?? 0) * nRuns);
      if (base.summary.value !== null) {
        first = pb.frames.reaches(cap(subject), lvl, timeWithRange(x, config, f, base.summary, true), `${armNote}${approx}`, below(c));
        if (reachedIn < nRuns) first += ` ${pb.frames.partlyReached(x.n.count(reachedIn), x.n.count(nRuns), horizon(x, config, 'within'))}`;
      } else if (reachedIn > 0) {
        first = pb.frames.mostlyNotReached(subject, lvl, horizon(x, config, 'plain'), x.n.count(reachedIn), x.n.count(nRuns), endLevel(x, config, c), armNote, below(c));
      } else {
        first = pb.frames.neverReached(subject, lvl, horizon(x, config, 'within'), pb.frames.inRuns(0, x.n.count(nRuns), '0'), endLevel(x, config, c), armNote, below(c));
      }
      break;
    }
    case 'peak': {
      const when = base.step?.value !== null && base.step?.value !== undefined ? pb.atStep(x.unit, x.n.num(base.step.value)) : '';
      const stepRange = base.step && base.step.low !== null && base.step.high !== null && base.step.low !== base.step.high ? ` (${pb.stepRange(x.unit, x.n.range(x.n.num(base.step.low), x.n.num(base.step.high)))})` : '';
      first = pb.frames.peak(cap(subject), withRange(x, f, base.summary, true), `${when}${stepRange}`, `${armNote}${approx}`, below(c));
      break;
    }
    case 'probability_of_event': {
      const v = base.summary;
      const rangeText = v.low !== null && v.high !== null ? ` (${pb.words.interval90} ${f.range(v.low, v.high)}, ${pb.words.fromRuns(runsText(x, nRuns))})` : '';
      first = pb.frames.probability(subject, thresholdLevel(x, c, q.threshold!), horizon(x, config, 'within'), v.value === null ? pb.words.notAvailable : f.value(v.value), `${rangeText}${armNote}${approx}`, below(c));
      if (askedFewer(q.text) && q.direction !== 'below' && v.value !== null) {
        const o = otherSide(v);
        first += ` ${pb.frames.staysBelow(horizon(x, config, 'within'), f.value(o.value!), o.low !== null && o.high !== null ? ` (${pb.words.interval90} ${f.range(o.low, o.high)})` : '')}`;
      }
      // Every run of every scenario crosses, or none does: the chance no longer tells the scenarios apart, where they end does.
      if (others.length && c.arms.every((a) => a.summary.value === 0 || a.summary.value === 1)) {
        const end = (i: number) => localFormat(x, c.target, 'level_at_end', q.aggregate ?? 'mean').value(c.arms[i].meanSeries[c.arms[i].meanSeries.length - 1]);
        ends = pb.frames.endLevels([pb.quote(base.label), end(0)], others.map((a, i) => [pb.quote(a.label), end(i + 1)]));
      }
      break;
    }
  }
  const parts = others.map((a, i) => {
    const row = rows[i + 1];
    if (q.kind === 'time_to_threshold') return armTime(x, config, c, f, i + 1);
    const diff = diffWithRange(x, f, row?.difference ?? null, row?.difference_low ?? null, row?.difference_high ?? null);
    const value = a.summary.value === null ? pb.words.notAvailable : withRange(x, f, a.summary, false);
    return pb.frames.arm(pb.quote(a.label), value, diff);
  });
  // One sentence: the arms after the first go on in lower case ("…; mit „X“: …").
  const second = parts.length ? `${parts.map((p, i) => (i ? p.charAt(0).toLowerCase() + p.slice(1) : p)).join(pb.semicolon)}.` : '';
  const oneRun = c.source.replicates === 1 ? ` ${pb.frames.singleRunNote}` : '';
  return `${first}${second ? ` ${second}` : ''}${ends ? ` ${ends}` : ''}${oneRun}`;
}

function armTime(x: Ctx, config: SimulationConfig, c: ComputedAnswer, f: LocalFormat, armIndex: number): string {
  const { pb, n } = x;
  const a = c.arms[armIndex];
  const base = c.arms[0];
  const row = c.answer.by_arm?.[armIndex];
  const runs = a.q.length;
  const reached = Math.round((a.shareReached ?? 0) * runs);
  const within = horizon(x, config, 'within');
  if (a.summary.value === null) {
    const how = pb.frames.inRuns(reached === 0 ? 0 : runs - reached, n.count(runs), n.count(runs - reached));
    return pb.frames.armNotReached(pb.quote(a.label), within, how, endLevel(x, config, c, armIndex));
  }
  const value = timeWithRange(x, config, f, a.summary, false);
  if (base.summary.value === null) return pb.frames.armReachedAlone(pb.quote(a.label), value, within);
  const d = row?.difference ?? null;
  if (d === null) return pb.frames.arm(pb.quote(a.label), value, pb.words.unmeasurable);
  const lo = stepSpanOf(row?.difference_low);
  const hi = stepSpanOf(row?.difference_high);
  let interval = '';
  if (lo !== null && hi !== null && !(lo === hi && hi === d)) {
    if (hi < 0 && Number.isFinite(lo)) interval = ` (${n.range(n.num(-hi), n.num(-lo))} ${pb.unitPlural(x.unit)} ${pb.words.sooner})`;
    else if (lo > 0 && Number.isFinite(hi)) interval = ` (${n.range(n.num(lo), n.num(hi))} ${pb.unitPlural(x.unit)} ${pb.words.later})`;
    else if (Number.isFinite(lo) && Number.isFinite(hi)) interval = ` (${n.range(n.signed(lo), n.signed(hi))} ${pb.unitPlural(x.unit)}${pb.words.withinNoise})`;
  }
  return pb.frames.arm(pb.quote(a.label), value, `${f.diff(d)}${interval}`);
}

// ---------------------------------------------------------------------------------------
// Drivers, risks, recommendations.

function studiedFormat(x: Ctx, c: ComputedAnswer, q: StudiedQuantity): LocalFormat {
  return localFormat(x, c.target, q.kind === 'time' ? 'time_to_threshold' : 'level_at_end', c.question.aggregate);
}

function size(f: LocalFormat, v: number): string {
  return f.diff(Math.abs(v)).replace(/^[+±]/, '');
}

function effectInterval(x: Ctx, f: LocalFormat, d: DriverEffect, q: StudiedQuantity): string {
  const { pb, n } = x;
  if (q.kind === 'time') {
    const u = pb.unitPlural(x.unit);
    if (d.high < 0) return `${n.range(n.num(-d.high), n.num(-d.low))} ${u} ${pb.words.sooner}`;
    if (d.low > 0) return `${n.range(n.num(d.low), n.num(d.high))} ${u} ${pb.words.later}`;
    return `${n.range(n.signed(d.low), n.signed(d.high))} ${u}`;
  }
  if (d.low > 0) return f.sizeRange(d.low, d.high);
  if (d.high < 0) return f.sizeRange(-d.high, -d.low);
  return f.diffRange(d.low, d.high);
}

function driverEffect(x: Ctx, f: AnalysisFacts, c: ComputedAnswer, q: StudiedQuantity, d: DriverEffect): string {
  const { pb } = x;
  const fmt = studiedFormat(x, c, q);
  const interval = `${pb.words.interval90} ${effectInterval(x, fmt, d, q)}`;
  const up = d.effect > 0;
  const subject = subjectOf(pb, c);
  switch (q.kind) {
    case 'time':
      return pb.drivers.timeEffect(subject, thresholdLevel(x, c, c.question.threshold!), amount(x, Math.abs(d.effect)), up, interval, below(c));
    case 'level':
      return pb.drivers.levelEffect(subject, horizon(x, f.config, 'after'), size(fmt, d.effect), up, interval);
    case 'peak':
      return pb.drivers.peakEffect(subject, size(fmt, d.effect), up, interval, below(c));
    case 'extreme':
      return pb.drivers.extremeEffect(subject, size(fmt, d.effect), up, interval, below(c), below(c) !== up);
    case 'difference': {
      const baseDiff = f.sensitivity?.baseline.mean ?? 0;
      const s = baseDiff < 0 ? -1 : 1;
      const lo = Math.min(s * d.low, s * d.high);
      const hi = Math.max(s * d.low, s * d.high);
      const across = lo <= 0 && hi >= 0;
      const sizeInterval = `${pb.words.interval90} ${across ? fmt.diffRange(lo, hi) : lo > 0 ? fmt.sizeRange(lo, hi) : fmt.sizeRange(-hi, -lo)}`;
      return pb.drivers.differenceEffect(pb.quote(q.arm!.label), subject, horizon(x, f.config, 'after'), size(fmt, d.effect), s * d.effect > 0, sizeInterval);
    }
  }
}

/** "Wenn …, liegt … höher (…)." — the driver's condition (from candidates.ts) and its effect. */
function driverSentence(x: Ctx, f: AnalysisFacts, d: DriverEffect): string {
  return `${cap(d.what)}, ${driverEffect(x, f, f.answer!, f.sensitivity!.quantity, d)}.`;
}

function studiedName(x: Ctx, f: AnalysisFacts): string {
  const { pb } = x;
  const c = f.answer!;
  const q = f.sensitivity!.quantity;
  const subject = subjectOf(pb, c);
  switch (q.kind) {
    case 'time':
      return pb.drivers.studiedTime(subject, thresholdLevel(x, c, c.question.threshold!), below(c));
    case 'level':
      return pb.drivers.studiedLevel(subject, horizon(x, f.config, 'after'));
    case 'peak':
      return pb.drivers.studiedPeak(subject);
    case 'extreme':
      return pb.drivers.studiedExtreme(subject);
    case 'difference':
      return pb.drivers.studiedDifference(pb.quote(q.arm!.label));
  }
}

function noteText(pb: Phrasebook, note: string): string {
  if (/^the threshold is not reached/.test(note)) return pb.drivers.noteTimeNotReached;
  if (/^a probability/.test(note)) return pb.drivers.noteProbability;
  return note;
}

function keyDrivers(x: Ctx, f: AnalysisFacts): string[] {
  const { pb } = x;
  const s = f.sensitivity;
  if (!f.answer || !s) return [pb.drivers.nothingMoved];
  if (s.skipped) return [pb.drivers.skipped(s.skipped)];
  const out = s.drivers.slice(0, 5).map((d) => driverSentence(x, f, d));
  if (!out.length) out.push(pb.drivers.noneStoodOut(studiedName(x, f), s.tried.length, x.n.count(s.replicates)));
  if (s.quantity.note) out.push(pb.drivers.note(noteText(pb, s.quantity.note)));
  return out;
}

const withinNoise = (lo: number | null, hi: number | null) => lo !== null && hi !== null && lo <= 0 && hi >= 0 && !(lo === 0 && hi === 0);
const armRows = (c: ComputedAnswer) => (c.answer.by_arm ?? []).slice(1);

/** The stated assumption that shares the most content words with a driver, quoted. */
function assumptionFor(pb: Phrasebook, f: AnalysisFacts, d: DriverEffect): string | null {
  const nouns = new Set(f.config.agent_groups.flatMap((g) => g.name.toLowerCase().split(/\s+/)));
  const content = (t: string) => (t.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !nouns.has(w));
  const words = new Set(content(d.what));
  let best: { text: string; hits: number } | null = null;
  for (const a of f.config.assumptions ?? []) {
    const hits = new Set(content(a).filter((w) => words.has(w))).size;
    if (hits > 0 && (!best || hits > best.hits)) best = { text: a, hits };
  }
  return best ? pb.quote(best.text) : null;
}

function capacityWave(f: AnalysisFacts, o: Outcome, target?: string): boolean {
  return isLoadWave(f.config.number_of_steps, o, target);
}

function valueOf(x: Ctx, o: Outcome, v: number): string {
  if (o.info.share) return x.n.pct(v);
  const percent = o.info.unit ? /^%\s*(.*)$/.exec(o.info.unit) : null;
  if (percent) return `${x.n.num(v)}${x.pb.percentSign}${percent[1] ? ` ${percent[1]}` : ''}`;
  return `${x.n.num(v)}${o.info.unit ? ` ${o.info.unit}` : ''}`;
}

function outcomeName(x: Ctx, o: Outcome): string {
  return subjectFor(x.pb, o.info, 'mean');
}

function waveWords(x: Ctx, f: AnalysisFacts, o: Outcome, withWhen = true): string {
  const s = o.shape;
  const when = withWhen ? `, ${x.pb.atStep(x.unit, x.n.num(s.peakStep))},` : '';
  if (o.info.share) {
    const n = o.info.agents;
    const who = `${o.info.groupNoun} (${x.pb.quote(inSentence(x.pb, o.info.label))})`;
    return x.pb.risks.wave(when, x.n.count(s.peak * n), who, x.n.pct(s.peak), x.n.count(s.end * n), x.n.pct(s.end));
  }
  return x.pb.risks.waveLevel(cap(outcomeName(x, o)), valueOf(x, o, s.peak), withWhen ? ` ${x.pb.atStep(x.unit, x.n.num(s.peakStep))}` : '', valueOf(x, o, s.end));
}

function risks(x: Ctx, f: AnalysisFacts): string[] {
  const { pb, n } = x;
  const out: string[] = [];
  const c = f.answer;
  if (f.replicates === 1) out.push(pb.risks.singleRun);
  const bracket = bracketOf(f.config);
  if (bracket) out.push(pb.risks.bracket(pb.quote(bracket.change)));
  if (c) {
    const a = c.answer;
    const fmt = localFormat(x, c.target, c.question.kind, c.question.aggregate);
    const base = c.arms[0];
    const s = base.summary;
    if (c.question.kind === 'time_to_threshold') {
      const runs = base.q.length;
      const reached = Math.round((base.shareReached ?? 0) * runs);
      if (reached < runs && runs > 1) out.push(pb.risks.timingNotAssured(n.count(runs - reached), n.count(runs), subjectOf(pb, c), thresholdLevel(x, c, c.question.threshold!), horizon(x, f.config, 'plain')));
    }
    if (c.question.kind === 'probability_of_event' && a.value !== null && a.value > 0 && a.value < 1) out.push(pb.risks.crossedIn(n.pct(a.value)));
    if (c.question.kind === 'peak' && s.high !== null && s.value !== null && s.high > s.value) out.push(pb.risks.peakCapacity(subjectOf(pb, c), fmt.value(s.high)));
    if (s.value !== null && s.low !== null && s.high !== null && c.question.kind !== 'probability_of_event' && c.question.kind !== 'time_to_threshold') {
      if (Math.abs(s.value) > 0 && s.high - s.low > 0.5 * Math.abs(s.value)) out.push(pb.risks.wideRange(fmt.value(s.low), fmt.value(s.high)));
    }
    for (const row of armRows(c)) {
      if (withinNoise(row.difference_low, row.difference_high)) out.push(pb.risks.armWithinNoise(pb.quote(row.label), f.config.baseline_label ? pb.quote(f.config.baseline_label) : pb.words.baseline));
    }
    const top = f.sensitivity?.drivers[0];
    if (top) out.push(pb.risks.restsOn(driverSentence(x, f, top).replace(/\.$/, ''), assumptionFor(pb, f, top)));
  }
  for (const o of f.outcomes.slice(0, 6)) {
    if (capacityWave(f, o, c?.target.key)) {
      out.push(pb.risks.waveCapacity(cap(waveWords(x, f, o))));
      break;
    }
  }
  if (!out.length) out.push(pb.risks.none);
  return out;
}

function directedRange(x: Ctx, fmt: LocalFormat, lo: number, hi: number, time: boolean): string {
  const { pb, n } = x;
  if (time) {
    if (hi < 0 && Number.isFinite(lo)) return `${n.range(n.num(-hi), n.num(-lo))} ${pb.unitPlural(x.unit)} ${pb.words.sooner}`;
    if (lo > 0 && Number.isFinite(hi)) return `${n.range(n.num(lo), n.num(hi))} ${pb.unitPlural(x.unit)} ${pb.words.later}`;
  }
  return fmt.diffRange(lo, hi);
}

function recommendations(x: Ctx, f: AnalysisFacts): string[] {
  const { pb, n } = x;
  const out: string[] = [];
  const c = f.answer;
  if (c) {
    // The two arms around a change of unknown effect are one option under two assumptions (bracket.ts).
    const bracket = bracketOf(f.config);
    const rows = armRows(c).filter((r) => !bracket || (r.label !== bracket.up && r.label !== bracket.down));
    const fmt = localFormat(x, c.target, c.question.kind, c.question.aggregate);
    if (bracket) {
      const diffOf = (label: string) => {
        const r = armRows(c).find((y) => y.label === label);
        if (!r || r.difference === null) return null;
        return `${fmt.diff(r.difference)}${r.difference_low !== null && r.difference_high !== null ? ` (${fmt.diffRange(r.difference_low, r.difference_high)})` : ''}`;
      };
      const up = diffOf(bracket.up);
      const down = diffOf(bracket.down);
      if (up && down) out.push(pb.recommendations.bracket(pb.quote(bracket.change), subjectOf(pb, c), up, down, f.config.baseline_label ? pb.quote(f.config.baseline_label) : pb.words.baseline));
    }
    const what = c.question.kind === 'time_to_threshold' ? 'timing' : c.question.kind === 'probability_of_event' ? 'chance' : 'level';
    const clear = rows.filter((r) => r.difference !== null && !withinNoise(r.difference_low, r.difference_high) && r.difference !== 0);
    const noise = rows.filter((r) => withinNoise(r.difference_low, r.difference_high) || r.difference === 0);
    const diffText = (r: (typeof rows)[number]) =>
      `${fmt.diff(r.difference!)}${r.difference_low !== null && r.difference_high !== null ? ` (${directedRange(x, fmt, r.difference_low, r.difference_high, what === 'timing')})` : ''}`;
    // Which way is better for the asker, as in the English prose (goal.ts): the better option
    // recommended, the ones that work against the goal named as such, never "weigh that gain" after a loss.
    const goal = goalOf(c.target, f.config);
    const below = c.question.direction === 'below';
    if (clear.length && goal !== 0) {
      const sorted = [...clear].sort((a, b) => Math.abs(b.difference!) - Math.abs(a.difference!));
      const good = sorted.filter((r) => helps(goal, c.question.kind, r.difference!, below));
      const bad = sorted.filter((r) => !helps(goal, c.question.kind, r.difference!, below));
      // Something that happens to the asker (a rival opening, a crash) is prepared for, not chosen or avoided.
      const external = (r: (typeof rows)[number]) => isExternalEvent(f.config.arms?.find((a) => a.label === r.label) ?? { label: r.label });
      if (good.length && external(good[0])) out.push(pb.recommendations.helpsButNotAChoice(pb.quote(good[0].label), diffText(good[0])));
      else if (good.length) out.push(pb.recommendations.better(pb.quote(good[0].label), diffText(good[0])));
      else if (!bad.every(external)) out.push(pb.recommendations.noneBetter(f.config.baseline_label ? pb.quote(f.config.baseline_label) : pb.words.baseline));
      if (good.length > 1) out.push(pb.recommendations.ranked(good.map((r) => `${pb.quote(r.label)} (${fmt.diff(r.difference!)})`).join(', ')));
      for (const r of bad) out.push(external(r) ? pb.recommendations.prepareFor(pb.quote(r.label), diffText(r)) : pb.recommendations.avoid(pb.quote(r.label), diffText(r)));
    } else if (clear.length) {
      const best = clear.reduce((b, r) => (Math.abs(r.difference!) > Math.abs(b.difference!) ? r : b));
      out.push(pb.recommendations.best(pb.quote(best.label), what, subjectOf(pb, c), diffText(best)));
      if (clear.length > 1) {
        const sorted = [...clear].sort((a, b) => Math.abs(b.difference!) - Math.abs(a.difference!));
        out.push(pb.recommendations.ranked(sorted.map((r) => `${pb.quote(r.label)} (${fmt.diff(r.difference!)})`).join(', ')));
      }
    }
    const returns = returnsNote(x, f, c, fmt);
    if (returns) out.push(returns);
    for (const r of noise) out.push(pb.recommendations.noEffect(pb.quote(r.label), what, subjectOf(pb, c)));
    const drivers = f.sensitivity?.drivers ?? [];
    if (drivers.length) {
      out.push(pb.recommendations.lever(driverSentence(x, f, drivers[0]).replace(/\.$/, '')));
      if (drivers[1]) out.push(pb.recommendations.second(driverSentence(x, f, drivers[1]).replace(/\.$/, '')));
    }
    if (c.question.kind === 'peak' && c.answer.step !== null && c.answer.step !== undefined) {
      out.push(pb.recommendations.peakCapacity(pb.step(x.unit, n.num(c.answer.step)), subjectOf(pb, c), c.answer.high !== null ? fmt.value(c.answer.high) : null));
    }
  }
  const wave = f.outcomes.slice(0, 6).find((o) => capacityWave(f, o, c?.target.key));
  if (wave) out.push(pb.recommendations.prepareWave(pb.step(x.unit, n.num(wave.shape.peakStep)), waveWords(x, f, wave, false)));
  if (f.replicates < 10) out.push(pb.recommendations.moreReplicates(n.count(f.replicates)));
  if (!out.length) out.push(pb.recommendations.none);
  return out;
}

/** Two arms that differ only in the size of the same change: does the second step do as much as the first? */
function returnsNote(x: Ctx, f: AnalysisFacts, c: ComputedAnswer, fmt: LocalFormat): string | null {
  if (c.question.kind !== 'level_at_end' && c.question.kind !== 'compare_arms') return null;
  const sizeOf = (op: string, v: number) => (op === 'multiply' ? Math.abs(1 - v) : op === 'add' ? Math.abs(v) : NaN);
  const steps = (f.config.arms ?? [])
    .map((a) => ({ a, q: c.arms.find((y) => y.id === a.id), row: c.answer.by_arm?.find((r) => r.arm === a.id), e: a.events.length === 1 ? a.events[0] : undefined }))
    .filter((y) => y.e && y.q && y.row?.difference !== null && y.row?.difference !== undefined && sizeOf(y.e.op, y.e.value) > 0)
    .map((y) => ({ ...y, size: sizeOf(y.e!.op, y.e!.value), key: `${y.e!.target}|${y.e!.op}|${y.e!.step}|${Math.sign(y.e!.op === 'multiply' ? y.e!.value - 1 : y.e!.value)}` }));
  for (const first of steps) {
    const second = steps.filter((y) => y.key === first.key && y.size > first.size).sort((a, b) => a.size - b.size)[0];
    if (!second) continue;
    const d1 = first.row!.difference!;
    const paired = second.q!.q.map((v, r) => v - first.q!.q[r]);
    const m = { value: median(paired), low: paired.length > 1 ? quantile(paired, 0.05) : null, high: paired.length > 1 ? quantile(paired, 0.95) : null };
    if (!Number.isFinite(m.value) || d1 === 0) continue;
    const perUnitFirst = d1 / first.size;
    const perUnitSecond = m.value / (second.size - first.size);
    if (Math.sign(perUnitFirst) !== Math.sign(perUnitSecond) && perUnitSecond !== 0) continue;
    const ratio = perUnitSecond / perUnitFirst;
    if (ratio > 0.8 && ratio < 1.25) continue;
    const rangeText = m.low !== null && m.high !== null ? ` (${fmt.diffRange(m.low, m.high)})` : '';
    return x.pb.recommendations.returns(x.pb.quote(second.a.label), `${fmt.diff(m.value)}${rangeText}`, x.pb.quote(first.a.label), ratio <= 0.8, fmt.diff(d1));
  }
  return null;
}

export function localSummaryLead(pb: Phrasebook, f: AnalysisFacts): string {
  const x = ctxOf(pb, f.config);
  if (!f.answer) return pb.summary.nothingChanged(f.title, horizon(x, f.config, 'plain'));
  const pick = f.asked ? '' : pb.summary.noQuestion(subjectOf(pb, f.answer));
  return `${pick}${f.answer.answer.statement}`;
}

export function localProse(pb: Phrasebook, f: AnalysisFacts): Prose {
  const x = ctxOf(pb, f.config);
  const parts = [localSummaryLead(pb, f)];
  if (f.answer) {
    const d = f.sensitivity?.drivers[0];
    if (d) parts.push(pb.summary.dependsMost(driverSentence(x, f, d)));
    // The statement already says when it comes from one run, and the driver was just named.
    const restsOn = d ? pb.risks.restsOn(driverSentence(x, f, d).replace(/\.$/, ''), assumptionFor(pb, f, d)) : null;
    const r = risks(x, f).find((s) => s !== pb.risks.singleRun && s !== restsOn);
    if (r && r !== pb.risks.none) parts.push(r);
  }
  return { executive_summary: parts.join(' '), key_drivers: keyDrivers(x, f), risks: risks(x, f), recommendations: recommendations(x, f) };
}

// ---------------------------------------------------------------------------------------
// The report.

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function quantityName(x: Ctx, f: AnalysisFacts, c: ComputedAnswer): string {
  const { pb } = x;
  const q = c.question;
  const subject = subjectOf(pb, c);
  switch (q.kind) {
    case 'level_at_end':
    case 'compare_arms':
      return cap(pb.report.quantity.level(subject, horizon(x, f.config, q.aggregate === 'cumulative' ? 'over' : 'after')));
    case 'time_to_threshold':
      return cap(pb.report.quantity.time(subject, thresholdLevel(x, c, q.threshold!), below(c)));
    case 'peak':
      return cap(pb.report.quantity.peak(subject, below(c)));
    case 'probability_of_event':
      return cap(pb.report.quantity.probability(subject, thresholdLevel(x, c, q.threshold!), horizon(x, f.config, 'within'), below(c)));
  }
}

function armsTable(x: Ctx, f: AnalysisFacts, c: ComputedAnswer): string {
  const { pb, n } = x;
  const rows = c.answer.by_arm;
  if (!rows) return '';
  const fmt = localFormat(x, c.target, c.question.kind, c.question.aggregate);
  const time = c.question.kind === 'time_to_threshold';
  const h = horizon(x, f.config, 'plain');
  const v = (y: number | null) => (y === null ? (time ? pb.report.notWithin(h) : pb.words.notAvailable) : fmt.value(y));
  const r = (lo: number | null, hi: number | null) => (lo !== null && hi === null && time ? pb.report.toBeyond(fmt.value(lo), h) : lo === null || hi === null ? '—' : fmt.range(lo, hi));
  const dr = (lo: number | null, hi: number | null) => (lo === null || hi === null ? '—' : fmt.diffRange(lo, hi));
  return [
    pb.report.armsCaption(quantityName(x, f, c), n.count(f.replicates), f.replicates),
    '',
    `| ${pb.report.armsHead.join(' | ')} |`,
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (a, i) =>
        `| ${cell(a.label)}${i === 0 ? pb.report.baselineMark : ''} | ${v(a.value)} | ${r(a.low, a.high)} | ${i === 0 ? '—' : a.difference === null ? pb.words.notAvailable : fmt.diff(a.difference)} | ${i === 0 || (a.difference_low === a.difference_high && a.difference_high === a.difference) ? '—' : dr(a.difference_low, a.difference_high)} |`,
    ),
    '',
  ].join('\n');
}

function shapeWords(x: Ctx, f: AnalysisFacts, o: Outcome): string {
  const w = x.pb.report.shape;
  const s = o.shape;
  if (!s.moving) return w.constant;
  if (s.peak - s.trough < 0.01 * Math.max(Math.abs(s.peak), Math.abs(s.trough))) return w.aboutConstant;
  if (isWave(s, f.config.number_of_steps)) return w.wave(valueOf(x, o, s.peak), x.pb.atStep(x.unit, x.n.num(s.peakStep)));
  const rel = Math.abs(s.change) / Math.max(s.peak - s.trough, 1e-12);
  if (rel < 0.2) return w.fluctuates;
  if (s.change > 0) return s.saturated ? w.risesLevelling : w.rises;
  return s.saturated ? w.fallsLevelling : w.falls;
}

function changeOf(x: Ctx, o: Outcome): string {
  const s = o.shape;
  if (o.info.share) return x.n.pp(s.change, true);
  const biggest = Math.max(Math.abs(s.start), Math.abs(s.end), Math.abs(s.peak), Math.abs(s.trough));
  const rel = Math.abs(s.start) >= 0.25 * biggest && s.start !== 0 ? ` (${x.n.signed((s.change / Math.abs(s.start)) * 100)}${x.pb.percentSign})` : '';
  return `${x.n.signed(s.change)}${o.info.unit ? ` ${o.info.unit}` : ''}${rel}`;
}

function valueRange(x: Ctx, o: Outcome, lo: number, hi: number): string {
  if (o.info.share) return x.n.range(x.n.pctBare(lo), x.n.pctBare(hi), x.pb.percentSign);
  return `${x.n.range(x.n.num(lo), x.n.num(hi))}${o.info.unit ? ` ${o.info.unit}` : ''}`;
}

function outcomesTable(x: Ctx, f: AnalysisFacts, limit = 8): string {
  const { pb, n } = x;
  const list = f.outcomes.slice(0, limit);
  if (!list.length) return `${pb.report.noOutcome}\n`;
  const arms = Boolean(list[0].arms && list[0].arms.length > 1);
  const head = pb.report.outcomesHead(pb.step(x.unit, '1'), pb.step(x.unit, n.num(f.config.number_of_steps)), arms);
  const sep = `|---|---|---:|---:|---:|---|${arms ? '---|' : ''}`;
  const rows = list.map((o) => {
    const byArm = arms
      ? ` ${o.arms!.map((a) => `${cell(a.label)}${pb.colon}${valueOf(x, o, a.end)}${a.low !== null && a.high !== null && valueOf(x, o, a.high) !== valueOf(x, o, a.low) ? ` (${valueRange(x, o, a.low, a.high)})` : ''}`).join('; ')} |`
      : '';
    const kind = o.info.share ? (o.info.kind === 'action' ? pb.report.flowMark(x.unit) : pb.report.shareMark) : '';
    return `| ${cell(o.info.label)}${kind} | ${cell(cap(o.info.groupNoun))} | ${valueOf(x, o, o.shape.start)} | ${valueOf(x, o, o.shape.end)} | ${changeOf(x, o)} | ${shapeWords(x, f, o)} |${byArm}`;
  });
  const more = f.outcomes.length > limit ? `\n${pb.report.moreOutcomes(f.outcomes.length - limit)}\n` : '';
  return [`| ${head.join(' | ')} |`, sep, ...rows, ''].join('\n') + more;
}

function methodSection(x: Ctx, f: AnalysisFacts): string {
  const { pb, n } = x;
  const m = pb.report.method;
  const runs = f.arms * f.replicates;
  const lines = [m.runs(n.count(f.arms), n.count(f.replicates), n.count(runs), n.count(f.agents), horizon(x, f.config, 'plain'), f.arms, f.replicates, runs), m.seeds(String(f.seed)), m.engine(f.engineVersion), m.ranges];
  const c = f.answer;
  if (c && c.target.perAgent > 1) lines.push(m.scale(n.num(c.target.perAgent), c.target.groupNoun));
  if (c?.question.kind === 'time_to_threshold') lines.push(m.times);
  if (c?.question.kind === 'probability_of_event') lines.push(m.chance);
  if (c && !c.source.exact) lines.push(m.inexact);
  const s = f.sensitivity;
  if (s?.skipped) lines.push(m.driversSkipped(s.skipped));
  else if (s) lines.push(m.drivers(n.count(s.tried.length), n.count(s.candidates), n.count(s.replicates), n.count(s.agentsPerGroup), n.count(s.runs), n.num(s.agentSteps), n.num(s.budget), n.num(s.tCritical), s.failed));
  return lines.join('\n');
}

export function localReport(pb: Phrasebook, f: AnalysisFacts, prose: Prose): Analysis {
  const x = ctxOf(pb, f.config);
  const c = f.answer;
  const r = pb.report;
  const md: string[] = [`# ${f.title}`, ''];
  if (f.config.question?.text) md.push(`> ${f.config.question.text}`, '');
  md.push(`## ${r.answer}`, '', prose.executive_summary, '');
  if (c?.answer.by_arm) md.push(`### ${r.armsCompared}`, '', armsTable(x, f, c));
  md.push(`## ${r.outcomes}`, '', outcomesTable(x, f));
  md.push(`## ${r.drivers}`, '', ...prose.key_drivers.map((d) => `- ${d}`), '');
  md.push(`## ${r.risks}`, '', ...prose.risks.map((s) => `- ${s}`), '');
  md.push(`## ${r.recommendations}`, '', ...prose.recommendations.map((s) => `- ${s}`), '');
  const assumptions = f.config.assumptions ?? [];
  md.push(`## ${r.assumptions}`, '', assumptions.length ? assumptions.map((a) => `- ${a}`).join('\n') : r.noAssumptions, '');
  md.push(`## ${r.methodHeading}`, '', methodSection(x, f), '');
  const analysis: Analysis = { ...prose, report_markdown: md.join('\n') };
  if (f.asked && c) analysis.answer = c.answer;
  return analysis;
}
