import type { ActionSpec, AgentGroupConfig, VariableSpec } from '../../../domain/simulation-config.js';
import { binary, constant, GATE, logOdds, pct, perStep, round, shareState, shareUnit, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Bank runs and panics, a threshold model (Granovetter 1978; Diamond & Dybvig 1983): each
 * depositor withdraws once the share of others who have withdrawn passes a personal
 * threshold; bad news adds fear that fades; deposit insurance and a rescue calm it. Below a
 * tipping point withdrawals stay small, above it they cascade. Numbers and sources:
 * docs/mechanisms.md "Bank runs".
 */

/** Chance a day that a depositor whose threshold is reached withdraws. */
const RUN_DAILY = 0.3;
const THRESHOLD_MEAN = 0.45;
const THRESHOLD_SD = 0.15;
/**
 * Steepness of the threshold response (log-odds per unit of share): 10 points below the
 * threshold, the chance is e^−4 ≈ 2% of it. Softer (20) leaked: a depositor tried every day
 * for a year at e^−2 of the run chance withdraws anyway, so a bank with no news at all lost
 * every deposit within six months. At 40, no news costs about 1% of deposits a month and 3% a
 * year, the ordinary turnover of accounts.
 */
const STEEPNESS = 40;
/** Fear from bad news, in log-odds (lowers every threshold by NEWS_FEAR / STEEPNESS ≈ 21 points at first: near the tipping point, so a strong rumour without insurance runs in some replicates and not others), and how fast it fades a day. */
const NEWS_FEAR = 8.6;
const FEAR_FADE_DAILY = 0.1;
/** A rating downgrade frightens less than news about the bank's solvency: a moderate scare, as a run asked about with no news (assumed). */
const DOWNGRADE = /downgrad|herabgestuft|herabstufung|abgestuft|rebaja_?de_?(?:la_?)?calificaci|calificaci[oó]n|d[ée]grad/i;
const DOWNGRADE_SHARE = 0.6;
const INSURED_CALM = -2.5;
const RESCUE_CALM = -2;
/** A bank fails when this share of deposits leaves: its liquid assets are gone. */
const LIQUID_SHARE = 0.3;

export const bankRun: Mechanism = {
  id: 'bank_run',
  name: 'Bank runs and panics',
  requires: ['bank_run', 'withdraw', 'deposits', 'depositors', 'banks', 'bank', 'savers'],
  // Savers answering a better rate ("move money into savings accounts if we raise savings rates") are no run:
  // a rate change with nothing to run from, no withdrawal and no scare, is the take-up of a savings product.
  // Nor is moving savings to a rival bank that pays more ("to a rival bank offering 1 point more interest"): that is switching.
  // "pay by card instead of cash if the bank charges for cash withdrawals": a way of paying taken up, no run.
  affinity: (intent) =>
    intent.concepts.has('technology') && !['bank_run', 'panic', 'bad_news', 'insolvency', 'deposit_insurance', 'bailout', 'rumour'].some((c) => intent.concepts.has(c)) ? -8 :
    (intent.interventions.some((iv) => iv.lever === 'interest_rate') || intent.concepts.has('rival')) && !['bank_run', 'withdraw', 'stop', 'bad_news', 'panic', 'insolvency', 'deposit_insurance', 'bailout', 'crash', 'news', 'rumour', 'misinformation'].some((c) => intent.concepts.has(c)) ? -6 : 0,
  cues: { bank_run: 6, withdraw: 3.5, bad_news: 4, deposits: 3, panic: 2, insolvency: 2.5, deposit_insurance: 4, bailout: 1.5, depositors: 4, banks: 2, bank: 2, savers: 1.5 },
  actors: ['depositors', 'savers', 'customers', 'households', 'people', 'residents', 'banks'],
  defaultPopulation: { concept: 'depositors', noun: 'depositors', count: 10_000 },
  coarsestStep: 'day',
  defaultHorizon: { n: 30, unit: 'day' },
  build(ctx) {
    const g = ctx.groups.find((x) => x.concept !== 'banks') ?? ctx.groups[0];
    const banks = ctx.groups.find((x) => x.concept === 'banks' && x !== g);
    const unit = shareUnit(g.name);
    const concepts = ctx.intent.concepts;
    // Bad news in the prompt is the shock of every run; a run asked about without news gets a milder one.
    // Bad news asked about as a what-if ("if a rumour spreads") is an option, not the shock of every run.
    const newsAsked = ctx.interventions.some((iv) => iv.lever === 'bad_news' && iv.role === 'scenario');
    const news = newsAsked ? 0 : ['news', 'rumour', 'insolvency', 'crash', 'misinformation'].some((c) => concepts.has(c)) ? 1 : concepts.has('bank_run') || concepts.has('panic') ? 0.6 : 0;
    const insuredShare = statedShare(ctx.intent.levels, ['deposit_insurance']) ?? 0;
    const fade = perStep(FEAR_FADE_DAILY, 1, ctx.stepDays);
    const variables: Record<string, VariableSpec> = {
      has_withdrawn: shareState(0, 'Has withdrawn the deposits', unit),
      threshold: { type: 'normal', mean: THRESHOLD_MEAN, std: THRESHOLD_SD, bounds: { min: 0, max: 1 }, label: 'Share of others withdrawing that makes this depositor run', unit: 'share' },
      fear: { ...constant(news * NEWS_FEAR, 'Fear from bad news (log-odds, fading)', 'log-odds'), growth: round(-fade, 6) },
      insured: constant(insuredShare, 'Deposits covered by insurance (share)', 'share'),
    };
    const run = perStep(RUN_DAILY, 1, ctx.stepDays);
    const weights: Record<string, number> = { [`${g.id}.has_withdrawn`]: STEEPNESS, threshold: -STEEPNESS, fear: 1, insured: INSURED_CALM, has_withdrawn: -GATE };
    const actions: Record<string, ActionSpec> = {
      withdraws: binary(`Withdraws the deposits this ${ctx.unit}`, `Withdraws this ${ctx.unit}`, logOdds(run), weights, { has_withdrawn: 1 }),
    };
    const groups: AgentGroupConfig[] = [{ id: g.id, name: g.name, description: `${g.name} deciding whether to take their money out`, number_of_agents: g.agents, variables, actions }];
    if (banks) {
      groups.push({
        id: banks.id,
        name: banks.name,
        description: `${banks.name} paying out withdrawals from their liquid assets`,
        number_of_agents: banks.agents,
        variables: { liquid_assets_left: { ...constant(1, 'Liquid assets left (1 = all)', 'share'), bounds: { min: 0, max: 1 } } },
        actions: {
          aux_liquidity_update: {
            type: 'continuous',
            description: 'Model arithmetic: liquid assets left after the withdrawals so far',
            label: 'Liquid assets update (model arithmetic)',
            unit: 'model arithmetic',
            intercept: 1,
            weights: { [`${g.id}.has_withdrawn`]: round(-1 / LIQUID_SHARE, 6), liquid_assets_left: -1 },
            noise: 0,
            effects: { liquid_assets_left: 1 },
          },
        },
      });
    }
    // Mean-field path (each depositor at the mean threshold is a poor guide near the tipping point; used only for milestones).
    const expected: number[] = [];
    let w = 0;
    let f = news * NEWS_FEAR;
    for (let t = 0; t < ctx.steps; t++) {
      const h = 1 / (1 + Math.exp(-(logOdds(run) + STEEPNESS * (w - THRESHOLD_MEAN) + f + INSURED_CALM * insuredShare)));
      w += (1 - w) * h;
      f *= 1 - fade;
      expected.push(w);
    }
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: 'Withdrawals and the risk of a bank run',
      groups,
      lever(iv): LeverSetting[] | null {
        const c = iv.change;
        switch (iv.lever) {
          case 'deposit_insurance': {
            const cover = c.kind === 'share' ? c.value : c.kind === 'off' ? 0 : 0.9;
            return [{ target: target('insured'), value: cover, neutral: insuredShare, scale: 'level', label: iv.text }];
          }
          case 'bailout':
            return [{ target: target('fear'), value: RESCUE_CALM, neutral: 0, scale: 'level', label: iv.text, periodUsed: true }];
          case 'crash':
          case 'bad_news':
            // News that is the premise of the question is the fear the depositors start with (above); an event would count it twice.
            if (iv.role === 'premise' && news > 0) return [];
            return [{ target: target('fear'), value: round(NEWS_FEAR * (DOWNGRADE.test(iv.text) ? DOWNGRADE_SHARE : 1), 6), neutral: 0, scale: 'level', label: iv.text, periodUsed: true }];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'withdraws', demandSign: -1 },
      outcome: { target: target('has_withdrawn'), label: 'Has withdrawn the deposits', share: true, defaultKind: 'probability_of_event', direction: 'above', threshold: LIQUID_SHARE, expected },
      assumptions: [
        `Each depositor runs once the share of others who have withdrawn nears a personal threshold (average ${pct(THRESHOLD_MEAN)}, spread ${pct(THRESHOLD_SD)}; Granovetter 1978), then withdraws with a ${pct(RUN_DAILY)} chance a day; far below it, almost never.`,
        newsAsked ? `Without the news nothing frightens depositors; with it, every threshold falls by ${pct((NEWS_FEAR * (ctx.interventions.some((iv) => iv.lever === 'bad_news' && DOWNGRADE.test(iv.text)) ? DOWNGRADE_SHARE : 1)) / STEEPNESS)} of depositors at first, fading by ${pct(FEAR_FADE_DAILY)} a day.` : news > 0 ? `Bad news at the start lowers every threshold by ${pct((news * NEWS_FEAR) / STEEPNESS)} of depositors at first, fading by ${pct(FEAR_FADE_DAILY)} a day${news < 1 ? ' (the prompt names no news; a moderate scare is assumed)' : ''}.` : 'No bad news is assumed: withdrawals stay small unless something triggers a run.',
        `The bank runs out of liquid assets when ${pct(LIQUID_SHARE)} of deposits have left (banks hold roughly 20–30% of deposits in liquid assets; SVB lost a quarter in one day in 2023): "a run" means crossing that share.`,
        `Insured depositors are ${pct(1 - Math.exp(INSURED_CALM))} less likely to run; ${insuredShare > 0 ? `${pct(insuredShare)} of deposits are insured at the start` : 'at the start no deposits are insured'}. A rescue announcement removes fear like the news brought it.`,
      ],
    };
  },
};
