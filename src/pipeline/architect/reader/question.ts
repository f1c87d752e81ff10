import type { Gloss } from './gloss.js';
import { POPULATION_CONCEPTS } from './lexicon.js';
import { isPairedInstead } from './interventions.js';
import { unitOf } from './time.js';
import type { QuestionIntent } from './types.js';

/**
 * The quantity asked: how fast → time to a threshold; how many / what share → a level as a
 * count or a share; will X happen / what is the chance → a probability; peak → when and how
 * high; compare → the difference between arms (decided with the arms, in intent.ts).
 */

const SENTENCE_END = new Set(['.', '?', '!', ';']);
/** Question words the lexicon leaves unglossed: "wer", "quién", "où", "pourquoi" … */
const WH_RAW = /^(?:wer|wen|wem|wo|warum|weshalb|wie|wann|welche[rsnm]?|qui[eé]n(?:es)?|d[oó]nde|cu[aá]ndo|c[oó]mo|por_qu[eé]|qui|o[uù]|pourquoi|comment|quand|quel(?:le)?s?)$/i;
const EVENT_WORDS = new Set(['happen', 'collapse', 'bank_run', 'win', 'reach', 'insolvency', 'panic']);

/** Gloss indices of the sentence that asks (the last one with "?", else one starting with a question word). */
function questionSentence(gloss: Gloss[]): [number, number] {
  const sentences: Array<[number, number]> = [];
  let a = 0;
  for (let i = 0; i <= gloss.length; i++) {
    if (i === gloss.length || SENTENCE_END.has(gloss[i].c)) {
      if (i > a) sentences.push([a, i + (i < gloss.length && gloss[i].c === '?' ? 1 : 0)]);
      a = i + 1;
    }
  }
  const asked = sentences.filter(([, e]) => gloss[e - 1]?.c === '?');
  if (asked.length) return asked[asked.length - 1];
  const wh = sentences.find(([s]) => /^(how|what|when|will|many|much)$/.test(gloss[s]?.c ?? '') || gloss[s]?.c === '¿');
  return wh ?? [0, gloss.length];
}

/**
 * "How fast", "how long", "fast enough": a time is asked. Not in a name: "fast-food workers",
 * "long-term unemployed" (one hyphenated word), "fast food", "in the long run", "long term".
 */
function asksTime(q: Gloss[], k: number): boolean {
  const g = q[k];
  if (g.c !== 'fast' && g.c !== 'long') return false;
  if (g.raw.includes('-')) return false;
  // "how long will the waiting list be", "wie lang wird die Warteliste": the length of a list, not a time.
  if (g.c === 'long' && q.slice(k + 1, k + 5).some((x) => x.c === 'waiting_list')) return false;
  const next = q[k + 1]?.c;
  return next !== 'food' && next !== 'run' && next !== 'term';
}

export function questionOf(gloss: Gloss[], claimed: Set<number>): QuestionIntent {
  const [a, b] = questionSentence(gloss);
  const q = gloss.slice(a, b);
  const cs = q.map((g) => g.c);
  const has = (c: string) => cs.includes(c);
  const firstWord = q.find((g) => g.kind === 'word')?.c;
  const comparison =
    // "49 Euro statt 80 Euro" is one change between two levels, not two options.
    gloss.some((g, k) => g.c === 'compare' || g.c === 'versus' || (g.c === 'instead' && !isPairedInstead(gloss, k)) || g.c === 'difference') ||
    gloss.some((g, i) => g.c === 'with' && gloss[i + 1]?.c === 'and' && gloss[i + 2]?.c === 'without');

  // A question answered yes or no: "Will …?", "Werden …?", "¿Cancelarán …?", "Est-ce que …?" (no question word asks for a quantity).
  const whWord = (g: Gloss, k: number) => (/^(how|what|when|many|much|which|who|why|where|number|share)$/.test(g.c) && !(g.c === 'what' && /^est-ce$/i.test(q[k - 1]?.raw ?? ''))) || WH_RAW.test(g.raw);
  const yesNo = firstWord === 'will' || (q[q.length - 1]?.c === '?' && !q.some(whWord));
  // "what happens to cancellations" asks for a level; "will a run happen" for a chance.
  // "to win more of 100,000 potential customers": people won over are counted, not an election won.
  const winsPeople = q.some((g, k) => g.c === 'win' && (/^(?:more|new|over|back)$/i.test(q[k + 1]?.raw ?? '') || POPULATION_CONCEPTS.has(q[k + 1]?.c ?? '')) && q.slice(k + 1, k + 7).some((x) => POPULATION_CONCEPTS.has(x.c)) && !q.slice(k + 1, k + 7).some((x) => x.c === 'among'));
  const eventWord = (c: string) => EVENT_WORDS.has(c) && !(c === 'happen' && has('what')) && !(c === 'win' && winsPeople);
  let kind: QuestionIntent['kind'] = null;
  let wants: QuestionIntent['wants'] = null;
  // "… if we send them a text when their blood is used": a "when" inside the condition times the change; it asks nothing.
  const ifAt = cs.indexOf('if');
  const asksWhen = cs.some((c, k) => c === 'when' && (ifAt < 0 || k < ifAt));
  if (has('peak')) kind = 'peak';
  else if (asksWhen || q.some((_, k) => asksTime(q, k))) kind = 'time_to_threshold';
  else if (has('chance') || (firstWord === 'will' && cs.some(eventWord)) || (cs.some(eventWord) && !has('many') && !has('much') && !has('share'))) kind = 'probability_of_event';
  // "how long will the waiting list be": the patients on it, counted.
  if (has('many') || has('number') || ((has('long') || q.some((g) => /^(?:lang|larga|longue)$/i.test(g.raw))) && has('waiting_list'))) wants = 'count';
  // "si el alquiler sube un 15 % el año que viene": a "que" inside the condition asks nothing.
  const asksWhat = q.some((g, k) => g.c === 'what' && whWord(g, k) && (ifAt < 0 || k < ifAt));
  if (has('share') || (asksWhat && q.some((g) => g.num?.percent))) wants = 'share';
  if (!kind && (wants || has('much') || asksWhat || has('how'))) kind = 'level_at_end';

  // A threshold in the question: "until half of households", "reach 1 million users", "above 500 beds".
  let threshold: QuestionIntent['threshold'] = null;
  for (let i = a; i < b; i++) {
    const g = gloss[i];
    if (g.kind !== 'number' || !g.num || g.num.currency || claimed.has(i)) continue;
    if (gloss[i + 1] && unitOf(gloss[i + 1].c)) continue;
    const lead = gloss.slice(Math.max(a, i - 4), i).map((x) => x.c);
    // "if she starts at 47%", "already 30%": where things start, not the level that counts.
    if (lead.slice(-3).some((c) => c === 'start' || c === 'already' || c === 'today' || c === 'now')) continue;
    const leadOk = lead.some((c) => /^(reach|until|more|than|fewer|half_word|to|exceed|above|below|of|when|over)$/.test(c)) || kind === 'time_to_threshold' || kind === 'probability_of_event';
    if (!leadOk) continue;
    if (g.num.percent || g.num.fraction) {
      threshold = { value: g.num.fraction ? g.num.value : g.num.value / 100, isShare: true, at: i };
      // "Will a deposit scheme raise the recycling rate above 80%?": a yes-or-no question about a level passing a mark.
      // "Will more than 40% of employees use it?", "will fewer than 10% cancel?", "¿Cancelarán menos del 10 %?": the same.
      if (!kind && yesNo && lead.slice(-2).some((c) => /^(exceed|above|below|over|reach|than|fewer|more)$/.test(c))) kind = 'probability_of_event';
      break;
    }
    const next = gloss[i + 1];
    if (next && POPULATION_CONCEPTS.has(next.c) && (kind === 'time_to_threshold' || kind === 'probability_of_event' || lead.includes('reach'))) {
      threshold = { value: g.num.value, isShare: false, at: i };
      break;
    }
    if (!next || !POPULATION_CONCEPTS.has(next.c)) {
      // "how long until 1,000 of our 8,000 subscribers have cancelled": a count of the people counted later.
      const ofCounted = next?.c === 'of' && gloss.slice(i + 2, i + 5).some((x) => x.kind === 'number' && x.num && x.num.value > g.num!.value);
      if (lead.some((c) => /^(reach|exceed|above|below|than|more|fewer)$/.test(c)) || (ofCounted && lead.some((c) => c === 'until' || c === 'when'))) {
        threshold = { value: g.num.value, isShare: false, at: i };
        break;
      }
    }
  }
  return { kind, wants, threshold, comparison };
}
