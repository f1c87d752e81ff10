import type { SimulationConfig } from '../../domain/simulation-config.js';

/**
 * The check on prose written by a model: it may quote only numbers the Analyst printed for it
 * (as printed, or rounded further), and it must name things by their labels, never by the
 * configuration's identifiers.
 */

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

/**
 * The numbers a text may quote: those in `printed` (the digest the model was given and the
 * Analyst's own wording), plus small counting numbers (0–10), 100 and years.
 */
export function allowedNumbers(printed: readonly string[]): number[] {
  const out = new Set<number>();
  for (const t of printed) for (const q of numbersIn(t)) out.add(Math.abs(q.value));
  for (let i = 0; i <= 10; i++) out.add(i);
  out.add(100);
  return [...out];
}

/** A quoted number matches a printed one when that rounds to it at the precision it was written with. */
function matches(q: Quoted, x: number): boolean {
  const tol = 0.5 * 10 ** -q.decimals * (1 + 1e-9) + 1e-12;
  return Math.abs(Math.abs(q.value) - Math.abs(x)) <= tol;
}

/** Numbers in `texts` that appear nowhere in the allowed list (allowing rounding). */
export function inventedNumbers(texts: readonly string[], allowed: readonly number[]): string[] {
  const bad: string[] = [];
  for (const t of texts) {
    for (const q of numbersIn(t)) {
      if (Number.isInteger(q.value) && q.value >= 1900 && q.value <= 2100) continue;
      if (!allowed.some((x) => matches(q, x))) bad.push(q.text);
    }
  }
  return [...new Set(bad)];
}

/** The configuration's identifiers that a text shows: '<group>.<name>' keys and names with '_'. */
export function identifiersIn(texts: readonly string[], config: SimulationConfig): string[] {
  const keys = new Set<string>();
  const names = new Set<string>();
  for (const g of config.agent_groups) {
    for (const name of [...Object.keys(g.variables), ...Object.keys(g.actions)]) {
      keys.add(`${g.id}.${name}`);
      if (name.includes('_')) names.add(name);
    }
    if (g.id.includes('_')) names.add(g.id);
  }
  for (const a of config.arms ?? []) if (a.id.includes('_')) names.add(a.id);
  const pattern = (id: string) => new RegExp(`(^|[^A-Za-z0-9_])${id.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?![A-Za-z0-9_])`, 'g');
  const found: string[] = [];
  let rest = [...texts];
  // Whole keys first, then names on what is left, so "households.owns_ev" is not also reported as "owns_ev".
  for (const id of keys) {
    if (rest.some((t) => pattern(id).test(t))) {
      found.push(id);
      rest = rest.map((t) => t.replace(pattern(id), '$1'));
    }
  }
  for (const id of names) if (rest.some((t) => pattern(id).test(t))) found.push(id);
  return found.sort();
}
