import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import { binary, constant, logOdds, lowerName, pct, piecewise, round, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/**
 * Common-pool resources with quotas (a fishery, a pasture, a forest, an aquifer): the
 * resource regrows logistically, r·B·(1 − B), B its share of the untouched level; every user
 * decides each step whether to harvest, more often when the resource is rich; open access
 * takes more than the resource regrows at the start, so it declines; a quota caps the total
 * harvest. Every user holds the same copy of the resource level, updated from the group's
 * harvest. Numbers and sources: docs/mechanisms.md "Commons".
 */

interface Resource {
  test: string[];
  what: string;
  label: string;
  /** Intrinsic growth rate per year (logistic), or the share of what is missing regained a year (recharge). */
  r: number;
  sources: string;
  /**
   * How it renews: logistic growth r·B·(1 − B) (fish, grass, trees), or recharge r·(1 − B): an
   * aquifer regains a share of what it lacks, fastest when low, as outflow to springs and rivers
   * grows with its level.
   */
  renews: 'logistic' | 'recharge';
  /** Who takes from it when the prompt names nobody. */
  users?: { concept: string; noun: string; count: number };
}

const RESOURCES: Resource[] = [
  { test: ['fishery', 'fish', 'catch', 'boats', 'fishers'], what: 'the fish stock', label: 'Fish stock (% of its unfished level)', r: 0.4, renews: 'logistic', sources: 'Schaefer surplus production; intrinsic growth 0.2–0.6 a year for medium-resilience stocks (FishBase)' },
  { test: ['herders'], what: 'the pasture', label: 'Pasture (% of its ungrazed level)', r: 0.8, renews: 'logistic', sources: 'grasslands regrow within one to two seasons' },
  {
    test: ['groundwater'],
    what: 'the aquifer',
    label: 'Groundwater (% of its undisturbed level)',
    r: 0.05,
    renews: 'recharge',
    sources: 'assumed: shallow aquifers renew over decades; under 6% of groundwater is younger than 50 years, Gleeson et al. 2016',
    users: { concept: 'farms', noun: 'farms', count: 500 },
  },
  {
    test: ['forest'],
    what: 'the forest',
    label: 'Forest (% of its uncut timber volume)',
    r: 0.05,
    renews: 'logistic',
    sources: 'assumed: a managed forest adds a few percent of its timber volume a year',
    users: { concept: 'firms', noun: 'firms', count: 100 },
  },
];
const GENERIC: Resource = { test: [], what: 'the shared resource', label: 'Shared resource (% of its untouched level)', r: 0.3, renews: 'logistic', sources: 'a slowly renewing resource' };
const resourceOf = (concepts: Set<string>, groupConcept?: string) => RESOURCES.find((x) => x.test.some((c) => concepts.has(c) || groupConcept === c)) ?? GENERIC;

/** At the start, open access harvests this multiple of the maximum sustainable yield. */
const OVERHARVEST = 1.3;
const ACTIVE_SHARE = 0.6;
/** Log-odds of harvesting per unit of resource level (a richer resource pays better). */
const RICHNESS = 5;
const QUOTA_DEFAULT = 0.8;
const COLLAPSE = 0.1;
/** The resource is shown in % of its untouched level (0–100). */
const SCALE = 100;

export const commons: Mechanism = {
  id: 'commons',
  name: 'Common-pool resources with quotas',
  // "How many boats will leave the fleet", "abandonarán la pesca": fishers giving up, asked before any "if", is a business
  // closing (closures.ts), not the stock; "if the fishery is closed" stays a measure here.
  affinity: (intent) => {
    const ifAt = intent.gloss.findIndex((x) => x.c === 'if');
    const asked = ifAt > 0 ? intent.gloss.slice(0, ifAt) : intent.gloss;
    return asked.some((x) => x.c === 'close') && intent.populations.some((p) => p.concept === 'boats' || p.concept === 'fishers') ? -12 : 0;
  },
  cues: { fishery: 5, fish: 3, catch: 2.5, stock: 1.5, commons: 4, groundwater: 4, forest: 3, abstraction: 1.5, collapse: 1.5, quota: 2.5, boats: 4, fishers: 4, herders: 3.5, villagers: 1 },
  actors: ['boats', 'fishers', 'herders', 'villagers', 'farmers', 'farms', 'firms', 'households', 'people', 'residents'],
  defaultPopulation: { concept: 'boats', noun: 'boats', count: 200 },
  // An aquifer is drawn by farms, a forest felled by firms: boats only fish.
  defaultPopulationFor: (intent) => resourceOf(intent.concepts).users,
  coarsestStep: 'month',
  defaultHorizon: { n: 20, unit: 'year' },
  build(ctx) {
    const g = ctx.groups[0];
    const res = resourceOf(ctx.intent.concepts, g.concept);
    const recharge = res.renews === 'recharge';
    const statedStart = statedShare(ctx.intent.levels, ['stock', 'fish', 'commons', 'fishery', 'groundwater', 'forest']);
    const b0 = statedStart ?? 0.5;
    const years = ctx.stepDays / 365;
    const rStep = res.r * years;
    // The yield the quota is measured against: the maximum sustainable yield of logistic growth
    // (r/4), or an aquifer's recharge at its starting level.
    const msy = recharge ? rStep * (1 - b0) : rStep / 4;
    const renewal = (b: number) => (recharge ? rStep * (SCALE - b) : rStep * b * (1 - b / SCALE));
    // Total harvest per step if every user harvests, so that the active share takes OVERHARVEST × MSY at the start.
    const full = (OVERHARVEST * msy) / ACTIVE_SHARE;
    const quotaOf = (share: number) => round(share * msy * SCALE, 8);
    // "If the quota is raised by 20%": a quota holds today (a raise of none is none), at the precautionary level.
    const raised = ctx.interventions.some((iv) => iv.lever === 'quota' && iv.change.kind === 'relative' && iv.change.value > 0);
    // "If the quota is lifted": a quota holds today too, or lifting it would change nothing.
    const lifted = ctx.interventions.some((iv) => iv.lever === 'quota' && iv.change.kind === 'off');
    const quotaToday = raised || lifted ? quotaOf(QUOTA_DEFAULT) : SCALE;
    const variables: Record<string, VariableSpec> = {
      resource: { type: 'initial_value', value: b0 * SCALE, bounds: { min: 0, max: SCALE }, label: res.label, unit: '% of untouched level' },
      quota: constant(quotaToday, 'Harvest allowed per step (% of untouched level; 100 = no quota)', '% per step'),
    };
    const actions: Record<string, ActionSpec> = {
      harvests: binary(`Goes out to harvest this ${ctx.unit}`, `Harvests this ${ctx.unit}`, logOdds(ACTIVE_SHARE) - RICHNESS * b0, { resource: RICHNESS / SCALE }, {}),
      // The group's harvest of the last step comes out of everyone's copy of the resource.
      aux_harvest_taken: { type: 'continuous', description: 'Model arithmetic: the harvest of the last step comes out of the resource', label: 'Harvest taken (model arithmetic)', unit: 'model arithmetic', intercept: 0, weights: { [`${g.id}.harvests`]: round(-full * SCALE, 8) }, noise: 0, effects: { resource: 1 } },
      // Above the quota the excess is not taken: max(0, harvest − quota) is given back.
      aux_quota_returned: { type: 'continuous', description: 'Model arithmetic: harvest above the quota is not taken', label: 'Harvest above the quota (model arithmetic)', unit: 'model arithmetic', intercept: 0, weights: { [`${g.id}.harvests`]: round(full * SCALE, 8), quota: -1 }, noise: 0, bounds: { min: 0 }, effects: { resource: 1 } },
      ...piecewise('resource', { resource: 1 }, [0, 20, 40, 60, 80, 100], renewal, 'Regrowth'),
    };
    // The regrowth pieces add to the resource itself: no reset.
    delete actions.aux_resource_reset;
    for (const a of Object.values(actions)) if (a.label?.startsWith('Regrowth')) a.label = a.label.replace('Regrowth', `Regrowth of ${res.what.replace(/^the /, '')}`);
    const expected: number[] = [];
    let b = b0;
    for (let t = 0; t < ctx.steps; t++) {
      const e = 1 / (1 + Math.exp(-(logOdds(ACTIVE_SHARE) + RICHNESS * (b - b0))));
      b = Math.max(0, Math.min(1, b + renewal(b * SCALE) / SCALE - Math.min(full * e, quotaToday / SCALE)));
      expected.push(b * SCALE);
    }
    const target = (v: string) => `${g.id}.${v}`;
    const yieldName = recharge ? 'recharge at the starting level' : 'maximum sustainable yield';
    return {
      // Water is drawn, not harvested.
      label: `${recharge ? 'Use' : 'Harvest'} of ${res.what.replace(/^the /, '')}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} sharing ${res.what}`, number_of_agents: g.agents, variables, actions }],
      lever(iv): LeverSetting[] | null {
        const c = iv.change;
        if (iv.lever !== 'quota') return null;
        // A quota as a share of today's harvest ("30% less catch"), or at a sustainable level when unsized.
        const startHarvest = OVERHARVEST;
        let share = QUOTA_DEFAULT;
        if (raised && c.kind === 'relative' && c.value > 0) share = QUOTA_DEFAULT * (1 + c.value);
        else if (c.kind === 'relative') share = startHarvest * (1 + c.value);
        else if (c.kind === 'share') share = startHarvest * c.value;
        else if (c.kind === 'off') share = 1 / msy;
        return [{ target: target('quota'), value: quotaOf(share), neutral: quotaToday, scale: 'level', label: iv.text }];
      },
      // "if patrol boats double", "if fines double": enforcement holds the harvest back (it pushed it up as a help would).
      fallback: { group: g.id, action: 'harvests', demandSign: 1, enforcementSign: -1 },
      outcome: { target: target('resource'), label: res.label, share: false, defaultKind: 'level_at_end', direction: 'below', threshold: COLLAPSE * SCALE, expected },
      assumptions: [
        recharge
          ? `${cap(res.what)} is recharged by rain and rivers: each year it regains ${pct(res.r)} of what it lacks of its undisturbed level (${res.sources}); it starts at ${pct(b0)} of that level (${statedStart !== null ? 'as the prompt says' : 'assumed'}).`
          : `${cap(res.what)} regrows logistically at up to ${pct(res.r)} a year (${res.sources}); it starts at ${pct(b0)} of its untouched level${statedStart !== null ? ' (as the prompt says)' : ' (assumed; many stocks are near or below half)'}.`,
        `Without a quota, ${lowerName(g.name)} take ${OVERHARVEST}× the ${yieldName} at the start (open access overshoots, Gordon 1954); fewer go out when ${res.what} is poorer.`,
        `A quota caps the total harvest; without a stated size it is set at ${pct(QUOTA_DEFAULT)} of the ${yieldName} (a precautionary target). "Collapse" means falling below ${pct(COLLAPSE)} of the untouched level.`,
        ...(raised ? [`Since the question raises it, a quota holds today, at ${pct(QUOTA_DEFAULT)} of the ${yieldName} (assumed); the raise is a share of it.`] : []),
        ...(lifted && !raised ? [`Since the question lifts it, a quota holds today, at ${pct(QUOTA_DEFAULT)} of the ${yieldName} (assumed); lifting it opens the resource to all.`] : []),
      ],
    };
  },
};
