import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { zodResponseFormat, type OpenAI } from '../llm/sdk.js';
import { z } from 'zod';
import { createOpenAIClient, pickModel, toStageError, type OpenAISettings } from '../llm/client.js';
import { StageError, type Analysis, type AnalystProvider, type AnalystRequest } from '../provider.js';
import { factsFor } from './builtin.js';
import type { AnalysisFacts } from './facts.js';
import { allowedNumbers, identifiersIn, inventedNumbers } from './numbers.js';
import { builtinProse, summaryLead, type Prose } from './prose.js';
import { armsTable, assumptionsSection, assembleReport, methodSection, outcomesTable } from './report.js';
import type { SensitivitySettings } from './sensitivity.js';

/** The prose fields of the Analysis schema; the answer, tables and method are always the Analyst's own. */
export const ProseSchema = z.object({
  executive_summary: z.string(),
  key_drivers: z.array(z.string()),
  risks: z.array(z.string()),
  recommendations: z.array(z.string()),
});

export const ANALYST_SYSTEM_PROMPT = `You are the analyst of an agent-based simulation, writing for the policy analyst or strategist who asked the question. You get the question and the facts already computed from the runs: the answer with its 90% range over replicates, the arms compared, the outcomes, the key drivers found by a sensitivity analysis (only effects that stand out of run-to-run noise), risks and the assumptions.
Write:
- executive_summary: 3-5 plain sentences. The first sentence must be the answer sentence given, word for word. Then what it depends on and the main risk.
- key_drivers: the drivers listed, in plain words, each with its effect and range as given.
- risks: from the ranges, thresholds, arms within noise and uncertain assumptions.
- recommendations: tied to the arms compared and to the drivers, in the asker's terms (what to do, not which coefficient to change).
Rules: use only numbers that appear in the facts, as printed there (you may round them further). Never invent, extrapolate or convert numbers. Shares are in %, changes of shares in percentage points. Name things by their labels as written in the facts; never write identifiers with underscores or dots.`;

/** What the model sees: the facts, printed the way the report prints them. */
export function factsDigest(f: AnalysisFacts, builtin: Prose): string {
  const c = f.answer;
  const lines: string[] = [`Question: ${f.config.question?.text ?? f.prompt}`, `Title: ${f.title}`, '', `Answer sentence (begin the executive summary with it): ${summaryLead(f)}`, ''];
  if (c?.answer.by_arm) lines.push('Arms compared:', armsTable(f, c));
  lines.push('Outcomes that matter:', outcomesTable(f), '');
  lines.push('Key drivers found:', ...builtin.key_drivers.map((d) => `- ${d}`), '');
  lines.push('Risks found:', ...builtin.risks.map((r) => `- ${r}`), '');
  lines.push('Recommendations that follow:', ...builtin.recommendations.map((r) => `- ${r}`), '');
  lines.push('Assumptions:', assumptionsSection(f), '');
  lines.push('Method:', methodSection(f));
  return lines.join('\n');
}

export interface OpenAIAnalystOptions {
  sensitivity?: Partial<SensitivitySettings>;
  /** Answers asked for before falling back to the builtin prose. */
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
    const builtin = builtinProse(facts);
    const digest = factsDigest(facts, builtin);
    const allowed = allowedNumbers([req.prompt, req.title, digest, ...(Object.values(builtin) as Array<string | string[]>).flat()]);
    const lead = summaryLead(facts);
    const messages: ChatCompletionMessageParam[] = [
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
        const texts = [prose.executive_summary, ...prose.key_drivers, ...prose.risks, ...prose.recommendations];
        const bad = inventedNumbers(texts, allowed);
        const ids = identifiersIn(texts, facts.config);
        if (!bad.length && !ids.length) {
          // The answer is the Analyst's, not the model's: the summary always begins with it.
          const summary = prose.executive_summary.trim();
          const executive_summary = summary.startsWith(lead) ? summary : `${lead} ${summary}`;
          return assembleReport(facts, { ...prose, executive_summary });
        }
        const parts: string[] = [];
        if (bad.length) parts.push(`These numbers do not appear in the facts: ${bad.join(', ')}. Use only numbers from the facts, or none.`);
        if (ids.length) parts.push(`These are identifiers, not names for people: ${ids.join(', ')}. Use the labels from the facts.`);
        problem = parts.join(' ');
      }
      messages.push({ role: 'assistant', content: content ?? '' }, { role: 'user', content: `${problem} Answer again with the whole analysis.` });
    }
    // A model that keeps inventing numbers does not fail the simulation: the facts stand, and
    // the builtin prose says only what they say.
    return assembleReport(facts, builtin);
  }
}

export { StageError };
