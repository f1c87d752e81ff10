import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, lowerName, num, pct, perStepFromYear, round } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Road casualties under speed limits and speed cameras: "how many road deaths will there be among
 * 500,000 residents if the speed limit in town is cut to 30 km/h?". Each resident is a casualty in
 * a step with the yearly rate of the outcome asked (deaths, serious injuries, or injury crashes);
 * every casualty is counted. A lower limit lowers mean speeds by a part of its change, and
 * casualties follow the power model (Nilsson 2004; Elvik 2009): deaths with the fourth power of
 * mean speed, serious injuries the third, injury crashes the second. Speed cameras cut casualties
 * near them (Wilson et al. 2010). Numbers and sources: docs/mechanisms.md "Road safety".
 */

interface Outcome {
  test: RegExp;
  title: string;
  label: string;
  what: string;
  /** What happens to a casualty, for the action's label ("Is killed on the roads this month"). */
  happens: string;
  /** Per resident and year. */
  rate: number;
  /** Power of the mean speed ratio. */
  power: number;
  /** Log-multiplier of speed cameras. */
  cameras: number;
  sources: string;
}

const OUTCOMES: Outcome[] = [
  {
    test: /death|fatalit|killed|\btote\b|verkehrstot|\bget[öo]tete?\b|muert|fallecid|v[ií]ctimas mortales|\bmorts?\b|tu[ée]s/i,
    title: 'Road deaths', label: 'Road deaths', happens: 'Is killed on the roads', what: 'road deaths', rate: 0.00005, power: 4, cameras: Math.log(0.7),
    sources: 'assumed; about 4.5 per 100,000 people a year in the EU in 2023',
  },
  {
    test: /serious(?:ly)?\s+(?:road\s+|traffic\s+)?injur|schwerverletz|schwer verletz|heridos graves|bless[ée]s graves/i,
    title: 'Serious road injuries', label: 'Serious road injuries', happens: 'Is seriously injured on the roads', what: 'serious road injuries', rate: 0.0003, power: 3, cameras: Math.log(0.7),
    sources: 'assumed; about 25–35 per 100,000 people a year in EU countries',
  },
];
const CRASHES: Outcome = {
  test: /./, title: 'Road injury crashes', label: 'Road injury crashes', happens: 'Is hurt in a road crash', what: 'road injury crashes', rate: 0.0035, power: 2, cameras: Math.log(0.8),
  sources: 'assumed; police-recorded crashes with injuries are about 350 per 100,000 people a year in Germany',
};

/** Share of a change in the limit that mean speeds follow (assumed; speeds fall by a fraction of the limit's cut, more with enforcement and road changes). */
const SPEED_FOLLOWS = 0.3;
/** Limits said in miles per hour. */
const MPH = /\bmph\b|miles/i;

/** Today's limit when the prompt names only the new one: the usual limit above it. */
function limitToday(next: number, mph: boolean): number {
  if (mph) return next <= 25 ? 30 : next <= 40 ? 50 : 70;
  if (next <= 40) return 50;
  if (next <= 70) return 80;
  if (next <= 100) return next < 90 ? 90 : 100;
  return 130;
}

export const roadSafety: Mechanism = {
  id: 'road_safety',
  name: 'Road casualties under speed limits and cameras',
  requires: ['road_safety'],
  cues: { road_safety: 5, speed_limit: 2, speed_camera: 2, traffic: 1 },
  actors: ['residents', 'people', 'drivers', 'citizens', 'adults'],
  defaultPopulation: { concept: 'residents', noun: 'residents', count: 100_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const o = OUTCOMES.find((x) => x.test.test(ctx.intent.text)) ?? CRASHES;
    const h = perStepFromYear(o.rate, ctx.stepDays);
    const variables: Record<string, VariableSpec> = {
      casualties: { type: 'initial_value', value: 0, label: o.label, unit: o.what },
      speed_change: constant(0, 'Mean speed compared with today (log)', 'log-ratio'),
    };
    const weights: Record<string, number> = { speed_change: o.power };
    const notes = [
      `About ${num(round(o.rate * 100_000, 1))} ${o.what} a year per 100,000 ${lowerName(g.name)} today (${o.sources}); each is counted.`,
    ];
    if (ctx.interventions.some((iv) => iv.lever === 'speed_limit')) {
      notes.push(`A lower limit lowers mean speeds by ${pct(SPEED_FOLLOWS)} of its change (assumed); ${o.what} follow the ${o.power === 4 ? 'fourth' : o.power === 3 ? 'third' : 'second'} power of mean speed (the power model, Nilsson 2004; Elvik 2009). Today's limit, when not given, is the usual one above the new limit.`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'speed_camera')) {
      variables.cameras_in_force = constant(0, 'Speed cameras in place', '0 = no, 1 = yes');
      weights.cameras_in_force = 1;
      notes.push(`Speed cameras cut ${o.what} by about ${pct(1 - Math.exp(o.cameras))} (assumed, within the Cochrane review's 8–49% fewer injury crashes and 11–44% fewer deaths and serious injuries near cameras, Wilson et al. 2010).`);
    }
    const actions = { casualty: binary(`A road casualty this ${ctx.unit}`, `${o.happens} this ${ctx.unit}`, round(Math.log(h / (1 - h)), 4), weights, { casualties: 1 }) };
    const expected: number[] = [];
    for (let t = 0; t < ctx.steps; t++) expected.push((t + 1) * h);
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: o.title,
      groups: [{ id: g.id, name: g.name, description: `${g.name}, each exposed to ${o.what} every ${ctx.unit}`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        if (iv.lever === 'speed_limit') {
          const mph = MPH.test(iv.text);
          let next: number | null = null;
          let from: number | null = null;
          if ((c.kind === 'count' || c.kind === 'amount') && c.value > 5 && c.value < 200) {
            next = c.value;
            from = c.kind === 'amount' && c.from !== undefined ? c.from : limitToday(next, mph);
          } else if (c.kind === 'relative') {
            // "the speed limit is cut by 20%".
            return [{ target: target('speed_change'), value: round(Math.log(1 + SPEED_FOLLOWS * c.value), 6), neutral: 0, scale: 'level', label: iv.text }];
          } else if (c.kind === 'on') {
            // "if 30 km/h zones are introduced": from 50 to 30 (or 30 to 20 mph).
            next = mph ? 20 : 30;
            from = mph ? 30 : 50;
          }
          if (next === null || from === null || from <= 0) return null;
          const ratio = 1 + SPEED_FOLLOWS * (next / from - 1);
          return [{ target: target('speed_change'), value: round(Math.log(ratio), 6), neutral: 0, scale: 'level', label: iv.text }];
        }
        if (iv.lever === 'speed_camera') return [{ target: target('cameras_in_force'), value: c.kind === 'off' ? round(-o.cameras, 6) : round(o.cameras, 6), neutral: 0, scale: 'level', label: iv.text }];
        return null;
      },
      fallback: { group: g.id, action: 'casualty', demandSign: -1 },
      outcome: { target: target('casualties'), label: o.label, share: true, countTarget: target('casualties'), defaultKind: 'level_at_end', direction: 'below', expected },
      assumptions: notes,
    };
  },
};
