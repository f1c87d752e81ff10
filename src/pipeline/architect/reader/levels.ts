import type { Gloss } from './gloss.js';
import { CADENCES, POPULATION_CONCEPTS } from './lexicon.js';
import { daysOf, unitOf } from './time.js';
import { UNIT_DAYS, type LevelMention, type RateMention } from './types.js';

/**
 * Levels and rates the prompt states: "85% are immune", "5% already own one", "candidate A
 * starts at 48%", "50 infected", "4% cancel each month", "turnover of 20% a year". Numbers
 * already read as populations, sizes of changes or timings are skipped.
 */

const SENTENCE_END = new Set(['.', '?', '!', ';']);
const COUNT_CUES = new Set(['capacity', 'infect', 'ill', 'cases', 'already', 'buy', 'adopt', 'install', 'use', 'smoking', 'leave', 'withdraw', 'unemployment', 'support', 'vote']);

function clause(gloss: Gloss[], i: number, left = 6, right = 7): string[] {
  const out: string[] = [];
  for (let k = i - 1; k >= Math.max(0, i - left) && !SENTENCE_END.has(gloss[k].c); k--) out.push(gloss[k].c);
  for (let k = i + 1; k < Math.min(gloss.length, i + 1 + right) && !SENTENCE_END.has(gloss[k].c); k++) out.push(gloss[k].c);
  return out;
}

export function levelsAndRates(gloss: Gloss[], text: string, skip: Set<number>): { levels: LevelMention[]; rates: RateMention[] } {
  const levels: LevelMention[] = [];
  const rates: RateMention[] = [];
  const phrase = (a: number, b: number) => text.slice(gloss[Math.max(0, a)].start, gloss[Math.min(gloss.length - 1, b)].end).trim();
  for (let i = 0; i < gloss.length; i++) {
    const g = gloss[i];
    if (g.kind !== 'number' || !g.num || skip.has(i) || g.num.currency) continue;
    const next = gloss[i + 1];
    if (next && unitOf(next.c)) continue;
    if (g.num.percent || g.num.fraction) {
      const share = g.num.fraction ? g.num.value : g.num.value / 100;
      // A period within the next three words makes it a rate ("4% cancel each month").
      let perDays: number | null = null;
      for (let k = i + 1; k < Math.min(gloss.length, i + 5) && !SENTENCE_END.has(gloss[k].c); k++) {
        const c = gloss[k].c;
        if (CADENCES[c]) perDays = UNIT_DAYS[CADENCES[c]];
        else if (/^(a|per|each)$/.test(c) && gloss[k + 1] && unitOf(gloss[k + 1].c)) perDays = daysOf(1, gloss[k + 1].c);
        if (perDays !== null) break;
      }
      if (perDays === null) {
        // "an annual turnover of 20%", "monthly churn of 3%": the period before the number.
        for (let k = i - 1; k >= Math.max(0, i - 4) && !SENTENCE_END.has(gloss[k].c); k--) {
          if (CADENCES[gloss[k].c]) perDays = UNIT_DAYS[CADENCES[gloss[k].c]];
          if (perDays !== null) break;
        }
      }
      if (perDays !== null) rates.push({ value: share, perDays, near: clause(gloss, i), text: phrase(i - 3, i + 3), at: i });
      else levels.push({ value: share, isShare: true, near: clause(gloss, i), text: phrase(i - 3, i + 3), at: i });
      continue;
    }
    // Counts of people already in a state: "50 infected", "10 cases", "200 already own one".
    const v = g.num.value;
    if (!Number.isInteger(v) || (v >= 1900 && v <= 2100 && /^\d{4}$/.test(g.raw))) continue;
    const after = gloss.slice(i + 1, i + 4).map((x) => x.c);
    if (after.some((c) => COUNT_CUES.has(c)) && !(next && POPULATION_CONCEPTS.has(next.c) && !after.some((c) => c === 'infect' || c === 'ill' || c === 'cases'))) {
      levels.push({ value: v, isShare: false, near: clause(gloss, i), text: phrase(i, i + 3), at: i });
    } else if (/^(r0|r_0|r)$/i.test(gloss[i - 1]?.raw ?? '') || (gloss[i - 1]?.c === 'of' && /^(r0|r)$/i.test(gloss[i - 2]?.raw ?? ''))) {
      levels.push({ value: v, isShare: false, near: ['r0'], text: phrase(i - 2, i), at: i });
    }
  }
  return { levels, rates };
}
