import type { VariableSpec } from './simulation-config.js';

/**
 * Conventions the builtin Architect writes into a configuration and the Analyst reads back
 * (docs/mechanisms.md "Conventions"). The configuration schema has no field for them, so they
 * live in names and in the shape of a variable.
 */

/**
 * Helper variables and actions ("model arithmetic": the pieces of an infection pressure or a
 * stock's regrowth, a compounding step, a switch an event turns on) have names starting with
 * this prefix and the unit MODEL_ARITHMETIC_UNIT. They have no behavioural meaning: a report
 * never names them as outcomes or drivers, and a sensitivity analysis does not vary them.
 */
export const HELPER_PREFIX = 'aux_';
export const MODEL_ARITHMETIC_UNIT = 'model arithmetic';

/**
 * A change the prompt asks about whose effect no mechanism knows is bracketed by two arms that
 * set this switch to +1 (the odds of the decision asked about raised) and −1 (lowered): one option
 * under two assumptions, which the Analyst reports as such and never recommends a side of
 * (architect/design/unread-change.ts, analyst/bracket.ts).
 */
export const UNNAMED_CHANGE_VARIABLE = 'unnamed_change_in_force';

export function isModelHelper(name: string): boolean {
  return name.startsWith(HELPER_PREFIX);
}

/**
 * A yes/no state that a share p of agents hold at the start. The model has no Bernoulli
 * initialiser, so it is a uniform variable on [p − 1, p]·W clamped to [0, 1] (W = 10⁶): 1 for
 * a share p, 0 for the rest, in between for one agent in W. `startShareOf` reads p back; a
 * report says "3% of households had it at the start", and a sensitivity analysis moves p
 * (both ends by the same shift), never the raw bounds.
 */
export const SHARE_WIDTH = 1_000_000;

export function startShareOf(v: VariableSpec): number | null {
  if (v.type !== 'uniform' || v.bounds?.min !== 0 || v.bounds?.max !== 1) return null;
  const width = v.max - v.min;
  if (!(v.min < 0 && v.max > 0 && width >= 1000)) return null;
  return v.max / width;
}

/** The same state starting at a share p (the inverse of startShareOf). */
export function startShareSpec(p: number): Pick<Extract<VariableSpec, { type: 'uniform' }>, 'type' | 'min' | 'max' | 'bounds'> {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { type: 'uniform', min: r(-(1 - p) * SHARE_WIDTH), max: r(p * SHARE_WIDTH), bounds: { min: 0, max: 1 } };
}

/**
 * The calendar a run is read in: "by 2030" counts from the year the question was read, and the
 * Architect says so in one assumption, in the asker's language. The Analyst reads that sentence
 * back to say "By 2030 (in 4 years)" when the run ends there, so both sides use these.
 */
export type NoteLanguage = 'en' | 'de' | 'es' | 'fr';

export function calendarNote(lang: NoteLanguage, from: number, years: Array<{ year: string; ahead: number }>): string {
  const list = (f: (y: { year: string; ahead: number }) => string) => years.map(f).join(', ');
  switch (lang) {
    case 'de':
      return `Kalenderjahre zählen ab ${from}, dem Jahr der Frage: ${list((y) => `${y.year} liegt ${y.ahead} ${y.ahead === 1 ? 'Jahr' : 'Jahre'} voraus`)}.`;
    case 'es':
      return `Los años del calendario se cuentan desde ${from}, el año de la pregunta: ${list((y) => `${y.year} está a ${y.ahead} ${y.ahead === 1 ? 'año' : 'años'}`)}.`;
    case 'fr':
      return `Les années civiles sont comptées à partir de ${from}, l’année de la question : ${list((y) => `${y.year} est dans ${y.ahead} ${y.ahead === 1 ? 'an' : 'ans'}`)}.`;
    default:
      return `Calendar years are counted from ${from}, when the question was read: ${list((y) => `${y.year} is ${y.ahead} year${y.ahead === 1 ? '' : 's'} ahead`)}.`;
  }
}

const CALENDAR_NOTES: Array<[RegExp, RegExp]> = [
  [/^Calendar years are counted from (\d{4}), when the question was read: (.*)\.$/, /(\d{4}) is (\d+) years? ahead/g],
  [/^Kalenderjahre zählen ab (\d{4}), dem Jahr der Frage: (.*)\.$/, /(\d{4}) liegt (\d+) Jahre? voraus/g],
  [/^Los años del calendario se cuentan desde (\d{4}), el año de la pregunta: (.*)\.$/, /(\d{4}) está a (\d+) años?/g],
  [/^Les années civiles sont comptées à partir de (\d{4}), l’année de la question : (.*)\.$/, /(\d{4}) est dans (\d+) ans?/g],
];

/** The calendar years a configuration's assumptions name, with how far ahead each is; [] when none. */
export function calendarYearsIn(assumptions: readonly string[]): Array<{ year: string; ahead: number }> {
  const out: Array<{ year: string; ahead: number }> = [];
  for (const a of assumptions) {
    for (const [sentence, item] of CALENDAR_NOTES) {
      const m = sentence.exec(a);
      if (m) for (const y of m[2].matchAll(item)) out.push({ year: y[1], ahead: Number(y[2]) });
    }
  }
  return out;
}
