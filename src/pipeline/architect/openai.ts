import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { zodResponseFormat, type OpenAI } from '../llm/sdk.js';
import { z } from 'zod';
import { EVENT_OPS, QUESTION_AGGREGATES, QUESTION_DIRECTIONS, QUESTION_KINDS, STEP_UNITS, validateSimulationConfig } from '../../domain/simulation-config.js';
import { zodIssuesToFieldErrors, type FieldError } from '../../domain/validation.js';
import { createOpenAIClient, pickModel, toStageError, type OpenAISettings } from '../llm/client.js';
import { StageError, type ArchitectProvider, type ArchitectRequest, type ArchitectResult } from '../provider.js';
import { simulatorMemoryBudget } from '../work-budget.js';

/**
 * Strict JSON-schema mode cannot express maps (records need additionalProperties), so the
 * model answers in this list-shaped variant of the Version 2 configuration, which is turned
 * back into a configuration and checked with the real schema; the model is told the real
 * configuration's error paths. Every key is required (strict mode); unused ones are null.
 */
const Bounds = z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable();
const Term = z.object({ key: z.string(), value: z.number() });
const Variable = z.object({
  name: z.string(),
  type: z.enum(['normal', 'uniform', 'initial_value']),
  mean: z.number().nullable(),
  std: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: z.number().nullable(),
  bounds: Bounds,
  drift: z.number().nullable(),
  noise: z.number().nullable(),
  growth: z.number().nullable(),
  label: z.string().nullable(),
  unit: z.string().nullable(),
});
const Action = z.object({
  name: z.string(),
  type: z.enum(['binary', 'discrete', 'continuous']),
  description: z.string(),
  label: z.string().nullable(),
  unit: z.string().nullable(),
  intercept: z.number().nullable(),
  weights: z.array(Term),
  effects: z.array(Term),
  max: z.number().int().nullable(),
  noise: z.number().nullable(),
  bounds: Bounds,
});
const Group = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  number_of_agents: z.number().int(),
  variables: z.array(Variable),
  actions: z.array(Action),
});
const Event = z.object({
  step: z.number().int(),
  target: z.string(),
  op: z.enum(EVENT_OPS),
  value: z.number(),
  label: z.string().nullable(),
});
const Arm = z.object({ id: z.string(), label: z.string(), description: z.string().nullable(), events: z.array(Event) });
const Question = z.object({
  text: z.string().nullable(),
  kind: z.enum(QUESTION_KINDS),
  target: z.string(),
  aggregate: z.enum(QUESTION_AGGREGATES).nullable(),
  threshold: z.number().nullable(),
  direction: z.enum(QUESTION_DIRECTIONS).nullable(),
});
export const DesignSchema = z.object({
  /** Set (and the rest left minimal) when the prompt has nothing to simulate: why, in one or two sentences. */
  cannot_simulate: z.string().nullable(),
  title: z.string(),
  step_unit: z.enum(STEP_UNITS),
  number_of_steps: z.number().int(),
  agent_groups: z.array(Group),
  events: z.array(Event),
  arms: z.array(Arm),
  baseline_label: z.string().nullable(),
  replicates: z.number().int().nullable(),
  question: Question.nullable(),
  assumptions: z.array(z.string()),
});
export type Design = z.output<typeof DesignSchema>;

/** Keys a Version 1 answer may lack; an absent one reads as "not used". */
const V2_DEFAULTS: Record<string, unknown> = { cannot_simulate: null, events: [], arms: [], baseline_label: null, replicates: null, question: null, assumptions: [] };
const VARIABLE_DEFAULTS: Record<string, unknown> = { growth: null, label: null, unit: null };
const ACTION_DEFAULTS: Record<string, unknown> = { label: null, unit: null };

/** Fills the Version 2 keys an older answer leaves out, so it is judged on what it says. */
function withDefaults(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const d = { ...V2_DEFAULTS, ...(json as Record<string, unknown>) };
  if (Array.isArray(d.agent_groups)) {
    d.agent_groups = (d.agent_groups as unknown[]).map((g) => {
      if (!g || typeof g !== 'object') return g;
      const grp = g as Record<string, unknown>;
      return {
        ...grp,
        variables: Array.isArray(grp.variables) ? (grp.variables as unknown[]).map((v) => (v && typeof v === 'object' ? { ...VARIABLE_DEFAULTS, ...v } : v)) : grp.variables,
        actions: Array.isArray(grp.actions) ? (grp.actions as unknown[]).map((a) => (a && typeof a === 'object' ? { ...ACTION_DEFAULTS, ...a } : a)) : grp.actions,
      };
    });
  }
  return d;
}

const put = (o: Record<string, unknown>, k: string, v: unknown) => {
  if (v !== null && v !== undefined) o[k] = v;
};
const bounds = (b: z.output<typeof Bounds>) => {
  if (!b) return undefined;
  const o: Record<string, unknown> = {};
  put(o, 'min', b.min);
  put(o, 'max', b.max);
  return o;
};
const event = (e: z.output<typeof Event>) => {
  const o: Record<string, unknown> = { step: e.step, target: e.target, op: e.op, value: e.value };
  put(o, 'label', e.label);
  return o;
};

/** The list-shaped answer as a configuration (unvalidated: the real schema judges it). */
export function designToConfig(d: Design): unknown {
  const cfg: Record<string, unknown> = {
    step_unit: d.step_unit,
    number_of_steps: d.number_of_steps,
    agent_groups: d.agent_groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      number_of_agents: g.number_of_agents,
      variables: Object.fromEntries(
        g.variables.map((v) => {
          const o: Record<string, unknown> = { type: v.type };
          if (v.type === 'normal') {
            o.mean = v.mean ?? undefined;
            o.std = v.std ?? undefined;
          }
          if (v.type === 'uniform') {
            o.min = v.min ?? undefined;
            o.max = v.max ?? undefined;
          }
          if (v.type === 'initial_value') o.value = v.value ?? undefined;
          put(o, 'bounds', bounds(v.bounds));
          put(o, 'drift', v.drift);
          put(o, 'noise', v.noise);
          put(o, 'growth', v.growth);
          put(o, 'label', v.label);
          put(o, 'unit', v.unit);
          return [v.name, o];
        }),
      ),
      actions: Object.fromEntries(
        g.actions.map((a) => {
          const o: Record<string, unknown> = { type: a.type, description: a.description };
          put(o, 'label', a.label);
          put(o, 'unit', a.unit);
          put(o, 'intercept', a.intercept);
          if (a.weights.length) o.weights = Object.fromEntries(a.weights.map((t) => [t.key, t.value]));
          if (a.effects.length) o.effects = Object.fromEntries(a.effects.map((t) => [t.key, t.value]));
          if (a.type === 'discrete') put(o, 'max', a.max);
          if (a.type === 'continuous') {
            put(o, 'noise', a.noise);
            put(o, 'bounds', bounds(a.bounds));
          }
          return [a.name, o];
        }),
      ),
    })),
  };
  if (d.events.length) cfg.events = d.events.map(event);
  if (d.arms.length) {
    cfg.arms = d.arms.map((a) => {
      const o: Record<string, unknown> = { id: a.id, label: a.label, events: a.events.map(event) };
      put(o, 'description', a.description);
      return o;
    });
  }
  put(cfg, 'baseline_label', d.baseline_label);
  put(cfg, 'replicates', d.replicates);
  if (d.question) {
    const q: Record<string, unknown> = { kind: d.question.kind, target: d.question.target };
    put(q, 'text', d.question.text);
    put(q, 'aggregate', d.question.aggregate);
    put(q, 'threshold', d.question.threshold);
    put(q, 'direction', d.question.direction);
    cfg.question = q;
  }
  if (d.assumptions.length) cfg.assumptions = d.assumptions;
  return cfg;
}

export const ARCHITECT_SYSTEM_PROMPT = `You design agent-based simulations that answer the user's question. Turn the request into a simulation design.
Model: each step every agent decides each action from a linear predictor eta = intercept + sum(weights[k] * x_k).
A weight key is either an own variable name (the agent's value) or "<group_id>.<name>" (that group's mean of a variable or action at the end of the previous step; use it for peer influence and cross-group effects).
binary actions happen with probability sigmoid(eta); discrete: Binomial(max, sigmoid(eta)); continuous: eta + noise*N(0,1) clamped to bounds.
After deciding, effects[v] * action value is added to own variable v, then the value is multiplied by (1 + growth), then drift, then noise; values are clamped to bounds.
Variables: normal (mean, std), uniform (min, max) or initial_value (value). Unused fields are null.
Limits: step_unit one of day, week, month, quarter, year; number_of_steps 1-1000; 1-20 groups; number_of_agents 1-1000000 per group and 5000000 in all;
ids and names start with a letter (letters, digits, _; ids may use -); 1-50 variables and 0-50 actions per group; a variable and an action of a group never share a name.
Keep the numbers the user states: population sizes, horizon, percentages, starting levels ("85% immune" starts at 85%). Give a short human title.
Version 2 (required):
- label (plain words, e.g. "Owns an electric car") and unit (at most 32 characters, e.g. "share of households") on every variable and action.
- Calibrate to real rates per step (replacement cycles, churn per month, R0 and infectious period) and say where each number comes from; adoption of durables is bounded by replacement (EVs reach single digits to low tens of percent in two years, not 95%).
- Arms: every what-if, "versus", "compared with", "with and without", "instead of" is an arm {id, label in the user's words, description, events}; the configuration as written is the status quo (baseline_label in the user's words, e.g. "without a quota"). An arm is the baseline plus its events.
- Events change a variable of every agent of a group: {step 1..number_of_steps, target "<group_id>.<variable>", op set|add|multiply, value, label}. A change from the start is an event at step 1; one that starts or stops later is an event at that step (schools closed in weeks 2-3 with weekly steps: events at steps 2 and 4). Top-level events apply to every arm (facts the user assumes).
- growth compounds a variable every step: "prices fall 20% a year" in monthly steps is growth 0.8^(1/12)-1 on the price.
- question {text, kind, target "<group_id>.<variable or action>", aggregate mean|total|cumulative, threshold, direction above|below}: how fast -> time_to_threshold (with a threshold); how many -> level_at_end with aggregate total; what share -> level_at_end with mean; will X happen -> probability_of_event (with a threshold); peak -> peak; compare options -> compare_arms.
- assumptions: up to 30 plain sentences (at most 300 characters each), each with its number and source.
- replicates: 10-20 when agents x steps x (1 + arms) x replicates stays under 2e9; fewer for very large runs (say so in the assumptions); the total must stay under 5e9.
- A population over the limits is scaled (each agent stands for k people); say so in the assumptions and ask for shares.
- If the prompt has nothing to simulate (no population or no behaviour over time, e.g. "test", a weather question, a greeting), set cannot_simulate to a short explanation and leave the rest minimal (one group, one variable).
Errors refer to the configuration with variables and actions as maps keyed by name: "agent_groups.0.actions.buy.weights.income" is the weight "income" of the action named "buy" of the first group.`;

function errorLine(e: FieldError): string {
  return `${e.loc.join('.')}: ${e.msg}`;
}

export class OpenAIArchitect implements ArchitectProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAISettings) {
    this.client = createOpenAIClient(settings);
  }

  async design(req: ArchitectRequest): Promise<ArchitectResult> {
    const model = pickModel(this.settings, req.model);
    const turns = Math.max(1, Math.floor(req.maxTurns));
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: ARCHITECT_SYSTEM_PROMPT },
      { role: 'user', content: req.prompt },
    ];
    let last: FieldError[] = [];
    for (let turn = 1; turn <= turns; turn++) {
      let content: string | null | undefined;
      try {
        const res = await this.client.chat.completions.create(
          { model, messages, response_format: zodResponseFormat(DesignSchema, 'simulation_design') },
          { signal: req.signal },
        );
        const msg = res.choices[0]?.message;
        content = msg?.content;
        if (!content && msg?.refusal) throw new StageError(`The Architect's model refused: ${msg.refusal}`, false);
      } catch (err) {
        throw toStageError('Architect', err, req.signal);
      }
      const outcome = this.check(content ?? '', req.memoryBudgetBytes);
      if (outcome.ok) return outcome.result;
      if ('refused' in outcome) {
        throw new StageError(`There is nothing to simulate in this prompt: ${outcome.refused.trim().slice(0, 500)} A prompt needs a population, a behaviour over time and a horizon, for example: "How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?"`, false);
      }
      last = outcome.errors;
      messages.push({ role: 'assistant', content: content ?? '' });
      messages.push({
        role: 'user',
        content: `The design is invalid. Fix exactly these errors (loc, msg, type) and answer with the whole corrected design:\n${JSON.stringify(last)}`,
      });
    }
    const shown = last.slice(0, 3).map(errorLine).join('; ');
    const more = last.length > 3 ? ` (and ${last.length - 3} more)` : '';
    throw new StageError(`Architect produced no valid configuration after ${turns} turn${turns === 1 ? '' : 's'}: ${shown}${more}`, false);
  }

  private check(content: string, memoryBudgetBytes?: number): { ok: true; result: ArchitectResult } | { ok: false; errors: FieldError[] } | { ok: false; refused: string } {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { ok: false, errors: [{ loc: [], msg: 'the answer is not valid JSON', type: 'value_error.json' }] };
    }
    const shaped = DesignSchema.safeParse(withDefaults(json));
    if (!shaped.success) return { ok: false, errors: zodIssuesToFieldErrors(shaped.error.issues) };
    if (shaped.data.cannot_simulate) return { ok: false, refused: shaped.data.cannot_simulate };
    const v = validateSimulationConfig(designToConfig(shaped.data));
    if (!v.ok) return { ok: false, errors: v.errors };
    // Over the Simulator's memory budget is one more error the model is asked to fix (fewer agents).
    const over = memoryBudgetBytes === undefined ? [] : simulatorMemoryBudget(memoryBudgetBytes).configViolations(v.config);
    if (over.length > 0) return { ok: false, errors: over };
    const title = shaped.data.title.trim().slice(0, 200) || 'Untitled simulation';
    return { ok: true, result: { title, config: v.config } };
  }
}
