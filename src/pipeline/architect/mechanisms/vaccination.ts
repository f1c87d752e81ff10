import type { SimulationEvent, VariableSpec } from '../../../domain/simulation-config.js';
import { HELPER_PREFIX, MODEL_ARITHMETIC_UNIT } from '../../../domain/model-conventions.js';
import type { Intent, Intervention } from '../reader/types.js';
import { binary, constant, coveredCostChange, GATE, logOdds, lowerName, num, pct, perStep, round, shareState, shareUnit, statedShare, taste, TASTE_CORRECTION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Vaccination uptake over a season: "how many get a flu shot if it is free", "what share of
 * nurses get vaccinated if it becomes mandatory". Each step those not yet vaccinated this
 * season get the shot with a hazard that reaches the season's usual coverage by its end;
 * cost, reminders, campaigns, incentives and mandates move the odds. Nobody is vaccinated
 * twice. Who falls ill is another question (epidemic.ts), asked when the prompt names
 * infections, cases or illness. Numbers and sources: docs/mechanisms.md "Vaccination uptake".
 */

interface Vaccine {
  test: RegExp;
  what: string;
  /** Coverage reached over a season of `seasonMonths` at today's conditions, by who is asked. */
  coverage: (pop: string) => number;
  seasonMonths: number;
  /** Typical out-of-pocket cost today, to read money amounts (assumed). */
  cost: number;
  sources: string;
  /**
   * A routine vaccine given once in childhood, not each season: most already have it, and the
   * question is how many of the rest catch up (the share already vaccinated at the start).
   */
  routineStart?: number;
}

const VACCINES: Vaccine[] = [
  {
    // "How many will get their second dose": those who had the first; most complete the series within weeks.
    test: /second dose|2nd dose|zweite[n]? dosis|segunda dosis|deuxi[èe]me dose|seconde dose/i, what: 'the second dose', seasonMonths: 6, cost: 20,
    coverage: () => 0.85,
    sources: 'assumed: about 85–90% of those who had a first dose of a two-dose series complete it, CDC 2021 (COVID-19 vaccines)',
  },
  {
    test: /flu|influenza|grippe|gripe/i, what: 'a flu shot', seasonMonths: 6, cost: 20,
    coverage: (pop) => (pop === 'seniors' ? 0.7 : pop === 'nurses' || pop === 'doctors' ? 0.78 : pop === 'children' || pop === 'pupils' ? 0.55 : 0.45),
    sources: 'CDC FluVaxView 2022–23',
  },
  {
    test: /covid|corona|booster/i, what: 'a COVID-19 booster', seasonMonths: 6, cost: 20,
    coverage: (pop) => (pop === 'seniors' ? 0.4 : pop === 'nurses' || pop === 'doctors' ? 0.35 : 0.22),
    sources: 'CDC, 2023–24 vaccine',
  },
  {
    // Measles: first-dose coverage is about 90–95% in Europe and North America (WHO/UNICEF estimates); the rest catch up slowly.
    test: /measles|\bMMR\b|masern|\bMMR-|sarampi[oó]n|triple v[ií]rica|rougeole|\bROR\b/i, what: 'the measles vaccine', seasonMonths: 12, cost: 20, routineStart: 0.9,
    coverage: () => 0.91,
    sources: 'WHO/UNICEF estimates: first-dose measles coverage is about 90–95% in Europe and North America',
  },
  // Vaccines given once in adult life or adolescence, not each season: some already have them, the rest catch up slowly.
  {
    test: /shingles|zoster|g[üu]rtelrose|herpes z[óo]ster|\bzona\b/i, what: 'the shingles vaccine', seasonMonths: 12, cost: 150, routineStart: 0.3,
    coverage: () => 0.35,
    sources: 'about a third of US adults over 50 had the shingles vaccine by 2022, CDC; fewer in Europe',
  },
  {
    test: /\bHPV\b|\bVPH\b|papilloma\p{L}*|papiloma\p{L}*/iu, what: 'the HPV vaccine', seasonMonths: 12, cost: 150, routineStart: 0.6,
    coverage: () => 0.65,
    sources: 'about 6 in 10 US adolescents were up to date with HPV vaccination in 2023, CDC; 30–80% in Europe',
  },
  {
    test: /pneumo\p{L}*|neumoc\p{L}*/iu, what: 'the pneumococcal vaccine', seasonMonths: 12, cost: 50, routineStart: 0.6,
    coverage: () => 0.65,
    sources: 'about 6 in 10 adults over 65 had a pneumococcal vaccine in the US (CDC, 2022); fewer in most of Europe',
  },
];
/** Model arithmetic: closes the season's hazard once the season is over. */
const SEASON_OVER = `${HELPER_PREFIX}season_over`;
const GENERIC: Vaccine = { test: /$^/, what: 'the vaccine', seasonMonths: 6, cost: 20, coverage: () => 0.4, sources: 'coverage of adult vaccines offered each season is typically 20–50% (assumed)' };

/** Log-odds per unit relative change of the out-of-pocket cost: free instead of $20 raises the odds by about 28% (cost-sharing studies find a few points of coverage). */
const COST_WEIGHT = -0.25;
/** Text reminders: +0.15 log-odds (Milkman et al. 2021 megastudy, pharmacy texts raised flu vaccination by about 7% relative). */
const REMINDER_WEIGHT = 0.15;
/** Vaccination offered where people are ("at the workplace", "on site", a mobile clinic): odds +50% (assumed; on-site clinics are among the measures most associated with higher uptake among employees, Nowalk et al. 2010). */
const ON_SITE_WEIGHT = Math.log(1.5);
/** Pharmacies allowed to vaccinate: odds +20% (assumed; where pharmacists may vaccinate, coverage rose by a few points, Isenor et al. 2016). */
const PHARMACY_WEIGHT = Math.log(1.2);
const PHARMACY = /pharmac|apothek|farmac/i;
const CAMPAIGN_WEIGHT = 0.1;
/** Paid time off to get it: odds ×1.3 (assumed; workers with paid sick leave are more likely to get a flu shot, Wilson et al. 2014). */
const TIME_OFF_WEIGHT = Math.log(1.3);
/** An outbreak nearby while it lasts: odds ×2 (assumed; during the 2013 Swansea measles outbreak catch-up MMR doses rose many-fold, yet coverage rose by a few points). */
const OUTBREAK_WEIGHT = Math.log(2);
/** A payment for being vaccinated (Campos-Mercade et al. 2021: about $24 raised COVID-19 uptake by 4 points). */
const INCENTIVE_WEIGHT = 0.2;
/** A mandate with exemptions: staff coverage above 90% where hospitals required it (Babcock et al. 2010: 98%). */
const MANDATE_WEIGHT = 3;
/**
 * A mandate for a routine childhood vaccine, on the odds that one not yet vaccinated catches up in a
 * year: Italy's 2017 law raised measles coverage at two years from about 87% to 93% within two years
 * (Signorelli et al. 2018), about half of the unvaccinated; ×8 takes a yearly catch-up of 10% to about 47%.
 */
const ROUTINE_MANDATE_WEIGHT = Math.log(8);
/** Seeing others vaccinated nudges a little (descriptive norms). */
const PEER_WEIGHT = 0.5;

/** Words that make illness the outcome ("how many fall ill", "cases"), not the shot. */
const ILLNESS = ['infect', 'ill', 'cases', 'epidemic', 'quarantine', 'distancing', 'mask', 'immune', 'school_closure'];
/** Words that make the vaccine a topic of talk ("share a fake vaccine story"), not a shot people get. */
const TALK = ['rumour', 'misinformation', 'post', 'social_media', 'viral', 'believe', 'bots', 'moderation', 'news', 'opinion', 'support', 'vote'];
const DISEASES = new Set(['flu', 'pandemic_flu', 'measles', 'covid', 'norovirus', 'virus', 'disease', 'pandemic']);

/**
 * A prompt about getting vaccinated, not about who falls ill: a vaccination word, no illness
 * word, and every disease named only as what the vaccine is against ("vaccinated against flu").
 */
export function asksAboutUptake(intent: Intent): boolean {
  if (!intent.concepts.has('vaccination') || [...ILLNESS, ...TALK].some((c) => intent.concepts.has(c))) return false;
  const g = intent.gloss;
  // "end up in hospital" is illness; "the hospital makes it mandatory" is who decides.
  if (g.some((x, i) => x.c === 'hospital' && (/hospitali[sz]/i.test(x.raw) || g[i - 1]?.c === 'in'))) return false;
  // Articles between do not count: "vacciner contre la grippe".
  const before = (i: number) => {
    let k = i - 1;
    while (k >= 0 && (g[k].c === 'the' || g[k].c === 'a')) k--;
    return g[k]?.c;
  };
  // "vacunarán a sus hijos contra el sarampión": a disease read with its "against" is what a vaccine is for.
  return g.every((x, i) => !DISEASES.has(x.c) || before(i) === 'vaccination' || g[i + 1]?.c === 'vaccination' || /^(?:contra|contre|gegen|against)\s/i.test(x.raw));
}

export const vaccination: Mechanism = {
  id: 'vaccination',
  name: 'Vaccination uptake over a season',
  requires: ['vaccination'],
  cues: { vaccination: 2.5, fee: 1, free: 1.5, reminder: 1, mandate: 2, campaign: 0.5 },
  // "Wie viele Apotheken bieten Impfungen an": organisations that offer vaccination are not the vaccinated.
  affinity: (intent) => (intent.populations.length > 0 && intent.populations.every((p) => p.role === 'organisation') ? -10 : asksAboutUptake(intent) ? 4 : 0),
  actors: ['adults', 'people', 'residents', 'seniors', 'nurses', 'doctors', 'employees', 'workers', 'children', 'pupils', 'students', 'patients', 'citizens', 'teachers', 'families'],
  defaultPopulation: { concept: 'adults', noun: 'adults', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 6, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const v = VACCINES.find((x) => x.test.test(ctx.intent.text)) ?? GENERIC;
    const unit = shareUnit(g.name);
    const stated = statedShare(ctx.intent.levels, ['already', 'vaccination']);
    const start = stated ?? v.routineStart ?? 0;
    const coverage = Math.max(start + 0.01, v.routineStart !== undefined ? start + (1 - start) * 0.1 : v.coverage(g.concept));
    const routine = v.routineStart !== undefined;
    const stateLabel = routine ? `Has had ${v.what}` : 'Vaccinated this season';
    const mandateWeight = routine ? ROUTINE_MANDATE_WEIGHT : MANDATE_WEIGHT;
    // The hazard that takes coverage from `start` to `coverage` over the season.
    const seasonDays = (v.seasonMonths * 365) / 12;
    const hSeason = 1 - (1 - coverage) / (1 - start);
    const h = perStep(hSeason, seasonDays, ctx.stepDays);
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    const priced = needs.has('fee') || needs.has('price') || needs.has('free') || needs.has('subsidy') || needs.has('discount');
    const variables: Record<string, VariableSpec> = {
      vaccinated: shareState(start, stateLabel, unit),
      willingness: taste('Individual willingness to be vaccinated (log-odds)'),
    };
    const weights: Record<string, number> = { willingness: 1, [`${g.id}.vaccinated`]: PEER_WEIGHT, vaccinated: -GATE };
    const add = (name: string, spec: VariableSpec, w: number) => {
      variables[name] = spec;
      weights[name] = w;
    };
    if (priced) add('cost_change', constant(0, `Out-of-pocket cost compared with today (−1 = free)`, 'relative change'), COST_WEIGHT);
    if (needs.has('reminder')) add('reminders', constant(0, 'Reminders sent', '0 = no, 1 = yes'), REMINDER_WEIGHT);
    // "if pharmacies may vaccinate": one more place to get it, a smaller step than a clinic at work.
    // Walk-in shots at the pharmacy ("sans rendez-vous") are offering it where people are, as before.
    const walkIn = ctx.interventions.some((iv) => iv.lever === 'on_site' && /appointment|rendez|termin|cita|walk-in/i.test(iv.text));
    const pharmacy = needs.has('on_site') && PHARMACY.test(ctx.intent.text) && !walkIn;
    if (needs.has('on_site')) add('on_site', constant(0, pharmacy ? 'Offered in pharmacies' : 'Offered on site', '0 = no, 1 = yes'), pharmacy ? PHARMACY_WEIGHT : ON_SITE_WEIGHT);
    if (needs.has('campaign')) add('campaign', constant(0, 'Information campaign running', '0 = no, 1 = yes'), CAMPAIGN_WEIGHT);
    if (needs.has('time_off')) add('time_off', constant(0, 'Paid time off to get it', '0 = no, 1 = yes'), TIME_OFF_WEIGHT);
    if (needs.has('outbreak_nearby')) add('outbreak_nearby', constant(0, 'Outbreak nearby', '0 = no, 1 = yes'), OUTBREAK_WEIGHT);
    // "pay $25 for each shot": a payment for being vaccinated, whatever word names it.
    const paid = needs.has('cash_transfer') || needs.has('wage');
    if (paid) add('incentive', constant(0, 'Payment for being vaccinated', '0 = no, 1 = yes'), INCENTIVE_WEIGHT);
    if (needs.has('mandate')) add('mandate', constant(0, 'Vaccination mandatory (with exemptions)', '0 = no, 1 = yes'), mandateWeight);
    // "Wie viele lassen sich in einem Jahr gegen Grippe impfen": a year holds one season; after it
    // nobody gets the season's shot (the hazard ran on to 66% by month 12, against 45% a season).
    const seasonSteps = Math.round(seasonDays / ctx.stepDays);
    const seasonEnds = !routine && v.what !== 'the second dose' && ctx.steps > seasonSteps && ctx.steps * ctx.stepDays <= 366;
    const events: SimulationEvent[] = [];
    if (seasonEnds) {
      add(SEASON_OVER, constant(0, 'Season over (model arithmetic)', MODEL_ARITHMETIC_UNIT), -GATE);
      events.push({ step: seasonSteps + 1, target: `${g.id}.${SEASON_OVER}`, op: 'add', value: 1, label: 'The season ends' });
    }
    const gets = binary(`Gets ${v.what} this ${ctx.unit}`, `Gets ${v.what} this ${ctx.unit}`, logOdds(h) - TASTE_CORRECTION - PEER_WEIGHT * (start + coverage) / 2, weights, { vaccinated: 1 });

    const expected: number[] = [];
    let a = start;
    for (let t = 0; t < ctx.steps; t++) {
      if (!seasonEnds || t < seasonSteps) a += (1 - a) * h;
      expected.push(a);
    }
    const target = (x: string) => `${g.id}.${x}`;
    const cost = (value: number, label: string): LeverSetting[] => [{ target: target('cost_change'), value: round(value, 6), neutral: 0, scale: 'relative', label }];
    const on = (name: string, iv: Intervention): LeverSetting[] | null => (name in variables ? [{ target: target(name), value: iv.change.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null);

    const assumptions = [
      routine
        ? `At the start ${pct(start)} of ${lowerName(g.name)} have had ${v.what} (${stated !== null ? 'as the prompt says' : `assumed; ${v.sources}`}); without a change a tenth of the rest catch up in a year; nobody gets it twice.`
        : `Without a change, ${pct(coverage)} of ${lowerName(g.name)} get ${v.what} over a ${v.seasonMonths}-month season (${v.sources})${start > 0 ? `, ${pct(start)} of them already at the start (as the prompt says)` : ', counted from the start of the season'}; nobody gets it twice.`,
      `Others being vaccinated nudge a little: each 10 points more coverage raise the odds by ${pct(Math.exp(PEER_WEIGHT * 0.1) - 1)}.`,
    ];
    if (seasonEnds) assumptions.push(`The season lasts ${v.seasonMonths} months; after it, nobody gets ${v.what} until the next season, after the horizon.`);
    if (priced) assumptions.push(`The out-of-pocket cost today is taken as ${num(v.cost)} (assumed); making it free raises the odds of getting ${v.what} by about ${pct(Math.exp(-COST_WEIGHT) - 1)} (cost-sharing studies find a few points of coverage).`);
    if (pharmacy) assumptions.push(`Letting pharmacies vaccinate raises the odds by ${pct(Math.exp(PHARMACY_WEIGHT) - 1)} (assumed; where pharmacists may vaccinate, coverage rose by a few points, Isenor et al. 2016).`);
    else if (needs.has('on_site')) assumptions.push(`Offering it where people are (at work, on site, a mobile clinic) raises the odds by ${pct(Math.exp(ON_SITE_WEIGHT) - 1)} (assumed; on-site clinics are among the measures most associated with higher uptake among employees, Nowalk et al. 2010).`);
    if (needs.has('reminder')) assumptions.push(`Reminders raise the odds by ${pct(Math.exp(REMINDER_WEIGHT) - 1)} (Milkman et al. 2021: text reminders raised flu vaccination by about 7%).`);
    if (needs.has('time_off')) assumptions.push(`Paid time off to get it raises the odds by ${pct(Math.exp(TIME_OFF_WEIGHT) - 1)} (assumed; workers with paid sick leave are more likely to get a flu shot, Wilson et al. 2014).`);
    if (needs.has('outbreak_nearby')) assumptions.push(`An outbreak nearby raises the odds by ${pct(Math.exp(OUTBREAK_WEIGHT) - 1)} while it lasts (assumed; during the 2013 Swansea measles outbreak catch-up doses rose many-fold, yet coverage rose by only a few points).`);
    if (needs.has('campaign')) assumptions.push(`An information campaign raises the odds by ${pct(Math.exp(CAMPAIGN_WEIGHT) - 1)} while it runs (campaigns have small effects; assumed).`);
    if (paid) assumptions.push(`A payment for being vaccinated raises the odds by ${pct(Math.exp(INCENTIVE_WEIGHT) - 1)} (Campos-Mercade et al. 2021: about $24 raised uptake by 4 points).`);
    if (needs.has('mandate'))
      assumptions.push(
        routine
          ? `A mandate with medical exemptions multiplies the odds of catching up by ${num(Math.round(Math.exp(mandateWeight)))}, about half of the unvaccinated in a year, as after Italy made childhood vaccines compulsory in 2017 (measles coverage at two years rose from about 87% to 93%, Signorelli et al. 2018).`
          : `A mandate with medical exemptions multiplies the odds by ${num(Math.round(Math.exp(MANDATE_WEIGHT)))}: coverage above 90% within a season, as where hospitals required flu shots (Babcock et al. 2010: 98%).`,
      );

    return {
      label: `Uptake of ${v.what.replace(/^an? /, '')}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name}, each deciding every ${ctx.unit} whether to get ${v.what}`, number_of_agents: g.agents, variables, actions: { gets_vaccinated: gets } }],
      ...(events.length ? { events } : {}),
      lever(iv: Intervention) {
        const c = iv.change;
        switch (iv.lever) {
          case 'free':
            return 'cost_change' in variables ? cost(c.kind === 'off' ? 0 : -1, iv.text) : null;
          case 'fee':
          case 'price':
            if (c.kind === 'relative') return cost(c.value, iv.text);
            if (c.kind === 'amount') return cost(c.by ? (c.by * c.value) / v.cost : c.value / v.cost - 1, iv.text);
            if (c.kind === 'off') return cost(-1, iv.text);
            return null;
          case 'subsidy':
          case 'discount':
            if (c.kind === 'share') return cost(round(coveredCostChange(c), 6), iv.text);
            if (c.kind === 'amount') return cost(-Math.min(1, c.value / v.cost), iv.text);
            if (c.kind === 'on') return cost(-1, iv.text);
            return null;
          case 'reminder':
            return on('reminders', iv);
          case 'on_site':
            return on('on_site', iv);
          case 'campaign':
            return on('campaign', iv);
          case 'outbreak_nearby':
            return on('outbreak_nearby', iv);
          case 'time_off':
            return on('time_off', iv);
          case 'cash_transfer':
          case 'wage':
            return on('incentive', iv);
          case 'mandate':
            return on('mandate', iv);
          // Getting vaccinated is the outcome here, not a change ("si la vaccination devient obligatoire").
          case 'vaccination':
            return [];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'gets_vaccinated', demandSign: 1 },
      outcome: { target: target('vaccinated'), label: stateLabel, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.5, expected },
      assumptions,
    };
  },
};
