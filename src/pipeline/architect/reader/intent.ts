import { detectLanguage, glossPrompt, type DetectedLanguage } from './gloss.js';
import { interventionsOf } from './interventions.js';
import { levelsAndRates } from './levels.js';
import { POPULATION_CONCEPTS } from './lexicon.js';
import { populationsOf } from './populations.js';
import { questionOf } from './question.js';
import { horizonOf } from './time.js';
import { fold, normaliseText } from './tokens.js';
import type { Gloss } from './gloss.js';
import type { Intent } from './types.js';

/**
 * The reader: a prompt in English, German, Spanish or French into a structured intent (who,
 * how many, for how long, which changes when, compared how, and what is asked). Pure and
 * deterministic; no template is chosen here (mechanisms/select.ts does that from the intent).
 */

const PRODUCTS = new Set(['ev', 'heat_pump', 'wood_heating', 'solar', 'smartphone', 'app', 'ai', 'ebike', 'seeds', 'insulation', 'smart_meter', 'broadband', 'technology', 'automation']);
const VERBS = new Set(['adopt', 'buy', 'install', 'use', 'participate', 'switch', 'enrol', 'vote', 'leave', 'move', 'cancel', 'withdraw', 'invest', 'sell', 'spread', 'attend', 'believe', 'join', 'recycle', 'donate']);
const OBJECT_STOP = new Set([
  'over', 'within', 'in', 'for', 'during', 'if', 'what_if', 'with', 'without', 'and', 'or', 'by', 'from', 'after', 'among', 'each', 'per', 'when', 'versus', 'to', 'than', 'until', 'compare', 'instead', 'next',
]);

export type ReadResult = { ok: true; intent: Intent } | { ok: false; language: DetectedLanguage; languageName: string };

/** "how many will take parental leave …": an arrangement asked as what people do, whatever verbs follow. */
function arrangementAsked(intent: Omit<Intent, 'subject'>): string | null {
  const asked = askedBehaviour(intent, true);
  return asked !== null && intent.gloss.some((x) => ARRANGEMENTS.has(x.c) && asked.includes(x.raw)) ? asked : null;
}

// "reduce their pesticide use": "use" after the thing used is a noun, not the verb of the behaviour.
const nounUse = (g: Gloss[], i: number) => g[i].c === 'use' && /^use$/i.test(g[i].raw) && g[i - 1]?.kind === 'word' && !g[i - 1].known;
const isVerb = (g: Gloss[], i: number) => VERBS.has(g[i].c) && !nounUse(g, i);

/** Whether a word stands inside the prompt's "if" clause (before its comma when the clause comes first). */
export function inConditionOf(g: Gloss[]): (i: number) => boolean {
  const ifAt = g.findIndex((x) => x.c === 'if');
  const commaAfter = ifAt === 0 ? g.findIndex((x, k) => k > ifAt && x.c === ',') : -1;
  return (i: number) => ifAt >= 0 && i > ifAt && (ifAt > 0 || commaAfter < 0 || i < commaAfter);
}

/** The question names a behaviour in its own words, not a pronoun for a thing named elsewhere ("install one"). */
function ownBehaviour(intent: Omit<Intent, 'subject'>): boolean {
  const asked = askedBehaviour(intent);
  return asked !== null && !/(?:^|\s)(?:one|it|them|some|any|this|these|those)$/i.test(asked);
}

function subjectOf(intent: Omit<Intent, 'subject'>): string | null {
  const g = intent.gloss;
  const arrangement = arrangementAsked(intent);
  if (arrangement) return arrangement;
  // "visit a GP if the practice offers online booking": a product named only in the condition is the change's, when the
  // question names a behaviour of its own; "install one if heat pumps get cheaper" still asks about the heat pump.
  const inCondition = inConditionOf(g);
  const product = g.find((x, i) => PRODUCTS.has(x.c) && !inCondition(i)) ?? (ownBehaviour(intent) ? undefined : g.find((x) => PRODUCTS.has(x.c)));
  if (product) return product.raw;
  const v = g.findIndex((_x, i) => isVerb(g, i));
  if (v < 0) {
    const asked = askedBehaviour(intent);
    if (asked) return asked;
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
    // "se apuntará al gimnasio", "s'inscriront à la salle de sport": what is joined follows "to".
    // "switch to plant-based menus": what is switched to follows "to" too.
    const joinedTo = k === v + 1 && (g[v].c === 'join' || g[v].c === 'switch') && /^(?:to|al|a|à|au|aux|auf|zu|zum|zur)$/i.test(x.raw);
    if (!joinedTo && (x.kind !== 'word' || OBJECT_STOP.has(x.c) || POPULATION_CONCEPTS.has(x.c))) break;
    words.push(x.raw);
  }
  // "Werden 30 % der Beschäftigten das Jobrad nutzen?": German puts the verb last, its object before it.
  if (!words.length && intent.language === 'de') {
    const before: string[] = [];
    for (let k = v - 1; k > v - 5 && k >= 0; k--) {
      const x = g[k];
      if (x.kind !== 'word' || OBJECT_STOP.has(x.c) || POPULATION_CONCEPTS.has(x.c) || x.c === 'of') break;
      before.unshift(x.raw);
    }
    if (before.length) return `${before.join(' ')} ${g[v].raw}`;
  }
  // Articles stay inside ("join the union") but not at the end.
  while (words.length && /^(a|an|the|their|its|of|der|die|das|den|von|el|la|los|las|de|del|le|les|un|une|una|du|des)$/i.test(words[words.length - 1])) words.pop();
  // "If the library stays open until 10 pm, how many will use it": the pronoun stands for the thing named before.
  if (words.length === 1 && /^(it|them)$/i.test(words[0])) {
    const named = g.findIndex((x, i) => i < v && x.c === 'the' && g[i + 1]?.kind === 'word' && !g[i + 1].known && !POPULATION_CONCEPTS.has(g[i + 1].c));
    if (named >= 0) words.splice(0, 1, `${g[named].raw.toLowerCase()} ${g[named + 1].raw}`);
  }
  const object = words;
  // "steigen auf Elektrotraktoren um" → "auf Elektrotraktoren umsteigen": a German separable verb, its particle at the clause's end.
  const after = g[v + 1 + words.length];
  if (intent.language === 'de' && words.length && /en$/i.test(g[v].raw) && after && /^(?:um|an|aus|ein|ab|auf|zu|mit)$/i.test(after.raw) && (!g[v + 2 + words.length] || [',', 'if', '?'].includes(g[v + 2 + words.length].c))) {
    return `${words.join(' ')} ${after.raw.toLowerCase()}${g[v].raw.toLowerCase()}`;
  }
  // "utiliseront le covoiturage" → "utiliser le covoiturage": the behaviour by its infinitive.
  const verb = intent.language === 'fr' || intent.language === 'es' ? infinitiveOf(g[v].raw, intent.language) : g[v].raw;
  return `${verb}${object.length ? ` ${object.join(' ')}` : ''}`.replace(/(['’]) /g, '$1');
}

/** Workplace arrangements that are also something people do: "how many will work from home". */
const ARRANGEMENTS = new Set(['remote_work', 'parental_leave', 'part_time', 'four_day_week']);
/** Where the asked clause ends: the condition, a time span, a comparison or the sentence's end. */
const CLAUSE_END = new Set(['if', 'what_if', 'when', 'within', 'over', 'during', 'by', 'until', 'after', 'next', 'compare', 'versus', 'instead', 'than', 'with', 'without', 'each', 'per']);
/** French and Spanish futures that do not end in the infinitive's own letters. */
const IRREGULAR_FUTURE: Record<string, string> = {
  inscriront: 'inscrire', ecriront: 'écrire', liront: 'lire', diront: 'dire', conduiront: 'conduire', produiront: 'produire', reduiront: 'réduire', construiront: 'construire', suivront: 'suivre', vivront: 'vivre',
  feront: 'faire', iront: 'aller', auront: 'avoir', seront: 'être', viendront: 'venir', pourront: 'pouvoir', voudront: 'vouloir', devront: 'devoir', verront: 'voir', tiendront: 'tenir',
  haran: 'hacer', tendran: 'tener', pondran: 'poner', saldran: 'salir', vendran: 'venir', diran: 'decir', podran: 'poder', querran: 'querer', sabran: 'saber', habran: 'haber',
};

/** Irregular future endings after a prefix, with the infinitive's ending ("op-ondrán" → "op-oner"). */
const PREFIXED_FUTURE: Array<[string, string]> = [
  ['pondran', 'poner'], ['pondra', 'poner'], ['tendran', 'tener'], ['tendra', 'tener'], ['vendran', 'venir'], ['vendra', 'venir'], ['saldran', 'salir'], ['valdran', 'valer'], ['haran', 'hacer'], ['diran', 'decir'],
  ['tiendront', 'tenir'], ['viendront', 'venir'], ['feront', 'faire'], ['duiront', 'duire'],
];

/** "prendront" → "prendre", "mangeront" → "manger", "desayunarán" → "desayunar": the behaviour named by its infinitive. */
function infinitiveOf(verb: string, lang: Intent['language']): string {
  // "se apuntará" → "apuntarse", "s'inscriront" → "s'inscrire", "se vacunarán" → "vacunarse".
  const reflexive = /^(se\s+|s')(.+)$/i.exec(verb);
  if (reflexive) {
    const inner = infinitiveOf(reflexive[2], lang);
    return lang === 'es' ? `${inner}se` : `${reflexive[1]}${inner}`;
  }
  const bare = fold(verb.toLowerCase());
  if (IRREGULAR_FUTURE[bare]) return IRREGULAR_FUTURE[bare];
  // With a prefix: "opondrán" → "oponer", "mantendrán" → "mantener", "deviendront" → "devenir", "obtiendront" → "obtenir".
  for (const [end, inf] of PREFIXED_FUTURE) {
    // "predecirán", "contradirán": only these prefixes make "-dirán" a "decir"; "acudirán", "decidirán", "pedirán" are regular.
    if (end === 'diran' && !/^(?:pre|contra|ben|mal)$/.test(bare.slice(0, bare.length - end.length))) continue;
    if (bare.endsWith(end) && bare.length > end.length) return `${bare.slice(0, bare.length - end.length)}${inf}`;
  }
  if (lang === 'fr' && /ront$/.test(bare)) {
    const stem = verb.slice(0, -3);
    // "achèteront" → "acheter", "lèveront" → "lever": the grave accent of the future is not the infinitive's.
    return (/[^aeiouy]r$/i.test(stem) ? `${stem}e` : stem).replace(/è(?=[^aeiouyéèê]+er$)/, 'e');
  }
  if (lang === 'es' && /r[aá]n?$/.test(bare) && /[áé]n?$/.test(verb)) return verb.replace(/[áé]n?$/, '').replace(/[áéí]$/, (c) => ({ á: 'a', é: 'e', í: 'i' })[c] ?? c);
  return verb;
}

/**
 * The behaviour the question asks about, in its own words, when no verb of the lexicon names
 * it: "how many of 3,000 pupils will eat breakfast at the canteen if …" → "eat breakfast at the
 * canteen"; "combien d'élèves prendront le petit-déjeuner à la cantine" → "prendre le
 * petit-déjeuner à la cantine". The words after the population up to the condition, a span or
 * the end; null when there are none or too many to be a name.
 */
/** The words of an age range right after a population ("aged 50 to 70", "zwischen 50 und 69 Jahren", "de 50 à 70 ans"): who, not a time span. */
function ageRangeAfter(g: Gloss[], at: number): number[] {
  let k = at + 1;
  if (!/^(?:aged?|between|over|under|zwischen|über|unter|im|de|entre|mayores|menores|plus|moins)$/i.test(g[k]?.raw ?? '') || !g.slice(k + 1, k + 4).some((x) => x.kind === 'number')) return [];
  const out: number[] = [];
  while (k < g.length && (g[k].kind === 'number' || g[k].c === '-' || /^(?:aged?|between|over|under|to|and|or|years?|old|zwischen|über|unter|im|alter|von|bis|und|jahren|jahre|alt|de|à|a|ans|entre|y|años|mayores|menores|plus|moins|que|than)$/i.test(g[k].raw))) out.push(k++);
  // Only "aged …" or a range of two ages: "over 36 months" after a population is the horizon.
  const numbers = out.filter((j) => g[j].kind === 'number').length;
  return /^aged?$/i.test(g[at + 1].raw) || numbers >= 2 ? out : [];
}

function askedBehaviour(intent: Omit<Intent, 'subject'>, timeToo = false): string | null {
  const g = intent.gloss;
  const pop = intent.populations[0];
  // "How long until half of employees work from home", "En combien de temps la moitié des salariés feront-ils du télétravail": a time to a share asks it too.
  // Only for an arrangement: elsewhere a time asked names no behaviour in the asker's words.
  if (!pop || !g.slice(0, pop.at).some((x) => x.c === 'many' || x.c === 'share' || x.c === 'percent' || (timeToo && (x.c === 'long' || x.c === 'when')))) return null;
  let k = pop.at + 1;
  // "élèves parmi 3 000 prendront": a count after the population is not the behaviour.
  // "ménages sur 40 000 tomberont": French "sur" before the count is "out of".
  while (k < g.length && (g[k].kind === 'number' || (['among', 'of', 'the'].includes(g[k].c) && g[k + 1]?.kind === 'number') || (g[k].c === 'over' && /^sur$/i.test(g[k].raw) && g[k + 1]?.kind === 'number'))) k++;
  // "women aged 50 to 70 will get a mammogram", "Frauen zwischen 50 und 70", "femmes de 50 à 70 ans": an age range says who, not what they do.
  k = Math.max(k, ...ageRangeAfter(g, pop.at).map((j) => j + 1));
  if (g[k]?.c === 'will') k++;
  const words: Gloss[] = [];
  for (; k < g.length; k++) {
    const x = g[k];
    // "legen in 3 Jahren Blühstreifen an": German may put the time span inside the clause.
    if (intent.language === 'de' && words.length > 0 && /^(in|within)$/.test(x.c) && (g[k + 1]?.kind === 'number' || g[k + 1]?.c === 'a') && /^(day|week|month|quarter|year)$/.test(g[k + 2]?.c ?? '')) {
      k += 2;
      continue;
    }
    if (x.kind !== 'word' || CLAUSE_END.has(x.c) || x.c === 'will') break;
    words.push(x);
  }
  // "legen … Blühstreifen an": the particle of a German separable verb goes back onto it ("Blühstreifen anlegen").
  const particle = intent.language === 'de' && words.length >= 3 && /^(an|auf|ab|ein|mit|zu|aus|um|vor|nach|teil|zurück|los|weg)$/i.test(words[words.length - 1].raw) ? words[words.length - 1].raw.toLowerCase() : null;
  if (particle) {
    const [verb, ...rest] = words.slice(0, -1);
    return [...rest.map((w) => w.raw), `${particle}${verb.raw.toLowerCase()}`].join(' ');
  }
  // "réduiront leurs pesticides en 3 ans": the word that opens the time span is not part of the behaviour either.
  while (words.length && /^(a|an|the|der|die|das|den|el|la|los|las|le|les|un|une|una|of|de|von|to|à|a|in|en|im|dans|within|innerhalb|binnen|over|during|durante|pendant|for|für|por|para|pour|by|bis|d['’]ici)$/i.test(words[words.length - 1].raw)) words.pop();
  // Only a phrase that names something unread: a known verb or a bare word is the lexicon's to read.
  // An arrangement named as what people will do ("will work from home") is asked about, though the lexicon knows it.
  const arrangement = words.some((w) => ARRANGEMENTS.has(w.c));
  if ((words.length < 2 && !arrangement) || words.length > 7 || (words.every((w) => w.known) && !arrangement)) return null;
  const raw = words.map((w) => w.raw).join(' ').replace(/(['’]) /g, '$1').split(' ');
  if (intent.language === 'fr' || intent.language === 'es') {
    const reflexive = /^(se|s')$/i.test(raw[0]) ? 1 : 0;
    // "feront-ils du télétravail": the pronoun of a French question goes.
    const verb = infinitiveOf(raw[reflexive].replace(/-(?:t-)?(?:ils|elles|il|elle|on)$/i, ''), intent.language);
    if (reflexive && intent.language === 'es') return [`${verb}se`, ...raw.slice(2)].join(' ');
    return [...raw.slice(0, reflexive), verb, ...raw.slice(reflexive + 1)].join(' ');
  }
  return raw.join(' ');
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
  const claimed = new Set<number>([...iv.claimed, ...counts, ...populations.flatMap((p) => ageRangeAfter(gloss, p.at))]);
  const horizon = horizonOf(gloss, claimed, year, today);
  const question = questionOf(gloss, claimed);
  // "When will half of the farms adopt": the level asked about is not where things start.
  const asked = question.threshold?.at !== undefined && (question.kind === 'time_to_threshold' || question.kind === 'probability_of_event');
  const { levels, rates } = levelsAndRates(gloss, text, asked ? new Set([...claimed, question.threshold!.at!]) : claimed);
  if (question.threshold) delete question.threshold.at;
  question.comparison ||= iv.comparison;
  const partial = {
    text,
    asked: prompt.trim(),
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
  const subject = subjectOf(partial);
  // Read from the asked clause only where no product or known verb named it.
  const inCondition = inConditionOf(partial.gloss);
  const named = partial.gloss.some((x, i) => (PRODUCTS.has(x.c) && (!inCondition(i) || !ownBehaviour(partial))) || isVerb(partial.gloss, i));
  const arrangement = subject !== null && subject === arrangementAsked(partial);
  const subjectAsked = arrangement || (!named && subject !== null && subject === askedBehaviour(partial));
  // "How many firms will adopt a four-day week if the government pays 20% of wages": the arrangement asked about,
  // before the condition, is the behaviour, not an option of its own.
  if (arrangement) {
    const ifAt = partial.gloss.findIndex((x) => x.c === 'if');
    const asked = (iv: { lever: string; at: number }) => ifAt > 0 && iv.at < ifAt && ARRANGEMENTS.has(iv.lever);
    if (ifAt > 0 && partial.interventions.some(asked) && partial.interventions.some((iv) => !asked(iv))) {
      partial.interventions = partial.interventions.filter((iv) => !asked(iv));
      partial.arms = partial.arms.map((a) => ({ ...a, interventions: a.interventions.filter((iv) => !asked(iv)) })).filter((a) => a.interventions.length > 0);
    }
  }
  return { ok: true, intent: { ...partial, subject, subjectAsked, arrangementAsked: arrangement } };
}
