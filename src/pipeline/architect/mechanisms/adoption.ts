import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import { POPULATION_CONCEPTS } from '../reader/lexicon.js';
import { PAPER_WAY } from '../reader/gloss.js';
import { sentenceBounds } from '../reader/interventions.js';
import type { Intent, Intervention } from '../reader/types.js';
import { inConditionOf } from '../reader/intent.js';
import { binary, CONSERVES, constant, coveredCostChange, FUEL_PRICE_TODAY, GATE, GIVING_UP_USE, ifClause, logit, lowerName, num, pct, perStepFromYear, round, SAVINGS_RATE_WEIGHT, shareState, shareUnit, statedDirection, taste, TASTE_CORRECTION, UNION } from './kit.js';
import type { Built, LeverSetting, Mechanism, MechanismContext } from './types.js';

/**
 * Technology and product adoption. Durable goods (cars, heating) are bought when the old one
 * is replaced, so adoption per step is the replacement rate times the share of replacements
 * that choose the new technology; that share rises as the price falls (a price elasticity of
 * the choice) and as neighbours adopt. Goods without a replacement cycle (apps, rooftop
 * solar, new farming practices) follow the Bass model: innovation p plus imitation q·share.
 * Numbers and their sources: docs/mechanisms.md "Adoption".
 */

interface Product {
  keys: string[];
  /** "an electric car" */
  what: string;
  /** "electric cars", for titles. */
  plural: string;
  state: string;
  stateLabel: string;
  /** Share of the population that already has it. */
  start: number;
  /** Share that has it when the people named are those who do not yet ("monthly subscribers" of an annual plan). */
  noneIf?: RegExp;
  /** Durable: years between replacements, and the share of replacements choosing it today. */
  replacementYears?: number;
  choiceShare?: number;
  /** Non-durable: Bass coefficients per year. */
  bass?: { p: number; q: number };
  /** Log-odds change of choosing it per unit relative price change (elasticity-like, negative). */
  priceWeight: number;
  /** Typical price, to read money amounts as a share of it. */
  cost: number;
  /** The typical price is per month ("10 a month"): a yearly amount named ("100 a year") is read per month. */
  costPerMonth?: true;
  /** Share of the cost today's subsidy covers (to read "subsidies rise 30%"). */
  subsidyToday: number;
  /** Chosen only when the prompt's words match (a variant of a product with the same concept). */
  only?: RegExp;
  /** Chosen only when the people asked about are these (patients using what doctors offer). */
  people?: string[];
  sources: string;
}

const YEARLY = /(?<!\p{L})(?:a year|per year|per annum|annual\p{L}*|yearly|pro jahr|im jahr|j[äa]hrlich\p{L}*|al a[ñn]o|por a[ñn]o|anual\p{L}*|par an|par ann[ée]e|annuel\p{L}*)(?!\p{L})/iu;

/** Log-odds of choosing a hybrid per unit relative change of the fuel price (half the electric car's 1, assumed). */
const HYBRID_FUEL_WEIGHT = 0.5;

const PLUG_IN_SOLAR = /balc[oó]n|balkon|plug-in solar|stecker-?solar|mini-?pv|kit solaire/i;

/** Video consultations with a doctor, in the four languages. */
const TELEHEALTH = /tele(?:medicine|health|consult\p{L}*)|t[ée]l[ée](?:m[ée]decine|consultation\p{L}*)|video (?:consultations?|visits?)|videosprechstunde\p{L}*|telemedizin|telemedicina|teleconsulta\p{L}*/iu;

const PRODUCTS: Product[] = [
  {
    // "electric trucks", "E-Lkw", "camiones eléctricos": heavy vehicles bought by hauliers, far from the car's share.
    keys: ['ev'], only: /truck|lorr|lkw|camion|cami[oó]n|poids[ -]lourds?/i,
    what: 'an electric truck', plural: 'electric trucks', state: 'has_electric_truck', stateLabel: 'Runs an electric truck', start: 0.005, replacementYears: 10, choiceShare: 0.015,
    priceWeight: -2.5, cost: 250_000, subsidyToday: 0,
    sources: 'zero-emission trucks were 1.5% of new EU trucks in 2024, ACEA; trucks are replaced about every 10 years',
  },
  {
    // "electric scooters", "Elektroroller", "motos eléctricas": a two-wheeler bought instead of a car for short trips.
    keys: ['ev'], only: /scooter|roller|patinete|trottinette|moped|motos? el[eé]ctric/i,
    what: 'an electric scooter', plural: 'electric scooters', state: 'has_electric_scooter', stateLabel: 'Owns an electric scooter', start: 0.02, bass: { p: 0.005, q: 0.25 },
    priceWeight: -1.5, cost: 2_500, subsidyToday: 0,
    sources: 'assumed: electric two-wheelers are a few percent of households’ vehicles in Europe; diffusion of consumer durables, Sultan, Farley & Lehmann 1990',
  },
  {
    keys: ['ev'], what: 'an electric car', plural: 'electric cars', state: 'has_ev', stateLabel: 'Owns an electric car', start: 0.03, replacementYears: 8, choiceShare: 0.15,
    priceWeight: -2.5, cost: 40_000, subsidyToday: 0.1,
    sources: 'EVs ≈ 15% of new-car sales in Europe in 2023, ACEA; a car is replaced about every 8 years',
  },
  {
    keys: ['hybrid'], what: 'a hybrid car', plural: 'hybrid cars', state: 'has_hybrid', stateLabel: 'Owns a hybrid car', start: 0.06, replacementYears: 8, choiceShare: 0.35,
    priceWeight: -2.5, cost: 32_000, subsidyToday: 0,
    sources: 'full and plug-in hybrids were about 38% of new-car sales in the EU in 2024, ACEA; a car is replaced about every 8 years',
  },
  {
    keys: ['wood_heating'], what: 'a wood or pellet stove', plural: 'wood or pellet stoves', state: 'heats_with_wood', stateLabel: 'Heats with wood or pellets', start: 0.07, replacementYears: 18, choiceShare: 0.08,
    priceWeight: -1.5, cost: 6_000, subsidyToday: 0,
    sources: 'assumed: wood or pellets are the main heating of about 7% of European homes; heating systems last 15–20 years',
  },
  {
    keys: ['heat_pump'], what: 'a heat pump', plural: 'heat pumps', state: 'has_heat_pump', stateLabel: 'Has a heat pump', start: 0.04, replacementYears: 18, choiceShare: 0.25,
    priceWeight: -1.5, cost: 15_000, subsidyToday: 0.3,
    sources: 'heating systems last 15–20 years; heat pumps ≈ a quarter of installations in 2023, EHPA',
  },
  {
    // "use self-checkout", "Selbstbedienungskassen", "cajas de autocobro", "caisses automatiques": a way to pay in the shop.
    keys: ['technology'], only: /self-checkout|self-scan|self-service (?:checkout|till)|selbstbedienungskass|sb-kass|autocobro|autopago|caisses? automatiques?|caisses? libre-service/i,
    what: 'self-checkout', plural: 'self-checkout', state: 'uses_self_checkout', stateLabel: 'Uses self-checkout', start: 0.3, bass: { p: 0.03, q: 0.3 },
    priceWeight: -1, cost: 1, subsidyToday: 0,
    sources: 'assumed: about a third of shoppers use self-checkout where a shop has it (retail surveys); the rest keep to staffed tills',
  },
  {
    // "ein Balkonkraftwerk", "balcony solar": a plug-in kit of one or two panels, bought like an appliance.
    keys: ['solar'], only: PLUG_IN_SOLAR, what: 'a balcony solar kit', plural: 'balcony solar kits', state: 'has_balcony_solar', stateLabel: 'Has a balcony solar kit', start: 0.03, bass: { p: 0.01, q: 0.3 },
    priceWeight: -1.5, cost: 600, subsidyToday: 0.1,
    sources: 'Germany had about 780,000 registered plug-in solar kits at the end of 2024, some 2% of households (Bundesnetzagentur); kits cost about 400–800 euros',
  },
  {
    keys: ['solar'], what: 'rooftop solar panels', plural: 'rooftop solar panels', state: 'has_solar', stateLabel: 'Has rooftop solar panels', start: 0.08, bass: { p: 0.01, q: 0.25 },
    priceWeight: -1.5, cost: 12_000, subsidyToday: 0.1,
    sources: 'residential solar: p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010',
  },
  {
    // "a home battery", "einen Stromspeicher", "una batería doméstica": storage bought mostly with rooftop solar.
    keys: ['home_battery'], what: 'a home battery', plural: 'home batteries', state: 'has_home_battery', stateLabel: 'Has a home battery', start: 0.04, bass: { p: 0.01, q: 0.3 },
    priceWeight: -1.5, cost: 8_000, subsidyToday: 0.1,
    sources: 'assumed: about 1.5 million German homes had a battery at the end of 2024, about 4% of households, most with rooftop solar (BSW-Solar); a system costs about 6,000–10,000 euros',
  },
  {
    keys: ['ebike'], what: 'an e-bike', plural: 'e-bikes', state: 'has_ebike', stateLabel: 'Owns an e-bike', start: 0.08, bass: { p: 0.01, q: 0.3 },
    priceWeight: -1.5, cost: 2_500, subsidyToday: 0,
    sources: 'consumer durables, Sultan, Farley & Lehmann 1990',
  },
  {
    keys: ['smartphone'], what: 'a smartphone', plural: 'smartphones', state: 'has_smartphone', stateLabel: 'Owns a smartphone', start: 0.5, bass: { p: 0.03, q: 0.5 },
    priceWeight: -1, cost: 500, subsidyToday: 0,
    sources: 'consumer electronics, Sultan, Farley & Lehmann 1990',
  },
  {
    // "How many app users will upgrade to premium": the paid plan of a free service, not the service.
    keys: ['premium_plan'], what: 'the paid plan', plural: 'the paid plan', state: 'pays_for_plan', stateLabel: 'Pays for the premium plan', start: 0.03, bass: { p: 0.01, q: 0.1 },
    priceWeight: -1.5, cost: 10, costPerMonth: true, subsidyToday: 0,
    sources: 'freemium services convert about 2–5% of their users to paid plans (industry benchmarks)',
  },
  {
    // "switch to a time-of-use tariff if they save 15%": a tariff households take up (its effect on use is consumption's question).
    keys: ['time_of_use'], what: 'a time-of-use tariff', plural: 'time-of-use tariffs', state: 'has_time_of_use', stateLabel: 'Is on a time-of-use tariff', start: 0.05, bass: { p: 0.01, q: 0.15 },
    priceWeight: -2, cost: 1000, subsidyToday: 0,
    sources: 'assumed: a few percent of households are on time-of-use or dynamic tariffs in most of Europe, more where smart meters are common; the saving offered is the main reason to switch',
  },
  {
    // "How many residents will install smoke detectors if the fire brigade offers free installation".
    keys: ['smoke_alarm'], what: 'a smoke alarm', plural: 'smoke alarms', state: 'has_smoke_alarm', stateLabel: 'Has a smoke alarm', start: 0.6, bass: { p: 0.05, q: 0.2 },
    priceWeight: -1, cost: 30, subsidyToday: 0,
    sources: 'assumed: most homes in Europe and North America have a smoke alarm (about 9 in 10 in the US, NFPA 2021), fewer where none is required; free fitting by fire services reaches many of the rest',
  },
  {
    // "switch to a green electricity tariff", "Ökostrom": a tariff households take up, not a supplier they leave.
    keys: ['green_tariff'], what: 'a green electricity tariff', plural: 'green electricity tariffs', state: 'has_green_tariff', stateLabel: 'Has a green electricity tariff', start: 0.1, bass: { p: 0.01, q: 0.15 },
    priceWeight: -2, cost: 1000, subsidyToday: 0,
    sources: 'assumed: about a tenth of households buy green electricity where it is offered at a premium, more in Germany, fewer in the US; take-up falls steeply with the premium',
  },
  {
    // "switch to annual billing if we offer a 10% discount": a plan subscribers move to, not a service they leave.
    keys: ['annual_plan'], what: 'the annual plan', plural: 'the annual plan', state: 'pays_annually', stateLabel: 'Pays annually', start: 0.25, noneIf: /\b(?:monthly (?:subscribers|customers|members|users|plan)|monats\p{L}+|(?:suscriptores|clientes|socios|usuarios) mensuales|(?:abonn[ée]s|clients|membres|utilisateurs) mensuels|(?:plan|abo) mensual|formule mensuelle|abonnement mensuel)/iu, bass: { p: 0.04, q: 0.1 },
    priceWeight: -3, cost: 100, subsidyToday: 0,
    sources: 'assumed: subscription businesses see a quarter or so of subscribers on annual plans, with the discount as the main reason to switch',
  },
  {
    // "switch to paperless billing if we charge $2 for paper bills": a way of being billed customers take up.
    keys: ['paperless'], what: 'paperless billing', plural: 'paperless billing', state: 'paperless', stateLabel: 'Uses paperless billing', start: 0.5, bass: { p: 0.03, q: 0.15 },
    priceWeight: -1, cost: 100, subsidyToday: 0,
    sources: 'assumed: about half of utility and bank customers already get their bills online; the rest switch slowly without a push',
  },
  {
    // "How many shops will accept card payments": a till that takes cards, not a way of paying. Most shops
    // already do; those that do not name the fees and the terminal (assumed from merchant surveys).
    keys: ['technology'],
    only: /(?<!\p{L})(?:accept\p{L}*|take|taking|akzeptier\p{L}*|nehmen|acept\p{L}*|admit\p{L}*)\s+(?:\S+\s+){0,3}(?:cards?|contactless|karten\p{L}*|ec-karten?|tarjetas?|cartes?)(?!\p{L})|(?<!\p{L})(?:karten(?:zahlung)?\p{L}*|ec-karten?)\s+(?:\p{L}+\s+){0,2}(?:akzeptier\p{L}*|annehm\p{L}*|an)(?!\p{L})/iu,
    what: 'card payments', plural: 'card payments', state: 'accepts_cards', stateLabel: 'Accepts card payments', start: 0.6, bass: { p: 0.03, q: 0.15 },
    priceWeight: -1, cost: 500, subsidyToday: 0,
    sources: 'assumed: about 6 in 10 small shops take cards; most of the others name the fees and the terminal as the reason',
  },
  {
    // "file taxes online", "Steuererklärung online", "declaración por internet", "déclarer en ligne": most returns are filed online already.
    keys: ['technology'], only: /\bfil\w* (?:\w+ )?(?:tax\w* )?(?:returns? )?online|online (?:tax )?filing|e-filing|steuererkl\p{L}*|elster|declaraci[óo]n|d[ée]clar\p{L}* en ligne|imp[ôo]ts en ligne|taxes online|impuestos (?:en l[íi]nea|por internet)|steuern online/iu,
    what: 'online tax filing', plural: 'online tax filing', state: 'files_online', stateLabel: 'Files taxes online', start: 0.6, bass: { p: 0.03, q: 0.2 },
    priceWeight: -1, cost: 10, subsidyToday: 0,
    sources: 'assumed: most tax returns are filed online in rich countries (over 90% in the US, IRS 2023; about two thirds in Germany via ELSTER); those still on paper switch slowly',
  },
  {
    // "use online banking", "Online-Banking", "banca en línea": most bank customers already do.
    // Paying by card rather than cash: about a third of payments at the till in the euro area (ECB SPACE 2022), more by value.
    keys: ['technology'], only: /\bcards?\b|contactless|karte|kartenzahlung|tarjeta|\bcarte\b|carte bancaire/i, what: 'paying by card', plural: 'card payments', state: 'pays_by_card', stateLabel: 'Pays mostly by card', start: 0.4, bass: { p: 0.02, q: 0.2 },
    priceWeight: -1, cost: 10, subsidyToday: 0,
    sources: 'assumed: about 4 in 10 people pay mostly by card; cards carried a third of payments at the till in the euro area in 2022, ECB SPACE',
  },
  {
    // "pay by direct debit if we give a 2% discount for it": a way of paying a bill chosen once (it ran cancellations, the
    // discount a reward for staying). A discount of a few percent on the bill is large against a choice that costs nothing.
    keys: ['technology'], only: /direct[- ]debit|lastschrift|domiciliaci[óo]n|pr[ée]l[èe]vement/i, what: 'paying by direct debit', plural: 'direct debit', state: 'pays_by_direct_debit', stateLabel: 'Pays by direct debit', start: 0.5, bass: { p: 0.03, q: 0.1 },
    priceWeight: -10, cost: 10, subsidyToday: 0,
    sources: 'assumed: about half of customers pay bills by direct debit; UK energy suppliers’ discounts for it moved many of the rest',
  },
  {
    keys: ['online_banking'], what: 'online banking', plural: 'online banking', state: 'banks_online', stateLabel: 'Uses online banking', start: 0.6, bass: { p: 0.02, q: 0.2 },
    priceWeight: -1, cost: 100, subsidyToday: 0,
    sources: 'about 6 in 10 adults in the EU banked online in 2023 (Eurostat); those who do not yet take it up slowly',
  },
  {
    keys: ['app'], what: 'the app', plural: 'the app', state: 'uses_app', stateLabel: 'Uses the app', start: 0.02, bass: { p: 0.05, q: 1.0 },
    priceWeight: -1, cost: 100, subsidyToday: 0,
    sources: 'digital services spread faster than durables',
  },
  {
    // Patients using video consultations: about one adult in six had one in a year after 2020 in France and Germany (assumed from national surveys).
    keys: ['technology'], only: TELEHEALTH, people: ['patients', 'people', 'residents', 'adults', 'seniors'],
    what: 'video consultations', plural: 'video consultations', state: 'has_adopted', stateLabel: 'Uses video consultations', start: 0.15, bass: { p: 0.03, q: 0.3 },
    priceWeight: -1, cost: 30, subsidyToday: 0,
    sources: 'assumed: about one adult in six had a video consultation with a doctor in a year after 2020 in France and Germany, and use grows slowly',
  },
  {
    // Doctors or practices offering video consultations: about a quarter offered them after 2020 in Germany and France (assumed from national surveys), growing slowly.
    keys: ['technology'], only: TELEHEALTH,
    what: 'video consultations', plural: 'video consultations', state: 'has_adopted', stateLabel: 'Offers video consultations', start: 0.25, bass: { p: 0.02, q: 0.3 },
    priceWeight: -1, cost: 2_000, subsidyToday: 0,
    sources: 'assumed: about a quarter of doctors offered video consultations after 2020 in Germany and France, and use grows slowly',
  },
  {
    // Milking robots: about a quarter of Dutch and a tenth of German dairy farms milk with one (assumed from national farm surveys); a large investment that spreads slowly.
    keys: ['automation'], only: /milking robots?|melkrobot\p{L}*|robots? de traite|robots? de orde[ñn]o|orde[ñn]o (?:robotizado|autom[áa]tico)/iu,
    what: 'milking robots', plural: 'milking robots', state: 'has_adopted', stateLabel: 'Milks with a robot', start: 0.1, bass: { p: 0.01, q: 0.15 },
    priceWeight: -1, cost: 150_000, subsidyToday: 0,
    sources: 'assumed: a tenth to a quarter of dairy farms in north-western Europe milk with a robot, and a machine of about 150,000 spreads slowly',
  },
  {
    // A heat network new to the street: households connect when their boiler is due or the offer is good.
    keys: ['technology'], only: /district heating|heat networks?|fernw[äa]rme\p{L}*|nahw[äa]rme\p{L}*|redes? de calor|calefacci[oó]n (?:urbana|de distrito)|r[ée]seaux? de chaleur|chauffage urbain/iu,
    what: 'district heating', plural: 'district heating', state: 'has_adopted', stateLabel: 'Is connected to district heating', start: 0.05, bass: { p: 0.02, q: 0.25 },
    priceWeight: -1, cost: 10_000, subsidyToday: 0,
    sources: 'assumed: a few percent of households along a new heat network connect each year; a house connection costs about 5,000–15,000',
  },
  {
    keys: ['ai', 'technology', 'automation'], what: 'the technology', plural: 'the technology', state: 'has_adopted', stateLabel: 'Has adopted the technology', start: 0.05, bass: { p: 0.03, q: 0.38 },
    priceWeight: -1, cost: 50_000, subsidyToday: 0,
    sources: 'mean over 213 innovations, Sultan, Farley & Lehmann 1990',
  },
  {
    keys: ['seeds'], what: 'the new seed variety', plural: 'the new seed variety', state: 'has_adopted', stateLabel: 'Uses the new seed variety', start: 0.05, bass: { p: 0.02, q: 0.45 },
    priceWeight: -1, cost: 500, subsidyToday: 0,
    sources: 'hybrid corn spread in 5–10 years, Griliches 1957',
  },
  {
    // Irrigation and precision kit is equipment bought once, not a practice that costs income while converting.
    keys: ['farming_practice'], only: /irrigat|goteo|goutte|bew[äa]sserung|precision|pr[äa]zision|pr[ée]cision|precisi[óo]n/iu,
    what: 'the equipment', plural: 'the equipment', state: 'has_adopted', stateLabel: 'Has adopted the equipment', start: 0.05, bass: { p: 0.015, q: 0.3 },
    priceWeight: -1, cost: 2_000, subsidyToday: 0,
    sources: 'assumed: farm equipment bought once spreads slowly; drip and micro-irrigation covered about a tenth of irrigated US farmland in 2018 (USDA); a system costs about 1,500–3,000 a hectare',
  },
  {
    keys: ['farming_practice'], what: 'the practice', plural: 'the practice', state: 'has_adopted', stateLabel: 'Has adopted the practice', start: 0.05, bass: { p: 0.01, q: 0.2 },
    priceWeight: -1, cost: 400, subsidyToday: 0.3,
    sources: 'organic land in the EU grew from about 6% to 10% of farmland in 2012–2021 (Eurostat); a money amount is read per hectare and year against about 400 of income lost while converting',
  },
  {
    keys: ['insulation'], what: 'insulation', plural: 'insulation', state: 'has_insulated', stateLabel: 'Has insulated the home', start: 0.3, replacementYears: 40, choiceShare: 0.5,
    priceWeight: -1.2, cost: 20_000, subsidyToday: 0.2,
    sources: 'about 1% of EU buildings are renovated a year, EU Renovation Wave 2020',
  },
  {
    // "move money into savings accounts if we raise savings rates": customers taking up a better-paying account.
    keys: ['deposits'], what: 'a savings account', plural: 'savings accounts', state: 'has_moved_savings', stateLabel: 'Has moved money into savings', start: 0, bass: { p: 0.05, q: 0.1 },
    priceWeight: -1, cost: 1_000, subsidyToday: 0,
    sources: 'savers are slow to switch: about 5% of customers a year move savings for a better rate (assumed; UK CMA 2015 found most easy-access savers never switch)',
  },
  {
    // "la nouvelle offre fibre", "Glasfaser": a monthly subscription, so an amount is read against a monthly bill.
    keys: ['broadband'], what: 'fibre broadband', plural: 'fibre broadband', state: 'has_fibre', stateLabel: 'Has fibre broadband', start: 0.3, bass: { p: 0.03, q: 0.4 },
    priceWeight: -1, cost: 40, subsidyToday: 0,
    sources: 'about a third to a half of EU households with fibre available take it up (FTTH Council Europe 2024); a fibre plan costs about 30–50 a month',
  },
  {
    // A smart thermostat is bought by the household, like an appliance (about 16% of US homes had one by 2020, assumed from market surveys).
    keys: ['smart_meter'], only: /thermostat|termostat/i,
    what: 'a smart thermostat', plural: 'smart thermostats', state: 'has_smart_thermostat', stateLabel: 'Has a smart thermostat', start: 0.12, bass: { p: 0.01, q: 0.25 },
    priceWeight: -1, cost: 200, subsidyToday: 0,
    sources: 'assumed: a tenth to a sixth of homes have one, and home devices spread at about the pace of other household technology',
  },
  {
    keys: ['smart_meter', 'broadband'], what: 'it', plural: 'the upgrade', state: 'has_adopted', stateLabel: 'Has it installed', start: 0.3, bass: { p: 0.03, q: 0.4 },
    priceWeight: -1, cost: 300, subsidyToday: 0,
    sources: 'network upgrades, Sultan, Farley & Lehmann 1990',
  },
];
const GENERIC: Product = {
  keys: [], what: 'it', plural: 'the innovation', state: 'has_adopted', stateLabel: 'Has adopted it', start: 0.02, bass: { p: 0.03, q: 0.38 },
  priceWeight: -1, cost: 1_000, subsidyToday: 0,
  sources: 'mean over 213 innovations, Sultan, Farley & Lehmann 1990',
};

/** Every product word of the prompt stands inside its "if" clause. */
function productOnlyInCondition(intent: Intent): boolean {
  const g = intent.gloss;
  const inCondition = inConditionOf(g);
  const at = g.map((x, i) => (GENERIC_KEYS.has(x.c) || PRODUCTS.some((p) => p.keys.includes(x.c)) ? i : -1)).filter((i) => i >= 0);
  return at.length > 0 && at.every(inCondition);
}

/** Log-odds of choosing it per unit of the adopted share (neighbours, visibility). */
const PEER_WEIGHT = 3;
const CAMPAIGN_WEIGHT = 0.25;

/** Products that people switch to (take up) rather than providers they switch away from. */
const SWITCHED_TO = new Set(['broadband', 'ev', 'hybrid', 'heat_pump', 'solar', 'ebike', 'smart_meter', 'green_tariff', 'paperless', 'annual_plan', 'online_banking']);
/** A dairy hectare's milk a year (assumed: about two cows a hectare at 6,000–7,000 litres each on organic farms, less grass-fed). */
const MILK_LITRES_PER_HA = 6_000;
/** Today's premium for organic milk over conventional, a litre (assumed: about 10–15 cents in Germany and France in 2023–24). */
const MILK_PREMIUM_TODAY = 0.1;
const PER_LITRE = /(?:per|a|pro|por|par|le|el)\s+(?:litre|liter|litro)|\/\s?l(?![\p{L}])|ct\/l/iu;
const MILK = /milk|milch|leche|lait/i;
const GENERIC_KEYS = new Set(['ai', 'technology', 'automation', 'smart_meter', 'farming_practice']);
const FUNCTION_WORD = /^(a|an|the|its|their|our|his|her|of|to|for|and|or|will|would|book|books|make|makes|how|many|much|fast|quickly|soon|when|what|which|new|more|most|any|some|all|do|does|be|is|are|ans|ins|am|im|vom|zum|zur|beim|an|in|haben|hat|besitzen|tener|tienen|avoir|ont)$/i;

/**
 * The thing adopted in the prompt's own words: the noun phrase around a product word ("automation
 * software"), before "spread" ("induction stoves spread") or after an adoption verb ("adopt
 * precision farming tools"). Null when the prompt names none.
 */
/** A price change that names energy ("energy prices", "Energiepreise", "precios de la energía", "prix de l'énergie"). */
const energyPriced = (iv: Intervention) => iv.lever === 'price' && /\b(?:energy|energie\p{L}*|energ[íi]a|[ée]nergie|heating costs?|heizkosten)\b/iu.test(iv.text);

export function thingOf(ctx: MechanismContext): string | null {
  const g = ctx.intent.gloss;
  // "EV chargers": chargers are the thing when it is what is installed.
  const wordy = (k: number) => g[k] && g[k].kind === 'word' && !FUNCTION_WORD.test(g[k].raw) && (!g[k].known || GENERIC_KEYS.has(g[k].c) || g[k].c === 'technology' || g[k].c === 'charging' || g[k].c === 'rain_barrel' || (g[k].c === 'ev' && (g[k + 1]?.c === 'charging' || g[k - 2]?.c === 'charging')));
  const span = (a: number, b: number) => ctx.intent.text.slice(g[a].start, g[b].end).trim();
  const at = g.findIndex((x) => GENERIC_KEYS.has(x.c));
  if (at >= 0) {
    let a = at;
    let b = at;
    while (wordy(a - 1)) a--;
    while (wordy(b + 1)) b++;
    // A phrase of its own ("selling online", "card payments") names the thing even alone; so does
    // a word that is not "technology" or "innovation" in general ("Carsharing").
    if (b > a || /\s/.test(g[at].raw) || !/^(?:technolog|innovat|technik|tecnolog|innovac|ai$|ki$|ia$)/i.test(g[at].raw)) return span(a, b);
  }
  const verb = g.findIndex((x) => x.c === 'spread' || x.c === 'adopt' || x.c === 'install' || x.c === 'buy' || x.c === 'use');
  if (verb < 0) return null;
  if (g[verb].c === 'spread' || /^(adoption|uptake|take-up|diffusion)$/i.test(g[verb].raw)) {
    // "induction stoves spread", "the uptake of induction stoves"
    let a = verb;
    while (wordy(a - 1)) a--;
    if (a < verb) return span(a, verb - 1);
  }
  let b = verb + 1;
  // Articles in any language ("el riego", "la irrigation", "die Tröpfchenbewässerung"), and a span
  // German puts before the object ("installieren in 3 Jahren Ladesäulen").
  for (;;) {
    if (g[b] && (/^(a|an|the|of)$/i.test(g[b].raw) || /^(a|the)$/.test(g[b].c))) b++;
    else if (g[b] && /^(in|within)$/.test(g[b].c) && (g[b + 1]?.kind === 'number' || g[b + 1]?.c === 'a') && /^(day|week|month|quarter|year)$/.test(g[b + 2]?.c ?? '')) b += 3;
    // "legen sich innerhalb von drei Jahren … zu": the reflexive pronoun and "within of" a span.
    else if (g[b] && /^(?:sich|se)$/i.test(g[b].raw)) b++;
    else if (g[b] && g[b].c === 'within' && g[b + 1]?.c === 'of' && g[b + 2]?.kind === 'number' && /^(day|week|month|quarter|year)$/.test(g[b + 3]?.c ?? '')) b += 4;
    else break;
  }
  const from = b;
  // "riego por goteo", "irrigation au goutte-à-goutte": a connector joins two words of one name.
  while (wordy(b) || (b > from && /^(por|de|del|au|à|a|en|par|with|zur|zum|für|pour|para|for)$/i.test(g[b]?.raw ?? '') && wordy(b + 1))) b++;
  if (b > from) return span(from, b - 1);
  // German puts the verb last: "Blühstreifen anlegen", "E-Lkw kaufen": the object stands before it.
  let a = verb;
  while (ctx.intent.language === 'de' && wordy(a - 1) && /^\p{Lu}/u.test(g[a - 1].raw)) a--;
  return a < verb ? span(a, verb - 1) : null;
}

function productOf(ctx: MechanismContext): Product {
  const gloss = ctx.intent.gloss;
  // "a new app among smartphone users": a product named only as who the people are is not the one asked about;
  // nor is one that only says what another thing is for ("hotels install EV chargers").
  const only = (k: string, of: (x: (typeof gloss)[number] | undefined) => boolean) => gloss.some((x) => x.c === k) && gloss.every((x, i) => x.c !== k || of(gloss[i + 1]));
  const describesPeople = (k: string) => only(k, (x) => x?.known === true && POPULATION_CONCEPTS.has(x.c));
  // "EV chargers", "Ladesäulen für Elektroautos": the cars name what the chargers are for.
  const forCharging = (k: string) => only(k, (x) => x?.c === 'charging') || (gloss.some((x) => x.c === k) && gloss.every((x, i) => x.c !== k || (gloss[i - 2]?.c === 'charging' && /^(?:for|für|para|pour)$/i.test(gloss[i - 1]?.raw ?? ''))));
  const named = (p: Product, own: boolean) => p.keys.some((k) => ctx.intent.concepts.has(k) && !forCharging(k) && (!own || !describesPeople(k))) && (!p.only || p.only.test(ctx.intent.text)) && (!p.people || p.people.includes(ctx.intent.populations[0]?.concept ?? ''));
  const found = PRODUCTS.find((p) => named(p, true)) ?? PRODUCTS.find((p) => named(p, false)) ?? GENERIC;
  // A farming practice is called what the prompt calls it ("organic farming", "Ökolandbau").
  const practice = found.keys.includes('farming_practice') ? ctx.intent.gloss.find((x) => x.c === 'farming_practice') : undefined;
  if (practice) {
    // "passeront au bio": the preposition glued to the phrase is not part of the name.
    const raw = practice.raw.replace(/^(?:au|aux|en|le|la|les|al|del|zum|zur|auf)\s+(?=\S)/i, '');
    const thing = raw.toLowerCase() === 'organic' ? 'organic farming' : ctx.intent.language === 'de' ? raw : raw.toLowerCase();
    return { ...found, what: thing, plural: thing, stateLabel: `Has adopted ${thing}` };
  }
  if (found !== GENERIC && (found.only || !found.keys.some((k) => GENERIC_KEYS.has(k)))) return found;
  // A product we know only in general: call it by the prompt's words.
  // "will buy the extended warranty": with no thing read, the object of the asked verb names it (English).
  // "das Jobrad nutzen": German puts the object before the verb.
  const asked =
    ctx.intent.language === 'en'
      ? /^(?:buy|take up|adopt|get|purchase|install|sign up for|subscribe to|order|have|own)\s+((?:the|a|an)\s+[a-z][a-z -]{2,40})$/i.exec(ctx.intent.subject ?? '')?.[1]
      : ctx.intent.language === 'de'
        ? (/^(?:das|die|den|ein|eine|einen)\s+(\p{Lu}[\p{L}-]{2,40})\s+(?:nutzen|kaufen|anschaffen|installieren|einf[üu]hren|abschlie[ßs]en|buchen|leasen|beantragen)$/u.exec(ctx.intent.subject ?? '') ??
          // "nutzen das neue Bürgerportal": the verb first, as in a main clause.
          /^(?:nutzen|nutzt|kaufen|kauft|buchen|bucht|beantragen|beantragt)\s+(?:das|die|den|ein|eine|einen)\s+(?:neue[nmrs]?\s+)?(\p{Lu}[\p{L}-]{2,40})$/u.exec(ctx.intent.subject ?? ''))?.[1]
        : undefined;
  // "for half of households to have smart meters": the verb of having is not the thing's name.
  // "install a rain barrel": the asked phrase keeps its article when it ends on the thing named.
  const ownWords = thingOf(ctx);
  const thing = (asked && ownWords && asked.toLowerCase().endsWith(ownWords.toLowerCase()) ? asked : ownWords ?? asked)?.replace(/^(?:have|has|own|owns|get|gets)\s+(?=\S)/i, '');
  if (!thing) return found;
  // "have a smart meter": the article the asker puts before the thing stays with it ("have adopted a smart meter").
  const article = ctx.intent.language === 'en' && !/^(?:a|an|the)\s/i.test(thing) ? new RegExp(`(?<![\\p{L}])(an?)\\s+${thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').exec(ctx.intent.text)?.[1] : undefined;
  const what = article ? `${article.toLowerCase()} ${thing}` : thing;
  return { ...found, what, plural: what, stateLabel: `Has adopted ${what}` };
}

/** The starting share the prompt states ("5% already own one"), if any. */
function statedStart(ctx: MechanismContext): number | null {
  const people = ctx.groups[0].people;
  for (const l of ctx.intent.levels) {
    if (!l.near.some((c) => /^(already|buy|adopt|install|use|ev|heat_pump|solar|have|own)$/.test(c))) continue;
    if (l.isShare) return l.value;
    if (people > 0) return Math.min(1, l.value / people);
  }
  return null;
}

/**
 * Public charging for electric cars: the odds of choosing one rise with the log of the number of
 * public charge points, elasticity 0.5 (Li et al. 2017: a 10% denser network raised US EV sales
 * by about 8%; a single city's network counts for less than a country's, so a lower value).
 */
const CHARGING_ELASTICITY = 0.5;
/** Public charge points per household today, to read "200 new charging stations" (Germany ≈ 3 per 1,000 households in 2023). */
const CHARGERS_PER_HOUSEHOLD = 0.003;
/** "More charging stations" without a number: the network doubles. */
const CHARGING_UNSIZED = 1;

/** The sentence an intervention stands in ("If a city bans diesel cars from the centre, …"). */
function sentenceOf(ctx: MechanismContext, iv: Intervention): string {
  const g = ctx.intent.gloss;
  const [a, b] = sentenceBounds(g, Math.min(iv.at, g.length - 1));
  return ctx.intent.text.slice(g[a].start, g[Math.max(a, b - 1)].end);
}

/** What a new technology replaces, when a ban names it: "diesel cars", "gas boilers", "Verbrenner". */
const ALTERNATIVE = /di[eé]sel|petrol|gasolina|essence|gasoline|combustion|fossil|\bgas (?:boilers?|heating)|oil (?:boilers?|heating)|coal|verbrenner|[oö]lheizung|gasheizung|gaskessel|[oö]lkessel|combusti[oó]n|thermique|calderas? de (?:gas|gasoil|gas[oó]leo)|chaudi[èe]res? (?:à|au) (?:gaz|fioul|mazout)/i;
const SALES_BAN = /\b(?:new|sales?|selling|registrations?|neuzulassung|verkauf|venta|vente)\b/i;
const ALT_SALES_BAN = 3;
const ALT_ZONE_BAN = 0.5;

/**
 * The in-person way of doing what a digital channel does: branches, counters, ticket offices.
 * Closing them ("if we close half our branches") pushes people to the app; it does not cut the app.
 */
const IN_PERSON = /\b(?:phone lines?|telephone lines?|hotlines?|phone service|telefonzeiten|atenci[óo]n telef[óo]nica|l[íi]neas telef[óo]nicas|lignes t[ée]l[ée]phoniques|standard t[ée]l[ée]phonique|branch(?:es)?|counters?|tills?|checkouts?|cashiers?|cash desks?|kassen|cajas|caisses|ticket offices?|post offices?|offices|filial\p{L}*|schalter\p{L}*|gesch[äa]ftsstelle\p{L}*|sucursal(?:es)?|oficinas?|ventanillas?|taquillas?|agences?|guichets?|bureaux de poste)\b/iu;
const DIGITAL = /\b(?:app|apps|online|mobile|digital|internet|e-?banking|web|self-service|self-checkouts?|self-scan\w*|selbstbedienungskassen?|sb-kassen?|autocobro|autopago|caisses? automatiques?|contactless|kontaktlos|en l[íi]nea|en ligne|num[ée]rique|digitale?n?|kiosks?|ticket machines?|fahrkartenautomat\w*|ticketautomat\w*|m[áa]quinas? de billetes|m[áa]quinas? expendedoras?|automates?|bornes?)\b/i;
/** Odds of taking up the digital channel when every in-person outlet closes: doubled, in proportion to the share closed (assumed). */
const IN_PERSON_CLOSED = Math.log(2);
/** Take-up made compulsory ("if we make it mandatory"): odds of taking it up each step twentyfold while it applies (assumed: most comply within months, a few never). */
/** People who are not customers yet ("potential customers", "prospects", "clientes potenciales", "clients potentiels", "potenzielle Kunden"). */
const PROSPECTS = /(?<!\p{L})(?:potential (?:customers|clients|buyers|users|subscribers)|prospective (?:customers|clients|buyers|students)|prospects|clientes potenciales|posibles clientes|clients potentiels|potenziell\p{L}* kunden|potentiell\p{L}* kunden|interessenten)(?!\p{L})/iu;
const MANDATE = Math.log(20);
/** The paper way ended ("paper tickets scrapped"): odds ×5 (assumed; weaker than a mandate, other ways stay open). */
const PAPER_GONE = Math.log(5);
/** The old way charged for: "if we charge $2 for paper bills", "Gebühr für Papierrechnungen". */
/** "drop", "scrap", "supprime", "streicht", "elimina": a charge taken away, whatever sum it names. */
const REMOVED = /(?<!\p{L})(?:drop|drops|dropped|scrap|scraps|scrapped|abolish\p{L}*|abolition|removal|suppress\p{L}*|streichung|supresi\p{L}*|remove[sd]?|end|ends|ended|supprim\p{L}*|retir\p{L}*|streich\p{L}*|gestrichen|abschaff\p{L}*|elimin\p{L}*|quit[ao]\p{L}*|suprim\p{L}*)(?!\p{L})/iu;
const PAPER = /\b(?:paper|papier\p{L}*|papel)\b/iu;
/** Odds of switching to the paperless way while the paper one is charged for: doubled (assumed). */
const PAPER_CHARGE = Math.log(2);

/** A price premium paid for what adopters produce ("the organic price premium"): a gain to them. */
/** "3 euros an hour", "pro Stunde", "par trajet", "por kilómetro": a price per use, not a price to buy. */
const PER_USE = /(?<!\p{L})(?:an? hour|per hour|hourly|per (?:ride|trip|use|minute|km|kilometre|kilometer)|a (?:ride|trip|minute)|(?:eine|pro|je) (?:stunde|fahrt|minute|nutzung)|stunde|par (?:heure|trajet|minute|kilom[eè]tre|utilisation)|(?:une|l['’]) ?heure|por (?:hora|viaje|trayecto|minuto|kil[oó]metro|uso)|la hora)(?!\p{L})/iu;
const PRICE_TO_BUY_FROM = 1000;
const PREMIUM = /\b(?:price premium|premium price|premium paid|organic premium|green premium|aufpreis|preisaufschlag|mehrpreis|bio-?aufschlag|prima de precio|sobreprecio|prime de prix|surprix)\b/i;
/** The price of what farmers adopting a practice sell ("organic prices", "Bio-Preise", "prix du bio"): their premium, not a cost. */
const OUTPUT_PRICE = /(?<!\p{L})(?:organic (?:prices?|produce prices?|milk prices?)|prices? (?:for|of) organic(?: produce| food| milk)?|bio-?preis\p{L}*|preis\p{L}* für bio\p{L}*|erzeugerpreis\p{L}* für bio\p{L}*|precios? (?:de (?:los productos |lo )?)?ecol[óo]gic[oa]s?|precios? (?:de lo |de los productos )?org[áa]nic[oa]s?|prix (?:du |des produits |des )?bio|prix (?:du |des produits )?biologiques?)(?!\p{L})/iu;
const PRODUCERS = new Set(['farmers', 'farms', 'growers', 'herders', 'fishers']);
/** "if the organic price premium rises 20%", or for farmers "if organic prices are 30% higher": what adopters are paid for their output. */
const paidForOutput = (iv: Intervention, groups: { concept: string }[]): boolean =>
  (iv.lever === 'price' || iv.lever === 'subsidy') && (PREMIUM.test(iv.text) || (iv.lever === 'price' && groups.some((g) => PRODUCERS.has(g.concept)) && OUTPUT_PRICE.test(iv.text)));
/** A 10% higher premium counts as a 3% lower price of adopting (assumed: the premium is about a third of the output price, as for organic produce). */
const PREMIUM_SHARE = 0.3;
/** A free trial of a paid plan or product ("free trial", "Testphase", "prueba gratuita", "essai gratuit"). */
/** Delivery or shipping made free: a part of what an order costs, taken as a tenth of it (assumed, as delivery fees in churn.ts). */
/** Charging an electric car, in four languages. */
const CHARGING_WORD = /charg|lade[nst]?\b|laden|strom|recarga|recharge/i;
/** Share of charging taken to happen at free points when charging "becomes free" (assumed). */
const FREE_CHARGING_SHARE = 0.5;
const FREE_PART = /\b(?:delivery|shipping|postage|env[íi]os?|entrega|gastos de env[íi]o|lieferung|versand|livraison|frais de port)\b/iu;
const FREE_PART_SHARE = 0.1;
/** A copay waived: the patient's share of a visit, read as a 30% cut in what using the care costs (RAND Health Insurance Experiment: free care
 * brought about 30% more visits than paying nearly all of it; a copay is a part of that). */
const COPAY = /(?<!\p{L})(?:co-?pays?|co-?payments?|out-of-pocket|zuzahlung\p{L}*|eigenanteil\p{L}*|copagos?|ticket mod[ée]rateur|reste [àa] charge)(?!\p{L})/iu;
const COPAY_SHARE = 0.3;
/** A fee brought in, not a fee set to a level: "add", "introduce", "charge", "einführen", "cobrar", "ajouter", "instaurer". */
const FEE_ADDED = /(?<!\p{L})(?:add|adds|added|adding|introduce[sd]?|introducing|charge[sd]?|charging|new|einf[üu]hr\p{L}*|erheb\p{L}*|verlang\p{L}*|a[ñn]ad\p{L}*|introduc\p{L}*|cobr\p{L}*|ajout\p{L}*|instaur\p{L}*|factur\p{L}*)(?!\p{L})/iu;
/** Connection or installation made free: a part of what the system costs, taken as a fifth of it (assumed: fitting and connecting are roughly 15–30% of the cost of a heating system or solar panels). */
const FREE_FITTING = /(?<!\p{L})(?:connection|connections|connecting|installation|installing|hook-?up|set-?up|fitting|anschluss|anschl[üu]sse|installation|montage|einbau|conexi[óo]n|instalaci[óo]n|acometida|raccordement|pose|mise en service)(?!\p{L})/iu;
const FREE_FITTING_SHARE = 0.2;
const FREE_TRIAL = /\b(?:trial|trials|testphase|probezeit|probemonat|probeabo|prueba|pruebas|essai|essais)\b/i;
/** Odds of taking it up while a free trial is offered: ×1.3 (assumed; a trial lowers the risk of paying for what one may not like). */
const FREE_TRIAL_ODDS = 1.3;
/** A paywall put up, or the free version ended, doubles the odds of paying for the plan (assumed: those who hit it must pay or go). */
const PAYWALL_ODDS = 2;
/** A premium given as an amount with no level today: a change of a fifth, the way the prompt says (assumed). */
const PREMIUM_STEP = 0.2;
/** Today's typical pump price, to read "petrol costs 2 euros a litre": EUR and GBP a litre, USD a gallon (2024–25 averages). */
/** A digital service or tool ("portal", "Bürgerportal", "plataforma", "site", "online"): used once taken up, as a technology is. */
const DIGITAL_SERVICE = /portal|platform|plattform|plataforma|plateforme|website|webseite|\bsite\b|sitio web|online|en ligne|en l[íi]nea|digital|num[ée]rique|\bapps?\b|software|logiciel/i;
/** "instead of cash", "statt bar", "en lugar del efectivo", "au lieu du liquide": what is left behind. */
const INSTEAD_OF = /\b(?:instead of|rather than|(?:an)?statt|en lugar de(?:l)?|en vez de(?:l)?|au lieu d(?:e|u|es|['’]))\s*(?:the\s+|el\s+|la\s+|le\s+|l['’]\s*|der\s+|dem\s+)?(\p{L}{3,})/iu;
const CASH = /^(?:cash|bar|bargeld|efectivo|met[aá]lico|liquide|esp[eè]ces)$/i;
const WITHDRAWING = /withdraw|abheb|bargeld|retir|retrait|\batms?\b|cajero|distributeur|geldautomat/i;
/** A charge brought in on what is left behind, with no size: as a 10% cut in the price of what is taken up (assumed). */
const NEW_CHARGE_ON_ALTERNATIVE = 0.1;
const alternativePriced = (iv: Intervention, text: string): boolean => {
  if (iv.lever !== 'fee' && iv.lever !== 'price' && iv.lever !== 'tax') return false;
  const clause = ifClause(text);
  // "a 2% surcharge on cash payments", "ein Aufschlag auf Barzahlungen": a charge on paying cash, named in the condition.
  if (clause?.includes(iv.text) && /(?<!\p{L})(?:on|for|auf|f[üu]r|sobre|por|sur)\s+(?:the\s+)?(?:cash|bar\p{L}*|efectivo|esp[èe]ces|liquide)/iu.test(clause)) return true;
  // "switch to a refurbished phone if new phones cost 20% more": the price of the new one is the alternative's.
  if (SECOND_HAND.test(text) && !SECOND_HAND.test(clause ?? iv.text) && NEW_ONE.test(clause ?? iv.text)) return true;
  const alt = INSTEAD_OF.exec(text)?.[1];
  if (alt === undefined) return false;
  // Cash left behind: a charge on withdrawing it ("retraits", "Abhebungen", "ATM") is a charge on cash.
  if (CASH.test(alt) && WITHDRAWING.test(iv.text)) return true;
  // A German compound starts with it ("statt bar" … "Bargeldabhebungen").
  return new RegExp(`(?<!\\p{L})${alt}`, 'iu').test(iv.text);
};
/** Bought second-hand ("refurbished", "used", "gebraucht", "reacondicionado", "de segunda mano", "reconditionné", "d'occasion"). */
const SECOND_HAND = /(?<!\p{L})(?:refurbished|second-hand|secondhand|used|pre-owned|gebraucht\p{L}*|generalüberholt\p{L}*|reacondicionad\p{L}*|de segunda mano|reconditionn[ée]\p{L}*|d['’]occasion)(?!\p{L})/iu;
const NEW_ONE = /(?<!\p{L})(?:new|neue[nmrs]?|nuev[oa]s?|neu(?:f|ve|fs|ves))(?!\p{L})/iu;
/** What owning a car costs ("parking permits", "Anwohnerparken", "la vignette"): dearer, it makes car-sharing the cheaper way. */
const CAR_COST = /(?<!\p{L})(?:parking|park(?:ausweis|gebühr|geb[üu]hren|platz|pl[äa]tze)\p{L}*|anwohnerpark\p{L}*|aparcamiento|estacionamiento|stationnement|car tax|kfz-steuer|vignette|impuesto de circulaci[óo]n)/iu;
const CAR_SHARING = /car[- ]?shar\p{L}*|car clubs?|carsharing|coches? compartidos?|autopartage|voitures? partag[ée]es?/iu;
/** Ways to get about without owning or parking a car: car-sharing, scooters, bikes ("switch to electric scooters if parking fees rise"). */
const CAR_ALTERNATIVE = new RegExp(`${CAR_SHARING.source}|(?<!\\p{L})(?:e-?scooters?|scooters?|e-?bikes?|bikes?|bicycles?|cargo bikes?|e-?roller\\p{L}*|roller|fahrr[äa]d\\p{L}*|lastenr[äa]d\\p{L}*|patinetes?|bicicletas?|trottinettes?|v[ée]los?)(?!\\p{L})`, 'iu');
/** Parking as a share of what driving to work costs where it is paid (assumed: about a third). */
const PARKING_SHARE_OF_DRIVING = 1 / 3;
const carCostForAlternative = (iv: Intervention, text: string): boolean => {
  // A charge on parking a car pushes what replaces it (it read as the scooter's own price: fewer switched).
  if ((iv.lever !== 'price' && iv.lever !== 'fee' && iv.lever !== 'tax') || !CAR_ALTERNATIVE.test(text) || CAR_ALTERNATIVE.test(iv.text)) return false;
  // "wenn das Anwohnerparken 30 % teurer wird": the thing made dearer may stand outside the change's words, in its clause.
  const clause = ifClause(text) ?? iv.text;
  return CAR_COST.test(iv.text) || (CAR_COST.test(clause) && !CAR_ALTERNATIVE.test(clause));
};
/** Training in a new tool or technology, while offered (assumed: odds +50%). */
const TRAINING_WEIGHT = Math.log(1.5);
/** Ads shown in the product ("show more ads", "add ads to the app"), not an ad campaign for it; as a relative price rise. */
const ADS_AS_PRICE = 0.1;

/**
 * The act a "how many" question asks about, as a past participle for the label: "will buy",
 * "kaufen", "comprarán", "achèteront" → "bought"; install, switch to, take up likewise. Null when
 * it asks who has it ("own", "have", "use", "besitzen", "tener", "avoir").
 */
function actAsked(intent: { text: string }): string | null {
  // The asked clause only: "sign up … if we give 10% off the first purchase" asks about signing up, not buying.
  const whole = intent.text.toLowerCase();
  const lead = /^\s*(?:¿\s*)?(?:if|wenn|falls|si|when)\b/.test(whole);
  const t = lead ? whole.slice(whole.indexOf(',') + 1 || 0) : whole.split(/\s(?:if|wenn|falls|si|when)\s/)[0];
  if (/\b(buy|buys|purchase|purchases|kaufen|kauft|anschaffen|schaffen\p{L}* \p{L}+ an|compra\p{L}*|achet\p{L}*|achèt\p{L}*)\b/u.test(t)) return 'bought';
  if (/\b(install|installs|fit|installieren|einbauen|bauen \p{L}+ ein|instala\p{L}*|installer|installeront|installent)\b/u.test(t)) return 'installed';
  if (/\b(switch|switches|move to|wechseln|umsteigen|steigen \p{L}+ um|cambia\p{L}*|pasar\p{L}* a|passer\p{L}*|changer\p{L}*)\b/u.test(t)) return 'switched to';
  if (/\b(adopt|adopts|take up|sign up|signs up|subscribe|subscribes|join|become|becomes|übernehmen|einführen|buchen|bucht|contrata\p{L}*|suscrib\p{L}*|souscri\p{L}*|adopta\p{L}*|adopter\p{L}*|adopteront|se convertir\p{L}*|deviendr\p{L}*|devenir)\b/u.test(t)) return 'taken up';
  return null;
}
/**
 * A fee or commission on what is sold through it, as a share of the sale: card and mobile
 * payment fees run at about 1.5–3% (assumed 2% today), so "the fee falls to 1%" halves it.
 */
const USAGE_FEE_TODAY = 0.02;
/** A fee in percent of the sale, read as a change of what using it costs ("falls to 1%": −50%). */
// "cuts its commission from 25% to 15%": today's level is stated, so the change is measured from it (it was read against 2% as a rise).
const usageFeeChange = (c: Intervention['change']): number | null =>
  c.kind === 'relative'
    ? c.value
    : c.kind === 'share' && c.from !== undefined && c.from > 0
      ? Math.max(-0.9, Math.min(2, c.value / c.from - 1))
      : c.kind === 'share' && c.value < 0.5
        ? Math.max(-0.9, Math.min(2, c.value / USAGE_FEE_TODAY - 1))
        : null;
const adsInProduct = (text: string) => /(?<!\p{L})(?:show|shows|showing|more|add|adds|adding|put|añadimos|añadir|añade|ponemos|poner|ajoutons|ajouter|ajoute|zeigen|einblenden|schalten)\s+(?:more\s+|de\s+la\s+|des\s+)?(?:ads|adverts|advertising|commercials|anuncios|publicidad|publicit[ée]s?|pubs?|werbung)(?!\p{L})|(?<!\p{L})(?:ads|adverts|advertising|anuncios|publicit[ée]s?|werbung)\s+(?:added|put|shown|a[ñn]adidos|ajout[ée]es?|eingeblendet|eingef[üu]hrt)(?!\p{L})/iu.test(text) && !/\b(?:campaign|campa[ñn]a|campagne|kampagne)/i.test(text);
/** "ads in the free version", "a la gratuita", "in der kostenlosen Version": the ads go to the free tier, not the paid one. */
const FREE_TIER = /(?<!\p{L})(?:free (?:version|tier|plan|app)|(?:la |el )?(?:versi[oó]n )?gratuit[ao]|(?:la )?version gratuite|gratuite|kostenlose\p{L}*|gratis\p{L}*)(?!\p{L})/iu;

/** Log-odds of adopting labour-saving technology per unit relative change of labour costs. */
const LABOUR_COST_WEIGHT = 1;
const LABOUR_COST = /\b(labou?r|wages?|payroll|staff(?:ing)?|salar(?:y|ies)|lohn\w*|personal\w*|salari\w*|mano de obra|main[- ]d['’]\S*uvre)\b/i;
/** Log-odds of adopting water-saving technology per unit relative water price (assumed; see the note). */
const WATER_COST_WEIGHT = 0.3;
const WATER = /\b(water|wasser\w*|agua|eau)\b/i;
// "Tröpfchenbewässerung": a German compound holds the word inside it, so letters, not \b, bound it.
const WATER_SAVING = /(?<!\p{L})(irrigat\p{L}*|drip|sprinklers?|rainwater|greywater|grey-water|low-flow|water-saving|water saving|\p{L}*bew[äa]sserung\p{L}*|tr[öo]pf\p{L}*|riego|goteo|goutte|arrosage)(?!\p{L})/iu;
// "wenn Wasser 50 % teurer wird": German names what gets dearer before the size, outside the change's words; its clause says it.
const isWaterCost = (iv: Intervention, intent: { text: string }) => {
  const clause = ifClause(intent.text);
  const named = WATER.test(`${iv.leverText} ${iv.text}`) || (clause !== null && clause.includes(iv.text) && WATER.test(clause) && !WATER_SAVING.test(clause));
  return (iv.lever === 'price' || iv.lever === 'fee' || iv.lever === 'tariff') && named && WATER_SAVING.test(intent.text) && iv.change.kind !== 'on' && iv.change.kind !== 'off';
};
const isLabourCost = (iv: Intervention) => (iv.lever === 'price' || iv.lever === 'wage' || iv.lever === 'fee') && LABOUR_COST.test(`${iv.leverText} ${iv.text}`) && iv.change.kind !== 'on' && iv.change.kind !== 'off';

// A tax on the home itself: "property tax", "Grundsteuer", "IBI", "taxe foncière".
const PROPERTY_TAX = /property tax|council tax|grundsteuer|\bIBI\b|bienes inmuebles|taxe fonci[eè]re|exon[ée]r\p{L}* de taxe/iu;
/** What a full property-tax rebate is worth against an installation's cost (assumed: a few years of the tax, about a fifth). */
const PROPERTY_TAX_SHARE = 0.2;
/** Value-added tax named ("VAT", "IVA", "TVA", "MwSt", "Mehrwertsteuer", "Umsatzsteuer"). */
const VAT = /(?<!\p{L})(?:VAT|IVA|TVA|MwSt|Mehrwertsteuer\p{L}*|Umsatzsteuer\p{L}*|sales tax)(?!\p{L})/iu;
/** Today's standard VAT rate (assumed: EU standard rates are 17–27%, the UK's 20%). */
const VAT_TODAY = 0.2;
/** A loan free of interest is worth the interest saved: about a fifth of the price on a 10-year loan at about 4% (present value, assumed). */
const INTEREST_FREE_LOAN_SHARE = 0.2;
const FREE_LOAN_TEXT = /(?<!\p{L})(?:loans?|darlehen|kredite?n?|pr[ée]stamos?|cr[ée]ditos?|pr[êe]ts?|(?:[ée]co-)?ptz)(?!\p{L})/iu;
/** A feed-in tariff for exported solar power ("feed-in tariff", "Einspeisevergütung", "tarif de rachat", "compensación por excedentes"). */
const FEED_IN = /feed[- ]in|net[- ]metering|balance neto|medici[óo]n neta|facturation nette|einspeiseverg[üu]tung\p{L}*|einspeisetarif\p{L}*|tarif\p{L}* de rachat|prix de rachat|tarifa de inyecci[óo]n|compensaci[óo]n (?:por|de) excedentes|prima (?:a la|de) (?:producci[óo]n|inyecci[óo]n)/iu;
/** Net metering: exported power credited at the retail price, a feed-in arrangement of its own name. */
const NET_METERING = /net[- ]metering|balance neto|medici[óo]n neta|facturation nette/iu;
/** Today's tariff a kWh (assumed, about Germany's 8 cents for small systems in 2024), and the share of a system's worth it pays for. */
const FEED_IN_TODAY = 0.08;
const FEED_IN_SHARE = 0.3;
/** A feed-in tariff's relative change, or null when the prompt's change cannot be read as one. */
function feedInChange(c: Intervention['change']): number | null {
  if (c.kind === 'relative') return c.value;
  if (c.kind === 'off') return -1;
  if (c.kind === 'amount' && c.from !== undefined && c.from > 0) return c.value / c.from - 1;
  // "cut by 5 cents", "auf 6 Cent": amounts a kWh, read against today's.
  if (c.kind === 'amount' && c.value < 1) return c.by !== undefined ? (c.by * c.value) / FEED_IN_TODAY : c.value / FEED_IN_TODAY - 1;
  return null;
}

export const adoption: Mechanism = {
  id: 'adoption',
  name: 'Technology and product adoption',
  cues: {
    adopt: 3, buy: 1.5, install: 2, spread: 1, use: 0.5, smoke_alarm: 5, home_battery: 5, ev: 4, hybrid: 4, heat_pump: 4, wood_heating: 4, solar: 3, smartphone: 3, app: 3.5, online_banking: 4, annual_plan: 4, paperless: 4, premium_plan: 4, green_tariff: 4, ai: 2, technology: 2, ebike: 3,
    seeds: 3, insulation: 3, smart_meter: 3, broadband: 2, farming_practice: 4, cars: 1, heating: 1, subsidy: 0.5,
  },
  // "How quickly do dairy farms adopt milking robots": firms that adopt something are adopters.
  // "how many users will leave the app", "dejarán la app": people who give up a product they use
  // are churn, not adopters, unless the prompt also asks who takes it up.
  affinity: (intent) => {
    // "turn down their heating", "reduce their water use": a cut in use is not a product taken up.
    if (intent.subjectAsked && CONSERVES.test(intent.subject ?? '')) return -3;
    // "accept a four-day week if pay is cut by 10%": a working arrangement taken up is not a product bought.
    if (intent.arrangementAsked) return -6;
    // "visit a GP if the practice offers online booking": a technology named only in the condition is the change, and the
    // question asks a behaviour of its own.
    // A mandate, a price or a subsidy of the product is about taking it up ("digitalizarán sus facturas si la factura electrónica es obligatoria").
    if (intent.subjectAsked && productOnlyInCondition(intent) && !intent.interventions.some((iv) => ['mandate', 'ban', 'subsidy', 'price', 'discount', 'free', 'fee', 'tax'].includes(iv.lever))) return -5;
    // "how many of 100,000 potential customers will sign up", "to win more of 100,000 prospects": people who are not customers
    // yet become ones, as a product is taken up (keeping customers is churn's question).
    if (PROSPECTS.test(intent.text) && !['cancel', 'leave', 'stop', 'churn'].some((c) => intent.concepts.has(c))) return 5;
    // "se unirán a un sindicato si la plataforma baja la tarifa": joining a union is no app taken up (the platform is the employer).
    if (UNION.test(intent.text) && intent.concepts.has('join')) return -6;
    // "Wie viele Bürger nutzen das neue Bürgerportal", "how many will use the new portal": a new thing people come to use.
    if (intent.concepts.has('use') && intent.concepts.has('new') && DIGITAL_SERVICE.test(intent.text) && !['stop', 'leave', 'cancel', 'churn', 'switch'].some((c) => intent.concepts.has(c))) return 2;
    // "book online if phone lines are cut", "use the app if we close half our branches": the other channel cut pushes the digital one.
    if (DIGITAL.test(intent.text) && intent.interventions.some((iv) => iv.lever === 'service_cut' && IN_PERSON.test(iv.text))) return 5;
    // "switch to a time-of-use tariff", "cambiarán a una tarifa por horas": a tariff taken up, not use cut back.
    if (intent.concepts.has('time_of_use') && ['switch', 'adopt', 'join'].some((c) => intent.concepts.has(c)) && !['cancel', 'leave', 'stop'].some((c) => intent.concepts.has(c))) return 4.5;
    // "pay by card instead of cash": a way of doing things taken up in place of another.
    if (intent.concepts.has('technology') && intent.concepts.has('instead') && !['cancel', 'leave', 'stop'].some((c) => intent.concepts.has(c))) return 3;
    // "how many will pay by card if the fees fall": a technology whose fee or price changes is taken up, not a programme joined.
    // "if we waive the copay": the stopping is the fee's, not the users'.
    const feeScrapped = intent.interventions.some((iv) => (iv.lever === 'fee' || iv.lever === 'commission') && iv.change.kind === 'off');
    if (intent.concepts.has('technology') && intent.interventions.some((iv) => iv.lever === 'fee' || iv.lever === 'commission' || iv.lever === 'price') && !['cancel', 'leave', 'stop', 'churn', 'switch', 'enrol', 'attend'].some((c) => intent.concepts.has(c) && !(c === 'stop' && feeScrapped))) return 1.5;
    // "how many shoppers will sign up if we launch a loyalty app with 5% cashback": signing up for a product is
    // taking it up, whatever rewards or loyalty the offer speaks of (keeping customers is churn's question).
    if (intent.concepts.has('adopt') && ['app', 'online_banking', 'premium_plan', 'green_tariff', 'broadband', 'smartphone'].some((c) => intent.concepts.has(c)) && !['cancel', 'leave', 'stop', 'churn', 'switch'].some((c) => intent.concepts.has(c))) return 3;
    // "teachers use the new AI tool if we offer training": training in a tool people take up, not
    // retraining for another job (the labour market asks about jobs, jobseekers or unemployment).
    const toolTraining = intent.interventions.some((iv) => iv.lever === 'retraining') && ['ai', 'technology', 'app', 'software', 'tool', 'online_banking', 'smartphone', 'broadband'].some((c) => intent.concepts.has(c)) && !['unemployment', 'job', 'jobseekers', 'layoff', 'employment', 'labour_market'].some((c) => intent.concepts.has(c));
    if (toolTraining) return 3;
    // "switch to annual billing", "pasarán al plan anual", "switch to paperless billing": a plan or a way
    // of being billed that customers move to (cancelling an annual subscription is still leaving).
    if ((intent.concepts.has('annual_plan') || intent.concepts.has('paperless')) && !['cancel', 'leave', 'stop'].some((c) => intent.concepts.has(c))) return 3;
    // "how many customers move money into savings accounts if we raise savings rates": take-up of a savings product.
    if (intent.concepts.has('deposits') && intent.interventions.some((iv) => iv.lever === 'interest_rate') && !['withdraw', 'bank_run', 'panic'].some((c) => intent.concepts.has(c))) return 5;
    // "How long until half of 2,000 dairy farms use milking robots": farms or firms taking up a machine,
    // with nothing asked about jobs, are adopters of a technology, not a labour market.
    const LABOUR = ['unemployment', 'job', 'jobseekers', 'layoff', 'employment', 'labour_market', 'workers', 'hire', 'wage'];
    if (intent.concepts.has('automation') && intent.populations.some((p) => p.role === 'organisation') && !LABOUR.some((c) => intent.concepts.has(c))) return 5;
    // "switch to fibre", "umsteigen auf Glasfaser": a product moved to is taken up, not a provider left.
    const g = intent.gloss;
    if (g.some((w, i) => w.c === 'switch' && g.slice(i + 1, i + 4).some((x) => SWITCHED_TO.has(x.c)))) return 3;
    const taking = ['adopt', 'buy', 'install', 'switch'].some((c) => intent.concepts.has(c));
    // "stop using the app": giving up what they use, as leaving is.
    const givingUp = GIVING_UP_USE.test(intent.text);
    if (!taking && (intent.concepts.has('leave') || intent.concepts.has('cancel') || givingUp)) return -3;
    // "How long until 80% of 1,000 hospitals use electronic health records": organisations that
    // come to use a thing take it up, as "adopt" says.
    // "What share of farmers will use drones for spraying": farmers decide for their farms.
    const organisations = intent.populations.some((p) => p.role === 'organisation' || p.concept === 'farmers');
    return organisations && intent.concepts.has('adopt') ? 2 : organisations && intent.concepts.has('use') ? 1.5 : 0;
  },
  actors: ['households', 'homes', 'homeowners', 'customers', 'people', 'residents', 'firms', 'farms', 'farmers', 'users', 'subscribers', 'members', 'families', 'drivers', 'employees', 'workers', 'staff', 'hospitals', 'schools_org', 'municipalities', 'citizens', 'patients', 'seniors', 'adults', 'students', 'teachers', 'doctors', 'nurses', 'commuters', 'tenants', 'landlords', 'growers'],
  defaultPopulation: { concept: 'households', noun: 'households', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const product = productOf(ctx);
    const perUse = (iv: Intervention) => PER_USE.test(iv.text) && product.cost >= PRICE_TO_BUY_FROM;
    // "100 euros a year" for a plan priced by the month is twelve months of it.
    const costOf = (iv: Intervention) => (product.costPerMonth && YEARLY.test(iv.text) ? product.cost * 12 : product.cost);
    const start = statedStart(ctx) ?? (product.noneIf?.test(ctx.intent.text) ? 0 : product.start);
    const unitShare = shareUnit(g.name);
    // "How many will buy / install / switch to it": those who take it up during the period, not
    // everyone who has it at the end (which counts those who had it at the start).
    const act = start > 0 && ctx.intent.question.wants === 'count' && ctx.intent.question.kind !== 'time_to_threshold' ? actAsked(ctx.intent) : null;
    const variables: Record<string, VariableSpec> = {
      [product.state]: shareState(start, product.stateLabel, unitShare),
      ...(act ? { adopted_in_period: shareState(0, `Has ${act} ${product.what === 'it' ? product.plural : product.what} during the period`, unitShare) } : {}),
      taste: taste(`Individual taste for ${product.what} (log-odds)`),
      price_change: constant(0, `Price of ${product.what} compared with today (−0.2 = 20% cheaper)`, 'relative change'),
    };
    const stepDays = ctx.stepDays;
    let intercept: number;
    let peer: number;
    const assumptions: string[] = [];
    // "if connection is free", "wenn der Anschluss kostenlos ist": what is free stands just before the word.
    const fittingFree = (iv: Intervention) => FREE_FITTING.test(iv.text) || FREE_FITTING.test(ctx.intent.gloss.slice(Math.max(0, iv.at - 4), iv.at).map((x) => x.raw).join(' '));
    if (ctx.interventions.some((iv) => iv.lever === 'free' && !FREE_TRIAL.test(iv.text) && (FREE_PART.test(iv.text) || FREE_PART.test(ctx.intent.text)))) {
      assumptions.push(`Free delivery counts as a ${pct(FREE_PART_SHARE)} cut in what ${product.what} costs (assumed: delivery is about a tenth of a typical order).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'free' && !FREE_TRIAL.test(iv.text) && !FREE_PART.test(iv.text) && !FREE_PART.test(ctx.intent.text) && fittingFree(iv))) {
      assumptions.push(`A free connection or installation counts as a ${pct(FREE_FITTING_SHARE)} cut in what ${product.what} costs (assumed: fitting and connecting are roughly 15–30% of the cost of a heating system or solar panels).`);
    }
    if (product.state === 'pays_for_plan' && ctx.interventions.some((iv) => iv.lever === 'paywall' || (iv.lever === 'free' && iv.change.kind === 'off' && FREE_TIER.test(iv.text)))) {
      assumptions.push(`A paywall, or the end of the free version, doubles the odds of taking up ${product.what} while it stands (assumed: those who reach it must pay or go; no calibrated estimate).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'free' && FREE_TRIAL.test(iv.text))) {
      assumptions.push(`A free trial raises the odds of taking up ${product.what} by ${pct(FREE_TRIAL_ODDS - 1)} while it is offered (assumed: it lowers the risk of paying for what one may not like; most who try do not go on to pay).`);
    }
    if (product.replacementYears && product.choiceShare) {
      const replace = perStepFromYear(1 / product.replacementYears, stepDays);
      intercept = logit(replace * product.choiceShare);
      peer = PEER_WEIGHT;
      assumptions.push(
        `${g.name} adopt ${product.what} only when they replace the old one: about ${pct(1 / product.replacementYears)} a year, and ${pct(product.choiceShare)} of replacements choose ${product.what} at today's price (${product.sources}).`,
      );
    } else {
      const b = product.bass!;
      const p = perStepFromYear(b.p, stepDays);
      const q = (b.q * stepDays) / 365;
      intercept = logit(p);
      // Bass hazard p + q·share, as σ(a + γ·share) matching it at no adopters and at half.
      peer = 2 * (logit(Math.min(0.99, p + q / 2)) - logit(p));
      assumptions.push(`Adoption follows the Bass diffusion model with innovation p = ${b.p} and imitation q = ${b.q} a year (${product.sources}).`);
    }
    assumptions.push(`At the start ${pct(start)} of ${lowerName(g.name)} have ${product.what}${statedStart(ctx) !== null ? ' (as the prompt says)' : ' (assumed)'}; those who have it do not adopt again.`);
    assumptions.push(`A price 10% lower raises the odds of choosing ${product.what} by about ${pct(Math.exp(-product.priceWeight * 0.1) - 1)} (price elasticity of the choice about ${product.priceWeight}); each 10 points more adopters around raise them by ${pct(Math.exp(PEER_WEIGHT * 0.1) - 1)}.`);
    const weights: Record<string, number> = {
      taste: 1,
      price_change: product.priceWeight,
      [`${g.id}.${product.state}`]: peer,
      [product.state]: -GATE,
    };
    const adopts = binary(`Adopts ${product.what} this ${ctx.unit}`, `Adopts ${product.what} this ${ctx.unit}`, intercept - TASTE_CORRECTION - (product.replacementYears ? peer * start : 0), weights, act ? { [product.state]: 1, adopted_in_period: 1 } : { [product.state]: 1 });
    const actions: Record<string, ActionSpec> = { adopts };

    // Levers that need their own variable, created only when the prompt moves them.
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    if (ctx.interventions.some((iv) => (iv.lever === 'campaign' || iv.lever === 'reminder') && !adsInProduct(iv.text))) {
      variables.campaign = constant(0, 'Information campaign running', '0 = no, 1 = yes');
      adopts.weights!.campaign = CAMPAIGN_WEIGHT;
      assumptions.push(`An information campaign raises the odds of adopting by ${pct(Math.exp(CAMPAIGN_WEIGHT) - 1)} while it runs (field experiments on energy and technology campaigns find effects of 10–30%).`);
    }
    // "if labour costs rise 6% a year" for milking robots: the cost of the old way rises.
    const labourCost = ctx.interventions.find((iv) => isLabourCost(iv));
    if (labourCost) {
      variables.labour_cost_change = constant(0, 'Labour costs compared with today', 'relative change');
      adopts.weights!.labour_cost_change = LABOUR_COST_WEIGHT;
      assumptions.push(`A 10% rise in labour costs raises the odds of adopting ${product.what} by about ${pct(Math.exp(LABOUR_COST_WEIGHT * 0.1) - 1)} (labour-saving technology spreads faster where labour is dear: Acemoglu & Restrepo 2022 on robots and ageing workforces).`);
    }
    // "if water prices double" for drip irrigation: the cost of the old way rises, not the product's price.
    if (ctx.interventions.some((iv) => isWaterCost(iv, ctx.intent))) {
      variables.water_cost_change = constant(0, 'Water price compared with today (log of the price ratio)', 'log price ratio');
      adopts.weights!.water_cost_change = WATER_COST_WEIGHT;
      assumptions.push(`A 10% higher water price raises the odds of adopting ${product.what} by about ${pct(Math.exp(WATER_COST_WEIGHT * Math.log(1.1)) - 1)} (water-saving technology pays back faster where water is dear: Caswell & Zilberman 1985; the size is assumed).`);
    }
    if (needs.has('fuel_price') && (product.keys.includes('ev') || product.keys.includes('heat_pump') || product.keys.includes('wood_heating'))) {
      variables.fuel_price_change = constant(0, product.keys.includes('ev') ? 'Petrol and diesel price compared with today' : 'Gas and oil price compared with today', 'relative change');
      adopts.weights!.fuel_price_change = 1;
      assumptions.push(`A 10% higher fuel price raises the odds of choosing the ${product.keys.includes('wood_heating') ? 'wood or pellet' : 'electric'} alternative by about 10% (running costs are a third to a half of the lifetime cost).`);
    }
    // "if energy prices fall 30%" for insulation: the price named is energy's, whose savings insulation buys.
    if (product.keys.includes('insulation') && ctx.interventions.some(energyPriced)) {
      variables.energy_price_change = constant(0, 'Energy price compared with today', 'relative change');
      adopts.weights!.energy_price_change = 1;
      assumptions.push('A 10% higher energy price raises the odds of insulating by about 10% (the savings grow with the price, as running costs do for heating; assumed).');
    }
    // A hybrid still burns fuel, about a third less: dearer fuel pays it back at half the pace it pays an electric car.
    if (needs.has('fuel_price') && product.keys.includes('hybrid')) {
      variables.fuel_price_change = constant(0, 'Petrol and diesel price compared with today', 'relative change');
      adopts.weights!.fuel_price_change = HYBRID_FUEL_WEIGHT;
      assumptions.push(`A 10% higher fuel price raises the odds of choosing a hybrid car by about ${pct(Math.exp(HYBRID_FUEL_WEIGHT * 0.1) - 1)} (a hybrid burns about a third less fuel, so running costs weigh half as much as for an electric car; assumed).`);
    }
    // Heat pumps and electric cars run on electricity: its price is their running cost.
    // "if charging becomes free for them": the electricity an electric car runs on costs them less, not the car.
    const freeCharging = product.keys.includes('ev') && ctx.interventions.some((iv) => iv.lever === 'free' && (CHARGING_WORD.test(iv.text) || ctx.interventions.some((x) => x.lever === 'charging' && x.group === iv.group && x.change.kind === 'on')));
    if ((needs.has('electricity_price') || freeCharging) && (product.keys.includes('ev') || product.keys.includes('heat_pump'))) {
      variables.electricity_price_change = constant(0, 'Electricity price compared with today', 'relative change');
      adopts.weights!.electricity_price_change = -1;
      assumptions.push(
        `A 10% lower electricity price raises the odds of choosing ${product.what} by about 10% (electricity is most of its running cost, and running costs are a third to a half of the lifetime cost).`,
      );
      if (freeCharging) assumptions.push(`Free charging is read as electricity at half today's price: about half of charging is taken to happen at the free points, the rest at home or elsewhere (assumed).`);
    }
    // Solar panels and home batteries save electricity: a dearer kWh pays them back sooner.
    if (needs.has('electricity_price') && product.keys.includes('solar')) {
      variables.electricity_price_change = constant(0, 'Electricity price compared with today', 'relative change');
      adopts.weights!.electricity_price_change = 1;
      assumptions.push(`A 10% higher electricity price raises the odds of choosing ${product.what} by about 10% (each kWh they make is worth the price it saves, so the payback shortens in proportion).`);
    }
    const chargersToday = Math.max(10, Math.round(g.people * CHARGERS_PER_HOUSEHOLD));
    if (needs.has('charging') && product.keys.includes('ev')) {
      variables.charging_access = constant(0, 'Public charge points, log of the ratio to today (0 = as many as today)', 'log ratio');
      adopts.weights!.charging_access = CHARGING_ELASTICITY;
      assumptions.push(
        `About ${num(chargersToday)} public charge points serve ${num(g.people)} ${lowerName(g.name)} today (assumed: 3 per 1,000 households, as in Germany in 2023); each doubling raises the odds of choosing an electric car by about ${pct(2 ** CHARGING_ELASTICITY - 1)} (elasticity ${CHARGING_ELASTICITY}; Li et al. 2017 found 0.8 across US cities).`,
      );
    }
    // "bans diesel cars from the centre", "bans new gas boilers": a ban on the alternative helps.
    const altBan = ctx.interventions.find((iv) => iv.lever === 'ban' && ALTERNATIVE.test(sentenceOf(ctx, iv)));
    if (altBan) {
      const sales = SALES_BAN.test(sentenceOf(ctx, altBan));
      variables.alternative_banned = constant(0, sales ? 'Sales of the alternative banned' : 'Alternative banned in part of the area', '0 = no, 1 = yes');
      // A sales ban makes nearly every replacement choose it: the choice share goes to 95%, the replacement rate stays.
      const salesBan = product.choiceShare ? Math.log(0.95 / product.choiceShare) : ALT_SALES_BAN;
      adopts.weights!.alternative_banned = round(sales ? salesBan : ALT_ZONE_BAN, 6);
      assumptions.push(
        sales
          ? `A ban on selling the alternative leaves ${product.what} as nearly the only choice: ${product.choiceShare ? `95% of replacements choose it instead of ${pct(product.choiceShare)}, at the same pace of replacement` : `the odds of choosing it are multiplied by about ${num(Math.round(Math.exp(ALT_SALES_BAN)))}`}, from when the ban applies (assumed).`
          : `A ban on the alternative in part of the area (a low-emission zone) raises the odds of choosing ${product.what} by about ${pct(Math.exp(ALT_ZONE_BAN) - 1)} (German low-emission zones sped up the renewal of the fleet, Wolff 2014; the size here is assumed).`,
      );
    }
    // "use the mobile app if we close half our branches": the in-person way is what closes.
    const inPersonCut = DIGITAL.test(ctx.intent.text) ? ctx.interventions.find((iv) => iv.lever === 'service_cut' && IN_PERSON.test(iv.text)) : undefined;
    if (inPersonCut) {
      variables.in_person_closed = constant(0, 'Share of in-person outlets closed', 'share of outlets');
      adopts.weights!.in_person_closed = round(IN_PERSON_CLOSED, 6);
      assumptions.push(
        `Closing in-person outlets ("${inPersonCut.text}") pushes their users to ${product.what}: closing all doubles the odds of taking it up, closing a share raises them in proportion (assumed; many older customers do not switch).`,
      );
    }
    // "will use the new expense app if we make it mandatory": compulsory take-up.
    // "if paper tickets are scrapped": the old way taken away leaves others (a card, a machine, an adviser), so it weighs less than a mandate.
    const paperGone = ctx.interventions.some((iv) => iv.lever === 'mandate' && PAPER_WAY.test(iv.leverText.split(/\s+/)[0] ?? ''));
    if (needs.has('mandate') && paperGone) {
      variables.mandated = constant(0, 'Paper way ended', '0 = no, 1 = yes');
      adopts.weights!.mandated = round(PAPER_GONE, 6);
      assumptions.push(`Ending the paper way multiplies the odds of taking up ${product.what} by ${num(Math.round(Math.exp(PAPER_GONE)))} while it applies (assumed: other ways stay open to some, such as a card, a machine or an adviser; a mandate would multiply them by ${num(Math.round(Math.exp(MANDATE)))}).`);
    } else if (needs.has('mandate')) {
      variables.mandated = constant(0, 'Use made mandatory', '0 = no, 1 = yes');
      adopts.weights!.mandated = round(MANDATE, 6);
      assumptions.push(`Making ${product.what === 'it' ? 'it' : product.what} mandatory multiplies the odds of taking it up by ${num(Math.round(Math.exp(MANDATE)))} while it applies (assumed: most comply within months, a few never).`);
    }
    // "switch to paperless billing if we charge $2 for paper bills": a charge on the old way, not on what is taken up.
    // "si on supprime les frais de 2 euros pour le papier", "drop the 2 dollar paper bill fee": a charge on paper there today, taken away.
    const ends = (iv: Intervention) => iv.change.kind === 'off' || REMOVED.test(iv.text);
    const paperCharge = product.keys.includes('paperless') ? ctx.interventions.find((iv) => (iv.lever === 'fee' || iv.lever === 'price') && PAPER.test(iv.text) && !ends(iv)) : undefined;
    const paperChargeEnds = product.keys.includes('paperless') ? ctx.interventions.find((iv) => (iv.lever === 'fee' || iv.lever === 'price') && PAPER.test(iv.text) && ends(iv)) : undefined;
    if (paperChargeEnds && !paperCharge) {
      variables.paper_charged = constant(1, 'Paper bills charged for', '0 = no, 1 = yes');
      adopts.weights!.paper_charged = round(PAPER_CHARGE, 6);
      assumptions.push(`Paper bills are charged for today, as the prompt says; the charge doubles the odds of switching to paperless billing, so ending it ("${paperChargeEnds.text}") halves them (assumed; billers that began charging for paper saw paperless take-up rise sharply).`);
    }
    if (paperCharge) {
      variables.paper_charged = constant(0, 'Paper bills charged for', '0 = no, 1 = yes');
      adopts.weights!.paper_charged = round(PAPER_CHARGE, 6);
      assumptions.push(`A charge for paper bills ("${paperCharge.text}") doubles the odds of switching to paperless billing while it applies (assumed; billers that began charging for paper saw paperless take-up rise sharply).`);
    }
    // "if we offer two days of training" on a new tool: training to use it, not retraining for another job.
    if (needs.has('retraining')) {
      variables.training_offered = constant(0, 'Training offered', '0 = no, 1 = yes');
      adopts.weights!.training_offered = TRAINING_WEIGHT;
      assumptions.push(`Training in ${product.what} raises the odds of taking it up by about ${pct(Math.exp(TRAINING_WEIGHT) - 1)} while it is offered (assumed: lack of training is among the barriers users cite most, Ertmer 1999 for teachers; effects of short courses are modest).`);
    }
    if (needs.has('interest_rate')) {
      variables.interest_rate_change = constant(0, 'Interest rate compared with today', 'percentage points');
      // A rate paid on savings draws money in; a rate charged on credit holds purchases back.
      const savings = ctx.intent.concepts.has('deposits');
      adopts.weights!.interest_rate_change = savings ? SAVINGS_RATE_WEIGHT : -0.08;
      assumptions.push(
        savings
          ? `Each percentage point more interest on savings raises the odds of moving money in by about ${pct(Math.exp(SAVINGS_RATE_WEIGHT) - 1)} (assumed: savers are slow to switch, but deposits flow to better-paying accounts, Drechsler, Savov & Schnabl 2017).`
          : 'Each percentage point of interest lowers the odds of buying on credit by about 8%.',
      );
    }

    // Mean-field path of the adopted share in the status quo, for a reachable milestone.
    const expected: number[] = [];
    let a = start;
    for (let t = 0; t < ctx.steps; t++) {
      const h = 1 / (1 + Math.exp(-(intercept + peer * (a - (product.replacementYears ? start : 0)))));
      a += (1 - a) * h;
      expected.push(a);
    }

    const target = (v: string) => `${g.id}.${v}`;
    const relative = (value: number, label: string): LeverSetting[] => [{ target: target('price_change'), value: round(value, 6), neutral: 0, scale: 'relative', label }];
    // A paywall (or the free version ended) as the price change that doubles the odds of paying: sign −1 brings it in, +1 takes it away.
    const paywallPrice = (sign: 1 | -1, label: string): LeverSetting[] => relative(round((sign * Math.log(PAYWALL_ODDS)) / Math.abs(product.priceWeight), 6), label);
    const built: Built = {
      label: product.keys.length === 0 && product.what === GENERIC.what && ctx.intent.subject ? `Adoption of ${ctx.intent.subject.replace(/^\S+\s+(?=\S)/, (v) => (/^(own|owns|buy|buys|adopt|adopts|install|installs|use|uses|get|have|has)\s$/i.test(v) ? '' : v))}` : `Adoption of ${product.plural}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to adopt ${product.what}`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention) {
        const c = iv.change;
        if (variables.water_cost_change && isWaterCost(iv, ctx.intent)) {
          // Through the log of the price ratio: doubling the price is not +100% of anything.
          if (c.kind === 'relative') return [{ target: target('water_cost_change'), value: round(Math.log1p(c.value), 6), neutral: 0, scale: 'relative', label: iv.text }];
          if (c.kind === 'share') return [{ target: target('water_cost_change'), value: round(Math.log(Math.max(0.01, c.value)), 6), neutral: 0, scale: 'relative', label: iv.text }];
          return null;
        }
        if (variables.labour_cost_change && isLabourCost(iv)) {
          if (c.kind === 'relative') return [{ target: target('labour_cost_change'), value: round(c.value, 6), neutral: 0, scale: 'relative', label: iv.text }];
          if (c.kind === 'share') return [{ target: target('labour_cost_change'), value: round(c.value - 1, 6), neutral: 0, scale: 'relative', label: iv.text }];
          return null;
        }
        // "if the feed-in tariff is cut by 5 cents": what exported power earns, a part of a system's worth (it was read as a 5-cent grant).
        if (FEED_IN.test(iv.text) && ['subsidy', 'tariff', 'price', 'fare', 'fee'].includes(iv.lever)) {
          const change = feedInChange(c);
          return change === null ? null : relative(round(-FEED_IN_SHARE * Math.max(-1, Math.min(2, change)), 6), iv.text);
        }
        // "if the organic price premium rises 20%": what adopters are paid for their output, a gain, not a cost (it cut adoption).
        if (paidForOutput(iv, ctx.groups)) {
          if (c.kind === 'relative') return relative(-PREMIUM_SHARE * c.value, iv.text);
          if (c.kind === 'share') return relative(-PREMIUM_SHARE * (c.value - 1), iv.text);
          // "the organic premium rises to 15 cents a litre": today's premium is not given, so the stated
          // direction counts as a premium a fifth higher (or lower); it was read as the product's price.
          if (c.kind === 'amount') {
            const dir = c.by ?? (statedDirection(ctx.intent.gloss, iv.at) || 1);
            return relative(-PREMIUM_SHARE * PREMIUM_STEP * dir, iv.text);
          }
          return null;
        }
        // "pay by card instead of cash if the bank charges for cash withdrawals": a charge on what is left behind
        // makes the thing taken up the cheaper way, read as a cut in its price by as much (a new charge: 10%, assumed).
        if (alternativePriced(iv, ctx.intent.text) || carCostForAlternative(iv, ctx.intent.text)) {
          // Parking is a part of what driving costs: for a scooter or a bike it counts by that part, and never as more than
          // half the price off ("parking fees double" made e-bikes free).
          if (c.kind === 'relative' && !CAR_SHARING.test(ctx.intent.text) && carCostForAlternative(iv, ctx.intent.text)) return relative(-Math.min(0.5, c.value * PARKING_SHARE_OF_DRIVING), iv.text);
          if (c.kind === 'relative') return relative(-c.value, iv.text);
          // "a 2% surcharge on cash": a fee as a share of what is paid is that much dearer, the thing taken up that much cheaper.
          if (c.kind === 'share' && iv.lever === 'fee') return relative(-c.value, iv.text);
          if (c.kind === 'share') return relative(-(c.value - 1), iv.text);
          if (c.kind === 'on' || c.kind === 'amount') return relative(-NEW_CHARGE_ON_ALTERNATIVE, iv.text);
          return c.kind === 'off' ? [] : null;
        }
        if (variables.paper_charged && (iv.lever === 'fee' || iv.lever === 'price') && PAPER.test(iv.text)) {
          const gone = c.kind === 'off' || REMOVED.test(iv.text);
          return [{ target: target('paper_charged'), value: gone ? 0 : 1, neutral: gone ? 1 : 0, scale: 'level', label: iv.text }];
        }
        switch (iv.lever) {
          case 'price':
          case 'discount':
            if ('energy_price_change' in variables && energyPriced(iv)) return c.kind === 'relative' ? [{ target: target('energy_price_change'), value: round(c.value, 6), neutral: 0, scale: 'relative', label: iv.text }] : null;
            // "si el envío cuesta 5 euros", "if delivery costs 5 euros": a charge for a part of buying (a tenth of it, assumed), not the price of the thing.
            if (c.kind === 'amount' && FREE_PART.test(iv.text) && c.value > 0 && c.value < 0.2 * costOf(iv)) return relative(c.by === -1 ? -FREE_PART_SHARE / 2 : c.by === 1 ? FREE_PART_SHARE / 2 : FREE_PART_SHARE, iv.text);
            if (c.kind === 'relative') return relative(c.value, iv.text);
            if (c.kind === 'share') return relative(c.value - 1, iv.text);
            // "wenn eine Stunde 3 Euro kostet": a price per use of a new offer has nothing to compare with in a price to buy.
            if (c.kind === 'amount' && perUse(iv)) return [];
            if (c.kind === 'amount') return relative(c.by ? (c.by * c.value) / costOf(iv) : c.value / costOf(iv) - 1, iv.text);
            return null;
          // "if the fee falls to 1%", "si la comisión baja al 1%": what using it costs, its price.
          case 'fee':
          case 'commission': {
            const rel = usageFeeChange(c);
            if (rel !== null) return relative(round(rel, 6), iv.text);
            // "if we waive the copay", "wenn die Zuzahlung erlassen wird": the patient's share of a visit goes, not what the care costs;
            // any other fee scrapped is what using it costs cut to nothing.
            if (c.kind === 'off') return relative(COPAY.test(`${iv.leverText} ${iv.text}`) ? -COPAY_SHARE : -0.9, iv.text);
            // "if we add a $3 monthly fee", "si cobramos 3 euros": a fee brought in is a cost on top (it read as the price set to 3, a 99% cut).
            if (c.kind === 'amount' && !c.by && c.from === undefined && (FEE_ADDED.test(iv.text) || ctx.intent.gloss.slice(Math.max(0, iv.at - 3), iv.at + 2).some((w) => FEE_ADDED.test(w.raw)))) return relative(c.value / costOf(iv), iv.text);
            if (c.kind === 'amount') return relative(c.by ? (c.by * c.value) / costOf(iv) : c.value / costOf(iv) - 1, iv.text);
            return null;
          }
          // "if it is free": the price cut to nothing.
          case 'paywall':
            // "if we put up a paywall": reading free ends, so paying is the way to go on.
            if (product.state !== 'pays_for_plan') return null;
            return paywallPrice(c.kind === 'off' ? 1 : -1, iv.text);
          case 'free':
            // "if we remove the free version": the paid plan becomes the only way to use it, as behind a paywall.
            if (c.kind === 'off' && product.state === 'pays_for_plan' && FREE_TIER.test(iv.text)) return paywallPrice(-1, iv.text);
            // "if charging becomes free": half the electricity it runs on, not the car itself (the car was given away before).
            if (freeCharging && variables.electricity_price_change) return c.kind === 'off' ? null : [{ target: target('electricity_price_change'), value: -FREE_CHARGING_SHARE, neutral: 0, scale: 'relative', label: iv.text }];
            // "a 7-day free trial": a try before paying, not a product given away (it made the plan free for good).
            if (FREE_TRIAL.test(iv.text)) return c.kind === 'off' ? null : relative(round(-Math.log(FREE_TRIAL_ODDS) / Math.abs(product.priceWeight), 6), iv.text);
            // "if delivery is free", "si el envío es gratis", "livraison gratuite": a part of what buying costs goes, not the price.
            if (FREE_PART.test(iv.text) || FREE_PART.test(ctx.intent.text)) return c.kind === 'off' ? null : relative(-FREE_PART_SHARE, iv.text);
            // "if connection is free", "si la instalación es gratuita": fitting it goes, not the thing fitted.
            if (fittingFree(iv)) return c.kind === 'off' ? null : relative(-FREE_FITTING_SHARE, iv.text);
            return c.kind === 'off' ? null : relative(-1, iv.text);
          case 'subsidy':
            // A premium per litre of milk: the gain per hectare over today's premium, against the income lost while converting.
            if (milkPremium(iv) && c.kind === 'amount') {
              const perLitre = c.from !== undefined ? c.value - c.from : c.by !== undefined ? c.by * c.value : c.value - MILK_PREMIUM_TODAY;
              return relative(round(-Math.max(-0.9, Math.min(0.9, (perLitre * MILK_LITRES_PER_HA) / product.cost)), 6), iv.text);
            }
            if (c.kind === 'share') return relative(round(coveredCostChange(c), 6), iv.text);
            if (c.kind === 'relative') return relative(-product.subsidyToday * c.value, iv.text);
            // "the 200-euro subsidy is scrapped", "cut the grant by 500": what buyers lose is added to the price.
            // "the grant rises from 4,000 to 6,000 euros": only the 2,000 more is new to buyers (it counted all 6,000).
            if (c.kind === 'amount' && c.from !== undefined) return relative(round(-Math.max(-0.9, Math.min(0.9, (c.value - c.from) / costOf(iv))), 6), iv.text);
            if (c.kind === 'amount') return relative((c.by === -1 ? 1 : -1) * Math.min(0.9, c.value / costOf(iv)), iv.text);
            // "0% loans", "un prêt à taux zéro": the interest saved, about a fifth of the price (gloss.ts reads such a loan as a subsidy).
            if (c.kind === 'on') return relative(FREE_LOAN_TEXT.test(iv.text) ? -INTEREST_FREE_LOAN_SHARE : -0.2, iv.text);
            if (c.kind === 'off') return relative(product.subsidyToday, iv.text);
            return null;
          case 'tariff':
          case 'tax':
            // "si el ayuntamiento reduce el IBI un 50%": a property-tax rebate for those who install, worth a part of the cost.
            // "si el IVA baja al 0 %", "if VAT is cut to 5%": a VAT rate named is a price against today's standard rate.
            if (iv.lever === 'tax' && VAT.test(iv.text) && c.kind === 'share') return relative(round((1 + c.value) / (1 + VAT_TODAY) - 1, 6), iv.text);
            if (iv.lever === 'tax' && PROPERTY_TAX.test(iv.text)) {
              if (c.kind === 'relative' && c.value < 0) return relative(round(PROPERTY_TAX_SHARE * c.value, 6), iv.text);
              if (c.kind === 'off' || c.kind === 'on') return relative(-PROPERTY_TAX_SHARE, iv.text);
              return null;
            }
            if (c.kind === 'share') return relative(c.value * 0.8, iv.text);
            if (c.kind === 'relative') return relative((iv.lever === 'tariff' ? 0.1 : 0.2) * c.value, iv.text);
            if (c.kind === 'amount') return relative(c.value / costOf(iv), iv.text);
            return null;
          case 'fuel_price': {
            if (!variables.fuel_price_change) return null;
            // "if petrol costs 2 euros a litre": a price level read against today's typical price (it was an uncalibrated switch, and it cut EV sales).
            const today = c.kind === 'amount' ? FUEL_PRICE_TODAY[c.currency ?? 'EUR'] ?? FUEL_PRICE_TODAY.EUR : 0;
            const rel = c.kind === 'relative' ? c.value : c.kind === 'amount' ? (c.by ? (c.by * c.value) / today : c.value / today - 1) : null;
            return rel === null ? null : [{ target: target('fuel_price_change'), value: round(rel, 6), neutral: 0, scale: 'relative', label: iv.text }];
          }
          case 'electricity_price':
            if (!variables.electricity_price_change) return null;
            if (c.kind === 'relative') return [{ target: target('electricity_price_change'), value: c.value, neutral: 0, scale: 'relative', label: iv.text }];
            if (c.kind === 'share') return [{ target: target('electricity_price_change'), value: round(c.value - 1, 6), neutral: 0, scale: 'relative', label: iv.text }];
            return null;
          case 'charging': {
            // "if charging becomes free": the charging named is the one made free, not more chargers (a setting of no effect keeps its words).
            if (freeCharging && c.kind === 'on' && variables.electricity_price_change) return [{ target: target('electricity_price_change'), value: 0, neutral: 0, scale: 'relative', label: iv.text }];
            if (!variables.charging_access) return null;
            const growth = c.kind === 'count' ? c.value / chargersToday : c.kind === 'relative' ? c.value : c.kind === 'on' ? CHARGING_UNSIZED : null;
            if (growth === null || growth <= -1) return null;
            return [{ target: target('charging_access'), value: round(Math.log(1 + growth), 6), neutral: 0, scale: 'level', label: iv.text }];
          }
          case 'ban':
            return variables.alternative_banned && ALTERNATIVE.test(sentenceOf(ctx, iv)) ? [{ target: target('alternative_banned'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'interest_rate':
            if (c.kind === 'points') return [{ target: target('interest_rate_change'), value: c.value, neutral: 0, scale: 'level', label: iv.text }];
            return null;
          case 'mandate':
            return variables.mandated ? [{ target: target('mandated'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'service_cut':
            if (!variables.in_person_closed || !IN_PERSON.test(iv.text)) return null;
            return [{ target: target('in_person_closed'), value: c.kind === 'share' || c.kind === 'relative' ? round(Math.min(1, Math.abs(c.value)), 6) : c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
          case 'retraining':
            return variables.training_offered ? [{ target: target('training_offered'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'campaign':
          case 'reminder':
            // "if we show more ads" in the app: advertising put into the product makes it worse, like a price rise.
            // Ads put into the free tier make the paid plan the better deal by what an ad-free version is worth.
            if (adsInProduct(iv.text)) return relative(FREE_TIER.test(iv.text) && product.state === 'pays_for_plan' ? -ADS_AS_PRICE : ADS_AS_PRICE, iv.text);
            return [{ target: target('campaign'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'adopts', demandSign: 1 },
      outcome: { target: target(product.state), label: product.stateLabel, share: true, defaultKind: 'level_at_end', direction: 'above', expected, ...(act ? { countTarget: target('adopted_in_period') } : {}) },
      assumptions,
    };
    // "der Preisaufschlag für Biomilch steigt auf 20 Cent pro Liter": a premium paid per litre reads as a payment too.
    const premium = (iv: Intervention) => paidForOutput(iv, ctx.groups);
    // "if net metering ends": the credit for exported power goes; no tariff a kWh is read.
    const netMetering = ctx.interventions.filter((iv) => FEED_IN.test(iv.text) && NET_METERING.test(iv.text));
    if (netMetering.length) assumptions.push(`Net metering is read as worth about ${pct(FEED_IN_SHARE)} of what a rooftop system is worth to its owner (assumed, the power exported; the rest is power used at home): ended, it counts as a price ${pct(FEED_IN_SHARE)} higher.`);
    if (ctx.interventions.some((iv) => FEED_IN.test(iv.text) && !netMetering.includes(iv))) {
      assumptions.push(`A feed-in tariff is read against about ${Math.round(FEED_IN_TODAY * 100)} cents a kWh today (assumed, Germany's rate for small systems in 2024).`);
      assumptions.push(`The power a feed-in tariff pays for is about ${pct(FEED_IN_SHARE)} of what a rooftop system is worth to its owner (assumed, the rest is power used at home): a tariff 10% lower counts as a price ${pct(FEED_IN_SHARE * 0.1)} higher.`);
    }
    if (ctx.interventions.some(premium)) {
      assumptions.push(`A higher price premium for what adopters produce counts as a lower price of ${product.what}: a premium 10% higher as a price ${pct(PREMIUM_SHARE * 0.1)} lower (assumed: organic premiums are about 20–40% over conventional prices, Crowder & Reganold 2015).`);
      if (ctx.interventions.some((iv) => premium(iv) && iv.change.kind === 'amount' && iv.change.by === undefined)) {
        assumptions.push(`Today's premium is not given, so a new level of it counts as a premium ${pct(PREMIUM_STEP)} higher, or lower if the prompt says it falls (assumed).`);
      }
    }
    const fuelAmount = ctx.interventions.find((iv) => iv.lever === 'fuel_price' && iv.change.kind === 'amount');
    if (fuelAmount && variables.fuel_price_change && fuelAmount.change.kind === 'amount') {
      const cur = fuelAmount.change.currency ?? 'EUR';
      assumptions.push(`A fuel price in money is read against today's typical pump price of ${FUEL_PRICE_TODAY[cur] ?? FUEL_PRICE_TODAY.EUR} ${cur === 'USD' ? 'dollars a gallon' : cur === 'GBP' ? 'pounds a litre' : 'euros a litre'} (assumed, 2024–25 averages).`);
    }
    if (ctx.interventions.some((iv) => (iv.lever === 'fee' || iv.lever === 'commission') && iv.change.kind === 'share' && iv.change.from === undefined)) {
      assumptions.push(`A fee stated as a share of each sale is read against a typical ${pct(USAGE_FEE_TODAY)} today (card and mobile payment fees run at about 1.5–3%, assumed), and a change in it as a change in the price of using ${product.what}.`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'tax' && VAT.test(iv.text) && iv.change.kind === 'share')) {
      assumptions.push(`A VAT rate is read against a standard rate of ${pct(VAT_TODAY)} today (assumed: EU standard rates are 17–27%, the UK's 20%), and the price moves with it.`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'tax' && PROPERTY_TAX.test(iv.text))) {
      assumptions.push(`A property-tax cut for those who install ${product.what} is read as a price cut of ${pct(PROPERTY_TAX_SHARE)} of its size (assumed: over the few years such rebates run, the tax forgone is about a fifth of an installation's cost).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'subsidy' && iv.change.kind === 'on' && FREE_LOAN_TEXT.test(iv.text))) {
      assumptions.push(`A loan free of interest for ${product.what} is read as a price cut of ${pct(INTEREST_FREE_LOAN_SHARE)} (assumed: the interest saved on a 10-year loan at about 4%).`);
    }
    if (!CAR_SHARING.test(ctx.intent.text) && ctx.interventions.some((iv) => iv.change.kind === 'relative' && carCostForAlternative(iv, ctx.intent.text))) {
      assumptions.push(`Dearer parking makes ${product.what} the cheaper way by a third of the rise, at most half its price (assumed: parking is about a third of what driving to work costs where it is paid).`);
    }
    if (ctx.interventions.some((iv) => alternativePriced(iv, ctx.intent.text))) {
      assumptions.push(`A charge on what is used instead of ${product.what} makes ${product.what} the cheaper way by as much: read as a cut in its price (a new charge with no size given: 10%, assumed).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'price' && iv.change.kind === 'amount' && perUse(iv))) {
      assumptions.push(`A price per use (an hour, a ride, a kilometre) is taken as what ${product.what} costs today: with no price to buy it to compare with, it changes nothing in the model (assumed).`);
    }
    // "the organic milk premium rises to 15 cents per litre": a premium per litre of milk, per hectare.
    const milkPremium = (iv: Intervention) => product.keys.includes('farming_practice') && iv.change.kind === 'amount' && (iv.lever === 'subsidy' || iv.lever === 'price') && PER_LITRE.test(iv.text) && MILK.test(ctx.intent.text);
    if (ctx.interventions.some(milkPremium)) {
      assumptions.push(`A premium per litre of milk is read per hectare: about ${num(MILK_LITRES_PER_HA)} litres a hectare a year (assumed), against today's organic premium of about ${num(MILK_PREMIUM_TODAY * 100)} cents a litre (assumed) when only the new level is given.`);
    }
    // Amounts of money are read against a typical price; say which.
    if (ctx.interventions.some((iv) => iv.change.kind === 'amount' && ['price', 'subsidy', 'tax', 'tariff'].includes(iv.lever) && !premium(iv) && !milkPremium(iv) && !(iv.lever === 'price' && perUse(iv)))) {
      assumptions.push(`Money amounts are read against a typical price of ${num(product.cost)}${product.costPerMonth ? ' a month' : ''} for ${product.what}.`);
    }
    const adsToFreeTier = (iv: Intervention) => FREE_TIER.test(iv.text) && product.state === 'pays_for_plan';
    if (ctx.interventions.some((iv) => (iv.lever === 'campaign' || iv.lever === 'reminder') && adsInProduct(iv.text) && adsToFreeTier(iv))) {
      assumptions.push(`Ads put into the free version make ${product.what} a ${pct(ADS_AS_PRICE)} better deal, as a price cut (assumed: users value an ad-free version at roughly 10–30% of its price).`);
    } else if (ctx.interventions.some((iv) => (iv.lever === 'campaign' || iv.lever === 'reminder') && adsInProduct(iv.text))) {
      assumptions.push(`More ads in ${product.what} count as a ${pct(ADS_AS_PRICE)} price rise for its users (assumed: users value an ad-free version at roughly 10–30% of its price).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'subsidy' && iv.change.kind === 'relative')) {
      assumptions.push(`Today's subsidy is assumed to cover ${pct(product.subsidyToday)} of the cost, so a change in the subsidy moves the price by that share.`);
    }
    return built;
  },
};
