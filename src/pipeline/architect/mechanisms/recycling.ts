import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, logOdds, lowerName, pct, perStepFromYear, round, shareState, shareUnit, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Household recycling: the share of households that sort their waste for recycling regularly.
 * Each year some start and some stop (moves, new bins, habits), balanced so that the share
 * stays where it is without a change. A charge on residual waste ("pay-as-you-throw") makes
 * starting likelier and stopping rarer; a campaign or reminders nudge a little; free
 * collection of recyclables at the door helps more. Numbers and sources: docs/mechanisms.md
 * "Household recycling".
 */

/** Share of households that recycle regularly today (assumed: EU municipal recycling about 48%, Eurostat 2022). */
const START = 0.5;
/** Households that revisit the habit each year (moves, new bins, a new routine): a fifth start or stop. */
const TURNOVER_YEARLY = 0.2;
/** Log-odds effects while in force: on starting and on stopping. */
const EFFECTS: Record<string, { start: number; stop: number; source: string }> = {
  // Skumatz 2008: pay-as-you-throw raises the recycled share of waste by 5–6 points; about +7 points in the long run here.
  waste_charge: { start: 0.3, stop: -0.3, source: 'pay-as-you-throw raises recycling by 5–6 percentage points, Skumatz 2008' },
  campaign: { start: 0.1, stop: -0.05, source: 'information campaigns have small effects on recycling, Varotto & Spagnolli 2017' },
  reminder: { start: 0.1, stop: -0.1, source: 'prompts and reminders have small effects, Varotto & Spagnolli 2017' },
  free: { start: 0.4, stop: -0.2, source: 'kerbside collection of recyclables raises participation well above drop-off schemes, Jenkins et al. 2003' },
  // Bins close to home ("containers on every street", "contenedores en cada calle"): the walk to the bin is the cost.
  bins_nearby: { start: 0.3, stop: -0.15, source: 'recycling rises as the distance to the container falls, González-Torre & Adenso-Díaz 2005' },
  // Collected more often at the door ("weekly instead of fortnightly"): less to store between collections, like a bin nearer home.
  collection: { start: 0.3, stop: -0.15, source: 'assumed: a convenience like a bin nearer home, González-Torre & Adenso-Díaz 2005; less often does the reverse' },
  // A deposit paid back on return: container return rates of 70–95% where deposits exist, against 30–50% without (Reloop 2021).
  deposit_return: { start: 1, stop: -0.7, source: 'deposit-return schemes reach 70–95% return rates for containers, against 30–50% without, Reloop 2021' },
};
/** Bottles returned where a deposit exists today (assumed: deposit-return schemes reach 70–95%, Reloop 2021). */
const RETURN_WITH_DEPOSIT = 0.85;
/** Log-odds per unit of the log of a deposit's ratio (assumed: Michigan's 10-cent deposit returns about 90% of containers, 5-cent states 60–75%). */
const DEPOSIT_RISE = 1;
/** Words that ask about bottles or cans returned. */
const BOTTLES = /bottles?|cans|empties|flaschen|pfandflaschen|botellas?|envases|bouteilles?|canettes/i;
/** A deposit that exists today and changes: "from 25 to 50 cents", "doubles", "rises by 10 cents". */
const depositRatio = (iv: Intervention): number | null => {
  if (!DEPOSIT.test(iv.text)) return null;
  const c = iv.change;
  // "von 25 auf 50 Cent": the first level shares the second's unit (cents, read as 0.50 of the currency).
  if (c.kind === 'amount' && c.from !== undefined && c.from > 0) return c.value / (c.value < 1 && c.from >= 1 && c.from > 10 * c.value ? c.from / 100 : c.from);
  if (c.kind === 'relative') return 1 + c.value;
  return null;
};
/** "a deposit of 25 cents per bottle", "Pfand", "consigne": money paid back on return. */
const DEPOSIT = /\b(?:deposits?|pfand\w*|dep[óo]sitos?|consignes?)\b/i;
/** "die Restmüllgebühr steigt um 30 %", "the bin charge doubles": a fee on what is thrown away is the charge on residual waste. */
const WASTE = /(?<!\p{L})(?:\p{L}*m[üu]ll\p{L}*|abfall\p{L}*|waste|rubbish|garbage|trash|bins?|basura|residuos|ordures|d[ée]chets|poubelles?)(?!\p{L})/iu;
const wasteFee = (iv: Intervention) => (iv.lever === 'fee' || iv.lever === 'tax' || iv.lever === 'price') && WASTE.test(iv.text);
/** Which effect a change is, if any. */
// "si la mairie offre des composteurs", "if the council offers compost bins": bins offered are given away.
/** Bins or composters named ("compost bins", "Komposter", "compostadores", "composteurs", "bacs"). */
const BINS = /bin|tonne|komposter|compostador|composteur|contenedor|bac|poubelle/i;
const OFFERED = /(?<!\p{L})(?:offers?|offered|offre\p{L}*|offert\p{L}*|ofrece\p{L}*|ofrecid\p{L}*|bietet|angeboten|verteilt)(?!\p{L})/iu;
const effectOf = (iv: Intervention): string | null => (DEPOSIT.test(iv.text) && iv.lever !== 'waste_charge' ? 'deposit_return' : wasteFee(iv) ? 'waste_charge' : EFFECTS[iv.lever] ? iv.lever : iv.lever === 'supply' && OFFERED.test(iv.text) && BINS.test(iv.text) ? 'free' : null);
/**
 * How much of a pay-as-you-throw charge a change of an existing waste fee is: a rise by a share
 * counts as that share of the charge brought in, up to all of it (assumed); a cut is the reverse.
 */
const wasteFeeSize = (iv: Intervention): number => {
  const c = iv.change;
  if (c.kind === 'relative') return Math.max(-1, Math.min(1, c.value));
  if (c.kind === 'off') return -1;
  return 1;
};

/** Composting named ("compost at home", "kompostieren", "compostar", "composter"). */
const COMPOST = /(?<!\p{L})(?:compost\p{L}*|kompost\p{L}*|composta\p{L}*)(?!\p{L})/iu;
/** Households composting at home at the start (assumed: roughly a quarter in the UK and Germany). */
const COMPOST_START = 0.25;

export const recycling: Mechanism = {
  id: 'recycling',
  name: 'Household recycling',
  requires: ['recycle'],
  cues: { recycle: 5, waste_charge: 3, bins_nearby: 2, collection: 2, campaign: 0.5, reminder: 0.5 },
  actors: ['households', 'residents', 'people', 'citizens', 'families', 'homes'],
  defaultPopulation: { concept: 'households', noun: 'households', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const unit = shareUnit(g.name);
    const stated = statedShare(ctx.intent.levels, ['recycle', 'already']);
    // "raise the deposit on bottles from 25 to 50 cents": a deposit exists today, and most bottles come back already.
    const depositChange = ctx.interventions.find((iv) => depositRatio(iv) !== null);
    const bottles = BOTTLES.test(ctx.intent.text);
    // "compost at home if the council gives away compost bins": composting is its own habit, less common than recycling.
    const compost = !bottles && COMPOST.test(ctx.intent.text);
    const start = stated ?? (depositChange ? RETURN_WITH_DEPOSIT : compost ? COMPOST_START : START);
    const stateLabel = bottles ? 'Returns their bottles' : compost ? 'Composts at home' : 'Recycles regularly';
    const stop = perStepFromYear(TURNOVER_YEARLY * start, ctx.stepDays);
    // Balanced: starting among the (1 − start) matches stopping among the start.
    const startRate = Math.min(0.5, (stop * start) / Math.max(0.01, 1 - start));
    const variables: Record<string, VariableSpec> = { recycles: shareState(start, stateLabel, unit) };
    const startW: Record<string, number> = { recycles: -GATE };
    const stopW: Record<string, number> = { recycles: GATE };
    const needs = new Set(ctx.interventions.filter((iv) => depositRatio(iv) === null).map(effectOf).filter((x): x is string => x !== null));
    const notes = [
      depositChange && stated === null
        ? `A deposit exists today: ${pct(start)} of ${lowerName(g.name)} return their bottles at the start (assumed: deposit-return schemes reach 70–95%, Reloop 2021); each year about ${pct(TURNOVER_YEARLY)} revisit the habit, and as many start as stop, so the share holds without a change.`
        : compost
          ? `${pct(start)} of ${lowerName(g.name)} compost at home at the start${stated !== null ? ' (as the prompt says)' : ' (assumed: roughly a quarter of households compost garden or food waste at home in the UK and Germany)'}; each year about ${pct(TURNOVER_YEARLY)} revisit the habit, and as many start as stop, so the share holds without a change.`
          : `${pct(start)} of ${lowerName(g.name)} recycle regularly at the start${stated !== null ? ' (as the prompt says)' : ' (assumed: EU municipal waste recycling is about 48%, Eurostat 2022)'}; each year about ${pct(TURNOVER_YEARLY)} revisit the habit, and as many start as stop, so the share holds without a change.`,
    ];
    if (depositChange) {
      variables.deposit_change = constant(0, 'Deposit compared with today (log of the ratio)', 'log ratio');
      startW.deposit_change = DEPOSIT_RISE;
      stopW.deposit_change = -DEPOSIT_RISE;
      notes.push(`A deposit twice as high makes starting ${pct(Math.exp(DEPOSIT_RISE * Math.log(2)) - 1)} likelier and stopping ${pct(1 - Math.exp(-DEPOSIT_RISE * Math.log(2)))} rarer (assumed: Michigan's 10-cent deposit brings back about 90% of containers, 5-cent states 60–75%).`);
    }
    for (const [lever, e] of Object.entries(EFFECTS)) {
      if (!needs.has(lever)) continue;
      variables[`${lever}_in_force`] = constant(0, `${ctx.interventions.find((iv) => effectOf(iv) === lever)?.leverText ?? lever} in force`, '0 = no, 1 = yes');
      startW[`${lever}_in_force`] = e.start;
      stopW[`${lever}_in_force`] = e.stop;
      notes.push(`${lever === 'waste_charge' ? 'A charge on residual waste' : lever === 'free' && compost ? 'A free compost bin' : lever === 'free' ? 'Free collection' : lever === 'campaign' ? 'A campaign' : lever === 'deposit_return' ? 'A deposit paid back on return' : lever === 'bins_nearby' ? 'Bins closer to home' : lever === 'collection' ? 'Collection more often' : 'Reminders'} make${lever === 'reminder' || lever === 'bins_nearby' ? '' : 's'} starting ${pct(Math.exp(e.start) - 1)} likelier and stopping ${pct(1 - Math.exp(e.stop))} rarer while in force (${lever === 'free' && compost ? 'assumed: a bin given away takes away the cost of starting, as free kerbside collection does for recycling' : e.source}).`);
    }
    const actions: Record<string, ActionSpec> = {
      starts_recycling: binary(`Starts recycling this ${ctx.unit}`, `Starts recycling this ${ctx.unit}`, logOdds(startRate), startW, { recycles: 1 }),
      stops_recycling: binary(`Stops recycling this ${ctx.unit}`, `Stops recycling this ${ctx.unit}`, -GATE + logOdds(stop), stopW, { recycles: -1 }),
    };
    if (ctx.interventions.some((iv) => wasteFee(iv) && iv.change.kind === 'relative')) notes.push('A change in the fee for residual waste counts as that share of a pay-as-you-throw charge: a 30% higher fee is 30% of its effect, a doubling all of it (assumed).');
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: bottles ? 'Bottle returns' : compost ? 'Home composting' : 'Household recycling',
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to sort their waste for recycling`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const ratio = depositRatio(iv);
        if (ratio !== null) return [{ target: target('deposit_change'), value: round(Math.log(Math.max(0.05, ratio)), 6), neutral: 0, scale: 'level', label: iv.text }];
        const key = effectOf(iv);
        if (!key) return null;
        // A fee on waste that exists today moves by its change; a charge brought in is switched on.
        if (wasteFee(iv)) return [{ target: target(`${key}_in_force`), value: round(wasteFeeSize(iv), 6), neutral: 0, scale: 'level', label: iv.text }];
        // Collection less often is the convenience taken away: the effect reversed.
        const off = iv.change.kind === 'off' ? (key === 'collection' ? -1 : 0) : 1;
        return [{ target: target(`${key}_in_force`), value: off, neutral: 0, scale: 'level', label: iv.text }];
      },
      fallback: { group: g.id, action: 'starts_recycling', demandSign: 1 },
      outcome: { target: target('recycles'), label: stateLabel, share: true, defaultKind: 'level_at_end', direction: 'above', expected: Array.from({ length: ctx.steps }, () => round(start, 6)) },
      assumptions: notes,
    };
  },
};
