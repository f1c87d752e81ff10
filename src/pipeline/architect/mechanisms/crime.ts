import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, lowerName, num, pct, perStepFromYear, round } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Crime and what prevents it: "how many burglaries will there be in a city of 300,000 if police
 * patrols are doubled", "wie viele Einbrüche, wenn die Straßenbeleuchtung verbessert wird". Each
 * member (a household, or a resident) is a victim in a step with a small hazard, the offence's
 * yearly rate; every offence is counted, so repeat victims count again. Measures act on the
 * hazard with effects from the evaluation literature: police numbers through an elasticity
 * (Chalfin & McCrary 2018), street lighting, CCTV and neighbourhood watch through the crime
 * reductions of their meta-analyses. Numbers and sources: docs/mechanisms.md "Crime".
 */

interface Offence {
  test: RegExp;
  /** Title core and the state's label, in English (the phrasebook translates them). */
  title: string;
  label: string;
  /** One offence, for the action's label ("Suffers a burglary this month"). */
  one: string;
  /** What is counted, in the plural ("burglaries"), for the notes. */
  what: string;
  /** Offences a year per household (household crimes) or per person (personal crimes). */
  rate: number;
  perHousehold: boolean;
  /** Elasticity of the offence with respect to police numbers. */
  police: number;
  sources: string;
}

/** Police elasticities: violent crime −0.34, property crime −0.17 (Chalfin & McCrary 2018, US cities). */
const PROPERTY = -0.17;
const VIOLENT = -0.34;

const OFFENCES: Offence[] = [
  {
    test: /burgl|break-?ins?|housebreak|einbr[üu]ch|einbruchs?diebst|robos? en (?:viviendas?|casas?|domicilios?)|allanamientos?|cambriol/i,
    title: 'Burglaries', label: 'Burglaries', one: 'a burglary', what: 'burglaries', rate: 0.02, perHousehold: true, police: PROPERTY,
    sources: 'assumed; crime surveys in England and Wales and the US report about 1.5–2.5 per 100 households',
  },
  {
    test: /car thefts?|vehicle thefts?|cars? stolen|stolen cars?|autodiebst|kfz-diebst|robos? de (?:coches|veh[íi]culos)|vols? de (?:voitures?|v[ée]hicules?)/i,
    title: 'Vehicle thefts', label: 'Vehicle thefts', one: 'a vehicle theft', what: 'vehicle thefts', rate: 0.005, perHousehold: true, police: PROPERTY,
    sources: 'assumed; about 0.3–0.7 per 100 households in recent crime surveys',
  },
  {
    test: /bike thefts?|bicycle thefts?|bikes? stolen|stolen bikes?|fahrraddiebst|robos? de bicicletas|vols? de v[ée]los?/i,
    title: 'Bike thefts', label: 'Bike thefts', one: 'a bike theft', what: 'bike thefts', rate: 0.02, perHousehold: true, police: PROPERTY,
    sources: 'assumed; about 2 per 100 households, more among those who own bikes',
  },
  {
    test: /violen|assaults?|gewalt|k[öo]rperverletz|agresion|agression/i,
    title: 'Violent crime', label: 'Violent crimes', one: 'a violent crime', what: 'violent crimes', rate: 0.02, perHousehold: false, police: VIOLENT,
    sources: 'assumed; crime surveys report about 1–3 victims of violence per 100 adults a year',
  },
];
/** Crime of every kind, as the police record it (Germany about 7 offences per 100 people a year, England and Wales about 10). */
const ALL: Offence = {
  test: /./, title: 'Crime', label: 'Crimes', one: 'a crime', what: 'crimes', rate: 0.07, perHousehold: false, police: (PROPERTY + VIOLENT) / 2,
  sources: 'assumed; police-recorded crime is about 7 offences per 100 people a year in Germany and about 10 in England and Wales',
};

/** People per household, to read a household crime against residents (assumed; EU average about 2.2). */
const HOUSEHOLD_SIZE = 2.2;
/** Police officers per 1,000 residents, to read "100 more officers" against a force (assumed; EU average about 3.3). */
const OFFICERS_PER_1000 = 3.3;
/** Patrols brought in where there were none named ("if we introduce foot patrols"): hot spots policing (Braga et al. 2019: small but real falls). */
const PATROLS_ON = Math.log(0.85);
/** Improved street lighting: −21% crime (Welsh & Farrington 2008, 13 studies). */
const LIGHTING = Math.log(0.79);
/** CCTV: −13% crime (Piza, Welsh, Farrington & Thomas 2019, 76 studies; more in car parks). */
const CCTV = Math.log(0.87);
/** Neighbourhood watch: −16% crime (Bennett, Holloway & Farrington 2006). */
const WATCH = Math.log(0.84);
/** Lights dimmed or switched off at night: no change in crime found (Steinbach et al. 2015, 62 English areas). */
const LIGHTS_OFF = 0;

const MEASURES: Record<string, { on: number; label: string }> = {
  street_lighting: { on: LIGHTING, label: 'Better street lighting' },
  cctv: { on: CCTV, label: 'CCTV in place' },
  neighbourhood_watch: { on: WATCH, label: 'Neighbourhood watch running' },
};

export const crime: Mechanism = {
  id: 'crime',
  name: 'Crime and prevention',
  requires: ['crime', 'burglary'],
  cues: { crime: 5, burglary: 5, police: 2, cctv: 2, street_lighting: 2, neighbourhood_watch: 2 },
  actors: ['households', 'residents', 'people', 'citizens', 'adults'],
  defaultPopulation: { concept: 'residents', noun: 'residents', count: 100_000 },
  defaultPopulationFor: (intent) => (offenceOf(intent.text).perHousehold ? { concept: 'households', noun: 'households', count: 10_000 } : undefined),
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const o = offenceOf(ctx.intent.text);
    // A household crime counted among residents: each resident stands for a share of a household.
    const households = g.concept === 'households';
    const rate = o.perHousehold && !households ? o.rate / HOUSEHOLD_SIZE : o.rate;
    const h = perStepFromYear(rate, ctx.stepDays);
    const variables: Record<string, VariableSpec> = {
      offences: { type: 'initial_value', value: 0, label: o.label, unit: o.what },
      police_change: constant(0, 'Police numbers compared with today', 'relative change'),
    };
    const weights: Record<string, number> = { police_change: o.police };
    const notes = [
      `About ${num(round(rate * 100, 2))} ${o.what} a year per 100 ${lowerName(g.name)} today (${o.sources}); each is counted, so a repeat victim counts again.`,
    ];
    if (o.perHousehold && !households) notes.push(`${o.title} are crimes against households: read per resident, with ${num(HOUSEHOLD_SIZE)} people in a household (assumed).`);
    for (const [lever, m] of Object.entries(MEASURES)) {
      if (!ctx.interventions.some((iv) => iv.lever === lever)) continue;
      variables[`${lever}_in_force`] = constant(0, m.label, '0 = no, 1 = yes');
      weights[`${lever}_in_force`] = 1;
    }
    if (ctx.interventions.some((iv) => iv.lever === 'police' || iv.lever === 'hire')) {
      notes.push(`Police numbers act through an elasticity of ${String(o.police).replace('-', '−')}: 10% more police, about ${pct(1 - 1.1 ** o.police, 1)} fewer ${o.what} (Chalfin & McCrary 2018: −0.34 for violent, −0.17 for property crime); patrols brought in with no size cut crime by ${pct(1 - Math.exp(PATROLS_ON))} (assumed, hot spots policing, Braga et al. 2019).`);
    }
    if (ctx.interventions.some((iv) => (iv.lever === 'police' || iv.lever === 'hire') && iv.change.kind === 'count')) notes.push(`Officers added are read against a force of ${num(OFFICERS_PER_1000)} per 1,000 residents (assumed; the EU average).`);
    if (ctx.interventions.some((iv) => iv.lever === 'street_lighting')) notes.push(`Better street lighting cuts crime by about ${pct(1 - Math.exp(LIGHTING))} (Welsh & Farrington 2008); lights dimmed or switched off at night changed nothing measurable (Steinbach et al. 2015).`);
    if (ctx.interventions.some((iv) => iv.lever === 'cctv')) notes.push(`CCTV cuts crime by about ${pct(1 - Math.exp(CCTV))} where it is installed, more in car parks (Piza, Welsh, Farrington & Thomas 2019).`);
    if (ctx.interventions.some((iv) => iv.lever === 'neighbourhood_watch')) notes.push(`Neighbourhood watch cuts crime by about ${pct(1 - Math.exp(WATCH))} (Bennett, Holloway & Farrington 2006).`);
    // Each step a member suffers an offence with hazard h (log-odds moved by the measures).
    const actions = { suffers: binary(`Suffers an offence this ${ctx.unit}`, `Suffers ${o.one} this ${ctx.unit}`, round(Math.log(h / (1 - h)), 4), weights, { offences: 1 }) };
    const expected: number[] = [];
    for (let t = 0; t < ctx.steps; t++) expected.push((t + 1) * h);
    const target = (v: string) => `${g.id}.${v}`;
    // "si se contratan 100 policías más", "if 200 more police officers are hired": officers hired are the police count.
    const policeHired = ctx.interventions.some((iv) => iv.lever === 'hire' && ['count', 'relative', 'share'].includes(iv.change.kind)) && (ctx.interventions.some((iv) => iv.lever === 'police') || ctx.intent.concepts.has('officers') || ctx.intent.concepts.has('hire') && /polic|officer|gendarm|polizist|agentes/i.test(ctx.intent.text));
    /** Officers added (or cut), against the force a place of this size has. */
    const policeCount = (iv: Intervention, n: number): LeverSetting[] => {
      const residents = households ? g.people * HOUSEHOLD_SIZE : g.people;
      const rise = n / ((OFFICERS_PER_1000 * residents) / 1000);
      return [{ target: target('police_change'), value: round(Math.log(Math.max(0.1, 1 + (statedCut(iv) ? -rise : rise))), 6), neutral: 0, scale: 'level', label: iv.text }];
    };
    return {
      label: o.title,
      groups: [{ id: g.id, name: g.name, description: `${g.name}, each exposed to ${o.what} every ${ctx.unit}`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        // "si se contratan 100 policías más", "if 200 more officers are hired": the hire is the police count.
        if (iv.lever === 'hire' && c.kind === 'count' && policeHired) return policeCount(iv, c.value);
        // "if the number of police officers rises by 15%": the force itself, by that share.
        if (iv.lever === 'hire' && (c.kind === 'relative' || c.kind === 'share') && policeHired) return [{ target: target('police_change'), value: round(Math.log(Math.max(0.1, c.kind === 'relative' ? 1 + c.value : c.value)), 6), neutral: 0, scale: 'level', label: iv.text }];
        // The police named beside that hire are the same change, counted once (a setting of no effect keeps their words in the option's name).
        if (iv.lever === 'police' && policeHired && c.kind === 'on') return [{ target: target('police_change'), value: 0, neutral: 0, scale: 'level', label: iv.text }];
        if (iv.lever === 'police') {
          // "if police patrols are doubled": an elasticity on the change in numbers.
          if (c.kind === 'relative') return [{ target: target('police_change'), value: round(Math.log(Math.max(0.1, 1 + c.value)), 6), neutral: 0, scale: 'level', label: iv.text }];
          if (c.kind === 'share') return [{ target: target('police_change'), value: round(Math.log(Math.max(0.1, c.value)), 6), neutral: 0, scale: 'level', label: iv.text }];
          // "100 more police officers": against the force a place of this size has.
          if (c.kind === 'count') return policeCount(iv, c.value);
          // "if we introduce foot patrols": patrols where there were none named.
          if (c.kind === 'on') return [{ target: target('police_change'), value: round(PATROLS_ON / o.police, 6), neutral: 0, scale: 'level', label: iv.text }];
          if (c.kind === 'off') return [{ target: target('police_change'), value: round(-PATROLS_ON / o.police, 6), neutral: 0, scale: 'level', label: iv.text }];
          return null;
        }
        const m = MEASURES[iv.lever];
        if (m) {
          // Street lights switched off at night: no change in crime was found.
          if (iv.lever === 'street_lighting' && (c.kind === 'off' || statedCut(iv))) return [{ target: target(`${iv.lever}_in_force`), value: LIGHTS_OFF, neutral: 0, scale: 'level', label: iv.text }];
          return [{ target: target(`${iv.lever}_in_force`), value: c.kind === 'off' ? round(-m.on, 6) : round(m.on, 6), neutral: 0, scale: 'level', label: iv.text }];
        }
        return null;
      },
      fallback: { group: g.id, action: 'suffers', demandSign: -1 },
      outcome: { target: target('offences'), label: o.label, share: true, countTarget: target('offences'), defaultKind: 'level_at_end', direction: 'below', expected },
      assumptions: notes,
    };
  },
};

/** The offence the prompt names; crime of every kind when it names none. */
function offenceOf(text: string): Offence {
  return OFFENCES.find((o) => o.test.test(text)) ?? ALL;
}

/** "if the number of officers is cut by 100", "fewer lights": a stated cut. */
function statedCut(iv: Intervention): boolean {
  return /\b(cut|fewer|less|reduc|remov|switch(?:es|ed)? off|turn(?:s|ed)? off|dimm|weniger|abgebaut|gestrichen|abgeschaltet|ausgeschaltet|menos|recort|apag|moins|supprim|[ée]teint)/i.test(iv.text);
}
