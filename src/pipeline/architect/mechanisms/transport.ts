import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import type { Gloss } from '../reader/gloss.js';
import { asksTheWayThere, binary, constant, DIRECTION_ONLY, directionOnlyNote, FUEL_PRICE_TODAY, GATE, logOdds, lowerName, num, pct, perStep, round, shareState, shareUnit, statedDirection, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Mode choice in transport: each month a few commuters reconsider how they travel (a move, a
 * new job, a change in the service); the share choosing a mode settles where its costs and
 * service put it, following published elasticities. Without a change the shares stay where
 * they start. Numbers and sources: docs/mechanisms.md "Transport".
 */

interface Mode {
  key: 'transit' | 'cycling' | 'car' | 'walk';
  state: string;
  label: string;
  start: number;
  /** Elasticity of the mode's share to each relative lever change, and the effect of on/off levers on the share. */
  elasticity: Record<string, number>;
  switchEffect: Record<string, number>;
}

/** Villagers who travel by bus or train: about 1 in 20 in rural areas (assumed; Germany's MiD 2017 counts 5–7% of trips there). */
const VILLAGE_TRANSIT = 0.05;
/** Riders asked about as riders ("bus passengers"): 90% ride to work or study at the start (assumed; the rest ride for other trips). */
const RIDERS_TRANSIT = 0.9;
/** Users named by a transit service ("users of the metro", "usuarios del metro", "utilisateurs du bus", "Nutzer der U-Bahn"). */
const TRANSIT_USERS = /(?:users?|usuari\p{L}*|utilisateur\p{L}*|nutzer\p{L}*)\s+(?:of\s+(?:the\s+)?|del?\s+(?:la\s+)?|du\s+|des\s+|der\s+|de\s+l['’]\s*)?(?:metro|subway|underground|tube|bus(?:es)?|autob[úu]s|tram|tranv[íi]a|train|tren|u-bahn|s-bahn|transit|public transport|transporte p[úu]blico|transports? en commun)|(?:metro|subway|bus|tram|transit) users/iu;
/** Passengers of planes, ships and ferries, who are no daily riders. */
const AIR_OR_SEA = /\b(?:air|airline|flight|plane|cruise|ferry|flug\p{L}*|vuelo\p{L}*|a[ée]re\p{L}*|avion\p{L}*|crucero\p{L}*|croisi[èe]re\p{L}*)\b/iu;
/** The question's verb of using before the thing it names: "use the new …", "nutzen den neuen …", "utiliseront la nouvelle …". */
const USES_THE_NEW = /^(?:(?:stop(?:s|ped)?|quit)\s+)?(?:use|uses|using|take|takes|ride|rides|nutzen|nutzt|benutzen|benutzt|usar[áa]n?|usan|utilizar[áa]n?|tomar[áa]n?|utiliser(?:ont|a)?|utilisent|prendr(?:ont|a)|prennent)\b/iu;
const MODES: Mode[] = [
  { key: 'transit', state: 'uses_transit', label: 'Commutes by public transport', start: 0.2, elasticity: { fare: -0.4, price: -0.4, frequency: 0.5, fuel_price: 0.2, toll: 0.1, rival_fare: 0.15, parking: 0.1 }, switchEffect: { low_emission_zone: 0.03, frequency: 0.15, bus_lane: 0.05, toll: 0.2, subsidy: 0.1, bike_lane: -0.02, bike_share: -0.01, transit_line: 0.1, parking: 0.05, car_ban: 0.1, bike_parking: -0.01, speed_limit: 0 } },
  { key: 'cycling', state: 'cycles', label: 'Commutes by bike', start: 0.07, elasticity: { fuel_price: 0.1, fare: 0.1, toll: 0.1, rival_fare: 0.05, bike_price: -0.3, parking: 0.1 }, switchEffect: { low_emission_zone: 0.01, bike_lane: 0.25, bike_share: 0.1, subsidy: 0.1, toll: 0.05, parking: 0.03, car_ban: 0.06, bike_parking: 0.15, speed_limit: 0.1 } },
  { key: 'car', state: 'drives', label: 'Commutes by car', start: 0.6, elasticity: { fuel_price: -0.2, toll: -0.2, price: -0.2, fare: 0.05, frequency: -0.05, rival_fare: 0.1, parking: -0.15 }, switchEffect: { low_emission_zone: -0.05, toll: -0.15, bike_lane: -0.03, bus_lane: -0.02, bike_share: -0.01, frequency: -0.03, transit_line: -0.03, parking: -0.08, car_ban: -0.15, bike_parking: -0.02, speed_limit: -0.02 } },
  // Walking: about 1 in 10 commuters walk to work; about 4 in 10 pupils walk to school (assumed; England's National Travel Survey).
  // Streets closed to cars and slower traffic make walking safer (school streets); little else moves it.
  { key: 'walk', state: 'walks', label: 'Commutes on foot', start: 0.1, elasticity: { fuel_price: 0.05, fare: 0.05, toll: 0.03, parking: 0.05 }, switchEffect: { car_ban: 0.1, speed_limit: 0.05, low_emission_zone: 0.01, parking: 0.02, toll: 0.03, bike_lane: -0.02, bike_share: -0.03 } },
];
/** Pupils walk to school far more often than adults walk to work (assumed: about 4 in 10, England's National Travel Survey 2019). */
const PUPILS_WALKING = 0.4;

/** Share of commuters reconsidering their mode each month. */
const RECONSIDER_MONTHLY = 0.06;

/** "If public transport were free": the fare cut to nothing. */
// "If ride-hailing fares rise 25%": the fare of the alternative, a cross effect on this mode.
const RIDE_HAILING = /ride-?hail|uber|lyft|taxi|\bcabs?\b/i;
// "if rides are free for the first month" on a bike-share: the bike's price, not a transit fare.
// A bus or train fare stays a transit fare ("if bus fares rise 20%, how many cycle?").
const BIKE_RIDES = /\bbike|\bbicycle|\bcycl|\bfahrrad|\b(?:lasten|leih)?rad\b|\bbici|\bv[ée]lo/i;
const TRANSIT_WORDS = /\b(bus|buses|trains?|transit|trams?|metro|subway|public transport|tickets?|fares?)\b/i;
// "if the city doubles parking fees": a cost of driving, not a fare of the mode asked about (it cut cycling).
const PARKING = /park(?:ing|geb|plätz|platz|haus|en\b)|aparca\w*|aparcar|estaciona\w*|stationne\w*|se garer/i;
// A speed limit on motorways is no traffic calming in town.
const MOTORWAY = /motorways?|highways?|freeways?|interstates?|autobahn\p{L}*|autopistas?|autov[íi]as?|autoroutes?/iu;
// "si se prohíbe aparcar en el centro", "if cars are banned from the centre": driving made harder, not a ban on the mode asked about.
const CAR_WORDS = /\b(cars?|driving|traffic|autos?|pkw|verkehr|coches?|tr[áa]fico|voitures?|circulation)\b|autofrei|pedestrian|fu(?:ss|ß)g[äa]nger|peaton|pi[ée]ton/i;
const bikePrice = (iv: Intervention, prompt: string): boolean =>
  BIKE_RIDES.test(prompt) && !TRANSIT_WORDS.test(iv.text) && (iv.lever === 'free' || ((iv.lever === 'price' || iv.lever === 'discount') && /\b(bikes?|rides?)\b/i.test(iv.text)));
/** A bike-share scheme named in the prompt ("bike-share", "bici compartida", "Leihrad", "vélo en libre-service"). */
const BIKE_SHARE = /bike[- ]?shar\p{L}*|bicis? compartidas?|bicicletas? compartidas?|leihr[äa]d\p{L}*|fahrradverleih\p{L}*|v[ée]los? en libre[- ]service|v[ée]lib/iu;
const leverOf = (iv: Intervention, cycling = false, prompt = ''): string =>
  // "¿usarán la bici compartida si cuesta 20 euros al año?": a scheme offered at a price, with no price today to compare
  // with, is the scheme brought in (it read as a transit pass at 20 euros, and cycling fell).
  cycling && iv.lever === 'price' && iv.change.kind === 'amount' && iv.change.by === undefined && iv.change.from === undefined && BIKE_SHARE.test(prompt) && !TRANSIT_WORDS.test(iv.text)
    ? 'bike_share'
    : cycling && bikePrice(iv, prompt)
    ? 'bike_price'
    : (iv.lever === 'fee' || iv.lever === 'price' || iv.lever === 'tax') && PARKING.test(iv.text)
      ? 'parking'
      : iv.lever === 'ban' && iv.change.kind !== 'off' && (PARKING.test(iv.text) || CAR_WORDS.test(iv.text))
      ? 'car_ban'
      : iv.lever === 'discount' ? 'price' : iv.lever === 'free' ? 'fare' : iv.lever === 'fare' && RIDE_HAILING.test(iv.text) ? 'rival_fare' : iv.lever;
/** A typical single transit fare, to read "if a ticket costs 1 euro" (assumed; 2024–25 city fares). */
const TYPICAL_FARE: Record<string, number> = { EUR: 2.5, USD: 2.75, GBP: 2.8 };
/** A typical monthly pass (assumed: the Deutschlandticket at 58 euros in 2025, US city passes about 90 dollars, London about 160 pounds). */
const TYPICAL_PASS: Record<string, number> = { EUR: 58, USD: 90, GBP: 160 };
/** A pass, not a single ride: named, or an amount no single fare comes near ("50 Euro günstiger"). */
const PASS = /(?<!\p{L})(?:\p{L}+ticket|[\p{L}\d]+-ticket|monthly pass|season ticket|travelcard|transit pass|bus pass|abono\p{L}*|pase mensual|billetes? mensual(?:es)?|bono (?:mensual|transporte)|tarjeta mensual|abonnement|navigo|pass mensuel|passe mensuel|carte mensuelle|forfait mensuel|monatskarte|jahreskarte|zeitkarte)(?!\p{L})/iu;
/** Levers on the price of the mode itself (a fare, a pass, free rides): they fall on its riders, not on drivers. */
const FARE_LEVERS = new Set(['fare', 'price', 'free']);
/**
 * Drivers under a change in transit's price: a quarter of the city's response (assumed: car travel moves
 * little with transit fares, cross-elasticities of about 0.05–0.15 in Litman 2004; Germany's 9-euro ticket of
 * 2022 drew mostly those already riding).
 */
const DRIVERS_UNDER_FARES = 0.25;
const SEMESTER = /semester|semestre|term pass/i;
const isPass = (c: Intervention['change'], text: string) => c.kind === 'amount' && (PASS.test(text) || c.value >= 8 * (TYPICAL_FARE[c.currency ?? 'EUR'] ?? TYPICAL_FARE.EUR));
const fareToday = (c: Intervention['change'], text = '') =>
  c.kind !== 'amount' ? 0 : isPass(c, text) ? (TYPICAL_PASS[c.currency ?? 'EUR'] ?? TYPICAL_PASS.EUR) * (SEMESTER.test(text) ? 6 : 1) : TYPICAL_FARE[c.currency ?? 'EUR'] ?? TYPICAL_FARE.EUR;
// A fare named as a level against a direction the asker states ("el billete baja a 10 euros" is
// four typical single fares, yet said as a fall): the direction stands, the size is assumed (kit.ts).
// "si la ligne est gratuite le week-end", "free at weekends": a change that holds two days of seven.
const WEEKENDS = /(?<!\p{L})(?:weekends?|week-ends?|wochenende\p{L}*|samstags? und sonntags?|fines? de semana|s[áa]bados? y domingos?|samedis? et dimanches?)(?!\p{L})/iu;
/** The share of the week a weekend-only change holds (assumed; an upper bound for commuting, which falls mostly on weekdays). */
const WEEKEND_SHARE = 2 / 7;
const weekendOnly = (iv: Intervention, gloss?: Gloss[]): boolean =>
  WEEKENDS.test(iv.text) || (gloss !== undefined && WEEKENDS.test(gloss.slice(Math.max(0, iv.at - 4), iv.at + 8).map((w) => w.raw).join(' ')));
const changeOf = (iv: Intervention, prompt: string, gloss?: Gloss[]): Intervention['change'] & { directionOnly?: boolean } => {
  const c = fullChangeOf(iv, prompt, gloss);
  return weekendOnly(iv, gloss) && c.kind === 'relative' ? { ...c, value: round(c.value * WEEKEND_SHARE, 6) } : c;
};
const fullChangeOf = (iv: Intervention, prompt: string, gloss?: Gloss[]): Intervention['change'] & { directionOnly?: boolean } => {
  // "si le prix de l'essence atteint 2,50 euros": a pump price in money against today's typical one.
  if (iv.lever === 'fuel_price' && iv.change.kind === 'amount') {
    const today = FUEL_PRICE_TODAY[iv.change.currency ?? 'EUR'] ?? FUEL_PRICE_TODAY.EUR;
    return { kind: 'relative', value: round(Math.max(-0.9, iv.change.by ? (iv.change.by * iv.change.value) / today : iv.change.value / today - 1), 6) };
  }
  if (iv.lever === 'free') return iv.change.kind === 'off' ? { kind: 'relative', value: 0 } : { kind: 'relative', value: -1 };
  // "si el billete de metro cuesta 1 euro", "fares rise by 50 cents": money against a typical fare.
  const c = iv.change;
  if ((iv.lever === 'fare' || iv.lever === 'price') && c.kind === 'amount' && !PARKING.test(iv.text)) {
    const today = fareToday(c, `${iv.text} ${prompt}`);
    // Nothing costs less than nothing: "50 euros cheaper" on a pass of 58 is at most free.
    const value = round(Math.max(-1, c.by ? (c.by * c.value) / today : c.value / today - 1), 6);
    const dir = gloss && !c.by ? statedDirection(gloss, iv.at) : 0;
    if (dir !== 0 && Math.sign(value) !== dir) return { kind: 'relative', value: dir * DIRECTION_ONLY, directionOnly: true };
    return { kind: 'relative', value };
  }
  return c;
};

/** Words of travel: the question's own clause names one when travel is what it asks about. */
const TRAVEL = new Set(['commute', 'transit', 'cycling', 'driving', 'traffic', 'mode', 'commuters', 'passengers', 'drivers', 'cars', 'fare', 'bike_share', 'bike_lane', 'ev', 'walk']);

export const transport: Mechanism = {
  id: 'transport',
  name: 'Mode choice in transport',
  // "How many will volunteer if the city offers free public transport to volunteers": transport named only
  // in the condition is the reward, not the behaviour asked about.
  affinity: (intent) => {
    // "How many bus drivers will strike": people who work in transport, asked about their work, not how they travel.
    if (intent.concepts.has('strike')) return -10;
    // "How many families will go on holiday if train tickets get cheaper": a trip taken, not the way to work.
    if (intent.concepts.has('holiday') && !intent.concepts.has('commute')) return -10;
    const g = intent.gloss;
    const ifAt = g.findIndex((x) => x.c === 'if');
    if (ifAt < 0) return 0;
    // The question's own clause: before the "if" when the question comes first, else after the comma that ends the "if" clause.
    const comma = g.findIndex((x, k) => k > ifAt && x.c === ',');
    const asked = ifAt > 0 ? g.slice(0, ifAt) : comma > 0 ? g.slice(comma + 1) : [];
    if (asked.length > 0 && !asked.some((x) => TRAVEL.has(x.c)) && g.slice(ifAt).some((x) => TRAVEL.has(x.c))) return -6;
    // "How many passengers will use the app if paper tickets are scrapped": an app taken up, not a way to travel.
    if (asked.some((x) => x.c === 'app') && !asked.some((x) => ['cycling', 'transit', 'driving', 'walk', 'bike_share', 'commute', 'carpool'].includes(x.c))) return -6;
    // "How many pupils will walk to school", "gehen zu Fuß zur Schule": the way there is asked, not whether they go.
    return asksTheWayThere(g) ? 3 : 0;
  },
  cues: { low_emission_zone: 3, free: 0.5, walk: 2, commute: 3, transit: 3.5, cycling: 3, driving: 2, traffic: 2.5, mode: 3, fare: 2.5, toll: 2.5, bike_lane: 3.5, bike_parking: 3, speed_limit: 2, bus_lane: 3, bike_share: 3.5, frequency: 2, transit_line: 3, commuters: 4, passengers: 2.5, drivers: 2, fuel_price: 1 },
  actors: ['commuters', 'passengers', 'drivers', 'residents', 'people', 'workers', 'employees', 'students', 'citizens', 'households', 'families', 'seniors', 'pupils', 'children', 'adults', 'tourists', 'villagers'],
  defaultPopulation: { concept: 'commuters', noun: 'commuters', count: 50_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const cs = ctx.intent.concepts;
    // "how many will stop driving to work if we double the buses": the mode the question counts is driving.
    const gl = ctx.intent.gloss;
    const askedFrom = gl.findIndex((x) => x.c === 'how' || x.c === 'many' || x.c === 'what');
    const askedTo = askedFrom < 0 ? -1 : gl.findIndex((x, k) => k > askedFrom && (x.c === 'if' || x.c === '?'));
    const asked = askedFrom < 0 ? [] : gl.slice(askedFrom, askedTo < 0 ? undefined : askedTo);
    const askedDriving = asked.some((x, k) => /^(?:driving|drive)$/i.test(x.raw) && asked.slice(Math.max(0, k - 2), k).some((y) => y.c === 'stop'));
    const chosen = askedDriving ? MODES[2] : cs.has('cycling') || cs.has('bike_lane') || cs.has('bike_share') || cs.has('bike_parking') ? MODES[1] : cs.has('walk') ? MODES[3] : cs.has('transit') || cs.has('bus_lane') || cs.has('transit_line') || cs.has('fare') || cs.has('frequency') || cs.has('passengers') ? MODES[0] : cs.has('driving') || cs.has('traffic') || cs.has('toll') || cs.has('drivers') || cs.has('cars') ? MODES[2] : MODES[0];
    // "an e-scooter sharing scheme": shared scooters are simulated with bikes, as the same short trips (Fishman 2016 for bike share).
    const mode = chosen.key === 'cycling' && /scooter|trottinette|patinete|e-roller/i.test(ctx.intent.text) ? { ...chosen, label: 'Commutes by bike or e-scooter' } : chosen;
    const young = ['pupils', 'children', 'students'].includes(g.concept);
    // Pupils go to school: the labels and notes say so ("Goes to school on foot"), not "commute".
    const schoolRun = g.concept === 'pupils' || g.concept === 'children' || (g.concept === 'students' && ctx.intent.concepts.has('school'));
    const how = mode.label.replace(/^Commutes /, '');
    const stateLabel = schoolRun ? `Goes to school ${how}` : mode.label;
    // "20,000 bus passengers", "usuarios del metro", "Fahrgäste", "usagers du tram": people asked about as riders all ride
    // today; most of them commute this way, and that is where they stay without a change (air and sea passengers are not riders).
    const riders = mode.key === 'transit' && !AIR_OR_SEA.test(g.name) && (g.concept === 'passengers' || (g.concept === 'users' && TRANSIT_USERS.test(ctx.intent.text)));
    const p0 = statedShare(ctx.intent.levels, ['transit', 'cycling', 'driving', 'commute', 'mode', 'use', 'cars', 'walk']) ?? (mode.key === 'walk' && young ? PUPILS_WALKING : mode.key === 'transit' && g.concept === 'villagers' ? VILLAGE_TRANSIT : riders ? RIDERS_TRANSIT : mode.start);
    const rho = perStep(RECONSIDER_MONTHLY, 365 / 12, ctx.stepDays);
    const odds = p0 / (1 - p0);
    // "how many of its 40,000 car commuters switch to public transport": people named by the
    // car they drive all start in it; they drift towards the city's usual share as they
    // reconsider, and a change that falls on drivers (a charge, dearer fuel) falls on all of
    // them, so its effect on the whole city (where about 60% drive) is theirs scaled up.
    const drivers = mode.key !== 'car' && (/\b(car|cars|driving|motorists?|auto|autos|coche|coches|voiture|voitures)\b/i.test(g.name) || g.concept === 'drivers');
    const start = drivers ? 0 : p0;
    const scale = drivers ? 1 / MODES[2].start : 1;
    const unit = shareUnit(g.name);
    const variables: Record<string, VariableSpec> = { [mode.state]: shareState(start, stateLabel, unit) };
    const inW: Record<string, number> = { [mode.state]: -GATE };
    const outW: Record<string, number> = { [mode.state]: GATE };
    const notes: string[] = [];
    const levers = new Map<string, string>();
    // One variable per lever the prompt moves; weights from the elasticity at the prompt's size.
    for (const iv of ctx.interventions) {
      const lever = leverOf(iv, mode.key === 'cycling', ctx.intent.text);
      if (levers.has(lever)) continue;
      const e = mode.elasticity[lever];
      const s = mode.switchEffect[lever];
      const c = changeOf(iv, ctx.intent.text, ctx.intent.gloss);
      if (c.directionOnly) notes.push(directionOnlyNote(iv.text, c.kind === 'relative' && c.value > 0, 'fare'));
      if (e !== undefined && (c.kind === 'relative' || c.kind === 'share')) {
        const x = c.kind === 'relative' ? c.value : c.value;
        const secant = Math.abs(x) > 1e-6 && x > -0.99 ? Math.log(1 + x) / x : 1;
        // A fare falls on those who ride, not on those who drive: drivers move less than the city, not more.
        const fareOnDrivers = drivers && mode.key === 'transit' && FARE_LEVERS.has(lever);
        const w = e * secant * (fareOnDrivers ? DRIVERS_UNDER_FARES : scale);
        if (fareOnDrivers) notes.push(`Those who drive today respond to a change in the fare a quarter as much as the city's riders do (assumed: car travel moves little with transit fares; Germany's 9-euro ticket of 2022 drew mostly those already riding).`);
        const name = `${lever}_change`;
        variables[name] = constant(0, `${iv.leverText} compared with today`, 'relative change');
        inW[name] = round(w, 6);
        outW[name] = round(-w * odds, 6);
        levers.set(lever, name);
        notes.push(`The share commuting this way changes by ${e > 0 ? '+' : ''}${e}% for each 1% change in ${lever === 'rival_fare' ? 'ride-hailing fares' : lever === 'bike_price' ? 'the price of a bike ride' : lever === 'parking' && !PARKING.test(iv.leverText) ? `parking ${iv.leverText}` : iv.leverText} (${lever === 'bike_price' ? 'assumed: about the transit fare elasticity, −0.2 to −0.5 in Litman 2004; a free month is read as the price cut to nothing while it lasts' : iv.lever === 'free' ? 'fare elasticity −0.4, Litman 2004; fare-free transit in Tallinn raised trips by about 14%, Cats et al. 2017' : lever === 'fare' || lever === 'price' ? 'transit fare elasticity −0.2 to −0.5 in the short run, Litman 2004' : lever === 'frequency' ? 'service elasticity about 0.5, Litman 2004' : lever === 'parking' ? 'parking price elasticity of car trips −0.1 to −0.3, Litman 2011, most of the trips that leave going to transit, walking and cycling' : 'cross elasticities from Litman 2004 and Goodwin, Dargay & Hanly 2004'}).`);
        if (iv.lever === 'fuel_price' && iv.change.kind === 'amount') {
          const cur = iv.change.currency ?? 'EUR';
          notes.push(`A fuel price in money is read against today's typical pump price of ${FUEL_PRICE_TODAY[cur] ?? FUEL_PRICE_TODAY.EUR} ${cur === 'USD' ? 'dollars a gallon' : cur === 'GBP' ? 'pounds a litre' : 'euros a litre'} (assumed, 2024–25 averages).`);
        }
        if (weekendOnly(iv, ctx.intent.gloss)) notes.push(`"${iv.text}" holds on weekends only: it is read as ${pct(WEEKEND_SHARE)} of the same change every day (two days of seven, assumed; an upper bound for commuting, which falls mostly on weekdays).`);
        const money = iv.change;
        if (money.kind === 'amount' && (lever === 'fare' || lever === 'price')) {
          const cur = money.currency === 'USD' ? 'dollars' : money.currency === 'GBP' ? 'pounds' : 'euros';
          notes.push(
            isPass(money, `${iv.text} ${ctx.intent.text}`)
              ? `A fare in money is read against a typical pass of ${num(fareToday(money, `${iv.text} ${ctx.intent.text}`))} ${cur} (assumed: a monthly pass of 58 euros, 90 dollars or 160 pounds${SEMESTER.test(ctx.intent.text) ? ', six months for a semester' : ''}).`
              : `A fare in money is read against a typical single fare of ${num(fareToday(money))} ${cur} (assumed, 2024–25 city fares).`,
          );
        }
      } else if (lever === 'speed_limit' && MOTORWAY.test(iv.text)) {
        // "if the motorway speed limit is cut to 100 km/h": how fast people drive between cities, not how they get to work in one.
        notes.push(`"${iv.text}" is read as leaving how people commute unchanged: a limit on motorways slows long trips, not the streets people cycle or walk in (assumed).`);
      } else if (s !== undefined) {
        const name = `${lever}_in_force`;
        const w = Math.log(1 + s * scale);
        variables[name] = constant(0, `${iv.leverText} in force`, '0 = no, 1 = yes');
        inW[name] = round(w, 6);
        outW[name] = round(-w * odds, 6);
        levers.set(lever, name);
        // "Prohíbe" alone names no policy: a ban is said with what it bans.
        const named = lever === 'car_ban' ? `A ban ("${iv.text}")` : lever === 'bike_share' && iv.lever === 'price' ? 'A bike-share scheme' : iv.leverText;
        notes.push(`${named.charAt(0).toUpperCase()}${named.slice(1)} changes the share commuting this way by ${s > 0 ? '+' : ''}${pct(s)} in the long run${drivers ? ` across the city, ${s > 0 ? '+' : ''}${pct(s * scale)} among ${lowerName(g.name)}` : ''} (${lever === 'speed_limit' ? 'assumed: slower traffic makes streets feel safer to cycle; traffic calming and 30 km/h zones are part of every policy package that raised cycling, Pucher & Buehler 2008; no calibrated size of its own' : lever === 'bike_parking' ? 'assumed: workplaces with secure bike parking and showers have more staff cycling to work, Buehler 2012 (Washington, DC); the size here is assumed' : lever === 'car_ban' ? 'assumed: centres closed to cars or cleared of parking (Oslo 2017–19, Pontevedra) moved car trips to public transport, walking and cycling; no calibrated size for a whole city' : lever === 'parking' ? 'paid parking where it was free cuts driving to work by several points, most of it to transit, Shoup 2005; the size here is assumed' : lever === 'bike_lane' ? 'cities that built protected networks saw cycling grow by a quarter or more, Buehler & Dill 2016' : lever === 'toll' ? 'London’s congestion charge cut car traffic in the zone by about 18%, and about half of the car trips that left moved to public transport, TfL 2008' : lever === 'transit_line' ? 'a new rail or tram line raises transit commuting in a city by a few points, most of it in its corridor, Baum-Snow & Kahn 2000' : lever === 'bus_lane' ? 'assumed: bus lanes speed buses up and raise ridership on their routes by about 5–10%, less across a whole city' : lever === 'bike_share' ? 'bike-share schemes add cycling trips mostly in place of walking and transit; only 2–20% of their trips replace a car, Fishman 2016' : lever === 'low_emission_zone' ? 'assumed: a low-emission zone mostly makes owners replace older cars, few stop driving; London’s ULEZ cut traffic in the zone by 3–9% in its first months, TfL 2019' : 'an assumed moderate effect'}).`);
      }
    }
    const actions = {
      switches_to: binary(`Switches to this mode this ${ctx.unit}`, `Switches to: ${mode.label.toLowerCase()}`, logOdds(rho * p0), inW, { [mode.state]: 1 }),
      switches_away: binary(`Switches away from this mode this ${ctx.unit}`, `Switches away from: ${mode.label.toLowerCase()}`, -GATE + logOdds(rho * (1 - p0)), outW, { [mode.state]: -1 }),
    };
    const target = (v: string) => `${g.id}.${v}`;
    if (drivers) notes.unshift(`All ${lowerName(g.name)} drive at the start; as they reconsider, ${pct(p0)} of those who do choose to ${mode.label.toLowerCase().replace('commutes', 'commute')}, as across the city (assumed), and a change that falls on drivers moves them ${num(scale)} times as much as it moves the city as a whole.`);
    else if (schoolRun) notes.unshift(`At the start ${pct(p0)} of ${lowerName(g.name)} go to school ${how}${statedShare(ctx.intent.levels, ['transit', 'cycling', 'driving', 'commute', 'mode', 'use', 'cars', 'walk']) !== null ? ' (as the prompt says)' : ' (assumed)'}; ${pct(RECONSIDER_MONTHLY)} of them reconsider how they get there each month (moves, a new school), so a change takes about a year to show half its effect.`);
    else notes.unshift(`At the start ${pct(p0)} of ${lowerName(g.name)} ${mode.label.toLowerCase().replace('commutes', 'commute')}${statedShare(ctx.intent.levels, ['transit', 'cycling', 'driving', 'commute', 'mode', 'use', 'cars']) !== null ? ' (as the prompt says)' : ' (assumed)'}; ${pct(RECONSIDER_MONTHLY)} of commuters reconsider their mode each month (moves, new jobs), so a change takes about a year to show half its effect.`);
    return {
      label: schoolRun ? `Getting to school ${how}` : mode.label.replace('Commutes', 'Commuting'),
      groups: [{ id: g.id, name: g.name, description: `${g.name} choosing how to travel`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        // "How many will use the new bike-share if rides are free": the scheme is what is asked about, the free rides the change.
        // "How many riders will stop using the bike-share if the price per ride doubles": stopping is asked, not a change.
        // So is a new line or bus named in the question ("utiliseront la nouvelle ligne de tramway si le ticket coûte 1,50 euro").
        if ((iv.lever === 'bike_share' || iv.lever === 'transit_line') && USES_THE_NEW.test(iv.text) && ctx.interventions.some((x) => x.lever !== iv.lever)) return [];
        const lever = leverOf(iv, mode.key === 'cycling', ctx.intent.text);
        if (lever === 'speed_limit' && MOTORWAY.test(iv.text)) return [];
        const name = levers.get(lever);
        if (!name) return null;
        const c = changeOf(iv, ctx.intent.text, ctx.intent.gloss);
        if (name.endsWith('_change')) {
          const x = c.kind === 'relative' || c.kind === 'share' ? c.value : null;
          return x === null ? null : [{ target: target(name), value: iv.lever === 'discount' ? -Math.abs(x) : x, neutral: 0, scale: 'relative', label: iv.text }];
        }
        return [{ target: target(name), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
      },
      fallback: { group: g.id, action: 'switches_to', demandSign: 1 },
      outcome: { target: target(mode.state), label: stateLabel, share: true, defaultKind: 'level_at_end', direction: mode.key === 'car' ? 'below' : 'above', expected: Array.from({ length: ctx.steps }, (_, t) => p0 - (p0 - start) * Math.pow(1 - rho, t + 1)) },
      assumptions: notes,
    };
  },
};
