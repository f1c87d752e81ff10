import { StageError, type Analysis, type AnalystProvider, type AnalystRequest } from '../stages/types.js';
import type { Answer } from '../../domain/schemas/simulations.js';
import { computeAnswer } from './answer.js';
import { computeFacts, type Facts, type SensitivityOptions } from './facts.js';
import { assembleReport, templateProse } from './report.js';

export async function factsFor(req: AnalystRequest, sensitivity: Partial<SensitivityOptions>): Promise<Facts> {
  if (req.signal?.aborted) throw new StageError('The Analyst was cancelled', true);
  if (!req.metrics.by_group.length || !req.metrics.by_group.some((g) => g.timeline.length)) {
    throw new StageError('The Analyst received no metrics to analyse', false);
  }
  try {
    return await computeFacts(req.config, req.metrics, req.seed, sensitivity, req.signal);
  } catch (err) {
    if (req.signal?.aborted) throw new StageError('The Analyst was cancelled', true, { cause: err });
    throw new StageError(`The Analyst's sensitivity runs failed: ${err instanceof Error ? err.message : String(err)}`, false, { cause: err });
  }
}

/** The answer to the configuration's question, when it has one. */
export function answerFor(req: AnalystRequest): Answer | undefined {
  if (!req.config.question) return undefined;
  try {
    return computeAnswer(req.config, req.metrics, req.tracked);
  } catch (err) {
    throw new StageError(`The Analyst could not compute the answer: ${err instanceof Error ? err.message : String(err)}`, false, { cause: err });
  }
}

/** The answer leads the summary and the report. */
export function withAnswer(analysis: Analysis, answer: Answer | undefined): Analysis {
  if (!answer) return analysis;
  return {
    ...analysis,
    executive_summary: `${answer.statement} ${analysis.executive_summary}`,
    report_markdown: analysis.report_markdown.replace(/\n## Summary\n/, `\n## Answer\n\n${answer.statement}\n\n## Summary\n`),
    answer,
  };
}

export class BuiltinAnalyst implements AnalystProvider {
  readonly name = 'builtin';
  constructor(private readonly sensitivity: Partial<SensitivityOptions> = {}) {}

  async analyse(req: AnalystRequest): Promise<Analysis> {
    const facts = await factsFor(req, this.sensitivity);
    return withAnswer(assembleReport(req, facts, templateProse(req, facts)), answerFor(req));
  }
}
