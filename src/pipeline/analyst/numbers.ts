import type { Facts } from './facts.js';

/**
 * The numbers a text may quote: everything in the facts, as is, as a percentage and negated,
 * plus small counting words (1–10) and years. Prose from a model must not show any other.
 */
export function allowedNumbers(facts: Facts, extra: string[] = []): number[] {
  const out: number[] = [];
  const add = (x: unknown) => {
    if (typeof x === 'number' && Number.isFinite(x)) out.push(x, x * 100, Math.abs(x), Math.abs(x * 100));
  };
  const walk = (v: unknown) => {
    if (typeof v === 'number') add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(facts);
  for (const s of facts.groups.flatMap((g) => g.series)) add(s.peak - s.end);
  for (const t of extra) for (const n of numbersIn(t)) add(n.value);
  for (let i = 0; i <= 10; i++) out.push(i);
  out.push(100);
  return out;
}

export interface Quoted {
  text: string;
  value: number;
  /** Decimals written, for rounding tolerance. */
  decimals: number;
}

export function numbersIn(text: string): Quoted[] {
  const out: Quoted[] = [];
  // Identifiers such as income_k, step_2 or group ids are names, not numbers.
  const cleaned = text.replace(/[A-Za-z_][A-Za-z0-9_.-]*[A-Za-z0-9_]/g, (m) => (/\d/.test(m) ? ' '.repeat(m.length) : m));
  for (const m of cleaned.matchAll(/[-−+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi)) {
    const raw = m[0].replace(/−/g, '-').replace(/,/g, '');
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    const dot = raw.split(/e/i)[0].split('.')[1];
    out.push({ text: m[0], value, decimals: dot ? dot.length : 0 });
  }
  return out;
}

/** A quoted number matches a fact when the fact rounds to it at the precision it was written with. */
function matches(q: Quoted, x: number): boolean {
  const tol = 0.5 * 10 ** -q.decimals * (1 + 1e-9) + 1e-12;
  return Math.abs(Math.abs(q.value) - Math.abs(x)) <= tol;
}

/** Numbers in `texts` that appear nowhere in the facts (allowing rounding). */
export function inventedNumbers(texts: string[], allowed: number[]): string[] {
  const bad: string[] = [];
  for (const t of texts) {
    for (const q of numbersIn(t)) {
      if (Number.isInteger(q.value) && q.value >= 1900 && q.value <= 2100) continue;
      if (!allowed.some((x) => matches(q, x))) bad.push(q.text);
    }
  }
  return [...new Set(bad)];
}
