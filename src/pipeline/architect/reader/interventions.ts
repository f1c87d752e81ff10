import type { Gloss } from './gloss.js';
import { PAPER_WAY } from './gloss.js';
import { LEVER_CONCEPTS, POPULATION_CONCEPTS } from './lexicon.js';
import { compoundingAfter, FIRST_ONE, horizonOutside, isMonthName, timingIn, unitOf } from './time.js';
import type { ArmIntent, Change, Intervention, RateMention } from './types.js';

/**
 * Interventions, their sizes and timing, and how they are compared: "if prices fall 20%",
 * "compare a $50 and a $100 carbon tax", "with and without a quota", "the tariff is halved in
 * year 3", "schools close for two weeks from week 2, compared with keeping them open".
 * Every what-if becomes an arm against the status quo; a stated fact ("Prices fall 20% a
 * year.", "assume …") is a premise of every run.
 */

/** "…, or both", "oder beides", "o ambas", "ou les deux": the options one at a time and together. */
const OR_BOTH = /\b(?:or|and) both\b|\boder (?:beides|beide)\b|\bo (?:ambas|ambos|los dos|las dos)\b|\bou (?:les deux|bien les deux)\b/i;

// Levers a prompt can move. Some need a partner word to mean a lever (see resolveLever).
const TRIGGERS = new Set([
  'ratio', 'quarantine', 'home_kit', 'rain_day', 'scandal', 'market', 'discount', 'price', 'fare', 'tariff', 'feed_in', 'tax', 'carbon', 'subsidy', 'quota', 'cap', 'rent', 'rent_control', 'interest_rate',
  'mortgage', 'wage', 'hire', 'workload', 'retraining', 'automation', 'vaccination', 'school', 'distancing', 'mask', 'hygiene', 'on_site', 'waste_charge', 'online_voting', 'moderation', 'bots',
  'campaign', 'reminder', 'peer_report', 'pension_age', 'social_norm', 'deposit_insurance', 'bailout', 'cash_transfer', 'fee', 'fine', 'traffic_fine', 'carpool_lane', 'outbreak_nearby', 'charity_gift', 'simplify', 'time_off', 'bike_lane', 'bike_parking', 'speed_limit', 'bus_lane', 'bike_share', 'frequency', 'toll', 'supply',
  'cessation', 'fuel', 'electricity', 'capacity', 'rival', 'rate', 'unemployment', 'automatic', 'news', 'rumour', 'crash', 'ban', 'school_meals', 'transit_line', 'four_day_week', 'remote_work', 'rewards', 'charging', 'mandate', 'free', 'sales', 'office_return', 'economy', 'dividend', 'opening_hours', 'wait_time', 'referrals', 'commission', 'time_of_use', 'employer_match', 'open', 'weekend_voting', 'health_insurer', 'transmissible', 'abstraction', 'bins_nearby', 'concurrent', 'collection', 'low_emission_zone', 'project_cancelled', 'job', 'layoff', 'minimum_age', 'police', 'cctv', 'street_lighting', 'neighbourhood_watch', 'speed_camera', 'school_transport', 'service_cut', 'paywall',
]);
// Levers that are switched on or off rather than sized; they need a scenario word to count.
const SWITCHES = new Set([
  'quarantine', 'home_kit', 'rain_day', 'scandal', 'bike_parking', 'speed_limit', 'school_closure', 'distancing', 'mask', 'hygiene', 'on_site', 'waste_charge', 'online_voting', 'moderation', 'bots', 'campaign', 'reminder', 'peer_report', 'social_norm', 'deposit_insurance', 'bailout', 'bike_lane', 'bus_lane', 'bike_share', 'rival_entry', 'auto_enrol', 'bad_news',
  'cessation', 'retraining', 'rent_control', 'quota', 'carpool_lane', 'outbreak_nearby', 'charity_gift', 'simplify', 'time_off', 'vaccination', 'automation', 'crash', 'subsidy', 'cash_transfer', 'hire', 'frequency', 'supply', 'ban', 'school_meals', 'transit_line', 'four_day_week', 'remote_work', 'charging', 'mandate', 'free', 'office_return', 'tax',
  'dividend', 'rewards', 'service_cut', 'time_of_use', 'employer_match', 'bins_nearby', 'police', 'cctv', 'street_lighting', 'neighbourhood_watch', 'speed_camera', 'school_transport', 'paywall',
]);
const RATE_LEVERS = new Set(['interest_rate']);
// Charges that can be brought in from nothing: introducing one switches it on.
const CHARGES = new Set(['fee', 'toll', 'fine']);
const CENTRAL_BANK = /^(ecb|fed|boe|ezb|bce|bde|bdf|riksbank|snb|rba|boc|boj|central|zentralbank|notenbank|bundesbank)$/i;
const ELECTORAL = new Set(['vote', 'election', 'candidate', 'poll', 'voters', 'opinion']);
const BANKING = new Set(['deposits', 'depositors', 'bank', 'bank_run', 'withdraw', 'savers', 'banks']);
/** Things that start when they open ("the city opens a new tram line", "a rival opens next door"). */
const OPENED = new Set(['transit_line', 'bike_lane', 'bike_parking', 'bus_lane', 'carpool_lane', 'bike_share', 'charging', 'rival_entry', 'capacity', 'supply', 'school_meals']);
/** Switched levers that are policies someone puts in place: "would free school meals raise attendance" asks about one. */
const POLICIES = new Set([
  'bike_parking', 'speed_limit', 'dividend', 'time_of_use', 'charging', 'mandate', 'free', 'office_return', 'tax', 'school_meals', 'transit_line', 'four_day_week', 'remote_work', 'bike_lane', 'bus_lane', 'bike_share', 'auto_enrol', 'cash_transfer', 'reminder', 'peer_report', 'campaign', 'rent_control', 'quota', 'deposit_insurance', 'cessation', 'ban', 'mask', 'hygiene', 'moderation', 'retraining', 'subsidy', 'frequency', 'bailout', 'paywall',
]);
/** Levers whose share, stated without a change, is a state of the population rather than a size. */
const STATE_LEVERS = new Set(['vaccination', 'deposit_insurance', 'bots', 'automation']);
const DIRECTIONS = new Set(['up', 'down', 'halve', 'double', 'triple', 'close', 'open', 'remove', 'introduce', 'stop', 'cover', 'more', 'fewer', 'below', 'above']);
// "does a guarantee stop it?": a verb whose object is the outcome, not the lever.
const ABOUT_OUTCOME = /^(it|this|that|them|the_run|es|lo|la|le)$/i;
const SCENARIO_WORDS = new Set(['if', 'what_if', 'with', 'without', 'compare', 'versus', 'instead', 'after', 'when', 'introduce', 'or']);
const SENTENCE_END = new Set(['.', '?', '!', ';']);
// "A pushes B up 8%": a change that causes another ("treibt … in die Höhe", "hace subir", "fait grimper").
const CAUSAL = /^(pushes|push|pushed|pushing|drives|drive|drove|driving|forces|force|forced|sends|send|sent|lifts|lift|lifted|leads|lead|led|causes|cause|caused|treibt|treiben|trieb|lasst|lässt|hace|hacen|empuja|empujan|fait|font|pousse|poussent)$/i;
/** "stop buying", "dejarán de comprar", "hören auf … zu kaufen", "arrêteront d'acheter": giving up a good. */
const STOP_BUYING = /(?<!\p{L})(?:stop(?:s|ped)? buying|give up|dejar[áa]n? de comprar|dejan de comprar|aufh[öo]ren|h[öo]ren auf|kaufen nicht mehr|arr[êe]ter(?:ont|a)? d['’]acheter|cesser(?:ont|a)? d['’]acheter)(?!\p{L})/iu;
/** A question about when a level is reached: "how long until", "when will", "en cuánto tiempo", "wann", "combien de temps". */
const WHEN_ASKED = /^(?:¿\s*)?(?:how long|how soon|when|by when|en cu[áa]nto tiempo|cu[áa]ndo|cu[áa]nto tiempo|wann|wie lange|bis wann|quand|combien de temps|dans combien de temps|en combien de temps)(?!\p{L})/iu;
/** Measures people comply with: a share of people before them is how many do. */
const COMPLIED = new Set(['mask', 'distancing', 'hygiene']);
/** "if we match the cut", "wenn wir mitziehen", "si igualamos la bajada", "si nous nous alignons": our price follows the rival's. */
const MATCH_CUT = /^(?:we\s+)?(?:match|matches|matched|mitziehen|gleichziehen|igualamos|igualar|alignons|aligner|alignerions)$/i;
/** "also", "as well", "in addition": a change added to the option named before. */
const ALSO = /(?<!\p{L})(?:also|as well|too|in addition|additionally|on top|auch|zus[äa]tzlich|au[ßs]erdem|dazu|tambi[ée]n|adem[áa]s|aussi|en plus|[ée]galement|de plus)(?!\p{L})/iu;
const SEPARATORS = new Set(['what_if', 'versus', 'instead', 'or', 'compare']);
/** "but", "aber", "pero", "mais": a contrast ends one change and may start another. */
const CONTRAST = /^(but|aber|jedoch|pero|mais)$/i;

/** Inflation assumed when a pay freeze is named without a rate. */
const DEFAULT_INFLATION = 0.03;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

interface Mention {
  lever: string;
  /** Gloss indices of the lever words. */
  idx: number[];
  /** A change the words themselves say ("back in the office": remote work ends), whatever the sizes. */
  change?: Change;
  /** That change repeats every this many days (a pay freeze under inflation, a real cut each year). */
  compoundEveryDays?: number;
  /** The direction the lever word itself says ("cheaper", "teurer"), whatever other direction words stand near. */
  dir?: 'up' | 'down';
  /** The words of the lever a pronoun stands for ("theirs" after "prices": "prices"). */
  pronounFor?: string;
  /** The pronoun is the object of a verb that allows it ("lo permite dos días a la semana"). */
  allowed?: boolean;
  /** "parking becomes paid", "the tram project is cancelled": what changes is named before the verb, and names the option. */
  namedBeforeVerb?: boolean;
}

/** [first, end) of the sentence holding gloss index i. */
/** The age from which most things are allowed (voting, buying tobacco or alcohol) where the prompt gives no age today. */
const USUAL_AGE = 18;

export function sentenceBounds(gloss: Gloss[], i: number): [number, number] {
  let a = i;
  while (a > 0 && !SENTENCE_END.has(gloss[a - 1].c)) a--;
  let b = i;
  while (b < gloss.length && !SENTENCE_END.has(gloss[b].c)) b++;
  return [a, b];
}

function near(gloss: Gloss[], i: number, radius: number, concepts: string[]): number {
  const [a, b] = sentenceBounds(gloss, i);
  let best = -1;
  for (let j = Math.max(a, i - radius); j <= Math.min(b - 1, i + radius); j++) {
    if (j !== i && concepts.includes(gloss[j].c) && (best < 0 || Math.abs(j - i) < Math.abs(best - i))) best = j;
  }
  return best;
}

/**
 * "if heat pumps get 10% cheaper", "5 % teurer", "un 10 % más baratas", "10 % moins chères": a
 * comparative of price says the price changes, and which way. "Expensive" and "cher" take the way
 * from the word before ("more", "less", "plus", "moins"). Null when the word is no such comparative.
 */
function priceComparative(gloss: Gloss[], i: number): 'up' | 'down' | null {
  const w = gloss[i]?.raw.toLowerCase() ?? '';
  if (/^(cheaper|billiger|g[üu]nstiger|preiswerter|barat[oa]s?|moins ch[èe]re?s?|m[áa]s barat[oa]s?)$/.test(w)) return 'down';
  if (/^(plus ch[èe]re?s?|m[áa]s car[oa]s?)$/.test(w)) return 'up';
  if (/^(dearer|pricier|costlier|teurer|car[oa]s)$/.test(w)) return 'up';
  // "if a competitor offers 20% less", "si la competencia ofrece un 20 % menos": a rival's price, that much lower.
  if (/^(less|menos|moins|weniger)$/.test(w) && gloss[i - 1]?.num?.percent && !/^(?:cher|chers|ch[èe]re?s?|caro|cara)$/i.test(gloss[i + 1]?.raw ?? '')) {
    const before = gloss.slice(Math.max(0, i - 5), i - 1);
    if (before.some((x) => /^(?:offers?|charges?|asks?|ofrece|ofrecen|cobra|cobran|propose|proposent|demande|facture|verlangt|nimmt)$/i.test(x.raw)) && before.some((x) => x.c === 'rival')) return 'down';
  }
  if (/^(expensive|ch[èe]re?s?)$/.test(w)) {
    const before = (gloss[i - 1]?.raw ?? '').toLowerCase();
    return /^(more|plus)$/.test(before) ? 'up' : /^(less|moins)$/.test(before) ? 'down' : null;
  }
  return null;
}

/** The lever a trigger word stands for, with its partner words; null when it is no lever here. */
function resolveLever(gloss: Gloss[], i: number, used: Set<number>): Mention | null {
  const c = gloss[i].c;
  // "40,000 low-wage workers": a lever word describing a population is no change.
  const nextWord = gloss[i + 1]?.c === '-' ? gloss[i + 2] : gloss[i + 1];
  if (nextWord?.known && POPULATION_CONCEPTS.has(nextWord.c) && gloss[i - 1] && (gloss[i - 1].c === '-' || /^(low|high|minimum|middle|top)$/i.test(gloss[i - 1].raw))) return null;
  // "if the price of robots falls 10%", "robots get 10% cheaper": the price of the machines, not automation's pace.
  if (c === 'automation' && (near(gloss, i, 2, ['price']) >= 0 || gloss.slice(i + 1, i + 5).some((_, k) => priceComparative(gloss, i + 1 + k) !== null))) return null;
  if (c === 'price' && near(gloss, i, 2, ['automation']) >= 0) {
    const p = near(gloss, i, 2, ['automation']);
    used.add(p);
    return { lever: 'price', idx: [i] };
  }
  if (c === 'carbon') {
    const p = near(gloss, i, 2, ['price', 'tax']);
    return p >= 0 ? { lever: 'carbon_price', idx: [i, p].sort((x, y) => x - y) } : null;
  }
  if ((c === 'price' || c === 'tax') && near(gloss, i, 2, ['carbon']) >= 0) return null;
  // "diesel cars", "petrol vehicles": the kind of car, not the fuel's price.
  if (c === 'fuel' && (gloss[i + 1]?.c === 'cars' || /^(cars?|vehicles?|engines?|boilers?|trucks?|vans?|buses|taxis?|cabs?|lorry|lorries|motorbikes?|scooters?|heating)$/i.test(gloss[i + 1]?.raw ?? ''))) return null;
  if (c === 'fuel') {
    const p = near(gloss, i, 2, ['price', 'tax']);
    return { lever: 'fuel_price', idx: p >= 0 ? [i, p].sort((x, y) => x - y) : [i] };
  }
  if ((c === 'price' || c === 'tax') && near(gloss, i, 2, ['fuel']) >= 0) return null;
  // "if electricity gets 15% cheaper", "Strompreise sinken": the price of running electric equipment.
  if (c === 'electricity') {
    const p = near(gloss, i, 2, ['price', 'tax']);
    return { lever: 'electricity_price', idx: p >= 0 ? [i, p].sort((x, y) => x - y) : [i] };
  }
  if ((c === 'price' || c === 'tax') && near(gloss, i, 2, ['electricity']) >= 0) return null;
  if (c === 'school') {
    // German puts the verb last: "die Schulen ab Woche 2 für zwei Wochen schließen".
    const p = near(gloss, i, 9, ['close']);
    // "closes the street in front of the school to cars": a street closed, not the school.
    const street = p >= 0 && gloss.slice(Math.min(p, i) + 1, Math.max(p, i)).some((x) => /^(?:streets?|roads?|stra(?:ss|ß)e\p{L}*|calles?|rues?|schulstra(?:ss|ß)e\p{L}*)$/iu.test(x.raw));
    return p >= 0 && !street ? { lever: 'school_closure', idx: [i] } : null;
  }
  if (c === 'rent') {
    const p = near(gloss, i, 2, ['cap', 'rent_control']);
    if (p >= 0) return { lever: 'rent_control', idx: [i, p].sort((x, y) => x - y) };
    return { lever: 'rent', idx: [i] };
  }
  if (c === 'cap') {
    if (near(gloss, i, 2, ['rent']) >= 0) return null;
    return near(gloss, i, 4, ['catch', 'fish', 'fishery', 'commons', 'groundwater', 'forest', 'abstraction']) >= 0 ? { lever: 'quota', idx: [i] } : null;
  }
  // "if logging is cut by half", "si se reduce el riego un 30 %": less taken from the resource is a quota on it
  // (a cap or quota named nearby is the lever already).
  if (c === 'abstraction') {
    if (near(gloss, i, 4, ['cap', 'quota']) >= 0) return null;
    return near(gloss, i, 5, ['down', 'halve']) >= 0 ? { lever: 'quota', idx: [i] } : null;
  }
  // "if a rival opens next door", "a competitor enters the market": a new alternative (a rival's
  // price is the price lever, read where the price is named).
  if (c === 'rival') {
    const entry = near(gloss, i, 3, ['open', 'introduce', 'new']) >= 0 || /^(enters?|entering|arrives?|moves_in)$/i.test(gloss[i + 1]?.raw ?? '');
    // "enters the market with 20% lower prices": the rival's prices are the change, read where they are named.
    const priced = near(gloss, i, 8, ['price', 'discount', 'fee', 'tariff']);
    const withPrices = priced > i && gloss.slice(i + 1, priced).some((x) => x.c === 'with');
    return entry && near(gloss, i, 4, ['price', 'discount', 'fee', 'tariff']) < 0 && !withPrices ? { lever: 'rival_entry', idx: [i] } : null;
  }
  // "Will support for the incumbent fall if unemployment rises?": the economy as a condition of
  // an election question (elsewhere unemployment is an outcome, not a lever).
  if (c === 'unemployment') {
    const electoral = gloss.some((g) => ELECTORAL.has(g.c));
    return electoral && near(gloss, i, 3, ['up', 'down']) >= 0 ? { lever: 'unemployment', idx: [i] } : null;
  }
  // "if enrolment becomes automatic", "automatic enrolment": enrolment by default, with an opt-out.
  // "Widerspruchslösung", "consentimiento presunto", "consentement présumé": presumed consent is enrolment by default.
  if (c === 'automatic') return near(gloss, i, 3, ['enrol']) >= 0 || /enrol/i.test(gloss[i].raw) || /opt-out|default|widerspruch|presunto|pr[ée]sum[ée]/i.test(gloss[i].raw) ? { lever: 'auto_enrol', idx: [i] } : null;
  // "what share withdraw if a rumour spreads?": among depositors, bad news is the change asked
  // about (elsewhere a rumour is what spreads, the outcome).
  // Rain is a lever only for a vote ("if it rains on election day"); elsewhere it is the weather.
  if (c === 'rain_day') return gloss.some((g) => ELECTORAL.has(g.c) || g.c === 'turnout') ? { lever: 'rain_day', idx: [i], change: { kind: 'on' } } : null;
  if (c === 'news' || c === 'rumour') return gloss.some((g) => BANKING.has(g.c)) ? { lever: 'bad_news', idx: [i] } : null;
  // "if a recession cuts sales by 15%": a business's sales, where businesses are who the prompt is about.
  // Sales or demand matter to firms that may close and to the workers whose jobs depend on them.
  if (c === 'sales') return gloss.some((g) => ['firms', 'farms', 'bankrupt', 'dining', 'close', 'workers', 'employees', 'job', 'layoff', 'unemployment'].includes(g.c)) ? { lever: 'sales', idx: [i] } : null;
  // "if no new staff are hired", "a hiring freeze", "keine Neueinstellungen", "sin contratar a nadie": hiring stops.
  if (c === 'hire') {
    const neg = gloss.slice(Math.max(0, i - 4), i).findIndex((x) => /^(?:no|not|without|keine|ohne|sin|ningún|ninguna|aucun|aucune|sans)$/i.test(x.raw) || x.c === 'stop');
    const freezeAfter = /^(?:freeze|freezes|frozen|stopp|stopps|congelaci[oó]n|gel)$/i.test(gloss[i + 1]?.raw ?? '');
    // The label keeps the negation ("no new staff are hired", "hiring freeze").
    if (neg >= 0) return { lever: 'hire', idx: [Math.max(0, i - 4) + neg, i], change: { kind: 'off' } };
    if (freezeAfter) return { lever: 'hire', idx: [i, i + 1], change: { kind: 'off' } };
  }
  // "if we require everyone back in the office": remote work ends.
  // "three office days a week", "4 days a week in the office": part of the week there, a share of it.
  if (c === 'office_return') {
    const days = gloss[i - 1]?.kind === 'number' && !gloss[i - 1].num?.percent ? gloss[i - 1].num!.value : null;
    const perWeek = days !== null && days >= 1 && days <= 5 && Number.isInteger(days) && /day|tag|d[ií]a|jour/i.test(gloss[i].raw);
    return perWeek ? { lever: 'remote_work', idx: [i - 1, i], change: { kind: 'share', value: days / 5 } } : { lever: 'remote_work', idx: [i], change: { kind: 'off' } };
  }
  // "if the economy grows 3%": a condition of an election question, like unemployment.
  if (c === 'economy') return gloss.some((g) => ELECTORAL.has(g.c)) && near(gloss, i, 4, ['up', 'down']) >= 0 ? { lever: 'economy', idx: [i] } : null;
  // "if their pay is frozen while inflation runs at 6%": a real pay cut of the inflation rate each year
  // (3% when no rate is given).
  if (c === 'wage') {
    const f = near(gloss, i, 6, ['freeze']);
    if (f >= 0) {
      const [sa, sb] = sentenceBounds(gloss, i);
      const at = gloss.findIndex((g, k) => k >= sa && k < sb && g.c === 'inflation');
      const rate = at >= 0 ? gloss.slice(at, Math.min(sb, at + 6)).find((g) => g.num?.percent) : undefined;
      const inflation = rate?.num ? rate.num.value / 100 : DEFAULT_INFLATION;
      return { lever: 'wage', idx: [i, f].sort((x, y) => x - y), change: { kind: 'relative', value: -round6(inflation / (1 + inflation)) }, compoundEveryDays: 365 };
    }
  }
  // "if pharmacies offer it free": a price of zero, for a thing that has one.
  // Not "free time", "free trade", "feel free".
  // "comidas escolares gratuitas", "repas scolaires gratuits": free school meals are one lever.
  // "if we close on Sundays", "cut opening hours": a cut in the service; "longer opening hours" more of it.
  // "if the library stays open until 10 pm", "bis 22 Uhr geöffnet", "ouverte jusqu'à 22 heures": longer opening hours.
  // "if we move the election to a weekend": a rest day for the vote, brought in.
  if (c === 'weekend_voting') return { lever: 'weekend_voting', idx: [i], change: { kind: 'on' } };
  // "held on the same day as the national election": a vote with a bigger one, brought in.
  if (c === 'concurrent') return { lever: 'concurrent', idx: [i], change: { kind: 'on' } };
  // "open until 2030" is a date, not an hour of the day.
  if (c === 'open') {
    const u = near(gloss, i, 3, ['until']);
    // "until midnight", "bis Mitternacht", "hasta medianoche", "jusqu'à minuit": an hour said in words.
    const hour = u >= 0 && ((gloss[u + 1]?.num && gloss[u + 1].num!.value <= 24) || /^(?:midnight|mitternacht|medianoche|minuit)$/i.test(gloss[u + 1]?.raw ?? ''));
    return hour && !gloss.some((x) => x.c === 'school_closure' || x.c === 'school') ? { lever: 'opening_hours', idx: [i], change: { kind: 'on' } } : null;
  }
  if (c === 'opening_hours') {
    // "if self-checkouts replace half the tills": machines taking over the staffed tills are automation of that share.
    if (/^(?:tills|checkouts|cashiers|kassen|cajas|caisses)$/i.test(gloss[i].raw) && gloss.slice(Math.max(0, i - 4), i + 3).some((x) => /^(?:replace[sd]?|replacing|ersetz\p{L}*|sustitu\p{L}*|reemplaz\p{L}*|remplac\p{L}*)$/iu.test(x.raw)) && gloss.slice(Math.max(0, i - 6), i + 4).some((x) => x.c === 'technology' || x.c === 'automation')) return { lever: 'automation', idx: [i] };
    // "free at weekends", "am Wochenende kostenlos": when a price holds, not opening hours.
    if (/^(?:weekends?|week-ends?|wochenende\p{L}*)$/iu.test(gloss[i].raw) && gloss.slice(Math.max(0, i - 4), i + 5).some((x) => x.c === 'free' || x.c === 'fare' || x.c === 'price' || x.c === 'discount') && !gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'open')) return null;
    // "opens later in the evening", "longer hours", "länger geöffnet": more opening hours, said by the phrase itself.
    if (/\b(?:later|late|longer|l[äa]nger)\b/iu.test(gloss[i].raw)) return { lever: 'opening_hours', idx: [i], change: { kind: 'on' } };
    // "if it opens on Sundays", "s'il ouvre le dimanche": opening on days it is closed adds hours.
    // "wenn sie sonntags öffnet": German puts the verb after.
    if (gloss.slice(Math.max(0, i - 3), i + 3).some((x) => x.c === 'open') && !gloss.slice(Math.max(0, i - 5), i + 6).some((x) => x.c === 'close')) return { lever: 'opening_hours', idx: [i], change: { kind: 'on' } };
    // "close half of our branches": the verb may stand four words before; "das Schwimmbad 3 Monate
    // lang schließen": in German it may stand at the end of the clause.
    // "wenn wir die Printausgabe auf drei Tage pro Woche reduzieren": the verb at the clause's end may stand further.
    const clauseEnd = gloss.findIndex((x, k) => k > i && (x.c === ',' || x.c === '?' || x.c === '.' || x.c === 'and'));
    const to = Math.min(i + 11, clauseEnd < 0 ? gloss.length : clauseEnd);
    const cut = gloss.slice(Math.max(0, i - 5), Math.max(i + 6, to)).some((x) => x.c === 'close' || x.c === 'down' || x.c === 'remove' || x.c === 'stop' || x.c === 'fewer');
    return { lever: cut ? 'service_cut' : 'opening_hours', idx: [i] };
  }
  // "if a low-emission zone is introduced", "si se crea una zona de bajas emisiones": brought in, unless it is scrapped.
  // "stop driving if a low-emission zone …": a stop before the condition is the question's, not the zone's.
  if (c === 'low_emission_zone') {
    const ifAt = gloss.slice(0, i).map((x) => x.c).lastIndexOf('if');
    const scrapped = gloss.slice(Math.max(0, i - 3, ifAt + 1), i + 5).some((x) => x.c === 'stop' || x.c === 'remove');
    return { lever: 'low_emission_zone', idx: [i], change: { kind: scrapped ? 'off' : 'on' } };
  }
  // "if the bank charges for cash withdrawals", "charges 2 euros for each": a charge the verb brings in.
  // "if a factory closes and 2,000 jobs are lost", "si se pierden 2.000 empleos", "wenn 2.000 Stellen wegfallen", "si 2 000 emplois
  // sont supprimés": a count of jobs lost at once is a mass layoff of that many.
  if (c === 'job') {
    const n = gloss[i - 1]?.num && !gloss[i - 1].num!.percent && !gloss[i - 1].num!.currency ? i - 1 : -1;
    const [sa2, sb2] = sentenceBounds(gloss, i);
    const lossWord = gloss.slice(Math.max(sa2, i - 4), Math.min(sb2, i + 5)).some((x) => x.c === 'close' || x.c === 'layoff' || x.c === 'down' || x.c === 'remove' || JOBS_LOST.test(x.raw));
    if (n >= 0 && lossWord && gloss.slice(sa2, i).some((x) => x.c === 'if')) return { lever: 'mass_layoff', idx: [n, i], change: { kind: 'amount', value: gloss[n].num!.value, currency: null } };
    return null;
  }
  // "if the company lays off 10% of staff", "si la empresa despide al 10 %", "wenn die Firma 10 % entlässt": layoffs in the
  // condition are a change (a share of the staff at once); asked before the condition they are the behaviour.
  if (c === 'layoff') {
    const [sa4, sb4] = sentenceBounds(gloss, i);
    if (!gloss.slice(sa4, i).some((x) => x.c === 'if')) return null;
    const n = [1, 2, 3, -1, -2, -3].map((d) => i + d).find((k) => k >= sa4 && k < sb4 && gloss[k]?.num?.percent);
    // The threat falls on everyone, not on the share laid off: a switch, with the share and whose it is ("of staff") in its words.
    if (n === undefined) return { lever: 'mass_layoff', idx: [i], change: { kind: 'on' } };
    const whose = [n + 2, n + 3].find((k) => gloss[n + 1]?.c === 'of' && POPULATION_CONCEPTS.has(gloss[k]?.c ?? '') && k < sb4);
    return { lever: 'mass_layoff', idx: whose !== undefined ? [i, n, whose] : [i, n], change: { kind: 'on' } };
  }
  // "if the minimum age drops to 17": more people may do it (eligibility widened); raised, fewer.
  if (c === 'minimum_age') {
    const [sa3, sb3] = sentenceBounds(gloss, i);
    // "the minimum age for buying cigarettes is raised to 21": the verb may come after what the age is for; the clause ends at "and" or another "if".
    let end = Math.min(sb3, i + 13);
    for (let k = i + 1; k < end; k++) if (gloss[k].c === 'and' || gloss[k].c === 'if') end = k;
    const around = gloss.slice(Math.max(sa3, i - 3), end);
    const down = around.some((x) => x.c === 'down' || x.c === 'fewer' || x.c === 'halve');
    const up = around.some((x) => x.c === 'up' || x.c === 'more' || x.c === 'double');
    if (down && up) return null;
    // "si l'âge minimum passe à 21 ans": an age named with no direction is read against the usual 18.
    if (!down && !up) {
      const age = around.find((x, j) => x.kind === 'number' && !x.num?.percent && !x.num?.currency && j > 0 && ['to', 'a', 'by', 'minimum_age', 'the', 'of', 'age'].includes(around[j - 1].c))?.num?.value;
      if (age === undefined || age < 10 || age > 30 || age === USUAL_AGE) return null;
      return { lever: age < USUAL_AGE ? 'eligibility_widened' : 'eligibility_narrowed', idx: [i], change: { kind: 'on' } };
    }
    return { lever: down ? 'eligibility_widened' : 'eligibility_narrowed', idx: [i], change: { kind: 'on' } };
  }
  // "if the tram project is cancelled": the project called off, named with its words (gloss.ts).
  if (c === 'project_cancelled') return { lever: 'project_cancelled', idx: [i], change: { kind: 'on' }, namedBeforeVerb: true };
  // "if parking becomes paid", "kostenpflichtig wird", "pasa a ser de pago", "devient payant": a charge brought in (gloss.ts).
  if (c === 'fee' && /^(?:paid|kostenpflichtig|geb[üu]hrenpflichtig|payante?s?|pago)$/i.test(gloss[i].raw)) return { lever: 'fee', idx: [i], change: { kind: 'on' }, namedBeforeVerb: true };
  // "si la banque fait payer les retraits": the same in French.
  if (c === 'fee' && /^(?:fait|fera|ferait) payer$/i.test(gloss[i].raw) && !gloss[i + 1]?.num) return { lever: 'fee', idx: [i], change: { kind: 'on' } };
  // The verb, not the noun ("a 10p plastic bag charge for 30,000 shoppers"): "charges", or "charge" after will, we, they, to.
  // "starts charging for parking" is one word of the lexicon, the verb with its start.
  const chargeVerb = /^(?:charges|(?:starts?|begins?) charging)$/i.test(gloss[i].raw) || (/^(?:charge|charging)$/i.test(gloss[i].raw) && /^(?:will|we|they|to|start|starts|begin|begins)$/i.test(gloss[i - 1]?.raw ?? ''));
  // "start charging $5 a month for current accounts": a period may stand between the sum and what it is for.
  const forAt = gloss[i + 1]?.num?.currency ? [2, 3, 4].find((d) => /^(?:for|per|on)$/i.test(gloss[i + d]?.raw ?? '') && gloss.slice(i + 2, i + d).every((x) => /^(?:a|an|per|each|month|year|week|day)$/i.test(x.raw) || x.c === 'month' || x.c === 'year' || x.c === 'week' || x.c === 'day')) : undefined;
  if (c === 'fee' && chargeVerb && (gloss[i + 1]?.raw.toLowerCase() === 'for' || forAt !== undefined)) {
    return { lever: 'fee', idx: [i], ...(gloss[i + 1]?.num ? {} : { change: { kind: 'on' } }) };
  }
  // "if collection becomes weekly", "la collecte devient hebdomadaire", "alle zwei Wochen abgeholt": how often waste is
  // collected. More often makes sorting easier; less often harder. Residual waste collected less often is the reverse:
  // what is left between collections goes into the sorted bins (WRAP's fortnightly collections).
  if (c === 'collection') {
    const [sa, sb] = sentenceBounds(gloss, i);
    if (!gloss.some((x) => x.c === 'recycle' || x.c === 'waste_charge' || WASTE_WORD.test(x.raw))) return null;
    // "weekly instead of fortnightly": what follows "instead of" is today's, not the change.
    const insteadAt = gloss.findIndex((x, k) => k > i && k < sb && x.c === 'instead');
    const around = gloss.slice(Math.max(sa, i - 4), Math.min(insteadAt >= 0 ? insteadAt : sb, i + 8));
    const words = around.map((x) => x.raw.toLowerCase()).join(' ');
    const less = LESS_OFTEN.test(words) || around.some((x) => x.c === 'stop' || x.c === 'remove');
    const more = !less && (around.some((x) => x.c === 'weekly') || MORE_OFTEN.test(words));
    if (!less && !more) return null;
    // "wenn die Restmülltonne nur noch alle zwei Wochen geleert wird": German names the bin well before the verb.
    const residual = RESIDUAL.test(gloss.slice(Math.max(sa, i - 7), Math.min(sb, i + 4)).map((x) => x.raw).join(' '));
    // "hebdomadaire" says how often waste is collected, not the simulation's step.
    const weekly = gloss.findIndex((x, k) => k >= Math.max(sa, i - 4) && k < Math.min(sb, i + 8) && x.c === 'weekly');
    // The bin named before the verb ("die Restmülltonne … geleert") belongs to the change's words.
    const bin = gloss.findIndex((x, k) => k >= Math.max(sa, i - 7) && k < i && RESIDUAL.test(x.raw));
    const idx = [i, ...(weekly >= 0 ? [weekly] : []), ...(bin >= 0 ? [bin] : [])].sort((x, y) => x - y);
    return { lever: 'collection', idx, change: { kind: more !== residual ? 'on' : 'off' } };
  }
  // "if delivery takes 15 minutes longer", "waiting times double": a worse service, as a cut is;
  // shorter waits are a better one. Without a direction the wait is only named.
  if (c === 'wait_time') {
    const after = gloss.slice(i + 1, i + 7);
    // "from 2 to 5 days", "von 2 auf 5 Tage": the wait goes from one length to another.
    const pairAt = after.findIndex((x, k) => x.kind === 'number' && /^(to|auf|a|al|à|hasta)$/i.test(after[k + 1]?.raw ?? '') && after[k + 2]?.kind === 'number');
    const pair = pairAt >= 0 ? Math.sign((after[pairAt + 2].num?.value ?? 0) - (after[pairAt].num?.value ?? 0)) : 0;
    const longer = pair > 0 || after.some((x) => /^(longer|l[äa]nger|larg[oa]s?|long(ue)?s?|slower|double|doubles|doubled|verdoppel\p{L}*|duplica\p{L}*|doubl\p{L}*|extend|extends|extended|verl[äa]nger\p{L}*|alarga\p{L}*|allong\p{L}*|prolong\p{L}*)$/iu.test(x.raw) || x.c === 'up');
    const shorter = pair < 0 || after.some((x) => /^(shorter|k[üu]rzer|cort[oa]s?|courte?s?|faster|schneller|r[áa]pid[oa]s?|halved?|halves|halbier\p{L}*|verk[üu]rz\p{L}*|acort\p{L}*|raccourc\p{L}*)$/iu.test(x.raw) || x.c === 'down');
    if (longer === shorter) return null;
    return { lever: longer ? 'service_cut' : 'opening_hours', idx: [i], change: { kind: 'on' } };
  }
  // "ads in the free version", "anuncios en la versión gratuita": "free" names the tier where a change goes, no change of its own.
  if (c === 'free') {
    const tierAt = [i - 1, i + 1].find((k) => /^(?:version|versi[oó]n|tier|plan|fassung|variante|offre|formule|nivel|level)$/iu.test(gloss[k]?.raw ?? ''));
    if (tierAt !== undefined && gloss.slice(Math.max(0, Math.min(i, tierAt) - 3), Math.min(i, tierAt)).some((x) => /^(?:in|into|to|on|en|dans|à|au|im|zur|zum|para)$/i.test(x.raw))) return null;
  }
  // "a free personal training session": "free" describes the perk named after it.
  // "comerán en el comedor escolar si es gratis": a canteen named in the question, before "if", is what becomes free.
  if (c === 'free' && gloss.slice(Math.max(0, i - 3), i + 4).some((x, k, w) => (x.c === 'school_meals' || x.c === 'retraining' || x.c === 'rewards') && !w.slice(Math.min(k, i - Math.max(0, i - 3)), Math.max(k, i - Math.max(0, i - 3))).some((y) => y.c === 'if'))) return null;
  // "if the city offers free energy audits", "kostenlose Energieberatung": free advice is the advice, not the product given away.
  if (c === 'free' && gloss.slice(i + 1, i + 3).some((x) => x.c === 'campaign')) return null;
  // "a free survey", "a free home check", "une visite gratuite": an expert's visit is advice too.
  if (c === 'free' && /^(?:surveys?|checks?|assessments?|consultations?|visits?|inspections?)$/i.test(gloss[i + 1]?.raw ?? '')) return { lever: 'campaign', idx: [i, i + 1], change: { kind: 'on' } };
  // "a free personal training session" for gym members is a perk, not retraining of workers.
  if (c === 'retraining' && gloss.some((x) => ['members', 'customers', 'subscribers', 'users'].includes(x.c)) && !gloss.some((x) => ['workers', 'employees', 'jobseekers', 'unemployment', 'job'].includes(x.c))) {
    return { lever: 'rewards', idx: [i] };
  }
  // "2 months free for paying yearly", "2 mois gratuits" with an annual plan: the year's price less
  // those months, a discount of n/12 (not a price of nothing).
  if (c === 'free' && gloss.some((x) => x.c === 'annual_plan')) {
    const n = gloss[i - 1]?.c === 'month' && gloss[i - 2]?.kind === 'number' ? i - 2 : gloss[i + 1]?.c === 'month' && gloss[i - 1]?.kind === 'number' ? i - 1 : -1;
    const months = n >= 0 ? gloss[n].num?.value ?? 0 : 0;
    if (months >= 1 && months < 12) return { lever: 'discount', idx: [n, n + 1, n + 2], change: { kind: 'relative', value: -round6(months / 12) } };
  }
  // "si nous offrons 2 mois", "si regalamos 2 meses": months given away on a subscription, the same discount of n/12.
  if (c === 'free' && /^(?:offr|offert|regal)/i.test(gloss[i].raw) && gloss[i + 1]?.kind === 'number' && gloss[i + 2]?.c === 'month') {
    const months = gloss[i + 1].num?.value ?? 0;
    if (months >= 1 && months < 12) return { lever: 'discount', idx: [i, i + 1, i + 2], change: { kind: 'relative', value: -round6(months / 12) } };
  }
  // "if parking is no longer free", "nicht mehr kostenlos", "ya no es gratis", "n'est plus gratuit": free ends, a charge comes in.
  if (c === 'free' && NO_LONGER.test(gloss.slice(Math.max(0, i - 4), i).map((x) => x.raw).join(' '))) return { lever: 'fee', idx: [i], change: { kind: 'on' }, namedBeforeVerb: true };
  // German "frei" is free of charge only for something paid for ("der Eintritt … frei ist", "Fahrt frei"); "freie Stellen",
  // "frei wählen" are no price.
  if (c === 'free' && /^frei$/i.test(gloss[i].raw) && !gloss.slice(Math.max(0, i - 8), i).some((x) => /^(?:eintritt|zugang|fahrt|fahrten|parken|nutzung|ticket|tickets|busfahrt|bus|kita|studium|mittagessen|essen)$/i.test(x.raw))) return null;
  // "free to choose" is no price; "free to the over-65s", "free to all" is.
  const toWhom = /^to$/i.test(gloss[i + 1]?.raw ?? '') && (/^(?:the|all|everyone|everybody|anyone|those|people|residents|children|pupils|students|seniors|pensioners)$/i.test(gloss[i + 2]?.raw ?? '') || POPULATION_CONCEPTS.has(gloss[i + 2]?.c ?? ''));
  if (c === 'free') return (/^(time|trade|market|speech|zone|from|of|will|to)$/i.test(gloss[i + 1]?.raw ?? '') && !toWhom) || /^(feel|feels)$/i.test(gloss[i - 1]?.raw ?? '') ? null : { lever: 'free', idx: [i] };
  // "if the hospital makes the flu shot mandatory": a mandate is a lever only for what it makes compulsory;
  // "la vaccination devient obligatoire" is one change, named by both words.
  if (c === 'mandate') {
    const v = near(gloss, i, 4, ['vaccination']);
    if (v >= 0 && v < i && !used.has(v)) return { lever: 'mandate', idx: [v, i] };
    if (near(gloss, i, 8, ['vaccination']) >= 0) return { lever: 'mandate', idx: [i] };
    // "will attend lectures if attendance becomes mandatory": attendance made compulsory.
    if (gloss.some((x) => x.c === 'attend')) return { lever: 'mandate', idx: [i] };
    // "will use the new app if we make it mandatory", "wenn die Nutzung Pflicht wird": take-up made compulsory.
    // "will buy winter tyres if they become mandatory": buying made compulsory too.
    if (gloss.some((x) => x.c === 'use' || x.c === 'adopt' || x.c === 'install' || x.c === 'buy' || x.c === 'app' || x.c === 'technology' || x.c === 'ai')) return { lever: 'mandate', idx: [i] };
    // "will enable two-factor authentication if we make it mandatory": what the question asks, made compulsory.
    // "si la factura electrónica es obligatoria desde 2027", "if e-invoicing is mandatory": a thing said to be compulsory.
    return gloss.slice(Math.max(0, i - 4), i).some((x) => /^(?:make|makes|made|become|becomes|wird|werden|machen|hacemos|hace|vuelve|rendons|rend|devient|is|are|will|es|son|ser[áa]n?|est|sont|sera|seront|ist|sind)$/i.test(x.raw)) ? { lever: 'mandate', idx: [i] } : null;
  }
  if (c === 'vaccination' && gloss.slice(i + 1, i + 5).some((x) => x.c === 'mandate')) return null;
  // "if the central bank cuts rates by 1 point": the central bank's rate, not a rescue.
  if (c === 'bailout' && /^(central|zentralbank|notenbank|banco_central|banque_centrale|central_bank)/i.test(gloss[i].raw.replace(/\s+/g, '_')) && gloss.slice(i + 1, i + 5).some((x) => /^(rates?|tipos?|taux|zinsen|leitzins)$/i.test(x.raw))) {
    const r = gloss.slice(i + 1, i + 5).findIndex((x) => /^(rates?|tipos?|taux|zinsen|leitzins)$/i.test(x.raw));
    return { lever: 'interest_rate', idx: [i, i + 1 + r] };
  }
  if (c === 'mortgage' || c === 'interest_rate') return { lever: 'interest_rate', idx: [i] };
  // "if the ECB raises rates by 0.5 points", "if the Fed cuts rates": bare "rates" moved by a central
  // bank, or in a question about loans, are interest rates ("default rates", "turnover rate" are not).
  if (c === 'rate') {
    if (!/^(rates|rate|tipos|taux|zinsen)$/i.test(gloss[i].raw)) return null;
    const before = gloss[i - 1];
    // "if our bank raises savings rates by 1 point": the rate paid on deposits.
    const savingsRate = before?.c === 'deposits';
    if (before && before.known && !savingsRate && !/^(up|down|the|a|its|their|our|will)$/.test(before.c) && !CENTRAL_BANK.test(before.raw)) return null;
    if (savingsRate) return { lever: 'interest_rate', idx: [i - 1, i] };
    const bank = gloss.slice(Math.max(0, i - 4), i).some((x) => CENTRAL_BANK.test(x.raw));
    const credit = gloss.some((x) => x.c === 'mortgage' || x.c === 'interest_rate' || /^(loans?|borrowers?|debt|credit|arrears|defaults?|kredite?|prestamos|préstamos|prêts|emprunteurs)$/i.test(x.raw));
    return bank || credit ? { lever: 'interest_rate', idx: [i] } : null;
  }
  // "si subimos las comisiones de mantenimiento": a bank's commissions are what its customers pay, a fee.
  if (c === 'commission' && gloss.some((g) => BANKING.has(g.c))) return { lever: 'fee', idx: [i] };
  if (c === 'feed_in') return { lever: 'subsidy', idx: [i] };
  // "if speeding fines double": a fine named as the change (asked about, it is refused: design/refusal.ts).
  if (c === 'traffic_fine') return { lever: 'fine', idx: [i] };
  if (c === 'discount') return { lever: 'price', idx: [i] };
  // "a 20% stock market drop", "una caída del 20 % de la bolsa": a fall of the market is a crash.
  // "a competitor enters the market with 20% lower prices": the market is where the rival comes in.
  if (c === 'market') return near(gloss, i, 6, ['down', 'crash']) >= 0 && near(gloss, i, 6, ['crash']) < 0 && near(gloss, i, 8, ['rival']) < 0 ? { lever: 'crash', idx: [i] } : null;
  if (c === 'price' && used.has(i)) return null;
  // "pays 40% of the cost", "covers half the price": a share of the cost is what a subsidy covers.
  if (c === 'price') {
    let k = i - 1;
    // "half the bike cost": a word or two naming what costs may stand between.
    let named = 0;
    while (k > 0 && (/^(the|a)$/.test(gloss[k].c) || (named < 2 && gloss[k].kind === 'word' && !LEVER_CONCEPTS.has(gloss[k].c) && gloss[k - 1] && /^(the|a|of)$/.test(gloss[k - 1].c)))) {
      if (!/^(the|a)$/.test(gloss[k].c)) named++;
      k--;
    }
    const shareAt = gloss[k]?.c === 'of' ? k - 1 : k;
    const share = gloss[shareAt];
    // "une hausse de 20 % du prix du paquet", "a rise of 20% in the price": a change of the price, not a share of it covered.
    const changed = gloss.slice(Math.max(0, shareAt - 3), shareAt).some((x) => x.c === 'up' || x.c === 'down');
    // "a rival launches at half the price": the rival's price, read with the rival, not a subsidy.
    if (share?.num && (share.num.percent || share.num.fraction) && (gloss[k]?.c === 'of' || share.num.fraction) && !changed && near(gloss, i, 6, ['subsidy']) < 0 && near(gloss, i, 8, ['rival']) < 0) return { lever: 'subsidy', idx: [i] };
  }
  // "if health insurers pay for it", "si l'Assurance maladie la rembourse à 100 %", "wenn die Krankenkassen sie voll bezahlen":
  // the insurer paying is a subsidy of what is asked, by the share it pays ("in full" is all of it).
  if (c === 'health_insurer') {
    const w = gloss.slice(i + 1, i + 7);
    const v = w.findIndex((x) => x.c === 'cover' || /^(?:pays?|paid|paying|reimburs\p{L}*|funds?|funded|rembours\p{L}*|bezahl\p{L}*|zahl(?:t|en)|erstatt\p{L}*|übernimm\p{L}*|übernehmen|financ\p{L}*|paga\p{L}*|reembols\p{L}*)$/iu.test(x.raw));
    if (v < 0) return null;
    const window = gloss.slice(i + 1, i + v + 5);
    const share = window.find((x) => x.num?.percent || x.num?.fraction);
    const full = window.some((x) => /^(?:voll(?:ständig)?|fully|full|entirely|ganz|integralement|enti[èe]rement|totalmente|íntegramente)$/iu.test(x.raw));
    const value = share?.num ? (share.num.fraction ? share.num.value : share.num.value / 100) : full ? 1 : null;
    return { lever: 'subsidy', idx: [i, i + 1 + v], change: value !== null ? { kind: 'share', value: round6(Math.min(1, value)) } : { kind: 'on' } };
  }
  // "the employer pays 75% of the monthly pass", "rembourse 75 % de l'abonnement": what the rider pays falls by that share.
  if (c === 'fare') {
    let k = i - 1;
    while (k > 0 && /^(the|a)$/.test(gloss[k].c)) k--;
    const share = gloss[k]?.c === 'of' ? gloss[k - 1] : null;
    // German puts the verb last: "wenn der Arbeitgeber 75 % des Monatstickets übernimmt".
    if (share?.num && (share.num.percent || share.num.fraction) && [...gloss.slice(Math.max(0, i - 8), i), ...gloss.slice(i + 1, i + 4)].some((x) => x.c === 'cover' || x.c === 'subsidy' || /^(?:pays?|paid|covers?|reimburses?)$/i.test(x.raw))) {
      const v = share.num.fraction ? share.num.value : share.num.value / 100;
      return { lever: 'fare', idx: [i], change: { kind: 'relative', value: -round6(Math.min(1, v)) } };
    }
  }
  // "a vaccination campaign", "campagne de vaccination": the campaign is how the other lever is delivered.
  if (c === 'campaign' && near(gloss, i, 2, ['vaccination', 'moderation', 'retraining', 'cessation']) >= 0) return null;
  // "support for a new tax", "a vote on the quota": what opinions are about, not a change
  // ("if voting moves online" changes how the vote is cast).
  for (let k = i - 1; c !== 'online_voting' && k >= Math.max(0, i - 4); k--) {
    const b = gloss[k].c;
    if (b === 'support' || b === 'opinion' || b === 'vote' || b === 'poll' || b === 'election') return null;
    if (!/^(for|of|on|a|the|new|to)$/.test(b) && gloss[k].known) break;
  }
  return { lever: c, idx: [i] };
}

// Levers whose level is a price someone pays: a change from one level to another is relative.
const PRICE_LIKE = new Set(['price', 'fare', 'tariff', 'rent', 'fee', 'fine', 'toll', 'wage', 'fuel_price', 'electricity_price']);
const RATE_TAXES = new Set(['tax', 'tariff']);
/**
 * "if we cut the price", "if rents fall", "if overtime is cut": a direction without a size moves
 * these levers by a stated default (10%, or one point for a rate), so the sign is the asker's;
 * a switch ("on") would move every one of them the same way whatever the verb.
 */
const UNSIZED_STEP = new Set([...PRICE_LIKE, 'workload', 'ratio', 'interest_rate']);
export const UNSIZED_RELATIVE = 0.1;
export const UNSIZED_POINTS = 1;
export const UNSIZED_CAP = 0.25;
// Burdens a cap or limit lowers: "overtime is capped at 8 hours a week", "class sizes limited to 25".
const BURDENS = new Set(['workload']);
/** A change the prompt names without a size of its own: switched, or sized by the default above. */
const unsized = (c: Change) => c.kind === 'on' || c.kind === 'off' || ((c.kind === 'relative' || c.kind === 'points') && c.assumed === true);

/**
 * Two levels of one lever in a row: "from A to B" (von A auf B, de A a B, de A à B) or "B
 * instead of A" (B statt A, B en lugar de A). Returns the old and the new level.
 */
function levelPair(gloss: Gloss[], i: number, to: number): { from: number; to: number; fromRaw: string; toRaw: string; other: number; percent: boolean } | null {
  const g = gloss[i];
  if (!g.num) return null;
  // "von 7 auf 19 %", "from 7 to 19%": a bare first level takes the second's percent sign.
  const bare = !g.num.percent && !g.num.currency;
  const numAt = (k: number) => (gloss[k]?.kind === 'number' && gloss[k].num && (Boolean(gloss[k].num!.percent) === Boolean(g.num!.percent) || (bare && gloss[k].num!.percent)) ? k : -1);
  const prev = gloss[i - 1]?.c;
  // "de 30 euros al mes a 35 euros al mes", "from $30 a month to $35": a period may follow the first level.
  const t = /^(per|each|a)$/.test(gloss[i + 1]?.c ?? '') && unitOf(gloss[i + 2]?.c ?? '') !== null ? i + 3 : i + 1;
  // "del 40 % al 20 %": Spanish "al" reads as "per" elsewhere ("al mes"); between two levels it is "to".
  if ((prev === 'from' || prev === 'of') && (gloss[t]?.c === 'to' || /^al$/i.test(gloss[t]?.raw ?? ''))) {
    const k = numAt(t + 1) >= 0 ? t + 1 : numAt(t + 2) >= 0 && /^(a|the|of)$/.test(gloss[t + 1]?.c ?? '') ? t + 2 : -1;
    if (k >= 0 && k < Math.max(to, i + 4)) return { from: g.num.value, to: gloss[k].num!.value, fromRaw: g.raw, toRaw: gloss[k].raw, other: k, percent: Boolean(gloss[k].num!.percent) };
  }
  // "49 Euro statt 80 Euro": the new level first; a currency word may stand between.
  let j = i + 1;
  if (gloss[j] && gloss[j].kind !== 'number' && !gloss[j].known && gloss[j + 1]?.c === 'instead') j++;
  if (gloss[j]?.c === 'instead') {
    let k = j + 1;
    while (gloss[k] && /^(of|a|the)$/.test(gloss[k].c)) k++;
    if (numAt(k) >= 0) return { from: gloss[k].num!.value, to: g.num.value, fromRaw: gloss[k].raw, toRaw: g.raw, other: k, percent: Boolean(g.num.percent) };
  }
  return null;
}

/** "49 Euro statt 80 Euro": "instead" between two numbers joins two levels of one change. */
export function isPairedInstead(gloss: Gloss[], k: number): boolean {
  const before = gloss[k - 1]?.kind === 'number' || (gloss[k - 2]?.kind === 'number' && !gloss[k - 1].known);
  let j = k + 1;
  while (gloss[j] && /^(of|a|the)$/.test(gloss[j].c)) j++;
  return before && gloss[j]?.kind === 'number';
}

function pairChange(lever: string, a: number, b: number, percent: boolean, currency: string | null = null): Change {
  // A tax rate from 7% to 19% raises what buyers pay by 1.19 / 1.07 − 1.
  if (percent && RATE_TAXES.has(lever)) return { kind: 'relative', value: (1 + b / 100) / (1 + a / 100) - 1 };
  if (percent && lever === 'interest_rate') return { kind: 'points', value: b - a };
  // "a transaction fee cut from 2% to 0.5%": a price stated as a percentage moves by (b − a) / a.
  if (percent && PRICE_LIKE.has(lever) && a > 0) return { kind: 'relative', value: (b - a) / a };
  if (percent) return { kind: 'share', value: b / 100, from: a / 100 };
  if (PRICE_LIKE.has(lever) && a > 0) return { kind: 'relative', value: (b - a) / a };
  // "a carbon price from 80 to 160 euros a tonne": the new level, and today's.
  return { kind: 'amount', value: b, currency, from: a };
}

interface Size {
  change: Change;
  raw: string;
  at: number;
  compoundEveryDays: number | null;
}

function sizesIn(gloss: Gloss[], from: number, to: number, lever: string, claimed: Set<number>, dir: string | null, forcedDown: boolean): { sizes: Size[]; share: number | null; used: number[] } {
  const sizes: Size[] = [];
  let share: number | null = null;
  const used: number[] = [];
  const signOf = forcedDown || dir === 'down' || dir === 'fewer' || dir === 'below' ? -1 : dir === 'up' || dir === 'more' || dir === 'above' ? 1 : 0;
  for (let i = from; i < to; i++) {
    const g = gloss[i];
    if (g.kind !== 'number' || !g.num || claimed.has(i)) continue;
    const v = g.num.value;
    const next = gloss[i + 1];
    const next2 = gloss[i + 2];
    // "a free survey and a 50% grant": a size right before another lever, after "and", is that lever's.
    if (next?.known && TRIGGERS.has(next.c) && next.c !== lever && !lever.startsWith(next.c) && !['price', 'tax', 'fee', 'discount'].includes(next.c) && i > from && gloss.slice(from, i).some((x) => x.c === 'and')) continue;
    // "for 30% of households", "half of the firms": the reach of the change.
    const next3 = gloss[i + 3];
    // "30% of the bike price": a share of a price or cost is a size, whatever names the thing before it.
    const ofPrice = gloss.slice(i + 3, i + 6).some((x) => x.c === 'price' || x.c === 'fare');
    // "al 70 % de lo actual", "à 70 % du niveau actuel": a share of today's level is a size too.
    const ofToday = next?.c === 'of' && gloss.slice(i + 2, i + 5).some((x) => x.c === 'current' || /^(?:today'?s?|heutigen?|actuales?|actuel(?:le)?s?|hoy)$/i.test(x.raw));
    const ofPopulation = !ofToday && ((next?.c === 'of' && next2 && (POPULATION_CONCEPTS.has(next2.c) || (next2.c === 'the' && !(next3 && TRIGGERS.has(next3.c)) && !ofPrice))) || (next && POPULATION_CONCEPTS.has(next.c)));
    if ((g.num.percent || g.num.fraction) && ofPopulation && !['vaccination', 'retraining', 'automation', 'bots', 'moderation'].includes(lever)) {
      share = g.num.fraction ? v : v / 100;
      used.push(i);
      continue;
    }
    // "class sizes grow by 5 pupils": the pupils a class gains are its size, as the nurses a hire adds are.
    const classPupils = lever === 'workload' && next && /^(?:pupils?|students?|children|schüler\p{L}*|kinder|alumnos?|estudiantes|niños|élèves|enfants)$/iu.test(next.raw);
    if (!g.num.percent && !g.num.currency && !g.num.fraction && next && POPULATION_CONCEPTS.has(next.c) && lever !== 'hire' && !classPupils) continue;
    if (!g.num.percent && !g.num.currency && Number.isInteger(v) && v >= 1900 && v <= 2100 && /^\d{4}$/.test(g.raw)) continue;
    if (next && unitOf(next.c)) continue;
    // "20% less than twelve monthly payments", "moins cher que 10 euros": what the change is measured against, not a size.
    if (gloss[i - 1]?.c === 'than' || /^(?:que|als|than)$/i.test(gloss[i - 1]?.raw ?? '')) continue;
    // "patient ratios go from 1:6 to 1:8", "von 1:6 auf 1:8": patients per nurse, from one to the other (+33% workload).
    if ((lever === 'ratio' || lever === 'workload') && v === 1 && gloss[i + 1]?.c === ':' && gloss[i + 2]?.kind === 'number') {
      const a = gloss[i + 2].num!.value;
      // The colon may close the change's words early; the second ratio follows within a few words.
      const k = gloss.findIndex((x, j) => j > i + 2 && j <= i + 8 && x.kind === 'number' && x.num!.value === 1 && gloss[j + 1]?.c === ':' && gloss[j + 2]?.kind === 'number');
      if (a > 0 && k > 0) {
        const b = gloss[k + 2].num!.value;
        sizes.push({ change: { kind: 'relative', value: round6(b / a - 1) }, raw: `1:${gloss[i + 2].raw} → 1:${gloss[k + 2].raw}`, at: i, compoundEveryDays: null });
        used.push(i, i + 2, k, k + 2);
        [i + 2, k, k + 2].forEach((x) => claimed.add(x));
        i = k + 2;
        continue;
      }
    }
    // "from $10 to $13", "von 7 % auf 19 %", "49 Euro statt 80 Euro": a change from one level to another.
    const pair = levelPair(gloss, i, to);
    if (pair) {
      sizes.push({ change: pairChange(lever, pair.from, pair.to, pair.percent, g.num.currency ?? gloss[pair.other].num?.currency ?? null), raw: `${pair.fromRaw} → ${pair.toRaw}`, at: i, compoundEveryDays: null });
      used.push(i, pair.other);
      claimed.add(pair.other);
      i = Math.max(i, pair.other);
      continue;
    }
    // "match 1 share for every 2 bought", "una acción por cada dos compradas": one size, a ratio.
    let ratioTo = -1;
    for (let j = i + 1; j <= i + 3 && j < to && !g.num.percent && !g.num.currency; j++) {
      if ((gloss[j].c === 'for' || gloss[j].c === 'each') && gloss[j + 1]?.c === 'each' && gloss[j + 2]?.kind === 'number' && !gloss[j + 2].num?.percent && gloss[j + 2].num!.value > 0) ratioTo = j + 2;
      if (ratioTo >= 0 || gloss[j].kind !== 'word') break;
    }
    if (ratioTo >= 0) {
      sizes.push({ change: { kind: 'share', value: round6(v / gloss[ratioTo].num!.value) }, raw: `${g.raw}:${gloss[ratioTo].raw}`, at: i, compoundEveryDays: null });
      used.push(i, ratioTo);
      claimed.add(ratioTo);
      i = ratioTo;
      continue;
    }
    // Only a percentage compounds ("20% a year"); "£15 a day" is a charge per day.
    // "10% cheaper each year", "5 % teurer pro Jahr": the comparative stands between the size and its cadence.
    const cmpAt = priceComparative(gloss, i + 1) ? i + 1 : gloss[i + 2] && priceComparative(gloss, i + 2) ? i + 2 : -1;
    const comp = g.num.percent ? (compoundingAfter(gloss, i) ?? (cmpAt >= 0 ? compoundingAfter(gloss, cmpAt) : null)) : null;
    // "wenn Benzin 20 % teurer wird": with no direction word, the comparative after the size is its direction.
    const sign = signOf !== 0 || cmpAt < 0 ? signOf : priceComparative(gloss, cmpAt) === 'up' ? 1 : -1;
    // "rises to 95%": a new level; "rises by 5%" or "rises 5%": a change.
    // "baja al 1%", "baisse à 1 %": Spanish "al" and French "à" before a percentage are "to".
    // "nur noch 1 Euro", "only 1 euro", "solo 1 euro", "plus que 1 euro": the new level, not a fall by it.
    const toLevel = (gloss[i - 1]?.c === 'to' || (Boolean(g.num.percent) && /^(al|à)$/i.test(gloss[i - 1]?.raw ?? '')) || /^(?:nur noch|only|just|solo|s[óo]lo|plus que|seulement)$/i.test(gloss[i - 1]?.raw ?? '')) && sign !== 0;
    let change: Change;
    // "rates rise 1.5 points", "50 basis points": a bare "points" after a rate is percentage points.
    const pointWord = /^(points?|pts?|punkte?|puntos?)$/i.test(next?.raw ?? '') ? 1 : /^(basis|bp|bps)$/i.test(next?.raw ?? '') ? 0.01 : 0;
    if (RATE_LEVERS.has(lever) && !g.num.percent && !g.num.currency && pointWord > 0) change = { kind: 'points', value: (sign || 1) * v * pointWord };
    else if (g.num.fraction) change = sign !== 0 && !toLevel ? { kind: 'relative', value: sign * v } : { kind: 'share', value: v };
    else if (g.num.percent) {
      if (RATE_LEVERS.has(lever) || g.num.points) change = { kind: 'points', value: (sign || 1) * v };
      else if (toLevel || sign === 0) change = { kind: 'share', value: v / 100 };
      else change = { kind: 'relative', value: (sign * v) / 100 };
    } else if (g.num.currency) change = { kind: 'amount', value: v, currency: g.num.currency, ...(sign !== 0 && !toLevel ? { by: sign as 1 | -1 } : {}) };
    else if (['carbon_price', 'tax', 'toll', 'fee', 'fine', 'subsidy', 'cash_transfer', 'wage', 'price', 'fare', 'rent'].includes(lever)) change = { kind: 'amount', value: v, currency: null, ...(sign !== 0 && !toLevel ? { by: sign as 1 | -1 } : {}) };
    else change = { kind: 'count', value: v };
    sizes.push({ change, raw: g.raw, at: i, compoundEveryDays: comp?.days ?? null });
    used.push(i, ...(comp?.claimed ?? []));
    comp?.claimed.forEach((k) => claimed.add(k));
  }
  return { sizes, share, used };
}

export interface InterventionReading {
  interventions: Intervention[];
  arms: ArmIntent[];
  baselineLabel: string | null;
  /** Gloss indices used by sizes and timings. */
  claimed: Set<number>;
  comparison: boolean;
  /** Rates the status quo assumes ("while market rents would rise 7% a year"), for the mechanism. */
  rates: RateMention[];
}

/** Words that end the text of a change: the question that follows it is not part of it. */
const QUESTION_WORDS = new Set(['how', 'what', 'many', 'much', 'when', ':', '?', 'while']);
// Overtime is worked on top of a standard week; a cut in overtime is a cut in hours worked.
const STANDARD_WEEK_HOURS = 40;
const OVERTIME = /overtime|uberstunden|überstunden|horas extra|heures supp/i;

/** "with no quota", "without a guarantee", "ohne Quote", "sin cuota": the index of "no"/"without" before a lever, or −1. */
function negatedAt(gloss: Gloss[], first: number, sa: number): number {
  for (let k = first - 1; k >= Math.max(sa, first - 3); k--) {
    const c = gloss[k].c;
    if (c === 'without' || c === 'not') return k;
    if (!/^(a|an|the|any)$/.test(c)) return -1;
  }
  return -1;
}

/**
 * The status quo named as such: "overtime stays at 12 hours", "at current levels", "keeps the
 * fare as today". "20% below current levels" uses today's level as a reference for a change.
 */
function statusQuoIn(gloss: Gloss[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = gloss[k].c;
    // "if energy prices stay 50% above last year" is a change that persists, not the status quo.
    // "if the library stays open until 10 pm" is longer hours, a change.
    // German puts "bis 22 Uhr" before the verb: "wenn die Wahllokale bis 22 Uhr geöffnet bleiben".
    if (c === 'keep' && !gloss.slice(k + 1, to).some((x) => x.c === 'above' || x.c === 'below' || x.c === 'until') && !(gloss[k - 1]?.c === 'open' && gloss.slice(from, k).some((x) => x.c === 'until'))) return true;
    if (c === 'current' && !gloss.slice(Math.max(from, k - 3), k).some((x) => x.c === 'below' || x.c === 'above' || x.kind === 'number' || DIRECTIONS.has(x.c))) return true;
  }
  return false;
}

/** A comparative that sets a level apart from today's ("15% lower", "20 % niedriger", "más bajos", "plus bas"). */
const STAYS_APART = /^(?:lower|higher|cheaper|dearer|below|above|niedriger|h[öo]her|billiger|teurer|unter|[üu]ber|bajos?|bajas?|altos?|altas?|baratos?|caros?|bas|basses?|hauts?|hautes?|[ée]lev[ée]e?s?)$/i;
/** Pronouns that stand for a thing named before ("theirs", "los suyos", "les leurs", "ihre"). */
const STANDS_FOR_LEVER = /^(theirs|ours|suyos|suyas|leurs)$/i;
/** Charges a dropped pronoun can stand for ("pagarán el peaje si sube a 4 euros"). */
const PRICED = new Set(['toll', 'fee', 'fare', 'price', 'rent', 'tax', 'tariff']);
/** "paid to (the) farmers", "pagado a los ganaderos", "payé aux éleveurs": the population at k is who is paid. */
function isPaidTo(gloss: Gloss[], k: number): boolean {
  const at = gloss[k - 1]?.c === 'the' ? k - 1 : k;
  return POPULATION_CONCEPTS.has(gloss[k]?.c ?? '') && gloss[at - 1]?.c === 'to' && /^(?:paid|pagad[oa]s?|pay[ée]e?s?|vers[ée]e?s?)$/i.test(gloss[at - 2]?.raw ?? '');
}
/** Waste named, so that a collection is of waste ("collection" alone may be of data or of art). */
const WASTE_WORD = /(?<!\p{L})(?:\p{L}*m[üu]ll\p{L}*|\p{L}*abf[äa]ll\p{L}*|\p{L}*tonnen?|waste|rubbish|garbage|trash|bins?|recycl\p{L}*|basura|residuos|contenedor\p{L}*|ordures|d[ée]chets|biod[ée]chets|poubelles?|bacs?)(?!\p{L})/iu;
/** Collected more often: "weekly", "every week", "twice a week", "more often", "häufiger", "más a menudo", "plus souvent". */
const MORE_OFTEN = /\b(?:daily|every_week|each_week|every week|each week|twice|more often|more frequent\w*|t[äa]glich\w*|jede woche|jede_woche|zweimal|h[äa]ufiger|[öo]fter|diari[oa]s?|cada semana|cada_semana|dos veces|m[áa]s a menudo|m[áa]s frecuente\w*|quotidienne\w*|chaque semaine|chaque_semaine|toutes les semaines|deux fois|plus souvent|plus fr[ée]quente?s?)\b/iu;
/** Collected less often: "fortnightly", "every two weeks", "monthly", "alle zwei Wochen", "cada quince días", "tous les quinze jours". */
const LESS_OFTEN = /\b(?:fortnightly|biweekly|bi-weekly|monthly|every (?:two|2|three|3|four|4) weeks|every other week|less often|less frequent\w*|alle (?:zwei|2|drei|3|vier|4) wochen|vierzehnt[äa]g\w*|14-t[äa]g\w*|monatlich\w*|seltener|cada (?:dos|2|tres|3) semanas|cada (?:quince|15) d[íi]as|quincenal\w*|mensual\w*|con menos frecuencia|menos a menudo|toutes les (?:deux|2|trois|3) semaines|tous les (?:quinze|15) jours|mensuelle\w*|moins souvent|moins fr[ée]quente?s?)\b/iu;
/** Residual waste: what is not sorted ("general waste", "Restmüll", "fracción resto", "ordures ménagères résiduelles"). */
const RESIDUAL = /(?<!\p{L})(?:residual|general[ _]waste|black[ _]bins?|landfill|restm[üu]ll\p{L}*|restabfall\p{L}*|resto|residuos? mezclados?|r[ée]siduel\p{L}*|ordures[ _]m[ée]nag[èe]res)(?!\p{L})/iu;
/** Jobs lost: "lost", "cut", "axed", "go", "wegfallen", "abgebaut", "se pierden", "se destruyen", "supprimés". */
const JOBS_LOST = /^(?:lost|cut|axed|shed|go|gone|disappear|eliminated|wegfallen|wegfällt|fallen|abgebaut|gestrichen|pierden|perder[áa]n|destruyen|destruir[áa]n|eliminan|suprimen|supprim[ée]s?|perdus|disparaissent|dispara[îi]tront)$/i;
/** "no longer", "nicht mehr", "ya no", "deja de ser", "n'est plus", "ne sera plus". */
const NO_LONGER = /(?:\bno longer\b|\bnot free any ?more\b|\bnicht mehr\b|\bya no\b|\bdeja(?:r[áa])? de ser\b|\bdejan de ser\b|\bn['’]\s?(?:est|sera)\s+plus\b|\bne\s+(?:sera|seront|sont|serait|seraient)\s+plus\b)/i;
/** A verb of purpose after "to" ("to win more customers", "to attract tourists"). */
const PURPOSE = /^(?:win|attract|gain|get|boost|encourage|help|keep|retain|bring|lure|draw|grow|reach|convince|persuade)$/i;
/** Verbs that allow, and the object pronouns that may stand for what is allowed. */
// "si la ville les offre aux plus de 65 ans", "if the city offers it to the over-65s": what is offered is the thing asked about.
const PERMIT = /^(?:allows?|permits?|permite|permiten|permitimos|permitir[aá]n?|autoriza|autorizan|autorizamos|erlaubt|erlauben|gestattet|gestatten|zul[äa]sst|zulassen|autorise|autorisent|autorisons|autorisera|autoriserons|permet|permettent|permettons|offers?|offre|offrent|offrons|ofrece|ofrecen|ofrecemos|bietet|anbietet|anbieten)$/i;
const PRONOUN_OBJECT = /^(?:it|them|lo|la|los|las|es|sie|le|l['’]|les)$/i;
/** The participle of a verb that allows, in its language ("erlauben" → "erlaubt"). */
function allowedParticiple(verb: string): string | null {
  const v = verb.toLowerCase();
  if (/^(?:allows?|permits?|lets?)$/.test(v)) return 'allowed';
  if (/^erlaub/.test(v)) return 'erlaubt';
  if (/^gestatt/.test(v)) return 'gestattet';
  if (/^zul/.test(v)) return 'zugelassen';
  if (/^permit/.test(v)) return 'permitido';
  if (/^autoriz/.test(v)) return 'autorizado';
  if (/^autoris/.test(v)) return 'autorisé';
  if (/^permet/.test(v)) return 'permis';
  return null;
}
/** An arrangement named by a verb ("teletrabajarán", "télétravailleront"), as its noun. */
function arrangementNoun(word: string): string {
  if (/^teletrabaj/i.test(word)) return 'teletrabajo';
  if (/^t[ée]l[ée]travaill/i.test(word)) return 'télétravail';
  return word;
}
/** Arrangements an employer or a city may allow. */
const ALLOWABLE = new Set(['remote_work', 'four_day_week', 'part_time', 'online_voting', 'free']);
/** Goods whose rise or fall by a share or a sum is their price's ("if cigarettes go up 10%"; fuel and electricity are levers of their own). */
const GOODS_PRICED = new Set(['food', 'tobacco', 'smoking', 'alcohol', 'sugar']);

export function interventionsOf(gloss: Gloss[], text: string, counts: Set<number>, year?: number): InterventionReading {
  const claimed = new Set<number>(counts);
  const mentions: Mention[] = [];
  const used = new Set<number>();
  let campaignOf: string | null = null;
  for (let i = 0; i < gloss.length; i++) {
    // "we raise prices 8% and our competitor cuts theirs 5%": a possessive pronoun stands for the
    // lever named just before it in the same sentence (their prices).
    if (STANDS_FOR_LEVER.test(gloss[i].raw) && !used.has(i)) {
      const before = mentions[mentions.length - 1];
      const [sa] = sentenceBounds(gloss, i);
      if (before && before.idx[0] >= sa && i - before.idx[before.idx.length - 1] <= 10) {
        used.add(i);
        mentions.push({ lever: before.lever, idx: [i], pronounFor: before.idx.map((k) => gloss[k].raw).join(' ') });
      }
      continue;
    }
    // "¿Cuántos pagarán el peaje si sube a 4 euros?": Spanish drops the pronoun; a verb of change right
    // after "if" with no lever of its own moves the priced thing named just before.
    // "if it rises to 4 euros": a pronoun with no lever named after it does the same.
    const verbAt = /^(?:it|es|er|il|elle)$/i.test(gloss[i + 1]?.raw ?? '') ? i + 2 : i + 1;
    // "si elle passe de 40 à 50 euros": a verb of passing from one level to another moves it too.
    const fromTo = /^(?:passe|passera|passent|pasa|pasar[áa]|goes|moves|geht|changes)$/i.test(gloss[verbAt]?.raw ?? '') && gloss.slice(verbAt + 1, verbAt + 6).filter((x) => x.kind === 'number').length >= 2 && gloss.slice(verbAt + 1, verbAt + 6).some((x) => x.num?.currency || x.num?.percent);
    // "wenn es auf 49 Euro steigt": German puts the verb last, after the level.
    const lastAt = /^(?:es|er|sie)$/i.test(gloss[i + 1]?.raw ?? '') ? gloss.slice(i + 2, i + 7).findIndex((x) => x.c === 'up' || x.c === 'down') + i + 2 : -1;
    const germanLast =
      gloss[i].c === 'if' && lastAt > i + 2 && gloss.slice(i + 2, lastAt).some((x) => x.kind === 'number' && (x.num?.currency || x.num?.percent)) && !gloss.slice(i + 2, lastAt).some((x) => x.known && LEVER_CONCEPTS.has(x.c));
    if (germanLast) {
      const [sa] = sentenceBounds(gloss, i);
      let k = i - 1;
      while (k >= sa && !(gloss[k].known && PRICED.has(gloss[k].c))) k--;
      if (k >= sa) {
        const named = mentions.findIndex((m) => m.idx.includes(k));
        if (named >= 0) mentions.splice(named, 1);
        used.add(k).add(lastAt);
        mentions.push({ lever: gloss[k].c, idx: [lastAt], pronounFor: gloss[k].raw });
        continue;
      }
    }
    if (gloss[i].c === 'if' && (((gloss[verbAt]?.c === 'up' || gloss[verbAt]?.c === 'down') && gloss.slice(verbAt + 1, verbAt + 4).some((x) => x.kind === 'number' && (x.num?.currency || x.num?.percent))) || fromTo)) {
      const [sa] = sentenceBounds(gloss, i);
      let k = i - 1;
      // "cancel their subscription if it rises 12%", "la suscripción si sube un 12%": a subscription that rises is its price.
      while (k >= sa && !(gloss[k].known && (PRICED.has(gloss[k].c) || gloss[k].c === 'subscription'))) k--;
      if (k >= sa && !gloss.slice(verbAt + 1, verbAt + 4).some((x) => x.known && LEVER_CONCEPTS.has(x.c))) {
        // The charge named in the question had no change of its own: it is this one.
        const named = mentions.findIndex((m) => m.idx.includes(k));
        if (named >= 0) mentions.splice(named, 1);
        used.add(k).add(verbAt);
        mentions.push({ lever: gloss[k].c === 'subscription' ? 'price' : gloss[k].c, idx: [verbAt], pronounFor: gloss[k].raw });
        continue;
      }
    }
    // "¿pedirán teletrabajo si la empresa lo permite dos días a la semana?", "… if the company allows it two days a week":
    // a pronoun allowed stands for the arrangement asked about before "if".
    // German puts the verb last: "wenn die Firma es an zwei Tagen pro Woche erlaubt".
    const verbLast = !gloss[i + 1] || gloss[i + 1].kind !== 'word';
    const pronounNear = PRONOUN_OBJECT.test(gloss[i - 1]?.raw ?? '') || PRONOUN_OBJECT.test(gloss[i + 1]?.raw ?? '') || (verbLast && gloss.slice(Math.max(0, i - 7), i).some((x) => /^es$/i.test(x.raw)));
    if (PERMIT.test(gloss[i].raw) && !used.has(i) && pronounNear) {
      const ifAt = gloss.slice(0, i).map((x) => x.c).lastIndexOf('if');
      const asked = ifAt > 0 ? gloss.slice(0, ifAt).findLastIndex((x) => x.known && ALLOWABLE.has(x.c)) : -1;
      if (asked >= 0 && !gloss.slice(ifAt, i).some((x) => x.known && LEVER_CONCEPTS.has(x.c))) {
        used.add(i);
        // "how many schools will adopt a four-day week if the state allows it": the arrangement named in the question is
        // what is allowed, one change, not two.
        const named = mentions.findIndex((x) => x.idx.includes(asked));
        if (named >= 0) mentions.splice(named, 1);
        const esAt = verbLast ? gloss.slice(0, i).findLastIndex((x) => /^es$/i.test(x.raw)) : -1;
        mentions.push({ lever: gloss[asked].c, idx: esAt >= 0 && esAt + 1 < i ? [esAt + 1, i] : [i], pronounFor: gloss[asked].raw, allowed: true });
        continue;
      }
    }
    // A comparative of price with no lever word near is the price of what the sentence is about.
    const cmp = used.has(i) ? null : priceComparative(gloss, i);
    // "switch to a cheaper supplier", "se cambiarán a una comercializadora más barata": what people switch to,
    // described, is no change; the change is what the condition says.
    const switchAt = gloss.slice(Math.max(0, i - 6), i).findIndex((x) => x.c === 'switch') + Math.max(0, i - 6);
    const between = gloss.slice(switchAt + 1, i);
    const switchTo = switchAt >= Math.max(0, i - 6) && between.some((x) => x.c === 'to') && !between.some((x) => x.c === 'if' || x.kind === 'number');
    if (cmp && switchTo) {
      used.add(i);
      continue;
    }
    if (cmp) {
      const [sa, sb] = sentenceBounds(gloss, i);
      const leverNear = gloss.slice(Math.max(sa, i - 4), Math.min(sb, i + 3)).some((x, k) => x.known && LEVER_CONCEPTS.has(x.c) && x.c !== 'automation' && Math.max(sa, i - 4) + k !== i);
      if (!leverNear) {
        used.add(i);
        mentions.push({ lever: 'price', idx: [i], dir: cmp });
        continue;
      }
    }
    // "si el agua sube un 30 %", "if water goes up 20%", "if cigarettes go up by 2 dollars a pack": a good that
    // rises or falls by a share or a sum is its price.
    if ((/^(water|wasser|agua|(?:l['’])?eau)$/i.test(gloss[i].raw) || (gloss[i].known && GOODS_PRICED.has(gloss[i].c))) && !used.has(i)) {
      const next = gloss.slice(i + 1, i + 4);
      if (next.some((x) => x.c === 'up' || x.c === 'down') && gloss.slice(i + 1, i + 6).some((x) => x.num?.percent || x.num?.currency) && !gloss.slice(Math.max(0, i - 3), i + 4).some((x, k) => x.known && LEVER_CONCEPTS.has(x.c) && Math.max(0, i - 3) + k !== i)) {
        used.add(i);
        mentions.push({ lever: 'price', idx: [i] });
        continue;
      }
    }
    if (!TRIGGERS.has(gloss[i].c) || used.has(i)) continue;
    // "how many drivers will pay the new toll": paying is what they are asked about, not a payment made to them.
    if (/^(pay|zahlen|pagar[aá]n?|paieront|payer)$/i.test(gloss[i].raw) && gloss[i - 1]?.c === 'will') continue;
    // "how many will work from home if we allow two days of remote work": the behaviour asked about, named again in the condition, is not a change of its own.
    if (SWITCHES.has(gloss[i].c) && gloss[i - 1]?.c === 'will' && gloss.slice(i + 1).some((x) => x.c === gloss[i].c)) continue;
    // "how many will work from home two days a week if …": an arrangement people take, asked before the condition, is no change.
    if (ALLOWABLE.has(gloss[i].c) && gloss[i - 1]?.c === 'will' && gloss.slice(i + 1).some((x) => x.c === 'if')) continue;
    // "how many will file their taxes online if …": the people's own thing in the asked clause is not a change.
    if (gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'will') && /^(?:their|its|ihre[nmrs]?|seine[nmrs]?|sus?|leurs?)$/i.test(gloss[i - 1]?.raw ?? '') && gloss.slice(i + 1).some((x) => x.c === 'if')) continue;
    // "taking the free road", "a free route": a road without a toll is the alternative, not a change.
    if (gloss[i].c === 'free' && /^(roads?|routes?|motorways?|highways?|alternatives?|stra(ss|ß)en?|carreteras?)$/i.test(gloss[i + 1]?.raw ?? '')) continue;
    // "add ads to the free version", "añadimos anuncios a la gratuita", "in der kostenlosen Version": the free tier named, not made
    // free ("if we remove the free version" still takes it away).
    if (gloss[i].c === 'free' && !gloss.slice(Math.max(0, i - 4), i).some((x) => ['remove', 'stop', 'ban', 'off', 'end'].includes(x.c)) && (/^(?:versions?|versi[oó]n|versiones|tiers?|plans?|planes|fassung|variante|offre|formule|app)$/i.test(gloss[i + 1]?.raw ?? '') || (/^(?:the|la|el|le|der|die|das|den)$/i.test(gloss[i - 1]?.raw ?? '') && /^(?:to|a|à|in|zur|zum|en|de)$/i.test(gloss[i - 2]?.raw ?? '')) || /^(?:versions?|versi[oó]n|fassung|offre|formule)$/i.test(gloss[i - 1]?.raw ?? ''))) continue;
    const m = resolveLever(gloss, i, used);
    if (!m) continue;
    m.idx.forEach((k) => used.add(k));
    // "prices and fares": one lever named twice next to each other is one mention.
    // "automatic with an opt-out": so is one described by the next ("with a", "mit einem", "con una", "avec un").
    // "des douches et un parking vélo", "showers and a bike rack": "and" with an article between is still one mention.
    const last = mentions[mentions.length - 1];
    const joined = (a: number, b: number) => b - a <= 2 || (b - a === 3 && gloss[a + 1].c === 'and' && /^(?:a|an|the|some|new|ein(?:e[nm]?)?|neue[nr]?|una?|unos|unas|nuev[oa]s?|une?|des|les?|la|nouveaux?|nouvelles?)$/i.test(gloss[a + 2].raw)) || (b - a <= 4 && gloss.slice(a + 1, b).every((x) => /^(?:with|a|an|the|mit|einer?m?|con|una?|avec|une?)$/i.test(x.raw)) && /^(?:with|mit|con|avec)$/i.test(gloss[a + 1]?.raw ?? ''));
    if (last && last.lever === m.lever && joined(last.idx[last.idx.length - 1], m.idx[0])) {
      last.idx.push(...m.idx);
      continue;
    }
    // "a text-message reminder campaign": a campaign right after a lever is that lever's campaign,
    // and "the campaign" later in the prompt is the same one ("… compared with no campaign").
    if (last && m.lever === 'campaign' && last.lever !== 'campaign' && m.idx[0] - last.idx[last.idx.length - 1] === 1) {
      last.idx.push(...m.idx);
      campaignOf = last.lever;
      continue;
    }
    if (m.lever === 'campaign' && campaignOf) m.lever = campaignOf;
    mentions.push(m);
  }

  // "49 Euro statt 80 Euro" names one change between two levels, not two options.
  const pairedInstead = (k: number) => isPairedInstead(gloss, k);
  const comparison = gloss.some((g, k) => g.c === 'compare' || g.c === 'versus' || (g.c === 'instead' && !pairedInstead(k)) || g.c === 'difference')
    || gloss.some((g, i) => g.c === 'with' && gloss[i + 1]?.c === 'and' && gloss[i + 2]?.c === 'without');

  const found: Intervention[] = [];
  /** Changes named by a pronoun ("theirs"): another actor's change of the same lever, in the same scenario. */
  const byPronoun = new Set<Intervention>();
  /** The words each mention of a lever covers, to join two mentions of one change. */
  const spans = new Map<Intervention, [number, number]>();
  let baselineLabel: string | null = null;
  /** Gloss indices of interventions compared "with and without", and levers named "without". */
  const withAndWithoutAt = new Set<number>();
  const withoutLevers = new Set<string>();
  /** Levels the status quo keeps ("overtime stays at 12 hours"), per lever. */
  const references = new Map<string, { change: Change; overtime: boolean }>();
  const rates: RateMention[] = [];
  // A label does not start with "of", "on", "to" or "and" ("of a congestion charge" → "a congestion charge").
  const spanText = (a: number, b: number) => {
    let from = a;
    while (from < b && /^(of|on|to|and|by|for)$/.test(gloss[from].c)) from++;
    // "der den Bauern gezahlte Milchpreis": the participle that says whom it is paid to is not part of the label.
    if (from < b && /^(?:gezahlte[nmrs]?|bezahlte[nmrs]?)$/i.test(gloss[from].raw)) from++;
    // Nor end with one ("food VAT is cut for" → "food VAT is cut").
    let to = b;
    while (to > from && /^(of|on|to|and|by|for|in|at|among|with)$/.test(gloss[to].c)) to--;
    // "subsidises half the cost": a span that ends on an article takes the noun it opens.
    if (gloss[to].c === 'the' && gloss[to + 1]?.kind === 'word') to++;
    // "subsidise 30% of the bike price": a share of a price keeps the price it is a share of.
    if ((gloss[to + 1]?.c === 'price' || gloss[to + 1]?.c === 'fare') && gloss.slice(Math.max(from, to - 3), to + 1).some((x) => x.c === 'of') && gloss.slice(from, to + 1).some((x) => x.num?.percent || x.num?.fraction)) to++;
    // "cost twice as much", "half as many": a comparison ending on "as" takes the word it compares.
    if (/^as$/i.test(gloss[to].raw) && /^(?:much|many|high|long|expensive|often|large|big|fast)$/i.test(gloss[to + 1]?.raw ?? '')) to++;
    // "gives everyone a free bus pass": an English "free" ending the span takes the thing that is free (it read "Free given").
    if (gloss[to].c === 'free' && /^free$/i.test(gloss[to].raw) && gloss[to + 1]?.kind === 'word' && !['if', 'and', 'or', '?', '.', ',', 'for', 'to', 'of', 'the', 'a'].includes(gloss[to + 1].c)) {
      to++;
      if (gloss[to + 1]?.kind === 'word' && /^(?:pass|passes|ticket|tickets|card|cards|meals?|lunch|breakfast|entry|access|trial|membership)$/i.test(gloss[to + 1].raw)) to++;
    }
    return text.slice(gloss[from].start, gloss[to].end).trim();
  };

  mentions.forEach((m, mi) => {
    const first = m.idx[0];
    const lastIdx = m.idx[m.idx.length - 1];
    const [sa, sb] = sentenceBounds(gloss, first);
    const prevLever = mi > 0 ? mentions[mi - 1].idx[mentions[mi - 1].idx.length - 1] : -1;
    const nextLever = mi + 1 < mentions.length ? mentions[mi + 1].idx[0] : gloss.length;
    // The window: left to a comma, a scenario separator or the previous lever; "a $50 and a
    // $100 tax" keeps both sizes because only sizes stand between "and" and the lever.
    let from = first;
    // "wenn wir 5 Euro im Monat für das Konto verlangen": a German verb of charging ends its clause, and its amount may stand anywhere after "wenn".
    // "wenn es 49 Euro statt 58 Euro kostet": a German verb of costing does the same.
    // "wenn es 100 Euro pro Jahr gibt": so does "gibt" for money there is to be had.
    // "wenn sie 5 Euro mehr im Monat zahlen müssen": so does "zahlen" for what they pay.
    const verbFinal = /^(verlang|kostet$|kosten$|gibt$|geben$|zahlen$|bezahlen$)/i.test(gloss[first].raw);
    for (let k = first - 1; k >= Math.max(sa, prevLever + 1, first - (verbFinal ? 10 : 5)); k--) {
      const c = gloss[k].c;
      // "if 60% of children are vaccinated": the share of the people named is the size of a state lever.
      if (STATE_LEVERS.has(m.lever) && k === first - 1 && /^(?:are|is|were|get|gets|got|sind|werden|son|est[áa]n|sont)$/i.test(gloss[k].raw) && POPULATION_CONCEPTS.has(gloss[k - 1]?.c ?? '') && gloss[k - 2]?.c === 'of' && gloss[k - 3]?.num?.percent) {
        from = k - 3;
        break;
      }
      // "if 200 more police officers are hired": those hired, counted before the passive verb, are the hire's size.
      if (m.lever === 'hire' && k === first - 1 && c === 'will' && /^(?:are|is|were|was|be|get|werden|wird|son|sont)$/i.test(gloss[k].raw) && POPULATION_CONCEPTS.has(gloss[k - 1]?.c ?? '')) {
        const n = gloss.slice(Math.max(sa, k - 4), k - 1).findIndex((x) => x.kind === 'number' && !x.num?.percent && !x.num?.currency);
        if (n >= 0) {
          from = Math.max(sa, k - 4) + n;
          break;
        }
      }
      if (verbFinal) {
        if (c === 'if' || c === ',' || (SEPARATORS.has(c) && !(c === 'instead' && pairedInstead(k))) || POPULATION_CONCEPTS.has(c)) break;
        from = k;
        continue;
      }
      // "5 % pro Jahr billiger", "jedes Jahr 5 % billiger": a cadence before a comparative of price belongs to it.
      if (m.dir && unitOf(c) && /^(per|a|each)$/.test(gloss[k - 1]?.c ?? '')) {
        from = --k;
        continue;
      }
      // "if 30% are vaccinated", "wenn 40 % geimpft sind", "if half are vaccinated": a share joined to the lever by a copula is its size.
      if (c === 'will' && /^(are|is|were|was|be|get|gets|got|sind|ist|werden|estan|están|son|sont|est)$/i.test(gloss[k].raw) && gloss[k - 1]?.kind === 'number' && (gloss[k - 1].num?.percent || gloss[k - 1].num?.fraction)) {
        from = k;
        continue;
      }
      // "if we introduce mandatory weekend shifts": the verb that brings a burden in is its direction.
      if (c === 'introduce' && (BURDENS.has(m.lever) || CHARGES.has(m.lever))) {
        from = k;
        break;
      }
      // "if the first month is free", "si el primer mes es gratis", "wenn es im ersten Jahr kostenlos ist": the first
      // unit before the change (and its copula) is how long it lasts.
      const unitAt = c === 'will' && /^(?:is|are|was|were|est|es|ist)$/i.test(gloss[k].raw) ? k - 1 : k;
      if (gloss[unitAt] && unitOf(gloss[unitAt].c) && FIRST_ONE.test(gloss[unitAt - 1]?.raw ?? '') && /^(?:the|in|for|during)$/.test(gloss[unitAt - 2]?.c ?? '')) {
        k = unitAt - 2;
        from = k;
        continue;
      }
      if (c === ',' || c === ':' || c === 'while' || CONTRAST.test(gloss[k].raw) || SEPARATORS.has(c) || SCENARIO_WORDS.has(c) || c === 'assume' || c === 'to' || c === 'how' || c === 'will' || c === 'among' || c === 'over' || c === 'within' || c === 'effect' || c === 'difference') break;
      // German puts the verb last: "wenn wir 100 zusätzliche Pflegekräfte einstellen" counts whom the hire adds.
      // "wenn das Krankenhaus 10 % mehr Ärzte einstellt": a share more of them, likewise.
      const hiredBefore = m.lever === 'hire' && POPULATION_CONCEPTS.has(c) && k === first - 1 && gloss.slice(Math.max(0, k - 2), k).some((x) => x.kind === 'number' && (!x.num?.percent || gloss[k - 1]?.c === 'more'));
      const hiredCount = m.lever === 'hire' && k >= first - 3 && gloss[k].kind === 'number' && POPULATION_CONCEPTS.has(gloss[first - 1]?.c ?? '');
      if ((counts.has(k) && !hiredCount) || (POPULATION_CONCEPTS.has(c) && !hiredBefore) || unitOf(c)) break;
      if (c === 'and' || c === 'or') {
        // "a 5p and a 10p plastic bag charge": words naming what is charged may stand between.
        const between = gloss.slice(k + 1, first);
        // "opens nearby and rents rise 10%": "and" right before the lever joins two clauses, not two sizes.
        // "cubre el 30 % y el precio de la luz sube": an article alone names no size of the same lever.
        if (between.length === 0 || !between.some((x) => x.kind === 'number')) break;
        const plain = (x: Gloss) => x.kind === 'word' && !LEVER_CONCEPTS.has(x.c) && !POPULATION_CONCEPTS.has(x.c) && !SCENARIO_WORDS.has(x.c) && !DIRECTIONS.has(x.c) && !QUESTION_WORDS.has(x.c);
        if (!between.every((x) => x.kind === 'number' || /^(a|the|of|-)$/.test(x.c)) && !(between.some((x) => x.kind === 'number') && between.every((x) => x.kind === 'number' || /^(a|the|of|-)$/.test(x.c) || plain(x)))) break;
      }
      from = k;
    }
    let to = lastIdx + 1;
    // "the price of a litre of milk paid to the farmers falls 20%": whom it is paid to lengthens the reach.
    let reach = gloss.slice(lastIdx + 1, lastIdx + 10).some((x, j) => isPaidTo(gloss, lastIdx + 2 + j)) ? 13 : 10;
    // "wenn das Mindestalter für den Kauf von Zigaretten jedes Jahr um ein Jahr steigt": a verb at the clause's end, a little
    // beyond the reach, still closes the change (German puts it last).
    for (let k = lastIdx + reach; k < Math.min(sb, nextLever, lastIdx + 15); k++) {
      const c = gloss[k].c;
      if (c === ',' || c === 'if' || SEPARATORS.has(c) || QUESTION_WORDS.has(c)) break;
      if (DIRECTIONS.has(c) && (k + 1 >= Math.min(sb, nextLever) || gloss[k + 1].c === ',')) {
        reach = k - lastIdx + 1;
        break;
      }
    }
    for (let k = lastIdx + 1; k < Math.min(sb, nextLever, lastIdx + reach); k++) {
      const c = gloss[k].c;
      // ", from March", ", in 2027" time the change; ", in a country of 5 million" is the population.
      const timeAfter = (j: number) => gloss[j]?.kind === 'number' || isMonthName(gloss[j]?.raw ?? '') || Boolean(gloss[j] && unitOf(gloss[j].c)) || /^(next|this|the|a|one)$/.test(gloss[j]?.c ?? '') && Boolean(gloss[j + 1] && (unitOf(gloss[j + 1].c) || gloss[j + 1].kind === 'number'));
      if (c === ',' && !(gloss[k + 1] && (/^(from|after|starting|until)$/.test(gloss[k + 1].c) || (gloss[k + 1].c === 'in' && timeAfter(k + 2))))) break;
      // "49 Euro statt 80 Euro" is one change between two levels, not two options.
      // "spend $50,000 on advertising to win more customers": what the change is for is not part of it.
      if (c === 'to' && PURPOSE.test(gloss[k + 1]?.raw ?? '')) break;
      const pairedInstead = c === 'instead' && gloss.slice(k + 1, k + 3).some((x) => x.kind === 'number') && gloss.slice(Math.max(lastIdx, k - 2), k).some((x) => x.kind === 'number');
      if ((SEPARATORS.has(c) && !pairedInstead) || c === 'if' || QUESTION_WORDS.has(c)) break;
      // "add ads to the basic plan but keep the price": what follows "but" is a change of its own.
      if (CONTRAST.test(gloss[k].raw)) break;
      // "wenn ein Pfand von 25 Cent pro Flasche die Recyclingquote hebt": a German article opens the clause's object, not more of the change.
      // ("die Mieten in der Stadt um 20 % steigen": after a preposition the article opens a place, still inside the change.)
      if (/^(die|der|das|den|dem)$/i.test(gloss[k].raw) && !/^(?:in|auf|an|bei|aus|von|zu|nach|über|unter|für|mit)$/i.test(gloss[k - 1]?.raw ?? '') && gloss[k + 1]?.known && gloss[k + 1].kind === 'word' && !LEVER_CONCEPTS.has(gloss[k + 1].c) && !unitOf(gloss[k + 1].c)) break;
      // "will charging stations or a €3,000 subsidy do more for …": the verb of the question ends the change.
      if (c === 'will' && /^(do|does|did)$/i.test(gloss[k].raw)) break;
      // "… with no quota", "… or without one": the status quo follows.
      if ((c === 'with' && /^(not|without)$/.test(gloss[k + 1]?.c ?? '')) || c === 'without') break;
      // "… over 12 weeks", "among 5,000 households": the horizon and the population are not part of the change.
      // "se cierran las escuelas durante 3 semanas … en 4 meses": "during" a span, with the horizon given elsewhere, is how long the change lasts.
      const spanAt = (j: number) => gloss[j]?.kind === 'number' && Boolean(gloss[j + 1] && unitOf(gloss[j + 1].c));
      // "pendant les 3 premiers mois", "during the first 3 months": how long the change lasts.
      const firstSpan = gloss.slice(k + 1, k + 5).some((x) => /^(first|ersten|primeros|primeras|premiers|premières)$/i.test(x.raw));
      const lasting = c === 'during' && (firstSpan || (spanAt(k + 1) && gloss.some((_, j) => j !== k + 1 && spanAt(j) && !counts.has(j))));
      // "announced on day 3" times the change; "VAT on food is cut …": "on" a good stays in it; "a vote on the quota" is about it.
      const onTime = c === 'on' && Boolean(gloss[k + 1] && (unitOf(gloss[k + 1].c) || /^(19|20)\d\d$/.test(gloss[k + 1].raw)));
      // "les taxes sur le tabac augmentent": French "sur" is "on" here, not "over" a span.
      const on = c === 'on' || (c === 'over' && /^sur$/i.test(gloss[k].raw));
      const good = gloss[k + 1] && /^(the|a)$/.test(gloss[k + 1].c) ? gloss[k + 2] : gloss[k + 1];
      const onGood = on && good?.kind === 'word' && !POPULATION_CONCEPTS.has(good.c) && !unitOf(good.c) && good.known && ['food', 'fuel', 'tobacco', 'smoking', 'alcohol', 'sugar', 'energy', 'dining'].includes(good.c);
      // "die Grundsteuer für Häuser mit Solaranlage um 50 % senkt": whom a change is for, with its size still to come.
      // "the price of milk paid to farmers falls 20%": those a price is paid to name whose price it is; its change follows.
      const paidTo = isPaidTo(gloss, k);
      const forWhom = POPULATION_CONCEPTS.has(c) && (gloss[k - 1]?.c === 'for' || paidTo) && !counts.has(k) && gloss.slice(k + 1, Math.min(sb, k + 6)).some((x, j) => x.kind === 'number' && !counts.has(k + 1 + j));
      // "the hospital hires 10% more surgeons": whom the hire adds ends the change's words.
      const hired = m.lever === 'hire' && POPULATION_CONCEPTS.has(c) && (gloss[k - 1]?.c === 'more' || gloss[k - 1]?.kind === 'number' || (gloss[k - 1]?.c === 'of' && (gloss[k - 2]?.c === 'more' || gloss[k - 2]?.kind === 'number'))) && !counts.has(k);
      // "raise the deposit on bottles from 25 to 50 cents": "on" what it is charged on, with the sizes still to come.
      const onSized = c === 'on' && gloss[k + 1]?.kind === 'word' && !gloss[k + 1].known && /^(from|to|by)$/.test(gloss[k + 2]?.c ?? '') && gloss[k + 3]?.kind === 'number';
      if (((c === 'over' && !onGood) || c === 'within' || c === 'among' || (c === 'during' && !lasting) || (c === 'on' && !onTime && !onGood && !onSized)) || counts.has(k) || (POPULATION_CONCEPTS.has(c) && !forWhom && !hired)) break;
      if (c === 'and' || c === 'or') {
        // "a $50 and a $100 tax", "de 50 € et de 100 €": another size of the same lever follows.
        let j = k + 1;
        while (j < gloss.length && /^(a|of|the|to)$/.test(gloss[j].c)) j++;
        if (gloss[j]?.kind !== 'number') break;
      }
      to = k + 1;
    }
    // "la collecte passe à deux fois par semaine", "collection goes to twice a week": how often is the change's size.
    let oftenTo = -1;
    if (m.lever === 'collection') {
      // The number opens how often; "à", "to" before it may already be in the change's words.
      let k = gloss[to]?.kind === 'number' ? to - 1 : to;
      if (gloss[k] && !/^(?:to|à|a|auf|zu)$/i.test(gloss[k].raw) && gloss[k].kind === 'word' && !gloss[k].known) k++;
      if (gloss[k] && /^(?:to|à|a|auf|zu)$/i.test(gloss[k].raw) && gloss[k + 1]?.kind === 'number' && /^(?:fois|times|mal|veces)$/i.test(gloss[k + 2]?.raw ?? '') && gloss[k + 4] && unitOf(gloss[k + 4].c)) {
        for (let j = k; j <= k + 4; j++) claimed.add(j);
        to = k + 5;
        oftenTo = k + 4;
      }
    }
    // "wenn die Lieferzeit um 2 Tage länger wird": the span is how much longer the wait is, not the horizon nor when it starts.
    if (gloss[first].c === 'wait_time') {
      for (let k = from; k < to; k++) if (gloss[k].kind === 'number' && gloss[k + 1] && unitOf(gloss[k + 1].c)) claimed.add(k).add(k + 1);
    }
    // "si la edad mínima baja a 16 años": the age is the change's size, not the horizon.
    if (m.lever === 'eligibility_widened' || m.lever === 'eligibility_narrowed') for (let k = from; k < Math.min(gloss.length, to + 3); k++) if (gloss[k].kind === 'number' && gloss[k + 1] && unitOf(gloss[k + 1].c)) claimed.add(k).add(k + 1);
    // "la collecte devient hebdomadaire": how often waste is collected, not the simulation's step.
    if (m.lever === 'collection') for (const k of m.idx) if (gloss[k].c === 'weekly') claimed.add(k);
    // "2 mois gratuits" read as a discount: those months are the lever's size, not the horizon.
    for (const k of m.idx) if (m.change && gloss[k].kind === 'number' && gloss[k + 1] && unitOf(gloss[k + 1].c)) claimed.add(k).add(k + 1);
    const timing = timingIn(gloss, from, to, horizonOutside(gloss, from, to), year);
    timing.claimed.forEach((k) => claimed.add(k));
    // The nearest direction word in the window.
    let dir: string | null = null;
    let dirAt = -1;
    for (let k = from; k < to; k++) {
      // "la ayuda termina el próximo año": a stop followed by when is the lever's own end.
      const whenAfter = gloss[k + 2]?.c === 'next' || /^(pr[óo]xim[oa]|n[äa]chste[nmrs]?|prochaine?)$/i.test(gloss[k + 2]?.raw ?? '') || unitOf(gloss[k + 2]?.c ?? '') !== null;
      // "a reminder two weeks before it expires": a direction in a clause of time after the lever is when, not the change.
      const timeClause = k > lastIdx && gloss.slice(lastIdx + 1, k).some((x) => /^(?:before|after|until|when|once|vor|bevor|nachdem|bis|antes|despu[ée]s|cuando|hasta|avant|apr[èe]s|quand|jusqu['’]?[àa])$/i.test(x.raw));
      const outcomeVerb = timeClause || (k > lastIdx && (ABOUT_OUTCOME.test(gloss[k + 1]?.raw ?? '') || (gloss[k].c === 'stop' && /^(a|an|the)$/.test(gloss[k + 1]?.c ?? '') && !whenAfter)));
      if (DIRECTIONS.has(gloss[k].c) && !outcomeVerb && (dirAt < 0 || Math.abs(k - first) < Math.abs(dirAt - first))) {
        dir = gloss[k].c;
        dirAt = k;
      }
    }
    // "subsidies end next year": "end" right after a lever stops it ("the end of" elsewhere is time).
    if (gloss[lastIdx + 1]?.c === 'end' && (dir === null || dir === 'introduce')) {
      dir = 'stop';
      dirAt = lastIdx + 1;
    }
    // "we end remote work", "to end the subsidy": "end" as a verb right before the lever stops it.
    const endBefore = gloss[first - 1]?.c === 'end' ? first - 1 : gloss[first - 1]?.c === 'the' && gloss[first - 2]?.c === 'end' ? first - 2 : -1;
    if (endBefore >= 0 && gloss[endBefore - 1]?.c !== 'the' && (dir === null || dir === 'introduce')) {
      dir = 'stop';
      dirAt = endBefore;
    }
    if (m.dir) {
      dir = m.dir;
      dirAt = first;
    }
    const forcedDown = gloss[first].c === 'discount' || m.lever === 'crash';
    // "100 zusätzliche Pflegekräfte einstellen": the number before the hired is the hire's size, not a population's count.
    if (m.lever === 'hire' && POPULATION_CONCEPTS.has(gloss[first - 1]?.c ?? '')) for (let k = from; k < first; k++) if (gloss[k].kind === 'number' && counts.has(k)) claimed.delete(k);
    const { sizes, share, used: sizeIdx } = sizesIn(gloss, from, to, m.lever, claimed, dir, forcedDown);
    sizeIdx.forEach((k) => claimed.add(k));
    // "how much less fuel will they buy", "how many more tickets": the quantity asked about, not a change.
    const quantityAsked = gloss.slice(Math.max(sa, first - 3), first).some((g) => g.c === 'how') && gloss.slice(Math.max(sa, first - 2), first).some((g) => g.c === 'much' || g.c === 'many');
    if (quantityAsked && sizes.length === 0) return;
    const sentence = gloss.slice(sa, sb).map((g) => g.c);
    const before = gloss.slice(sa, first).map((g) => g.c);
    const negated = negatedAt(gloss, first, sa);
    const without = negated >= 0 && !(gloss[negated].c === 'without' && gloss.slice(Math.max(sa, negated - 2), negated).some((g) => g.c === 'with'));
    const withAndWithout = gloss.slice(Math.max(sa, first - 5), first).map((g) => g.c).join(' ').includes('with and without');
    // A lever with no size and no direction is a change only right after a scenario word
    // ("with deposit insurance", "if a quota …"); otherwise it is the subject ("how will automation affect …").
    // "How would free school meals change attendance", "Will a new tram line raise ridership":
    // a switched lever that is the subject of the question is the change asked about.
    let lead = first - 1;
    // "Will a plastic bag ban work?": up to two words naming what the lever applies to may stand before it.
    let named = 0;
    while (lead >= sa && (/^(a|the|new|free|more)$/i.test(gloss[lead].raw) || gloss[lead].c === 'new' || (named < 2 && gloss[lead].kind === 'word' && (gloss[lead].c === 'single_use' || !gloss[lead].known) && ++named))) lead--;
    // Only a policy someone puts in place ("how will automation affect jobs" asks about automation itself).
    const askedChange = POLICIES.has(m.lever) && lead >= sa && gloss[lead].c === 'will' && /^(would|will|could|can|might|does|do|did)$/i.test(gloss[lead].raw) && !POPULATION_CONCEPTS.has(gloss[first + 1]?.c ?? '');
    // "den neuen Bürgerbus", "la nouvelle navette": "new" may be part of the lever's own words.
    const introduced = POLICIES.has(m.lever) && (gloss.slice(Math.max(sa, first - 2), first).some((g) => g.c === 'new') || /^(?:new|neue[nrs]?|nuev[oa]s?|nouve(?:lle|au|aux|lles))\s/i.test(gloss[first].raw));
    // "Should pharmacies offer free flu shots or send reminders?": the first of two options named is one too.
    const firstOption = POLICIES.has(m.lever) && gloss.slice(first + 1, Math.min(sb, first + 8)).some((g) => g.c === 'or' || g.c === 'versus');
    // "if the utility gives them away for free": an "if" further back in the same clause still opens it.
    const ifClause = (() => {
      for (let k = first - 1; k >= Math.max(sa, first - 10); k--) {
        // "if pharmacies offer them without appointment and for free": another change joined by "and" shares the "if"
        // ("un parking vélo et des douches" is one change named twice).
        // "si la rue devant l'école devient piétonne": a place named after a preposition is where, not another change.
        const place = [gloss[k - 1], gloss[k - 2], gloss[k - 3]].some((x) => x && /^(?:devant|près|autour|near|outside|around|next|front|in front of|vor|neben|delante|frente|cerca|junto|alrededor)$/i.test(x.raw));
        if (gloss[k].c === ',' || SEPARATORS.has(gloss[k].c) || (LEVER_CONCEPTS.has(gloss[k].c) && !place && k < first - 1 && (gloss[k].c === gloss[first].c || !gloss.slice(k + 1, first).some((x) => x.c === 'and')))) return false;
        if (gloss[k].c === 'if' || gloss[k].c === 'what_if') return true;
      }
      return false;
    })();
    const scenarioWord = ifClause || gloss.slice(Math.max(sa, first - 6), first).some((g) => SCENARIO_WORDS.has(g.c)) || dir === 'introduce' || askedChange || introduced || firstOption || (sizes.length > 0 && sentence.some((c) => SCENARIO_WORDS.has(c)));
    const sizeOrDirection = sizes.length > 0 || dir !== null;
    // "How quickly will a rumour that the bank is failing spread among depositors?": the news the
    // question is about happens in every scenario; it is no mention.
    const givenNews = m.lever === 'bad_news' && !scenarioWord;
    if (SWITCHES.has(m.lever) && !scenarioWord && !sizeOrDirection && !givenNews) return; // a mention, not a change
    if (!SWITCHES.has(m.lever) && !sizeOrDirection && !scenarioWord) return; // "price-sensitive households"
    if (!sizeOrDirection && !scenarioWord && !givenNews) return;
    // "a capacity of 500 beds" is a level; only "capacity rises 20%" is a change.
    if (m.lever === 'capacity' && (dir === null || dir === 'cover' || dir === 'introduce')) return;
    // Sized levers need a size or a direction ("cheaper fares" has one; "the fare" has none).
    // A charge brought in where there was none ("introduces paid parking", "introduce a fee") is switched on.
    if (!m.change && !SWITCHES.has(m.lever) && sizes.length === 0 && (dir === null || dir === 'cover' || (dir === 'introduce' && !BURDENS.has(m.lever) && !CHARGES.has(m.lever)))) return;
    const leverText = m.idx.length > 1 ? spanText(m.idx[0], m.idx[m.idx.length - 1]) : gloss[first].raw;
    let spanFrom = Math.min(from, ...sizeIdx, ...(dirAt >= 0 ? [dirAt] : []), first);
    // "if the revenue is returned as a dividend": the dividend is named with what it pays back.
    if (m.lever === 'dividend') {
      for (let k = first - 1; k >= Math.max(sa, first - 8) && !SEPARATORS.has(gloss[k].c) && gloss[k].c !== 'if' && gloss[k].c !== ','; k--) {
        if (/^(revenues?|proceeds|einnahmen|ingresos|recaudaci[oó]n|recettes)$/i.test(gloss[k].raw)) spanFrom = k;
      }
    }
    // "if gas boilers are banned from 2027", "if the bank's rating is downgraded": what is banned or downgraded stands before the copula, and names the option.
    // "if connection is free": what is free is named before the copula.
    if ((m.lever === 'ban' || m.lever === 'bad_news' || m.lever === 'free' || m.lever === 'quarantine') && spanFrom === first && /^(are|is|be|get|gets|sont|est|son|es|ist|sind)$/i.test(gloss[first - 1]?.raw ?? '')) {
      let start = -1;
      for (let j = first - 2; j >= Math.max(sa, first - 4); j--) {
        const w = gloss[j];
        // "if sick passengers are isolated": who is isolated is part of the option.
        if (w.kind !== 'word' || w.c === 'if' || w.c === 'what_if' || w.c === 'when' || (POPULATION_CONCEPTS.has(w.c) && m.lever !== 'quarantine') || SEPARATORS.has(w.c) || QUESTION_WORDS.has(w.c)) break;
        start = j;
      }
      if (start >= 0) spanFrom = start;
    }
    // "wenn der Eintritt am ersten Sonntag im Monat frei ist": German puts the copula last; what is free opens the clause.
    // "wenn die Plattform sie nach 24 Stunden löscht": a verb of moderation last in its clause opens no span of its own either.
    const verbLastModeration = m.lever === 'moderation' && /^(?:l[öo]scht|l[öo]schen|kennzeichnet|kennzeichnen|entfernt|entfernen)$/i.test(gloss[first].raw) && (!gloss[first + 1] || gloss[first + 1].kind === 'symbol');
    if ((m.lever === 'free' && spanFrom === first && /^(?:ist|sind|wird|werden|w[äa]re|w[äa]ren|bleibt|bleiben)$/i.test(gloss[first + 1]?.raw ?? '')) || verbLastModeration) {
      for (let j = first - 1; j >= Math.max(sa, first - 10); j--) {
        if (gloss[j].c === 'if' || gloss[j].c === 'when') {
          spanFrom = j + 1;
          break;
        }
        if ((gloss[j].kind !== 'word' && gloss[j].kind !== 'number') || SEPARATORS.has(gloss[j].c) || (gloss[j].known && LEVER_CONCEPTS.has(gloss[j].c))) break;
      }
    }
    // "if a monthly pass costs 10 euros", "si el billete mensual cuesta 10 euros": what costs it is named before the verb.
    // Only a sum of money after the verb ("costs 10 euros"), not "costs 20% less" nor "will cost twice as much".
    if (m.lever === 'price' && /^(?:costs?|cuestan?|costar[aá]n?|kostet|kosten|co[uû]te(?:nt|ra|ront)?)$/i.test(gloss[first].raw) && gloss[first + 1]?.num?.currency) {
      for (let j = first - 1; j >= Math.max(sa, first - 3); j--) {
        const w = gloss[j];
        if (w.kind !== 'word' || w.c === 'if' || w.c === 'what_if' || w.c === 'when' || w.c === 'the' || w.c === 'a' || w.c === 'will' || /^(?:it|they|this|that|es|er|sie|il|elle|ils|elles)$/i.test(w.raw) || POPULATION_CONCEPTS.has(w.c) || SEPARATORS.has(w.c) || QUESTION_WORDS.has(w.c)) break;
        spanFrom = Math.min(spanFrom, j);
      }
    }
    // "if parking becomes paid", "si el aparcamiento pasa a ser de pago": the thing that changes opens the option's words.
    if (m.namedBeforeVerb) {
      const ifAt = gloss.slice(sa, first).map((x) => x.c).lastIndexOf('if');
      if (ifAt >= 0 && first - (sa + ifAt) <= 7) spanFrom = Math.min(spanFrom, sa + ifAt + 1);
    }
    // "they get 20% cheaper", "wenn er 5 % teurer wird": the size and the comparative say the change ("20% cheaper").
    if (m.dir) spanFrom = Math.max(from, Math.min(first, ...sizeIdx));
    let spanTo = Math.max(oftenTo, m.dir ? Math.max(...sizeIdx, lastIdx) : Math.max(to - 1, ...sizeIdx, lastIdx));
    // "el año que viene": the label keeps the whole "next" ("el año" alone reads as "a year").
    if (/^que$/i.test(gloss[spanTo + 1]?.raw ?? '') && /^viene$/i.test(gloss[spanTo + 2]?.raw ?? '') && unitOf(gloss[spanTo].c) !== null) spanTo += 2;
    // "a free survey and a 50% grant": the words of the next change, after "and", are not this one's.
    for (let k = lastIdx + 1; k <= spanTo; k++) {
      if (gloss[k].c === 'and' && gloss.slice(k + 1, Math.min(gloss.length, spanTo + 3)).some((x, j) => x.known && TRIGGERS.has(x.c) && x.c !== m.lever && !m.idx.includes(k + 1 + j))) {
        spanTo = Math.max(lastIdx, ...sizeIdx.filter((x) => x < k), k - 1);
        break;
      }
    }
    // "si on recrute 100 infirmières de plus", "contratamos 100 enfermeras más": whom a hire counts is part of the change.
    if ((m.lever === 'hire' || m.lever === 'workload') && gloss[spanTo]?.kind === 'number' && gloss[spanTo + 1]?.known && POPULATION_CONCEPTS.has(gloss[spanTo + 1].c)) {
      spanTo++;
      if (/^(?:más|mas)$/i.test(gloss[spanTo + 1]?.raw ?? '')) spanTo++;
      else if (/^de$/i.test(gloss[spanTo + 1]?.raw ?? '') && /^plus$/i.test(gloss[spanTo + 2]?.raw ?? '')) spanTo += 2;
    }
    if (without && !withAndWithout) {
      // "versus without a quota", "with no quota", "ohne Quote": the status quo in the asker's words.
      baselineLabel ??= spanText(negated, lastIdx);
      withoutLevers.add(m.lever);
      return;
    }
    // "if overtime stays at 12 hours a week": the status quo, and the level other options are measured from.
    const statusQuo = !withAndWithout && statusQuoIn(gloss, from, to);
    // "… but keep the price": what stays as today in every scenario is neither a change nor the status quo's name.
    if (statusQuo && (dir === null || dir === 'cover') && gloss.slice(Math.max(sa, from - 2), from + 1).some((g) => CONTRAST.test(g.raw))) return;
    if (statusQuo && (dir === null || dir === 'cover')) {
      baselineLabel ??= spanText(spanFrom, spanTo);
      if (sizes.length === 1) references.set(m.lever, { change: sizes[0].change, overtime: OVERTIME.test(leverText) });
      return;
    }
    // "while market rents would rise 7%": what happens anyway, in every scenario. A stated
    // yearly rise of rents is the mechanism's market rate; anything else is a premise.
    // "if rents keep rising 6% a year": a trend that goes on in every scenario.
    // "if milk prices stay 15% lower", "si los precios se mantienen un 20 % más bajos": a level apart from today's that lasts is a change, not a trend going on.
    const staysApart = statusQuo && sizes.length > 0 && sizes.every((x) => x.compoundEveryDays === null) && gloss.slice(from, to).some((g) => STAYS_APART.test(g.raw));
    let anyway = statusQuo && !staysApart;
    for (let k = first - 1; k >= sa; k--) {
      if (gloss[k].c === 'while') anyway = true;
      if (gloss[k].c === 'while' || gloss[k].c === 'if' || SEPARATORS.has(gloss[k].c)) break;
    }
    if (anyway) {
      baselineLabel ??= spanText(spanFrom, spanTo);
      const s = sizes[0];
      if (m.lever === 'rent' && sizes.length === 1 && s.change.kind === 'relative' && s.change.value > 0) {
        rates.push({ value: s.change.value, perDays: s.compoundEveryDays ?? 365, near: ['rent'], text: spanText(spanFrom, spanTo), at: s.at });
        return;
      }
    }
    let withLabel: string | null = null;
    if (withAndWithout) {
      // "with and without a quota": the arm is "with a quota", the status quo "without a quota".
      const w = gloss.slice(0, first).map((g) => g.c).lastIndexOf('without');
      const wi = gloss.slice(0, w).map((g) => g.c).lastIndexOf('with');
      baselineLabel ??= spanText(w, lastIdx);
      withLabel = `${gloss[wi]?.raw ?? 'with'} ${text.slice(gloss[w + 1].start, gloss[lastIdx].end)}`;
    }
    // A premise holds in every run: an assumption ("assume …"), a current fact ("already"), or a
    // stated level with no change and no "if" ("95% are vaccinated"). Everything else is a what-if.
    // Only for levers whose share describes the population ("95% vaccinated", "80% of deposits insured");
    // "a 25% subsidy" is the size of a change.
    const stateOnly = STATE_LEVERS.has(m.lever) && dir === null && sizes.length > 0 && sizes.every((x) => x.change.kind === 'share' && x.compoundEveryDays === null);
    // "with vaccination coverage of 90%" describes the population; "if 90% are vaccinated" is a what-if.
    // "a reminder letter that mentions most neighbours already paid": "already" inside a clause that
    // describes the lever is its content, not a fact about the world.
    const relativeAt = gloss.findIndex((g, k) => k > lastIdx && k < to && /^(that|which|who|que|qui|welche[rsn]?)$/i.test(g.raw));
    const already = gloss.slice(from, relativeAt >= 0 ? relativeAt : to).some((g) => g.c === 'already');
    const premise = anyway || givenNews || (!withAndWithout && (before.includes('assume') || already || (stateOnly && !comparison && !before.some((c) => c === 'if' || c === 'what_if' || c === 'after' || c === 'when'))));
    let change: Change[] = m.change ? [m.change] : sizes.map((s) => s.change);
    // "overtime is capped at 8 hours a week": the level of the cap is no size of the change; the
    // burden falls (by the default, unless a relative size is given).
    // German puts the verb last: "die Überstunden auf 8 Stunden pro Woche begrenzt werden".
    const capped = BURDENS.has(m.lever) && near(gloss, first, 8, ['cap']) >= 0;
    if (capped && !change.some((ch) => ch.kind === 'relative')) change = [];
    // "if we introduce mandatory weekend shifts": a burden brought in is more of it.
    const stepDir = capped || dir === 'down' || dir === 'fewer' || dir === 'below' ? -1 : dir === 'up' || dir === 'more' || dir === 'above' || (BURDENS.has(m.lever) && dir === 'introduce') ? 1 : 0;
    if (change.length === 0 && UNSIZED_STEP.has(m.lever) && stepDir !== 0) {
      // A cap binds only on those above it: read as a quarter less of the burden it caps.
      const size = capped ? UNSIZED_CAP : UNSIZED_RELATIVE;
      change = [RATE_LEVERS.has(m.lever) ? { kind: 'points', value: stepDir * UNSIZED_POINTS, assumed: true } : { kind: 'relative', value: stepDir * size, assumed: true }];
    }
    // "wenn die Förderung von 200 Euro wegfällt", "if the €5 fee is scrapped": the amount is what goes, not a new level.
    if ((dir === 'remove' || dir === 'stop') && change.length === 1 && change[0].kind === 'amount' && change[0].by === undefined) change = [{ ...change[0], by: -1 }];
    if (change.length === 0) {
      if (dir === 'halve') change = [{ kind: 'relative', value: -0.5 }];
      else if (dir === 'double') change = [{ kind: 'relative', value: 1 }];
      else if (dir === 'triple') change = [{ kind: 'relative', value: 2 }];
      // "wenn wir die gedruckte Ausgabe einstellen", "if we stop the Monday edition": stopping a service is the cut itself, not its end.
      else if (((dir === 'remove' || dir === 'stop') && m.lever !== 'service_cut') || (dir === 'open' && m.lever !== 'school_closure' && !OPENED.has(m.lever))) change = [{ kind: 'off' }];
      else if (dir === 'down' && forcedDown) change = [{ kind: 'on' }];
      else change = [{ kind: 'on' }];
    }
    // "if the paper form is abolished": the old way ended is the new one made mandatory (gloss.ts).
    if (m.lever === 'mandate' && PAPER_WAY.test(gloss[first].raw)) change = [{ kind: 'on' }];
    // One of several sizes: "10% price cut", "$50 carbon tax", "tax of $100".
    const leverEnd = dirAt > lastIdx && dirAt - lastIdx <= 2 ? dirAt : lastIdx;
    const variantLabel = (s: Size) => (s.at < first ? `${s.raw} ${spanText(first, leverEnd)}` : `${spanText(first, leverEnd)} ${s.raw}`);
    change.forEach((ch, k) => {
      const s = sizes[k];
      const item: Intervention = {
        lever: m.lever,
        leverText,
        text: change.length > 1 ? variantLabel(s) : withLabel ?? (askedChange ? spanText(lead + 1, Math.max(lastIdx, ...sizeIdx, ...timing.claimed)) : spanText(spanFrom, spanTo)),
        change: ch,
        startDays: timing.startDays,
        durationDays: timing.durationDays,
        compoundEveryDays: s?.compoundEveryDays ?? m.compoundEveryDays ?? null,
        share,
        role: premise ? 'premise' : 'scenario',
        group: -1,
        at: s?.at ?? first,
      };
      // "if vaccination coverage is 85%": a level with no verb of change; the mechanism may find it is where the status quo already stands.
      if (stateOnly && !premise) item.levelOnly = true;
      // "teletrabajo … la empresa lo permite dos días a la semana" → "teletrabajo dos días a la semana".
      // "die Firma es an zwei Tagen pro Woche erlaubt" → "Homeoffice an zwei Tagen pro Woche erlaubt".
      if (m.allowed && m.pronounFor && m.idx.length > 1) item.text = item.text.replace(/^.*?(?<!\p{L})es\s+/iu, '');
      else if (m.allowed && m.pronounFor) item.text = item.text.replace(new RegExp(`^.*?(?<!\\p{L})${gloss[first].raw}(?!\\p{L})\\s*(?:(?:it|them)(?!\\p{L})\\s*)?`, 'iu'), '');
      // "if the state allows it", "si nous l'autorisons", "wenn wir es erlauben": with nothing left but the verb, the option is the
      // arrangement allowed ("Four-day week allowed", "Télétravail autorisé", "Homeoffice erlaubt"; it was "Homeoffice", "Teletrabajarán").
      const allowedAs = m.allowed && m.pronounFor ? allowedParticiple(gloss[m.idx[m.idx.length - 1]].raw) : null;
      if (allowedAs && (!item.text.trim() || PERMIT.test(item.text.trim()))) {
        m.pronounFor = arrangementNoun(m.pronounFor!);
        item.text = `${m.pronounFor} ${allowedAs}`;
      }
      if (m.pronounFor) {
        // Labelled with what the pronoun stands for: "our competitor cuts theirs 5%" → "… cuts their prices 5%".
        item.text = item.text.replace(/\btheirs\b/i, `their ${m.pronounFor}`).replace(/\bours\b/i, `our ${m.pronounFor}`)
          .replace(/\b(?:los|las) (?:suyos|suyas)\b/i, `sus ${m.pronounFor}`).replace(/\bles leurs\b/i, `leurs ${m.pronounFor}`);
        // A dropped pronoun ("si sube a 4 euros"): the thing it stands for leads the label ("peaje sube a 4 euros").
        if (!item.text.toLowerCase().includes(m.pronounFor.toLowerCase())) {
          item.text = /^(?:it|es|er|il|elle)\s/i.test(item.text) ? item.text.replace(/^\S+/, m.pronounFor) : `${m.pronounFor} ${item.text}`;
          item.leverText = m.pronounFor;
        }
        byPronoun.add(item);
      }
      found.push(item);
      if (change.length === 1) spans.set(item, [spanFrom, spanTo]);
      if (withAndWithout) withAndWithoutAt.add(s?.at ?? first);
    });
  });

  // "if we pay a $20 sign-up bonus": the verb and the noun name one change of one lever when
  // their words overlap; the sized mention keeps its size, the noun names it.
  for (let k = found.length - 1; k > 0; k--) {
    const y = found[k];
    const x = found[k - 1];
    const sx = spans.get(x);
    const sy = spans.get(y);
    if (!sx || !sy || x.lever !== y.lever || x.role !== y.role || sy[0] > sx[1]) continue;
    // "wenn die Polizei doppelt so viele Streifen fährt": two nouns of one lever sharing one size are one change.
    const sameSize = !unsized(x.change) && JSON.stringify(x.change) === JSON.stringify(y.change);
    if (unsized(x.change) === unsized(y.change) && !sameSize) continue;
    const sized = unsized(x.change) ? y : x;
    const noun = sized === x ? y : x;
    let text = spanText(Math.min(sx[0], sy[0]), Math.max(sx[1], sy[1]));
    // "we pay a $20 sign-up bonus" is named by what is paid: "a $20 sign-up bonus".
    text = text.replace(/^(?:we|they|you|i|wir|nous|on)\s+\S+\s+(?=(?:a|an|the|un|une|ein|eine|einen|des|le|la)\s)/i, '');
    const merged: Intervention = { ...sized, leverText: noun.leverText, text, at: Math.min(x.at, y.at) };
    spans.set(merged, [Math.min(sx[0], sy[0]), Math.max(sx[1], sy[1])]);
    found.splice(k - 1, 2, merged);
  }

  // "… if prices rise 10%, and what if they rise 20%?": a size in a new what-if with no lever of
  // its own moves the lever named before.
  // "cut the price 10% versus 20%", "a $40 versus $80 tax", "10 % oder 20 %": a bare size after
  // "versus" or "or" is another size of the lever just named, in the same direction.
  for (let i = 0; i < gloss.length; i++) {
    const g = gloss[i];
    if (g.kind !== 'number' || !(g.num?.percent || g.num?.currency) || claimed.has(i) || found.length === 0) continue;
    let k = i - 1;
    while (k >= 0 && !SENTENCE_END.has(gloss[k].c) && gloss[k].c !== ',' && !SEPARATORS.has(gloss[k].c) && gloss[k].c !== 'if' && !TRIGGERS.has(gloss[k].c)) k--;
    if (k < 0) continue;
    const prev = [...found].reverse().find((x) => x.at < i);
    if (!prev) continue;
    // "if fares fall 20%, 40% or 60%": a size after a comma, in a list that an "or" or "and" closes, is another size too.
    const listComma = gloss[k].c === ',' && gloss.slice(i + 1, i + 3).some((x) => x.c === 'or' || x.c === 'and' || x.c === ',') && gloss.slice(i + 1, i + 5).some((x) => x.kind === 'number' && (x.num?.percent || x.num?.currency));
    // "comparé à une hausse de 5 euros", "compared with a rise of 5 euros": the direction of the same change may be said again.
    const bare = (gloss[k].c === 'versus' || gloss[k].c === 'or' || gloss[k].c === 'and' || listComma) && gloss.slice(k + 1, i).every((x) => /^(a|the|of|by|to)$/.test(x.c) || ((gloss[k].c === 'versus' || gloss[k].c === 'or') && (x.c === 'up' || x.c === 'down')));
    // "… if a carbon price of 80 euros is introduced, how many …, compared with 40 euros?": after
    // "compared with" or "instead of" a bare size is another option however far its lever is.
    const far = gloss[k].c === 'versus' || gloss[k].c === 'instead';
    if (bare && (i - prev.at <= 8 || far)) {
      const pc = prev.change;
      let change: Change | null = null;
      if (g.num.percent && pc.kind === 'relative') change = { kind: 'relative', value: (Math.sign(pc.value) || 1) * (g.num.value / 100) };
      else if (g.num.percent && pc.kind === 'points') change = { kind: 'points', value: (Math.sign(pc.value) || 1) * g.num.value };
      else if (g.num.percent && pc.kind === 'share') change = { kind: 'share', value: g.num.value / 100 };
      else if (g.num.currency && pc.kind === 'amount') change = { kind: 'amount', value: g.num.value, currency: g.num.currency, ...(pc.by !== undefined ? { by: pc.by } : {}) };
      if (change) {
        claimed.add(i);
        const prevRaw = gloss[prev.at]?.raw ?? '';
        const label = prevRaw && prev.text.includes(prevRaw) ? prev.text.replace(prevRaw, g.raw) : prev.text.includes(prev.leverText) ? `${prev.leverText} ${g.raw}` : `${prev.text.replace(/[\d.,]+\s*%|[$€£]\s*[\d.,]+|[\d.,]+\s*[$€£]/, g.raw)}`;
        found.push({ ...prev, change, text: label, role: 'scenario', group: -1, at: i });
        continue;
      }
    }
    if (!g.num.percent) continue;
    if (gloss[k].c !== 'what_if' && gloss[k].c !== 'if' && gloss[k].c !== 'or') continue;
    const window = gloss.slice(k + 1, Math.min(gloss.length, i + 3)).map((x) => x.c);
    const dir = window.find((c) => c === 'up' || c === 'down');
    if (!dir) continue;
    const value = ((dir === 'down' ? -1 : 1) * g.num.value) / 100;
    claimed.add(i);
    found.push({ ...prev, change: RATE_LEVERS.has(prev.lever) ? { kind: 'points', value: value * 100 } : { kind: 'relative', value }, text: spanText(k + 1, Math.min(gloss.length - 1, i)), role: 'scenario', group: -1, at: i });
  }

  // "capping overtime at 4 hours" against "overtime stays at 12 hours": a change from the level
  // the status quo keeps, relative to it (overtime relative to the whole working week).
  for (const x of found) {
    const ref = references.get(x.lever);
    if (!ref) continue;
    const a = ref.change;
    const b = x.change;
    if ((a.kind === 'count' || a.kind === 'amount') && (b.kind === 'count' || (b.kind === 'amount' && b.by === undefined)) && a.value > 0) {
      const base = ref.overtime ? STANDARD_WEEK_HOURS + a.value : a.value;
      x.change = { kind: 'relative', value: (b.value - a.value) / base };
    } else if (a.kind === 'share' && b.kind === 'share' && a.value > 0 && PRICE_LIKE.has(x.lever)) {
      x.change = { kind: 'relative', value: (b.value - a.value) / a.value };
    }
  }

  // "compared with keeping them open": the status quo named by the asker.
  const keep = gloss.findIndex((g, i) => g.c === 'keep' && gloss.slice(Math.max(0, i - 3), i).some((x) => x.c === 'versus' || x.c === 'instead' || x.c === 'or'));
  if (keep >= 0 && !baselineLabel) {
    let end = keep;
    while (end + 1 < gloss.length && !SENTENCE_END.has(gloss[end + 1].c) && gloss[end + 1].c !== ',' && end - keep < 5) end++;
    baselineLabel = spanText(keep, end);
  }
  // "a reminder letter that mentions most neighbours already paid": a message that tells people most others do it is a
  // descriptive norm, with the effect measured for such messages, and its words run to the end of the clause.
  for (const x of found) {
    if (x.lever !== 'reminder' && x.lever !== 'campaign') continue;
    const [, sb] = sentenceBounds(gloss, x.at);
    const norm = gloss.findIndex((g, k) => k > x.at && k <= x.at + 8 && k < sb && g.c === 'social_norm');
    if (norm < 0 || found.some((y) => y.lever === 'social_norm' && y.at === norm)) continue;
    let end = norm;
    while (end + 1 < sb && ![',', 'if', '?', '.'].includes(gloss[end + 1].c) && !QUESTION_WORDS.has(gloss[end + 1].c)) end++;
    const from = text.indexOf(x.text);
    x.lever = 'social_norm';
    if (from >= 0 && gloss[end].end > from + x.text.length) x.text = text.slice(from, gloss[end].end);
  }
  // "versus no tax", "compared with no subsidy" also name the status quo.
  gloss.forEach((g, i) => {
    if (baselineLabel || g.c !== 'versus') return;
    if (gloss[i + 1]?.c === 'not' && gloss[i + 2]) {
      let end = i + 2;
      while (end + 1 < gloss.length && gloss[end + 1].known && TRIGGERS.has(gloss[end + 1].c)) end++;
      baselineLabel = spanText(i + 1, end);
    }
  });

  // "If automation displaces 10% of jobs, with and without retraining": the comparison is about
  // retraining; the other changes hold in both arms.
  const compared = found.filter((x) => x.role === 'scenario' && withAndWithoutAt.has(x.at));
  if (compared.length > 0 || (baselineLabel && withoutLevers.size > 0)) {
    for (const x of found) if (x.role === 'scenario' && !compared.includes(x) && !withoutLevers.has(x.lever)) x.role = 'premise';
  }

  // "After a 20% drop, what share sell, versus if the central bank steps in": the event after
  // "after" is given, the alternatives are compared with it in place.
  const alternatives = found.filter((x) => x.role === 'scenario');
  const comparedLevers = new Set(alternatives.map((x) => x.lever));
  if (comparison && comparedLevers.size > 1) {
    for (const x of alternatives) {
      const [xa] = sentenceBounds(gloss, x.at);
      const lead = gloss.slice(xa, x.at).map((g) => g.c);
      if (lead.includes('after') && !lead.includes('if') && !lead.includes('versus') && found.some((y) => y !== x && y.role === 'scenario' && y.at > x.at)) x.role = 'premise';
    }
  }

  // "if a minimum wage rise pushes menu prices up 8%": the first change is the cause, the second
  // (sized) is what reaches the population. The sized one is the change; its label keeps the cause.
  for (let k = found.length - 1; k > 0; k--) {
    const y = found[k];
    const x = found[k - 1];
    if (x.role !== 'scenario' || y.role !== 'scenario' || x.lever === y.lever) continue;
    if (!unsized(x.change) || unsized(y.change)) continue;
    const [xa, xb] = sentenceBounds(gloss, x.at);
    if (y.at < xa || y.at >= xb) continue;
    const causal = gloss.slice(x.at + 1, y.at).findIndex((g) => CAUSAL.test(g.raw));
    if (causal < 0) continue;
    const verb = gloss[x.at + 1 + causal].raw;
    const cause = x.text.split(new RegExp(`\\s+${verb}\\b`, 'i'))[0].trim();
    const effect = y.text.includes(` ${verb} `) ? y.text.slice(y.text.indexOf(` ${verb} `) + verb.length + 2).trim() : y.text;
    // "Menu prices up 8% (minimum wage rise)": the change, then what brings it.
    const why = cause.replace(/^(?:a|an|the|un|une|le|la|les|ein|eine|der|die|das|el|los|las)\s+/i, '');
    y.text = why && cause !== x.text ? `${effect} (${why})` : effect;
    found.splice(k - 1, 1);
    k--;
  }

  // "If a rumour spreads …, does a deposit guarantee stop it?": with another change asked about,
  // the bad news is the situation of every run (the mechanism's shock), not an option.
  if (found.some((x) => x.lever === 'bad_news') && found.some((x) => x.lever !== 'bad_news' && x.role === 'scenario')) {
    for (let k = found.length - 1; k >= 0; k--) if (found[k].lever === 'bad_news') found.splice(k, 1);
  }

  // "fares are cut to zero", "auf null": a level of nothing is the whole of it taken away.
  for (const iv of found) if (iv.change.kind === 'amount' && iv.change.value === 0 && iv.change.by === undefined) iv.change = { kind: 'relative', value: -1 };

  const ifAt = gloss.findIndex((g) => g.c === 'if');
  // "¿Cuántas familias dejarán de comprar carne si sube un 30 %?": stopping buying a good, asked before the condition, is
  // the behaviour asked about, not its price taken away.
  if (ifAt > 0) {
    for (let k = found.length - 1; k >= 0; k--) {
      const x = found[k];
      if (x.at < ifAt && x.lever === 'price' && x.change.kind === 'off' && STOP_BUYING.test(x.text) && found.some((y) => y !== x && y.at > ifAt)) found.splice(k, 1);
    }
  }
  // "¿En cuánto tiempo se vacunará el 70 % de los niños si la vacuna se pone en los colegios?": in a question about when,
  // a share named with the behaviour before the condition is the level waited for, not an option of its own.
  if (ifAt > 0 && WHEN_ASKED.test(text) && found.some((x) => x.at > ifAt && x.role === 'scenario')) {
    for (let k = found.length - 1; k >= 0; k--) {
      const x = found[k];
      if (x.at > ifAt || x.role !== 'scenario' || x.change.kind !== 'share') continue;
      const from = text.indexOf(x.text);
      for (let j = 0; j < ifAt; j++) if (gloss[j].kind === 'number' && from >= 0 && gloss[j].start >= from && gloss[j].start < from + x.text.length) claimed.delete(j);
      found.splice(k, 1);
    }
  }

  // "if 50% of people wear masks", "wenn 50 % der Bevölkerung Masken tragen": the share before the people who act is how
  // many comply with the measure, not a level of the outcome (it read as half the town infectious at the start).
  for (const iv of found) {
    if (!COMPLIED.has(iv.lever) || iv.change.kind !== 'on') continue;
    const [sa] = sentenceBounds(gloss, iv.at);
    for (let k = iv.at - 1; k >= Math.max(sa, iv.at - 7); k--) {
      const g = gloss[k];
      if (g.kind === 'number' && g.num?.percent && !claimed.has(k) && g.num.value > 0 && g.num.value <= 100) {
        const between = gloss.slice(k + 1, iv.at);
        if (between.some((x) => x.known && LEVER_CONCEPTS.has(x.c)) || !between.some((x) => POPULATION_CONCEPTS.has(x.c) || /^(?:of|der|des|de|la|del)$/i.test(x.raw) || !x.known)) break;
        iv.change = { kind: 'share', value: round6(g.num.value / 100) };
        const at = text.indexOf(iv.text, g.start);
        if (at >= 0) iv.text = text.slice(g.start, at + iv.text.length);
        claimed.add(k);
        break;
      }
      if (g.kind === 'number' || g.c === 'if' || SEPARATORS.has(g.c)) break;
    }
  }

  // Group what-ifs into arms: a new group at "what if", "versus", "instead", "or", "compare",
  // a second "if", or a new sentence with its own "if"; "and" joins changes into one arm ("we raise
  // prices and our competitor cuts theirs": one scenario, though one lever is named twice).
  let group = -1;
  let lastAt = -1;
  for (const iv of found) {
    if (iv.role !== 'scenario') continue;
    const between = gloss.slice(lastAt + 1, iv.at).map((g) => g.c);
    const sameLeverAsLast = !byPronoun.has(iv) && found.some((x) => x !== iv && x.group === group && x.lever === iv.lever);
    if (group < 0 || sameLeverAsLast || between.some((c) => SEPARATORS.has(c) || c === 'if')) group++;
    iv.group = group;
    lastAt = iv.at;
  }
  const arms: ArmIntent[] = [];
  for (let gi = 0; gi <= group; gi++) {
    const members = found.filter((x) => x.group === gi);
    if (members.length === 0) continue;
    arms.push({ label: members.map((x) => x.text).join(' + '), interventions: members });
  }
  // "If a competitor opens next door, how many will we lose, and how many if we also launch a loyalty
  // program?": "also" adds the second change to the first, so the second option holds both.
  for (let k = 1; k < arms.length; k++) {
    const prev = arms[k - 1].interventions;
    const first = arms[k].interventions[0];
    const from = prev[prev.length - 1].at + 1;
    const words = gloss.slice(from, first.at).map((g) => g.raw).join(' ') + ' ' + arms[k].interventions.map((x) => x.text).join(' ');
    if (ALSO.test(words) && !arms[k].interventions.some((x) => prev.some((y) => y.lever === x.lever))) {
      arms[k] = { label: [...prev, ...arms[k].interventions].map((x) => x.text).join(' + '), interventions: [...prev, ...arms[k].interventions] };
    }
  }
  // "If our rival cuts prices by 10%, how many will switch, and how many if we match the cut?": the second option is the
  // rival's cut with our own price cut as much.
  const matchAt = gloss.findIndex((g) => MATCH_CUT.test(g.raw));
  const rivalCut = found.find((x) => x.role === 'scenario' && (x.lever === 'price' || x.lever === 'fare' || x.lever === 'fee') && x.at < matchAt && gloss.slice(Math.max(0, x.at - 6), x.at).some((g) => g.c === 'rival'));
  if (matchAt > 0 && rivalCut && !found.some((x) => x.at >= matchAt - 1)) {
    const ours: Intervention = { ...rivalCut, text: text.slice(gloss[matchAt].start, gloss[Math.min(gloss.length - 1, matchAt + 2)].end).replace(/[?.!,;]+$/, ''), at: matchAt, group: arms.length };
    found.push(ours);
    arms.push({ label: `${rivalCut.text} + ${ours.text}`, interventions: [rivalCut, ours] });
  }
  // "if we raise pay 5%, hire 200 more nurses, or both": each change alone, then all together.
  if (OR_BOTH.test(text)) {
    const scenario = found.filter((x) => x.role === 'scenario');
    if (scenario.length >= 2 && new Set(scenario.map((x) => x.lever)).size === scenario.length) {
      arms.length = 0;
      for (const x of scenario) arms.push({ label: x.text, interventions: [x] });
      arms.push({ label: scenario.map((x) => x.text).join(' + '), interventions: scenario });
    }
  }
  return { interventions: found, arms, baselineLabel, claimed, comparison, rates };
}
