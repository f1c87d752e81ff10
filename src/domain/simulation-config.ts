import { z } from 'zod';
import { zodIssuesToFieldErrors, type FieldError } from './validation.js';
import { BASELINE_ARM_ID } from './baseline-arm.js';

export { BASELINE_ARM_ID };

/**
 * The simulation configuration with its optional model fields and the bounds of
 * docs/contract.md "Configuration bounds".
 *
 * Parsing never injects defaults: the parsed value is the configuration as written, so it
 * round-trips through GET/PUT config unchanged. The kernel applies the model's defaults.
 */

export interface ConfigLimits {
  maxSteps: number;
  maxGroups: number;
  maxAgentsPerGroup: number;
  maxTotalAgents: number;
  maxVariables: number;
  maxActions: number;
  maxDiscreteMax: number;
  maxNameLength: number;
  maxDescriptionLength: number;
  /** Version 2: Σ agents × number_of_steps × (1 + arms) × replicates. */
  maxAgentSteps: number;
  maxEvents: number;
  maxArms: number;
  maxReplicates: number;
  maxAssumptions: number;
}

export const DEFAULT_CONFIG_LIMITS: Readonly<ConfigLimits> = Object.freeze({
  maxSteps: 1000,
  maxGroups: 20,
  maxAgentsPerGroup: 1_000_000,
  maxTotalAgents: 5_000_000,
  maxVariables: 50,
  maxActions: 50,
  maxDiscreteMax: 1000,
  maxNameLength: 200,
  maxDescriptionLength: 2000,
  maxAgentSteps: 5_000_000_000,
  maxEvents: 100,
  maxArms: 8,
  maxReplicates: 100,
  maxAssumptions: 30,
});

export const EVENT_OPS = ['set', 'add', 'multiply'] as const;
export const QUESTION_KINDS = ['level_at_end', 'time_to_threshold', 'peak', 'probability_of_event', 'compare_arms'] as const;
export const QUESTION_AGGREGATES = ['mean', 'total', 'cumulative'] as const;
export const QUESTION_DIRECTIONS = ['above', 'below'] as const;
export const LABEL_MAX = 120;
export const UNIT_MAX = 32;

export const STEP_UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export const VARIABLE_TYPES = ['normal', 'uniform', 'initial_value'] as const;
export const ACTION_TYPES = ['binary', 'discrete', 'continuous'] as const;

// Names start with a letter so that JSON object key order is insertion order (integer-like
// keys would be reordered by every JS engine), which keeps metrics in the config's order.
export const GROUP_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const WEIGHT_KEY_PATTERN = /^(?:[A-Za-z][A-Za-z0-9_-]{0,63}\.)?[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** `<group_id>.<name>`: the target of an event or a question. */
export const TARGET_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}\.[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const SEED_MAX = 4294967295;

type Issue = { path: Array<string | number>; message: string; type: string };

function report(ctx: z.RefinementCtx, issue: Issue): void {
  ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, params: { type: issue.type } });
}

function makeSchemas(l: ConfigLimits) {
  const finite = z.number();
  const BoundsSchema = z
    .strictObject({ min: finite.optional(), max: finite.optional() })
    .superRefine((b, ctx) => {
      if (b.min !== undefined && b.max !== undefined && b.min > b.max) {
        report(ctx, {
          path: ['max'],
          message: `bounds.max (${b.max}) must be greater than or equal to bounds.min (${b.min})`,
          type: 'value_error.range',
        });
      }
    });

  // Version 2: what reports, charts and exports call a variable or an action.
  const labelled = {
    label: z.string().min(1).max(LABEL_MAX).optional(),
    unit: z.string().max(UNIT_MAX).optional(),
  };
  const variableCommon = {
    bounds: BoundsSchema.optional(),
    drift: finite.optional(),
    noise: finite.min(0).optional(),
    // Multiplies the value by (1 + growth) every step, after the effects and before the drift.
    growth: finite.gt(-1).optional(),
    ...labelled,
  };

  const NormalVariable = z.strictObject({
    type: z.literal('normal'),
    mean: finite,
    std: finite.min(0),
    ...variableCommon,
  });
  const UniformVariable = z
    .strictObject({ type: z.literal('uniform'), min: finite, max: finite, ...variableCommon })
    .superRefine((v, ctx) => {
      if (v.min > v.max) {
        report(ctx, {
          path: ['max'],
          message: `max (${v.max}) must be greater than or equal to min (${v.min})`,
          type: 'value_error.range',
        });
      }
    });
  const InitialValueVariable = z.strictObject({ type: z.literal('initial_value'), value: finite, ...variableCommon });
  const VariableSpec = z.discriminatedUnion('type', [NormalVariable, UniformVariable, InitialValueVariable]);

  const actionCommon = {
    description: z.string().max(l.maxDescriptionLength),
    ...labelled,
    intercept: finite.optional(),
    weights: z.record(z.string().regex(WEIGHT_KEY_PATTERN), finite).optional(),
    effects: z.record(z.string().regex(NAME_PATTERN), finite).optional(),
  };
  const BinaryAction = z.strictObject({ type: z.literal('binary'), ...actionCommon });
  const DiscreteAction = z.strictObject({
    type: z.literal('discrete'),
    ...actionCommon,
    max: z.int().min(1).max(l.maxDiscreteMax).optional(),
  });
  const ContinuousAction = z.strictObject({
    type: z.literal('continuous'),
    ...actionCommon,
    noise: finite.min(0).optional(),
    bounds: BoundsSchema.optional(),
  });
  const ActionSpec = z.discriminatedUnion('type', [BinaryAction, DiscreteAction, ContinuousAction]);

  const sized = (what: string, min: number, max: number) => (rec: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const n = Object.keys(rec).length;
    if (n < min) {
      report(ctx, {
        path: [],
        message: `ensure this value has at least ${min} ${what}`,
        type: 'value_error.dict.min_items',
      });
    } else if (n > max) {
      report(ctx, {
        path: [],
        message: `ensure this value has at most ${max} ${what}`,
        type: 'value_error.dict.max_items',
      });
    }
  };

  const AgentGroup = z.strictObject({
    id: z.string().regex(GROUP_ID_PATTERN),
    name: z.string().min(1).max(l.maxNameLength),
    description: z.string().max(l.maxDescriptionLength),
    number_of_agents: z.int().min(1).max(l.maxAgentsPerGroup),
    variables: z.record(z.string().regex(NAME_PATTERN), VariableSpec).superRefine(sized('variables', 1, l.maxVariables)),
    actions: z.record(z.string().regex(NAME_PATTERN), ActionSpec).superRefine(sized('actions', 0, l.maxActions)),
  });

  // Version 2. Cross-references (targets, steps in range, ids) are checked in semanticIssues.
  const Event = z.strictObject({
    step: z.int().min(1).max(l.maxSteps),
    target: z.string().regex(TARGET_PATTERN),
    op: z.string().pipe(z.enum(EVENT_OPS)),
    value: finite,
    label: z.string().min(1).max(LABEL_MAX).optional(),
  });
  const Events = z.array(Event).max(l.maxEvents);
  const Arm = z.strictObject({
    id: z.string().regex(GROUP_ID_PATTERN),
    label: z.string().min(1).max(LABEL_MAX),
    description: z.string().max(l.maxDescriptionLength).optional(),
    events: Events,
  });
  const Question = z.strictObject({
    text: z.string().max(500).optional(),
    kind: z.string().pipe(z.enum(QUESTION_KINDS)),
    target: z.string().regex(TARGET_PATTERN),
    aggregate: z.enum(QUESTION_AGGREGATES).optional(),
    threshold: finite.optional(),
    direction: z.enum(QUESTION_DIRECTIONS).optional(),
  });

  const configShape = {
    // A string first, so an absent step_unit reads as "field required", not as a bad enum.
    step_unit: z.string().pipe(z.enum(STEP_UNITS)),
    number_of_steps: z.int().min(1).max(l.maxSteps),
    seed: z.int().min(0).max(SEED_MAX).optional(),
    agent_groups: z.array(AgentGroup).min(1).max(l.maxGroups),
    events: Events.optional(),
    arms: z.array(Arm).max(l.maxArms).optional(),
    baseline_label: z.string().min(1).max(LABEL_MAX).optional(),
    replicates: z.int().min(1).max(l.maxReplicates).optional(),
    question: Question.optional(),
    assumptions: z.array(z.string().min(1).max(300)).max(l.maxAssumptions).optional(),
  };
  // Runs even when other fields failed, so one answer lists every violation; the value
  // may then be malformed, hence the defensive reading in semanticIssues.
  const refine = (cfg: unknown, ctx: z.RefinementCtx) => {
    for (const issue of semanticIssues(cfg, l)) report(ctx, issue);
  };
  const Config = z.strictObject(configShape).superRefine(refine, { when: () => true });
  /** The config plus transport fields (e.g. a path id), keeping the checks above: `.safeExtend` would drop `when`. */
  const ConfigWith = <S extends z.core.$ZodLooseShape>(extra: S) =>
    z.strictObject({ ...configShape, ...extra }).superRefine(refine, { when: () => true });

  return { Config, ConfigWith, AgentGroup, VariableSpec, ActionSpec, BoundsSchema, Event, Arm, Question };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const keysOf = (v: unknown): string[] => (isRecord(v) ? Object.keys(v) : []);

/**
 * Checks a schema cannot express: uniqueness, cross-references, totals. Reads the value
 * defensively because it also runs when the structure has other violations.
 */
function semanticIssues(input: unknown, l: ConfigLimits): Issue[] {
  const issues: Issue[] = [];
  if (!isRecord(input) || !Array.isArray(input.agent_groups)) return issues;
  const list = input.agent_groups as unknown[];
  const groups = new Map<string, { variables: Set<string>; actions: Set<string> }>();
  let total = 0;
  list.forEach((g, gi) => {
    if (!isRecord(g)) return;
    if (typeof g.number_of_agents === 'number' && Number.isFinite(g.number_of_agents)) total += g.number_of_agents;
    if (typeof g.id !== 'string') return;
    if (groups.has(g.id)) {
      issues.push({
        path: ['agent_groups', gi, 'id'],
        message: `duplicate group id '${g.id}'`,
        type: 'value_error.duplicate',
      });
    } else {
      groups.set(g.id, { variables: new Set(keysOf(g.variables)), actions: new Set(keysOf(g.actions)) });
    }
  });
  // Like the work bound: a total is judged only when each group's count is within its own bound.
  const countsValid = list.every((g) => isRecord(g) && isInt(g.number_of_agents) && g.number_of_agents >= 1 && g.number_of_agents <= l.maxAgentsPerGroup);
  if (countsValid && total > l.maxTotalAgents) {
    issues.push({
      path: ['agent_groups'],
      message: `the groups hold ${total} agents in all; at most ${l.maxTotalAgents} are allowed`,
      type: 'value_error.total_agents',
    });
  }
  list.forEach((g, gi) => {
    if (!isRecord(g) || !isRecord(g.actions)) return;
    const gid = typeof g.id === 'string' ? g.id : String(gi);
    const own = new Set(keysOf(g.variables));
    for (const [a, spec] of Object.entries(g.actions)) {
      const base: Array<string | number> = ['agent_groups', gi, 'actions', a];
      if (own.has(a)) {
        issues.push({
          path: base,
          message: `'${a}' names both a variable and an action of group '${gid}'`,
          type: 'value_error.duplicate',
        });
      }
      if (!isRecord(spec)) continue;
      for (const key of keysOf(spec.weights)) {
        const dot = key.indexOf('.');
        if (dot < 0) {
          if (!own.has(key)) {
            issues.push({
              path: [...base, 'weights', key],
              message: `'${key}' is not a variable of group '${gid}' (use '<group_id>.<name>' for a group mean)`,
              type: 'value_error.reference',
            });
          }
          continue;
        }
        const refGroup = key.slice(0, dot);
        const name = key.slice(dot + 1);
        const target = groups.get(refGroup);
        if (!target) {
          issues.push({
            path: [...base, 'weights', key],
            message: `'${refGroup}' is not a group of this configuration`,
            type: 'value_error.reference',
          });
        } else if (!target.variables.has(name) && !target.actions.has(name)) {
          issues.push({
            path: [...base, 'weights', key],
            message: `'${name}' is neither a variable nor an action of group '${refGroup}'`,
            type: 'value_error.reference',
          });
        }
      }
      for (const key of keysOf(spec.effects)) {
        if (!own.has(key)) {
          issues.push({
            path: [...base, 'effects', key],
            message: `'${key}' is not a variable of group '${gid}'`,
            type: 'value_error.reference',
          });
        }
      }
    }
  });
  issues.push(...versionTwoIssues(input, groups, total, l));
  return issues;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The Version 2 cross-references: event and question targets, event steps, arm ids, the bound of the work. */
function versionTwoIssues(
  input: Record<string, unknown>,
  groups: Map<string, { variables: Set<string>; actions: Set<string> }>,
  agents: number,
  l: ConfigLimits,
): Issue[] {
  const issues: Issue[] = [];
  const steps = isInt(input.number_of_steps) ? input.number_of_steps : null;
  const resolve = (target: unknown): { group?: { variables: Set<string>; actions: Set<string> }; groupId: string; name: string } | null => {
    if (typeof target !== 'string' || !TARGET_PATTERN.test(target)) return null;
    const dot = target.indexOf('.');
    const groupId = target.slice(0, dot);
    return { group: groups.get(groupId), groupId, name: target.slice(dot + 1) };
  };
  const checkEvents = (events: unknown, base: Array<string | number>) => {
    if (!Array.isArray(events)) return;
    events.forEach((e, i) => {
      if (!isRecord(e)) return;
      const at = [...base, i];
      if (steps !== null && isInt(e.step) && e.step > steps && e.step <= l.maxSteps) {
        issues.push({
          path: [...at, 'step'],
          message: `step ${e.step} is after the last step (${steps})`,
          type: 'value_error.number.not_le',
        });
      }
      const ref = resolve(e.target);
      if (!ref) return;
      if (!ref.group) {
        issues.push({ path: [...at, 'target'], message: `'${ref.groupId}' is not a group of this configuration`, type: 'value_error.reference' });
      } else if (!ref.group.variables.has(ref.name)) {
        issues.push({
          path: [...at, 'target'],
          message: ref.group.actions.has(ref.name)
            ? `'${ref.name}' is an action of group '${ref.groupId}'; an event changes a variable`
            : `'${ref.name}' is not a variable of group '${ref.groupId}'`,
          type: 'value_error.reference',
        });
      }
    });
  };
  checkEvents(input.events, ['events']);

  let arms = 0;
  if (Array.isArray(input.arms)) {
    arms = input.arms.length;
    const seen = new Set<string>();
    input.arms.forEach((a, i) => {
      if (!isRecord(a)) return;
      if (typeof a.id === 'string') {
        if (a.id === BASELINE_ARM_ID) {
          issues.push({ path: ['arms', i, 'id'], message: `'${BASELINE_ARM_ID}' is the id of the configuration as written; choose another arm id`, type: 'value_error.reserved' });
        } else if (seen.has(a.id)) {
          issues.push({ path: ['arms', i, 'id'], message: `duplicate arm id '${a.id}'`, type: 'value_error.duplicate' });
        }
        seen.add(a.id);
      }
      checkEvents(a.events, ['arms', i, 'events']);
    });
  }

  const q = input.question;
  if (isRecord(q)) {
    const ref = resolve(q.target);
    if (ref && !ref.group) {
      issues.push({ path: ['question', 'target'], message: `'${ref.groupId}' is not a group of this configuration`, type: 'value_error.reference' });
    } else if (ref?.group && !ref.group.variables.has(ref.name) && !ref.group.actions.has(ref.name)) {
      issues.push({ path: ['question', 'target'], message: `'${ref.name}' is neither a variable nor an action of group '${ref.groupId}'`, type: 'value_error.reference' });
    }
    if ((q.kind === 'time_to_threshold' || q.kind === 'probability_of_event') && q.threshold === undefined) {
      issues.push({ path: ['question', 'threshold'], message: `field required for a question of kind '${q.kind}'`, type: 'value_error.missing' });
    }
    if (q.kind === 'compare_arms' && arms === 0) {
      issues.push({ path: ['question', 'kind'], message: "a question of kind 'compare_arms' needs at least one arm", type: 'value_error.reference' });
    }
  }

  // The product is judged only when each factor is within its own bound; otherwise that
  // factor's own violation is the one to fix, and a product of it would only repeat it.
  const within = (v: unknown, max: number): v is number => isInt(v) && v >= 1 && v <= max;
  const replicates = input.replicates === undefined ? 1 : within(input.replicates, l.maxReplicates) ? input.replicates : null;
  const agentsValid =
    agents <= l.maxTotalAgents &&
    Array.isArray(input.agent_groups) &&
    input.agent_groups.every((g) => isRecord(g) && within(g.number_of_agents, l.maxAgentsPerGroup));
  if (steps !== null && steps >= 1 && steps <= l.maxSteps && replicates !== null && arms <= l.maxArms && agentsValid) {
    const work = agents * steps * (1 + arms) * replicates;
    if (work > l.maxAgentSteps) {
      issues.push({
        path: [],
        message:
          `the work of this configuration is ${agents} agents × ${steps} steps × ${1 + arms} arms × ${replicates} replicates = ` +
          `${work.toExponential(3)} agent-steps; at most ${l.maxAgentSteps.toExponential(1)} are allowed (fewer agents, steps, arms or replicates)`,
        type: 'value_error.work',
      });
    }
  }
  return issues;
}

export function makeSimulationConfigSchema(limits: Partial<ConfigLimits> = {}) {
  return makeSchemas({ ...DEFAULT_CONFIG_LIMITS, ...limits }).Config;
}

const defaultSchemas = makeSchemas({ ...DEFAULT_CONFIG_LIMITS });
export const SimulationConfigSchema = defaultSchemas.Config;
export const simulationConfigSchemaWith = defaultSchemas.ConfigWith;
export const AgentGroupSchema = defaultSchemas.AgentGroup;
export const VariableSpecSchema = defaultSchemas.VariableSpec;
export const ActionSpecSchema = defaultSchemas.ActionSpec;
export const EventSchema = defaultSchemas.Event;
export const ArmSchema = defaultSchemas.Arm;
export const QuestionSchema = defaultSchemas.Question;

export type SimulationConfig = z.output<typeof SimulationConfigSchema>;
export type AgentGroupConfig = SimulationConfig['agent_groups'][number];
export type VariableSpec = z.output<typeof VariableSpecSchema>;
export type ActionSpec = z.output<typeof ActionSpecSchema>;
export type SimulationEvent = z.output<typeof EventSchema>;
export type Arm = z.output<typeof ArmSchema>;
export type Question = z.output<typeof QuestionSchema>;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type ConfigValidation = { ok: true; config: SimulationConfig } | { ok: false; errors: FieldError[] };

/** Validates a configuration; loc paths are relative to the configuration itself. */
export function validateSimulationConfig(input: unknown, limits?: Partial<ConfigLimits>): ConfigValidation {
  const schema = limits ? makeSimulationConfigSchema(limits) : SimulationConfigSchema;
  const r = schema.safeParse(input);
  return r.success ? { ok: true, config: r.data } : { ok: false, errors: zodIssuesToFieldErrors(r.error.issues, []) };
}
