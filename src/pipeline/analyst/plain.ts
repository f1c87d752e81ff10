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
  if (a < 1) return trim(roundSig(v, 2));
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
