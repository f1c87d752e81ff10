import type { QuestionKind } from '../../src/domain/simulation-config.js';

/**
 * One prompt of the Architect's corpus and what a correct reading gives. Every field but
 * `prompt` is optional: a case checks what it states. Expectations come from the prompt, as
 * a careful modeller would read it, not from the Architect's output.
 */
export interface CorpusCase {
  id: string;
  /** 'dev' cases were used while the reader was written; 'heldout' ones only to test it after. */
  split: 'dev' | 'heldout';
  lang: 'en' | 'de' | 'es' | 'fr' | 'other';
  prompt: string;
  /** The prompt has nothing to simulate (or is in a language we do not read): FAILED with a helpful message. */
  refused?: boolean;
  mechanism?: string;
  /** Agents per group id (scaled when over the limits). */
  agents?: Record<string, number>;
  unit?: 'day' | 'week' | 'month' | 'quarter' | 'year';
  steps?: number;
  /** Number of arms besides the status quo. */
  arms?: number;
  /** Steps at which some event happens (arms and top level together), sorted. */
  eventSteps?: number[];
  /** At least one change applies to every arm (a premise). */
  premise?: boolean;
  question?: QuestionKind;
  aggregate?: 'mean' | 'total';
  threshold?: number;
  /** The baseline's mean of the question's target at the last step lies in [min, max]. */
  end?: [number, number];
  /** How the first arm moves the question's target at the end, against the status quo. */
  effect?: 'up' | 'down';
  /** The arms' labels, in order (short noun phrases, never the question's words). */
  armLabels?: string[];
  /** The status quo's label. */
  baseline?: string;
  /** How each arm moves the question's target at the end, against the status quo (in order). */
  effects?: Array<'up' | 'down'>;
  /** Words the title must hold (the thing in question named in the asker's words). */
  titleHas?: string;
  /** Words the answer's statement must hold (the asker's unit: "week"). */
  statementHas?: string;
}
