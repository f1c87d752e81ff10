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
  let s = 0;
  for (const c of intent.concepts) s += m.cues[c] ?? 0;
  for (const iv of intent.interventions) s += (m.cues[iv.lever] ?? 0) * 0.5;
  return s;
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
