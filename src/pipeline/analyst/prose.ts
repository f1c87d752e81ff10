import { summarise, type ComputedAnswer } from './answer.js';
import type { AnalysisFacts } from './facts.js';
import { isWave, type Outcome } from './outcomes.js';
import { atStep, calendarOf, count, horizonWords, num, pct, range, signed, stepWord } from './plain.js';
import type { DriverEffect, StudiedQuantity } from './sensitivity.js';
import { cap, quantityFormat, subjectOf, thresholdClause, type QuantityFormat } from './statement.js';
import { inSentence, verbOf } from './target.js';

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

/** The format of the studied quantity's values and changes. */
export function studiedFormat(f: AnalysisFacts, c: ComputedAnswer, q: StudiedQuantity): QuantityFormat {
  const unit = f.config.step_unit;
  if (q.kind === 'time') return quantityFormat(calendarOf(f.config), c.target, 'time_to_threshold', c.question.aggregate);
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
    const cal = calendarOf(f.config);
    const unit = stepWord(cal.unit);
    const k = cal.per;
    if (d.high < 0) return `${range(num(-d.high / k), num(-d.low / k))} ${unit} sooner`;
    if (d.low > 0) return `${range(num(d.low / k), num(d.high / k))} ${unit} later`;
    return `${range(signed(d.low / k), signed(d.high / k))} ${unit}`;
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
    if (hi < 0 && Number.isFinite(lo)) return `${fmt.sizeRange(-hi, -lo)} sooner`;
    if (lo > 0 && Number.isFinite(hi)) return `${fmt.sizeRange(lo, hi)} later`;
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
      const cal = calendarOf(f.config);
      const amount = `${num(Math.abs(d.effect) / cal.per)} ${stepWord(cal.unit, Math.abs(d.effect) / cal.per)}`;
      return `${thresholdClause(c, c.question.threshold!)} ${amount} ${up ? 'later' : 'sooner'} (${interval})`;
    }
    case 'level':
      return `${subject} after ${horizon} is ${size(fmt, d.effect)} ${up ? 'higher' : 'lower'} (${interval})`;
    case 'peak':
      return `the ${c.question.direction === 'below' ? 'lowest point' : 'peak'} of ${subject} is ${size(fmt, d.effect)} ${up ? 'higher' : 'lower'} (${interval})`;
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
      return `the difference “${q.arm!.label}” makes to ${subject} after ${horizon} ${grows ? 'grows' : 'shrinks'} by ${size(fmt, d.effect)} (${sizeInterval})`;
    }
  }
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
  if (c) {
    const a = c.answer;
    const fmt = quantityFormat(calendarOf(f.config), c.target, c.question.kind, c.question.aggregate);
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
      out.push(`The answer rests on an assumption that is uncertain: ${top.what}, ${driverEffect(f, c, f.sensitivity!.quantity, top)}. ${assumptionFor(f, top) ?? 'Check it against data.'}`);
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
const FILLER = new Set(['more', 'less', 'than', 'that', 'this', 'with', 'were', 'have', 'been', 'each', 'when', 'their', 'they', 'them', 'what', 'whether', 'instead', 'start', 'higher', 'lower', 'larger', 'faster', 'inclined', 'counted', 'swayed', 'share', 'average', 'about', 'from', 'time', 'changed']);

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
  const when = withWhen ? `, ${peakWhen(f, s.peakStep)}` : '';
  if (o.info.share) {
    const n = o.info.agents;
    // "Falls ill this day" as a flow per day: "people a day fall ill".
    const verb = verbOf(o.info)?.replace(/\s+this (?:day|week|month|quarter|year|step)$/i, '');
    const flow = o.info.kind === 'action' ? ` a ${f.config.step_unit}` : '';
    const who = verb ? `${o.info.groupNoun}${flow} ${verb}` : `${o.info.groupNoun}${flow} with “${o.info.label}”`;
    return `at its peak${when}, about ${count(s.peak * n)} ${who} (${pct(s.peak)}), against ${count(s.end * n)} (${pct(s.end)}) at the end`;
  }
  return `${outcomeName(o)} peaks at ${valueOf(o, s.peak)}${withWhen ? ` ${peakWhen(f, s.peakStep)}` : ''} before falling back to ${valueOf(o, s.end)}`;
}

/** A wave worth planning capacity for: a real wave, and of more than a handful of people. */
function capacityWave(f: AnalysisFacts, o: Outcome, target?: string): boolean {
  if (o.info.key === target || !isWave(o.shape, f.config.number_of_steps)) return false;
  return !o.info.share || o.shape.peak * o.info.agents >= 10;
}

export function outcomeName(o: Outcome): string {
  if (!o.info.share) return `${inSentence(o.info.label)} (average over ${o.info.groupNoun})`;
  const verb = verbOf(o.info);
  return verb ? `the share of ${o.info.groupNoun} who ${verb}` : `the share of ${o.info.groupNoun} with “${o.info.label}”`;
}

export function valueOf(o: Outcome, x: number): string {
  if (o.info.share) return pct(x);
  const percent = o.info.unit ? /^%\s*(.*)$/.exec(o.info.unit) : null;
  if (percent) return `${num(x)}%${percent[1] ? ` ${percent[1]}` : ''}`;
  return `${num(x)}${o.info.unit ? ` ${o.info.unit}` : ''}`;
}

export function recommendations(f: AnalysisFacts): string[] {
  const out: string[] = [];
  const c = f.answer;
  if (c) {
    const rows = armRows(c);
    const fmt = quantityFormat(calendarOf(f.config), c.target, c.question.kind, c.question.aggregate);
    const clear = rows.filter((r) => r.difference !== null && !withinNoise(r.difference_low, r.difference_high) && r.difference !== 0);
    const noise = rows.filter((r) => withinNoise(r.difference_low, r.difference_high) || r.difference === 0);
    if (clear.length) {
      const best = clear.reduce((b, r) => (Math.abs(r.difference!) > Math.abs(b.difference!) ? r : b));
      const rangeText = best.difference_low !== null && best.difference_high !== null ? ` (${directedRange(fmt, best.difference_low, best.difference_high, c.question.kind === 'time_to_threshold' ? stepWord(calendarOf(f.config).unit) : null)})` : '';
      const what = c.question.kind === 'time_to_threshold' ? 'changes the timing most' : c.question.kind === 'probability_of_event' ? 'changes the chance most' : `moves ${subjectOf(c)} most`;
      out.push(`Of the options compared, “${best.label}” ${what}: ${fmt.diff(best.difference!)}${rangeText} against the baseline. Weigh that gain against what it costs to do.`);
      if (clear.length > 1) {
        const sorted = [...clear].sort((a, b) => Math.abs(b.difference!) - Math.abs(a.difference!));
        out.push(`Ranked by their effect: ${sorted.map((r) => `“${r.label}” (${fmt.diff(r.difference!)})`).join(', ')}.`);
      }
    }
    const changed = c.question.kind === 'time_to_threshold' ? 'the timing' : c.question.kind === 'probability_of_event' ? 'the chance' : subjectOf(c);
    const returns = returnsNote(f, c, fmt);
    if (returns) out.push(returns);
    for (const r of noise) out.push(`Do not count on “${r.label}” to change ${changed}: its effect is within run-to-run noise here.`);
    const drivers = f.sensitivity?.drivers ?? [];
    if (drivers.length) {
      const d = drivers[0];
      out.push(`Look for levers on what matters most: ${d.what}, ${driverEffect(f, c, f.sensitivity!.quantity, d)}. A policy that shifts it would move the answer the same way.`);
      if (drivers[1]) out.push(`Second in line: ${drivers[1].what}, ${driverEffect(f, c, f.sensitivity!.quantity, drivers[1])}.`);
    }
    if (c.question.kind === 'peak' && c.answer.step !== null && c.answer.step !== undefined) {
      out.push(`Plan capacity ${peakWhen(f, c.answer.step).replace(/^(on|in) /, 'for ')}, when ${subjectOf(c)} peaks${c.answer.high !== null ? ` (up to ${fmt.value(c.answer.high)} in 1 run in 20)` : ''}.`);
    }
  }
  const wave = f.outcomes.slice(0, 6).find((o) => capacityWave(f, o, c?.target.key));
  if (wave) out.push(`Prepare capacity ${peakWhen(f, wave.shape.peakStep).replace(/^(on|in) /, 'for ')}: ${waveWords(f, wave, false)}.`);
  if (f.replicates < 10) out.push(`Rerun with at least 10 replicates (now ${count(f.replicates)}) to get a firm range before deciding.`);
  if (!out.length) out.push('Check the assumed behaviour against data before acting on the levels.');
  return out;
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
  if (d) parts.push(`It depends most on this: ${driverSentence(f, d).replace(/^./, (x) => x.toLowerCase())}`);
  // The statement already says when it comes from one run.
  const r = risks(f).find((x) => !x.startsWith('The answer rests on') && !x.startsWith('This is a single run'));
  if (r && !/^No sharp peak/.test(r)) parts.push(r);
  return parts.join(' ');
}

export function builtinProse(f: AnalysisFacts): Prose {
  return { executive_summary: executiveSummary(f), key_drivers: keyDrivers(f), risks: risks(f), recommendations: recommendations(f) };
}

/** "on day 36", or "in week 5.1" when the asker counts in weeks. */
function peakWhen(f: AnalysisFacts, step: number): string {
  const cal = calendarOf(f.config);
  return atStep(cal.unit, cal.per === 1 ? step : Math.round((step / cal.per) * 10) / 10);
}
