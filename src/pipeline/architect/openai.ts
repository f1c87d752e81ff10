import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { STEP_UNITS, validateSimulationConfig } from '../../domain/simulation-config.js';
import { zodIssuesToFieldErrors, type FieldError } from '../../domain/validation.js';
import { createOpenAIClient, pickModel, toStageError, type OpenAISettings } from '../llm/client.js';
import { StageError, type ArchitectProvider, type ArchitectRequest, type ArchitectResult } from '../stages/types.js';

/**
 * Strict JSON-schema mode cannot express maps (records need additionalProperties), so the
 * model answers in this list-shaped variant, which is turned back into a configuration and
 * checked with the real schema; the model is told the real configuration's error paths.
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
});
const Action = z.object({
  name: z.string(),
  type: z.enum(['binary', 'discrete', 'continuous']),
  description: z.string(),
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
export const DesignSchema = z.object({
  title: z.string(),
  step_unit: z.enum(STEP_UNITS),
  number_of_steps: z.number().int(),
  agent_groups: z.array(Group),
});
export type Design = z.output<typeof DesignSchema>;

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

/** The list-shaped answer as a configuration (unvalidated: the real schema judges it). */
export function designToConfig(d: Design): unknown {
  return {
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
          if (v.type === 'normal') (o.mean = v.mean ?? undefined), (o.std = v.std ?? undefined);
          if (v.type === 'uniform') (o.min = v.min ?? undefined), (o.max = v.max ?? undefined);
          if (v.type === 'initial_value') o.value = v.value ?? undefined;
          put(o, 'bounds', bounds(v.bounds));
          put(o, 'drift', v.drift);
          put(o, 'noise', v.noise);
          return [v.name, o];
        }),
      ),
      actions: Object.fromEntries(
        g.actions.map((a) => {
          const o: Record<string, unknown> = { type: a.type, description: a.description };
          put(o, 'intercept', a.intercept);
          if (a.weights.length) o.weights = Object.fromEntries(a.weights.map((t) => [t.key, t.value]));
          if (a.effects.length) o.effects = Object.fromEntries(a.effects.map((t) => [t.key, t.value]));
          if (a.type === 'discrete') put(o, 'max', a.max);
          if (a.type === 'continuous') put(o, 'noise', a.noise), put(o, 'bounds', bounds(a.bounds));
          return [a.name, o];
        }),
      ),
    })),
  };
}

export const ARCHITECT_SYSTEM_PROMPT = `You design agent-based simulations. Turn the user's request into a simulation design.
Model: each step every agent decides each action from a linear predictor eta = intercept + sum(weights[k] * x_k).
A weight key is either an own variable name (the agent's value) or "<group_id>.<name>" (that group's mean of a variable or action at the end of the previous step; use it for peer influence and cross-group effects).
binary actions happen with probability sigmoid(eta); discrete: Binomial(max, sigmoid(eta)); continuous: eta + noise*N(0,1) clamped to bounds.
After deciding, effects[v] * action value is added to own variable v, then drift, then noise; values are clamped to bounds.
Variables: normal (mean, std), uniform (min, max) or initial_value (value). Unused fields are null.
Limits: step_unit one of day, week, month, quarter, year; number_of_steps 1-1000; 1-20 groups; number_of_agents 1-1000000 per group and 5000000 in all;
ids and names start with a letter (letters, digits, _; ids may use -); 1-50 variables and 0-50 actions per group; a variable and an action of a group never share a name.
Keep the numbers the user states (population sizes, horizon, percentages, ranges). Give a short human title.
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
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
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
      const outcome = this.check(content ?? '');
      if (outcome.ok) return outcome.result;
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

  private check(content: string): { ok: true; result: ArchitectResult } | { ok: false; errors: FieldError[] } {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { ok: false, errors: [{ loc: [], msg: 'the answer is not valid JSON', type: 'value_error.json' }] };
    }
    const shaped = DesignSchema.safeParse(json);
    if (!shaped.success) return { ok: false, errors: zodIssuesToFieldErrors(shaped.error.issues) };
    const v = validateSimulationConfig(designToConfig(shaped.data));
    if (!v.ok) return { ok: false, errors: v.errors };
    const title = shaped.data.title.trim().slice(0, 200) || 'Untitled simulation';
    return { ok: true, result: { title, config: v.config } };
  }
}
