import type { Gloss } from './gloss.js';
import { INDEX, LEVER_CONCEPTS, ORGANISATIONS, POPULATION_CONCEPTS, TIME_UNITS, type Language } from './lexicon.js';
import { fold } from './tokens.js';
import type { PopulationMention } from './types.js';

/**
 * Populations and their sizes: "10,000 households", "1,5 Millionen Einwohner", "a town of
 * 20,000", "1,000 villagers" (any plural noun after a count), and populations named without a
 * number ("households and firms").
 */

// Words that end a noun phrase after a number: the population noun must come before them.
const PHRASE_END = new Set([
  'if', 'what_if', 'with', 'without', 'over', 'in', 'for', 'during', 'within', 'and', 'or', 'versus', 'by', 'to', 'from', 'after',
  'until', 'among', 'each', 'per', 'than', 'will', 'how', 'what', 'up', 'down', 'halve', 'double', 'next', 'first', 'when',
  'between', 'compare', 'instead', 'already', 'still', 'a', 'not', 'keep', 'share',
]);

// Counts of things that are not populations of agents.
const NOT_POPULATION = new Set([
  'cases', 'capacity', 'bots', 'tonne', 'price', 'tax', 'subsidy', 'wage', 'rent', 'fare', 'fee', 'quota', 'supply', 'job', 'cars',
  'ev', 'heat_pump', 'wood_heating', 'solar', 'deposits', 'catch', 'emissions', 'money', 'goods', 'vote', 'candidate', 'post', 'homes_new',
  'infect', 'ill', 'hospital', 'smartphone', 'app', 'seeds', 'fish', 'stock', 'single_use', 'charging',
]);
// Plural nouns in English, German, Spanish and French that count things, not agents.
/** Verbs of adding things: "adds", "opens", "schafft", "crea", "ajoute". */
const ADDS = /^(?:adds?|added|adding|opens?|opened|builds?|built|creates?|created|installs?|installed|plants?|planted|buys?|schafft|schaffen|baut|bauen|eröffnet|installiert|pflanzt|kauft|crea|crean|abre|abren|construye|instala|planta|compra|ajoute|ajoutent|ouvre|ouvrent|crée|créent|construit|installe|plante|achète)$/iu;
const THING_WORDS = /^(seasons|semesters|terms|harvests|percent|points?|times|dollars|euros|pounds|kilometres|kilometers|km|miles|units|items|hours|minutes|seconds|steps|rounds|degrees|kwh|mwh|gwh|products|seats|options|routes|lanes|stations|doses|sales|orders|messages|trips|loans|panels|pumps|votes|beds|cases|tonnes|tons|likes|views|clicks|days|weeks|months|years|euro|stunden|minuten|prozent|punkte|stimmen|sitze|dosen|betten|falle|horas|minutos|puntos|votos|escanos|dosis|camas|casos|heures|points|voix|sieges|doses|lits|cas|mesures|measures)$/;
const VERBS_OF_ADDING = new Set(['hire', 'introduce', 'remove', 'retraining']);

function looksPlural(raw: string, lang: Language): boolean {
  const w = raw.toLowerCase();
  if (w.length < 4 || THING_WORDS.test(w)) return false;
  if (lang === 'de') return /^\p{Lu}/u.test(raw) && /(er|en|e|n|s|innen|leute)$/.test(w);
  if (lang === 'en') return /[^s]s$/.test(w) || /(people|folk|men|women|children|staff)$/.test(w);
  return /[sx]$/.test(w);
}

/** German plural nouns in the dative ("unter 20.000 Haushalten") named in the nominative ("Haushalte"). */
function nominative(raw: string, concept: string, lang: Language): string {
  if (lang !== 'de' || !raw.endsWith('n')) return raw;
  // "von 400 kleinen Läden": an adjective before the noun says the group alone as "kleine Läden".
  const words = raw.split(' ').map((w, i, all) => (i < all.length - 1 && /^\p{Ll}+en$/u.test(w) ? w.slice(0, -1) : w));
  const last = words[words.length - 1];
  const shorter = fold(last.toLowerCase()).slice(0, -1);
  if (INDEX.de.exact.get(shorter) === concept) words[words.length - 1] = last.slice(0, -1);
  // "unter 50.000 Autofahrern", "von 800 Mietern": nouns in -er/-el add -n in the dative plural
  // ("Eltern" is nominative).
  else if (/[^e](?:er|el)n$/i.test(last) && !/^(?:eltern|\p{L}*bauern)$/iu.test(last)) words[words.length - 1] = last.slice(0, -1);
  // "von 10.000 Jugendlichen", "unter 500 Beschäftigten", "von 2.000 Arbeitslosen": adjectives used as nouns add -n too.
  else if (/(?:lichen|igten|ierenden|enden|stellten|sicherten|losen|wachsenen)$/i.test(last)) words[words.length - 1] = last.slice(0, -1);
  return words.join(' ');
}

// "if 5 students start it", "3 infected travellers arrive", "20 users post it first".
const STARTERS = new Set(['start', 'spread', 'post', 'infect', 'arrive', 'bring', 'introduce']);

/**
 * A few of the population who start something (a rumour, an outbreak) are not the population:
 * the number is left for the mechanism to read as its seed, when a larger number counts the
 * same people elsewhere in the prompt ("a school of 1,200 students if 5 students start it").
 */
function startsSomething(gloss: Gloss[], i: number, found: { concept: string; at: number }): boolean {
  const verb = gloss.slice(found.at + 1, found.at + 4).some((h) => STARTERS.has(h.c));
  if (!verb) return false;
  const n = gloss[i].num!.value;
  return gloss.some((h, k) => k !== i && h.kind === 'number' && h.num && !h.num.percent && !h.num.currency && h.num.value > n && gloss.slice(k + 1, k + 5).some((x) => x.c === found.concept));
}

/** The people of a place ("a town of 20,000") when the prompt names them no other way. */
const RESIDENTS: Record<Language, string> = { en: 'residents', de: 'Einwohner', es: 'habitantes', fr: 'habitants' };

function isYear(g: Gloss): boolean {
  const v = g.num?.value ?? 0;
  return Number.isInteger(v) && v >= 1900 && v <= 2100 && /^\d{4}$/.test(g.raw);
}

/** The populations, and the gloss indices of the numbers that counted them. */
export function populationsOf(gloss: Gloss[], lang: Language): { populations: PopulationMention[]; counts: Set<number>; seedCount: number | null } {
  let seedCount: number | null = null;
  const out: PopulationMention[] = [];
  const taken = new Set<number>();
  const counts = new Set<number>();
  const add = (concept: string, noun: string, count: number | null, at: number) => {
    const same = out.find((p) => (concept === 'other' ? p.noun.toLowerCase() === noun.toLowerCase() : p.concept === concept));
    if (same) {
      if (same.count === null && count !== null) same.count = count;
      return;
    }
    const role = ORGANISATIONS.has(concept) || /farms|firms|companies|plants|mills|hospitals|schools|shops|stores|retailers|restaurants|cafes|bars|pubs|hotels|pharmacies|apotheken|farmacias/i.test(noun) ? 'organisation' : 'individual';
    out.push({ concept, noun: nominative(noun, concept, lang), count, role, at });
  };

  // "Nous sommes 3 000.", "We are 3,000 people", "Wir sind 3.000", "Somos 3.000": the asker's own
  // head count, given apart from the people the question names.
  let ourCount: number | null = null;
  for (let i = 0; i < gloss.length; i++) {
    const g = gloss[i];
    if (g.kind !== 'number' || !g.num || g.num.percent || g.num.currency || g.num.fraction || g.num.value < 1 || isYear(g)) continue;
    const we = /^(somos|sommes|sind|are|'re)$/i.test(gloss[i - 1]?.raw ?? '') && (/^somos$/i.test(gloss[i - 1].raw) || /^(we|nous|wir)$/i.test(gloss[i - 2]?.raw ?? ''));
    const next = gloss[i + 1];
    if (!we || (next && next.kind === 'word' && !/^(people|persons|personnes|personas|personen|leute|menschen|employees|staff)$/i.test(next.raw) && !(next.known && POPULATION_CONCEPTS.has(next.c)))) continue;
    ourCount = g.num.value;
    counts.add(i);
    if (next?.kind === 'word') taken.add(i + 1);
    break;
  }

  for (let i = 0; i < gloss.length; i++) {
    const g = gloss[i];
    if (g.kind !== 'number' || !g.num || g.num.percent || g.num.currency || g.num.fraction || g.num.value < 1) continue;
    if (counts.has(i)) continue;
    // "if one case arrives", "wenn ein Fall eingeschleppt wird": a single case starts an outbreak; it is nobody's population.
    if (g.num.value <= 10 && /^(?:case|fall|caso|cas|infected|infizierter|infectado|infecté)$/i.test(gloss[i + 1]?.raw ?? '')) {
      seedCount ??= g.num.value;
      counts.add(i);
      continue;
    }
    // "hire 200 nurses", "add 500 bots": a count of an intervention, not a population.
    const before = gloss.slice(Math.max(0, i - 2), i).map((x) => x.c);
    if (before.some((c) => VERBS_OF_ADDING.has(c))) continue;
    // "if 200 more police officers are hired": a count the verb after it adds, not a population.
    if (gloss[i + 1]?.c === 'more' && gloss.slice(i + 2, i + 6).some((x) => VERBS_OF_ADDING.has(x.c))) continue;
    // "reach 1 million users", "more than 500 patients": a threshold, not a population.
    if (/^(reach|until|than|exceed|more|fewer)$/.test(gloss[i - 1]?.c ?? '')) continue;
    // "plus de 100 enfants", "más de 100 niños": "more of" before a count is the same threshold
    // (English "how many more of 15,000 residents" names the population: its "of" is not "than").
    if (gloss[i - 1]?.c === 'of' && !/^of$/i.test(gloss[i - 1].raw) && /^(more|fewer)$/.test(gloss[i - 2]?.c ?? '')) continue;
    // "class sizes grow by 5 pupils", "um 5 Schüler größer", "4 élèves de plus": a change counted in people, not a population.
    if (gloss[i - 1]?.c === 'by' || /^(?:more|mehr|más|mas)$/i.test(gloss[i + 2]?.raw ?? '') || (/^de$/i.test(gloss[i + 2]?.raw ?? '') && /^plus$/i.test(gloss[i + 3]?.raw ?? ''))) continue;
    // "1 share for every 2 bought", "por cada 2 compradas": the other side of a ratio, not a population.
    if (gloss[i - 1]?.c === 'each' && (gloss[i - 2]?.c === 'for' || gloss[i - 2]?.c === 'each')) continue;
    // "a town of 20,000": a place, then of/with, then the number.
    // "die Stadt 100 neue Ladesäulen baut": a count of things the place adds, not its size.
    const countsThings = (() => {
      for (const h of gloss.slice(i + 1, i + 4)) {
        // "a town of 20,000 where vaccination coverage is 88%": a new clause describes the place.
        if (/^(where|if|when|while|what_if)$/.test(h.c)) return false;
        // "a city of 500,000 catch the flu": a verb right after the count says what its people do.
        if (h === gloss[i + 1] && (h.c === 'infect' || h.c === 'ill') && /^(catch|catches|get|gets|fall|falls|become|becomes)$/i.test(h.raw)) return false;
        if (h.known && (LEVER_CONCEPTS.has(h.c) || NOT_POPULATION.has(h.c))) return true;
        // "wenn die Stadt 300 neue Plätze schafft", "the city adds 500 new places": new things, not the city's size.
        if (h === gloss[i + 1] && h.known && (h.c === 'new' || h.c === 'more') && !/^of$/.test(gloss[i - 1]?.c ?? '')) return true;
        // "a village of 5,000 will install heat pumps": the things come after a verb, the count is the village's.
        if (h.kind !== 'word' || (h.known && (PHRASE_END.has(h.c) || h.c === 'install' || h.c === 'buy' || h.c === 'adopt'))) return false;
      }
      return false;
    })();
    // "das Land in 5 Jahren verlassen": a number of years after a place is a span, not its size.
    const placeBefore = !countsThings && !TIME_UNITS.has(gloss[i + 1]?.c ?? '') && (gloss[i - 1]?.c === 'place' || (gloss[i - 2]?.c === 'place' && /^(of|with|:|in)$/.test(gloss[i - 1]?.c ?? '')) || (gloss[i - 2]?.c === 'residents' && gloss[i - 1]?.c === 'of'));
    let found: { concept: string; noun: string; at: number } | null = null;
    const modifiers: string[] = [];
    for (let j = i + 1; j < Math.min(gloss.length, i + 5); j++) {
      const h = gloss[j];
      if (h.kind === 'number' || (h.kind === 'symbol' && h.c !== '-' && h.c !== "'")) break;
      if (TIME_UNITS.has(h.c)) break;
      // "80.000 jóvenes votantes", "60 000 jeunes électeurs", "10,000 young drivers": "young" describes the people named after it.
      if (h.known && h.c === 'people' && /^(?:young|j[óo]venes|jeunes|junge[n]?)$/i.test(h.raw) && gloss[j + 1]?.known && POPULATION_CONCEPTS.has(gloss[j + 1].c)) {
        modifiers.push(h.raw);
        continue;
      }
      if (h.known && POPULATION_CONCEPTS.has(h.c)) {
        // "new homes" are built, not simulated.
        if (h.c === 'homes' && modifiers.some((m) => /^(new|neue|neuen|nuevas|nouveaux)$/i.test(m))) break;
        found = { concept: h.c, noun: [...modifiers.slice(-1).filter((m) => !/^(of|de|des|d'|der)$/i.test(m)), h.raw].join(' '), at: j };
        break;
      }
      // "1,500 small restaurants": eating places counted are businesses, not a kind of spending.
      if (h.known && h.c === 'dining' && looksPlural(h.raw, lang)) {
        found = { concept: 'firms', noun: [...modifiers.slice(-1).filter((m) => !/^(of|de|des|d'|der)$/i.test(m)), h.raw].join(' '), at: j };
        break;
      }
      // "40,000 low-wage workers": a lever word as a modifier of the noun that follows.
      const then = gloss[j + 1]?.c === '-' ? gloss[j + 2] : gloss[j + 1];
      if (h.known && then?.known && POPULATION_CONCEPTS.has(then.c) && LEVER_CONCEPTS.has(h.c)) {
        modifiers.push(h.raw);
        continue;
      }
      // "40,000 car commuters", "5,000 app users": a thing that names the kind of people after it.
      if (h.known && NOT_POPULATION.has(h.c) && !['infect', 'ill', 'cases', 'bots'].includes(h.c) && then?.known && POPULATION_CONCEPTS.has(then.c) && then.c !== 'homes') {
        modifiers.push(h.raw);
        continue;
      }
      // "1,000 schools will install solar panels": schools counted are organisations that act (not "if 3 schools close").
      if (h.known && h.c === 'school' && j === i + 1 && g.num.value >= 10 && looksPlural(h.raw, lang)) {
        found = { concept: 'other', noun: h.raw, at: j };
        break;
      }
      // "nos 500 fournisseurs", "our 500 suppliers": the firms that supply us, counted, are who acts.
      if (h.known && h.c === 'provider' && j === i + 1 && looksPlural(h.raw, lang)) {
        found = { concept: 'firms', noun: h.raw, at: j };
        break;
      }
      if (h.known && NOT_POPULATION.has(h.c)) break;
      if (h.known && PHRASE_END.has(h.c)) break;
      if (h.c === 'of' || h.c === 'the') continue;
      // "if the library adds 5,000 titles", "wenn die Stadt 300 neue Plätze schafft": things an option adds, not people.
      if (!h.known && (ADDS.test(gloss[i - 1]?.raw ?? '') || gloss.slice(i + 1, j).some((x) => x.c === 'new' || x.c === 'more')) && gloss.slice(0, i).some((x) => x.c === 'if')) break;
      if (!h.known && looksPlural(h.raw, lang) && !THING_WORDS.test(h.c) && !placeBefore) {
        // "20,000 faces a crisis": a verb, not a noun, when an article or a number follows.
        const after = gloss[j + 1];
        if (lang === 'en' && after && (after.c === 'a' || after.c === 'the' || after.kind === 'number')) break;
        // A plural noun we do not know: take it unless a known population follows at once.
        const next = gloss[j + 1];
        if (next && next.known && POPULATION_CONCEPTS.has(next.c)) {
          modifiers.push(h.raw);
          continue;
        }
        found = { concept: 'other', noun: [...modifiers.slice(-1), h.raw].join(' '), at: j };
        break;
      }
      modifiers.push(h.raw);
    }
    if (found && startsSomething(gloss, i, found)) {
      seedCount ??= g.num.value;
      counts.add(i);
      continue;
    }
    if (found) {
      add(found.concept, found.noun, g.num.value, found.at);
      taken.add(found.at);
      counts.add(i);
      continue;
    }
    if (placeBefore && !isYear(g)) {
      // "Combien d'habitants d'une ville de 500 000": the people of the place in the asker's word.
      const named = gloss.find((x) => x.known && x.c === 'residents' && x.kind === 'word');
      add('residents', named?.raw ?? RESIDENTS[lang], g.num.value, i);
      counts.add(i);
      continue;
    }
    // "how many will catch measles in a school of 1,200": the school's size is the count of its pupils or children.
    if (gloss[i - 2]?.c === 'school' && gloss[i - 1]?.c === 'of' && !isYear(g) && !TIME_UNITS.has(gloss[i + 1]?.c ?? '') && !(gloss[i + 1]?.known && POPULATION_CONCEPTS.has(gloss[i + 1].c))) {
      const young = gloss.find((x) => x.known && (x.c === 'pupils' || x.c === 'children' || x.c === 'students') && x.kind === 'word');
      if (young) {
        add(young.c, young.raw, g.num.value, gloss.indexOf(young));
        taken.add(gloss.indexOf(young));
        counts.add(i);
        continue;
      }
    }
    // "measles among 40,000": a bare count after "among" is the people simulated.
    // ("locataires parmi 20 000" names its population first: read below.)
    const named = gloss[i - 2]?.known && POPULATION_CONCEPTS.has(gloss[i - 2].c);
    if (gloss[i - 1]?.c === 'among' && !named && !isYear(g) && !TIME_UNITS.has(gloss[i + 1]?.c ?? '')) {
      add('people', 'people', g.num.value, i);
      counts.add(i);
    }
  }
  // "combien de locataires parmi 20 000", "tenants, of whom 20,000": a population, then among/of, then its count.
  gloss.forEach((g, i) => {
    // "restaurants out of 900": eating places counted are businesses here too.
    const eating = g.known && g.c === 'dining' && looksPlural(g.raw, lang);
    if (!g.known || !(POPULATION_CONCEPTS.has(g.c) || eating) || taken.has(i)) return;
    const link = gloss[i + 1];
    // "customers of our 20,000": a possessive may stand between.
    const skip = /^(our|their|its|the|unsere[nm]?|nuestros|nos)$/i.test(gloss[i + 2]?.raw ?? '') ? 1 : 0;
    const n = gloss[i + 2 + skip];
    // "households among 20,000", "employees out of 2,000", French "salariés sur 2 000".
    const outOf = link && (link.c === 'among' || link.c === 'of' || link.c === 'out_of' || (link.c === 'over' && /^sur$/i.test(link.raw)));
    if (!outOf || !n || n.kind !== 'number' || !n.num || n.num.percent || n.num.currency || n.num.fraction || isYear(n)) return;
    const after = gloss[i + 3 + skip];
    if (after && (POPULATION_CONCEPTS.has(after.c) || TIME_UNITS.has(after.c))) return;
    add(eating ? 'firms' : g.c, g.raw, n.num.value, i);
    taken.add(i);
    counts.add(i + 2 + skip);
  });
  // Populations named without a number ("households and firms").
  // "How many restaurants will close": eating places that close or go bankrupt are businesses.
  const closing = gloss.some((x) => x.c === 'close' || x.c === 'bankrupt' || x.c === 'insolvency' || x.c === 'survive');
  gloss.forEach((g, i) => {
    // "How many restaurants will switch to plant-based menus": eating places asked about by number are the businesses that act.
    if (!taken.has(i) && g.known && g.c === 'dining' && looksPlural(g.raw, lang) && (closing || gloss[i - 1]?.c === 'many') && gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'many' || x.c === 'share')) {
      add('firms', g.raw, null, i);
      taken.add(i);
      return;
    }
    if (taken.has(i) || !g.known || !POPULATION_CONCEPTS.has(g.c)) return;
    // "Population of 2 million" was read above; a bare "population" names nobody new.
    if (g.c === 'residents' && /^(population|bevolkerung|poblacion)$/i.test(g.raw.normalize('NFD').replace(/\p{M}/gu, ''))) return;
    add(g.c, g.raw, null, i);
  });
  // "Combien de clients perdrons-nous sur 20 000", "how many customers will we lose out of 20,000":
  // the question's verb may stand between the people and their count.
  const first = out[0];
  if (out.length === 1 && first.count === null) {
    for (let k = first.at + 2; k < Math.min(gloss.length, first.at + 7); k++) {
      const g = gloss[k];
      if (/^(if|what_if|when|while|,)$/.test(g.c) || (g.known && POPULATION_CONCEPTS.has(g.c))) break;
      const link = gloss[k - 1];
      const outOf = link.c === 'out_of' || (link.c === 'over' && /^sur$/i.test(link.raw)) || (link.c === 'of' && /^(of|de|von)$/i.test(link.raw));
      if (g.kind !== 'number' || !g.num || g.num.percent || g.num.currency || g.num.fraction || isYear(g) || !outOf || counts.has(k)) continue;
      const after = gloss[k + 1];
      if (after && (POPULATION_CONCEPTS.has(after.c) || TIME_UNITS.has(after.c) || after.kind === 'word' && !after.known && looksPlural(after.raw, lang))) break;
      first.count = g.num.value;
      counts.add(k);
      break;
    }
  }
  if (ourCount !== null) {
    const uncounted = out.filter((p) => p.count === null);
    if (out.length === 0) add('people', 'people', ourCount, 0);
    else if (uncounted.length === 1 && uncounted[0] === out[0]) uncounted[0].count = ourCount;
  }
  // "an e-scooter scheme with 500 scooters, how many of 50,000 commuters": the people the question
  // asks about come first; an unknown plural counted elsewhere is more likely a thing.
  const asked = out.findIndex((p) => p.concept !== 'other' && gloss.slice(Math.max(0, p.at - 4), p.at).some((x) => x.c === 'many' || x.c === 'share'));
  if (asked > 0 && out[0].concept === 'other') out.unshift(...out.splice(asked, 1));
  // "ziehen zurück zu ihren Eltern", "move back in with their parents", "volver con sus padres": those they go to are a
  // place, not who the question is about.
  if (out.length > 1) {
    const destination = (p: PopulationMention) => /^(?:ihren|ihre|their|sus|leurs|los|les|den)$/i.test(gloss[p.at - 1]?.raw ?? '') && /^(?:zu|bei|to|with|con|chez|a|au|aux|zum|zur|in)$/i.test(gloss[p.at - 2]?.raw ?? '');
    const kept = out.filter((p) => !destination(p));
    if (kept.length > 0 && kept.length < out.length) out.splice(0, out.length, ...kept);
  }
  // "household electricity use": a singular noun used as an adjective names the population in its plural ("10,000 households").
  if (lang === 'en') for (const p of out) if (p.count === null && p.concept === `${p.noun.toLowerCase()}s`) p.noun = `${p.noun}s`;
  return { populations: out, counts, seedCount };
}
