import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DescEnum } from '@bufbuild/protobuf';
import { fail } from '../../domain/errors.js';
import type { Answer, Results, Simulation } from '../../domain/schemas/simulations.js';
import type {
  ActionSpec as DomainAction,
  SimulationConfig as DomainConfig,
  SimulationEvent,
  VariableSpec as DomainVariable,
} from '../../domain/simulation-config.js';
import type { FieldError } from '../../domain/validation.js';
import { failureOf } from '../../api/error-mapping.js';
import {
  ActionTypeSchema,
  EventOpSchema,
  QuestionAggregateSchema,
  QuestionDirectionSchema,
  QuestionKindSchema,
  type Event,
  type Question,
  type AnswerSchema,
  SimulationStatusSchema,
  StepUnitSchema,
  type ActionSpec,
  type ActionSpecSchema,
  type Bounds,
  type SimulationConfig,
  type SimulationConfigSchema,
  type SimulationResultsSchema,
  type SimulationSchema,
  type VariableSpec,
  type VariableSpecSchema,
} from '../gen/simulation/v1/simulations_pb.js';

/**
 * A 422 of the procedure, with its REST locs moved to where the field sits in the request
 * message (`relocate`); `fieldPath` then drops REST's body/query/path origin from the rest.
 */
export async function fieldsAt<T>(call: Promise<T>, relocate: (loc: FieldError['loc']) => FieldError['loc']): Promise<T> {
  try {
    return await call;
  } catch (err) {
    const { failure } = failureOf(err);
    if (failure.code !== 'VALIDATION') throw err;
    return fail({ code: 'VALIDATION', errors: failure.errors.map((e) => ({ ...e, loc: relocate(e.loc) })) });
  }
}

/**
 * Proto enum ↔ REST string, via the descriptor's local names (SIMULATION_STATUS_PENDING has
 * local name PENDING). Unset (0) reads as absent, so the schema reports "field required"; an
 * unknown number reads as itself, so the schema reports a bad enum value.
 */
function enumCodec(desc: DescEnum, restCase: (local: string) => string = (s) => s) {
  const toRest = new Map<number, string>();
  const toProto = new Map<string, number>();
  for (const v of desc.values) {
    if (v.number === 0) continue;
    const rest = restCase(v.localName);
    toRest.set(v.number, rest);
    toProto.set(rest, v.number);
  }
  return {
    rest: (n: number): string | undefined => (n === 0 ? undefined : (toRest.get(n) ?? String(n))),
    proto: (s: string): number => toProto.get(s) ?? 0,
  };
}

const lower = (s: string) => s.toLowerCase();
export const statusCodec = enumCodec(SimulationStatusSchema);
const stepUnitCodec = enumCodec(StepUnitSchema, lower);
const actionTypeCodec = enumCodec(ActionTypeSchema, lower);
export const questionKindCodec = enumCodec(QuestionKindSchema, lower);
const eventOpCodec = enumCodec(EventOpSchema, lower);
const aggregateCodec = enumCodec(QuestionAggregateSchema, lower);
const directionCodec = enumCodec(QuestionDirectionSchema, lower);

const defined = <T extends object>(o: T): Partial<T> => {
  for (const k of Object.keys(o) as Array<keyof T>) if (o[k] === undefined) delete o[k];
  return o;
};
const mapValues = <A, B>(rec: Record<string, A>, f: (a: A) => B): Record<string, B> => {
  const out: Record<string, B> = {};
  for (const [k, v] of Object.entries(rec)) out[k] = f(v);
  return out;
};
const nonEmpty = (rec: Record<string, number>) => (Object.keys(rec).length ? rec : undefined);
/** An empty repeated field is REST's absent one. */
const nonEmptyList = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);

// ---- proto → REST shape (requests) ----

const boundsToRest = (b: Bounds | undefined) => (b ? defined({ min: b.min, max: b.max }) : undefined);

function variableToRest(v: VariableSpec): Record<string, unknown> {
  const d = v.distribution;
  const head =
    d.case === 'normal'
      ? { type: 'normal', mean: d.value.mean, std: d.value.std }
      : d.case === 'uniform'
        ? { type: 'uniform', min: d.value.min, max: d.value.max }
        : d.case === 'initialValue'
          ? { type: 'initial_value', value: d.value.value }
          : {};
  return defined({ ...head, bounds: boundsToRest(v.bounds), drift: v.drift, noise: v.noise, growth: v.growth, label: v.label, unit: v.unit });
}

function actionToRest(a: ActionSpec): Record<string, unknown> {
  return defined({
    type: actionTypeCodec.rest(a.type),
    description: a.description,
    label: a.label,
    unit: a.unit,
    intercept: a.intercept,
    weights: nonEmpty(a.weights),
    effects: nonEmpty(a.effects),
    max: a.max,
    noise: a.noise,
    bounds: boundsToRest(a.bounds),
  });
}

const eventToRest = (e: Event): Record<string, unknown> => defined({ step: e.step, target: e.target, op: eventOpCodec.rest(e.op), value: e.value, label: e.label });

const questionToRest = (q: Question | undefined) =>
  q
    ? defined({
        text: q.text,
        kind: questionKindCodec.rest(q.kind),
        target: q.target,
        aggregate: aggregateCodec.rest(q.aggregate),
        threshold: q.threshold,
        direction: directionCodec.rest(q.direction),
      })
    : undefined;

/** The configuration as REST's JSON body would carry it (absent message → absent field). */
export function configToRest(c: SimulationConfig | undefined): unknown {
  if (!c) return undefined;
  return defined({
    step_unit: stepUnitCodec.rest(c.stepUnit),
    number_of_steps: c.numberOfSteps,
    seed: c.seed,
    agent_groups: c.agentGroups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      number_of_agents: g.numberOfAgents,
      variables: mapValues(g.variables, variableToRest),
      actions: mapValues(g.actions, actionToRest),
    })),
    events: nonEmptyList(c.events.map(eventToRest)),
    // An arm's events are required in REST: an empty list stays a list.
    arms: nonEmptyList(c.arms.map((a) => defined({ id: a.id, label: a.label, description: a.description, events: a.events.map(eventToRest) }))),
    baseline_label: c.baselineLabel,
    replicates: c.replicates,
    question: questionToRest(c.question),
    assumptions: nonEmptyList(c.assumptions),
  });
}

// ---- domain → proto (responses) ----

type SimulationInit = MessageInitShape<typeof SimulationSchema>;
type ConfigInit = MessageInitShape<typeof SimulationConfigSchema>;
type VariableInit = MessageInitShape<typeof VariableSpecSchema>;
type ActionInit = MessageInitShape<typeof ActionSpecSchema>;
type ResultsInit = MessageInitShape<typeof SimulationResultsSchema>;
type AnswerInit = MessageInitShape<typeof AnswerSchema>;

export const statusToProto = (s: string): number => statusCodec.proto(s);

export function simulationToProto(s: Simulation): SimulationInit {
  return {
    id: s.id,
    status: statusCodec.proto(s.status),
    title: s.title,
    prompt: s.prompt,
    tags: s.tags,
    tenantId: s.tenant_id,
    scenarioId: s.scenario_id ?? undefined,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
    lifecycle: { states: s.lifecycle.states.map((st) => ({ name: statusCodec.proto(st.name), at: st.at })) },
    errorLog: s.error_log,
    progress: s.progress,
  };
}

function variableToProto(v: DomainVariable): VariableInit {
  const common = { bounds: v.bounds, drift: v.drift, noise: v.noise, growth: v.growth, label: v.label, unit: v.unit };
  switch (v.type) {
    case 'normal':
      return { distribution: { case: 'normal', value: { mean: v.mean, std: v.std } }, ...common };
    case 'uniform':
      return { distribution: { case: 'uniform', value: { min: v.min, max: v.max } }, ...common };
    case 'initial_value':
      return { distribution: { case: 'initialValue', value: { value: v.value } }, ...common };
  }
}

function actionToProto(a: DomainAction): ActionInit {
  return {
    type: actionTypeCodec.proto(a.type),
    description: a.description,
    label: a.label,
    unit: a.unit,
    intercept: a.intercept,
    weights: a.weights ?? {},
    effects: a.effects ?? {},
    max: a.type === 'discrete' ? a.max : undefined,
    noise: a.type === 'continuous' ? a.noise : undefined,
    bounds: a.type === 'continuous' ? a.bounds : undefined,
  };
}

export function configToProto(c: DomainConfig): ConfigInit {
  return {
    stepUnit: stepUnitCodec.proto(c.step_unit),
    numberOfSteps: c.number_of_steps,
    seed: c.seed,
    agentGroups: c.agent_groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      numberOfAgents: g.number_of_agents,
      variables: mapValues(g.variables, variableToProto),
      actions: mapValues(g.actions, actionToProto),
    })),
    events: (c.events ?? []).map(eventToProto),
    arms: (c.arms ?? []).map((a) => ({ id: a.id, label: a.label, description: a.description, events: a.events.map(eventToProto) })),
    baselineLabel: c.baseline_label,
    replicates: c.replicates,
    question: c.question
      ? {
          text: c.question.text,
          kind: questionKindCodec.proto(c.question.kind),
          target: c.question.target,
          aggregate: c.question.aggregate === undefined ? 0 : aggregateCodec.proto(c.question.aggregate),
          threshold: c.question.threshold,
          direction: c.question.direction === undefined ? 0 : directionCodec.proto(c.question.direction),
        }
      : undefined,
    assumptions: c.assumptions ?? [],
  };
}

const eventToProto = (e: SimulationEvent) => ({ step: e.step, target: e.target, op: eventOpCodec.proto(e.op), value: e.value, label: e.label });

type ByGroup = Results['metrics']['by_group'];
const byGroupToProto = (groups: ByGroup) => groups.map((g) => ({ groupId: g.group_id, timeline: g.timeline }));
/** REST's null is an unset proto3 `optional`. */
const unsetIfNull = (n: number | null): number | undefined => (n === null ? undefined : n);

function answerToProto(a: Answer): AnswerInit {
  return {
    kind: questionKindCodec.proto(a.kind),
    statement: a.statement,
    value: unsetIfNull(a.value),
    low: unsetIfNull(a.low),
    high: unsetIfNull(a.high),
    unit: a.unit,
    byArm: (a.by_arm ?? []).map((b) => ({
      arm: b.arm,
      label: b.label,
      value: unsetIfNull(b.value),
      low: unsetIfNull(b.low),
      high: unsetIfNull(b.high),
      difference: unsetIfNull(b.difference),
      differenceLow: unsetIfNull(b.difference_low),
      differenceHigh: unsetIfNull(b.difference_high),
      step: b.step,
      shareReached: b.share_reached,
    })),
    arm: a.arm,
    step: a.step,
    shareReached: a.share_reached,
  };
}

export function resultsToProto(r: Results): ResultsInit {
  const m = r.metrics;
  return {
    id: r.id,
    status: statusCodec.proto(r.status),
    config: configToProto(r.config),
    metrics: {
      byGroup: byGroupToProto(m.by_group),
      replicates: m.replicates,
      arms: (m.arms ?? []).map((a) => ({ id: a.id, label: a.label, byGroup: byGroupToProto(a.by_group), p05: byGroupToProto(a.p05), p95: byGroupToProto(a.p95) })),
    },
    analysis: {
      executiveSummary: r.analysis.executive_summary,
      keyDrivers: r.analysis.key_drivers,
      risks: r.analysis.risks,
      recommendations: r.analysis.recommendations,
      reportMarkdown: r.analysis.report_markdown,
      answer: r.analysis.answer ? answerToProto(r.analysis.answer) : undefined,
    },
  };
}
