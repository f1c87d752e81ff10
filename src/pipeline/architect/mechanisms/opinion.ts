import { binary, constant, GATE, logOdds, pct, perStep, round, shareState, shareUnit, statedShare } from './kit.js';
import type { Mechanism } from './types.js';

/**
 * Opinion and voting: each week a few people reconsider and switch sides; they lean towards
 * the side that is gaining (a mild bandwagon), and a campaign tilts the switching a little.
 * Without a change the shares stay where they start. Numbers and sources:
 * docs/mechanisms.md "Opinion and voting".
 */

/** Share of people who would switch sides in a week at an even split. */
const WEEKLY_SWITCH = 0.015;
const BANDWAGON = 2;
/** A campaign of the other side ("the opposing campaign", "the no campaign", "Gegenkampagne", "campaña en contra"). */
const OPPOSING = /\b(?:oppos\w*|opponents?['’]?s?|rival|counter-?campaign|campaign against|no[- ]campaign|anti-\w+|gegen\w*|gegner\w*|contra\w*|en contra|advers\w*|oppos[ée]\w*|contre|campa[ñn]a del no|(?:campagne|camp) du non|nein-\w+)\b/i;
/** Log-odds tilt of a campaign on switching towards (and away from) its side. */
const CAMPAIGN = 0.1;
/** Log-odds per point of unemployment on switching away from the side in office (and the reverse towards it). */
const ECONOMY_WEIGHT = 0.04;
/** "If unemployment rises", with no size: percentage points (a typical downturn). */
const DEFAULT_UNEMPLOYMENT_RISE = 2;

/** Okun's law: unemployment moves about half a point per point of growth away from a trend of about 2% (Ball, Leigh & Loungani 2017). */
const OKUN = 0.5;
const TREND_GROWTH = 2;
/**
 * Log-odds tilt on switching while a tax's revenue is paid back as a dividend: returning the
 * revenue raises stated support for a carbon tax by 10–20 points (Kotchen, Turk & Leiserowitz
 * 2017; Carattini, Carvalho & Fankhauser 2018), more than a campaign does.
 */
const DIVIDEND = 0.4;
const TRUST = /\b(?:trust|confidence|vertrauen|confianza|confiance)\b/i;
/** How long a scandal stays in the news and moves people (assumed: about four weeks). */
const SCANDAL_DAYS = 28;
/** Log-odds of switching away from the side a scandal touches while it is news (assumed: approval falls by a few points after a major scandal). */
const SCANDAL = 0.5;
/** "support for a carbon tax", "Zustimmung zur CO2-Steuer": the side named by what is supported. */
const SUPPORT_FOR = /\b(?:trust in|confidence in|vertrauen in|confianza en|confiance (?:dans|en|envers)|support for|support of|supports?(?=\s+(?:a|an|the)\s)|unterst[uü]tz(?:en|t|t?e)(?=\s+(?:den|die|das|einen|eine)\s)|apoyar[áa]n?(?=\s+(?:el|la|los|las|al|un|una)\s)|apoyan?(?=\s+(?:el|la|los|las|al|un|una)\s)|soutien(?:nen)?t?(?=\s+(?:le|la|les|l'|un|une)\s?)|soutiendr(?:a|ont)(?=\s+(?:le|la|les|l'|un|une)\s?)|in favou?r of|unterst[uü]tzung f[uü]r|zustimmung zu[rm]?|apoyo al?|soutien [aà])\s+((?:(?:a|an|the|die|den|das|der|la|el|le|les|l')\s+)?[\p{L}\d -]{2,40}?)(?=\s+(?:among|in|over|within|if|by|after|before|during|when|with|without|compared|versus|rise|rises|fall|falls|drop|drops|reach|reaches|stay|stays|remain|remains|go|goes|grow|change|will|baje|bajar[áa]|caer[áa]|baissera|chutera|tombera|passera|unter|bei|nach|entre|en|parmi|si|wenn|falls|steigt|sinkt|tras|por|apr[eè]s)\b|[,.?!]|$)/iu;

export const opinion: Mechanism = {
  id: 'opinion',
  name: 'Opinion and voting',
  cues: { vote: 3.5, election: 4, candidate: 3.5, support: 1.5, opinion: 3, poll: 2.5, win: 1.5, voters: 3, citizens: 0.5, campaign: 0.5, scandal: 3 },
  // "support for the government among voters if unemployment rises": what voters think is the outcome.
  // "how will support for a four-day week among employees change": support for something named is
  // an opinion whoever holds it, unless the people act on it (leave, cancel, move).
  affinity: (intent) => {
    if (!intent.concepts.has('support')) return 0;
    if (intent.populations.some((p) => p.concept === 'voters')) return 3;
    // Only what the question asks: "if the tram project is cancelled" is a condition, nobody cancelling.
    const ifAt = intent.gloss.findIndex((x) => x.c === 'if');
    const asked = new Set((ifAt > 0 ? intent.gloss.slice(0, ifAt) : intent.gloss).map((x) => x.c));
    const acts = ['leave', 'cancel', 'move', 'buy', 'adopt', 'withdraw'].some((c) => asked.has(c));
    return SUPPORT_FOR.test(intent.text) && !acts ? 3 : 0;
  },
  actors: ['voters', 'citizens', 'residents', 'people', 'members', 'users', 'students', 'employees', 'workers'],
  defaultPopulation: { concept: 'voters', noun: 'voters', count: 100_000 },
  coarsestStep: 'week',
  defaultHorizon: { n: 12, unit: 'week' },
  build(ctx) {
    const g = ctx.groups[0];
    const stated = statedShare(ctx.intent.levels, ['candidate', 'support', 'vote', 'poll', 'win', 'election', 'opinion']);
    const p0 = stated ?? 0.5;
    // Who is in office, in the asker's words: "support for the government", "vote for the incumbent".
    const inOffice = /\bincumbent\b/i.test(ctx.intent.text) ? 'the incumbent' : /\b(government|governing party|ruling party|regierung|regierungspartei|gobierno|gouvernement)\b/i.test(ctx.intent.text) ? 'the government' : null;
    const supported = SUPPORT_FOR.exec(ctx.intent.text)?.[1]?.trim();
    const side = inOffice ?? (ctx.intent.concepts.has('candidate') ? 'the candidate' : ctx.intent.concepts.has('election') && /referend/i.test(ctx.intent.text) ? 'yes in the referendum' : supported ?? (ctx.intent.subject ? ctx.intent.subject : 'the proposal'));
    // "trust in the government", "confiance dans le gouvernement": said as trust, read as support.
    const trusts = TRUST.test(ctx.intent.text);
    const stateLabel = trusts ? `Trusts ${side}` : `Supports ${side}`;
    const base = perStep(WEEKLY_SWITCH, 7, ctx.stepDays);
    // Stationary at p0: joining at 2·base·p0, leaving at 2·base·(1 − p0).
    const join = Math.min(0.5, 2 * base * p0);
    const leave = Math.min(0.5, 2 * base * (1 - p0));
    const unit = shareUnit(g.name);
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    // Economic voting: a rise in unemployment costs the side in office; a challenger gains.
    const challenger = /\b(challenger|opposition|herausforderer|opposici[oó]n|opposition)\b/i.test(ctx.intent.text);
    const economy = needs.has('unemployment') || needs.has('economy') ? (challenger ? -1 : 1) * ECONOMY_WEIGHT : 0;
    const variables = {
      supports: shareState(p0, stateLabel, unit),
      ...(needs.has('campaign') ? { campaign: constant(0, `Campaign for ${side} running`, '0 = no, 1 = yes') } : {}),
      ...(economy ? { unemployment_change: constant(0, 'Unemployment compared with today', 'percentage points') } : {}),
      ...(needs.has('dividend') ? { dividend: constant(0, 'Revenue returned as a dividend', '0 = no, 1 = yes') } : {}),
      ...(needs.has('scandal') ? { scandal: constant(0, 'A scandal in the news', '0 = no, 1 = yes') } : {}),
    };
    const scandal = 'scandal' in variables;
    const dividend = 'dividend' in variables;
    const camp: Record<string, number> = { ...('campaign' in variables ? { campaign: CAMPAIGN } : {}), ...(economy ? { unemployment_change: -economy } : {}), ...(dividend ? { dividend: DIVIDEND } : {}), ...(scandal ? { scandal: -SCANDAL } : {}) };
    const campAway: Record<string, number> = { ...('campaign' in variables ? { campaign: -CAMPAIGN } : {}), ...(economy ? { unemployment_change: economy } : {}), ...(dividend ? { dividend: -DIVIDEND } : {}), ...(scandal ? { scandal: SCANDAL } : {}) };
    const actions = {
      // Opponents join: logit(join) + bandwagon·(share − p0), off for supporters.
      comes_round: binary(`Comes round to ${side} this ${ctx.unit}`, `Switches to ${side}`, logOdds(join) - BANDWAGON * p0, { supports: -GATE, [`${g.id}.supports`]: BANDWAGON, ...camp }, { supports: 1 }),
      // Supporters leave: −50 + 50·supports + logit(leave) − bandwagon·(share − p0).
      turns_away: binary(`Turns away from ${side} this ${ctx.unit}`, `Switches away from ${side}`, -GATE + logOdds(leave) + BANDWAGON * p0, { supports: GATE, [`${g.id}.supports`]: -BANDWAGON, ...campAway }, { supports: -1 }),
    };
    const expected = Array.from({ length: ctx.steps }, () => p0);
    return {
      label: trusts ? `Trust in ${side}` : `Support for ${side}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} who may change their mind about ${side}`, number_of_agents: g.agents, variables, actions }],
      lever(iv) {
        // "if the opposing campaign spends twice as much": a campaign against the side asked about tilts away from it.
        if (iv.lever === 'campaign' && 'campaign' in variables) return [{ target: `${g.id}.campaign`, value: iv.change.kind === 'off' ? 0 : OPPOSING.test(iv.text) ? -1 : 1, neutral: 0, scale: 'level', label: iv.text }];
        // A scandal moves people while it is news, then fades; those it turned stay turned unless others win them back.
        if (iv.lever === 'scandal' && scandal) return [{ target: `${g.id}.scandal`, value: iv.change.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text, steps: Math.max(1, Math.round(SCANDAL_DAYS / ctx.stepDays)) }];
        if (iv.lever === 'dividend' && dividend) return [{ target: `${g.id}.dividend`, value: iv.change.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
        if (iv.lever === 'unemployment' && economy) {
          const c = iv.change;
          // "rises by 2 points"; "rises" alone: a typical downturn, 2 points; "falls": −1 point.
          const points = c.kind === 'points' ? c.value : c.kind === 'relative' ? c.value * 5 : c.kind === 'off' ? -1 : ctx.intent.concepts.has('down') && !ctx.intent.concepts.has('up') ? -1 : DEFAULT_UNEMPLOYMENT_RISE;
          return [{ target: `${g.id}.unemployment_change`, value: round(points, 6), neutral: 0, scale: 'level', label: iv.text }];
        }
        // Okun's law: each point of growth above a trend of about 2% lowers unemployment by about half a point.
        if (iv.lever === 'economy' && economy) {
          const c = iv.change;
          const down = ctx.intent.concepts.has('down') && !ctx.intent.concepts.has('up');
          const growth = c.kind === 'relative' || c.kind === 'share' ? c.value * 100 * (down && c.value > 0 ? -1 : 1) : c.kind === 'points' ? c.value : down ? -2 : 3;
          return [{ target: `${g.id}.unemployment_change`, value: round(-OKUN * (growth - TREND_GROWTH), 6), neutral: 0, scale: 'level', label: iv.text }];
        }
        return null;
      },
      fallback: { group: g.id, action: 'comes_round', demandSign: 1 },
      outcome: { target: `${g.id}.supports`, label: stateLabel, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.5, expected },
      assumptions: [
        `At the start ${pct(p0)} support ${side}${stated !== null ? ' (as the prompt says)' : ' (assumed: an even split)'}; without a change the share stays there on average.`,
        `About ${pct(WEEKLY_SWITCH, 1)} of people switch sides in a week at an even split (panel studies find 10–20% change their intention over a campaign); a side that gains attracts a little more (+${BANDWAGON} log-odds per unit of its share).`,
        ...('campaign' in variables ? [`A campaign makes switching towards its side ${pct(Math.exp(CAMPAIGN) - 1)} likelier and away ${pct(1 - Math.exp(-CAMPAIGN))} less likely (persuasion effects are small, Kalla & Broockman 2018).`] : []),
        ...(economy
          ? [`Each point more of unemployment makes switching away from ${challenger ? 'the side in office' : side} about ${pct(Math.exp(ECONOMY_WEIGHT) - 1)} likelier and towards it as much less likely: support ${challenger ? 'for the challenger rises' : 'falls'} by 1–2 points per point once it has worked through (economic voting, Lewis-Beck & Stegmaier 2000); a rise with no size is ${DEFAULT_UNEMPLOYMENT_RISE} points.`]
          : []),
        ...(dividend ? [`Paying the revenue back as a dividend makes switching towards ${side} ${pct(Math.exp(DIVIDEND) - 1)} likelier and away ${pct(1 - Math.exp(-DIVIDEND))} less likely (returning the revenue raises stated support for a carbon tax by 10–20 points, Kotchen, Turk & Leiserowitz 2017; Carattini, Carvalho & Fankhauser 2018).`] : []),
        ...(scandal ? [`A scandal makes switching away from ${side} ${pct(Math.exp(SCANDAL) - 1)} likelier and towards it ${pct(1 - Math.exp(-SCANDAL))} less likely for the ${SCANDAL_DAYS / 7} weeks it is in the news (assumed: approval of a government or an institution typically falls by a few points after a major scandal).`] : []),
        ...(needs.has('economy') ? [`Growth acts through unemployment (Okun's law): each point of growth above a trend of ${TREND_GROWTH}% lowers unemployment by about ${OKUN} point, and a shrinking economy raises it.`] : []),
        // Only where winning is asked: "will support drop below 40%" names its own mark.
        ...(ctx.intent.concepts.has('win') || (ctx.intent.question.kind === 'probability_of_event' && !ctx.intent.question.threshold) ? ['"Will it win" is read as the chance that support reaches half at some point of the horizon.'] : []),
      ],
    };
  },
};
