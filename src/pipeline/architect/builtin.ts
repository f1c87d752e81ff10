import { validateSimulationConfig } from '../../domain/simulation-config.js';
import { StageError, type ArchitectProvider, type ArchitectRequest, type ArchitectResult } from '../provider.js';
import { designFromPrompt } from './design/assemble.js';

/**
 * The offline Architect: a reader turns the prompt into a structured intent (reader/), a
 * library of calibrated mechanisms builds the model (mechanisms/), and the design step adds
 * the arms, events, question, replicates and assumptions (design/). A prompt with nothing to
 * simulate, or in a language the reader does not know, fails without retry and says what a
 * prompt needs.
 */

export const BUILTIN_MODEL = 'builtin';
export { designFromPrompt };

export class BuiltinArchitect implements ArchitectProvider {
  readonly name = 'builtin';

  async design(req: ArchitectRequest): Promise<ArchitectResult> {
    if (req.signal?.aborted) throw new StageError('The Architect was cancelled', true);
    if (req.model !== undefined && req.model !== BUILTIN_MODEL) throw new StageError(`Unknown model '${req.model}' (allowed: ${BUILTIN_MODEL})`, false);
    if (!req.prompt.trim()) throw new StageError('The prompt is empty. A prompt needs a population, a behaviour over time and a horizon, for example: "How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?"', false);
    const d = designFromPrompt(req.prompt, { memoryBudgetBytes: req.memoryBudgetBytes });
    if (!d.ok) throw new StageError(d.message, false);
    const v = validateSimulationConfig(d.config);
    if (!v.ok) {
      // A bug in a mechanism, not in the prompt: retrying cannot help.
      const first = v.errors[0];
      throw new StageError(`Architect produced an invalid configuration: ${first.loc.join('.')}: ${first.msg}`, false);
    }
    return { title: d.title, config: v.config };
  }
}
