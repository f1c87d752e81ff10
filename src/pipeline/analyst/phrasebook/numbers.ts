import { pctNumber, roundSig } from '../plain.js';
import type { Phrasebook } from './types.js';

/**
 * Numbers for people in another language: the same rounding as plain.ts (2–3 significant
 * digits, shares in %, changes in percentage points), printed in the language's convention
 * by Intl.NumberFormat ("12,5 %", "3.000", "3 000", "1,25 Mio.").
 */
export interface LocalNumbers {
  num: (x: number | null | undefined) => string;
  count: (x: number | null | undefined) => string;
  pct: (share: number | null | undefined) => string;
  /** A share's number without the % sign. */
  pctBare: (share: number) => string;
  pp: (diff: number | null | undefined, short?: boolean) => string;
  signed: (x: number | null | undefined, f?: (x: number) => string) => string;
  range: (low: string, high: string, suffix?: string) => string;
}

const decimalsOf = (s: string) => (s.includes('.') ? s.split('.')[1].length : 0);

/** A rounded number written with the language's separators, keeping the decimals it has. */
function write(pb: Phrasebook, r: number): string {
  const plain = plainString(r);
  const d = decimalsOf(plain);
  return new Intl.NumberFormat(pb.locale, { minimumFractionDigits: d, maximumFractionDigits: d }).format(Number(plain));
}

function plainString(r: number): string {
  const s = String(r);
  if (!s.includes('e')) return s;
  return r.toFixed(Math.min(20, Math.max(0, -Math.floor(Math.log10(Math.abs(r))) + 2))).replace(/0+$/, '');
}

export function localNumbers(pb: Phrasebook): LocalNumbers {
  const sign = (x: number) => (x > 0 ? '+' : x < 0 ? '−' : '±');
  const num = (x: number | null | undefined): string => {
    if (x === null || x === undefined || !Number.isFinite(x)) return pb.words.notAvailable;
    const a = Math.abs(x);
    const big: Array<[number, string, string | undefined]> = [
      [1e12, pb.big.trillion, pb.bigOne?.trillion],
      [1e9, pb.big.billion, pb.bigOne?.billion],
      [1e6, pb.big.million, pb.bigOne?.million],
    ];
    // "1 millón", "1 million": one of them takes the singular.
    for (const [size, word, one] of big) {
      if (a < size) continue;
      const n = write(pb, roundSig(x / size, 3));
      return `${n} ${one && /^[−-]?1$/.test(n) ? one : word}`;
    }
    const r = roundSig(x, 3);
    return Math.abs(r) >= 1000 ? new Intl.NumberFormat(pb.locale, { maximumFractionDigits: 0 }).format(r) : write(pb, r);
  };
  const count = (x: number | null | undefined): string => {
    if (x === null || x === undefined || !Number.isFinite(x)) return pb.words.notAvailable;
    const whole = Math.round(x);
    return Math.abs(whole) < 1000 ? String(Object.is(whole, -0) ? 0 : whole) : num(whole);
  };
  const pctBare = (share: number) => {
    const s = pctNumber(share * 100);
    return new Intl.NumberFormat(pb.locale, { minimumFractionDigits: decimalsOf(s), maximumFractionDigits: decimalsOf(s) }).format(Number(s));
  };
  const pct = (share: number | null | undefined) => (share === null || share === undefined || !Number.isFinite(share) ? pb.words.notAvailable : `${pctBare(share)}${pb.percentSign}`);
  const pp = (diff: number | null | undefined, short = false) => {
    if (diff === null || diff === undefined || !Number.isFinite(diff)) return pb.words.notAvailable;
    const body = pctBare(Math.abs(diff));
    return `${sign(diff)}${body} ${short ? pb.pointsShort : pb.points(Math.abs(Number(pctNumber(Math.abs(diff) * 100))), body)}`;
  };
  const signed = (x: number | null | undefined, f: (x: number) => string = num) => (x === null || x === undefined || !Number.isFinite(x) ? pb.words.notAvailable : `${sign(x)}${f(Math.abs(x))}`);
  const range = (low: string, high: string, suffix = '') => {
    const signedBound = /^[-−+±]/.test(low) || /^[-−+±]/.test(high);
    return signedBound ? `${low}${suffix} ${pb.to} ${high}${suffix}` : `${low}–${high}${suffix}`;
  };
  return { num, count, pct, pctBare, pp, signed, range };
}
