import type { VariableSpec } from '../../../domain/simulation-config.js';
import { binary, constant, GATE, logOdds, pct, perStepFromYear, round, shareState, shareUnit } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Firms' abatement under a carbon price: each firm has a cost of cutting its emissions (its
 * marginal abatement cost, spread across firms); it invests in the cleaner option when its
 * investment cycle comes round, more likely the further the carbon price is above its cost.
 * Abating cuts the firm's emissions by a fixed share. Numbers and sources:
 * docs/mechanisms.md "Abatement".
 */

const COST_MEAN = 60;
const COST_SD = 40;
/** Share of firms reconsidering their technology each year (investment cycle). */
const CYCLE = 0.15;
/** Log-odds per currency unit per tonne that the price exceeds the firm's cost. */
const SLOPE = 0.04;
const CUT = 0.4;
/** Today's carbon price when a change is said relative to it with no level ("if the carbon price doubles"): about the EU ETS price in 2024–25. */
const CARBON_PRICE_TODAY = 80;

export const abatement: Mechanism = {
  id: 'abatement',
  name: "Firms' abatement under a carbon price",
  // "¿Cuántos hoteles subirán sus precios si la tasa turística se duplica?": firms and a tax name no emissions.
  requires: ['carbon_price', 'emissions', 'abate', 'carbon', 'tonne'],
  cues: { carbon_price: 5, emissions: 4, abate: 4, carbon: 2, tonne: 1, firms: 1.5, tax: 0.5 },
  actors: ['firms', 'farms', 'farmers', 'households', 'landowners'],
  defaultPopulation: { concept: 'firms', noun: 'firms', count: 500 },
  coarsestStep: 'year',
  defaultHorizon: { n: 10, unit: 'year' },
  build(ctx) {
    const g = ctx.groups[0];
    const unit = shareUnit(g.name);
    const currency = ctx.interventions.map((iv) => (iv.change.kind === 'amount' ? iv.change.currency : null)).find((c) => c) ?? 'USD';
    // Today's price: the level a change starts from ("from 80 to 160"), or a typical one when only a relative change is said.
    const priceIvs = ctx.interventions.filter((iv) => iv.lever === 'carbon_price');
    const stated = priceIvs.map((iv) => (iv.change.kind === 'amount' ? iv.change.from : undefined)).find((x) => x !== undefined);
    const relativeOnly = priceIvs.some((iv) => iv.change.kind === 'relative' || iv.change.kind === 'points');
    const today = stated ?? (relativeOnly ? CARBON_PRICE_TODAY : 0);
    const variables: Record<string, VariableSpec> = {
      has_abated: shareState(0, 'Has invested in cleaner production', unit),
      emissions: { type: 'initial_value', value: 100, bounds: { min: 0 }, label: "Emissions (% of today's)", unit: "% of today's" },
      abatement_cost: { type: 'normal', mean: COST_MEAN, std: COST_SD, bounds: { min: 0 }, label: `Cost of cutting emissions (${currency} per tonne)`, unit: `${currency} per tonne` },
      carbon_price: constant(today, `Carbon price (${currency} per tonne)`, `${currency} per tonne`),
      clean_subsidy: constant(0, `Subsidy for cleaner production (${currency} per tonne avoided)`, `${currency} per tonne`),
    };
    const cycle = perStepFromYear(CYCLE, ctx.stepDays);
    const actions = {
      abates: binary(
        `Invests in cleaner production this ${ctx.unit}`,
        `Invests in cleaner production this ${ctx.unit}`,
        logOdds(cycle),
        { carbon_price: SLOPE, clean_subsidy: SLOPE, abatement_cost: -SLOPE, has_abated: -GATE },
        { has_abated: 1, emissions: -CUT * 100 },
      ),
    };
    const target = (v: string) => `${g.id}.${v}`;
    const expected: number[] = [];
    {
      // Mean over the cost distribution at a zero price, by a coarse quadrature.
      let e = 1;
      const shares = [-2, -1, 0, 1, 2].map((z) => ({ z, w: [0.054, 0.244, 0.403, 0.244, 0.054][z + 2], left: 1 }));
      for (let t = 0; t < ctx.steps; t++) {
        let abated = 0;
        for (const s of shares) {
          const cost = Math.max(0, COST_MEAN + s.z * COST_SD);
          const h = 1 / (1 + Math.exp(-(logOdds(cycle) - SLOPE * cost)));
          const now = s.left * h;
          s.left -= now;
          abated += s.w * (1 - s.left);
        }
        e = 100 * (1 - CUT * abated);
        expected.push(e);
      }
    }
    return {
      label: 'Emissions under a carbon price',
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to invest in cleaner production`, number_of_agents: g.agents, variables, actions }],
      lever(iv): LeverSetting[] | null {
        const c = iv.change;
        switch (iv.lever) {
          case 'carbon_price':
            // A level replaces today's price: the arm adds the difference.
            if (c.kind === 'amount' && c.by) return [{ target: target('carbon_price'), value: today + c.by * c.value, neutral: today, scale: 'level', label: iv.text }];
            if (c.kind === 'amount' || c.kind === 'count') return [{ target: target('carbon_price'), value: c.value, neutral: today, scale: 'level', label: iv.text }];
            if (c.kind === 'relative') return [{ target: target('carbon_price'), value: round(today * (1 + c.value), 4), neutral: today, scale: 'level', label: iv.text }];
            if (c.kind === 'on') return [{ target: target('carbon_price'), value: Math.max(50, today), neutral: today, scale: 'level', label: iv.text }];
            if (c.kind === 'off') return [{ target: target('carbon_price'), value: 0, neutral: today, scale: 'level', label: iv.text }];
            return null;
          case 'subsidy':
            if (c.kind === 'amount') return [{ target: target('clean_subsidy'), value: c.value, neutral: 0, scale: 'level', label: iv.text }];
            if (c.kind === 'share') return [{ target: target('clean_subsidy'), value: round(c.value * COST_MEAN, 4), neutral: round((c.from ?? 0) * COST_MEAN, 4), scale: 'level', label: iv.text }];
            return [{ target: target('clean_subsidy'), value: 20, neutral: 0, scale: 'level', label: iv.text }];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'abates', demandSign: 1 },
      outcome: { target: target('emissions'), label: "Emissions (% of today's)", share: false, countTarget: target('has_abated'), defaultKind: 'level_at_end', direction: 'below', threshold: 80, expected },
      assumptions: [
        `Each firm's cost of cutting emissions averages ${COST_MEAN} ${currency} per tonne with a spread of ${COST_SD} (most industrial options on abatement cost curves lie between 0 and 150 per tonne; McKinsey 2009, IPCC AR6 WG3); currencies are taken at par.`,
        `About ${pct(CYCLE)} of firms reconsider their technology each year; a firm whose cost equals the carbon price invests at that pace, ${pct(Math.exp(SLOPE * 25) - 1)} likelier for each 25 per tonne the price is above its cost, and investing cuts its emissions by ${pct(CUT)}.`,
        'Firms are of equal size, so mean emissions (% of today\'s) are total emissions relative to today; output does not change.',
        ...(ctx.interventions.some((iv) => iv.lever === 'carbon_price' && iv.change.kind === 'on') ? ['A carbon price without a stated level is set at 50 per tonne.'] : []),
        ...(today > 0 ? [stated !== undefined ? `The carbon price today is ${today} per tonne, as the prompt says; the status quo keeps it.` : `The carbon price today is taken as ${CARBON_PRICE_TODAY} per tonne (assumed: about the EU ETS price in 2024–25); the status quo keeps it.`] : []),
      ],
    };
  },
};
