import { binary, CONSERVES, GATE, logOdds, lowerName, OFFENCE, pct, perStepFromYear, shareState, shareUnit, taste, TASTE_CORRECTION, UNION } from './kit.js';
import type { Mechanism } from './types.js';
import { switchesToAThing } from './churn.js';
import type { Intent } from '../reader/types.js';

/**
 * The generic model for behaviours the library has no mechanism for ("join the union",
 * "recycle", "donate"): members take the behaviour up and drop it, more so when others do.
 * Rates are modest and stated, so an unknown behaviour neither explodes nor vanishes; the
 * assumptions say the model is generic.
 */

const UPTAKE_PER_YEAR = 0.1;
const DROP_PER_YEAR = 0.1;
/**
 * Without a rate in the prompt, each of those asked about reconsiders about once a year whether to do it, and chooses it
 * as often as today's share does: the share holds without a change, and a change moves it about two thirds of the way
 * to its new level within a year. (The model took 10% of the rest up each year and dropped 10% of doers, so any behaviour drifted
 * towards half: 10% became a quarter in two years with nothing changed.)
 */
const RECONSIDER_PER_YEAR = 1;
const PEER = 2;
/** Behaviours that hardship drives rather than prices deter. */
/**
 * Hardship people fall into ("be in energy poverty", "fall behind on rent", "in Armut geraten", "caer en la pobreza",
 * "tomber dans la précarité"): a cost that rises pushes towards it, as towards closing or leaving. Borrowing too
 * ("take out student loans", "emprunter"); not French "prêts à" (ready to) nor "crédit d'impôt" (a tax credit).
 */
const HARDSHIP = /(poverty|arrears|in debt|debts?\b|evict|homeless|food banks?|fall behind|armut|schulden|zahlungsr[üu]ckst|obdachlos|pobreza|deudas?\b|impagos?\b|desahuc|sin hogar|pauvret|pr[ée]carit|impay[ée]|endett|sans-abri|expuls|loans?\b|borrow|kredit|darlehen|pr[ée]stamos?|emprunt)/i;
/** Falling behind on payments, in the asker's words when the reader found no verb of its own. */
const ARREARS_WORD: Record<Intent['language'], string> = { en: 'fall behind on their bills', de: 'in Zahlungsrückstand geraten', es: 'caer en impagos', fr: 'avoir des impayés' };
/** Falling behind on payments, in the four languages. */
const ARREARS = /(?<!\p{L})(?:arrears|fall(?:s|ing)? behind|fell behind|zahlungsr[üu]ckst\p{L}*|r[üu]ckstand|r[üu]ckst[äa]nde\p{L}*|impagos?|retrasos? en (?:el )?pago|impay[ée]s?|retards? de paiement)(?!\p{L})/iu;
const DRIVEN = /\b(?:clos(?:e|es|ed|ing|ure)|shut|fail|go(?:es)? bankrupt|bankrupt|insolven|default|leave|leaves|quit|drop(?:s)? out|cancel|exit|lose|emigrat|go(?:es)? under|fold)\b/i;

/** Leaving the parents' home, in the asker's words. */
const LEAVE_HOME_WORD: Record<Intent['language'], string> = { en: "leave the parents' home", de: 'bei den Eltern ausziehen', es: 'independizarse', fr: 'quitter le domicile parental' };
/** Leaving the place one lives in, in the asker's words. */
const MOVE_AWAY_WORD: Record<Intent['language'], string> = { en: 'move away', de: 'wegziehen', es: 'marcharse', fr: 'partir' };
/** People who move away from a village or a region each year (assumed: rural places lose a few percent of residents a year to moves, more of the young). */
const MOVE_AWAY_PER_YEAR = 0.05;
/** Going on strike, in the asker's words. */
const STRIKE_WORD: Record<Intent['language'], string> = { en: 'strike', de: 'streiken', es: 'hacer huelga', fr: 'faire grève' };
/** "se unirán a un sindicato si la plataforma …": joining the union is what is asked, whatever else the subject reader found. */
const UNION_WORD: Record<Intent['language'], string> = { en: 'join a union', de: 'der Gewerkschaft beitreten', es: 'afiliarse a un sindicato', fr: 'se syndiquer' };

/** Riding without paying, in the asker's words. */
const FARE_EVASION_WORD: Record<Intent['language'], string> = { en: 'dodge fares', de: 'schwarzfahren', es: 'colarse', fr: 'frauder' };
/** Sharing a car to work, in the asker's words. */
const CARPOOL_WORD: Record<Intent['language'], string> = { en: 'carpool', de: 'Fahrgemeinschaften bilden', es: 'compartir coche', fr: 'covoiturer' };
/** A behaviour the reader could not name, in the asker's language (English was left in the notes of the others). */
const UNNAMED_WORD: Record<Intent['language'], string> = { en: 'the behaviour in question', de: 'das betreffende Verhalten', es: 'el comportamiento en cuestión', fr: 'le comportement en question' };
/**
 * An offence asked about ("dodge fares", "speed", "pay late", "schwarzfahren"): a small minority at the start (5%,
 * assumed: fare evasion on public transport is a few percent of trips), as many start as stop each year, and no pull
 * from others. The habit model made it spread from 10% to a quarter in two years without any change.
 */
const OFFENCE_START = 0.05;
const OFFENCE_TURNOVER_PER_YEAR = 0.2;
/** Speeding is no minority: about half of cars exceed a 30 mph limit where they can (UK DfT free-flow speed statistics 2023); a third is taken. */
const SPEEDING = /(?<!\p{L})(?:speed|speeds|speeding|rasen|rast|raser|exceso de velocidad|exceder\p{L}* (?:el|los) l[íi]mites?|exc[èe]s de vitesse)(?!\p{L})/iu;
const SPEEDING_START = 0.3;
/** Leave taken to care for a child, in the four languages' words the reader may keep ("during leave" after it). */
const CARE_LEAVE = /\b(?:parental|paternity|maternity|family)\s+leave\b|\bduring\s+(?:the\s+)?leave\b/gi;

export const generic: Mechanism = {
  id: 'generic',
  name: 'Generic take-up and drop-out',
  cues: {},
  affinity: genericReading,
  actors: [],
  defaultPopulation: { concept: 'people', noun: 'people', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    // "how many bus drivers will strike", "wie viele Lokführer streiken": the strike is the behaviour, whatever the subject reading kept.
    // "how many schools will adopt a four-day week if the state allows it": with no subject read, the asked clause names it.
    const askedClause = ctx.intent.language === 'en' ? /\bwill\s+([a-z][a-z -]{2,60}?)\s+(?:if|when|after|within|in|by)\b/i.exec(ctx.intent.text)?.[1] : undefined;
    const leavingHome = ctx.intent.concepts.has('leave_home');
    // "How many young people will leave the village if the school closes": those who go are counted from today, pushed by what the place loses.
    const movingAway = ctx.intent.concepts.has('move_away') && !leavingHome;
    const joinsUnion = UNION.test(ctx.intent.text) && (ctx.intent.concepts.has('join') || JOINS_UNION.test(ctx.intent.text)) && !UNION.test(ctx.intent.subject ?? '');
    // "fall behind on their energy bills this winter": when is the horizon's, not part of the behaviour.
    const evading = ctx.intent.concepts.has('fare_evasion');
    // "Wie viele Autofahrer rasen, wenn …": an offence named before the condition, when nothing else named the behaviour.
    const ifAt = ctx.intent.gloss.find((g) => g.c === 'if')?.start ?? ctx.intent.text.length;
    const offenceWord = OFFENCE.exec(ctx.intent.text.slice(0, ifAt))?.[0];
    const carpooling = ctx.intent.concepts.has('carpool') && !ctx.intent.subject;
    const whatRaw = evading ? FARE_EVASION_WORD[ctx.intent.language] : carpooling ? CARPOOL_WORD[ctx.intent.language] : !ctx.intent.subject && !askedClause && offenceWord && ctx.intent.language === 'de' ? offenceWord.toLowerCase() : ctx.intent.concepts.has('strike') ? STRIKE_WORD[ctx.intent.language] : joinsUnion ? UNION_WORD[ctx.intent.language] : ctx.intent.concepts.has('holiday') && !ctx.intent.subject ? HOLIDAY_WORD[ctx.intent.language] : leavingHome ? LEAVE_HOME_WORD[ctx.intent.language] : movingAway ? MOVE_AWAY_WORD[ctx.intent.language] : ctx.intent.subject ?? askedClause ?? (ARREARS.test(ctx.intent.text) ? ARREARS_WORD[ctx.intent.language] : UNNAMED_WORD[ctx.intent.language]);
    const what = whatRaw.replace(/\s+(?:this|next|by|within|in|over|diesen|diesem|nächsten|este|el próximo|cet|cette|ce)\s+(?:winter|summer|spring|autumn|fall|year|month|winters?|sommer|invierno|verano|hiver|été|année|an)$/iu, '') || whatRaw;
    const stated = ctx.intent.levels.find((l) => l.isShare);
    const rate = ctx.intent.rates[0];
    const offence = !movingAway && !rate && (evading || (OFFENCE.test(what) && !DRIVEN.test(what)));
    const start = stated?.value ?? (movingAway ? 0 : offence ? (SPEEDING.test(ctx.intent.text.slice(0, ifAt)) ? SPEEDING_START : OFFENCE_START) : 0.1);
    // A rate the prompt states is its own; otherwise the share holds without a change (see RECONSIDER_PER_YEAR).
    const steady = !rate && !movingAway && !offence;
    // Those reconsidering in a step choose it as often as today's share does, so the chain's level is exactly the start's.
    const reconsider = 1 - Math.exp(-RECONSIDER_PER_YEAR * (ctx.stepDays / 365));
    const down = steady ? reconsider * (1 - start) : perStepFromYear(offence ? OFFENCE_TURNOVER_PER_YEAR : DROP_PER_YEAR, ctx.stepDays);
    // An offence holds its level without a change: as many start as stop.
    const up = rate ? Math.min(0.99, 1 - (1 - rate.value) ** (ctx.stepDays / rate.perDays)) : offence ? Math.min(0.5, (down * start) / Math.max(1e-6, 1 - start)) : steady ? reconsider * start : perStepFromYear(movingAway ? MOVE_AWAY_PER_YEAR : UPTAKE_PER_YEAR, ctx.stepDays);
    const state = 'does_it';
    // "recycle", "donate": a behaviour named by one English verb reads as what people do
    // ("Recycles": "18% of households recycle"); anything else keeps "Does it: …".
    // "use the library": a known verb with its object reads the same way ("Uses the library").
    const [first, ...object] = what.split(' ');
    // "will eat breakfast at the canteen": what follows "will" in the asked clause is a verb too.
    const verb = ctx.intent.language === 'en' && /^[a-z]+$/.test(first) && object.every((w) => !/^(it|them|this|that)$/i.test(w)) && (ctx.intent.subjectAsked || offence || joinsUnion || ctx.intent.gloss.some((w) => w.raw.toLowerCase() === first && w.known && w.c === first) || /^fall behind\b/i.test(what));
    const label = movingAway ? 'Has moved away' : verb ? [thirdPerson(first), ...object].join(' ').replace(/^./, (c) => c.toUpperCase()) : `Does it: ${what}`.slice(0, 120);
    const unit = shareUnit(g.name);
    // Moves are each household's own: no pull from others who went (no contagion), and those who left do not come back.
    const peer = movingAway || offence ? 0 : PEER;
    // Individual taste spreads who starts, but would pull a steady share below its start (the average of the odds is not the odds of the average).
    const takesUp = binary(`Starts to ${what} this ${ctx.unit}`, `Starts this ${ctx.unit}`, logOdds(up) - (steady ? 0 : TASTE_CORRECTION) - peer * start, { ...(steady ? {} : { taste: 1 }), [`${g.id}.${state}`]: peer, [state]: -GATE }, { [state]: 1 });
    const drops = binary(`Stops this ${ctx.unit}`, `Stops this ${ctx.unit}`, -GATE + logOdds(down) + peer * start, { [state]: GATE, [`${g.id}.${state}`]: -peer }, { [state]: -1 });
    const expected: number[] = [];
    let a = start;
    for (let t = 0; t < ctx.steps; t++) {
      const hu = 1 / (1 + Math.exp(-(Math.log(up / (1 - up)) + peer * (a - start))));
      const hd = movingAway ? 0 : 1 / (1 + Math.exp(-(Math.log(down / (1 - down)) - peer * (a - start))));
      a += (1 - a) * hu - a * hd;
      expected.push(a);
    }
    const drivenAway = movingAway || (!leavingHome && (DRIVEN.test(what.replace(CARE_LEAVE, '')) || DRIVEN.test(withoutChanges(ctx.intent.text, ctx.interventions).replace(CARE_LEAVE, '')))) || HARDSHIP.test(what) || HARDSHIP.test(withoutChanges(ctx.intent.text, ctx.interventions)) || OPPOSES.test(what) || UNION.test(ctx.intent.text) || ctx.intent.concepts.has('strike') || switchesAwayFromPriced(ctx.intent);
    const conserving = CONSERVES.test(what);
    return {
      label: movingAway ? 'Moving away' : `Take-up: ${what}`.slice(0, 80),
      groups: [{
        id: g.id, name: g.name, description: `${g.name} deciding whether to ${what}`, number_of_agents: g.agents,
        variables: { [state]: shareState(start, label, unit), taste: taste('Individual inclination (log-odds)') },
        actions: movingAway ? ({ takes_up: takesUp } as Record<string, typeof takesUp>) : { takes_up: takesUp, drops },
      }],
      lever: () => null,
      // Costs weigh against a behaviour people choose (buying, joining), but push towards one they
      // are driven to (closing, leaving, defaulting): "if energy prices double, how many firms close".
      // Union membership grows with grievances: a pay freeze pushes workers to join ("if the company freezes wages"); so do strikes.
      // Cutting back ("turn down their heating") is what a higher price of the thing used pushes people to.
      // "parental leave" is taken, not a leaving: its "leave" drives nothing.
      // "switch to plant-based menus if meat prices rise": a dearer price of what is left behind pushes the switch.
      // Leaving the parents' home to rent is a choice a lower rent helps, whatever "leave" says.
      fallback: { group: g.id, action: 'takes_up', demandSign: drivenAway || conserving ? -1 : 1, ...(conserving && !drivenAway ? { priceOnly: true } : {}) },
      outcome: { target: `${g.id}.${state}`, label, share: true, defaultKind: 'level_at_end', direction: 'above', expected },
      assumptions: movingAway ? [
        `No specific model of moving away is in the library: ${rate ? `${pct(rate.value)} move away per period, as the prompt says` : `about ${pct(MOVE_AWAY_PER_YEAR)} of ${lowerName(g.name)} move away each year (assumed; rural places lose a few percent of their residents a year to moves, more of the young)`}; those who leave do not come back within the horizon, and each decides alone. Treat the numbers as illustrative.`,
      ] : offence ? [
        `No specific model of "${what}" is in the library, so a generic model of an offence is used: ${pct(OFFENCE_TURNOVER_PER_YEAR)} of those who do it stop each year and as many others start, so the level holds without a change; a fine or a check moves those who start. Treat the numbers as illustrative.`,
        `At the start ${pct(start)} of ${lowerName(g.name)} already do it ${stated ? '(as the prompt says)' : '(assumed)'}.`,
      ] : steady ? [
        `No specific model of "${what}" is in the library; in a generic one, ${lowerName(g.name)} reconsider about once a year whether to do it: without a change the share holds, a change shows about two thirds of its effect within a year, and each is likelier to do it the more others do.`,
        `At the start ${pct(start)} of ${lowerName(g.name)} already do it ${stated ? '(as the prompt says)' : '(assumed)'}.`,
      ] : [
        `No specific model of "${what}" is in the library, so a generic take-up model is used: ${rate ? `${pct(rate.value)} take it up per period, as the prompt says` : `about ${pct(UPTAKE_PER_YEAR)} of those who do not do it take it up each year`}, ${pct(DROP_PER_YEAR)} of those who do drop it each year, and each person is more likely to take it up the more others do. Treat the numbers as illustrative.`,
        `At the start ${pct(start)} of ${lowerName(g.name)} already do it ${stated ? '(as the prompt says)' : '(assumed)'}.`,
      ],
    };
  },
};

// Switching to something: "switch to", "umsteigen auf", "passer à", "cambiar a", "pasarse a".
const SWITCH_TO = /\b(?:switch(?:es|ing)?|shift(?:s|ing)?|move|moves) (?:to|into)\b|\b(?:ziehen|zieht|umziehen) in\b|\b(?:se )?mudar(?:se|[áa]n)? a\b|\bd[ée]m[ée]nager(?:ont|a)? (?:dans|vers)\b|\b(?:umsteig\p{L}*|umstell\p{L}*|steigen (?:\p{L}+ )?auf|stellen (?:\p{L}+ )?auf)\b|\bpass(?:er|eront|era|ent) (?:à|au|aux)\b|\b(?:cambiar(?:án)?|pasar(?:se|án)?) (?:a|al)\b/iu;
const PRICE_LEVERS = new Set(['price', 'fuel_price', 'electricity_price', 'tax', 'fee']);
/** Every change is a price of something other than what people switch to (the good they leave): it pushes the switch. */
function switchesAwayFromPriced(intent: Intent): boolean {
  if (!SWITCH_TO.test(intent.text) || intent.interventions.length === 0) return false;
  const target = new Set((intent.subject ?? '').toLowerCase().split(/\s+/));
  return intent.interventions.every((iv) => PRICE_LEVERS.has(iv.lever) && !iv.leverText.toLowerCase().split(/\s+/).some((w) => target.has(w)) && /\p{L}{3,}/u.test(iv.text.replace(/\b(?:prices?|costs?|rise|rises|fall|falls|up|down|by|if|the|a)\b/gi, '')));
}

/** Behaviours with no mechanism of their own that this model reads, and how strongly it claims them. */
function genericReading(intent: Intent): number {
  // Moving away from a village or a region: this model counts those who go.
  if (intent.concepts.has('move_away')) return 5;
  // "adopt a dog from the shelter if the adoption fee is waived": an animal taken home, with its fee the fallback's (it ran cancellations).
  if (PET_ADOPTION.test(intent.text)) return 4;
  // Eating at a canteen ("utiliseront le restaurant universitaire", "essen in der Mensa"), its meal price the fallback's.
  if (intent.concepts.has('canteen') && !intent.concepts.has('school_meals')) return 2;
  // Going on holiday ("partiront en vacances", "fahren in den Urlaub"): a trip taken, its fares and prices the fallback's.
  if (intent.concepts.has('holiday')) return 2;
  // "switch to generic drugs if the copay for brand-name drugs doubles": a price of what is left behind pushes the switch.
  if (switchesAwayFromPriced(intent) && switchesToAThing(intent.text)) return 2.5;
  // Joining a union ("join the union", "se afiliarán al sindicato", "adhéreront au syndicat").
  if (UNION.test(intent.text) && (intent.concepts.has('join') || JOINS_UNION.test(intent.text))) return 5;
  // Falling behind on bills ("fall behind on their energy bills", "in Zahlungsrückstand geraten", "impagos"): hardship a cost drives.
  if (ARREARS.test(intent.text) && intent.interventions.length > 0) return 2;
  // "Wie viele Mieter werden ihre Heizung herunterdrehen": cutting back, asked in the asker's words, is no product taken up.
  if (intent.subjectAsked && CONSERVES.test(intent.subject ?? '')) return 2;
  return 0;
}
/** Adopting an animal ("adopt a dog", "einen Hund adoptieren", "adoptar un perro", "adopter un chat"). */
const PET_ADOPTION = /(?<!\p{L})(?:adopt\p{L}*)(?!\p{L})[^.?!]{0,40}(?<!\p{L})(?:dogs?|cats?|pets?|pupp(?:y|ies)|kittens?|animals?|hunde?s?|katzen?|haustier\p{L}*|perros?|gatos?|mascotas?|chiens?|chats?|chatons?|chiots?|animaux)(?!\p{L})|(?<!\p{L})(?:hunde?s?|katzen?|haustier\p{L}*)(?!\p{L})[^.?!]{0,40}adoptier\p{L}*/iu;
/** Opposing or objecting ("oppose the wind farm", "se opondrán", "dagegen sein"): a payment or a benefit makes it rarer. */
const OPPOSES = /(?<!\p{L})(?:oppos\p{L}*|object\p{L}*|protest\p{L}*|resist\p{L}*|ablehn\p{L}*|dagegen|widersprech\p{L}*|opon\p{L}*|opondr\p{L}*|oponerse|s['’]oppos\p{L}*|contest\p{L}*)(?!\p{L})/iu;
/** Going on holiday, in the asker's words when the reader found no verb of its own. */
const HOLIDAY_WORD: Record<Intent['language'], string> = { en: 'go on holiday', de: 'in den Urlaub fahren', es: 'irse de vacaciones', fr: 'partir en vacances' };
/** Joining a union said without the lexicon's verb: "adhéreront", "se syndiqueront", "treten … bei". */
const JOINS_UNION = /adh[ée]r\p{L}*|syndiqu\p{L}*|unioni[sz]\p{L}*|sindicar\p{L}*|treten\b[^.?!]*\bbei\b/iu;

/** The prompt without the words of its changes: "work from home if the company closes one office" is no closing behaviour. */
function withoutChanges(text: string, interventions: Intent['interventions']): string {
  return interventions.reduce((t, iv) => (iv.text ? t.split(iv.text).join(' ') : t), text);
}

/** "recycle" → "recycles", "donate" → "donates", "fix" → "fixes", "study" → "studies". */
function thirdPerson(v: string): string {
  // "be in energy poverty" → "Is in energy poverty"; "have" → "Has".
  if (v === 'be') return 'is';
  if (v === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}
