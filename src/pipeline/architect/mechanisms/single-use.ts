import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, clamp, constant, GATE, logOdds, lowerName, num, pct, perStep, round, shareState, shareUnit, statedShare, taste, TASTE_CORRECTION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Single-use items under charges and bans: the share of shoppers who still take single-use
 * carrier bags (or disposable cups). A small charge works far beyond its price (a visible
 * loss, a new norm): each step users switch to reusables with a hazard the charge raises,
 * and a few switch back (as many with a charge as without: the evidence shows use staying low
 * for bags and a plateau for cups, which this gives); a ban takes the item off the counter.
 * Numbers and sources: docs/mechanisms.md "Single-use items".
 */

interface Item {
  test: RegExp;
  /** "single-use bags", for labels. */
  what: string;
  /** Share taking the item at today's conditions. */
  start: number;
  /** Log-odds a charge of `reference` adds to switching away, and per doubling of it. */
  chargeWeight: number;
  reference: number;
  /** A charge without a size (assumed). */
  typical: number;
  sources: string;
}

const ITEMS: Item[] = [
  {
    test: /cup|becher|vaso|gobelet/i, what: 'disposable cups', start: 0.95, chargeWeight: 2.3, reference: 0.25, typical: 0.25,
    sources: 'a 25p charge raised reusable cups from 5% to 17% within weeks, Poortinga & Whitaker 2018',
  },
];
const BAGS: Item = {
  test: /$^/, what: 'single-use bags', start: 0.8, chargeWeight: 4.4, reference: 0.05, typical: 0.1,
  sources: "England's 5p charge: −85% in a year, DEFRA 2016; Ireland's levy: −90%, Convery et al. 2007",
};

/** Switching away each month without a change, and back among those who switched. */
const DRIFT_MONTHLY = 0.002;
const RELAPSE_MONTHLY = 0.01;
/** Log-odds per doubling of the charge beyond the reference: larger charges add less and less. */
const PER_DOUBLING = 0.5;
/** A ban: the item is gone from the counter within a month or two. */
const BAN_WEIGHT = 8;

/** Log-odds a bonus for bringing a reusable adds to switching: small, as losses weigh more than gains (Homonoff 2018). */
const BONUS_WEIGHT = 0.1;
const BONUS_WORDS = /(?<!\p{L})(?:discount|bonus|reward|credit|rabatt|bonus|descuento|bonificaci[óo]n|r[ée]duction|remise)(?!\p{L})/iu;

export const singleUse: Mechanism = {
  id: 'single_use',
  name: 'Single-use items under charges and bans',
  requires: ['single_use', 'reusable'],
  cues: { single_use: 5, reusable: 3, fee: 1, ban: 1, tax: 0.5, price: 0.5, use: 0.5 },
  actors: ['customers', 'households', 'people', 'residents', 'citizens', 'students', 'users'],
  defaultPopulation: { concept: 'customers', noun: 'shoppers', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const item = ITEMS.find((x) => x.test.test(ctx.intent.text)) ?? BAGS;
    const unit = shareUnit(g.name);
    const stated = statedShare(ctx.intent.levels, ['single_use', 'use', 'already']);
    const start = stated ?? item.start;
    const month = 365 / 12;
    const drift = perStep(DRIFT_MONTHLY, month, ctx.stepDays);
    const relapse = perStep(RELAPSE_MONTHLY, month, ctx.stepDays);
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    // "a 10 cent discount per bag" for bringing one's own: a bonus, not a charge on the throwaway one (Homonoff 2018).
    const bonus = (iv: Intervention) => ['fee', 'price', 'tax'].includes(iv.lever) && ((iv.change.kind === 'amount' && iv.change.by === -1) || BONUS_WORDS.test(iv.text));
    const bonused = ctx.interventions.some(bonus);
    const charged = ctx.interventions.some((iv) => ['fee', 'price', 'tax'].includes(iv.lever) && !bonus(iv));
    // "What share bring their own bags?": those who switched to reusables, the complement.
    const reusables = ctx.intent.concepts.has('reusable');
    const reuseLabel = item === BAGS ? 'Brings own bags' : 'Uses a reusable cup';
    const variables: Record<string, VariableSpec> = {
      uses_single_use: shareState(start, `Takes ${item.what}`, unit),

      habit: taste('Individual habit (log-odds)'),
    };
    const away: Record<string, number> = { habit: -1, uses_single_use: GATE };
    const back: Record<string, number> = { habit: 1, uses_single_use: -GATE };
    if (charged) {
      variables.charge_in_force = constant(0, `Charge on ${item.what} in force`, '0 = no, 1 = yes');
      variables.charge_size = constant(0, `Charge compared with ${num(item.reference)} (log2 of the ratio)`, 'doublings');
      away.charge_in_force = item.chargeWeight;
      away.charge_size = PER_DOUBLING;
    }
    if (bonused) {
      variables.bonus_in_force = constant(0, 'Bonus for bringing a reusable in force', '0 = no, 1 = yes');
      away.bonus_in_force = BONUS_WEIGHT;
    }
    if (needs.has('ban')) {
      variables.ban = constant(0, `Ban on ${item.what}`, '0 = no, 1 = yes');
      away.ban = BAN_WEIGHT;
      // Nobody goes back to what is no longer handed out.
      back.ban = -BAN_WEIGHT;
    }
    // A 0/1 state gated both ways: users switch away, those who switched may come back.
    const switchesAway = binary(`Switches to reusables this ${ctx.unit}`, `Switches to reusables this ${ctx.unit}`, logOdds(drift) - TASTE_CORRECTION - GATE, away, { uses_single_use: -1 });
    const comesBack = binary(`Goes back to ${item.what} this ${ctx.unit}`, `Goes back to ${item.what} this ${ctx.unit}`, logOdds(relapse) - TASTE_CORRECTION, back, { uses_single_use: 1 });
    // Those not taking the item use reusables: the complement, agent by agent (as of the step's start).
    // A yes/no "action" that is certain either way (gates of ±50): the share of those not taking the item.
    const usesReusable: ActionSpec = binary(reuseLabel, reuseLabel, GATE, { uses_single_use: -2 * GATE }, {}, 'share of members');

    const expected: number[] = [];
    let a = start;
    for (let t = 0; t < ctx.steps; t++) {
      a += (1 - a) * relapse - a * drift;
      expected.push(a);
    }
    const target = (v: string) => `${g.id}.${v}`;
    const charge = (amount: number, label: string): LeverSetting[] => [
      { target: target('charge_in_force'), value: 1, neutral: 0, scale: 'level', label },
      { target: target('charge_size'), value: round(clamp(Math.log2(amount / item.reference), -2, 3), 6), neutral: 0, scale: 'level', label },
    ];
    const assumptions = [
      `${pct(start)} of ${lowerName(g.name)} take ${item.what} at today's conditions${stated !== null ? ' (as the prompt says)' : ' (assumed)'}; without a change ${pct(DRIFT_MONTHLY, 1)} a month switch to reusables and ${pct(RELAPSE_MONTHLY)} of those who did go back.`,
    ];
    if (charged) {
      assumptions.push(`A charge of ${num(item.reference)} per item multiplies the odds of switching to reusables by about ${num(Math.round(Math.exp(item.chargeWeight)))} (${item.sources}); each doubling of the charge adds ${pct(Math.exp(PER_DOUBLING) - 1)}.`);
      if (ctx.interventions.some((iv) => ['fee', 'price', 'tax'].includes(iv.lever) && iv.change.kind !== 'amount')) assumptions.push(`A charge without a size is taken as ${num(item.typical)} per item.`);
    }
    if (bonused) assumptions.push(`A bonus for bringing a reusable does far less than a charge on ${item.what}: a 5-cent bonus barely moved bag use where a 5-cent tax cut it by about 40 points (Homonoff 2018); it is taken to raise the odds of switching by ${pct(Math.exp(BONUS_WEIGHT) - 1)}.`);
    if (needs.has('ban')) assumptions.push(`A ban takes ${item.what} off the counter: nearly all users switch within a month or two.`);
    return {
      label: `Use of ${item.what}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name}, each deciding every ${ctx.unit} whether to keep taking ${item.what}`, number_of_agents: g.agents, variables, actions: { switches_to_reusables: switchesAway, goes_back: comesBack, ...(reusables ? { uses_reusable: usesReusable } : {}) } }],
      lever(iv: Intervention) {
        const c = iv.change;
        switch (iv.lever) {
          case 'fee':
          case 'price':
          case 'tax':
            if (bonus(iv)) return [{ target: target('bonus_in_force'), value: 1, neutral: 0, scale: 'level', label: iv.text }];
            if (!charged) return null;
            if (c.kind === 'amount') return charge(c.value, iv.text);
            if (c.kind === 'on') return charge(item.typical, iv.text);
            if (c.kind === 'relative' && c.value > 0) return charge(item.typical * (1 + c.value), iv.text);
            return null;
          case 'ban':
            return [{ target: target('ban'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'switches_to_reusables', demandSign: 1 },
      outcome: reusables
        ? { target: target('uses_reusable'), label: reuseLabel, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.5, expected: expected.map((x) => 1 - x) }
        : { target: target('uses_single_use'), label: `Takes ${item.what}`, share: true, defaultKind: 'level_at_end', direction: 'below', threshold: start / 2, expected },
      assumptions,
    };
  },
};
