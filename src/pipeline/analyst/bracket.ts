import { UNNAMED_CHANGE_VARIABLE } from '../../domain/model-conventions.js';
import type { SimulationConfig } from '../../domain/simulation-config.js';

/**
 * The Architect's bracket around a change it knows no effect of (architect/design/unread-change.ts):
 * two arms that set the same switch to +1 (the behaviour's odds a quarter higher) and −1 (a fifth
 * lower). They are one option under two assumptions, not two options, so the Analyst never
 * recommends one of them: it says how far apart they land and that the change's effect is worth
 * finding out before deciding.
 */
export { UNNAMED_CHANGE_VARIABLE };

export interface Bracket {
  /** The change's short name ("Weekly deadlines added"). */
  change: string;
  up: string;
  down: string;
}

export function bracketOf(config: SimulationConfig): Bracket | null {
  let up: string | null = null;
  let down: string | null = null;
  let change = '';
  for (const arm of config.arms ?? []) {
    const e = arm.events.find((x) => x.target.endsWith(`.${UNNAMED_CHANGE_VARIABLE}`));
    if (!e) continue;
    change = e.label ?? change;
    if (e.value > 0) up = arm.label;
    else down = arm.label;
  }
  return up !== null && down !== null ? { change, up, down } : null;
}
