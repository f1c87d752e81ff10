import { DEFAULT_CONFIG_LIMITS } from '../../../domain/simulation-config.js';
import type { GroupPlan, Mechanism } from '../mechanisms/types.js';
import { ORGANISATIONS } from '../reader/lexicon.js';
import { daysOf } from '../reader/time.js';
import { UNIT_DAYS, UNIT_ORDER, type Intent, type PopulationMention, type StepUnit } from '../reader/types.js';
import { defaultNoun } from './default-nouns.js';

/**
 * The run's shape: the step unit and number of steps, and the agent groups with their real
 * sizes and the agents that stand for them.
 */

// Fewer steps than this and the dynamics are too coarse: "within 6 months" stays monthly, "over 4 months" becomes weekly.
const MIN_STEPS = 6;
/** A population scaled to the time budget keeps at least this many agents. */
export const MIN_SCALED_AGENTS = 20_000;

/** Steps in the asker's cadence if named; otherwise the horizon's unit, made finer until the dynamics fit. */
export function stepsFor(intent: Intent, mech: Mechanism): { unit: StepUnit; steps: number; stepDays: number; stated: boolean; lasting?: string; reachesPast?: boolean } {
  // "When will half adopt?" with no horizon: look far enough ahead for the level to be reached.
  const far = intent.question.kind === 'time_to_threshold' && intent.question.threshold !== null;
  // "if rents rise 10% a year for 3 years" with no other horizon: the run covers the span the change lasts.
  const lasting = intent.horizon.span || far ? undefined : intent.interventions.find((iv) => iv.compoundEveryDays && iv.durationDays !== null && iv.startDays === 0 && iv.durationDays >= 28);
  const lastingSpan = lasting ? spanOfDays(lasting.durationDays!) : null;
  // "if petrol cars are banned from 2035" with no horizon: the run reaches past the change, by the usual horizon.
  const defaultDays = daysOf(mech.defaultHorizon.n, mech.defaultHorizon.unit);
  const lateStart = intent.horizon.span || lasting ? 0 : Math.max(0, ...intent.interventions.map((iv) => iv.startDays));
  const laterSpan = lateStart >= defaultDays && lateStart <= 30 * 365 ? { n: Math.ceil((lateStart + defaultDays) / 365), unit: 'year' as StepUnit } : null;
  const span = intent.horizon.span ?? lastingSpan ?? laterSpan ?? (far ? { n: mech.defaultHorizon.n * 4, unit: mech.defaultHorizon.unit } : mech.defaultHorizon);
  const days = daysOf(span.n, span.unit);
  let unit: StepUnit;
  if (intent.horizon.cadence) unit = intent.horizon.cadence;
  else {
    const finer = Math.min(UNIT_ORDER.indexOf(span.unit), UNIT_ORDER.indexOf(mech.coarsestStep));
    unit = UNIT_ORDER[finer];
    while (unit !== 'day' && days / UNIT_DAYS[unit] < MIN_STEPS - 1e-9) unit = UNIT_ORDER[UNIT_ORDER.indexOf(unit) - 1];
  }
  while (unit !== 'year' && days / UNIT_DAYS[unit] > DEFAULT_CONFIG_LIMITS.maxSteps) unit = UNIT_ORDER[UNIT_ORDER.indexOf(unit) + 1];
  const steps = Math.max(1, Math.min(DEFAULT_CONFIG_LIMITS.maxSteps, Math.round(days / UNIT_DAYS[unit])));
  return { unit, steps, stepDays: UNIT_DAYS[unit], stated: intent.horizon.span !== null, ...(lasting && lastingSpan ? { lasting: lasting.text } : {}), ...(laterSpan && !intent.horizon.span && !lastingSpan ? { reachesPast: true } : {}) };
}

/** A span of days in the largest whole unit ("1095 days" is 3 years). */
function spanOfDays(days: number): { n: number; unit: StepUnit } {
  for (const unit of [...UNIT_ORDER].reverse()) {
    const n = days / UNIT_DAYS[unit];
    if (n >= 1 && Math.abs(n - Math.round(n)) < 0.02) return { n: Math.round(n), unit };
  }
  return { n: Math.max(1, Math.round(days)), unit: 'day' };
}

export function groupId(noun: string, used: Set<string>): string {
  const base =
    noun
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 40) || 'agents';
  let id = base;
  let k = 2;
  while (used.has(id)) id = `${base}_${k++}`;
  used.add(id);
  return id;
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "ungeimpfte Kinder": a German adjective before its noun stays lower-case (the noun carries the capital). */
const germanAdjectiveFirst = (noun: string, language: string) => language === 'de' && /^\p{Ll}\S*\s+\p{Lu}/u.test(noun);

/** The nicest factor ≥ x from 1, 2, 5, 10, 20, 50, … */
export function niceFactor(x: number): number {
  if (x <= 1) return 1;
  let base = 1;
  for (;;) {
    for (const m of [1, 2, 5]) if (base * m >= x) return base * m;
    base *= 10;
  }
}

export interface Populations {
  groups: GroupPlan[];
  /** Named populations the mechanism does not use (said in the assumptions). */
  unused: PopulationMention[];
  /** Real members per agent for the scaled groups (1 when nothing was scaled). */
  scale: number;
}

/**
 * The acting populations, main first: the prompt's populations the mechanism knows as actors
 * (in the prompt's order), else the first counted population, else the mechanism's default.
 * Populations over the limits (1,000,000 a group, 5,000,000 in all) are scaled by one nice
 * factor k: each agent then stands for k members.
 */
export function populationsFor(intent: Intent, mech: Mechanism, budgetScale = 1): Populations {
  const pops = intent.populations;
  // The generic model takes any population; the others their own actors or a noun we do not know.
  const isActor = (p: PopulationMention) => mech.actors.length === 0 || mech.actors.includes(p.concept) || p.concept === 'other';
  let actors = pops.filter(isActor);
  // A counted population the mechanism does not list still beats a default one.
  // Organisations too, for mechanisms whose actors may be organisations ("2,500 hospitals adopt AI").
  if (actors.length === 0) actors = pops.filter((p) => p.count !== null && (p.role === 'individual' || mech.actors.some((a) => ORGANISATIONS.has(a)))).slice(0, 1);
  // The most typical actor first when several are named ("patients and nurses" → nurses for attrition).
  actors.sort((a, b) => rank(a) - rank(b));
  function rank(p: PopulationMention): number {
    const i = mech.actors.indexOf(p.concept);
    const counted = p.count !== null ? 0 : 100;
    // Known nouns before unknown plurals ("400 farmers" before "6 seasons"), then the mechanism's order.
    return counted + (p.concept === 'other' ? 60 : i < 0 ? 50 : i);
  }
  // "¿Cuántas personas de una ciudad de 300.000 habitantes…": an uncounted "people" next to a
  // counted population is the same people, not a group of its own at a default size.
  if (actors.some((p) => p.count !== null)) actors = actors.filter((p) => p.count !== null || p.concept !== 'people');
  // "How many people will donate … out of 50,000 newsletter readers": an uncounted "people" is the counted population
  // named after it, whether or not the mechanism lists that noun.
  if (actors.length > 0 && actors.every((p) => p.count === null && p.concept === 'people')) {
    const counted = pops.find((p) => p.count !== null && p.role === 'individual');
    if (counted) actors = [counted];
  }
  const unused = pops.filter((p) => !actors.includes(p) && !(p.concept === 'people' && p.count === null));
  const used = new Set<string>();
  const fallback = mech.defaultPopulationFor?.(intent) ?? mech.defaultPopulation;
  const plans: GroupPlan[] = (actors.length ? actors : [{ concept: fallback.concept, noun: defaultNoun(fallback.noun, intent.language), count: null, role: 'individual' as const, at: -1 }]).map((p) => {
    // Organisations named without a number ("how many hospitals will adopt AI") are fewer than people: 1,000 (shares do not depend on it).
    const people = Math.max(1, Math.round(p.count ?? (p.role === 'organisation' && fallback.count > 1_000 ? 1_000 : fallback.count)));
    return { id: groupId(p.concept === 'other' ? p.noun : p.concept, used), name: germanAdjectiveFirst(p.noun, intent.language) ? p.noun : titleCase(p.noun), concept: p.concept, people, agents: people, perAgent: 1, stated: p.count !== null };
  });
  const lim = DEFAULT_CONFIG_LIMITS;
  const biggest = Math.max(...plans.map((g) => g.people));
  const total = plans.reduce((s, g) => s + g.people, 0);
  const k = niceFactor(Math.max(biggest / lim.maxAgentsPerGroup, total / lim.maxTotalAgents, budgetScale));
  if (k > 1) {
    for (const g of plans) {
      // Small groups (10 banks, 300 boats) keep one agent each; only large ones are scaled, and
      // never below MIN_SCALED_AGENTS agents (enough for one starting case in 10,000).
      const kg = Math.min(k, Math.max(1, Math.floor(g.people / MIN_SCALED_AGENTS)));
      const over = g.people > lim.maxAgentsPerGroup || total > lim.maxTotalAgents;
      const kk = over ? k : kg;
      if (kk > 1 && (over || g.people >= 2 * MIN_SCALED_AGENTS)) {
        g.perAgent = kk;
        g.agents = Math.max(1, Math.round(g.people / kk));
      }
    }
  }
  return { groups: plans, unused, scale: k };
}
