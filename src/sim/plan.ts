import { BASELINE_ARM_ID } from '../domain/baseline-arm.js';
import type { SimulationConfig, SimulationEvent } from '../domain/simulation-config.js';
import { CHUNK_SIZE, DEFAULT_BASELINE_LABEL, MAX_CHUNKS_ENCODABLE, MAX_GROUPS_ENCODABLE } from './constants.js';

/**
 * The configuration resolved into indices and defaults: what the code generator and the
 * step loop work from. Columns of a group are its variables, then its actions.
 */
export type InitKind = 'normal' | 'uniform' | 'value';

export interface PlanVariable {
  name: string;
  init: InitKind;
  /** normal: mean, std; uniform: min, max; value: value, 0 */
  p1: number;
  p2: number;
  lo: number | null;
  hi: number | null;
  drift: number;
  noise: number;
  /** Version 2: the value is multiplied by (1 + growth) after the effects, before the drift. */
  growth: number;
}

export interface CrossRef {
  group: number;
  column: number;
  weight: number;
}

export interface PlanAction {
  name: string;
  kind: 'binary' | 'discrete' | 'continuous';
  intercept: number;
  /** Own-variable terms in the order of the weights map. */
  own: Array<{ variable: number; weight: number }>;
  /** Group-mean terms (constant within a step) in the order of the weights map. */
  cross: CrossRef[];
  effects: Array<{ variable: number; effect: number }>;
  max: number;
  noise: number;
  lo: number | null;
  hi: number | null;
}

export interface PlanGroup {
  id: string;
  n: number;
  chunks: number;
  variables: PlanVariable[];
  actions: PlanAction[];
  /** variables + actions */
  width: number;
}

export interface Plan {
  steps: number;
  groups: PlanGroup[];
}

/** A Version 2 event resolved to its column; applied at the start of `step`, before the snapshot. */
export interface PlanEvent {
  step: number;
  g: number;
  /** The variable's column (variables come first, so also its variable index). */
  column: number;
  op: 'set' | 'add' | 'multiply';
  value: number;
  lo: number | null;
  hi: number | null;
}

/** One arm: the baseline (index 0, the configuration as written) or a listed arm. */
export interface PlanArm {
  id: string;
  label: string;
  /** Top-level events, then the arm's own, each list in array order; stable-sorted by step. */
  events: PlanEvent[];
}

export function buildPlan(config: SimulationConfig): Plan {
  if (config.agent_groups.length > MAX_GROUPS_ENCODABLE) {
    throw new RangeError(`the kernel supports at most ${MAX_GROUPS_ENCODABLE} groups`);
  }
  const index = new Map<string, { g: number; columns: Map<string, number> }>();
  config.agent_groups.forEach((g, gi) => {
    const columns = new Map<string, number>();
    Object.keys(g.variables).forEach((v, i) => columns.set(v, i));
    const nv = columns.size;
    Object.keys(g.actions).forEach((a, i) => columns.set(a, nv + i));
    index.set(g.id, { g: gi, columns });
  });

  const groups = config.agent_groups.map((g): PlanGroup => {
    const varNames = Object.keys(g.variables);
    const varIndex = new Map(varNames.map((v, i) => [v, i]));
    const chunks = Math.ceil(g.number_of_agents / CHUNK_SIZE);
    if (chunks > MAX_CHUNKS_ENCODABLE) throw new RangeError(`group '${g.id}' has too many agents for the kernel`);
    const variables = varNames.map((name): PlanVariable => {
      const s = g.variables[name];
      const base = {
        name,
        lo: s.bounds?.min ?? null,
        hi: s.bounds?.max ?? null,
        drift: s.drift ?? 0,
        noise: s.noise ?? 0,
        growth: s.growth ?? 0,
      };
      if (s.type === 'normal') return { ...base, init: 'normal', p1: s.mean, p2: s.std };
      if (s.type === 'uniform') return { ...base, init: 'uniform', p1: s.min, p2: s.max };
      return { ...base, init: 'value', p1: s.value, p2: 0 };
    });
    const actions = Object.entries(g.actions).map(([name, s]): PlanAction => {
      const own: PlanAction['own'] = [];
      const cross: CrossRef[] = [];
      for (const [key, weight] of Object.entries(s.weights ?? {})) {
        const dot = key.indexOf('.');
        if (dot < 0) {
          const variable = varIndex.get(key);
          if (variable === undefined) throw new RangeError(`unresolved weight '${key}' in group '${g.id}'`);
          own.push({ variable, weight });
        } else {
          const ref = index.get(key.slice(0, dot));
          const column = ref?.columns.get(key.slice(dot + 1));
          if (!ref || column === undefined) throw new RangeError(`unresolved weight '${key}' in group '${g.id}'`);
          cross.push({ group: ref.g, column, weight });
        }
      }
      const effects = Object.entries(s.effects ?? {}).map(([v, effect]) => {
        const variable = varIndex.get(v);
        if (variable === undefined) throw new RangeError(`unresolved effect '${v}' in group '${g.id}'`);
        return { variable, effect };
      });
      return {
        name,
        kind: s.type,
        intercept: s.intercept ?? 0,
        own,
        cross,
        effects,
        max: s.type === 'discrete' ? (s.max ?? 1) : 1,
        noise: s.type === 'continuous' ? (s.noise ?? 0) : 0,
        lo: s.type === 'continuous' ? (s.bounds?.min ?? null) : null,
        hi: s.type === 'continuous' ? (s.bounds?.max ?? null) : null,
      };
    });
    return {
      id: g.id,
      n: g.number_of_agents,
      chunks,
      variables,
      actions,
      width: variables.length + actions.length,
    };
  });
  return { steps: config.number_of_steps, groups };
}

function resolveVariable(plan: Plan, target: string): { g: number; column: number } {
  const ref = resolveColumn(plan, target);
  if (!ref || ref.column >= plan.groups[ref.g].variables.length) throw new RangeError(`event target '${target}' is not a variable of the configuration`);
  return ref;
}

function planEvents(plan: Plan, events: readonly SimulationEvent[] | undefined): PlanEvent[] {
  return (events ?? []).map((e) => {
    const { g, column } = resolveVariable(plan, e.target);
    const v = plan.groups[g].variables[column];
    return { step: e.step, g, column, op: e.op, value: e.value, lo: v.lo, hi: v.hi };
  });
}

/**
 * The baseline (the configuration as written, id 'baseline') and then every listed arm, each
 * with the events it applies: the top-level ones first, then its own, in array order within a
 * step (Array.prototype.sort is stable, so sorting by step keeps that order).
 */
export function buildArms(config: SimulationConfig, plan: Plan): PlanArm[] {
  const common = planEvents(plan, config.events);
  const bySteps = (list: PlanEvent[]) => [...list].sort((a, b) => a.step - b.step);
  return [
    { id: BASELINE_ARM_ID, label: config.baseline_label ?? DEFAULT_BASELINE_LABEL, events: bySteps(common) },
    ...(config.arms ?? []).map((a) => ({ id: a.id, label: a.label, events: bySteps([...common, ...planEvents(plan, a.events)]) })),
  ];
}

/** A '<group_id>.<variable or action>' resolved to its group and column. */
export function resolveColumn(plan: Plan, target: string): { g: number; column: number } | null {
  const dot = target.indexOf('.');
  if (dot < 0) return null;
  const g = plan.groups.findIndex((x) => x.id === target.slice(0, dot));
  if (g < 0) return null;
  const name = target.slice(dot + 1);
  const group = plan.groups[g];
  const v = group.variables.findIndex((x) => x.name === name);
  if (v >= 0) return { g, column: v };
  const a = group.actions.findIndex((x) => x.name === name);
  return a >= 0 ? { g, column: group.variables.length + a } : null;
}

/**
 * The part of every action's linear predictor that is constant within a step: the
 * intercept plus the group-mean terms read from the snapshot. Own-variable terms are added
 * per agent in the generated code.
 */
export function stepCoefficients(plan: Plan, snapshot: Float64Array[]): Float64Array[] {
  return plan.groups.map((g) => {
    const c = new Float64Array(g.actions.length);
    g.actions.forEach((a, i) => {
      let eta = a.intercept;
      for (const r of a.cross) eta += r.weight * snapshot[r.group][r.column];
      c[i] = eta;
    });
    return c;
  });
}
