import { INDEX, LEVER_CONCEPTS, ORGANISATIONS, POPULATION_CONCEPTS, TIME_UNITS, type Language, type LanguageIndex } from './lexicon.js';
import { fold, normaliseText, tokenize, type NumberValue, type Token } from './tokens.js';

/**
 * A prompt as a list of concepts: each word or phrase the lexicon knows becomes its concept
 * id ("Haushalte" → "households", "baissent" → "down"), numbers keep their value, and unknown
 * words stay as they are (folded). Every item keeps its span in the original text, so labels
 * can quote the asker's own words.
 */
export interface Gloss {
  /** Concept id, '#' for a number, a symbol, or the folded unknown word. */
  c: string;
  known: boolean;
  kind: Token['kind'];
  num?: NumberValue;
  start: number;
  end: number;
  /** Original text. */
  raw: string;
}

export type DetectedLanguage = Language | 'other';

// Function words that tell languages apart; a word shared by several languages counts less.
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the of and to in how will many over with if what is are for an by among within would does their they this that which fall rise from each per households people',
  de: 'der die das und mit wie viele wird werden wenn uber fur von zu im ein eine nach bei ist sind sich nicht auf den dem des innerhalb bis einer einem haushalte menschen jahren monaten',
  es: 'el la los las de del y con como cuantos cuantas sera si en para por un una entre durante es son que se al mas sin hogares personas anos meses',
  fr: 'le la les de des du et avec comment combien sera si en pour par un une entre pendant est sont sur dans que qui au aux sans plus menages personnes ans mois',
  it: 'il lo gli della delle di e con come quanti quante sara se per tra nel nei sono che famiglie mesi anni questo nella',
  pt: 'o os as da das do dos e com como quantos quantas sera se em para por um uma entre sao nao familias meses anos nos na',
  nl: 'de het een en met hoe hoeveel zal als over voor van in zijn wordt bij maanden jaar huishoudens niet dat',
};
const FUNCTION_SETS = Object.fromEntries(Object.entries(FUNCTION_WORDS).map(([k, v]) => [k, new Set(v.split(' '))]));

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English', de: 'German', es: 'Spanish', fr: 'French', it: 'Italian', pt: 'Portuguese', nl: 'Dutch', other: 'this language',
};

// Letters and endings only one of the languages uses.
const MARKS: Array<[RegExp, string, number]> = [
  [/[ãõ]|ção\b|ções\b|\bvão\b|\bnão\b|\bvocê/giu, 'pt', 3],
  [/zione\b|zioni\b|\bgli\b|\bdella\b|\bperché\b|\bpiù\b/giu, 'it', 2],
  [/\b\w*ij\w*\b|\bhet\b|\bzijn\b/giu, 'nl', 1],
  [/ñ|¿|¡/gu, 'es', 2],
  [/ß|[äöü]/gu, 'de', 1],
  [/[çèêàùœ]/gu, 'fr', 1],
];

/** The prompt's language by its function words; scripts other than Latin are 'other'. */
export function detectLanguage(prompt: string): { lang: DetectedLanguage; name: string } {
  const letters = prompt.match(/\p{L}/gu) ?? [];
  const latin = prompt.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length > 0 && latin.length / letters.length < 0.5) return { lang: 'other', name: 'this language' };
  const words = fold(prompt.toLowerCase()).match(/[a-z']+/g) ?? [];
  const score: Record<string, number> = {};
  for (const w of words) {
    const holders = Object.keys(FUNCTION_SETS).filter((k) => FUNCTION_SETS[k].has(w));
    for (const k of holders) score[k] = (score[k] ?? 0) + 1 / holders.length;
  }
  for (const [re, lang, w] of MARKS) score[lang] = (score[lang] ?? 0) + Math.min(3, (prompt.match(re) ?? []).length) * w;
  // Words of the lexicon count too: a prompt in German names German nouns.
  for (const lang of ['en', 'de', 'es', 'fr'] as const) {
    const idx = INDEX[lang];
    for (const w of words) if (w.length > 3 && idx.exact.has(w) && !INDEX.en.exact.has(w)) score[lang] = (score[lang] ?? 0) + 0.5;
  }
  let best = 'en';
  let bestScore = 0;
  for (const k of ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl']) {
    if ((score[k] ?? 0) > bestScore + 1e-9) {
      best = k;
      bestScore = score[k];
    }
  }
  if (best === 'it' || best === 'pt' || best === 'nl') return { lang: 'other', name: LANGUAGE_NAMES[best] };
  return { lang: best as Language, name: LANGUAGE_NAMES[best] };
}

// "consommation d'électricité", "à l'école": an elided article is written d_ and l_ in the lexicon's phrases.
const bare = (w: string | undefined) => w?.replace(/['’]$/, '');

function phraseAt(idx: LanguageIndex, folded: string[], k: number): { c: string; len: number } | null {
  const list = idx.phrases.get(folded[k]) ?? idx.phrases.get(bare(folded[k]) ?? '');
  if (!list) return null;
  for (const p of list) {
    if (p.words.every((w, j) => folded[k + j] === w || bare(folded[k + j]) === w)) return { c: p.c, len: p.words.length };
  }
  return null;
}

function wordConcepts(idx: LanguageIndex, w: string): string[] {
  const exact = idx.exact.get(w);
  if (exact) return [exact];
  const out: string[] = [];
  const pre = idx.prefixes.find((p) => w.startsWith(p.stem) && w.length >= p.stem.length);
  if (pre) out.push(pre.c);
  const suf = idx.suffixes.find((s) => w.endsWith(s.tail) && w.length > s.tail.length + 2 && !(pre && s.tail.length + pre.stem.length > w.length));
  if (suf && suf.c !== pre?.c) out.push(suf.c);
  return out;
}

/** Things a business stops ("die Ausgabe einstellen", "den Betrieb einstellen"), not people it hires. */
const DISCONTINUED = /^(?:\p{L}*ausgabe\p{L}*|betrieb|dienst\p{L}*|service|angebot\p{L}*|linie\p{L}*|verbindung\p{L}*|produktion|verkauf|zustellung|druck\p{L}*|sendung\p{L}*|verkehr|filiale\p{L}*)$/iu;
/** Loans, in the four languages; "PTZ" (prêt à taux zéro) is one free of interest by name. */
const LOAN = /^(?:loans?|credit|darlehen|kredite?n?|pr[ée]stamos?|cr[ée]ditos?|pr[êe]ts?)$/i;
const FREE_LOAN = /^(?:[ée]co-)?ptz$/i;
const INTEREST = /^(?:interest|zinsen|intereses|inter[ée]s|int[ée]r[êe]ts?)$/i;
const NO_INTEREST = /^(?:interest[- ]free|zero[- ]interest|no[- ]interest|zinslos\p{L}*|zinsfrei\p{L}*)$/iu;
/** "0%", "zero", "interest-free", "zinslos", "sin intereses", "sans intérêt", "à taux zéro": no interest, at w[j]. */
function interestFree(w: Gloss[], j: number): boolean {
  const x = w[j];
  if (x.num?.value === 0 && !x.num.currency) return true;
  if (NO_INTEREST.test(x.raw)) return true;
  return INTEREST.test(x.raw) && /^(?:no|without|ohne|sin|sans)$/i.test(w[j - 1]?.raw ?? '');
}

/** Where students study, in the four languages: "university", "la carrera", "la fac", "das Studium", "les études". */
const STUDY_PLACE = /^(?:universit(?:y|ies)|college|uni|universit[äa]t|hochschule|fachhochschule|studium|universidad(?:es)?|carrera|estudios|facultad|universit[ée]s?|fac|facult[ée]|[ée]tudes)$/i;

/**
 * "quit farming", "leave the fleet", "give up fishing", "abandonarán la pesca": leaving one's trade, named within three
 * words after the verb, closes the business.
 */
function leavingTradeCloses(gloss: Gloss[], trade: (x: Gloss) => boolean): Gloss[] {
  const giveUp = (i: number) => gloss[i].c === 'give' && gloss[i + 1]?.c === 'up';
  const read = gloss.map((g, i) => {
    if (!(['leave', 'stop', 'dropout'].includes(g.c) || giveUp(i))) return g;
    const from = giveUp(i) ? i + 2 : i + 1;
    return gloss.slice(from, from + 3).some(trade) ? { ...g, c: 'close', known: true } : g;
  });
  // The particle of "give up" moves nothing once the verb is read.
  return read.map((g, i) => (g.c === 'up' && read[i - 1]?.c === 'close' && /^give$/i.test(read[i - 1].raw) ? { ...g, c: 'particle', known: false } : g));
}

/** The old, offline way of doing a thing ("paper form", "Papierformular", "en papel", "déclaration papier", "paper tickets"). */
export const PAPER_WAY = /^(?:paper|papier\p{L}*|papel|paper-based)$/iu;

/** Concepts of the prompt in order, read with the language's lexicon and then the English one. */
export function glossPrompt(input: string, lang: Language): Gloss[] {
  const prompt = normaliseText(input);
  const tokens = tokenize(prompt);
  const folded = tokens.map((t) => fold(t.lower));
  const own = INDEX[lang];
  const en = INDEX.en;
  const out: Gloss[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'number') {
      out.push({ c: '#', known: true, kind: 'number', num: t.num, start: t.start, end: t.end, raw: t.raw });
      continue;
    }
    if (t.kind === 'symbol') {
      out.push({ c: t.lower, known: true, kind: 'symbol', start: t.start, end: t.end, raw: t.raw });
      continue;
    }
    const phrase = phraseAt(own, folded, k) ?? (lang === 'en' ? null : phraseAt(en, folded, k));
    if (phrase) {
      const last = tokens[k + phrase.len - 1];
      out.push({ c: phrase.c, known: true, kind: 'word', start: t.start, end: last.end, raw: prompt.slice(t.start, last.end) });
      k += phrase.len - 1;
      continue;
    }
    const w = folded[k];
    let cs = wordConcepts(own, w);
    // German nouns are capitalised: "stellen … um" (to convert) is a verb, "Stellen" are posts.
    if (lang === 'de' && k > 0 && cs.length === 1 && cs[0] === 'job' && /^\p{Ll}/u.test(t.raw)) cs = [];
    if (cs.length === 0 && lang !== 'en') cs = en.exact.has(w) ? [en.exact.get(w)!] : [];
    // "our library's members", "the members' fees": a possessive is the noun it is made of.
    // Whose it is stays out of the populations ("farmers' irrigation"), and a time's ("today's catch") out of the horizon.
    if (cs.length === 0 && /^[a-z]\S+(?:['’]s|s['’])$/.test(w)) {
      const stem = wordConcepts(en, w.replace(/['’]s$/, '').replace(/(s)['’]$/, '$1'));
      if (stem.length > 0 && !stem.some((c) => POPULATION_CONCEPTS.has(c) || TIME_UNITS.has(c) || c === 'decade' || /^(today|tomorrow|yesterday|now|next|last|this|already)$/.test(c))) cs = stem;
    }
    if (cs.length === 0 && w.includes('-')) {
      // "CO2-Preis", "e-bike-subsidy": the parts of a hyphenated word.
      for (const part of w.split('-').filter(Boolean)) {
        const pc = wordConcepts(own, part);
        cs.push(...(pc.length ? pc : lang !== 'en' && en.exact.has(part) ? [en.exact.get(part)!] : []));
      }
    }
    if (cs.length === 0) {
      out.push({ c: w, known: false, kind: 'word', start: t.start, end: t.end, raw: t.raw });
      continue;
    }
    for (const c of cs) out.push({ c, known: true, kind: 'word', start: t.start, end: t.end, raw: t.raw });
  }
  return serviceFrequency(resolveSenses(out), prompt);
}

/**
 * "if the bus runs every hour instead of twice a day", "alle 10 statt alle 20 Minuten", "cada hora en lugar de dos veces al
 * día", "toutes les heures au lieu de deux fois par jour": two headways of a bus, tram or train are a change of its
 * frequency, by their ratio (a day of service taken as 16 hours). The phrase becomes the frequency, with the rise or fall
 * in percent after it.
 */
function serviceFrequency(gloss: Gloss[], prompt: string): Gloss[] {
  if (!TRANSIT_WORD.test(prompt)) return gloss;
  const found: Array<{ start: number; end: number; minutes: number }> = [];
  for (const m of prompt.matchAll(HEADWAY)) {
    const minutes = headwayMinutes(m[0]);
    if (minutes !== null) found.push({ start: m.index, end: m.index + m[0].length, minutes });
  }
  // "alle 10 statt alle 20 Minuten", "every 10 instead of every 20 minutes": one unit said once, after the second;
  // "every 10 minutes instead of every 20", "toutes les 10 minutes au lieu de 20": said once, with the first.
  const shared = found.length < 2 ? (SHARED_UNIT.exec(prompt) ?? SHARED_UNIT_FIRST.exec(prompt)) : null;
  if (shared?.groups) {
    const unit = /^(?:min|minuten|minutos|minutes)/i.test(shared.groups.unit) ? 1 : 60;
    const join = /\s+(?:statt|anstatt|instead of|rather than|en lugar de|en vez de|au lieu de)\s+/i.exec(shared[0])!;
    const aEnd = shared.index + join.index;
    found.splice(0, found.length, { start: shared.index, end: aEnd, minutes: Number(shared.groups.a) * unit }, { start: aEnd + join[0].length, end: shared.index + shared[0].length, minutes: Number(shared.groups.b) * unit });
  }
  if (found.length < 2) return gloss;
  const [a, b] = found;
  const between = prompt.slice(a.end, b.start);
  const before = prompt.slice(Math.max(0, a.start - 12), a.start);
  // "every hour instead of twice a day": the first is the new one; "from twice a day to every hour": the second.
  const insteadOf = INSTEAD_BETWEEN.test(between);
  const fromTo = /\b(?:from|von|de|desde)\s*$/i.test(before) && /^\s*(?:to|auf|zu|a|à)\s*$/i.test(between);
  if (!insteadOf && !fromTo) return gloss;
  const [now, then] = insteadOf ? [a, b] : [b, a];
  const rise = then.minutes / now.minutes - 1;
  if (Math.abs(rise) < 1e-9) return gloss;
  const first = gloss.findIndex((g) => g.start >= a.start);
  const last = gloss.reduce((k, g, i) => (g.end <= b.end ? i : k), -1);
  if (first < 0 || last < first) return gloss;
  const frequency: Gloss = { c: 'frequency', known: true, kind: 'word', start: a.start, end: b.end, raw: prompt.slice(a.start, b.end) };
  const direction: Gloss = { c: rise > 0 ? 'up' : 'down', known: true, kind: 'word', start: b.end, end: b.end, raw: '' };
  const size: Gloss = { c: '#', known: true, kind: 'number', num: { value: Math.round(Math.abs(rise) * 1000) / 10, percent: true, points: false, currency: null, fraction: false }, start: b.end, end: b.end, raw: '' };
  return [...gloss.slice(0, first), frequency, direction, size, ...gloss.slice(last + 1)];
}

const TRANSIT_WORD = /(?<!\p{L})(?:bus\p{L}*|b[üu]rgerbus|trams?|trains?|metro|subway|ferr(?:y|ies)|shuttles?|lines?|bahn\p{L}*|z[üu]ge?|linie\p{L}*|autob[uú]s\p{L}*|tren\p{L}*|tranv[ií]a|l[ií]neas?|navettes?|lignes?|rer|tramway|car|cars|autocar\p{L}*)(?!\p{L})/iu;
const SHARED_UNIT = /(?<!\p{L})(?:alle|every|cada|toutes les)\s+(?<a>\d+)\s+(?:statt|anstatt|instead of|rather than|en lugar de|en vez de|au lieu de)\s+(?:alle|every|cada|toutes les)\s+(?<b>\d+)\s+(?<unit>minuten|minutes|minutos|mins?|stunden|hours|horas|heures)(?!\p{L})/iu;
const SHARED_UNIT_FIRST = /(?<!\p{L})(?:alle|every|cada|toutes les)\s+(?<a>\d+)\s+(?<unit>minuten|minutes|minutos|mins?|stunden|hours|horas|heures)\s+(?:statt|anstatt|instead of|rather than|en lugar de|en vez de|au lieu de)\s+(?:(?:alle|every|cada|toutes les)\s+)?(?<b>\d+)(?![\d.,])(?!\s*(?:minuten|minutes|minutos|mins?|stunden|hours|horas|heures)(?!\p{L}))/iu;
const INSTEAD_BETWEEN = /^\s*(?:,\s*)?(?:instead of|rather than|not|statt|anstatt|anstelle von|en lugar de|en vez de|y no|au lieu de|plutôt que)\s*$/i;
const NUM_WORD: Record<string, number> = {
  one: 1, once: 1, two: 2, twice: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, twenty: 20, thirty: 30,
  ein: 1, einmal: 1, zwei: 2, zweimal: 2, drei: 3, dreimal: 3, vier: 4, viermal: 4, fünf: 5, zehn: 10, zwanzig: 20, dreißig: 30,
  una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, diez: 10, veinte: 20, treinta: 30,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10, vingt: 20, trente: 30,
};
const N = '(?:\\d+|one|two|three|four|five|six|ten|fifteen|twenty|thirty|zwei|drei|vier|fünf|zehn|zwanzig|dreißig|dos|tres|cuatro|cinco|diez|veinte|treinta|deux|trois|quatre|cinq|dix|vingt|trente)';
/** Every N minutes or hours, hourly, N times a day, in the four languages. */
const HEADWAY = new RegExp(
  [
    `\\b(?:every|each)\\s+(?:${N}\\s+)?(?:minutes?|hours?|mins?)\\b`,
    `\\b(?:half-hourly|hourly)\\b`,
    `\\b(?:${N}|once|twice)\\s*(?:times\\s+)?(?:a|per)\\s+day\\b`,
    `(?<!\\p{L})(?:alle|jede)\\s+(?:${N}\\s+)?(?:minuten|stunden?)(?!\\p{L})`,
    `(?<!\\p{L})(?:halbstündlich|stündlich)(?!\\p{L})`,
    `(?<!\\p{L})(?:${N}|ein|zwei|drei|vier)-?\\s*mal\\s+(?:am tag|täglich|pro tag)(?!\\p{L})`,
    `(?<!\\p{L})(?:einmal|zweimal|dreimal|viermal)\\s+(?:am tag|täglich|pro tag)(?!\\p{L})`,
    `(?<!\\p{L})cada\\s+(?:${N}\\s+)?(?:minutos|horas?)(?!\\p{L})`,
    `(?<!\\p{L})(?:${N}|una)\\s+ve(?:z|ces)\\s+(?:al|por)\\s+d[ií]a(?!\\p{L})`,
    `(?<!\\p{L})toutes\\s+les\\s+(?:${N}\\s+)?(?:minutes|heures)(?!\\p{L})`,
    `(?<!\\p{L})(?:${N}|une)\\s+fois\\s+par\\s+jour(?!\\p{L})`,
  ].join('|'),
  'giu',
);
/** A headway in minutes: "every 10 minutes" 10, "hourly" 60, "twice a day" 480 (16 hours of service over 2). */
function headwayMinutes(phrase: string): number | null {
  const p = phrase.toLowerCase();
  const n = /\d+/.exec(p)?.[0];
  const word = p.split(/[\s-]+/).find((w) => NUM_WORD[w.replace(/mal$/, '')] !== undefined || NUM_WORD[w] !== undefined);
  const count = n ? Number(n) : word ? (NUM_WORD[word] ?? NUM_WORD[word.replace(/mal$/, '')]) : 1;
  if (/half-hourly|halbstündlich/.test(p)) return 30;
  if (/day|tag|täglich|d[ií]a|jour/.test(p)) return count > 0 ? (16 * 60) / count : null;
  if (/hour|stunde|stündlich|hora|heure/.test(p)) return 60 * count;
  if (/min/.test(p)) return count;
  return null;
}

/**
 * Words with two senses, decided by the rest of the prompt. Spanish "cuota" (German "Quote")
 * is a catch quota among boats and fish, but a membership or subscription fee among members,
 * subscribers or customers ("si subimos la cuota un 10%" at a gym): without a word of fishing
 * around, a quota that people pay is a fee.
 */
const FISHING = new Set(['fishery', 'fish', 'stock', 'catch', 'boats', 'fishers', 'commons', 'groundwater', 'forest', 'abstraction']);
const PAYERS = new Set(['members', 'subscribers', 'customers', 'gym', 'subscription', 'membership', 'churn', 'cancel', 'retention']);

// "Bonus", "Prämie", "prime": paid by a government to buyers it is a subsidy; paid by an employer
// to its staff it is part of their pay ("si nous supprimons les primes annuelles, combien de
// salariés partiront ?" asks about a pay cut, not about a subsidy ending).
const BONUS = /(bonus|bonuses|pramie|pramien|prime|primes|bonificacion|bonificaciones)$/;
const WORKPLACE = new Set(['employees', 'workers', 'nurses', 'doctors', 'teachers', 'officers', 'leave', 'turnover', 'burnout', 'wage', 'job']);
const PRODUCTS = new Set(['adopt', 'buy', 'install', 'ev', 'heat_pump', 'wood_heating', 'solar', 'insulation', 'ebike', 'seeds', 'smart_meter', 'cars', 'heating']);

// "kündigen", "resign/cancel": staff who give notice leave their job; customers who do cancel a contract.
const STAFF = new Set(['employees', 'workers', 'nurses', 'doctors', 'teachers', 'officers']);
/** Concepts that already name what money near a verb of receiving is (a discount, a wage, a subsidy, a price). */
const LEVERISH = new Set(['subsidy', 'wage', 'discount', 'price', 'fee', 'fine', 'rewards', 'cash_transfer', 'tax', 'rent', 'fare', 'loan', 'refund']);
const CONTRACTS = new Set(['customers', 'subscribers', 'members', 'users', 'subscription', 'streaming', 'provider', 'gym']);

// "sign up" for an app or a smartphone service is taking it up (adoption), not enrolling in a programme.
const DIGITAL = new Set(['app', 'smartphone', 'broadband', 'technology', 'ai']);
const PROGRAMMES = new Set(['programme', 'school', 'students', 'pupils', 'attend', 'dropout', 'cash_transfer', 'school_meals', 'patients']);

// "a deposit of 25 cents per bottle": a refundable deposit on containers rewards returning them
// (a payment for doing it), not bank deposits.
const CONTAINERS = /^(bottle|bottles|can|cans|container|containers|cup|cups|flasche|flaschen|dose|dosen|pfand|botella|botellas|envase|envases|lata|latas|bouteille|bouteilles|canette|canettes|consigne)$/i;

/** A sum of money within the next few words ("… rises to 50 euros"). */
const moneyAfter = (gloss: Gloss[], i: number) => gloss.slice(i + 1, i + 6).some((x) => x.kind === 'number' && x.num?.currency);

/** Inhabitants named after their city ("Londoners", "Parisiens", "Lyonnais", "madrileños", "barceloneses"). */
const DEMONYM = /^(?:\p{Lu}\p{Ll}+(?:ers|ians|ites|iens|iennes|ois|oises|ais|aises)|\p{Ll}+(?:eños|eñas|enses))$/u;

function resolveSenses(gloss: Gloss[]): Gloss[] {
  // "How many Londoners", "Combien de Parisiens", "¿Cuántos madrileños?": a city's people, right after the question's count.
  gloss = gloss.map((g, i) => (!g.known && g.kind === 'word' && DEMONYM.test(g.raw) && (gloss[i - 1]?.c === 'many' || (gloss[i - 1]?.c === 'of' && gloss[i - 2]?.c === 'many')) ? { ...g, c: 'residents', known: true } : g));
  // "than the standard one", "a cheaper one": "one" standing for a noun is a pronoun, not a number.
  const article = (g?: Gloss) => Boolean(g && /^(?:the|a|an|this|that|which|each|every)$/i.test(g.raw));
  gloss = gloss.map((g, i) =>
    g.kind === 'number' && /^one$/i.test(g.raw) && gloss[i - 1]?.kind === 'word' && (article(gloss[i - 1]) || (article(gloss[i - 2]) && !gloss[i - 1].known)) && (!gloss[i + 1] || gloss[i + 1].kind === 'symbol' || /^(?:than|and|or|if)$/i.test(gloss[i + 1].raw))
      ? { c: 'one', known: false, kind: 'word', start: g.start, end: g.end, raw: g.raw }
      : g,
  );
  // "des vols de moins de 2 h 30", "flights under 2 h": a length of time written short names a thing, not a size of a change
  // ("capped at 4 hours" stays a size; "flights under 2 hours" names the flights).
  for (let i = 0; i + 1 < gloss.length; i++) {
    if (gloss[i].kind !== 'number' || gloss[i].num?.percent || gloss[i].num?.currency || !(/^(?:h|hrs?|std)$/i.test(gloss[i + 1].raw) || (/^(?:hours?|stunden|horas|heures)$/i.test(gloss[i + 1].raw) && (/^(?:under|below)$/i.test(gloss[i - 1]?.raw ?? '') || gloss[i - 1]?.c === 'fewer' || (gloss[i - 1]?.c === 'of' && gloss[i - 2]?.c === 'fewer') || (/^(?:than|als|que)$/i.test(gloss[i - 1]?.raw ?? '') && gloss[i - 2]?.c === 'fewer'))))) continue;
    const end = gloss[i + 2]?.kind === 'number' && /^h$/i.test(gloss[i + 1].raw) ? i + 2 : i + 1;
    const raw = gloss.slice(i, end + 1).map((x) => x.raw).join(' ');
    gloss = [...gloss.slice(0, i), { c: 'duration', known: true, kind: 'word', start: gloss[i].start, end: gloss[end].end, raw }, ...gloss.slice(end + 1)];
  }
  // "los 15.000 mayores", "personas mayores": the elderly, not "greater" (which compares).
  gloss = gloss.map((g, i) => (g.c === 'up' && /^mayores$/i.test(g.raw) && (gloss[i - 1]?.kind === 'number' || /^(?:los|las|personas|adultos|gente)$/i.test(gloss[i - 1]?.raw ?? '')) && !/^(?:que)$/i.test(gloss[i + 1]?.raw ?? '') ? { ...g, c: 'seniors' } : g));
  // "¿Cuántos clientes abandonarán el gimnasio?": customers who abandon a service leave it; pupils, students
  // and patients drop out of a programme.
  if (gloss.some((g) => g.c === 'dropout') && gloss.some((g) => ['customers', 'members', 'subscribers', 'users', 'clients'].includes(g.c) || g.c === 'streaming') && !gloss.some((g) => g.c !== 'dropout' && PROGRAMMES.has(g.c))) {
    gloss = gloss.map((g) => (g.c === 'dropout' ? { ...g, c: 'leave' } : g));
  }
  // "move the election to a weekend", "die Wahl auf einen Sonntag legen": the day of the vote, not opening hours.
  const REST_DAY = /^(?:weekend|weekends|wochenende|sonntag|sunday|domingo|fin_de_semana|dimanche|week-end|holiday|feiertag|festivo|ferie)$/i;
  // "en fin de semana": three words, the first of which carries the day.
  const restDay = (i: number) => REST_DAY.test(fold(gloss[i].raw.toLowerCase()).replace(/\s+/g, '_')) || (/^fin$/i.test(gloss[i].raw) && /^de$/i.test(gloss[i + 1]?.raw ?? '') && /^semana$/i.test(gloss[i + 2]?.raw ?? ''));
  if (gloss.some((g) => ['election', 'voters', 'vote', 'turnout'].includes(g.c)) && gloss.some((_g, i) => restDay(i))) {
    gloss = gloss.map((g, i) => (restDay(i) ? { ...g, c: 'weekend_voting', known: true } : g));
  }
  // "if it is held on the same day as the national election", "zusammen mit der Bundestagswahl", "el mismo día que las
  // generales", "le même jour que la présidentielle": a vote held with a bigger one.
  if (gloss.some((g) => ['election', 'voters', 'vote', 'turnout', 'referendum'].includes(g.c))) {
    const sameDay = (i: number) => /^(?:same|selben|gleichen|mismo|m[êe]me)$/i.test(gloss[i].raw) && gloss.slice(i + 1, i + 3).some((x) => /^(?:day|tag|d[ií]a|jour|date|fecha|datum)$/i.test(x.raw));
    const together = (i: number) => /^(?:together|zusammen|gleichzeitig|coincidiendo|alongside|coupl[ée]e?)$/i.test(gloss[i].raw) && gloss.slice(i + 1, i + 4).some((x) => x.c === 'election' || /wahl|elecci|[ée]lection|pr[ée]sidentielle|legislativ|generales/i.test(x.raw));
    gloss = gloss.map((g, i) => (sameDay(i) || together(i) ? { ...g, c: 'concurrent', known: true } : g));
  }
  // "if it is held on the same day as the national election", "zusammen mit der Bundestagswahl", "el mismo día que las
  // generales", "le même jour que la présidentielle": a vote held with a bigger one.
  if (gloss.some((g) => ['election', 'voters', 'vote', 'turnout', 'referendum'].includes(g.c))) {
    const sameDay = (i: number) => /^(?:same|selben|gleichen|mismo|m[êe]me)$/i.test(gloss[i].raw) && gloss.slice(i + 1, i + 3).some((x) => /^(?:day|tag|d[ií]a|jour|date|fecha|datum)$/i.test(x.raw));
    const together = (i: number) => /^(?:together|zusammen|gleichzeitig|coincidiendo|alongside|coupl[ée]e?)$/i.test(gloss[i].raw) && gloss.slice(i + 1, i + 4).some((x) => x.c === 'election' || /wahl|elecci|[ée]lection|pr[ée]sidentielle|legislativ|generales/i.test(x.raw));
    gloss = gloss.map((g, i) => (sameDay(i) || together(i) ? { ...g, c: 'concurrent', known: true } : g));
  }
  // "if polling stations stay open two hours longer", "si les bureaux de vote ferment deux heures plus tard":
  // opening or closing later at the polls is their opening hours.
  // ("Open until 10 pm" is read as opening hours already.)
  const LATER = /^(?:longer|later|langer|spater|mas|tard|tarde)$/i;
  const laterHours = (i: number) => (gloss[i].c === 'open' || gloss[i].c === 'close' || (gloss[i].c === 'survive' && /open/i.test(gloss[i].raw))) && gloss.slice(i + 1, i + 6).some((x) => LATER.test(fold(x.raw.toLowerCase())));
  // The polling stations, a few words before, are the lever's first word ("Wahllokale bis 22 Uhr geöffnet").
  const stationBefore = (i: number) => {
    for (let k = i - 1; k >= Math.max(0, i - 4); k--) if (gloss[k].c === 'polling_station') return k;
    return -1;
  };
  const hoursAt = gloss.findIndex((_g, i) => laterHours(i) && stationBefore(i) >= 0);
  if (hoursAt >= 0) {
    const station = stationBefore(hoursAt);
    // "ferment deux heures plus tard": closing later is more hours, not a closure.
    gloss = gloss.map((g, i) => (i === station ? { ...g, c: 'opening_hours' } : i === hoursAt && g.c === 'close' ? { ...g, c: 'up' } : g));
  }
  // "¿Cuántos votantes votarán …?", "combien d'électeurs voteront": voters who will vote, with no
  // side or candidate after the verb, turn out; "votarán a favor", "voteront pour" take a side.
  const SIDE = /^(?:for|against|yes|no|por|a|en|contra|sí|pour|contre|oui|non|für|gegen|ja|nein)$/i;
  const willVote = (i: number) =>
    gloss[i].c === 'vote' &&
    /^(?:votar[aá]n|voteront|vote|w[aä]hlen)$/i.test(gloss[i].raw) &&
    (!/^(?:vote|w[aä]hlen)$/i.test(gloss[i].raw) || gloss[i - 1]?.c === 'will') &&
    !SIDE.test(gloss[i + 1]?.raw ?? '') &&
    gloss[i + 1]?.c !== 'candidate';
  if (gloss.some((g) => g.c === 'voters') && !gloss.some((g) => ['candidate', 'support', 'opinion', 'poll'].includes(g.c))) gloss = gloss.map((g, i) => (willVote(i) ? { ...g, c: 'turnout' } : g));
  // "if the library stays open until 10 pm": opening hours, not a business that survives.
  if (gloss.some((g, i) => g.c === 'survive' && /open/i.test(g.raw) && gloss[i + 1]?.c === 'until')) {
    gloss = gloss.map((g, i) => (g.c === 'survive' && /open/i.test(g.raw) && gloss[i + 1]?.c === 'until' ? { ...g, c: 'open' } : g));
  }
  // "users report a bug", "will report it": people reporting something is a verb, not news they hear.
  if (gloss.some((g) => g.c === 'news' && /^reports?$/i.test(g.raw))) {
    gloss = gloss.map((g, i) => (g.c === 'news' && /^reports?$/i.test(g.raw) && (gloss[i - 1]?.c === 'will' || (gloss[i - 1]?.known && POPULATION_CONCEPTS.has(gloss[i - 1].c))) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  }
  if (gloss.some((g) => g.c === 'deposits') && (gloss.some((g) => CONTAINERS.test(g.raw)) || gloss.some((g) => g.c === 'recycle'))) {
    gloss = gloss.map((g) => (g.c === 'deposits' && /^(deposit|deposits|pfand|deposito|depositos|consigne)$/i.test(fold(g.raw.toLowerCase())) ? { ...g, c: 'subsidy' } : g));
  }
  // "die Quote über 80 % heben" raises it; only "heben … ab" (abheben) takes money out.
  if (gloss.some((g) => g.c === 'withdraw' && /^(heben|hebt)$/i.test(g.raw))) {
    gloss = gloss.map((g, i) => (g.c === 'withdraw' && /^(heben|hebt)$/i.test(g.raw) && !gloss.slice(i + 1).some((x) => /^ab$/i.test(x.raw)) ? { ...g, c: 'up' } : g));
  }
  if (gloss.some((g) => g.c === 'enrol') && gloss.some((g) => DIGITAL.has(g.c)) && !gloss.some((g) => PROGRAMMES.has(g.c))) {
    gloss = gloss.map((g) => (g.c === 'enrol' ? { ...g, c: 'adopt' } : g));
  }
  // "if registration rises to 50 euros", "si l'inscription passe à 50 euros": the registration
  // named with a sum of money is its fee, not people enrolling.
  const REGISTRATION = /^(?:registration|enrolment|enrollment|membership|anmeldung|einschreibung|inscripcion|matricula|inscription|adhesion)$/i;
  const priced = (i: number) => REGISTRATION.test(fold(gloss[i].raw.toLowerCase())) && moneyAfter(gloss, i);
  if (gloss.some((g, i) => g.c === 'enrol' && priced(i))) {
    gloss = gloss.map((g, i) => (g.c === 'enrol' && priced(i) ? { ...g, c: 'fee' } : g));
  }
  // "wenn die Linie bis in ihr Viertel verlängert wird", "if the tram line is extended to the suburbs": a line extended is a new stretch of line.
  const LINE = /^(?:line|linie|linea|ligne|tram|tramway|metro|u-bahn|s-bahn|strassenbahn|stadtbahn|tranvia)$/i;
  const EXTENDED = /^(?:extended|extends|extend|verlangert|verlangern|prolongada|prolonga|prolongara|ampliada|amplia|prolongee|prolonge|prolongera)$/i;
  const extendedLine = (i: number) => LINE.test(fold(gloss[i].raw.toLowerCase())) && gloss.slice(i + 1, i + 8).some((x) => EXTENDED.test(fold(x.raw.toLowerCase())));
  if (!gloss.some((g) => g.c === 'transit_line') && gloss.some((_g, i) => extendedLine(i))) {
    const at = gloss.findIndex((_g, i) => extendedLine(i));
    // "verlängert" there builds the line on; it keeps nothing as it is.
    gloss = gloss.map((g, i) => (i === at ? { ...g, c: 'transit_line', known: true } : i > at && i < at + 8 && g.c === 'keep' && EXTENDED.test(fold(g.raw.toLowerCase())) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  }
  // "a vaccine scandal", "un escándalo de vacunas": what the scandal is about names no change of its own.
  const aboutScandal = (i: number) => gloss[i].known && LEVER_CONCEPTS.has(gloss[i].c) && gloss[i].c !== 'scandal' && (gloss[i + 1]?.c === 'scandal' || (gloss[i - 2]?.c === 'scandal' && gloss[i - 1]?.c === 'of'));
  if (gloss.some((g) => g.c === 'scandal')) gloss = gloss.map((g, i) => (aboutScandal(i) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  // "wenn wir die Lieferzeit verlängern": a wait made longer, not something kept as it is.
  if (gloss.some((g) => g.c === 'wait_time')) gloss = gloss.map((g) => (g.c === 'keep' && /^verl[äa]nger/i.test(fold(g.raw.toLowerCase())) ? { ...g, c: 'up' } : g));
  // "couvre 50 % des travaux", "50 % der Sanierungskosten": the works a share is of are their cost.
  // "paga el 40 % de la obra", "30 % de l'installation": with an article between, and the work named in the singular, too.
  const shareOf = (i: number) => (gloss[i - 1]?.c === 'of' && gloss[i - 2]?.num?.percent) || (gloss[i - 1]?.c === 'the' && gloss[i - 2]?.c === 'of' && gloss[i - 3]?.num?.percent);
  gloss = gloss.map((g, i) => (/^(?:travaux|obras?|works|reformas?|instalaci[oó]n|installation)$/i.test(g.raw) && (!g.known || g.c === 'install') && shareOf(i) ? { ...g, c: 'price', known: true } : g));
  // "si el menú baja de 5 a 3 euros", "if a meal costs 3 euros": a menu or a meal named with a sum of money is its price.
  // So is a pack of cigarettes ("si le paquet passe à 15 euros", "a pack costs £18").
  gloss = gloss.map((g, i) => (/^(?:men[uú]s?|men[üu]s?|meals?|comidas?|repas|mahlzeiten?|essen|packs?|packets?|paquets?|paquetes?|cajetillas?|schachteln?|packungen?)$/i.test(g.raw) && (!g.known || g.c === 'food') && moneyAfter(gloss, i) ? { ...g, c: 'price', known: true } : g));
  // "75 % de l'abonnement" to commute by public transport: the subscription is a transit pass.
  if (gloss.some((g) => g.c === 'transit')) gloss = gloss.map((g) => (g.c === 'subscription' && /^(?:abonnement|abonnements|abono|abonos|abo|abos)$/i.test(fold(g.raw.toLowerCase())) ? { ...g, c: 'fare' } : g));
  // "wenn es 100 Euro pro Jahr gibt": money there is to be had is a payment to those who do it.
  gloss = gloss.map((g, i) => (/^(?:gibt|geben)$/i.test(g.raw) && !g.known && gloss.slice(Math.max(0, i - 4), i).some((x) => x.kind === 'number' && x.num?.currency) && /^(?:es|there)$/i.test(gloss.slice(Math.max(0, i - 7), i).find((x) => /^es$/i.test(x.raw))?.raw ?? '') ? { ...g, c: 'subsidy', known: true } : g));
  // "machen beim Bonusprogramm mit", "nehmen am Programm teil": a German separable verb of taking part,
  // its particle at the end of the clause; a programme one takes part in is a programme, not a perk.
  const clauseEnd = (j: number) => !gloss[j + 1] || [',', 'if', '?'].includes(gloss[j + 1].c);
  // "Raucher hören auf", "hört mit dem Rauchen auf": the separable "aufhören" is to stop, its particle at the clause's end.
  const stopAt = gloss.findIndex((g, i) => /^(?:h[öo]ren|h[öo]rt|h[öo]rte|h[öo]rten)$/i.test(g.raw) && !g.known && [1, 2, 3, 4, 5].some((d) => /^auf$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (stopAt >= 0) gloss = gloss.map((g, i) => (i === stopAt ? { ...g, c: 'stop', known: true } : g));
  // "Pflegekräfte wandern in die Schweiz ab", "wandern aus": the separable "abwandern", "auswandern" is leaving.
  const emigrateAt = gloss.findIndex((g, i) => /^(?:wandern|wandert)$/i.test(g.raw) && !g.known && [1, 2, 3, 4, 5, 6].some((d) => /^(?:ab|aus)$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (emigrateAt >= 0) gloss = gloss.map((g, i) => (i === emigrateAt ? { ...g, c: 'leave', known: true } : g));
  // "Wie viele Zahnärzte steigen aus der Kassenversorgung aus": the separable "aussteigen" is leaving too.
  const optOutAt = gloss.findIndex((g, i) => /^(?:steigen|steigt)$/i.test(g.raw) && [2, 3, 4, 5, 6].some((d) => /^aus$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)) && /^aus$/i.test(gloss[i + 1]?.raw ?? ''));
  if (optOutAt >= 0) gloss = gloss.map((g, i) => (i === optOutAt ? { ...g, c: 'leave', known: true } : g));
  // "Wie viele Landwirte steigen auf Elektrotraktoren um": the separable "umsteigen" is switching, not a rise.
  const switchAt = gloss.findIndex((g, i) => /^(?:steigen|steigt)$/i.test(g.raw) && /^auf$/i.test(gloss[i + 1]?.raw ?? '') && [2, 3, 4, 5, 6].some((d) => /^um$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (switchAt >= 0) gloss = gloss.map((g, i) => (i === switchAt ? { ...g, c: 'switch', known: true } : g));
  // "petrol cars", "coches de gasolina", "voitures à essence", "Benzinautos": the kind of car, not a fuel price.
  gloss = gloss.map((g, i) => (g.c === 'fuel' && (gloss[i + 1]?.c === 'cars' || gloss[i - 1]?.c === 'cars' || (gloss[i - 2]?.c === 'cars' && /^(?:de|à|a|au)$/i.test(gloss[i - 1]?.raw ?? ''))) && !/(?:price|prices|preis|precio|prix|tax|steuer|impuesto|taxe)/i.test(g.raw) ? { ...g, c: 'cars' } : g));
  // "if cigarettes can only be sold from age 21", "erst ab 21 verkauft", "solo a partir de los 21", "à partir de 21 ans": an age of sale.
  if (gloss.some((g) => g.c === 'sell') && !gloss.some((g) => g.c === 'minimum_age')) {
    const at = gloss.findIndex((g, i) => (g.c === 'from' || /^(?:ab|desde)$/i.test(g.raw)) && [1, 2, 3].some((d) => { const n = gloss[i + d]; return n?.kind === 'number' && !n.num?.percent && !n.num?.currency && n.num!.value >= 14 && n.num!.value <= 25 && gloss.slice(i + 1, i + d).every((x) => /^(?:age|the|l['’]?âge|los|las|de|del|alter|dem)$/i.test(x.raw)); }) && gloss.slice(Math.max(0, i - 6), i + 8).some((x) => x.c === 'sell'));
    if (at >= 0) gloss = gloss.map((g, i) => (i === at ? { ...g, c: 'minimum_age', known: true } : g));
  }
  // "wenn das Krankenhaus 10 % mehr Ärzte einstellt": staff taken on are hired; a plant that "die Produktion einstellt" stops.
  gloss = gloss.map((g, i) => (/^(?:einstellt|einstellen|einstellte|einstellten|einstellen wird)$/i.test(g.raw) && !g.known && gloss.slice(Math.max(0, i - 4), i).some((x) => STAFF.has(x.c)) ? { ...g, c: 'hire', known: true } : g));
  // "wenn dort 50 % mehr gezahlt wird", "if pay there is 50% higher": staff paid more elsewhere is pay, there.
  if (gloss.some((g) => STAFF.has(g.c))) {
    gloss = gloss.map((g, i) => (/^(?:gezahlt|bezahlt|zahlen|zahlt|verdient|paid|pay|pays|pagan|pagar[aá]n|payés?|pay[ée]es?|paie|paye|paient)$/i.test(g.raw) && (!g.known || g.c === 'subsidy') && gloss.slice(Math.max(0, i - 4), i + 4).some((x) => x.num?.percent) && gloss.slice(Math.max(0, i - 3), i + 5).some((x) => x.c === 'more') ? { ...g, c: 'wage', known: true } : g));
  }
  // "Milchbetriebe geben auf", "wie viele Landwirte geben ihren Hof auf": the separable "aufgeben" is to give up;
  // a business, or farmers, that give up close; anyone else stops.
  const giveUpAt = gloss.findIndex((g, i) => /^(?:geben|gibt|gab|gaben)$/i.test(g.raw) && !g.known && [1, 2, 3, 4, 5, 6].some((d) => /^auf$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (giveUpAt >= 0) {
    const business = gloss.some((g) => ORGANISATIONS.has(g.c) || g.c === 'farmers' || g.c === 'dining' || /(?:betrieb|gastst[äa]tt|restaurant|l[äa]den|gesch[äa]ft|unternehm|firm|h[öo]fe|b[äa]cker|kneipe|hotel|apothek|praxen)/i.test(g.raw));
    gloss = gloss.map((g, i) => (i === giveUpAt ? { ...g, c: business ? 'close' : 'stop', known: true } : g));
  }
  // "half price", "à moitié prix", "a mitad de precio", "zum halben Preis": the price halved, not a share of 50% (it raised fares by half).
  gloss = gloss.flatMap((g, i) => {
    // Only of a fare named just before ("tickets are half price"); "a streaming service at half price" is a rival's price, read elsewhere.
    const fareBefore = (k: number) => gloss.slice(Math.max(0, k - 4), k).some((x) => x.c === 'fare');
    const half = (x?: Gloss) => Boolean(x && ((x.kind === 'number' && x.num?.value === 0.5 && /half|moiti[ée]|mitad/i.test(x.raw)) || /^(?:halben|halbe|halbem)$/i.test(x.raw)) && fareBefore(gloss.indexOf(x)));
    if (half(g) && (gloss[i + 1]?.c === 'price' || (gloss[i + 1]?.c === 'of' && gloss[i + 2]?.c === 'price'))) return [{ ...g, c: 'halve', known: true, kind: 'word' as const, num: undefined }];
    // The words stay in the option's label ("Tickets are half price"), as no lever of their own.
    if (g.c === 'price' && (half(gloss[i - 1]) || (gloss[i - 1]?.c === 'of' && half(gloss[i - 2])))) return [{ ...g, c: 'the' }];
    return [g];
  });
  // "das 49-Euro-Ticket", "the 9-euro ticket": a price in a product's name is part of the name, not a level.
  gloss = gloss.flatMap((g, i) => {
    if (g.kind === 'number' && gloss[i + 1]?.c === '-' && /^(?:euro|eur|dollar|pound)-?(?:ticket|karte|pass)\p{L}*$/iu.test(gloss[i + 2]?.raw ?? '')) return [];
    if (g.c === '-' && gloss[i - 1]?.kind === 'number' && /^(?:euro|eur|dollar|pound)-?(?:ticket|karte|pass)\p{L}*$/iu.test(gloss[i + 1]?.raw ?? '')) return [];
    if (/^(?:euro|eur|dollar|pound)-?(?:ticket|karte|pass)\p{L}*$/iu.test(g.raw) && gloss[i - 1]?.c === '-' && gloss[i - 2]?.kind === 'number') return [{ ...g, raw: `${gloss[i - 2].raw}-${g.raw}` }];
    return [g];
  });
  // "if rents are frozen", "si se congelan los alquileres", "wenn die Mieten eingefroren werden", "si les loyers sont gelés":
  // a freeze of rents is rent control (rents held where they are), not a pay freeze.
  {
    const freezeAt = gloss.findIndex((g, i) => g.c === 'freeze' && gloss.slice(Math.max(0, i - 3), i + 4).some((x) => x.c === 'rent'));
    if (freezeAt >= 0) {
      const rentAt = [1, -1, 2, -2, 3, -3].map((d) => freezeAt + d).find((k) => gloss[k]?.c === 'rent')!;
      // The first of the two opens the change's words ("rents are frozen", "se congelan los alquileres").
      const [lead, other] = rentAt < freezeAt ? [rentAt, freezeAt] : [freezeAt, rentAt];
      gloss = gloss.map((g, i) => (i === lead ? { ...g, c: 'rent_control', known: true } : i === other ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
    }
  }
  // "a driving licence", "licencia de conducir", "licence de pêche": a permit held, not the price of software.
  gloss = gloss.map((g, i) => (g.c === 'price' && /^licen[cs]i?as?$|^licen[cs]es?$/i.test(g.raw) && (/^(?:driving|driver'?s|fishing|hunting|pilot'?s|gun|firearms?|liquor|alcohol|taxi|broadcasting|tv)$/i.test(gloss[i - 1]?.raw ?? '') || /^(?:de|d['’]?)$/i.test(gloss[i + 1]?.raw ?? '') && /^(?:conducir|manejar|pesca|caza|conduire|p[êe]che|chasse)$/i.test(gloss[i + 2]?.raw ?? '')) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  // "una tasa de 50 euros por vuelo": a "tasa" of money is a charge, not a rate.
  gloss = gloss.map((g, i) => (g.c === 'rate' && /^tasas?$/i.test(g.raw) && ((gloss[i + 1]?.c === 'of' && gloss[i + 2]?.num?.currency) || gloss[i + 1]?.num?.currency) ? { ...g, c: 'tax' } : g));
  // "dejarán de volar", "dejarán de fumar": "dejar de" before a verb is stopping it, not leaving.
  gloss = gloss.map((g, i) => (g.c === 'leave' && /^dej(?:ar|ar[áa]n?|an|en|aron|ar[íi]an)$/i.test(g.raw) && /^de$/i.test(gloss[i + 1]?.raw ?? '') && /^\p{L}+(?:ar|er|ir)$/iu.test(gloss[i + 2]?.raw ?? '') ? { ...g, c: 'stop' } : g));
  // "dejarán de pagar el alquiler", "stop paying their rent", "cesseront de payer leur loyer": stopping paying a rent or a
  // mortgage is falling behind on it (the rent stays named).
  gloss = gloss.map((g, i) => (/^(?:pagar|pay|paying|payer)$/i.test(g.raw) && [gloss[i - 1], gloss[i - 2]].some((x) => x?.c === 'stop' || /^(?:cesse\p{L}*|arr[êe]te\p{L}*)$/iu.test(x?.raw ?? '')) && gloss.slice(i + 1, i + 4).some((x) => x.c === 'rent' || x.c === 'mortgage') ? { ...g, c: 'default', known: true } : g));
  // "if the paper form is abolished", "si se suprime el formulario en papel", "wenn das Papierformular abgeschafft wird":
  // the old way taken away leaves only the new one, as a mandate does (interventions.ts reads its ending as the mandate brought in).
  const paperAt = gloss.findIndex((g) => PAPER_WAY.test(g.raw) && !g.known);
  const endAt = paperAt < 0 ? -1 : [-1, -2, -3, -4, 1, 2, 3, 4].map((d) => paperAt + d).find((k) => gloss[k] && ['stop', 'remove', 'end', 'ban', 'off'].includes(gloss[k].c));
  if (paperAt >= 0 && endAt !== undefined && endAt >= 0 && gloss.slice(0, Math.min(paperAt, endAt)).some((g) => g.c === 'if')) {
    // "paper tickets", "paper tax returns": what is on paper is named, no fare or tax of its own.
    gloss = gloss.map((g, i) => (i === paperAt ? { ...g, c: 'mandate', known: true } : i === paperAt + 1 && ['fare', 'price', 'fee', 'tax', 'tariff', 'subscription'].includes(g.c) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  }
  // "if we offer a $5 credit", "5 Euro Guthaben", "un crédito de 5 euros", "un avoir de 5 euros": money credited to an
  // account is a reward paid, not a loan.
  gloss = gloss.map((g, i) => ((!g.known || g.c === 'deposits') && /^(?:credits?|guthaben|avoirs?|cr[ée]ditos?)$/i.test(g.raw) && (gloss[i - 1]?.num?.currency || (/^(?:de|of)$/i.test(gloss[i + 1]?.raw ?? '') && gloss[i + 2]?.num?.currency)) ? { ...g, c: 'subsidy', known: true } : g));
  // "si le vaccin est remboursé", "if the vaccine is covered", "wenn die Impfung erstattet wird": care paid for is free to the patient.
  gloss = gloss.map((g, i) => (g.c === 'cover' && /^(?:rembours[ée]e?s?|covered|erstattet|reembolsad[oa]s?|cubiert[oa]s?)$/i.test(g.raw) && gloss.slice(Math.max(0, i - 4), i).some((x) => x.c === 'vaccination' || x.c === 'medication') && gloss.slice(0, i).some((x) => x.c === 'if') ? { ...g, c: 'free' } : g));
  // "Wie viele Landwirte schaffen sich einen Melkroboter an": the separable "anschaffen" is buying.
  // "Haushalte legen sich (innerhalb von drei Jahren) einen Stromspeicher zu": the separable "zulegen" is buying too.
  const acquireAt = gloss.findIndex((g, i) => ((/^(?:schaffen|schafft|schafften)$/i.test(g.raw) && [2, 3, 4, 5, 6].some((d) => /^an$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d))) || (/^(?:legen|legt|legten)$/i.test(g.raw) && [2, 3, 4, 5, 6, 7, 8, 9].some((d) => /^zu$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)))) && !g.known && /^sich$/i.test(gloss[i + 1]?.raw ?? ''));
  if (acquireAt >= 0) gloss = gloss.map((g, i) => (i === acquireAt ? { ...g, c: 'buy', known: true } : g));
  // "Wie viele Studierende brechen ab", "brechen ihr Studium ab": the separable "abbrechen" is dropping out.
  const dropAt = gloss.findIndex((g, i) => /^(?:brechen|bricht|brachen)$/i.test(g.raw) && !g.known && [1, 2, 3, 4, 5, 6, 7, 8].some((d) => /^ab$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (dropAt >= 0) gloss = gloss.map((g, i) => (i === dropAt ? { ...g, c: 'dropout', known: true } : g));
  // "¿Cuántos estudiantes dejarán la universidad?", "quitteront la fac", "verlassen die Uni": students leaving their place
  // of study drop out of it (staff who leave the university are leavers of a job; they are no students).
  if (gloss.some((g) => g.c === 'students' || g.c === 'pupils')) {
    gloss = gloss.map((g, i) => (g.c === 'leave' && gloss.slice(i + 1, i + 4).some((x) => STUDY_PLACE.test(x.raw)) ? { ...g, c: 'dropout', known: true } : g));
  }
  // "Wie viele Eltern melden ihr Kind in der Ganztagsschule an": the separable "anmelden" is enrolling.
  const enrolAt = gloss.findIndex((g, i) => /^(?:melden|meldet|meldeten)$/i.test(g.raw) && !g.known && [1, 2, 3, 4, 5, 6].some((d) => /^an$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (enrolAt >= 0) gloss = gloss.map((g, i) => (i === enrolAt ? { ...g, c: 'enrol', known: true } : g));
  const partAt = gloss.findIndex((g, i) => /^(?:machen|macht|nehmen|nimmt)$/i.test(g.raw) && [1, 2, 3, 4, 5].some((d) => /^(?:mit|teil)$/i.test(gloss[i + d]?.raw ?? '') && clauseEnd(i + d)));
  if (partAt >= 0) {
    gloss = gloss.map((g, i) => (i === partAt ? { ...g, c: 'participate', known: true } : g.c === 'rewards' && /programm/i.test(g.raw) ? { ...g, c: 'programme' } : g));
  }
  // "Blühstreifen anlegen", "einen Teich anlegen": German "anlegen" lays something out; only money is invested ("Geld anlegen").
  const MONEY_WORDS = new Set(['market', 'savings', 'deposits', 'investors', 'interest_rate', 'crypto', 'pension']);
  if (gloss.some((g) => g.c === 'invest' && /^anleg/i.test(g.raw)) && !gloss.some((g) => MONEY_WORDS.has(g.c) || /^(?:geld|ersparnisse|vermögen|kapital)$/i.test(g.raw) || g.num?.currency !== undefined && g.num?.currency !== null && false)) {
    gloss = gloss.map((g) => (g.c === 'invest' && /^anleg/i.test(g.raw) ? { ...g, c: 'adopt' } : g));
  }
  // "if the premium rises to 20 cents per pound" for coffee farmers, "if the fee per treatment rises 15%" for
  // dentists: a sum paid per unit of what providers deliver is what they earn for doing it, not a price they pay.
  const CLINICIANS = /^(?:dentists|doctors|physicians|gps|therapists|midwives|zahn[äa]rzte|[äa]rzte|hausärzte|dentistas|m[ée]dicos|dentistes|m[ée]decins|kin[ée]s)$/i;
  const PRODUCERS = /^(?:farmers|growers|producers|pharmacies|pharmacists|landwirte|bauern|erzeuger|apotheken|agricultores|productores|farmacias|agriculteurs|producteurs)$/i;
  const PER_UNIT = /^(?:treatments?|patient|visit|consultation|appointment|vaccination|jab|shot|dose|impfung|vacuna|vacunaci[oó]n|vaccin|pound|lb|kilo|kg|kilogram|tonne|ton|litre|liter|hectare|acre|behandlung|besuch|konsultation|hektar|tratamiento|paciente|consulta|tonelada|litro|hect[áa]rea|traitement|acte)$/i;
  if (gloss.some((g) => CLINICIANS.test(g.raw) || PRODUCERS.test(g.raw))) {
    // A clinician's fee per treatment is their pay; a grower's premium per pound a payment for the practice.
    const clinicians = gloss.some((g) => CLINICIANS.test(g.raw));
    gloss = gloss.map((g, i) => ((g.c === 'price' || g.c === 'fee') && gloss.slice(i + 1, i + 7).some((x, k) => /^(?:per|pro|por|par|je)$/i.test(x.raw) && PER_UNIT.test(gloss[i + 2 + k]?.raw ?? '')) ? { ...g, c: clinicians ? 'wage' : 'subsidy' } : g));
    // "How many dentists will leave public insurance if fees are cut by 10%", "wenn die Honorare sinken": with no
    // patient in the question, the fees clinicians are asked about are what they are paid.
    if (clinicians && !gloss.some((g) => g.c === 'patients' || g.c === 'customers')) gloss = gloss.map((g) => (g.c === 'fee' || /^honorare?n?$/i.test(g.raw) ? { ...g, c: 'wage', known: true } : g));
  }
  // "if a streaming service launches at half the price" to people cancelling cable: a new offer that launches is a rival.
  const LAUNCH = /^(?:launch(?:es|ed)?|enters?|arrives?|startet|llega|lanza|se_lanza|arrive|d[ée]barque|se_lance)$/i;
  if (gloss.some((g) => ['cancel', 'switch', 'leave', 'churn'].includes(g.c))) {
    gloss = gloss.map((g, i) => (/^(?:service|provider|platform|app|operator|competitor|dienst|anbieter|plattform|servicio|plataforma|operador|service|plateforme|op[ée]rateur)$/i.test(g.raw) && (LAUNCH.test(gloss[i + 1]?.raw ?? '') || LAUNCH.test(gloss[i - 2]?.raw ?? '') || LAUNCH.test(gloss[i - 3]?.raw ?? '')) ? { ...g, c: 'rival' } : g));
  }
  // "removes half of the car parking spaces", "streicht Parkplätze", "elimina plazas de aparcamiento": parking taken away is a ban on part of it.
  gloss = gloss.map((g, i) => ((g.c === 'remove' || /^(?:cuts?|reduces?|streicht|streichen|elimina|eliminan|supprime|suppriment)$/i.test(g.raw)) && gloss.slice(Math.max(0, i - 6), i + 7).some((x) => /^(?:parking|parkpl[äa]tze|parkpl[äa]tzen|stellpl[äa]tze|aparcamiento|aparcamientos|plazas|stationnement|places)$/i.test(x.raw)) ? { ...g, c: 'ban', known: true } : g));
  // "accept new public patients", "take on new pupils": accepting people is a practice of theirs, not a technology adopted.
  gloss = gloss.map((g, i) => (g.c === 'adopt' && /^(?:accept|accepts|accepting|aceptar[aá]n?|aceptan|acceptent|accepteront|akzeptieren|nehmen)$/i.test(g.raw) && gloss.slice(i + 1, i + 4).some((x) => ['patients', 'pupils', 'students', 'refugees', 'members', 'children'].includes(x.c) || /^(?:patients?|pacientes|patienten)$/i.test(x.raw)) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  // "accepteront de s'installer en zone rurale": French reflexive "s'installer" is to settle, not to install something;
  // "accepter de" before it is agreeing to, not adopting.
  gloss = gloss.map((g, i) => {
    const settles = (j: number) => /^s['’]$/i.test(gloss[j - 1]?.raw ?? '') && /^install/i.test(gloss[j]?.raw ?? '');
    if (settles(i)) return { ...g, c: 'settle', known: false };
    if (g.c === 'adopt' && /^accept/i.test(g.raw) && (settles(i + 3) || settles(i + 2))) return { ...g, c: fold(g.raw.toLowerCase()), known: false };
    return g;
  });
  // "passeront à l'électrique", "se pasarán al eléctrico", "auf Elektro umsteigen": "electric" after a switch is an electric car.
  gloss = gloss.map((g, i) => (/^(?:[ée]lectrique|el[ée]ctrico|elektro|electric)$/i.test(g.raw) && !g.known && gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'switch') ? { ...g, c: 'ev', known: true } : g));
  // "if it saves them 10% on their electricity bill", "wenn es 10 % der Stromkosten spart": what the thing saves is a
  // discount on it, not the price of electricity falling by nine tenths.
  const SAVES = /^(?:saves?|saving|spart|sparen|ahorra|ahorran|ahorrar[aá]n?|[ée]conomise|[ée]conomisent|[ée]conomiser)$/i;
  // "if they save 100 euros a year": a sum saved is a discount of that much, too.
  const saveAt = gloss.findIndex((g, i) => SAVES.test(g.raw) && (gloss.slice(i + 1, i + 4).some((x) => x.num?.percent || x.num?.currency) || gloss.slice(Math.max(0, i - 5), i).some((x) => x.num?.percent)));
  if (saveAt >= 0) {
    gloss = gloss.map((g, i) => (i === saveAt ? { ...g, c: 'discount', known: true } : Math.abs(i - saveAt) <= 7 && (g.c === 'electricity' || g.c === 'fuel' || g.c === 'energy') ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  }
  // "if parking becomes paid", "wenn das Parken kostenpflichtig wird", "si el aparcamiento pasa a ser de pago", "si le
  // stationnement devient payant": a charge brought in where there was none.
  // "si l'entreprise rend le parking payant", "makes parking paid", "macht das Parken kostenpflichtig": made so, too.
  const BECOMES = /^(?:becomes?|become|will become|makes?|made|wird|werden|macht|machen|pasa|pasar[áa]|ser[áa]|sera|hace|har[áa]|devient|deviendra|deviennent|deviendront|rend|rendra|rendent|rendront)$/i;
  gloss = gloss.map((g, i) => {
    const paid = /^(?:paid|kostenpflichtig|geb[üu]hrenpflichtig|payante?s?)$/i.test(g.raw) || (/^pago$/i.test(g.raw) && /^de$/i.test(gloss[i - 1]?.raw ?? ''));
    const becomes = gloss.slice(Math.max(0, i - 4), i + 2).some((x) => BECOMES.test(x.raw));
    return paid && becomes && !g.known ? { ...g, c: 'fee', known: true, raw: g.raw } : g;
  });
  // "if the tram project is cancelled", "si se cancela el proyecto", "si le projet est abandonné", "wenn das Projekt gestoppt
  // wird": a project called off is a change of its own, not people cancelling a service.
  const PROJECT = /^(?:projects?|plans?|schemes?|programmes?|programs?|proyectos?|planes|programas?|projets?|programmes?|projekte?s?|vorhaben|pl[äa]ne)$/i;
  const ifPos = gloss.findIndex((g) => g.c === 'if');
  if (ifPos >= 0) {
    gloss = gloss.map((g, i) => ((g.c === 'cancel' || g.c === 'stop' || /^(?:abandonn[ée]e?s?|abandonad[oa]s?|gestoppt|aufgegeben|scrapped|shelved|dropped)$/i.test(g.raw)) && i > ifPos && gloss.slice(Math.max(ifPos, i - 5), i + 4).some((x) => PROJECT.test(x.raw)) ? { ...g, c: 'project_cancelled', known: true } : g));
  }
  // "How many nurses will we lose", "Wie viele Pflegekräfte verlieren wir", "perderemos", "perdrons-nous": the people an
  // organisation loses leave it (it read as losing an election).
  const WE = /^(?:we|we'll|wir|nous|-nous)$/i;
  gloss = gloss.map((g, i) => ((/^(?:lose|lost|losing|verlieren|verloren|perder|perdre)$/i.test(g.raw) && (WE.test(gloss[i - 1]?.raw ?? '') || WE.test(gloss[i + 1]?.raw ?? '') || /^(?:will|could|would|might|may|do|did)$/i.test(gloss[i - 1]?.raw ?? '') && WE.test(gloss[i - 2]?.raw ?? ''))) || /^(?:perderemos|perdemos|perder[íi]amos|perdrons|perdons|perdrions|perdrons-nous)$/i.test(g.raw) ? { ...g, c: 'leave', known: true } : g));
  // "gives them two hours off to do it", "zwei Stunden frei", "dos horas libres", "deux heures de congé": paid time off
  // for doing it is a reward for it, as an extra day off is.
  const timeOff = gloss.findIndex((g, i) => g.num && !g.num.percent && !g.num.currency && /^(?:hours?|days?|stunden?|tage?|horas?|d[ií]as?|heures?|jours?)$/i.test(gloss[i + 1]?.raw ?? '') && (/^(?:off|frei|libres?)$/i.test(gloss[i + 2]?.raw ?? '') || (/^de$/i.test(gloss[i + 2]?.raw ?? '') && /^(?:cong[ée]|permiso|libre)$/i.test(gloss[i + 3]?.raw ?? ''))));
  if (timeOff >= 0) {
    const end = /^de$/i.test(gloss[timeOff + 2].raw) ? timeOff + 3 : timeOff + 2;
    gloss = [...gloss.slice(0, timeOff), { c: 'cash_transfer', known: true, kind: 'word', start: gloss[timeOff].start, end: gloss[end].end, raw: gloss.slice(timeOff, end + 1).map((x) => x.raw).join(' ') }, ...gloss.slice(end + 1)];
  }
  // "irán en bici al trabajo", "fahren mit dem Rad zur Arbeit", "iront au travail à vélo": the way to work is a commute, not a job.
  if (gloss.some((g) => ['cycling', 'transit', 'walk', 'driving', 'cars', 'transit_line', 'bike_lane'].includes(g.c))) {
    gloss = gloss.map((g, i) => g.c === 'job' && /^(?:trabajo|arbeit|travail|work)$/i.test(g.raw) && /^(?:al|zur|au|to)$/i.test(gloss[i - 1]?.raw ?? '') ? { ...g, c: 'commute', known: true } : g);
  }
  // "wenn wir die gedruckte Ausgabe einstellen", "den Betrieb einstellen": a service or an edition stopped, not staff hired
  // (who is hired is people: "Pflegekräfte einstellen").
  gloss = gloss.map((g, i) => g.c === 'hire' && /^(?:einstellen|einstellt|eingestellt|stellt|stellen)$/i.test(g.raw) && !gloss.slice(Math.max(0, i - 6), i).some((x) => POPULATION_CONCEPTS.has(x.c)) && gloss.slice(Math.max(0, i - 6), i).some((x) => DISCONTINUED.test(x.raw)) ? { ...g, c: 'service_cut', known: true } : g);
  // "if the utility gives them away", "wenn die Stadt sie verschenkt", "si los regalan": given away is free to those who get
  // it ("gratuitement" is free already).
  if (!gloss.some((g) => g.c === 'free')) {
    gloss = gloss.map((g, i) => (/^away$/i.test(g.raw) && /^(?:give|gives|giving|given)$/i.test(gloss[i - 2]?.raw ?? '') && /^(?:them|it)$/i.test(gloss[i - 1]?.raw ?? '')) || (/^(?:away)$/i.test(g.raw) && /^(?:give|gives|given)$/i.test(gloss[i - 1]?.raw ?? '')) || (!g.known && /^(?:verschenkt|verschenken|regala|regalan|regalamos|regalará|regalarán)$/i.test(g.raw)) ? { ...g, c: 'free', known: true } : g);
  }
  // "if we raise the digital subscription from 9.99 to 12.99", "wenn das Digitalabo von 9,99 auf 12,99 Euro steigt": a plan
  // or subscription moved from one sum to another is its price.
  const sumToSum = (j: number) => (gloss[j]?.c === 'from' || gloss[j]?.c === 'of') && gloss[j + 1]?.num && !gloss[j + 1].num!.percent && gloss[j + 2]?.c === 'to' && gloss[j + 3]?.num && !gloss[j + 3].num!.percent;
  // ("the price of our app subscription from $10 to $7" names its price already.)
  // "if the monthly subscription goes up to 15 euros": so is one moved up or down to a sum (with no direction, "passe à
  // 20 euros", today's sum is unknown and so is the change).
  const toSum = (j: number) => gloss[j]?.c === 'to' && gloss[j + 1]?.num?.currency && gloss.slice(Math.max(0, j - 3), j).some((x) => x.c === 'up' || x.c === 'down');
  gloss = gloss.map((g, i) => (g.c === 'premium_plan' || g.c === 'subscription') && !gloss.slice(Math.max(0, i - 4), i).some((x) => x.c === 'price' || x.c === 'fee') && (sumToSum(i + 1) || (gloss[i + 1]?.kind === 'word' && sumToSum(i + 2)) || [1, 2, 3].some((d) => toSum(i + d) && gloss.slice(i + 1, i + d).every((x) => x.kind === 'word' && !LEVER_CONCEPTS.has(x.c)))) ? { ...g, c: 'price', known: true } : g);
  // "skip daily room cleaning", "skip towel changes": opting out of a service is a behaviour of its own, not staying away
  // from a place.
  gloss = gloss.map((g, i) => g.c === 'stay_away' && /^(?:skip|skips|skipping)$/i.test(g.raw) && gloss.slice(i + 1, i + 4).some((x) => /^(?:cleaning|housekeeping|towels?|linen|sheets|service)$/i.test(x.raw)) ? { ...g, c: 'skip', known: false } : g);
  // "if we give them 50 euros a month", "si les damos 50 euros", "si on leur donne 50 euros": money given to them is paid to
  // them, as "pay them" is.
  gloss = gloss.map((g, i) => (!g.known || g.c === 'give' || g.c === 'offer') && /^(?:give|gives|offer|offers|geben|gibt|damos|dan|da|donne|donnons|donnent|verse|versons|offrons|offre)$/i.test(g.raw) && (/^(?:them|him|her|ihnen|ihm|les|le|leur|lui)$/i.test(gloss[i + 1]?.raw ?? '') ? gloss[i + 2]?.num?.currency : /^(?:them|him|her|ihnen|les|leur)$/i.test(gloss[i - 1]?.raw ?? '') && gloss[i + 1]?.num?.currency) ? { ...g, c: 'subsidy', known: true } : g);
  // "wenn wir ihnen 50 Euro im Monat geben": German puts the verb last, after the money and to whom.
  gloss = gloss.map((g, i) => (!g.known || g.c === 'give') && /^(?:geben|gibt|zahlen|zahlt)$/i.test(g.raw) && gloss.slice(Math.max(0, i - 5), i).some((x) => x.num?.currency) && gloss.slice(Math.max(0, i - 7), i).some((x) => /^(?:ihnen|ihm|ihr)$/i.test(x.raw)) ? { ...g, c: 'subsidy', known: true } : g);
  // "if we put up a paywall", "set up a hotline": something put up is brought in ("put up prices" is a rise, and keeps "up").
  const putUp = gloss.findIndex((g, i) => /^(?:put|puts|putting|set|sets|setting)$/i.test(g.raw) && gloss[i + 1]?.c === 'up' && /^(?:a|an)$/i.test(gloss[i + 2]?.raw ?? ''));
  if (putUp >= 0) gloss = [...gloss.slice(0, putUp), { ...gloss[putUp], c: 'introduce', known: true, end: gloss[putUp + 1].end, raw: `${gloss[putUp].raw} ${gloss[putUp + 1].raw}` }, ...gloss.slice(putUp + 2)];
  // "0% loans", "zinslose Darlehen", "préstamos al 0 %", "un prêt à taux zéro", "a PTZ": a loan free of interest is a
  // subsidy of what it pays for (the interest saved); its zero is no change of a rate.
  const loanAt = gloss.findIndex((g, i) => FREE_LOAN.test(g.raw) || (LOAN.test(g.raw) && gloss.slice(Math.max(0, i - 3), i + 5).some((_, j, w) => interestFree(w, j))));
  if (loanAt >= 0) {
    // "préstamos sin intereses", "un prêt à taux zéro": the words after the loan that say it is free of interest are its name.
    let last = loanAt;
    for (let j = loanAt + 1; j <= loanAt + 4 && j < gloss.length; j++) {
      if (gloss[j].num?.value === 0 || INTEREST.test(gloss[j].raw) || NO_INTEREST.test(gloss[j].raw)) last = j;
      else if (!/^(?:sin|sans|without|ohne|no|à|al|at|a|zu|de|taux|tipo|rate)$/i.test(gloss[j].raw)) break;
    }
    if (last > loanAt) gloss = [...gloss.slice(0, loanAt), { ...gloss[loanAt], end: gloss[last].end, raw: gloss.slice(loanAt, last + 1).map((x) => x.raw).join(' ') }, ...gloss.slice(last + 1)];
    gloss = gloss.map((g, i) => (i === loanAt ? { ...g, c: 'subsidy', known: true } : Math.abs(i - loanAt) <= 4 && (g.num?.value === 0 || INTEREST.test(g.raw) || NO_INTEREST.test(g.raw) || g.c === 'rate') ? { c: fold(g.raw.toLowerCase()), known: false, kind: 'word' as const, start: g.start, end: g.end, raw: g.raw } : g));
  }
  // "10% off the first purchase", "20 euros off": money or a share taken off the price is a discount.
  gloss = gloss.map((g, i) => (/^off$/i.test(g.raw) && (gloss[i - 1]?.num?.percent || gloss[i - 1]?.num?.currency) ? { ...g, c: 'discount', known: true } : g));
  // "if the company closes one office", "wenn die Firma ein Büro schließt": where staff worked goes, so more work from home.
  if (gloss.some((g) => g.c === 'remote_work')) {
    gloss = gloss.map((g, i) => (/^(?:offices?|b[üu]ros?|oficinas?|bureaux?|sites?|standorte?)$/i.test(g.raw) && (gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'close') || gloss.slice(i + 1, i + 3).some((x) => x.c === 'close')) ? { ...g, c: 'remote_work', known: true } : g));
  }
  // "si l'école ferme", "si le magasin ferme": "ferme" after a place that may close is the verb, not a farm.
  // "si elle ferme la moitié de ses agences": after a subject pronoun it is the verb too.
  gloss = gloss.map((g, i) => (/^ferme$/i.test(g.raw) && !g.known && (gloss[i - 1]?.c === 'school' || ORGANISATIONS.has(gloss[i - 1]?.c ?? '') || gloss[i - 1]?.c === 'dining' || /^(?:elle|il|on|qui)$/i.test(gloss[i - 1]?.raw ?? '')) ? { ...g, c: 'close', known: true } : g));
  // "Wie viele junge Familien ziehen weg, wenn die Grundschule im Dorf schließt": moving where a village or a region is
  // named, and no rent, is leaving the place, not tenants moving house.
  const PLACE = /^(?:villages?|dorf|d[öo]rfer|dorfes|gemeinde|region|r[ée]gion|pueblos?|aldeas?|comarca|commune|island|insel|isla|[îi]le|countryside|land)$/i;
  if (gloss.some((g) => PLACE.test(g.raw)) && !gloss.some((g) => g.c === 'rent' || g.c === 'tenants' || g.c === 'rent_control')) gloss = gloss.map((g) => (g.c === 'move' ? { ...g, c: 'move_away' } : g));
  // "wenn der Arbeitgeber es komplett bezahlt", "if the employer pays for it in full", "si la empresa lo paga entero":
  // paid in full for them is free to them.
  const COST = /^(?:costs?|fees?|bills?|price|charges?|lease|rates?|\p{L}*kosten|\p{L}*rate|\p{L}*geb[üu]hr\p{L}*|\p{L}*beitrag|\p{L}*beitr[äa]ge|coste|costes|gastos|cuotas?|co[uû]ts?|frais|cotisations?|loyers?|leasing\p{L}*)$/iu;
  const FULL = /^(?:komplett|vollst[äa]ndig|ganz|voll|full|fully|entirely|entero|entera|completo|completa|enti[èe]rement|int[ée]gralement|totalit[ée])$/i;
  // "if it is fully reimbursed", "voll erstattet", "remboursée à 100 %", "se reembolsa al 100 %": refunded in full is paid in full.
  const PAYS = /^(?:bezahlt|zahlt|bezahlen|zahlen|[üu]bernimmt|[üu]bernehmen|erstattet|erstatten|pays|pay|covers|cover|reimburse[sd]?|paga|pagan|pagamos|cubrimos|cubre|reembolsa|reembolsan|reembolsad[oa]s?|paie|paient|payons|prend|prenons|rembourse|remboursons|rembours[ée]e?s?)$/i;
  // "if the government pays for all of it", "the whole cost": all of it is in full.
  const allOfIt = (i: number) => gloss.slice(i + 1, i + 4).some((x, j, a) => /^(?:all|everything)$/i.test(x.raw) && (/^(?:of|the)$/i.test(a[j + 1]?.raw ?? '') || x.raw.toLowerCase() === 'everything')) || gloss.slice(i + 1, i + 4).some((x) => /^(?:whole|entire)$/i.test(x.raw));
  const paidFull = gloss.findIndex((g, i) => PAYS.test(g.raw.split(/\s+/)[0]) && (gloss.slice(Math.max(0, i - 4), i + 5).some((x) => FULL.test(x.raw) || /^(?:in full|por completo|en totalit[ée]|à 100 %)$/i.test(x.raw) || (x.num?.percent === true && x.num.value === 100)) || allOfIt(i)) && gloss.slice(0, i).some((x) => x.c === 'if'));
  // "we cover the full cost": the cost named is what is paid, not a price of its own; it stays in the change's words.
  if (paidFull >= 0) gloss = gloss.map((g, i) => (i === paidFull ? { ...g, c: 'free', known: true } : i > paidFull && i <= paidFull + 3 && COST.test(g.raw) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  // "if the employer covers the cost", "wenn der Arbeitgeber die Leasingrate übernimmt", "si la empresa cubre el coste",
  // "si l'employeur prend en charge le coût": the whole cost paid by someone else, no share named, is free to them
  // ("pays half the cost" is a subsidy of that share, read with the price). An insurer paying is read with the insurer.
  const coveredAt = gloss.findIndex((g, i) => {
    if (g.c !== 'cover' && !PAYS.test(g.raw.split(/\s+/)[0])) return false;
    if (!gloss.slice(0, i).some((x) => x.c === 'if') || gloss.some((x) => x.c === 'health_insurer' || x.c === 'free')) return false;
    const near = gloss.slice(Math.max(0, i - 4), i + 5);
    return near.some((x) => COST.test(x.raw)) && !near.some((x) => x.kind === 'number');
  });
  // The cost named is what is covered, not a price of its own: it stays in the change's words.
  if (coveredAt >= 0) gloss = gloss.map((g, i) => (i === coveredAt ? { ...g, c: 'free', known: true } : Math.abs(i - coveredAt) <= 4 && COST.test(g.raw) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : g));
  // "if the number of teachers is cut by 10%", "si le nombre de professeurs baisse de 10 %", "wenn die Zahl der Lehrkräfte um
  // 10 % sinkt": staff counted up or down is a hire (or a cut) of that share, not a second population.
  const STAFF_NOUNS = new Set(['teachers', 'nurses', 'doctors', 'officers', 'staff', 'employees', 'workers']);
  gloss = gloss.map((g, i) => (STAFF_NOUNS.has(g.c) && ifPos >= 0 && i > ifPos && gloss[i - 1]?.c === 'of' && gloss[i - 2]?.c === 'number' && [...gloss.slice(i + 1, i + 5), ...gloss.slice(Math.max(ifPos, i - 5), i - 2)].some((x) => x.c === 'up' || x.c === 'down') && gloss.slice(i + 1, i + 7).some((x) => x.num?.percent) ? { ...g, c: 'hire', known: true } : g));
  // "if the bill rises by 20 euros a month", "si la factura sube", "si la facture augmente", "wenn die Rechnung steigt": a bill that
  // moves is the price; "la facture papier", "e-billing" stay what they are.
  const movesAfter = (i: number) => {
    for (const x of gloss.slice(i + 1, i + 6)) {
      if (x.c === ',' || x.c === 'if' || x.c === 'and') return false;
      if (x.c === 'up' || x.c === 'down') return true;
    }
    return false;
  };
  gloss = gloss.map((g, i) => (/^(?:bills?|rechnung|rechnungen|monatsrechnung|facturas?|recibos?|factures?)$/i.test(g.raw) && !g.known && ifPos >= 0 && i > ifPos && movesAfter(i) ? { ...g, c: 'price', known: true } : g));
  // "wenn das Laden für sie kostenlos wird": "das Laden" beside electric cars is charging them, not a shop.
  if (gloss.some((g) => g.c === 'ev')) gloss = gloss.map((g, i) => (/^laden$/i.test(g.raw) && /^das$/i.test(gloss[i - 1]?.raw ?? '') ? { ...g, c: 'charging', known: true } : g));
  // "if our app crashes twice a week", "wenn die App abstürzt", "si la app se cae", "si l'appli plante": a service that fails
  // is a worse service, not a market crash.
  const SYSTEMS = /^(?:apps?|application|appli|website|site|system|systems|server|servers|platform|software|portal|app-?s?|anwendung|webseite|plattform|aplicaci[oó]n|sistema|plataforma|web|logiciel|plateforme)$/i;
  gloss = gloss.map((g, i) => (/^(?:crash(?:es|ed)?|abst[üu]rzt|abst[üu]rzen|st[üu]rzt|ca[ií]das?|plante|plantent)$/i.test(g.raw) && gloss.slice(Math.max(0, i - 4), i + 2).some((x) => SYSTEMS.test(x.raw) || x.c === 'app') ? { ...g, c: 'service_cut', known: true } : g));
  // "si la ville passe à 30 km/h", "if the city goes to 20 mph": a speed named in a condition with no limit word is the limit.
  if (ifPos >= 0 && !gloss.some((g) => g.c === 'speed_limit')) {
    const speedAt = gloss.findIndex((g, i) => i > ifPos && g.kind === 'number' && ((/^km$/i.test(gloss[i + 1]?.raw ?? '') && /^h$/i.test(gloss[i + 3]?.raw ?? '')) || /^(?:mph|km\/h|kmh)$/i.test(gloss[i + 1]?.raw ?? '')) && gloss.slice(ifPos, i).some((x) => x.c === 'place' || x.c === 'to' || /^(?:tempo)$/i.test(x.raw)));
    // The verb before the speed carries the limit ("passe" → the limit), so the number after it stays its size.
    const verbAt = speedAt > 0 ? gloss.slice(ifPos + 1, speedAt).findLastIndex((x) => x.kind === 'word' && x.c !== 'to' && x.c !== 'the') : -1;
    if (verbAt >= 0) gloss = gloss.map((g, i) => (i === ifPos + 1 + verbAt ? { ...g, c: 'speed_limit', known: true } : g));
  }
  // "une voiture d'occasion électrique", "un coche de segunda mano eléctrico": "electric" a few words after the car makes it one.
  gloss = gloss.map((g, i) => (g.c === 'cars' && gloss.slice(i + 1, i + 4).some((x) => /^(?:[ée]lectriques?|el[ée]ctric[oa]s?|elektrisch\p{L}*)$/iu.test(x.raw)) ? { ...g, c: 'ev', known: true } : g));
  // "if 30% fewer tourists come", "si llegan un 30 % menos de turistas": fewer customers are sales lost.
  gloss = gloss.map((g, i) => (ifPos >= 0 && i > ifPos && /^(?:tourists|visitors|guests|customers|clients|shoppers|turistas|visitantes|clientes|touristes|visiteurs|clients|touristen|besucher|g[äa]ste|kunden)$/i.test(g.raw) && gloss.slice(Math.max(ifPos, i - 4), i).some((x) => x.num?.percent) && gloss.slice(Math.max(ifPos, i - 3), i).some((x) => x.c === 'fewer' || x.c === 'down' || /^(?:fewer|less|menos|moins|weniger)$/i.test(x.raw)) ? { ...g, c: 'sales', known: true } : g));
  // "wenn wir jede Spende verdoppeln", "si duplicamos cada donación", "si nous doublons chaque don", "if we double every
  // donation": a donation matched one for one.
  const DONATION = /^(?:spende|spenden|donation|donations|donaci[oó]n|donaciones|don|dons)$/i;
  const DOUBLES = /^(?:double|doubles|match|verdoppeln|verdoppelt|duplicamos|duplicaremos|doblamos|igualamos|doublons|doublerons|abondons)$/i;
  gloss = gloss.map((g, i) => (DOUBLES.test(g.raw) && ifPos >= 0 && i > ifPos && gloss.slice(Math.max(0, i - 3), i + 4).some((x) => DONATION.test(x.raw)) ? { ...g, c: 'employer_match', known: true } : g));
  // "if parental leave is paid at 100% instead of 65%", "vergütet zu 80 %", "pagado al 100 %", "rémunéré à 80 %": the share of
  // pay a benefit replaces is its level.
  gloss = gloss.map((g, i) => (/^(?:paid|bezahlt|verg[üu]tet|pagad[oa]s?|pay[ée]e?s?|r[ée]mun[ée]r[ée]e?s?|indemnis[ée]e?s?)$/i.test(g.raw) && /^(?:at|zu|mit|al|a|à)$/i.test(gloss[i + 1]?.raw ?? '') && gloss[i + 2]?.num?.percent && ifPos >= 0 && i > ifPos ? { ...g, c: 'subsidy', known: true } : g));
  // "si nous offrons l'installation", "si regalamos la instalación": French "offrir" and Spanish "regalar" of a cost (fitting,
  // fees, delivery, a month) give it for free.
  const GIFTS = /^(?:offr(?:e|es|ent|ons|ez|ir|ira|iront|irons)|offerte?s?|regal(?:a|an|amos|ar|ar[áa]n?|aremos))$/i;
  const FREE_ABLE = /^(?:installations?|instalaci[oó]n|instalaciones|frais|gastos|livraison|env[ií]o|mois|mes|meses|abonnement|cotisation|inscription|inscripci[oó]n|matr[ií]cula|mise en service|raccordement|conexi[oó]n|alta)$/i;
  // "si el gobierno la regala", "si l'État l'offre": a pronoun given away is the thing asked about, free.
  if (ifPos >= 0) gloss = gloss.map((g, i) => (i > ifPos && GIFTS.test(g.raw) && !g.known && /^(?:la|lo|las|los|l['’]|les)$/i.test(gloss[i - 1]?.raw ?? '') ? { ...g, c: 'free', known: true } : g));
  if (ifPos >= 0) gloss = gloss.map((g, i) => (i > ifPos && GIFTS.test(g.raw) && !g.known && gloss.slice(i + 1, i + 4).some((x) => FREE_ABLE.test(x.raw)) && !gloss.slice(i + 1, i + 4).some((x) => x.num && !/^(?:mois|mes|meses)$/i.test(gloss[gloss.indexOf(x) + 1]?.raw ?? '')) ? { ...g, c: 'free', known: true } : g));
  // "a catch-up campaign", "catch up on missed jabs": catching up on vaccines is no infection, nor a rise.
  if (gloss.some((g) => g.c === 'vaccination')) {
    gloss = gloss.map((g, i) => (/^catch-?up$/i.test(g.raw) || (/^catch$/i.test(g.raw) && /^up$/i.test(gloss[i + 1]?.raw ?? '')) || (/^up$/i.test(g.raw) && /^catch$/i.test(gloss[i - 1]?.raw ?? '')) ? { ...g, c: 'catch_up', known: false } : g));
  }
  // "if the central bank raises interest rates": the bank that sets the rate is who acts, not a rescue.
  gloss = gloss.map((g, i) => (g.c === 'bailout' && /^(?:central bank|zentralbank|notenbank|ezb|ecb|fed|banco central|banque centrale|bce)$/i.test(g.raw) && gloss.slice(i + 1, i + 5).some((x) => x.c === 'interest_rate') ? { ...g, c: 'central_bank', known: false } : g));
  // "how many boats will leave the fleet", "abandonarán la pesca", "quitteront la pêche": fishers who give up the trade
  // close their business, as farmers do below.
  if (gloss.some((g) => g.c === 'boats' || g.c === 'fishers')) {
    const FISHING_TRADE = /^(?:fleet|fishing|fishery|flotte|flota|p[eê]che|pesca|fischerei|fangflotte|flotte)$/i;
    gloss = leavingTradeCloses(gloss, (x) => FISHING_TRADE.test(x.raw));
  }
  // "venderá su tierra", "sell their farm", "verkaufen ihren Hof": farmers who sell the land give up farming.
  // "verkaufen ihre Kühe", "sell their herd": a dairy farmer selling the herd gives up too.
  const LAND = /^(?:land|farm|farms|farmland|tierra|tierras|finca|fincas|explotaci[oó]n|hof|h[öo]fe|betrieb|ferme|fermes|terres?|exploitation|cows|herd|herds|cattle|k[üu]he|herde|vieh|vacas|reba[ñn]o|ganado|vaches|troupeau|b[ée]tail)$/i;
  // Livestock farmers ("ganaderos", "éleveurs") give up their farm as farmers do.
  if (gloss.some((g) => g.c === 'farmers' || g.c === 'herders')) {
    gloss = gloss.map((g, i) => (g.c === 'sell' && gloss.slice(i + 1, i + 4).some((x) => LAND.test(x.raw)) ? { ...g, c: 'close' } : g));
    // "quit farming", "give up farming", "abandonarán la actividad", "cesseront leur activité": farmers who leave
    // their trade give up their farm, as above.
    const TRADE = /^(?:farming|agriculture|activity|profession|livestock|dairy|landwirtschaft|tierhaltung|viehhaltung|milchviehhaltung|milchproduktion|actividad|agricultura|ganader[íi]a|profesi[oó]n|activit[ée]|m[ée]tier|[ée]levage|production)$/i;
    gloss = leavingTradeCloses(gloss, (x) => TRADE.test(x.raw) || LAND.test(x.raw));
  }
  // "teacher turnover", "staff turnover": people leaving, not a firm's sales.
  if (gloss.some((g) => g.c === 'sales' && /^turnover$/i.test(g.raw)) && gloss.some((g) => STAFF.has(g.c) || /^(staff|teachers?|teacher)$/i.test(g.raw))) {
    gloss = gloss.map((g) => (g.c === 'sales' && /^turnover$/i.test(g.raw) ? { ...g, c: 'leave' } : g));
  }
  // "si les classes comptent 4 élèves de plus", "wenn die Klassen um 5 Schüler größer werden": to teachers, classes are their workload.
  if (gloss.some((g) => g.c === 'teachers')) gloss = gloss.map((g) => (/^(?:classes|klassen|clases)$/i.test(g.raw) ? { ...g, c: 'workload', known: true } : g));
  // "if we cancel the annual bonus", "si cancelamos la paga extra": cancelling a payment ends it; it is no one cancelling a contract.
  const PAYMENTS = new Set(['wage', 'subsidy', 'rewards', 'discount', 'cash_transfer']);
  gloss = gloss.map((g, i) => (g.c === 'cancel' && gloss.slice(i + 1, i + 4).some((x) => PAYMENTS.has(x.c)) && /^\p{L}+$/u.test(gloss[i + 1]?.raw ?? '') && gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'if' || x.c === 'what_if' || /^(?:we|wir|nous|on)$/i.test(x.raw)) ? { ...g, c: 'stop' } : g));
  // "Lkw-Fahrer kündigen", "bus drivers resign": drivers who drive for a living are staff giving notice.
  const driverStaff = gloss.some((g) => g.c === 'drivers' && /(?:lkw|bus|truck|lorry|routier|camion|berufskraft|lokf)/i.test(g.raw));
  if (gloss.some((g) => g.c === 'cancel') && (gloss.some((g) => STAFF.has(g.c)) || driverStaff) && !gloss.some((g) => CONTRACTS.has(g.c))) {
    gloss = gloss.map((g) => (g.c === 'cancel' ? { ...g, c: 'leave' } : g));
  }
  // The verb "we pay" names no workplace by itself ("if we pay a $20 sign-up bonus" to customers).
  const PAY_VERB = /^(pay|pays|paying|zahlen|zahlt|pagamos|paga|pagar|payons|paie|payer|verse|versent|versons|verser|versera)$/i;
  // "usarán la bicicleta para ir al trabajo si la empresa paga 50 euros": an allowance for how staff travel, not their wage.
  const workplace = gloss.some((g) => WORKPLACE.has(g.c) && !(g.c === 'wage' && PAY_VERB.test(g.raw))) && !gloss.some((g) => PRODUCTS.has(g.c) || g.c === 'commute' || g.c === 'cycling' || g.c === 'transit');
  // "if we pay 50 euros per hectare" to farmers adopting cover crops: a payment for doing it, not a wage.
  // "pays 60% of the premium", "pays 500 euros towards one": what follows names the subsidy, so the verb only says who pays.
  if (!workplace && gloss.some((g) => g.c === 'wage' && PAY_VERB.test(g.raw))) {
    const named = (i: number) => gloss.slice(i + 1, i + 7).some((x) => x.c === 'price' || x.c === 'fare' || (x.c === 'subsidy' && /^towards\b/i.test(x.raw)));
    gloss = gloss.map((g, i) => (g.c === 'wage' && PAY_VERB.test(g.raw) ? (named(i) ? { ...g, c: fold(g.raw.toLowerCase()), known: false } : { ...g, c: 'subsidy' }) : g));
  }
  // "si la prime augmente de 15 %" for an insurance: the premium is its price, not a subsidy.
  const PREMIUM_WORD = /^(?:prime|primes|pr[äa]mie|pr[äa]mien|prima|primas)$/i;
  if (gloss.some((g) => /^(?:assurance|assurances|assureur|insurance|insurer|versicherung\p{L}*|seguro|seguros|aseguradora)$/iu.test(g.raw)) && gloss.some((g) => (g.c === 'subsidy' || !g.known) && PREMIUM_WORD.test(g.raw))) {
    gloss = gloss.map((g) => ((g.c === 'subsidy' || !g.known) && PREMIUM_WORD.test(g.raw) ? { ...g, c: 'price', known: true } : g));
  }
  if (workplace && gloss.some((g) => g.c === 'subsidy' && BONUS.test(fold(g.raw.toLowerCase())))) {
    gloss = gloss.map((g) => (g.c === 'subsidy' && BONUS.test(fold(g.raw.toLowerCase())) ? { ...g, c: 'wage' } : g));
  }
  // "fine dust", "the weather is fine": the English adjective is no fine. "an early termination penalty", "pénalités de
  // résiliation": a charge for leaving a contract is a fee (churn reads it as one).
  gloss = gloss.map((g, i) => {
    if (g.c !== 'fine') return g;
    if (/^fines?$/i.test(g.raw) && (/^(?:is|are|be|was|were|feel|feels|seems|looks|very|so|too)$/i.test(gloss[i - 1]?.raw ?? '') || /^(?:dust|particles?|particulates?|print|dining|arts?|grained|wines?|tuning|line)$/i.test(gloss[i + 1]?.raw ?? ''))) return { ...g, c: fold(g.raw.toLowerCase()), known: false };
    const around = `${gloss.slice(Math.max(0, i - 2), i).map((x) => x.raw).join(' ')} ${g.raw} ${gloss.slice(i + 1, i + 3).map((x) => x.raw).join(' ')}`;
    if (/(?<!\p{L})(?:exit|termination|cancell?ation|early|no-?show|leaving|switching|k[üu]ndigung\p{L}*|r[ée]siliation|sortie|cancelaci[óo]n|permanencia|baja)(?!\p{L})/iu.test(around)) return { ...g, c: 'fee' };
    return g;
  });
  // "if they get 1,000 euros per hectare", "wenn sie 1.000 Euro pro Hektar bekommen", "si reciben 500 euros", "s'ils touchent
  // 300 euros": money received by those asked about is a payment to them (it was no change); staff receiving it are paid more.
  {
    // "if they are paid 50 euros per hectare": a payment received said in the passive.
    const RECEIVE = /^(?:paid|get|gets|receive|receives|bekommen|bekommt|erhalten|erh[äa]lt|reciben|recibir[áa]n|recibieran|recibiesen|re[çc]oivent|recevront|recevraient|touchent|toucheront|toucheraient|per[çc]oivent|percevront)$/i;
    if (ifPos >= 0) {
      gloss = gloss.map((g, i) => {
        if (i <= ifPos || g.known || !RECEIVE.test(g.raw) || (/^paid$/i.test(g.raw) && !/^(?:are|is|were|was|be|being|get|gets|will)$/i.test(gloss[i - 1]?.raw ?? ''))) return g;
        const near = gloss.slice(Math.max(ifPos + 1, i - 4), i + 4);
        if (!near.some((x) => x.num?.currency) || gloss.slice(Math.max(ifPos + 1, i - 4), i + 7).some((x) => x.known && x !== g && LEVERISH.has(x.c))) return g;
        return { ...g, c: gloss.some((x) => STAFF.has(x.c)) ? 'wage' : 'subsidy', known: true };
      });
    }
  }
  // "get vaccinated against measles if there is an outbreak in a neighbouring town": an outbreak in the condition of a
  // question about vaccination is a reason to get it, not the epidemic asked about (it ran the outbreak itself).
  {
    if (ifPos > 0 && gloss.slice(0, ifPos).some((g) => g.c === 'vaccination') && !gloss.slice(0, ifPos).some((g) => ['epidemic', 'ill', 'infect', 'cases', 'pandemic'].includes(g.c))) {
      // "if a new variant spreads": a new strain spreading is an outbreak too.
      gloss = gloss.map((g, i) => (i > ifPos && (g.c === 'epidemic' || (g.c === 'pandemic' && gloss.slice(i + 1, i + 3).some((x) => x.c === 'spread'))) ? { ...g, c: 'outbreak_nearby' } : g));
    }
  }
  // "reuse towels if we donate $1 to charity for each reuse", "si donamos 1 euro por cada…": a gift to charity made for
  // each time people do what is asked is an incentive to do it, not giving asked about (nor a customer's reward).
  {
    if (ifPos > 0 && !gloss.slice(0, ifPos).some((g) => g.c === 'donate')) {
      // German puts the verb last: "wenn wir für jede Wiederverwendung 1 Euro spenden".
      // "if we plant a tree for each switch": a good deed done for each time people do it is the same kind of incentive.
      gloss = gloss.map((g, i) => (i > ifPos && /^plant$/i.test(g.raw) && /^trees?$/i.test(gloss[i + 2]?.raw ?? gloss[i + 1]?.raw ?? '') && gloss.slice(i + 1, i + 6).some((x) => x.c === 'each' || /^per$/i.test(x.raw)) ? { ...g, c: 'charity_gift', known: true } : g));
      gloss = gloss.map((g, i) => (i > ifPos && g.c === 'donate' && gloss.slice(Math.max(ifPos + 1, i - 3), i + 4).some((x) => x.num?.currency) && gloss.slice(Math.max(ifPos + 1, i - 8), i + 9).some((x) => x.c === 'each' || /^(?:per|pro|por|par|für|pour|jede[nmr]?)$/i.test(x.raw)) ? { ...g, c: 'charity_gift' } : g));
    }
  }
  // "wenn wir die gedruckte Ausgabe am Montag einstellen": a service "eingestellt" is stopped, not staff hired.
  gloss = gloss.map((g, i) => (g.c === 'hire' && /^(?:einstellen|eingestellt|einstellt|stellen)$/i.test(g.raw) && gloss.slice(Math.max(0, i - 6), i).some((x) => x.c === 'opening_hours') && !gloss.slice(Math.max(0, i - 6), i).some((x) => STAFF.has(x.c)) ? { ...g, c: 'stop' } : g));
  // "if salaries do not rise for five years", "si los salarios no suben", "wenn die Gehälter nicht steigen", "si les salaires
  // n'augmentent pas": pay that does not rise is frozen (a real cut under inflation); the negation read as a 10% rise.
  gloss = gloss.map((g, i) => {
    if (g.c !== 'up') return g;
    const wageBefore = gloss.slice(Math.max(0, i - 7), i).some((x) => x.c === 'wage');
    // "compared with no raise": an English "no" before a noun is an option without the change, not pay held.
    const noNoun = /^no$/i.test(gloss[i - 1]?.raw ?? '') && /^(?:raises?|rises?|increases?|hikes?|pay)$/i.test(g.raw);
    const negated = !noNoun && (gloss[i - 1]?.c === 'not' || (gloss[i + 1]?.c === 'not' && /^n['’]$/i.test(gloss[i - 1]?.raw ?? '')));
    return wageBefore && negated ? { ...g, c: 'freeze' } : g;
  });
  // "if the price cap is lifted", "wenn die Preisbremse ausläuft", "si se elimina el tope de precios", "si le bouclier tarifaire
  // prend fin": prices held down today are let rise (by the reader's default size), not a price taken away (no change).
  gloss = gloss.map((g, i) => {
    if (!(g.c === 'stop' || g.c === 'remove')) return g;
    const capped = gloss.slice(Math.max(0, i - 5), i).some((x, k, w) => (x.c === 'cap' && w[k - 1]?.c === 'price') || /^(?:preisbremse\p{L}*|preisdeckel\p{L}*|bouclier|tope|topes)$/iu.test(x.raw));
    return capped ? { ...g, c: 'up' } : g;
  });
  // "si le prix de rachat de l'électricité baisse de 30 %", "the feed-in tariff for electricity": the power a tariff pays for
  // names what it is paid for, no electricity price of its own (it made two changes, the tariff brought in and power cheaper).
  gloss = gloss.map((g, i) => (g.c === 'electricity' && gloss.slice(Math.max(0, i - 4), i).some((x) => x.c === 'feed_in' || (x.c === 'subsidy' && /rachat|einspeis|feed|inyecci|excedente/i.test(x.raw))) ? { ...g, c: 'of' } : g));
  // "How many pupils will eat school meals if they are free": meals eaten, asked before the condition, are the behaviour
  // (a canteen used), not a lever of their own (it ran school enrolment with "Eat school meals" as an option).
  {
    gloss = gloss.map((g, i) => (g.c === 'school_meals' && ifPos > i && gloss.slice(Math.max(0, i - 3), i).some((x) => /^(?:eat|eats|have|take|comer[áa]n?|comen|essen|manger(?:ont)?|mangent|d[ée]jeuner(?:ont)?)$/i.test(x.raw)) ? { ...g, c: 'canteen' } : g));
  }
  // "adopt a dog from the shelter", "einen Hund adoptieren", "adoptar un perro", "adopter un chat": an animal taken home,
  // not a technology taken up (it ran "Adoption of adoption fee is waived").
  if (gloss.some((x) => /^(?:dogs?|cats?|pets?|pupp(?:y|ies)|kittens?|animals?|hunde?s?|katzen?|haustier\p{L}*|tier\p{L}*|perros?|gatos?|mascotas?|animales|chiens?|chats?|chatons?|chiots?|animaux)$/iu.test(x.raw))) {
    gloss = gloss.map((g) => (/^(?:adopt|adoptier|adoptar|adopter|adopci|adoption)/i.test(g.raw) ? { ...g, c: fold(g.raw.toLowerCase()).replace(/\s+/g, '_'), known: false } : g));
  }
  // "if we give a 10% raise", "if they get a $3,000 raise": staff given a raise are paid more (the noun named no lever, so the
  // question ran without the change). Only a raise given or received, of staff.
  if (gloss.some((g) => STAFF.has(g.c))) {
    gloss = gloss.flatMap((g, i) => (/^raises?$/i.test(g.raw) && g.c === 'up' && gloss[i + 1]?.c !== 'the' && gloss.slice(Math.max(0, i - 5), i).some((x) => /^(?:give|gives|giving|gave|get|gets|getting|got|offer|offers|offering|receive|receives|receiving)$/i.test(x.raw))
      ? [{ ...g, c: 'wage', known: true }, { ...g, c: 'up', known: true }]
      : [g]));
  }
  // "if they have to pay 5 euros more a month", "s'ils doivent payer 5 euros de plus", "wenn sie 5 Euro mehr zahlen
  // müssen": those asked about paying more is a price rise, not a payment to them. Staff paid more is pay.
  const PAY_MORE = /^(?:pay|payer|paient|paieront|pagar|pagan|pagar[aá]n|zahlen|zahlt|bezahlen)$/i;
  if (!gloss.some((g) => STAFF.has(g.c))) {
    gloss = gloss.map((g, i) => {
      if (!PAY_MORE.test(g.raw)) return g;
      const near = [i + 1, i + 2, i + 3, i - 1, i - 2, i - 3, i - 4, i - 5].filter((j) => j >= 0 && j < gloss.length);
      const money = near.find((j) => gloss[j].kind === 'number' && gloss[j].num?.currency);
      if (money === undefined) return g;
      const more = gloss.slice(money + 1, money + 4).some((x) => x.c === 'more' || /^(?:extra|mehr|m[aá]s|plus)$/i.test(x.raw));
      return more ? { ...g, c: 'price', known: true } : g;
    });
  }
  if (!gloss.some((g) => g.c === 'quota')) return gloss;
  const fishing = gloss.some((g) => FISHING.has(g.c));
  const payers = gloss.some((g) => PAYERS.has(g.c));
  // "si la cuota sube a 40 euros al mes": a "cuota" named with a sum of money is a fee, whoever pays it.
  const FEE_WORD = /^(cuota|cuotas|quote|quoten)$/i;
  if (fishing) return gloss;
  // "la cuota anual sube de 40 a 60 euros": the sum may stand a few words on.
  const money = (i: number) => gloss.slice(i + 1, i + 9).some((x) => x.kind === 'number' && x.num?.currency);
  return gloss.map((g, i) => (g.c === 'quota' && FEE_WORD.test(fold(g.raw.toLowerCase())) && (payers || money(i)) ? { ...g, c: 'fee' } : g));
}
