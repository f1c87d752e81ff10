import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { CONSERVES, constant, coveredCostChange, lowerName, num, pct, round } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Household spending on a good under a price or tax change (food VAT, fuel duty): each
 * household's purchases move with the price by the own-price elasticity and adjust over a
 * few months (habits, stock-ups). Spending is price × quantity. A tax change reaches prices only partly (pass-through). Numbers and sources:
 * docs/mechanisms.md "Household spending".
 */

/** Own-price elasticity of food demand: −0.27 to −0.81 across categories, about −0.5 on average (Andreyeva, Long & Brownell 2010). */
const FOOD_ELASTICITY = -0.5;
const OTHER_ELASTICITY = -0.4;
/** Meals away from home are more price-sensitive: about −0.8 (Andreyeva, Long & Brownell 2010, food away from home −0.81). */
const DINING_ELASTICITY = -0.8;
/** Sugary drinks: own-price elasticity about −1.2 (Powell et al. 2013: −1.21 for sugar-sweetened beverages). */
const DRINKS_ELASTICITY = -1.2;
/** A sugar tax without a size: a 20% price rise (WHO recommends at least 20%), passed on at 80% (Mexico about fully, US cities 40–70%). */
const SUGAR_TAX_STEP = 0.2;
const SUGAR_PASS_THROUGH = 0.8;
/**
 * A time-of-use tariff moves use away from peak hours more than it cuts it: peak use falls
 * 3–6% and total use by about 1–2% (Faruqui & Sergici 2010, 15 pilots); −1.5% of the quantity.
 */
const TIME_OF_USE = -1.5;
/** Household water: price elasticity about −0.3 (Dalhuisen et al. 2003 meta-analysis: mean −0.41, short run lower; Espey, Espey & Shaw 1997). */
const WATER_ELASTICITY = -0.3;
/** Household energy: short-run price elasticity about −0.2 (Labandeira, Labeaga & López-Otero 2017: −0.21 short run for electricity, −0.18 for gas). */
const ENERGY_ELASTICITY = -0.2;
/** Motor fuel: about −0.25 within a year, −0.6 in the long run (Goodwin, Dargay & Hanly 2004; Espey 1998). */
const FUEL_ELASTICITY = -0.25;
/** "How much less fuel will households buy if petrol prices rise 30%": the quantity of fuel, not the adoption of something. */
const FUEL_USE = /\b(?:buy|buys|use|uses|consume|consumes|consumption|demand|burn|fill|spend|spending|verbrauch\w*|tanken|kaufen|consum\w*|compr\w*|ach[eè]t\w*|utilis\w*)\b/i;
/**
 * A saving device handed out or paid for ("a free water-saving shower head", "free LED bulbs"):
 * use falls, it does not rise as a price cut would. Water: showers are about a sixth of indoor use
 * and low-flow heads save about a third of it, not every one is fitted: −4% (DeOreo et al. 2016,
 * Residential End Uses of Water). Energy: LED bulbs or a smart thermostat, −3% (lighting is about
 * a tenth of household electricity; thermostats save 5–10% of heating, not all homes use them).
 */
const SAVING_DEVICE = /\b(?:water[- ]saving|low[- ]flow|efficient|efficiency|led|insulation|smart thermostats?|thermostats?|spar\w*|wassersparend\w*|ahorrador\w*|de bajo consumo|[ée]conom\w*|mousseurs?)\b/i;
const DEVICE_SAVING = { water: -4, energy: -3 };
/** Staples named alone, in the asker's languages, and their English name (the labels are localised from it). */
const STAPLES: Array<[RegExp, string]> = [
  [/\b(?:milk|milch|leche|lait)\b/i, 'milk'],
  [/\b(?:bread|brot\w*|pan|pain)\b/i, 'bread'],
  [/\b(?:eggs|eier|huevos|oeufs|œufs)\b/i, 'eggs'],
  [/\b(?:butter|mantequilla|beurre)\b/i, 'butter'],
  [/\b(?:cheese|k[äa]se|queso|fromage)\b/i, 'cheese'],
  [/\b(?:meat|fleisch\w*|carne|viande)\b/i, 'meat'],
];
/** Share of a VAT change passed on to shelf prices: about full for standard-rate changes, less for reduced rates (Benedek et al. 2020). */
const PASS_THROUGH = 0.75;
/** Share of the gap to the new level closed each month. */
/** Use lowered by reports comparing a home with its neighbours, in % (Allcott 2011: 2.0% for electricity; Ferraro & Price 2013: about 5% for water). */
const PEER_REPORT_SAVING = { energy: -2, water: -5 };
const ADJUST_MONTHLY = 0.4;
/** With no size given, a tax cut or rise is read as 5 percentage points of VAT on a 20% rate. */
const DEFAULT_TAX_STEP = 0.05 / 1.2;

// "How many farmers will reduce their pesticide use": who cuts back on a good with no calibrated demand here is a count of people (generic take-up), not a mean quantity.
const KNOWN_GOODS = ['food', 'dining', 'water_use', 'energy_use', 'soft_drinks', 'fuel', 'electricity', 'spending'];

export const consumption: Mechanism = {
  id: 'consumption',
  name: 'Household spending under price and tax changes',
  cues: { food: 3, dining: 3.5, spending: 3, energy_use: 4, water_use: 4, time_of_use: 3, peer_report: 3, soft_drinks: 4, tax: 1, price: 0.5, electricity: 0.5 },
  // "how much less fuel will households buy", "combien de carburant achèteront-ils": fuel is the good bought,
  // unless the prompt is about the cars or heating that burn it (adoption, transport).
  // "How many dairy farms are left if milk prices fall": producers of a food are not households buying it.
  // "combien d'étudiants mangeront au restaurant universitaire": a count of those who do something, asked in the
  // asker's words, is not the average quantity bought ("how many cut their water use" stays here: its mean is calibrated).
  // "¿Cuántos días tardará en agotarse el agua del embalse?": with no good it knows and none named, it would answer
  // "the goods in question"; another model, or none, is better.
  affinity: (intent) =>
    fuelAsGood(intent) ? 4 : !KNOWN_GOODS.some((c) => c !== 'spending' && intent.concepts.has(c)) && intent.subject === null ? -5 : intent.populations.length > 0 && intent.populations.every((p) => p.role === 'organisation') ? -10 : intent.subjectAsked && intent.question.wants !== null && (!CONSERVES.test(intent.subject ?? '') || (intent.question.wants === 'count' && !KNOWN_GOODS.some((c) => intent.concepts.has(c)))) ? -5 : 0,
  actors: ['households', 'families', 'consumers', 'people', 'residents', 'customers'],
  defaultPopulation: { concept: 'households', noun: 'households', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const cs = ctx.intent.concepts;
    const dining = cs.has('dining');
    const food = cs.has('food') && !dining;
    // "cut their energy use if electricity prices rise 40%": household energy, a necessity in the short run.
    const water = cs.has('water_use') && !dining && !food;
    // "How much electricity will households save if we send home energy reports": the reports name what is used.
    const energy = (cs.has('energy_use') || (cs.has('electricity') && ctx.interventions.some((iv) => iv.lever === 'peer_report'))) && !dining && !food && !water;
    // "How will a sugar tax affect soft drink consumption": sugary drinks, a price-sensitive good.
    const drinks = cs.has('soft_drinks') && !dining && !energy && !water;
    const fuel = fuelAsGood(ctx.intent) && !dining && !food && !energy && !water && !drinks;
    // "stop using pesticides": the thing is the object of the gerund.
    const households = ['households', 'homes', 'families', 'people', 'residents', 'consumers'].includes(g.concept);
    const subject = ctx.intent.subject?.replace(/^(?:using|use|buying|buy|consuming|consume|eating|eat|drinking|drink)\s+/i, '') ?? null;
    // "how much less milk": a staple named alone is what is bought, not food in general.
    const staple = food ? STAPLES.find(([re]) => re.test(ctx.intent.text))?.[1] : undefined;
    const what = dining ? 'restaurant meals' : drinks ? 'sugary drinks' : food ? staple ?? 'food' : energy ? 'energy' : water ? 'water' : fuel ? 'fuel' : subject ?? 'the goods in question';
    const e = dining ? DINING_ELASTICITY : drinks ? DRINKS_ELASTICITY : food ? FOOD_ELASTICITY : energy ? ENERGY_ELASTICITY : water ? WATER_ELASTICITY : fuel ? FUEL_ELASTICITY : OTHER_ELASTICITY;
    const adjust = 1 - (1 - ADJUST_MONTHLY) ** (ctx.stepDays / (365 / 12));
    // "Spending", "Ausgaben" ask for money; "consumption", "Konsum", "consumo" for the quantity bought.
    const spendingAsked = ctx.intent.gloss.some((x) => x.c === 'spending' && !/^(consum|konsum|verbrauch|consumo|consommation|consomm)/i.test(x.raw));
    const cap = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
    const variables: Record<string, VariableSpec> = {
      price_change: constant(0, `Price of ${what} compared with today`, 'relative change'),
      bought: constant(0, energy ? 'Energy used' : water ? 'Water used' : `${cap} bought`, '% change from today'),
      spending: constant(0, `Spending on ${what}`, '% change from today'),
    };
    // Each step closes a share `adjust` of the gap to the new level: quantity 100·e·p % above
    // today, spending 100·[(1 + p)(1 + e·p) − 1] ≈ 100·(1 + e)·p. No intercept: without a
    // change nothing moves.
    const toward = (name: string, slope: number, label: string): ActionSpec => ({
      type: 'continuous',
      description: label,
      label,
      unit: 'percentage points',
      intercept: 0,
      weights: { [name]: round(-adjust, 6), price_change: round(100 * adjust * slope, 6) },
      noise: 0,
      effects: { [name]: 1 },
    });
    const actions: Record<string, ActionSpec> = {
      adjusts_purchases: toward('bought', e, `Change in ${what} bought this ${ctx.unit}`),
      adjusts_spending: toward('spending', 1 + e, `Change in spending on ${what} this ${ctx.unit}`),
    };
    const timeOfUse = ctx.interventions.some((iv) => iv.lever === 'time_of_use');
    const device = (iv: Intervention) => (water || energy) && ['free', 'subsidy', 'campaign', 'price', 'discount'].includes(iv.lever) && SAVING_DEVICE.test(iv.text);
    const devices = ctx.interventions.some(device);
    const saving = water ? DEVICE_SAVING.water : DEVICE_SAVING.energy;
    if (devices) {
      variables.saving_device = constant(0, 'Saving device handed out', '0 = no, 1 = yes');
      actions.adjusts_purchases.weights!.saving_device = round(adjust * saving, 6);
      // The price is the same, so spending falls with the quantity.
      actions.adjusts_spending.weights!.saving_device = round(adjust * saving, 6);
    }
    if (timeOfUse) {
      variables.time_of_use = constant(0, 'Time-of-use tariff in force', '0 = no, 1 = yes');
      // The same pull towards a level 1.5% lower, for the quantity and (prices being the same on average) for spending.
      actions.adjusts_purchases.weights!.time_of_use = round(adjust * TIME_OF_USE, 6);
      actions.adjusts_spending.weights!.time_of_use = round(adjust * TIME_OF_USE, 6);
    }
    // "monthly reports comparing them with their neighbours": a nudge to use less (Opower, Allcott 2011; Ferraro & Price 2013 for water).
    const peerReports = (energy || water) && ctx.interventions.some((iv) => iv.lever === 'peer_report');
    const peerSaving = water ? PEER_REPORT_SAVING.water : PEER_REPORT_SAVING.energy;
    if (peerReports) {
      variables.peer_report = constant(0, 'Reports comparing use with the neighbours sent', '0 = no, 1 = yes');
      actions.adjusts_purchases.weights!.peer_report = round(adjust * peerSaving, 6);
      actions.adjusts_spending.weights!.peer_report = round(adjust * peerSaving, 6);
    }
    const outcomeVar = spendingAsked ? 'spending' : 'bought';
    return {
      label: energy ? 'Household energy use' : water ? 'Household water use' : households ? `Household spending on ${what}` : `Spending on ${what} by ${lowerName(g.name)}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} buying ${what} as its price changes`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        const set = (v: number): LeverSetting[] => [{ target: `${g.id}.price_change`, value: round(v, 6), neutral: 0, scale: 'relative', label: iv.text }];
        const down = cs.has('down') || cs.has('remove');
        // "a free water-saving shower head": a device that saves, not a cut in the price of water.
        if (device(iv)) return [{ target: `${g.id}.saving_device`, value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
        switch (iv.lever) {
          case 'peer_report':
            return peerReports ? [{ target: `${g.id}.peer_report`, value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'time_of_use':
            return timeOfUse ? [{ target: `${g.id}.time_of_use`, value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'tax':
          case 'tariff':
            // A sugar tax is an excise on the drink: "a 20% sugar tax" is 20% on the price, passed on at 80%.
            if (drinks) {
              if (c.kind === 'relative' || c.kind === 'share') return set(c.value * SUGAR_PASS_THROUGH);
              if (c.kind === 'on') return set(SUGAR_TAX_STEP * SUGAR_PASS_THROUGH);
              if (c.kind === 'off') return set(-SUGAR_TAX_STEP * SUGAR_PASS_THROUGH);
            }
            if (c.kind === 'relative') return set(c.value * PASS_THROUGH);
            // "a 50% pesticide tax" brought in: 50% on the price, passed on like any tax.
            if (c.kind === 'share') return set(c.value * PASS_THROUGH);
            if (c.kind === 'points') return set(((c.value / 100) / 1.2) * PASS_THROUGH);
            if (c.kind === 'on' || c.kind === 'off') return set((down || c.kind === 'off' ? -1 : 1) * DEFAULT_TAX_STEP * PASS_THROUGH);
            return null;
          case 'price':
          case 'discount':
          case 'electricity_price':
          case 'fuel_price':
            if (c.kind === 'relative') return set(iv.lever === 'discount' ? -Math.abs(c.value) : c.value);
            return null;
          // "a drought surcharge of 30%", "un recargo del 30 %": that much on the price of what is bought (it moved an unknown effect).
          case 'fee':
            if (c.kind === 'relative' || c.kind === 'share') return set(c.value);
            return null;
          case 'subsidy':
          case 'cash_transfer':
            return c.kind === 'share' ? set(round(coveredCostChange(c), 6)) : null;
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'adjusts_purchases', demandSign: 1 },
      outcome: { target: `${g.id}.${outcomeVar}`, label: variables[outcomeVar].label!, share: false, defaultKind: 'level_at_end', direction: 'above', expected: Array.from({ length: ctx.steps }, () => 0) },
      assumptions: [
        `${households ? 'Households' : g.name} buy about ${num(-e)}% more ${what} for each 1% it gets cheaper on average (own-price elasticity ${e}, ${dining ? 'food away from home −0.81, Andreyeva, Long & Brownell 2010' : drinks ? 'sugar-sweetened beverages −1.21, Powell et al. 2013' : energy ? 'household electricity −0.21 and gas −0.18 in the short run, Labandeira, Labeaga & López-Otero 2017' : water ? 'residential water, mean −0.41 in Dalhuisen et al. 2003, lower in the short run' : fuel ? 'motor fuel −0.25 within a year and −0.6 in the long run, Goodwin, Dargay & Hanly 2004' : food ? 'food categories −0.27 to −0.81, Andreyeva, Long & Brownell 2010' : households ? 'a typical household good' : 'a typical good'}); purchases close ${pct(ADJUST_MONTHLY)} of the gap to their new level each month.`,
        // The pass-through of a tax is said only where a tax is what changes.
        ...(!ctx.interventions.some((iv) => iv.lever === 'tax' || iv.lever === 'tariff')
          ? []
          : drinks
          ? [`A sugar tax reaches shelf prices ${pct(SUGAR_PASS_THROUGH)} (Mexico's 1 peso a litre was passed on about fully, US city taxes 40–70%); a sugar tax with no size is read as ${pct(SUGAR_TAX_STEP)} of the price (WHO recommends at least 20%).`]
          : [`A change of VAT or another tax reaches shelf prices ${pct(PASS_THROUGH)} (pass-through of VAT changes: about full for standard rates, less for reduced ones, Benedek et al. 2020); a tax change with no size is read as 5 percentage points on a 20% rate.`]),
        // Elastic goods (sugary drinks, −1.2) see spending rise when the price falls; inelastic ones (energy) see it fall.
        `Spending is price × quantity: with a price ${pct(0.1)} lower and purchases ${pct(-e * 0.1)} higher, spending on ${what} ${0.9 * (1 - e * 0.1) >= 1 ? 'rises' : 'falls'} by about ${pct(Math.abs(0.9 * (1 - e * 0.1) - 1))}; every household that buys ${what} gains from a cut.`,
        ...(devices
          ? [`A saving device handed out lowers ${what} used by about ${num(-saving)}% (${water ? 'showers are about a sixth of indoor water use and low-flow heads save about a third of it, not every one is fitted; DeOreo et al. 2016' : 'lighting is about a tenth of household electricity and thermostats save 5–10% of heating, not all are used; assumed'}).`]
          : []),
        // "Will obesity fall if a sugar tax …": the model reaches purchases, not weight; say so and what is known beyond.
        ...(drinks && WEIGHT.test(ctx.intent.text)
          ? [`Weight and obesity are not simulated: the model stops at purchases of ${what}, the path by which a tax reaches weight. A model of a 20% tax in the UK found about 1.3% fewer obese adults (Briggs et al. 2013).`]
          : []),
        ...(peerReports ? [`Reports that compare a household's use with its neighbours' lower ${what} used by about ${num(-peerSaving)}% while they are sent (${water ? 'a letter with a social comparison cut water use by about 5% in the summer it was sent, Ferraro & Price 2013' : 'home energy reports cut electricity use by about 2%, Allcott 2011'}).`] : []),
        ...(timeOfUse ? [`A time-of-use tariff moves use away from peak hours more than it cuts it: total use settles about ${num(-TIME_OF_USE)}% lower (peak use falls 3–6%, total use 1–2%, Faruqui & Sergici 2010).`] : []),
      ],
    };
  },
};

/** Weight outcomes a question may ask about (obesity, overweight, BMI, diabetes), in four languages. */
const WEIGHT = /(?<!\p{L})(obes\p{L}*|overweight|bmi|body mass|weight|diabet\p{L}*|adipositas|[üu]bergewicht\p{L}*|sobrepeso|imc|ob[eé]sit[eé]|surpoids|diab[eè]te\p{L}*)(?!\p{L})/iu;

/** Fuel is the good asked about: named, with a verb of buying or using it, and no car, heating or mode choice in the prompt. */
function fuelAsGood(intent: { concepts: Set<string>; text: string }): boolean {
  const cs = intent.concepts;
  if (!cs.has('fuel') || !FUEL_USE.test(intent.text)) return false;
  return !['ev', 'heat_pump', 'cars', 'heating', 'commute', 'transit', 'cycling', 'adopt', 'install', 'switch', 'solar'].some((c) => cs.has(c));
}
