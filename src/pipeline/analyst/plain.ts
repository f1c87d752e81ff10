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

export function pctNumber(v: number): string {
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
  const h = horizonParts(unit, steps);
  return `${h.n} ${stepWord(h.unit, h.n)}`;
}

/** horizonWords as a number and a unit, for languages that inflect the unit after a preposition. */
export function horizonParts(unit: string, steps: number): { n: number; unit: string } {
  const as = (n: number, u: string) => ({ n, unit: u });
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
  // Five years and more are counted in years ("10 years", not "120 months"); shorter runs keep their months.
  if (unit === 'month' && steps >= 60 && steps % 12 === 0) return as(steps / 12, 'year');
  return as(steps, unit);
}

/** "on day 21", "in week 3", "in month 14": when something happens, in the step unit. */
export function atStep(unit: string, step: number | string): string {
  return `${unit === 'day' ? 'on' : 'in'} ${unit} ${typeof step === 'number' ? num(step) : step}`;
}

const DAYS: Record<string, number> = { day: 1, week: 7, month: 30.44, quarter: 91.31, year: 365.25 };

/**
 * The unit the asker counts moments in: the unit their horizon is said in ("over 12 weeks" for
 * 84 daily steps), when that is a week or a month and the model steps in something shorter.
 * Months stay months in a question about years: "in month 14" reads better than "in year 1.2".
 */
export function askedUnit(unit: string, steps: number): string {
  const said = /^\d+\s+(\w+?)s?$/.exec(horizonWords(unit, steps))?.[1] ?? unit;
  const to = said === 'year' ? 'month' : said;
  if (!(to in DAYS) || !(unit in DAYS) || DAYS[to] <= DAYS[unit] || (to !== 'week' && to !== 'month')) return unit;
  return to;
}

/** Which `asked` unit a moment in steps of `unit` falls in (day 40.5 is in week 6), or the step itself rounded. */
/** A span of steps from percentiles of paired differences: whole steps from ten, one decimal below ("9.95" reads as false precision). */
export function stepSpan(v: number): number {
  return Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
}

/** The same for a bound that may be missing (null: not measured; ±Infinity, beyond the horizon, stays as it is). */
export function stepSpanOf(v: number | null | undefined): number | null {
  return v == null ? null : stepSpan(v);
}

export function inAskedUnit(unit: string, step: number, asked: string): number {
  if (asked === unit) return Math.max(1, Math.round(step));
  return Math.max(1, Math.ceil(step / (DAYS[asked] / DAYS[unit]) - 1e-9));
}

/**
 * A moment inside the run in the asker's calendar: "on day 21", "in week 3", "in month 14";
 * "around week 6" for the median of moments (day 40.5) or a day said as its week.
 */
export function momentWords(unit: string, step: number, asked = unit): string {
  const n = inAskedUnit(unit, step, asked);
  const exact = asked === unit && Number.isInteger(step);
  return exact ? atStep(unit, n) : `around ${asked} ${n}`;
}

/** A span of moments in the asker's calendar: "weeks 5–7", "days 30–45", "month 3". */
export function momentRange(unit: string, low: number, high: number, asked = unit): string {
  const lo = inAskedUnit(unit, low, asked);
  const hi = inAskedUnit(unit, high, asked);
  return lo === hi ? `${asked} ${lo}` : `${stepWord(asked)} ${lo}–${hi}`;
}
