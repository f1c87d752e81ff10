import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { createOpenAIClient, pickModel, toStageError, type OpenAISettings } from '../llm/client.js';
import { StageError, type Analysis, type AnalystProvider, type AnalystRequest } from '../stages/types.js';
import { answerFor, factsFor, withAnswer } from './builtin.js';
import type { Facts, SensitivityOptions } from './facts.js';
import { allowedNumbers, inventedNumbers } from './numbers.js';
import { assembleReport, describeDriver, fmt, templateProse, type Prose } from './report.js';

/** The prose fields of the Analysis schema; the report's tables are built from the facts. */
export const ProseSchema = z.object({
  executive_summary: z.string(),
  key_drivers: z.array(z.string()),
  risks: z.array(z.string()),
  recommendations: z.array(z.string()),
});

export const ANALYST_SYSTEM_PROMPT = `You are the analyst of an agent-based simulation. You get the user's question and facts computed from the results: per group and outcome the start, end, change, peak and step, trend and saturation, and a sensitivity analysis ranking parameters by how much a 10% nudge moves the outcomes.
Write: an executive summary (3-5 sentences), key drivers (ranked, each quoting its effect size), risks, and recommendations that follow from the drivers.
You may only use numbers that appear in the facts (rounded as given). Do not invent, extrapolate or convert numbers. Refer to parameters and outcomes by the names in the facts.`;

/** What the model sees: the facts with numbers already printed the way the report prints them. */
export function factsDigest(req: Pick<AnalystRequest, 'prompt' | 'title'>, facts: Facts): string {
  const lines: string[] = [`Question: ${req.prompt}`, `Title: ${req.title}`, `Run: ${facts.agents} agents, ${facts.steps} steps of one ${facts.unit}, seed ${facts.seed}.`, 'Outcomes:'];
  for (const g of facts.groups) {
    for (const s of g.series.filter((x) => x.moving)) {
      lines.push(
        `- ${g.group_id}.${s.name} (${s.kind}): start ${fmt(s.start)}, end ${fmt(s.end)}, change ${fmt(s.change)}${s.changePct !== null ? ` (${fmt(s.changePct)}%)` : ''}, peak ${fmt(s.peak)} at step ${s.peakStep}, trough ${fmt(s.trough)} at step ${s.troughStep}, slope ${fmt(s.slope)} per ${facts.unit}, ${s.saturated ? 'levelling off' : 'not levelling off'}, volatility ${fmt(s.volatility)}`,
      );
    }
  }
  lines.push('Drivers (most influential first):');
  facts.sensitivity.drivers.slice(0, 10).forEach((d, i) => lines.push(`${i + 1}. ${describeDriver(d)}; effect size ${fmt(d.score)}`));
  return lines.join('\n');
}

export interface OpenAIAnalystOptions {
  sensitivity?: Partial<SensitivityOptions>;
  /** Answers asked for before falling back to the template prose. */
  maxTurns?: number;
}

export class OpenAIAnalyst implements AnalystProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(
    private readonly settings: OpenAISettings,
    private readonly options: OpenAIAnalystOptions = {},
  ) {
    this.client = createOpenAIClient(settings);
  }

  async analyse(req: AnalystRequest): Promise<Analysis> {
    const model = pickModel(this.settings, req.model);
    const facts = await factsFor(req, this.options.sensitivity ?? {});
    const answer = answerFor(req);
    const digest = (answer ? `Answer (computed, keep it): ${answer.statement}\n` : '') + factsDigest(req, facts);
    const allowed = allowedNumbers(facts, [req.prompt, req.title, digest]);
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: ANALYST_SYSTEM_PROMPT },
      { role: 'user', content: digest },
    ];
    const turns = Math.max(1, this.options.maxTurns ?? 2);
    for (let turn = 1; turn <= turns; turn++) {
      let content: string | null | undefined;
      try {
        const res = await this.client.chat.completions.create(
          { model, messages, response_format: zodResponseFormat(ProseSchema, 'analysis') },
          { signal: req.signal },
        );
        content = res.choices[0]?.message?.content;
      } catch (err) {
        throw toStageError('Analyst', err, req.signal);
      }
      let problem: string;
      let prose: Prose | null = null;
      try {
        const r = ProseSchema.safeParse(JSON.parse(content ?? ''));
        if (r.success) prose = r.data;
        problem = r.success ? '' : `The answer does not match the schema: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
      } catch {
        problem = 'The answer is not valid JSON.';
      }
      if (prose) {
        const bad = inventedNumbers([prose.executive_summary, ...prose.key_drivers, ...prose.risks, ...prose.recommendations], allowed);
        if (!bad.length) return withAnswer(assembleReport(req, facts, prose), answer);
        problem = `These numbers do not appear in the facts: ${bad.join(', ')}. Use only numbers from the facts, or none.`;
      }
      messages.push({ role: 'assistant', content: content ?? '' }, { role: 'user', content: `${problem} Answer again with the whole analysis.` });
    }
    // A model that keeps inventing numbers does not fail the simulation: the facts stand, and
    // the deterministic prose says only what they say.
    return withAnswer(assembleReport(req, facts, templateProse(req, facts)), answer);
  }
}

export { StageError };
