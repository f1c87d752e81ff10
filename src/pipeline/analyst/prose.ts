import { summarise, type ComputedAnswer } from './answer.js';
import type { AnalysisFacts } from './facts.js';
import { capacityWave as isLoadWave, type Outcome } from './outcomes.js';
import { askedUnit, count, horizonWords, momentWords, num, pct, range, signed, stepWord } from './plain.js';
import type { DriverEffect, StudiedQuantity } from './sensitivity.js';
import { cap, quantityFormat, subjectOf, thresholdClause, type QuantityFormat } from './statement.js';
import { bracketOf } from './bracket.js';
import { countChange, countedMembers, goalOf, goalWords, helps, isExternalEvent } from './goal.js';
import { inSentence, verbOf, who as relative } from './target.js';

/**
 * The builtin Analyst's words: the answer first, then drivers, risks and recommendations,
 * each a plain sentence built from the facts. Labels only, shares in %, changes of shares in
 * percentage points, 2–3 significant digits.
 */

export interface Prose {
  executive_summary: string;
  key_drivers: string[];
  risks: string[];
  recommendations: string[];
}

const horizonOf = (f: AnalysisFacts) => horizonWords(f.config.step_unit, f.config.number_of_steps);
/** A moment in the run in the asker's calendar: "on day 21", "around week 6". */
const momentOf = (f: AnalysisFacts, step: number) => momentWords(f.config.step_unit, step, askedUnit(f.config.step_unit, f.config.number_of_steps));

/** The format of the studied quantity's values and changes. */
export function studiedFormat(f: AnalysisFacts, c: ComputedAnswer, q: StudiedQuantity): QuantityFormat {
  const unit = f.config.step_unit;
  if (q.kind === 'time') return quantityFormat(unit, c.target, 'time_to_threshold', c.question.aggregate);
  return quantityFormat(unit, c.target, 'level_at_end', c.question.aggregate);
}

/** "1.2 percentage points", "120" (no sign). */
function size(fmt: QuantityFormat, x: number): string {
  return fmt.diff(Math.abs(x)).replace(/^[+±]/, '');
}

/**
 * The interval of an effect. When it lies on one side of zero, the sentence's own word says the
 * direction ("sooner", "lower", "grows"), so the interval is given as sizes in that direction
 * ("1.2–2.4 months sooner", "8.1–9.1 percentage points"), never as negative numbers after
 * "lower"; an interval across zero keeps its signs ("−0.3 to +1.2"). `towards` is +1 when the
 * sentence's direction is the effect's sign as measured, −1 when it is the opposite (a
 * difference that shrinks while the effect is positive).
 */
function effectInterval(f: AnalysisFacts, fmt: QuantityFormat, d: DriverEffect, q: StudiedQuantity): string {
  if (q.kind === 'time') {
    const unit = stepWord(f.config.step_unit);
    // Two digits: a time said to a hundredth of a month is false precision.
    const n2 = (x: number) => num(x, 2);
    if (d.high < 0) return `${range(n2(-d.high), n2(-d.low))} ${unit} sooner`;
    if (d.low > 0) return `${range(n2(d.low), n2(d.high))} ${unit} later`;
    return `${range(signed(d.low, n2), signed(d.high, n2))} ${unit}`;
  }
  if (d.low > 0) return fmt.sizeRange(d.low, d.high);
  if (d.high < 0) return fmt.sizeRange(-d.high, -d.low);
  return fmt.diffRange(d.low, d.high);
}

/** What a driver does to the answer: "50% of households own an electric car 1.8 months sooner (90% interval 1.2–2.4 months sooner)". */
/**
 * A range of differences after a value that already says its direction: sizes in that
 * direction when it lies on one side of zero ("1.95–6 months sooner", "8.1–9.1 percentage
 * points"), signed bounds across zero.
 */
function directedRange(fmt: QuantityFormat, lo: number, hi: number, timeUnit: string | null): string {
  if (timeUnit) {
    if (hi < 0 && Number.isFinite(lo)) return `${range(num(-hi), num(-lo))} ${timeUnit} sooner`;
    if (lo > 0 && Number.isFinite(hi)) return `${range(num(lo), num(hi))} ${timeUnit} later`;
  }
  return fmt.diffRange(lo, hi);
}

export function driverEffect(f: AnalysisFacts, c: ComputedAnswer, q: StudiedQuantity, d: DriverEffect): string {
  const fmt = studiedFormat(f, c, q);
  const interval = `90% interval ${effectInterval(f, fmt, d, q)}`;
  const up = d.effect > 0;
  const subject = subjectOf(c);
  const horizon = horizonOf(f);
  switch (q.kind) {
    case 'time': {
      const amount = `${num(Math.abs(d.effect), 2)} ${stepWord(f.config.step_unit, Math.abs(d.effect))}`;
      return `${thresholdClause(c, c.question.threshold!)} ${amount} ${up ? 'later' : 'sooner'} (${interval})`;
    }
    case 'level': {
      // "about 420 more commuters commute by public transport after 12 months".
      const counted = countChange(c, d.effect);
      if (counted) return `${counted} after ${horizon} (${interval})`;
      return `${subject} after ${horizon} is ${size(fmt, d.effect)} ${up ? 'higher' : 'lower'} (${interval})`;
    }
    case 'peak': {
      // "at the peak, about 184 more people are infectious at the same time".
      const m = countedMembers(c);
      if (m && c.question.direction !== 'below') return `at the peak, about ${size(fmt, d.effect)} ${up ? 'more' : 'fewer'} ${m.noun} ${m.verb.replace(/\s+now$/, ' at the same time')} (${interval})`;
      return `the ${c.question.direction === 'below' ? 'lowest point' : 'peak'} of ${subject} is ${size(fmt, d.effect)} ${up ? 'higher' : 'lower'} (${interval})`;
    }
    case 'extreme': {
      const nearer = (c.question.direction === 'below') !== up;
      return `the ${c.question.direction === 'below' ? 'lowest' : 'highest'} level of ${subject} is ${size(fmt, d.effect)} ${up ? 'higher' : 'lower'} (${interval}), which makes crossing the threshold ${nearer ? 'more' : 'less'} likely`;
    }
    case 'difference': {
      // The difference's size: an effect of the same sign as the difference makes it larger.
      const baseDiff = f.sensitivity?.baseline.mean ?? 0;
      const s = baseDiff < 0 ? -1 : 1;
      const lo = Math.min(s * d.low, s * d.high);
      const hi = Math.max(s * d.low, s * d.high);
      const grows = s * d.effect > 0;
      const across = lo <= 0 && hi >= 0;
      const sizeInterval = across ? `90% interval ${fmt.diffRange(lo, hi)}` : `90% interval ${lo > 0 ? fmt.sizeRange(lo, hi) : fmt.sizeRange(-hi, -lo)}`;
      const m = countedMembers(c);
      // "the gap between “X” and the baseline after 18 months widens by about 50 nurses who have left".
      const amount = m ? `about ${size(fmt, d.effect)} ${m.noun} ${relative(m.noun)} ${m.verb}` : size(fmt, d.effect);
      return `the gap between “${q.arm!.label}” and ${baselineWords(f)} after ${horizon} ${grows ? 'widens' : 'narrows'} by ${amount} (${sizeInterval})`;
    }
  }
}

/** "the baseline", or its own label quoted. */
function baselineWords(f: AnalysisFacts): string {
  return f.config.baseline_label ? `“${f.config.baseline_label}”` : 'the baseline';
}

export function driverSentence(f: AnalysisFacts, d: DriverEffect): string {
  const c = f.answer!;
  const q = f.sensitivity!.quantity;
  return `${cap(d.what)}, ${driverEffect(f, c, q, d)}.`;
}

/** What the sensitivity analysis measured, for sentences about it. */
function studiedName(f: AnalysisFacts): string {
  const c = f.answer!;
  const q = f.sensitivity!.quantity;
  switch (q.kind) {
    case 'time':
      return `the time by which ${thresholdClause(c, c.question.threshold!)}`;
    case 'level':
      return `${subjectOf(c)} after ${horizonOf(f)}`;
    case 'peak':
      return `the peak of ${subjectOf(c)}`;
    case 'extreme':
      return `the highest level of ${subjectOf(c)}`;
    case 'difference':
      return `the difference “${q.arm!.label}” makes`;
  }
}

export function keyDrivers(f: AnalysisFacts): string[] {
  const s = f.sensitivity;
  if (!f.answer || !s) return ['No outcome moved during the run, so there is nothing for a parameter to drive.'];
  if (s.skipped) return [`No sensitivity analysis was run: ${s.skipped}.`];
  const out = s.drivers.slice(0, 5).map((d) => driverSentence(f, d));
  if (!out.length) {
    out.push(
      `No single change of 10% moved ${studiedName(f)} beyond run-to-run noise: ${s.tried.length === 1 ? 'the one model parameter that can reach it was' : `${s.tried.length} model parameters were each`} changed by 10% on ${s.replicates} paired runs, and none stood out.`,
    );
  }
  if (s.quantity.note) out.push(`Note: ${s.quantity.note}.`);
  return out;
}

function armRows(c: ComputedAnswer) {
  return (c.answer.by_arm ?? []).slice(1);
}

const withinNoise = (lo: number | null, hi: number | null) => lo !== null && hi !== null && lo <= 0 && hi >= 0 && !(lo === 0 && hi === 0);

export function risks(f: AnalysisFacts): string[] {
  const out: string[] = [];
  const c = f.answer;
  if (f.replicates === 1) out.push('This is a single run: chance alone could move the answer, and no range can be given. Run 10 or more replicates before relying on it.');
  // The change asked about has no known effect: the largest uncertainty of all, and said first.
  const bracket = bracketOf(f.config);
  if (bracket) out.push(`What “${bracket.change}” does is not known: the two options only bracket it with assumed sizes, and its real effect may lie outside them, or be nil.`);
  if (c) {
    const a = c.answer;
    const fmt = quantityFormat(f.config.step_unit, c.target, c.question.kind, c.question.aggregate);
    const base = c.arms[0];
    const s = base.summary;
    if (c.question.kind === 'time_to_threshold') {
      const n = base.q.length;
      const reached = Math.round((base.shareReached ?? 0) * n);
      if (reached < n && n > 1) out.push(`In ${n - reached} of ${n} runs ${thresholdClause(c, c.question.threshold!)} only after the ${horizonOf(f)} of the run, if at all: the timing is not assured.`);
    }
    if (c.question.kind === 'probability_of_event' && a.value !== null && a.value > 0 && a.value < 1) {
      out.push(`The threshold is crossed in ${pct(a.value)} of runs: plan for it happening, not for the typical run.`);
    }
    if (c.question.kind === 'peak' && s.high !== null && s.value !== null && s.high > s.value) {
      out.push(`Capacity must cover the peak, not the typical run: in 1 run in 20 the peak of ${subjectOf(c)} exceeds ${fmt.value(s.high)}.`);
    }
    if (s.value !== null && s.low !== null && s.high !== null && c.question.kind !== 'probability_of_event' && c.question.kind !== 'time_to_threshold') {
      const width = s.high - s.low;
      if (Math.abs(s.value) > 0 && width > 0.5 * Math.abs(s.value)) {
        out.push(`The outcome varies a lot from run to run: 90% of runs end between ${fmt.value(s.low)} and ${fmt.value(s.high)}, so plan for the range, not the middle.`);
      }
    }
    for (const row of armRows(c)) {
      if (withinNoise(row.difference_low, row.difference_high)) {
        out.push(`“${row.label}” cannot be told apart from ${f.config.baseline_label ? `“${f.config.baseline_label}”` : 'the baseline'} in these runs: the range of its difference includes no change.`);
      }
    }
    const top = f.sensitivity?.drivers[0];
    if (top) {
      // Named, not repeated: the sentence with its numbers is the first key driver.
      const what = top.about ?? top.what.replace(/^if\s+/, 'whether ');
      out.push(`The answer rests on an uncertain assumption, ${what}: of everything the model assumes, it moves the answer most. ${assumptionFor(f, top) ?? 'Check it against data.'}`);
    }
  }
  for (const o of f.outcomes.slice(0, 6)) {
    if (capacityWave(f, o, c?.target.key)) {
      out.push(`${cap(waveWords(f, o))}: capacity must cover the peak, not the average.`);
      break;
    }
  }
  if (!out.length) out.push('No sharp peak, wide range or fragile assumption stands out; the main risk is that the model’s assumed behaviour differs from reality.');
  return out;
}

/** Words that say nothing about what a driver changes. */
const FILLER = new Set(['more', 'less', 'than', 'that', 'this', 'with', 'were', 'have', 'been', 'each', 'when', 'their', 'they', 'them', 'what', 'whether', 'instead', 'start', 'higher', 'lower', 'larger', 'faster', 'inclined', 'likely', 'counted', 'swayed', 'share', 'average', 'about', 'from', 'time', 'changed']);

/** The stated assumption that talks about what a driver changes, quoted, when one does. */
function assumptionFor(f: AnalysisFacts, d: DriverEffect): string | null {
  const nouns = new Set(f.config.agent_groups.flatMap((g) => g.name.toLowerCase().split(/\s+/)));
  const content = (t: string) => (t.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !FILLER.has(w) && !nouns.has(w));
  const words = new Set(content(d.what));
  let best: { text: string; hits: number } | null = null;
  for (const a of f.config.assumptions ?? []) {
    const hits = new Set(content(a).filter((w) => words.has(w))).size;
    if (hits > 0 && (!best || hits > best.hits)) best = { text: a, hits };
  }
  return best ? `It was assumed: “${best.text}”` : null;
}

/**
 * A wave in words, with counts where capacity is counted in people: "at its peak, on day 21,
 * about 2,900 social media users are sharing the false story now (2.9%), against 650 (0.65%)
 * at the end"; a flow per step: "at its peak, in month 33, about 75 households a month adopt a
 * heat pump, against 50 at the end".
 */
function waveWords(f: AnalysisFacts, o: Outcome, withWhen = true): string {
  const s = o.shape;
  const when = withWhen ? `, ${momentOf(f, s.peakStep)}` : '';
  if (o.info.share) {
    const n = o.info.agents;
    // "Falls ill this day" as a flow per day: "people a day fall ill".
    const verb = verbOf(o.info)?.replace(/\s+this (?:day|week|month|quarter|year|step)$/i, '');
    const flow = o.info.kind === 'action' ? ` a ${f.config.step_unit}` : '';
    const who = verb ? `${o.info.groupNoun}${flow} ${verb}` : `${o.info.groupNoun}${flow} with ${inSentence(o.info.label)}`;
    return `at its peak${when}, about ${count(s.peak * n)} ${who} (${pct(s.peak)}), against ${count(s.end * n)} (${pct(s.end)}) at the end`;
  }
  return `${outcomeName(o)} peaks at ${valueOf(o, s.peak)}${withWhen ? ` ${momentOf(f, s.peakStep)}` : ''} before falling back to ${valueOf(o, s.end)}`;
}

/** A wave worth planning capacity for: a real wave, and of more than a handful of people. */
function capacityWave(f: AnalysisFacts, o: Outcome, target?: string): boolean {
  return isLoadWave(f.config.number_of_steps, o, target);
}

export function outcomeName(o: Outcome): string {
  if (!o.info.share) return `${inSentence(o.info.label)} (average over ${o.info.groupNoun})`;
  const verb = verbOf(o.info);
  return verb ? `the share of ${o.info.groupNoun} ${relative(o.info.groupNoun)} ${verb}` : `the share of ${o.info.groupNoun} with ${inSentence(o.info.label)}`;
}

export function valueOf(o: Outcome, x: number): string {
  if (o.info.share) return pct(x);
  const percent = o.info.unit ? /^%\s*(.*)$/.exec(o.info.unit) : null;
  if (percent) return `${num(x)}%${percent[1] ? ` ${percent[1]}` : ''}`;
  return `${num(x)}${o.info.unit ? ` ${o.info.unit}` : ''}`;
}

/** Arms whose answers are the same in every printed number, said once. */
function sameResult<T extends { label: string }>(rows: T[], key: (r: T) => string): Array<{ rows: T[]; names: string }> {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.values()].map((g) => ({ rows: g, names: andList(g.map((r) => `“${r.label}”`)) }));
}

const andList = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The configuration's arm with this label (id and label), for isExternalEvent. */
function armOf(f: AnalysisFacts, label: string): { id?: string; label?: string } {
  return f.config.arms?.find((a) => a.label === label) ?? { label };
}

export function recommendations(f: AnalysisFacts): string[] {
  const out: string[] = [];
  const c = f.answer;
  if (c) {
    // The two arms around a change of unknown effect are one option under two assumptions: never one to pick.
    const bracket = bracketOf(f.config);
    const rows = armRows(c).filter((r) => !bracket || (r.label !== bracket.up && r.label !== bracket.down));
    const kind = c.question.kind;
    const below = c.question.direction === 'below';
    const fmt = quantityFormat(f.config.step_unit, c.target, kind, c.question.aggregate);
    if (bracket) {
      const diffOf = (label: string) => {
        const r = armRows(c).find((x) => x.label === label);
        if (!r || r.difference === null) return null;
        const rangeText = r.difference_low !== null && r.difference_high !== null ? ` (${fmt.diffRange(r.difference_low, r.difference_high)})` : '';
        return `${fmt.diff(r.difference)}${rangeText}`;
      };
      const up = diffOf(bracket.up);
      const down = diffOf(bracket.down);
      if (up && down) out.push(`Find out what “${bracket.change}” does before deciding on it: under the two assumed effects ${subjectOf(c)} moves by ${up} or by ${down} against ${baselineWords(f)}. A trial with part of the group, compared with the rest, would show which way it works.`);
    }
    const goal = goalOf(c.target, f.config);
    const aim = goalWords(c, goal);
    const clear = rows.filter((r) => r.difference !== null && !withinNoise(r.difference_low, r.difference_high) && r.difference !== 0);
    const noise = rows.filter((r) => withinNoise(r.difference_low, r.difference_high) || r.difference === 0);
    const timeUnit = kind === 'time_to_threshold' ? stepWord(f.config.step_unit) : null;
    // "about 416 more nurses have left (388–455)", "+2.0 percentage points (+1.6 to +2.4 percentage points)".
    const change = (r: (typeof rows)[number]) => {
      const rangeText = r.difference_low !== null && r.difference_high !== null && !(r.difference_low === r.difference_high && r.difference_high === r.difference) ? ` (${directedRange(fmt, r.difference_low, r.difference_high, timeUnit)})` : '';
      const counted = countChange(c, r.difference!);
      if (counted) {
        const sized = r.difference_low !== null && r.difference_high !== null && (r.difference_low > 0 || r.difference_high < 0);
        const lo = Math.min(Math.abs(r.difference_low ?? 0), Math.abs(r.difference_high ?? 0));
        const hi = Math.max(Math.abs(r.difference_low ?? 0), Math.abs(r.difference_high ?? 0));
        return `${counted} than under ${baselineWords(f)}${sized ? ` (${range(count(lo), count(hi))})` : rangeText}`;
      }
      return `${fmt.diff(r.difference!)}${rangeText} against ${baselineWords(f)}`;
    };
    const key = (r: (typeof rows)[number]) => `${fmt.diff(r.difference ?? 0)}|${r.difference_low === null ? '' : fmt.diff(r.difference_low)}|${r.difference_high === null ? '' : fmt.diff(r.difference_high)}|${r.value === null ? '' : fmt.value(r.value)}`;
    const groups = sameResult(clear, key).sort((a, b) => Math.abs(b.rows[0].difference!) - Math.abs(a.rows[0].difference!));
    const verb = (g: { rows: unknown[] }) => (g.rows.length > 1 ? 'give' : 'gives');
    const what = kind === 'time_to_threshold' ? 'changes the timing most' : kind === 'probability_of_event' ? 'changes the chance most' : `moves ${subjectOf(c)} most`;
    if (groups.length && goal !== 0) {
      const good = groups.filter((g) => helps(goal, kind, g.rows[0].difference!, below));
      const bad = groups.filter((g) => !helps(goal, kind, g.rows[0].difference!, below));
      const aimText = aim ?? (goal > 0 ? 'a higher value' : 'a lower value');
      if (good.length && good[0].rows.every((r) => isExternalEvent(armOf(f, r.label)))) {
        out.push(`${good[0].names} would help ${aimText}, but ${good[0].rows.length > 1 ? 'they are' : 'it is'} not a choice: ${change(good[0].rows[0])}.`);
      } else if (good.length) {
        const best = good[0];
        const same = best.rows.length > 1 ? `${best.names} give the same result here, ` : `“${best.rows[0].label}” is the better option, `;
        out.push(`For ${aimText}, ${same.replace(/, $/, ':')} ${change(best.rows[0])}. Weigh that gain against what it costs to do.`);
        if (good.length > 1) out.push(`Ranked by how much they help: ${good.map((g) => `${g.names} (${fmt.diff(g.rows[0].difference!)})`).join(', ')}.`);
      } else if (!groups.every((g) => g.rows.every((r) => isExternalEvent(armOf(f, r.label))))) {
        out.push(`None of the options compared does better than ${baselineWords(f)} for ${aimText}.`);
      }
      for (const g of bad) {
        // Something that happens to the asker (a rival opening, a crash) is prepared for, not avoided.
        if (g.rows.every((r) => isExternalEvent(armOf(f, r.label))))
          out.push(`Prepare for ${g.names}: it works against ${aimText}; with ${g.rows.length > 1 ? 'each' : 'it'}, ${change(g.rows[0])}. The levers below are where a response can act.`);
        else out.push(`Avoid ${g.names} if the aim is ${aimText}: with ${g.rows.length > 1 ? 'each' : 'it'}, ${change(g.rows[0])}.`);
      }
    } else if (groups.length) {
      // No goal to judge by: sizes only, the judgement is the asker's.
      const best = groups[0];
      out.push(`Of the options compared, ${best.names} ${best.rows.length > 1 ? `${verb(best)} the same result and ${what.replace(/^moves|^changes/, (w) => w.slice(0, -1))}` : what}: ${change(best.rows[0])}.`);
      if (groups.length > 1) out.push(`Ranked by their effect: ${groups.map((g) => `${g.names} (${fmt.diff(g.rows[0].difference!)})`).join(', ')}.`);
    }
    const changed = kind === 'time_to_threshold' ? 'the timing' : kind === 'probability_of_event' ? 'the chance' : subjectOf(c);
    const returns = returnsNote(f, c, fmt);
    if (returns) out.push(returns);
    const quiet = sameResult(noise, (r) => (r.difference === 0 ? 'zero' : 'noise'));
    for (const g of quiet) out.push(`Do not count on ${g.names} to change ${changed}: ${g.rows.length > 1 ? 'their effects are' : 'its effect is'} within run-to-run noise here.`);
    const drivers = f.sensitivity?.drivers ?? [];
    if (drivers.length) {
      const d = drivers[0];
      out.push(`Look for levers on ${d.about ?? d.what.replace(/^if\s+/, 'whether ')}: ${leverWords(f, c, d, aim)}`);
      if (drivers[1]) out.push(`Second in line: ${drivers[1].about ?? drivers[1].what.replace(/^if\s+/, 'whether ')}.`);
    }
    if (kind === 'peak' && c.answer.step !== null && c.answer.step !== undefined) {
      out.push(`Plan capacity ${momentOf(f, c.answer.step)}, when ${subjectOf(c)} peaks${c.answer.high !== null ? ` (up to ${fmt.value(c.answer.high)} in 1 run in 20)` : ''}.`);
    }
  }
  const wave = f.outcomes.slice(0, 6).find((o) => capacityWave(f, o, c?.target.key));
  if (wave) out.push(`Prepare capacity ${momentOf(f, wave.shape.peakStep)}: ${waveWords(f, wave, false)}.`);
  if (f.replicates < 10) out.push(`Rerun with at least 10 replicates (now ${count(f.replicates)}) to get a firm range before deciding.`);
  if (!out.length) out.push('Check the assumed behaviour against data before acting on the levels.');
  return out;
}

/** Which way to push a driver for the asker's goal, or that it moves the answer with it. */
function leverWords(f: AnalysisFacts, c: ComputedAnswer, d: DriverEffect, aim: string | null): string {
  const q = f.sensitivity!.quantity;
  const goal = goalOf(c.target, f.config);
  // The size of an arm's difference has no direction of its own to judge by.
  const h = q.kind === 'difference' ? null : helps(goal, q.kind === 'time' ? 'time' : q.kind === 'extreme' ? 'extreme' : c.question.kind, d.effect, c.question.direction === 'below');
  if (h === null || !aim) return 'a policy that shifts it moves the answer the same way (see the key drivers).';
  return `${h ? 'strengthening' : 'weakening'} it means ${aim}, ${h ? 'weakening' : 'strengthening'} it the opposite.`;
}

/** How every executive summary begins, whoever writes the rest: the answer. */
export function summaryLead(f: AnalysisFacts): string {
  if (!f.answer) return `${f.title}: no outcome changed during the ${horizonOf(f)} of the run, so there is nothing to report beyond the starting values.`;
  const pick = f.asked ? '' : `No question was set, so this analysis follows ${subjectOf(f.answer)}, the outcome that moved most. `;
  return `${pick}${f.answer.answer.statement}`;
}

/**
 * Two arms that differ only in the size of the same change (a 10% and a 20% price cut): does
 * the second step do as much as the first? Compared per unit of change, from paired replicates.
 */
function returnsNote(f: AnalysisFacts, c: ComputedAnswer, fmt: QuantityFormat): string | null {
  if (c.question.kind !== 'level_at_end' && c.question.kind !== 'compare_arms') return null;
  const sizeOf = (op: string, v: number) => (op === 'multiply' ? Math.abs(1 - v) : op === 'add' ? Math.abs(v) : NaN);
  const steps = (f.config.arms ?? [])
    .map((a) => ({ a, q: c.arms.find((x) => x.id === a.id), row: c.answer.by_arm?.find((r) => r.arm === a.id), e: a.events.length === 1 ? a.events[0] : undefined }))
    .filter((x) => x.e && x.q && x.row?.difference !== null && x.row?.difference !== undefined && sizeOf(x.e.op, x.e.value) > 0)
    .map((x) => ({ ...x, size: sizeOf(x.e!.op, x.e!.value), key: `${x.e!.target}|${x.e!.op}|${x.e!.step}|${Math.sign(x.e!.op === 'multiply' ? x.e!.value - 1 : x.e!.value)}` }));
  for (const first of steps) {
    const second = steps.filter((x) => x.key === first.key && x.size > first.size).sort((a, b) => a.size - b.size)[0];
    if (!second) continue;
    const d1 = first.row!.difference!;
    const paired = second.q!.q.map((v, r) => v - first.q!.q[r]);
    const m = summarise(paired);
    if (m.value === null || d1 === 0) continue;
    const perUnitFirst = d1 / first.size;
    const perUnitSecond = m.value / (second.size - first.size);
    if (Math.sign(perUnitFirst) !== Math.sign(perUnitSecond) && perUnitSecond !== 0) continue;
    const ratio = perUnitSecond / perUnitFirst;
    if (ratio > 0.8 && ratio < 1.25) continue;
    const rangeText = m.low !== null && m.high !== null ? ` (${fmt.diffRange(m.low, m.high)})` : '';
    return `“${second.a.label}” adds ${fmt.diff(m.value)}${rangeText} over “${first.a.label}”: ${ratio <= 0.8 ? 'diminishing returns, the further step does less per unit than the first' : 'increasing returns, the further step does more per unit than the first'} (${fmt.diff(d1)} for “${first.a.label}”).`;
  }
  return null;
}

export function executiveSummary(f: AnalysisFacts): string {
  const parts: string[] = [summaryLead(f)];
  if (!f.answer) return parts[0];
  const d = f.sensitivity?.drivers[0];
  if (d) {
    // The parameter and what it does, without the interval: the full sentence is the first key driver.
    const moves = driverEffect(f, f.answer, f.sensitivity!.quantity, d).replace(/\s*\(90% interval [^)]*\)/, '');
    parts.push(d.about ? `It depends most on ${d.about}: with a 10% change there, ${moves}.` : `It depends most on this: ${driverSentence(f, d).replace(/^./, (x) => x.toLowerCase())}`);
  }
  // Risks are said once, in their own section: the summary is the answer and what it hinges on.
  return parts.join(' ');
}

export function builtinProse(f: AnalysisFacts): Prose {
  return { executive_summary: executiveSummary(f), key_drivers: keyDrivers(f), risks: risks(f), recommendations: recommendations(f) };
}
