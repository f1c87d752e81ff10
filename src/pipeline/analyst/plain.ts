/**
 * How the Analyst prints numbers for people: 2–3 significant digits, thousands separators,
 * "million" past a million, shares in %, changes of shares in percentage points. Every number
 * in a report goes through here, so the openai Analyst's check can match what was printed.
 */

const SUFFIXES: Array<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
];

/** Rounds to `digits` significant digits (−0 printed as 0). */
export function roundSig(x: number, digits = 3): number {
  if (x === 0 || !Number.isFinite(x)) return x === 0 ? 0 : x;
  const r = Number(x.toPrecision(digits));
  return Object.is(r, -0) ? 0 : r;
}

/** A plain number: 3 significant digits, "12,300", "1.25 million", "0.0123". */
export function num(x: number | null | undefined, digits = 3): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return 'n/a';
  const a = Math.abs(x);
  for (const [size, word] of SUFFIXES) {
    if (a >= size) return `${trim(roundSig(x / size, digits))} ${word}`;
  }
  const r = roundSig(x, digits);
  if (Math.abs(r) >= 1000) return r.toLocaleString('en-US', { maximumFractionDigits: 0 });
  return trim(r);
}

function trim(r: number): string {
  // toPrecision's exponent form never reaches here for |x| in [1e-6, 1e6); write it plainly.
  const s = String(r);
  return s.includes('e') ? r.toFixed(Math.min(20, Math.max(0, -Math.floor(Math.log10(Math.abs(r))) + 2))).replace(/0+$/, '') : s;
}

/** A count of agents or people: a whole number, rounded to 3 significant digits past 1,000. */
export function count(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return 'n/a';
  const whole = Math.round(x);
  return Math.abs(whole) < 1000 ? String(Object.is(whole, -0) ? 0 : whole) : num(whole);
}

/** A share 0…1 as a percentage with 2–3 significant digits: "9.1%", "45.7%", "0.43%". */
export function pct(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return 'n/a';
  return `${pctNumber(share * 100)}%`;
}

function pctNumber(v: number): string {
  const a = Math.abs(v);
  if (a === 0) return '0';
  if (a < 1) {
    const r = roundSig(v, 2);
    return Math.abs(r) >= 1 ? r.toFixed(1) : trim(r);
  }
  const oneDecimal = Math.round(v * 10) / 10;
  if (Math.abs(oneDecimal) < 10) return oneDecimal.toFixed(1);
  // 10 and more: 3 significant digits, at most one decimal.
  return trim(Math.round(roundSig(v, 3) * 10) / 10);
}

/** A change of a share, in percentage points with its sign: "+2.0 percentage points". */
export function pp(diff: number | null | undefined, short = false): string {
  if (diff === null || diff === undefined || !Number.isFinite(diff)) return 'n/a';
  const v = diff * 100;
  const body = pctNumber(Math.abs(v));
  return `${sign(v)}${body}${short ? ' pp' : ' percentage points'}`;
}

/** A signed plain number: "+1,100", "−0.25". */
export function signed(x: number | null | undefined, f: (x: number) => string = num): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return 'n/a';
  return `${sign(x)}${f(Math.abs(x))}`;
}

function sign(x: number): string {
  if (x > 0) return '+';
  if (x < 0) return '−';
  return '±';
}

/** "8.2–9.8%", or "−2.4 to +1.6" when a bound carries a sign (a dash would read as a minus). */
export function range(low: string, high: string, suffix = ''): string {
  const signedBound = /^[-−+±]/.test(low) || /^[-−+±]/.test(high);
  return signedBound ? `${low}${suffix} to ${high}${suffix}` : `${low}–${high}${suffix}`;
}

/** "month", "months". */
export function stepWord(unit: string, n = 2): string {
  return n === 1 ? unit : `${unit}s`;
}

/**
 * The run's length in the unit people count it in: the configuration's step unit, or a larger
 * one the steps fill exactly (or within a day or half a week): 56 days are "8 weeks", 183 days
 * "6 months", 26 weeks "6 months", 20 quarters "5 years". An epidemic runs in days for its
 * dynamics while the asker said weeks; the answer speaks the asker's calendar.
 */
export function horizonWords(unit: string, steps: number): string {
  const as = (n: number, u: string) => `${n} ${stepWord(u, n)}`;
  if (unit === 'day') {
    if (steps >= 14 && steps % 7 === 0 && steps < 364) return as(steps / 7, 'week');
    const months = Math.round(steps / 30.44);
    if (months >= 2 && Math.abs(steps - months * 30.44) <= 1.5) return months % 12 === 0 ? as(months / 12, 'year') : as(months, 'month');
    if (steps % 7 === 0) return as(steps / 7, 'week');
  }
  if (unit === 'week') {
    const months = Math.round(steps / 4.345);
    if (months >= 3 && Math.abs(steps - months * 4.345) <= 0.5) return months % 12 === 0 && steps >= 104 ? as(months / 12, 'year') : as(months, 'month');
  }
  if (unit === 'quarter' && steps % 4 === 0) return as(steps / 4, 'year');
  return as(steps, unit);
}

/** The unit times are spoken in, and the steps in one of it. */
export interface Calendar {
  unit: string;
  per: number;
}

/**
 * The asker's calendar for times: the unit horizonWords names the run in. An epidemic asked
 * "over 8 weeks" runs in days, and its answer says "by week 3.4", not "by day 24".
 * answer.value stays in steps (the spec); only the words change.
 */
export function calendarOf(config: { step_unit: string; number_of_steps: number }): Calendar {
  const words = horizonWords(config.step_unit, config.number_of_steps).split(' ')[1].replace(/s$/, '');
  const per: Record<string, Record<string, number>> = { day: { week: 7, month: 30.44 }, week: { month: 4.345 } };
  const k = per[config.step_unit]?.[words];
  return k ? { unit: words, per: k } : { unit: config.step_unit, per: 1 };
}

/** "on day 21", "in week 3", "in month 14": when something happens, in the step unit. */
export function atStep(unit: string, step: number | string): string {
  return `${unit === 'day' ? 'on' : 'in'} ${unit} ${typeof step === 'number' ? num(step) : step}`;
}
