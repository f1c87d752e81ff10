import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, logOdds, pct, round, shareState, shareUnit, statedShare, taste, TASTE_CORRECTION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Turnout at an election: each step until election day some of those who have not yet made
 * up their mind to vote do so, more when others around them have (social pressure), and the
 * share decided on the last step is the turnout. Calibrated so that without a change the
 * turnout on election day is the usual one for the group; reminders, canvassing and
 * mobilisation campaigns add the effects field experiments find. Numbers and sources:
 * docs/mechanisms.md "Turnout".
 */

/** Turnout without a campaign: young voters about 45% in general elections (UK 2019 18–24: 47%; US 2020 18–29: 50%, midterms far lower), everyone about 65%. */
const YOUNG_TURNOUT = 0.45;
const ALL_TURNOUT = 0.65;
/** Points of turnout a measure adds by election day (Green & Gerber, "Get Out the Vote", meta-analyses). */
const EFFECTS: Record<string, { points: number; source: string }> = {
  reminder: { points: 0.01, source: 'text and mail reminders add about 0.5–3 points, Dale & Strauss 2009, Malhotra et al. 2011' },
  campaign: { points: 0.025, source: 'door-to-door canvassing adds about 2–4 points per contacted voter, Green, Gerber & Nickerson 2003' },
  // Voting from home: online voting added about 3.5 points in Ontario's municipal elections (Goodman & Stokes 2020), all-mail voting 2–4 (Gerber, Huber & Hill 2013).
  online_voting: { points: 0.03, source: 'online voting added about 3.5 points in Ontario municipal elections, Goodman & Stokes 2020; all-mail voting 2–4 points, Gerber, Huber & Hill 2013' },
};
/** "What share will vote in the election", "wie viele gehen wählen": whether people vote, not whom they support. */
const WHETHER = /\b(?:vote in|voting in|turn out|go to the polls|cast (?:a|their) (?:vote|ballot)|w[äa]hlen gehen|gehen w[äa]hlen|votar[áa]n? en|iront voter|voteront (?:aux|à|a la|au))\b/i;
const WHOM = /\b(?:for|against|support|candidate|party|incumbent|f[üu]r|gegen|por|contra|pour|contre|candidat\w*|partido|parti)\b/i;
/** Weight of the share already decided on the odds of deciding (social pressure, Gerber, Green & Larimer 2008). */
const PEER = 1;

/** Log-odds shift w of a per-step hazard h so that after `steps` steps `base + points` have decided instead of `base`. */
function shiftFor(h: number, steps: number, points: number, base: number): number {
  const target = Math.min(0.99, base + points);
  const needed = 1 - (1 - target) ** (1 / steps);
  return logOdds(needed) - logOdds(h);
}

export const turnout: Mechanism = {
  id: 'turnout',
  name: 'Turnout at an election',
  cues: { turnout: 6, vote: 2, voters: 2, election: 2, reminder: 1, campaign: 0.5, online_voting: 4 },
  // "What share of students will vote in the union election if voting moves online": turnout, not opinion.
  affinity: (intent) => (WHETHER.test(intent.text) && !WHOM.test(intent.text) ? 5 : 0),
  actors: ['voters', 'citizens', 'people', 'residents', 'students', 'members'],
  defaultPopulation: { concept: 'voters', noun: 'voters', count: 100_000 },
  coarsestStep: 'week',
  defaultHorizon: { n: 8, unit: 'week' },
  build(ctx) {
    const g = ctx.groups[0];
    const young = /young|jung|jóvenes|jovenes|jeunes|student|first-time/i.test(ctx.intent.text);
    const stated = statedShare(ctx.intent.levels, ['turnout', 'vote']);
    const base = stated ?? (young ? YOUNG_TURNOUT : ALL_TURNOUT);
    // The hazard that brings `base` to a decision by the last step, before the peer term and the taste.
    const h = 1 - (1 - base) ** (1 / ctx.steps);
    const state = 'will_vote';
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    const variables: Record<string, ReturnType<typeof constant>> = {
      [state]: shareState(0, `Has decided to vote`, shareUnit(g.name)),
      taste: taste('Individual inclination to vote (log-odds)'),
    };
    const weights: Record<string, number> = { taste: 1, [`${g.id}.${state}`]: PEER, [state]: -GATE };
    const notes: string[] = [];
    for (const [lever, e] of Object.entries(EFFECTS)) {
      if (!needs.has(lever)) continue;
      variables[`${lever}_running`] = constant(0, `${ctx.interventions.find((iv) => iv.lever === lever)?.leverText ?? lever} running`, '0 = no, 1 = yes');
      weights[`${lever}_running`] = shiftFor(h, ctx.steps, e.points, base);
      if (lever === 'online_voting') {
        notes.push(`Voting from home (online or by post) adds about ${round(e.points * 100, 1)} percentage points of turnout by election day (${e.source}).`);
        continue;
      }
      notes.push(`A ${lever === 'reminder' ? 'reminder' : 'mobilisation'} campaign adds about ${round(e.points * 100, 1)} percentage point${e.points === 0.01 ? '' : 's'} of turnout by election day (${e.source}).`);
    }
    // The peer term adds PEER × (share decided) to the log-odds; the intercept takes back its average over the run.
    const intercept = logOdds(h) - TASTE_CORRECTION - PEER * (base / 2);
    const decides = binary(`Decides to vote this ${ctx.unit}`, `Decides to vote this ${ctx.unit}`, intercept, weights, { [state]: 1 });
    const expected: number[] = [];
    for (let t = 1; t <= ctx.steps; t++) expected.push(1 - (1 - h) ** t);
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: `Turnout of ${g.name.toLowerCase()}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to vote by election day`, number_of_agents: g.agents, variables, actions: { decides } }],
      lever(iv: Intervention): LeverSetting[] | null {
        if (!(iv.lever in EFFECTS)) return null;
        return [{ target: target(`${iv.lever}_running`), value: iv.change.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
      },
      fallback: { group: g.id, action: 'decides', demandSign: 1 },
      outcome: { target: target(state), label: 'Has decided to vote', share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.5, expected },
      assumptions: [
        `Election day is the last step; ${pct(base)} of ${g.name.toLowerCase()} vote without a change${stated !== null ? ', as the prompt says' : young ? ' (young voters: 47% of 18–24-year-olds voted in the UK in 2019, 50% of 18–29-year-olds in the US in 2020)' : ' (typical national turnout)'}.`,
        `Each voter decides to vote at some point before election day, a little more readily the more others around have decided (social pressure, Gerber, Green & Larimer 2008); once decided, they vote.`,
        ...notes,
      ],
    };
  },
};
