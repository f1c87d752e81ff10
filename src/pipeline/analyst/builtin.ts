import { StageError, type Analysis, type AnalystProvider, type AnalystRequest } from '../provider.js';
import { computeFacts, type AnalysisFacts } from './facts.js';
import { localProse, localReport } from './phrasebook/frames.js';
import { phrasebookFor } from './phrasebook/index.js';
import { builtinProse } from './prose.js';
import { assembleReport } from './report.js';
import type { SensitivitySettings } from './sensitivity.js';

/** The facts of a request, with its failures as stage errors. */
export async function factsFor(req: AnalystRequest, sensitivity: Partial<SensitivitySettings>): Promise<AnalysisFacts> {
  if (req.signal?.aborted) throw new StageError('The Analyst was cancelled', true);
  if (!req.metrics.by_group.length || !req.metrics.by_group.some((g) => g.timeline.length)) {
    throw new StageError('The Analyst received no metrics to analyse', false);
  }
  try {
    return await computeFacts(req, sensitivity);
  } catch (err) {
    if (req.signal?.aborted) throw new StageError('The Analyst was cancelled', true, { cause: err });
    throw new StageError(`The Analyst could not analyse the results: ${err instanceof Error ? err.message : String(err)}`, false, { cause: err });
  }
}

/** Offline and deterministic: the answer first, then the rest, all in words built from the facts, in the asker's language. */
export class BuiltinAnalyst implements AnalystProvider {
  readonly name = 'builtin';
  constructor(private readonly sensitivity: Partial<SensitivitySettings> = {}) {}

  async analyse(req: AnalystRequest): Promise<Analysis> {
    const facts = await factsFor(req, this.sensitivity);
    // The asker's language (docs/analyst.md "Languages"); English has its own grammar.
    const pb = phrasebookFor(facts.config, facts.prompt);
    return pb ? localReport(pb, facts, localProse(pb, facts)) : assembleReport(facts, builtinProse(facts));
  }
}
