import type { VariableSpec } from '../../../domain/simulation-config.js';
import { binary, constant, GATE, logOdds, lowerName, pct, perStep, round, shareState, shareUnit, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Investor response to shocks: a market fall adds fear that fades week by week; fear and the
 * sight of others selling make holders sell; those out of the market buy back slowly as fear
 * fades. Numbers and sources: docs/mechanisms.md "Investors".
 */

const SELL_DAILY = 0.0005;
const BUY_BACK_DAILY = 0.004;
/** Fear (log-odds) per unit of market fall: a 20% fall multiplies selling by about e^2 ≈ 7. */
const FEAR_PER_FALL = 10;
const FEAR_FADE_DAILY = 0.05;
/** Log-odds per unit share of others selling in the last step (herding). */
const HERDING = 5;
const CALM = -2;
/** Log-odds of selling per percentage point of interest rate rise. */
const RATE_FEAR = 0.3;

export const investors: Mechanism = {
  id: 'investors',
  name: 'Investor response to shocks',
  cues: { market: 3, crash: 3.5, sell: 2.5, invest: 2, investors: 4, panic: 0.5, interest_rate: 0.5, savers: 0.5 },
  // "How many of 3,000 small farms will be sold": businesses sold are businesses leaving, not investors selling into a market.
  affinity: (intent) => {
    const counted = intent.populations.find((p) => p.count !== null) ?? intent.populations[0];
    const financial = ['market', 'crash', 'investors', 'invest'].some((c) => intent.concepts.has(c));
    // "Wie viele Landwirte verkaufen ihre Kühe, wenn der Milchpreis fällt": selling with no market, investor or crash named is no market sell-off.
    if (!financial && !intent.populations.some((p) => p.concept === 'investors' || p.concept === 'savers')) return -6;
    return counted?.role === 'organisation' && !financial ? -3 : 0;
  },
  actors: ['investors', 'savers', 'households', 'people', 'customers', 'firms', 'members'],
  defaultPopulation: { concept: 'investors', noun: 'investors', count: 10_000 },
  coarsestStep: 'day',
  defaultHorizon: { n: 12, unit: 'week' },
  build(ctx) {
    const g = ctx.groups[0];
    const unit = shareUnit(g.name);
    const invested0 = statedShare(ctx.intent.levels, ['invest', 'market', 'already']) ?? 1;
    const fade = perStep(FEAR_FADE_DAILY, 1, ctx.stepDays);
    const sell = perStep(SELL_DAILY, 1, ctx.stepDays);
    const back = perStep(BUY_BACK_DAILY, 1, ctx.stepDays);
    const variables: Record<string, VariableSpec> = {
      invested: shareState(invested0, 'Invested in the market', unit),
      has_sold: shareState(0, 'Has sold out during the period', unit),
      fear: { ...constant(0, 'Market fear (log-odds, fading)', 'log-odds'), growth: round(-fade, 6) },
      rate_change: constant(0, 'Interest rate compared with today', 'percentage points'),
    };
    const actions = {
      sells: binary(`Sells out this ${ctx.unit}`, `Sells out this ${ctx.unit}`, -GATE, { invested: GATE + logOdds(sell), fear: 1, rate_change: RATE_FEAR, [`${g.id}.sells`]: HERDING }, { invested: -1, has_sold: 1 }),
      buys_back: binary(`Buys back in this ${ctx.unit}`, `Buys back this ${ctx.unit}`, logOdds(back), { invested: -GATE, fear: -0.5, rate_change: -RATE_FEAR }, { invested: 1 }),
    };
    const target = (v: string) => `${g.id}.${v}`;
    const fearOf = (fall: number) => round(FEAR_PER_FALL * Math.abs(fall), 4);
    return {
      label: 'Investors after a market shock',
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to stay invested`, number_of_agents: g.agents, variables, actions }],
      lever(iv): LeverSetting[] | null {
        const c = iv.change;
        switch (iv.lever) {
          case 'crash':
            return [{ target: target('fear'), value: fearOf(c.kind === 'relative' || c.kind === 'share' ? c.value : 0.2), neutral: 0, scale: 'level', label: iv.text, periodUsed: true }];
          case 'price':
            return c.kind === 'relative' && c.value < 0 ? [{ target: target('fear'), value: fearOf(c.value), neutral: 0, scale: 'level', label: iv.text, periodUsed: true }] : null;
          case 'interest_rate':
            return c.kind === 'points' ? [{ target: target('rate_change'), value: c.value, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'bailout':
            return [{ target: target('fear'), value: CALM, neutral: 0, scale: 'level', label: iv.text, periodUsed: true }];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'sells', demandSign: -1 },
      outcome: { target: target('has_sold'), label: 'Has sold out during the period', share: true, peakTarget: target('sells'), defaultKind: 'level_at_end', direction: 'above', threshold: 0.25 },
      assumptions: [
        `In calm markets about ${pct(SELL_DAILY, 2)} of ${lowerName(g.name)} sell out a day and ${pct(BUY_BACK_DAILY, 1)} of those out buy back; at the start ${pct(invested0)} are invested.`,
        `A market fall adds fear: a 20% fall multiplies selling by about ${Math.round(Math.exp(FEAR_PER_FALL * 0.2))} at first, fading by ${pct(FEAR_FADE_DAILY)} a day; seeing others sell adds more (herding: ${HERDING} log-odds per unit share selling). Retail outflows after crashes follow this pattern (e.g. Dichev 2007; flows after March 2020).`,
        `Each percentage point of interest rate rise makes selling ${pct(Math.exp(RATE_FEAR) - 1)} likelier; a rescue or central-bank support removes fear.`,
      ],
    };
  },
};
