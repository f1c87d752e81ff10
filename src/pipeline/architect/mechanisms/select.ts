import { POPULATION_CONCEPTS } from '../reader/lexicon.js';
import type { Intent } from '../reader/types.js';
import type { Mechanism } from './types.js';

/**
 * Which mechanism a prompt is about: every mechanism scores the concepts the prompt names
 * (its topic words, its actors, its levers), the highest score wins, ties go to the earlier
 * mechanism in the library. A prompt with no population and no behaviour over time scores
 * nothing and is refused by the caller.
 */

export interface Selection {
  mechanism: Mechanism;
  score: number;
  /** Scores of every mechanism, highest first (for tests and logs). */
  ranking: Array<{ id: string; score: number }>;
}

export function scoreOf(m: Mechanism, intent: Intent): number {
  let topic = 0;
  let people = 0;
  for (const c of intent.concepts) {
    if (POPULATION_CONCEPTS.has(c)) people += m.cues[c] ?? 0;
    else topic += m.cues[c] ?? 0;
  }
  // A population the reader recognised under another word ("1,500 small restaurants" are firms).
  for (const p of new Set(intent.populations.map((x) => x.concept))) if (!intent.concepts.has(p)) people += m.cues[p] ?? 0;
  // Some behaviours need their own subject: a bank run needs banks, deposits or savers.
  if (m.requires && !m.requires.some((c) => intent.concepts.has(c))) return 0;
  for (const iv of intent.interventions) topic += (m.cues[iv.lever] ?? 0) * 0.5;
  topic += m.affinity?.(intent) ?? 0;
  // Who the prompt is about supports a topic; on its own ("5,000 employees") it names no behaviour.
  return topic > 0 ? topic + people : 0;
}

export function selectMechanism(intent: Intent, library: Mechanism[]): Selection {
  const ranking = library.map((m) => ({ m, score: scoreOf(m, intent) }));
  let best = ranking[0];
  for (const r of ranking) if (r.score > best.score + 1e-9) best = r;
  return {
    mechanism: best.m,
    score: best.score,
    ranking: [...ranking].sort((a, b) => b.score - a.score).map((r) => ({ id: r.m.id, score: Math.round(r.score * 100) / 100 })),
  };
}
