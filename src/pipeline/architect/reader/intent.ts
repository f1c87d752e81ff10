import { detectLanguage, glossPrompt, type DetectedLanguage } from './gloss.js';
import { interventionsOf } from './interventions.js';
import { levelsAndRates } from './levels.js';
import { POPULATION_CONCEPTS } from './lexicon.js';
import { populationsOf } from './populations.js';
import { questionOf } from './question.js';
import { horizonOf } from './time.js';
import { normaliseText } from './tokens.js';
import type { Intent } from './types.js';

/**
 * The reader: a prompt in English, German, Spanish or French into a structured intent (who,
 * how many, for how long, which changes when, compared how, and what is asked). Pure and
 * deterministic; no template is chosen here (mechanisms/select.ts does that from the intent).
 */

const PRODUCTS = new Set(['ev', 'heat_pump', 'solar', 'smartphone', 'app', 'ai', 'ebike', 'seeds', 'insulation', 'smart_meter', 'broadband', 'technology', 'automation']);
const VERBS = new Set(['adopt', 'buy', 'install', 'use', 'participate', 'switch', 'enrol', 'vote', 'leave', 'move', 'cancel', 'withdraw', 'invest', 'sell', 'spread', 'attend', 'believe', 'join', 'recycle', 'donate']);
const OBJECT_STOP = new Set([
  'over', 'within', 'in', 'for', 'during', 'if', 'what_if', 'with', 'without', 'and', 'or', 'by', 'from', 'after', 'among', 'each', 'per', 'when', 'versus', 'to', 'than', 'until', 'compare', 'instead', 'next',
]);

export type ReadResult = { ok: true; intent: Intent } | { ok: false; language: DetectedLanguage; languageName: string };

function subjectOf(intent: Omit<Intent, 'subject'>): string | null {
  const g = intent.gloss;
  const product = g.find((x) => PRODUCTS.has(x.c));
  if (product) return product.raw;
  const v = g.findIndex((x) => VERBS.has(x.c));
  if (v < 0) {
    // "a 25% fertiliser subsidy", "a subsidy for fertiliser": the thing a change is about.
    for (const iv of intent.interventions) {
      const at = g.findIndex((x) => x.start >= 0 && x.raw === iv.leverText.split(' ')[0]);
      const before = g[at - 1];
      if (before && !before.known && before.kind === 'word') return before.raw;
      const after = g[at + 2];
      if (g[at + 1]?.c === 'for' && after && !after.known && after.kind === 'word') return after.raw;
    }
    return null;
  }
  const words: string[] = [];
  for (let k = v + 1; k < Math.min(g.length, v + 5); k++) {
    const x = g[k];
    if (x.kind !== 'word' || OBJECT_STOP.has(x.c) || POPULATION_CONCEPTS.has(x.c)) break;
    words.push(x.raw);
  }
  // Articles stay inside ("join the union") but not at the end.
  while (words.length && /^(a|an|the|their|its|der|die|das|den|el|la|los|las|le|les|un|une|una)$/i.test(words[words.length - 1])) words.pop();
  // "If the library stays open until 10 pm, how many will use it": the pronoun stands for the thing named before.
  if (words.length === 1 && /^(it|them)$/i.test(words[0])) {
    const named = g.findIndex((x, i) => i < v && x.c === 'the' && g[i + 1]?.kind === 'word' && !g[i + 1].known && !POPULATION_CONCEPTS.has(g[i + 1].c));
    if (named >= 0) words.splice(0, 1, `${g[named].raw.toLowerCase()} ${g[named + 1].raw}`);
  }
  const object = words;
  return `${g[v].raw}${object.length ? ` ${object.join(' ')}` : ''}`;
}

export interface ReadOptions {
  /** The current calendar year, for "by 2030" and "in 2027" (default: the clock's year, UTC). */
  year?: number;
  /**
   * Today, for a change that starts in a calendar year ("from 2027" in late November 2026 is a
   * month away, not a year). Default: the clock, when no year is given; with a year alone a
   * change "in 2027" starts whole years ahead.
   */
  today?: Date;
}

export function readIntent(prompt: string, options: ReadOptions = {}): ReadResult {
  const year = options.year ?? new Date().getUTCFullYear();
  const today = options.today ?? (options.year === undefined ? new Date() : undefined);
  // The year as a fraction elapsed (2026.9 in late November), for when a change starts.
  const yearNow = today ? today.getUTCFullYear() + (today.getTime() - Date.UTC(today.getUTCFullYear(), 0, 1)) / (365.25 * 86_400_000) : year;
  const text = normaliseText(prompt).replace(/\s+$/, '');
  const lang = detectLanguage(text);
  if (lang.lang === 'other') return { ok: false, language: 'other', languageName: lang.name };
  const gloss = glossPrompt(text, lang.lang);
  const { populations, counts, seedCount } = populationsOf(gloss, lang.lang);
  const iv = interventionsOf(gloss, text, counts, yearNow);
  const claimed = new Set<number>([...iv.claimed, ...counts]);
  const horizon = horizonOf(gloss, claimed, year);
  const question = questionOf(gloss, claimed);
  // "When will half of the farms adopt": the level asked about is not where things start.
  const asked = question.threshold?.at !== undefined && (question.kind === 'time_to_threshold' || question.kind === 'probability_of_event');
  const { levels, rates } = levelsAndRates(gloss, text, asked ? new Set([...claimed, question.threshold!.at!]) : claimed);
  if (question.threshold) delete question.threshold.at;
  question.comparison ||= iv.comparison;
  const partial = {
    text,
    language: lang.lang,
    gloss,
    concepts: new Set(gloss.filter((g) => g.known && g.kind === 'word').map((g) => g.c)),
    populations,
    horizon,
    interventions: iv.interventions,
    arms: iv.arms,
    baselineLabel: iv.baselineLabel,
    levels,
    // A rate the status quo assumes ("while market rents would rise 7% a year") comes first.
    rates: [...iv.rates, ...rates],
    question,
    year,
    seedCount,
  };
  return { ok: true, intent: { ...partial, subject: subjectOf(partial) } };
}
