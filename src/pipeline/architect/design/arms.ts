import { HELPER_PREFIX, MODEL_ARITHMETIC_UNIT, UNNAMED_CHANGE_VARIABLE } from '../../../domain/model-conventions.js';
import type { AgentGroupConfig, Arm, SimulationEvent } from '../../../domain/simulation-config.js';
import { constant, num, OFFENCE, pct, RENT_FREEZE, round, statedDirection } from '../mechanisms/kit.js';
import type { Built, LeverSetting } from '../mechanisms/types.js';
import type { Intent, Intervention } from '../reader/types.js';
import { shortLabel, withoutLabel } from './labels.js';
import { bracketLabels, bracketNotes, UNREAD_ODDS, unreadChangeClause } from './unread-change.js';

/**
 * Interventions into the configuration: premises become top-level events (every arm has
 * them), what-ifs become arms against the status quo. A change from the start is an event at
 * step 1; one that starts later, or stops, is an event at that step; a compounding change
 * ("20% a year") grows a trend variable by `growth` every step. A lever the mechanism does
 * not model acts through a plain variable with a modest, stated effect, so no intervention
 * disappears.
 */

// How a lever moves "demand-like" behaviour (adopting, staying, taking part): +1 helps, −1 hurts.
const POLARITY: Record<string, 1 | -1> = {
  price: -1, fare: -1, tariff: -1, tax: -1, fee: -1, rent: -1, toll: -1, fuel_price: -1, electricity_price: -1, interest_rate: -1, workload: -1, automation: -1,
  crash: -1, rival_entry: -1, bots: -1, quota: -1, school_closure: -1, distancing: -1, mask: -1, carbon_price: -1,
  subsidy: 1, discount: 1, campaign: 1, reminder: 1, peer_report: 1, pension_age: 1, social_norm: 1, cash_transfer: 1, wage: 1, retraining: 1, hire: 1, frequency: 1, bike_lane: 1, bus_lane: 1, bike_share: 1, auto_enrol: 1,
  supply: 1, capacity: 1, opening_hours: 1, service_cut: -1, deposit_insurance: 1, bailout: 1, moderation: -1, cessation: 1, vaccination: 1, rent_control: 1, ban: -1, charging: 1, mandate: 1, free: 1, collection: 1, low_emission_zone: -1, project_cancelled: -1, mass_layoff: -1, eligibility_widened: 1, eligibility_narrowed: -1,
};
/** A ban on what the question asks people to forgo: odds ×20 of forgoing it, as a mandate (assumed). */
const FORGONE_BAN_ODDS = 20;
/** Forgoing something: "give up", "stop using", "verzichten auf", "renunciar a", "dejar de usar", "renoncer à", "abandonner". */
const FORGO = /(?<!\p{L})(?:give up|giving up|stop using|do without|verzicht\p{L}*|renunci\p{L}*|dejar(?:[áa]n)? de usar|renonc\p{L}*|abandonner(?:ont)?|se passer de|se passeront de)(?!\p{L})/iu;
/** The question's own words before its condition ("if", "wenn", "si"). */
function askedPart(ctx: Ctx): string {
  return ctx.subject ?? askedWords(ctx).map((g) => g.raw).join(' ');
}
/** The words before the question's condition. */
function askedWords(ctx: Ctx): Intent['gloss'] {
  const ifAt = ctx.gloss.findIndex((g) => g.c === 'if');
  return ctx.gloss.slice(0, ifAt > 0 ? ifAt : ctx.gloss.length);
}
/** A charge named as a fee: "fee", "charge", "Gebühr", "tasa", "cuota", "frais", "redevance" (not "forfait", a plan). */
const FEE_NAMED = /(?:fees?|charges?|geb[üu]hr\p{L}*|tasas?|cuotas?|frais|redevances?|copay\p{L}*|zuzahlung\p{L}*|copagos?)$/iu;
/** Patrols, cameras and fines: levers of enforcement, whose direction a mechanism may know (fallback.enforcementSign). */
const ENFORCEMENT = new Set(['police', 'cctv', 'speed_camera', 'fine', 'neighbourhood_watch']);
/** Log-odds per unit of log relative change for a lever the mechanism does not model: a 10% change moves the odds about 5%, a doubling about 41%. */
const FALLBACK_RELATIVE = 0.5;
const FALLBACK_SWITCH = 0.3;
/** A descriptive norm ("most guests reuse their towels"): odds ×1.4 (Goldstein, Cialdini & Griskevicius 2008: 35% → 44%, odds ×1.46). */
const SOCIAL_NORM_WEIGHT = 0.35;
const PRICE_LIKE_LEVERS = new Set(['price', 'fee', 'tax', 'fare', 'tariff', 'rent', 'toll', 'fuel_price', 'electricity_price', 'interest_rate']);

export interface ArmsResult {
  events: SimulationEvent[];
  arms: Arm[];
  assumptions: string[];
  /** The label of an option the mechanism starts from (the status quo in the asker's words). */
  baselineLabel?: string;
}

/** The event that takes a change away again, in the asker's language. */
const ENDS: Record<Intent['language'], (label: string) => string> = {
  en: (l) => `${l} ends`,
  de: (l) => `Ende: ${l}`,
  es: (l) => `Fin: ${l}`,
  fr: (l) => `Fin\u00a0: ${l}`,
};

interface Ctx {
  language: Intent['language'];
  built: Built;
  /** Amounts the prompt names per lever ("a toll of 5 … versus 10 euros"). */
  amounts: Map<string, number[]>;
  groups: AgentGroupConfig[];
  steps: number;
  stepDays: number;
  /** "take the train instead": the question asks about the alternative to what a ban stops. */
  instead: boolean;
  /** The prompt as read, for the direction said around a change ("falls to 1 euro"). */
  gloss: Intent['gloss'];
  /** What the question asks about ("buy an induction stove"), to tell a ban on it from a ban on its rival. */
  subject: string | null;
}

/** Fossil or combustion alternatives: banning them pushes towards what replaces them ("if gas connections are banned in new buildings"). */
/**
 * Pairs of substitutes: a charge on the first pushes people towards the second ("offer reusable packaging if
 * single-use packaging is taxed", "offer remote work if office rents rise", "ziehen in eine WG, wenn die
 * Mieten in Wohnheimen steigen"). The fallback would read the charge as a cost of the second.
 */
const SUBSTITUTES: Array<[RegExp, RegExp]> = [
  [/single[- ]use|disposable|throwaway|einweg\p{L}*|de un solo uso|desechable\p{L}*|jetable\p{L}*|à usage unique/iu, /reusable|refillable|returnable|mehrweg\p{L}*|reutilizable\p{L}*|retornable\p{L}*|r[ée]utilisable\p{L}*|consign[ée]\p{L}*/iu],
  [/office|b[üu]ro\p{L}*|gewerbe\p{L}*|oficina\p{L}*|bureaux?/iu, /remote|home ?office|from home|telework\p{L}*|teletrabajo|t[ée]l[ée]travail|heimarbeit|mobil\p{L}* arbeit/iu],
  // "work from home if fuel prices rise", "cycle to work if petrol gets dearer": a dearer commute by car pushes the others.
  // "carpool if campus parking becomes paid": a charge on parking a car alone pushes sharing one, too.
  [/(?<!\p{L})(?:fuel|petrol|gasoline|diesel|benzin\p{L}*|sprit\p{L}*|kraftstoff\p{L}*|gasolina|carburant\p{L}*|essence|parking|parkpl[äa]tz\p{L}*|parkgeb[üu]hr\p{L}*|parken|aparcamiento|estacionamiento|stationnement)(?!\p{L})/iu, /remote|from home|home ?office|telework\p{L}*|teletrabajo|t[ée]l[ée]travail|cycl\p{L}*|bik\p{L}*|bicycl\p{L}*|fahrrad|rad\p{L}*|bicicleta|v[ée]lo|public transport|transit|bus|train|bahn|transporte p[úu]blico|transports? en commun|electric|elektro\p{L}*|el[ée]ctric\p{L}*|carpool\p{L}*|car-?shar\p{L}*|covoiturage|autopartage|fahrgemeinschaft\p{L}*|coche compartido|compartir coche/iu],
  // "add vegetarian options if meat prices rise": dearer meat pushes the dishes without it.
  [/(?<!\p{L})(?:meat|beef|pork|fleisch\p{L}*|rindfleisch|carne|viande|b[œo]euf)(?!\p{L})/iu, /vegetarian|vegan|plant-based|meat-free|meatless|veggie|vegetari\p{L}*|pflanzlich\p{L}*|fleischlos\p{L}*|vegetal\p{L}*|sin carne|v[ée]g[ée]tarien\p{L}*|v[ée]g[ée]tal\p{L}*|sans viande/iu],
  // "prescribe the generic drug if the brand name costs twice as much": a dearer brand pushes its generic.
  [/brand(?:[- ]name)?|original\p{L}*|markenpr[äa]parat\p{L}*|de marca|princeps/iu, /generic\p{L}*|generika|gen[ée]ri(?:co|ca|que)s?/iu],
  [/dorm\p{L}*|halls? of residence|student (?:halls|housing)|wohnheim\p{L}*|residencias?(?: de estudiantes)?|r[ée]sidences? (?:universitaires?|[ée]tudiantes?)|cit[ée]s? u\p{L}*/iu, /shared (?:flat|house)|flatshare|house ?share|\bwg\b|wohngemeinschaft\p{L}*|piso compartido|compartir piso|colocation/iu],
];
const OLD_TECH = /(?<!\p{L})(?:incandescent|halogen|gl[üu]hbirne\p{L}*|gl[üu]hlampe\p{L}*|incandescentes?|hal[óo]genas?|ampoules? [àa] incandescence|gas|oil|petrol|gasoline|di[eé]sel|combustion|coal|fossil|gasheizung\p{L}*|gas\p{L}*|öl\p{L}*|verbrenner\p{L}*|kohle\p{L}*|gasolina|gas[óo]leo|carb[óo]n|combusti[óo]n|fioul|mazout|essence|thermiques?|charbon)(?!\p{L})/iu;

/** "the meal", "le repas", "el menú", "das Essen": a meal whose price is named; a canteen meal costs about 4 (assumed). */
const MEAL = /(?<!\p{L})(?:meals?|lunch(?:es)?|repas|d[ée]jeuners?|men[uú]s?|comidas?|essen|mahlzeiten?|mittagessen)(?!\p{L})/iu;
const MEAL_PRICE = 4;
/** "tickets cost 5 euros", "die Kinokarte kostet 5 Euro": a ticket to the cinema, a show or a match costs about 10 (assumed). */
const TICKET = /(?<!\p{L})(?:tickets?|kinokarten?|eintrittskarten?|eintritt|entradas?|billets?|places? de cin[ée]ma)(?!\p{L})/iu;
const TICKET_PRICE = 10;

const stepAt = (days: number, stepDays: number) => Math.floor(days / stepDays + 1e-9) + 1;

function groupOf(ctx: Ctx, target: string): AgentGroupConfig {
  return ctx.groups.find((g) => g.id === target.slice(0, target.indexOf('.')))!;
}

/** A variable for a lever the mechanism has no model of, weighted into its main decision. */
function fallbackSettings(ctx: Ctx, iv: Intervention, notes: string[]): LeverSetting[] {
  // "si le repas passe à 1 euro": a meal's price named as a level is read against a typical canteen meal, not as a cost brought in.
  if (iv.lever === 'price' && iv.change.kind === 'amount' && iv.change.by === undefined && iv.change.from === undefined && MEAL.test(iv.text)) {
    notes.push(`A meal's price in money is read against a typical ${MEAL_PRICE} for a canteen meal (assumed: 3–5 euros or dollars).`);
    iv = { ...iv, change: { kind: 'relative', value: round(Math.max(-0.9, iv.change.value / MEAL_PRICE - 1), 6) } };
  }
  // "if tickets cost 5 euros on Tuesdays": a ticket's price named as a level is read against a typical ticket, not as a cost brought in.
  if (iv.lever === 'price' && iv.change.kind === 'amount' && iv.change.by === undefined && iv.change.from === undefined && !MEAL.test(iv.text) && TICKET.test(iv.text)) {
    notes.push(`A ticket's price in money is read against a typical ${TICKET_PRICE} for a ticket (assumed: a cinema, show or match ticket costs about 8–12 euros or dollars).`);
    iv = { ...iv, change: { kind: 'relative', value: round(Math.max(-0.9, iv.change.value / TICKET_PRICE - 1), 6) } };
  }
  const fb = ctx.built.fallback;
  const g = ctx.groups.find((x) => x.id === fb.group)!;
  const action = g.actions[fb.action];
  // "if short-haul flights are banned, how many will take the train instead": a ban on the alternative pushes towards what is asked.
  // "if the meal price falls to 1 euro": a cost named as a level it falls to is a cut, not a cost brought in.
  const cut = iv.change.kind === 'amount' && (POLARITY[iv.lever] ?? 1) < 0 && (iv.change.by === -1 || (iv.change.by === undefined && statedDirection(ctx.gloss, iv.at) < 0));
  // "if gas connections are banned, how many buy an induction stove": a ban on the fossil rival of what is asked pushes towards it.
  // "work from home if the company removes parking spaces": taking away the first of a pair of substitutes pushes the second, as a charge on it does.
  // "wie viele verzichten auf Glyphosat, wenn es verboten ist", "how many will give up glyphosate if it is banned": a ban on
  // what people are asked to forgo pushes forgoing it (it read as a ban on the behaviour asked, so fewer forwent it).
  const forgoneBanned = iv.lever === 'ban' && FORGO.test(askedPart(ctx));
  const rivalBanned = forgoneBanned || iv.lever === 'ban' && ((OLD_TECH.test(iv.text) && !OLD_TECH.test(ctx.subject ?? '')) || SUBSTITUTES.some(([left, taken]) => left.test(iv.text) && taken.test(ctx.subject ?? '') && !left.test(ctx.subject ?? '')));
  // "offer reusable packaging if single-use packaging is taxed": a charge on the throwaway way pushes the reusable one.
  const throwawayCharged = ['tax', 'fee', 'price', 'rent', 'fuel_price'].includes(iv.lever) && SUBSTITUTES.some(([left, taken]) => left.test(iv.text) && taken.test(ctx.subject ?? '') && !left.test(ctx.subject ?? ''));
  const demandSign = fb.priceOnly && !PRICE_LIKE_LEVERS.has(iv.lever) ? 1 : fb.demandSign;
  // A switch away from the priced thing ("switch to plant-based menus if meat prices rise") is already read so by the mechanism.
  const enforced = ENFORCEMENT.has(iv.lever) ? fb.enforcementSign : undefined;
  const sign = enforced ?? (iv.lever === 'ban' && (ctx.instead || rivalBanned) ? 1 : iv.lever === 'fine' ? fineSign(iv, ctx) : (POLARITY[iv.lever] ?? 1)) * demandSign * (cut ? -1 : 1) * (throwawayCharged && demandSign > 0 ? -1 : 1);
  const relative = iv.change.kind === 'relative' || iv.change.kind === 'points';
  // "a card saying most guests reuse their towels": a descriptive norm has a measured effect of its own.
  const norm = iv.lever === 'social_norm' && !relative;
  const name = `${iv.lever}_${relative ? 'change' : 'in_force'}`.replace(/[^a-z0-9_]/g, '_');
  if (!g.variables[name]) {
    g.variables[name] = relative
      ? constant(0, `${iv.leverText} compared with today`, iv.change.kind === 'points' ? 'percentage points' : iv.compoundEveryDays ? 'relative change' : 'log of relative change')
      : constant(0, `${iv.leverText} in force`, '0 = no, 1 = yes (or the share it reaches)');
    const w = forgoneBanned && !relative ? Math.log(FORGONE_BAN_ODDS) : norm ? SOCIAL_NORM_WEIGHT * sign : relative ? (iv.change.kind === 'points' ? 0.1 : FALLBACK_RELATIVE) * sign : FALLBACK_SWITCH * sign;
    action.weights = { ...(action.weights ?? {}), [name]: round(w, 4) };
    notes.push(
      forgoneBanned && !relative
        ? `A ban on what is given up makes giving it up about ${num(FORGONE_BAN_ODDS)} times as likely while it is in force, as a mandate (assumed; a few keep it illegally or by exemption).`
        : norm
        ? `Telling people that most others already do it moves the odds of "${action.label ?? fb.action}" by about ${pct(Math.abs(Math.exp(w) - 1))} ${sign > 0 ? 'up' : 'down'} while it is used. A card saying most guests reuse their towels raised reuse from 35% to 44% (Goldstein, Cialdini & Griskevicius 2008); letters saying most people pay on time raised tax payments (Hallsworth et al. 2017).`
        : relative
        ? `No calibrated effect of "${iv.leverText}" is known for this behaviour; assumed that a 10% change moves the odds of "${action.label ?? fb.action}" by about ${pct(Math.abs(Math.exp(w * (iv.change.kind === 'points' ? 0.1 : Math.log(1.1))) - 1))} (${sign > 0 ? 'up' : 'down'} when it rises). Treat its effect as uncertain.`
        : `No calibrated effect of "${iv.leverText}" is known for this behaviour; assumed that it moves the odds of "${action.label ?? fb.action}" by about ${pct(Math.abs(Math.exp(w) - 1))} ${sign > 0 ? 'up' : 'down'} while in force${(ctx.amounts.get(iv.lever)?.length ?? 0) > 1 ? ' at the largest amount named, proportionally less for smaller ones' : ''}. Treat its effect as uncertain.`,
    );
  }
  let value: number;
  switch (iv.change.kind) {
    case 'relative':
      // "if parking fees double": a large change counts on a log scale, so a doubling is not ten times a 10% rise
      // (with no calibrated effect, a linear reading made a doubling nearly triple the odds). A compounding change
      // keeps the relative scale its trend grows on.
      if (iv.compoundEveryDays) value = iv.change.value;
      else {
        value = round(Math.log(1 + Math.max(-0.9, iv.change.value)), 6);
        if (Math.abs(iv.change.value) >= 0.5) notes.push(`"${iv.text}" counts on a log scale: a doubling moves the odds by ${pct(Math.exp(FALLBACK_RELATIVE * Math.log(2)) - 1)}, not ten times the effect of a 10% rise.`);
      }
      break;
    case 'points':
    case 'share':
      value = iv.change.value;
      break;
    case 'off':
      // "if the installation bonus is removed": something in force today taken away moves the odds the other way, by
      // as much as bringing it in would (today's level, 0, is the status quo's calibration).
      // A price or charge "taken away" is too ambiguous to reverse ("supprimer le forfait": the plan, not its price).
      // A fee named as a fee ("the adoption fee is waived", "die Schutzgebühr entfällt") is taken away plainly.
      value = relative || (PRICE_LIKE_LEVERS.has(iv.lever) && !(iv.lever === 'fee' && FEE_NAMED.test(iv.leverText))) ? 0 : -(iv.share ?? 1);
      if (value !== 0) notes.push(`Taking "${iv.leverText}" away is read as the reverse of bringing it in.`);
      break;
    case 'amount': {
      // "a toll of 5 versus 10 euros": with no calibrated effect, the effect is taken proportional
      // to the amount, the largest amount named for this lever counting fully.
      const amounts = ctx.amounts.get(iv.lever) ?? [iv.change.value];
      // "l'aide passe de 6 000 à 3 000 euros": a move from one level to another counts by the difference, against the larger
      // (it counted the 3,000 as a help brought in).
      const from = iv.change.from;
      value = from !== undefined && from > 0 ? (iv.share ?? 1) * ((iv.change.value - from) / Math.max(iv.change.value, from, ...amounts)) : (iv.share ?? 1) * (iv.change.value / Math.max(...amounts));
      if (from !== undefined && from > 0) notes.push(`"${iv.text}" counts by the difference between the two sums, against the larger: ${pct(Math.abs(value))} of that effect, ${value < 0 ? 'the other way' : 'the same way'}.`);
      break;
    }
    default:
      value = iv.share ?? 1;
  }
  return [{ target: `${g.id}.${name}`, value, neutral: 0, scale: relative ? 'relative' : 'level', label: iv.text }];
}

/** A fine said to be for not doing something ("for not sorting waste", "ohne Ticket", "por no reciclar", "pour défaut de tri"). */
const FINE_FOR_NOT = /(?<!\p{L})(?:not|without|failing|failure to|non-?|ohne|nicht|fehlend\p{L}*|por no|sin|pour (?:non|d[ée]faut)|faute de|sans)(?!\p{L})/iu;
/**
 * Which way a fine pushes what is asked: it deters what it is for ("how many will speed if speeding fines double",
 * "pay late if we remove the late-payment penalty"), and pushes the compliance asked about otherwise ("install
 * pollution filters if the fine for violations doubles", "recycle if there is a fine for not sorting"). It was read as
 * of unknown direction, both ways bracketed.
 */
function fineSign(iv: Intervention, ctx: Ctx): 1 | -1 {
  if (FINE_FOR_NOT.test(iv.text)) return 1;
  const asked = askedPart(ctx);
  if (OFFENCE.test(asked) || askedWords(ctx).some((g) => g.c === 'fare_evasion')) return -1;
  const stems = (t: string) => new Set(t.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 4).map((w) => w.slice(0, 4)));
  const fined = stems(iv.text.replace(FINE_WORDS, ' '));
  return [...stems(asked)].some((w) => fined.has(w)) ? -1 : 1;
}
const FINE_WORDS = /(?<!\p{L})(?:fines?|penalt(?:y|ies)|doubles?|doubled|rises?|raised?|removed?|scrap(?:ped)?|introduced?|bu[ßs]geld\p{L}*|strafe\p{L}*|multas?|sanci[óo]n\p{L}*|amendes?|p[ée]nalit[ée]s?)(?!\p{L})/giu;

/** A trend variable that compounds (1 + value) every step from the event that starts it. */
function trendFor(ctx: Ctx, s: LeverSetting, growth: number, index: number): { trend: string; on: string | null } {
  const g = groupOf(ctx, s.target);
  const base = s.target.slice(s.target.indexOf('.') + 1);
  const trend = `${base}_trend${index > 1 ? index : ''}`;
  if (g.variables[trend]) return { trend, on: s.scale === 'relative' ? `${HELPER_PREFIX}${trend}_on` : null };
  const baseSpec = g.variables[base];
  g.variables[trend] = {
    type: 'initial_value',
    value: 0,
    growth: round(growth, 8),
    label: `${baseSpec?.label ?? base}: compounding change`.slice(0, 120),
    unit: baseSpec?.unit ?? (s.scale === 'relative' ? 'relative change' : undefined),
  };
  let on: string | null = null;
  if (s.scale === 'relative') {
    // x' = (x + g/(1+g)·on)(1+g) keeps 1 + x compounding by (1+g) once `on` is 1, and 0 stays 0 before.
    on = `${HELPER_PREFIX}${trend}_on`;
    g.variables[on] = constant(0, `${baseSpec?.label ?? base}: compounding in force (model arithmetic)`.slice(0, 120), MODEL_ARITHMETIC_UNIT);
    g.actions[`${HELPER_PREFIX}${trend}_step`] = {
      type: 'continuous',
      description: 'Model arithmetic: compounds the change every step once it is in force',
      label: `${baseSpec?.label ?? base}: compounding step (model arithmetic)`.slice(0, 120),
      unit: MODEL_ARITHMETIC_UNIT,
      intercept: 0,
      weights: { [on]: round(growth / (1 + growth), 10) },
      noise: 0,
      effects: { [trend]: 1 },
    };
  }
  // Every decision that reads the lever reads its trend the same way.
  for (const grp of ctx.groups) {
    for (const a of Object.values(grp.actions)) {
      if (!a.weights) continue;
      const own = grp.id === g.id ? a.weights[base] : undefined;
      const cross = a.weights[`${g.id}.${base}`];
      if (own !== undefined) a.weights[trend] = own;
      if (cross !== undefined) a.weights[`${g.id}.${trend}`] = cross;
    }
  }
  return { trend, on };
}

function eventsFor(ctx: Ctx, iv: Intervention, settings: LeverSetting[], trends: Map<string, number>): SimulationEvent[] {
  // Events add the change to the variable (and take it away when it ends), so a premise and a
  // what-if on the same lever, or two changes in one arm, add up.
  const out: SimulationEvent[] = [];
  const start = Math.min(ctx.steps, stepAt(iv.startDays, ctx.stepDays));
  for (const s of settings) {
    const end = s.steps !== undefined ? start + s.steps : iv.durationDays !== null ? stepAt(iv.startDays + iv.durationDays, ctx.stepDays) : null;
    const label = s.label.slice(0, 120);
    const delta = round(s.value - s.neutral, 8);
    if ((iv.compoundEveryDays && !s.periodUsed) || s.growthPerStep !== undefined) {
      const growth = s.growthPerStep ?? Math.max(-0.999999, (1 + s.value) ** (ctx.stepDays / iv.compoundEveryDays!) - 1);
      const key = `${s.target}:${round(growth, 8)}`;
      const index = trends.get(key) ?? trends.size + 1;
      trends.set(key, index);
      const { trend, on } = trendFor(ctx, s, growth, index);
      const g = s.target.slice(0, s.target.indexOf('.'));
      if (on) out.push({ step: start, target: `${g}.${on}`, op: 'add', value: 1, label });
      else out.push({ step: start, target: `${g}.${trend}`, op: 'add', value: delta, label });
      // "rents rise 10% a year for 3 years": at the end the change stops where it got to. A variable's
      // growth cannot be switched off, so the reached value moves from the trend to the lever itself
      // (which does not grow): at the start of step `end` the trend holds (1+g)^(end−start) − 1 (or
      // delta·(1+g)^(end−start) for a level), and decisions read both with the same weight.
      if (end !== null && end <= ctx.steps && end > start) {
        const reached = on ? (1 + growth) ** (end - start) - 1 : delta * (1 + growth) ** (end - start);
        const stops = ENDS[ctx.language](label).slice(0, 120);
        if (on) out.push({ step: end, target: `${g}.${on}`, op: 'add', value: -1, label: stops });
        out.push({ step: end, target: `${g}.${trend}`, op: 'set', value: 0, label: stops });
        out.push({ step: end, target: s.target, op: 'add', value: round(reached, 8), label: stops });
      }
      continue;
    }
    if (delta === 0) continue;
    out.push({ step: start, target: s.target, op: 'add', value: delta, label });
    if (end !== null && end <= ctx.steps && end > start) out.push({ step: end, target: s.target, op: 'add', value: -delta, label: ENDS[ctx.language](label).slice(0, 120) });
  }
  return out;
}

function armId(label: string, used: Set<string>): string {
  let base = label
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);
  if (!base || base === 'baseline') base = 'option';
  let id = base;
  let k = 2;
  while (used.has(id)) id = `${base}_${k++}`;
  used.add(id);
  return id;
}

/** Combines the additions of one step and target within one list (two changes of one price add up). */
function merge(events: SimulationEvent[]): SimulationEvent[] {
  const out: SimulationEvent[] = [];
  for (const e of events) {
    const same = out.find((x) => x.step === e.step && x.target === e.target && x.op === e.op);
    if (same) {
      // Two additions add up; of two settings the later one holds.
      same.value = e.op === 'set' ? e.value : e.op === 'multiply' ? round(same.value * e.value, 8) : round(same.value + e.value, 8);
      same.label = `${same.label} + ${e.label}`.slice(0, 120);
    } else out.push({ ...e });
  }
  // An addition of 0 changes nothing and goes; a setting to 0 is a change.
  return out.filter((e) => e.op === 'set' || (e.op === 'multiply' ? e.value !== 1 : e.value !== 0)).sort((a, b) => a.step - b.step);
}

// Levers that are absent unless brought in: with every option bringing one in, the status quo is "No …".
const BROUGHT_IN = new Set(['carbon_price', 'toll', 'subsidy', 'cash_transfer', 'quota', 'rent_control', 'deposit_insurance', 'bailout', 'ban', 'campaign', 'reminder', 'moderation', 'mask', 'distancing', 'school_closure', 'bike_lane', 'bus_lane', 'retraining', 'cessation', 'dividend', 'time_of_use']);

const STATUS_QUO_OF: Record<string, Record<Intent['language'], string>> = {
  school_closure: { en: 'Schools open', de: 'Schulen offen', es: 'Escuelas abiertas', fr: 'Écoles ouvertes' },
};

/**
 * The status quo's label: the asker's words when given ("No quota", "Overtime stays at 12 hours a
 * week"), else "No deposit guarantee" when every option brings in the same thing, else null.
 */
const SUBSIDY_WORD: Record<Intent['language'], string> = { en: 'subsidy', de: 'Förderung', es: 'subvención', fr: 'subvention' };
const PAYMENT_WORD: Record<Intent['language'], string> = { en: 'payment', de: 'Zahlung', es: 'pago', fr: 'paiement' };

const RENT_FREEZE_NONE: Record<Intent['language'], string> = { en: 'No rent freeze', de: 'Ohne Mietstopp', es: 'Sin congelación de alquileres', fr: 'Sans gel des loyers' };
const RENT_CONTROL_NONE: Record<Intent['language'], string> = { en: 'No rent control', de: 'Ohne Mietpreisbremse', es: 'Sin control de alquileres', fr: 'Sans encadrement des loyers' };
const PROMOTION_WORD: Record<Intent['language'], string> = { en: 'promotion', de: 'Werbung', es: 'promoción', fr: 'promotion' };
const REIMBURSEMENT_WORD: Record<Intent['language'], string> = { en: 'reimbursement', de: 'Erstattung', es: 'reembolso', fr: 'remboursement' };

export function baselineLabelFor(intent: Intent): string | null {
  if (intent.baselineLabel) return shortLabel(intent.baselineLabel, intent.language);
  const options = intent.arms.flatMap((a) => a.interventions);
  const levers = new Set(options.map((x) => x.lever));
  // "wenn das Elterngeld auf 80 % steigt": a share it rises or falls to moves one that exists; it is not brought in.
  const moved = (x: Intervention) => intent.gloss.slice(Math.max(0, x.at - 3), x.at + 6).some((w) => w.c === 'up' || w.c === 'down');
  const broughtIn = options.every((x) => x.change.kind === 'on' || (x.change.kind === 'share' && !x.change.from && !moved(x)) || (x.change.kind === 'amount' && x.change.by === undefined && x.change.from === undefined && !moved(x)));
  // A measure named by what it closes: its absence is the thing open, not "No schools".
  const named = levers.size === 1 && broughtIn ? STATUS_QUO_OF[options[0].lever]?.[intent.language] : undefined;
  if (named) return named;
  // "if we show more ads": there are some today, so the status quo is not "No ads".
  const more = options.some((x) => /(?<!\p{L})(?:more|mehr|m[áa]s|plus\s+de|davantage)(?!\p{L})/iu.test(x.text));
  if (options.length > 0 && levers.size === 1 && BROUGHT_IN.has(options[0].lever) && broughtIn && !more) {
    // "if the government covers 40% of the cost": the subsidy is named by what it covers; without it, "No subsidy".
    const costWord = /^(?:the\s+)?(?:cost|costs|price|prices|premium|premiums|kosten|preis|preise|prämie|prämien|coste|costes|precio|precios|prima|primas|coût|coûts|prix|prime|primes|travaux|obras?|works|reformas?|instalaci[oó]n|installation|leasingraten?|lease|leasing|cuota de leasing|loyer du leasing)$/i.test(options[0].leverText.trim());
    if (costWord && options[0].lever === 'subsidy') return withoutLabel(SUBSIDY_WORD[intent.language], intent.language);
    // "if we pay 50 euros per hectare": the status quo is no payment, not "No pay".
    // "si on leur verse une prime": the verb with what it pays ("verse une prime") names the payment too.
    // "if the city centre is closed to cars": the status quo is the centre open to them, not "No closed to cars".
    if (options[0].lever === 'ban' && /(?:closed?|closes) to|gesperrt|cierra|cerrad[oa]|ferm[ée]e?/i.test(options[0].leverText)) return { en: 'Open to cars', de: 'Für Autos offen', es: 'Abierto a los coches', fr: 'Ouvert aux voitures' }[intent.language];
    // "if it is recommended by the health minister": the status quo is no recommendation, not "No recommended by".
    if (options[0].lever === 'campaign' && /recommend|empfohlen|empfiehlt|empfehlen|recomend|recommand/i.test(options[0].leverText)) return { en: 'No recommendation', de: 'Ohne Empfehlung', es: 'Sin recomendación', fr: 'Sans recommandation' }[intent.language];
    // "if they get 1,000 euros per hectare", "wenn sie … bekommen", "si reciben", "s'ils touchent": a payment received.
    if (options[0].lever === 'subsidy' && /^(?:get|gets|receive|receives|bekommen|bekommt|erhalten|erh[äa]lt|reciben|recibir[áa]n|recibieran|re[çc]oivent|recevront|touchent|toucheront|per[çc]oivent)(?:\s|$)/i.test(options[0].leverText.trim())) return withoutLabel(PAYMENT_WORD[intent.language], intent.language);
    if (options[0].lever === 'subsidy' && /^(?:pay|pays|paying|paid|give|gives|funds?|geben|gibt|damos|da|dan|donne|donnons|donnent|zahlen|zahlt|zuzahlt|zuzahlen|zuschie(?:ss|ß)t|finanziert|pagamos|paga|pagar|financia|payons|paie|payer|verse|versent|versons|verser|versera|finance|financera|financent)(?:\s|$)/i.test(options[0].leverText.trim())) return withoutLabel(PAYMENT_WORD[intent.language], intent.language);
    // "if health insurers pay for it": the status quo is that it is not reimbursed, not "No health insurers pay".
    if (options[0].lever === 'subsidy' && intent.concepts.has('health_insurer')) return withoutLabel(REIMBURSEMENT_WORD[intent.language], intent.language);
    // "si les loyers sont encadrés": a control named by its verb is said by its name ("Sans encadrement des loyers").
    // "if rents are frozen", "si se congelan los alquileres": a freeze is "No rent freeze".
    if (options[0].lever === 'rent_control' && RENT_FREEZE.test(options[0].text)) return RENT_FREEZE_NONE[intent.language];
    if (options[0].lever === 'rent_control' && /(?<!\p{L})(?:sont|est|are|is|were|werden|wird|son|se)(?!\p{L})/iu.test(options[0].leverText)) return RENT_CONTROL_NONE[intent.language];
    // "if we call them the day before", "wenn wir sie anrufen": a reminder named by its verb is "No reminders".
    if (options[0].lever === 'reminder' && /(?<!\p{L})(?:call|phone|ring|anrufen|anruf|llamamos|llamada|appelons|appel)(?!\p{L})/iu.test(options[0].leverText)) return { en: 'No reminders', de: 'Keine Erinnerungen', es: 'Sin recordatorios', fr: 'Sans rappels' }[intent.language];
    // "if premiums are subsidised by 70%": a subsidy named by its participle is "No subsidy", not "No subsidised".
    if (options[0].lever === 'subsidy' && /(?:ised|ized|ed|gef[öo]rdert|bezuschusst|subvencionad[oa]s?|subventionn[ée]e?s?|bonifica|bonificamos|bonificad[oa]s?)$/i.test(options[0].leverText.trim())) return withoutLabel(SUBSIDY_WORD[intent.language], intent.language);
    // "if installers go door to door", "von Tür zu Tür": visits named by where they go are "No door-to-door visits".
    if (options[0].lever === 'campaign' && /door|t[üu]r|puerta|porte|visit|besuch|canvass/i.test(options[0].leverText)) return { en: 'No door-to-door visits', de: 'Ohne Hausbesuche', es: 'Sin visitas puerta a puerta', fr: 'Sans porte-à-porte' }[intent.language];
    // "if it is promoted on TV": a campaign named by its verb is said by its name ("No promotion", not "No promoted").
    if (options[0].lever === 'campaign' && /(?:ed|beworben|ad[oa]|promue?)$/i.test(options[0].leverText.trim())) return withoutLabel(PROMOTION_WORD[intent.language], intent.language);
    // "car-free school streets", "autofreie Schulstraßen", "sans voitures": an adjective names no thing to go without ("No car-free").
    if (options[0].lever === 'ban' && /(?:-free|frei\p{L}*|peaton\p{L}*|pi[ée]ton\p{L}*|pedestrian\p{L}*)$|^(?:sans|sin)\s/iu.test(options[0].leverText.trim())) return null;
    if (!costWord) return withoutLabel(options[0].leverText, intent.language);
  }
  return null;
}

/** Options whose words say little on their own ("a weekend"): named by what they change. */
function namedLabel(iv: Intervention, language: Intent['language']): string | null {
  if (iv.lever === 'concurrent') {
    return { en: 'On the same day as a national election', de: 'Am Tag einer bundesweiten Wahl', es: 'El mismo día que unas elecciones generales', fr: 'Le même jour qu’une élection nationale' }[language];
  }
  if (iv.lever === 'rain_day') {
    return { en: 'Rain on election day', de: 'Regen am Wahltag', es: 'Lluvia el día de la votación', fr: 'Pluie le jour du scrutin' }[language];
  }
  if (iv.lever !== 'weekend_voting') return null;
  const day = iv.leverText.toLowerCase();
  const kind = /sun|sonn|domin|diman/.test(day) ? 'sunday' : /holi|feier|fest|f[ée]ri/.test(day) ? 'holiday' : 'weekend';
  const names: Record<Intent['language'], Record<string, string>> = {
    en: { sunday: 'Election on a Sunday', holiday: 'Election on a public holiday', weekend: 'Election on a weekend' },
    de: { sunday: 'Wahl an einem Sonntag', holiday: 'Wahl an einem Feiertag', weekend: 'Wahl am Wochenende' },
    es: { sunday: 'Elecciones en domingo', holiday: 'Elecciones en día festivo', weekend: 'Elecciones en fin de semana' },
    fr: { sunday: 'Scrutin un dimanche', holiday: 'Scrutin un jour férié', weekend: 'Scrutin le week-end' },
  };
  return names[language][kind];
}

export function armsFor(intent: Intent, built: Built, groups: AgentGroupConfig[], steps: number, stepDays: number): ArmsResult {
  const amounts = new Map<string, number[]>();
  for (const iv of intent.interventions) if (iv.change.kind === 'amount' && iv.change.value > 0) amounts.set(iv.lever, [...(amounts.get(iv.lever) ?? []), iv.change.value]);
  const ctx: Ctx = { language: intent.language, built, groups, steps, stepDays, amounts, gloss: intent.gloss, subject: intent.subject, instead: intent.concepts.has('instead') || /\b(?:instead|stattdessen|en su lugar|en lugar de|à la place|plutôt)\b/i.test(intent.text) };
  const notes: string[] = [];
  const trends = new Map<string, number>();
  // A setting must name a variable the mechanism built; one that does not (a mechanism's slip) falls back to the
  // uncertain effect rather than failing the whole design.
  const exists = (x: LeverSetting) => {
    const g = groups.find((y) => y.id === x.target.slice(0, x.target.indexOf('.')));
    return Boolean(g?.variables[x.target.slice(x.target.indexOf('.') + 1)]);
  };
  const settingsOf = (iv: Intervention): LeverSetting[] => {
    const own = built.lever(iv);
    return own && own.every(exists) ? own : fallbackSettings(ctx, iv, notes);
  };
  const premises = intent.interventions.filter((iv) => iv.role === 'premise');
  const events = merge(premises.flatMap((iv) => eventsFor(ctx, iv, settingsOf(iv), trends)));
  // A premise the mechanism already starts from (news the depositors begin with) adds no event and needs no second note.
  for (const iv of premises) if (built.lever(iv)?.length !== 0) notes.push(`Assumed in every scenario, as the prompt states: ${iv.text}.`);
  const used = new Set<string>();
  // A mechanism answers [] for a word that names its own outcome, not a change ("la vaccination" where
  // getting vaccinated is what is asked): such a member leaves its arm, and an arm left empty goes.
  const outcomeWord = (iv: Intervention) => built.lever(iv)?.length === 0;
  let kept = intent.arms.map((a) => ({ ...a, interventions: a.interventions.filter((iv) => !outcomeWord(iv)) })).filter((a) => a.interventions.length > 0);
  // "85% versus 95% coverage": the option the model starts from is the status quo, named as asked.
  const startsFrom = kept.find((a) => built.isStatusQuo && a.interventions.every((iv) => built.isStatusQuo!(iv)));
  const baselineLabel = startsFrom ? shortLabel(startsFrom.interventions.map((iv) => iv.text).join(' + '), intent.language, startsFrom.interventions[0].leverText) : undefined;
  if (startsFrom) kept = kept.filter((a) => a !== startsFrom);
  const arms: Arm[] = kept.slice(0, 8).map((a) => {
    // Arms and their events carry short noun phrases ("Overtime capped at 4 hours"), never the question.
    const members = a.interventions.map((iv) => ({ ...iv, text: namedLabel(iv, intent.language) ?? shortLabel(iv.text, intent.language, iv.leverText) }));
    const evs = merge(members.flatMap((iv) => eventsFor(ctx, iv, settingsOf(iv), trends)));
    // "offer free flu shots at the office" read as three levers (free, vaccination, on site): one
    // clause of the prompt names the option better than its pieces joined ("Offered free + Flu shots + At the office").
    const clause = oneClause(intent.text, a.interventions.map((iv) => iv.text));
    const full = clause ? shortLabel(clause, intent.language, a.interventions[0]!.leverText) : members.map((iv) => iv.text).join(' + ');
    const label = full.length > 120 ? `${full.slice(0, 117)}…` : full;
    return { id: armId(full, used), label, description: `The status quo plus: ${a.label}`.slice(0, 2000), events: evs };
  });
  if (kept.length > 8) notes.push(`The prompt names ${kept.length} options; the first 8 are compared.`);
  const unread = unreadChangeClause(intent);
  if (unread !== null) arms.push(...bracketArms(ctx, unread, used, notes));
  for (const iv of intent.interventions) {
    // A pay freeze is a real cut by inflation, every year.
    if (iv.lever === 'wage' && iv.compoundEveryDays && iv.change.kind === 'relative' && /\b(froz|freez|eingefroren|einfrier|nullrunde|congel|gel[ée])/i.test(iv.text)) {
      const inflation = -iv.change.value / (1 + iv.change.value);
      notes.push(`"${iv.text}" is read as a real pay cut of ${pct(-iv.change.value, 1)} a year: prices rise ${pct(inflation, 1)} a year${/inflation|teuerung|inflaci/i.test(intent.text) ? ' (as the prompt says)' : ' (assumed)'} while pay stays where it is.`);
    }
    // "if we cut the price": the sign is the asker's, the size ours, and the answer says so.
    if ((iv.change.kind === 'relative' || iv.change.kind === 'points') && iv.change.assumed) {
      const c = iv.change;
      const size = c.kind === 'points' ? `${c.value > 0 ? 'a rise' : 'a fall'} of ${Math.abs(c.value)} percentage point${Math.abs(c.value) === 1 ? '' : 's'}` : `${c.value > 0 ? 'a rise' : 'a cut'} of ${pct(Math.abs(c.value))}`;
      notes.push(`No size is given for "${iv.text}": ${size} is assumed; a stated size gives a sharper answer.`);
    }
    if (iv.compoundEveryDays && iv.durationDays !== null && stepAt(iv.startDays + iv.durationDays, stepDays) <= steps) notes.push(`"${iv.text}" stops at the end of the span it lasts; the change reached then stays to the end of the run.`);
    if (iv.share !== null && iv.share < 1) notes.push(`"${iv.text}" reaches ${pct(iv.share)} of the population; its effect is spread over everyone as an average (a mean-field approximation).`);
  }
  // Interventions that produce no event inside the horizon are said, not dropped silently.
  for (const iv of intent.interventions) {
    if (stepAt(iv.startDays, stepDays) > steps) notes.push(`"${iv.text}" starts after the simulated horizon; it is applied at the last step.`);
  }
  return { events, arms, assumptions: notes, ...(baselineLabel ? { baselineLabel } : {}) };
}

/**
 * Two options around a change no lever was read in: its words, with the odds of the decision that
 * moves what is asked a quarter higher in one and a fifth lower in the other (see unread-change.ts).
 */
function bracketArms(ctx: Ctx, clause: string, used: Set<string>, notes: string[]): Arm[] {
  const fb = ctx.built.fallback;
  // The decision that moves what is asked ("drops out" for drop-outs), where the mechanism's main
  // decision is another ("enrols"); else the main one.
  const target = ctx.built.outcome.target;
  const owner = ctx.groups.find((x) => x.id === target.slice(0, target.indexOf('.')));
  const variable = target.slice(target.indexOf('.') + 1);
  // The one that adds to what is asked ("gives" for givers), so "raises the odds" raises the answer; else any that moves it.
  const movers = owner ? Object.entries(owner.actions).filter(([id, a]) => !id.startsWith(HELPER_PREFIX) && a.type === 'binary' && a.effects?.[variable] !== undefined) : [];
  const moving = movers.find(([, a]) => (a.effects?.[variable] ?? 0) > 0) ?? movers[0];
  const g = moving ? owner! : ctx.groups.find((x) => x.id === fb.group)!;
  const action = moving ? moving[1] : g.actions[fb.action];
  const actionId = moving ? moving[0] : fb.action;
  const change = shortLabel(clause, ctx.language);
  const name = UNNAMED_CHANGE_VARIABLE;
  g.variables[name] = constant(0, `${change}: assumed effect (+1 raises, −1 lowers the odds)`, 'scenario switch');
  action.weights = { ...(action.weights ?? {}), [name]: round(Math.log(UNREAD_ODDS), 6) };
  notes.push(...bracketNotes(clause, action.label ?? actionId));
  return bracketLabels(change, ctx.language).map((label, k) => ({
    id: armId(label, used),
    label: label.length > 120 ? `${label.slice(0, 117)}…` : label,
    description: `The status quo plus: ${clause} (effect assumed: odds ${k === 0 ? 'raised' : 'lowered'})`.slice(0, 2000),
    events: [{ step: 1, target: `${g.id}.${name}`, op: 'set' as const, value: k === 0 ? 1 : -1, label: change.slice(0, 120) }],
  }));
}

/**
 * The stretch of the prompt from the first to the last of several pieces when they are all in it,
 * in one clause (no sentence or clause break between them) and close together; null otherwise.
 */
function oneClause(text: string, pieces: string[]): string | null {
  if (pieces.length < 2) return null;
  const at = pieces.map((p) => ({ start: text.indexOf(p), end: text.indexOf(p) + p.length }));
  if (at.some((x) => x.start < 0)) return null;
  const start = Math.min(...at.map((x) => x.start));
  const end = Math.max(...at.map((x) => x.end));
  const span = text.slice(start, end);
  const covered = pieces.reduce((n, p) => n + p.length, 0);
  return /[.;:?!,]|\b(?:and|or|und|oder|y|o|et|ou)\b/i.test(span) || span.length > covered + 20 ? null : span;
}
