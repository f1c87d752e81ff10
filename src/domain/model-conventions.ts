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
