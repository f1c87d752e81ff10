import { detectLanguage } from '../../architect/reader/gloss.js';
import type { SimulationConfig } from '../../../domain/simulation-config.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { Phrasebook } from './types.js';

export type { Phrasebook } from './types.js';

const BOOKS: Record<string, Phrasebook> = { de, es, fr };

/**
 * The language the answer is written in: the language of the question the configuration
 * carries (the Architect writes the asker's own words into question.text), read by the same
 * detectLanguage the reader uses; without a question, the prompt's. English, and any language
 * without a phrasebook, is English.
 */
export function answerLanguage(config: Pick<SimulationConfig, 'question'>, prompt?: string): 'en' | 'de' | 'es' | 'fr' {
  const text = config.question?.text?.trim() || prompt?.trim() || '';
  if (!text) return 'en';
  const lang = detectLanguage(text).lang;
  return lang === 'de' || lang === 'es' || lang === 'fr' ? lang : 'en';
}

/** The phrasebook to write in, or null for English (statement.ts, prose.ts and report.ts). */
export function phrasebookFor(config: Pick<SimulationConfig, 'question'>, prompt?: string): Phrasebook | null {
  return BOOKS[answerLanguage(config, prompt)] ?? null;
}
