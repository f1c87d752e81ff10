import { binary, constant, GATE, logOdds, lowerName, pct, perStepFromYear, shareState, shareUnit } from './kit.js';
import type { Mechanism } from './types.js';
import type { Intent, Intervention } from '../reader/types.js';

/**
 * A way of working an employer allows or ends, when the question asks how many will work that way: "how many of our
 * 2,000 employees will work from home two days a week if we allow it", "combien feront du télétravail si nous
 * l'autorisons", "wie viele arbeiten im Homeoffice, wenn wir es erlauben". Not allowed today, nobody does it; once
 * allowed, those who want it take it up within a few months, and no more than they. Ended, those who did it go back.
 * (The generic take-up model ran it as a habit spreading by 10% a year from 10% today, nudged by an unknown effect.)
 */

interface Arrangement {
  /** What people do, in English (the title's words and the group's description). */
  doing: string;
  title: string;
  state: string;
  allowedLabel: string;
  /** The share of staff who take it up once allowed. */
  share: number;
  source: string;
}

const ARRANGEMENTS: Record<string, Arrangement> = {
  remote_work: {
    doing: 'work from home', title: 'Working from home', state: 'Works from home', allowedLabel: 'Remote work allowed', share: 0.6,
    source: 'about three in five of those whose job can be done from home do so part or all of the week, Barrero, Bloom & Davis, SWAA 2023',
  },
  four_day_week: {
    doing: 'work a four-day week', title: 'Working a four-day week', state: 'Works a four-day week', allowedLabel: 'Four-day week allowed', share: 0.7,
    source: 'assumed: most staff offered the same pay for four days take it; in the UK pilot of 2022, 56 of 61 firms kept it',
  },
};
/** Those who want it take it up within a few months of being allowed (half of them in a month). */
const TAKE_UP_PER_MONTH = 0.5;
/** Ended, those who did it go back as fast. */
const BACK_PER_MONTH = 0.5;
/** Staff nouns this model counts; leaving is attrition's question. */
const STAFF = new Set(['employees', 'workers', 'nurses', 'doctors', 'teachers', 'officers', 'staff']);
const LEAVING = ['leave', 'turnover', 'burnout', 'cancel', 'stop', 'dropout', 'union', 'strike'];

/** The arrangement a change allows or ends that the question also asks about before its "if". */
function askedArrangement(intent: Intent): Intervention | undefined {
  const ifAt = intent.gloss.find((g) => g.c === 'if')?.start ?? -1;
  if (ifAt < 0) return undefined;
  return intent.interventions.find((iv) => ARRANGEMENTS[iv.lever] && (iv.change.kind === 'on' || iv.change.kind === 'off') && intent.gloss.some((g) => g.known && g.c === iv.lever && g.start < ifAt));
}

export const arrangements: Mechanism = {
  id: 'arrangement',
  name: 'Taking up a way of working once allowed',
  cues: {},
  affinity: (intent) => {
    const iv = askedArrangement(intent);
    if (!iv || LEAVING.some((c) => intent.concepts.has(c))) return 0;
    const who = intent.populations[0]?.concept;
    return who === undefined || STAFF.has(who) ? 8 : 0;
  },
  actors: ['employees', 'workers', 'staff', 'nurses', 'teachers'],
  defaultPopulation: { concept: 'employees', noun: 'employees', count: 1_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const asked = askedArrangement(ctx.intent) ?? ctx.interventions.find((iv) => ARRANGEMENTS[iv.lever]);
    const lever = asked?.lever ?? 'remote_work';
    const a = ARRANGEMENTS[lever];
    // "if we end it", "si on le supprime": allowed today, and those who want it already do it.
    const allowedToday = asked?.change.kind === 'off';
    const unit = shareUnit(g.name);
    const up = perStepFromYear(1 - (1 - TAKE_UP_PER_MONTH) ** 12, ctx.stepDays);
    const back = perStepFromYear(1 - (1 - BACK_PER_MONTH) ** 12, ctx.stepDays);
    // Each gate is GATE wide: taking it up needs both wanting it and being allowed; going back needs doing it and no
    // longer being allowed. Allowed today, those who want it are those who do it (no one else waits to start).
    const takesUp = binary(`Starts this ${ctx.unit}`, `Starts this ${ctx.unit}`, logOdds(up) - 2 * GATE, { wants: GATE, allowed: GATE, does_it: -GATE }, { does_it: 1 });
    const goesBack = binary(`Stops this ${ctx.unit}`, `Stops this ${ctx.unit}`, logOdds(back) - GATE, { does_it: GATE, allowed: -GATE }, { does_it: -1 });
    // Without a change nothing moves.
    const expected = Array.from({ length: ctx.steps }, () => (allowedToday ? a.share : 0));
    return {
      label: a.title,
      groups: [{
        id: g.id, name: g.name, description: `${g.name} deciding whether to ${a.doing}`, number_of_agents: g.agents,
        variables: {
          does_it: shareState(allowedToday ? a.share : 0, a.state, unit),
          wants: shareState(allowedToday ? 0 : a.share, 'Would take it up if allowed', unit),
          allowed: constant(allowedToday ? 1 : 0, a.allowedLabel, '0 = no, 1 = yes'),
        },
        actions: { takes_up: takesUp, goes_back: goesBack },
      }],
      lever(iv) {
        if (iv.lever !== lever) return null;
        return [{ target: `${g.id}.allowed`, value: iv.change.kind === 'off' ? 0 : 1, neutral: allowedToday ? 1 : 0, scale: 'level', label: iv.text }];
      },
      // Other changes (an allowance for a home office, a pay cut for four days) move taking it up.
      fallback: { group: g.id, action: 'takes_up', demandSign: 1 },
      outcome: { target: `${g.id}.does_it`, label: a.state, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: a.share / 2, expected },
      assumptions: allowedToday
        ? [`Today ${pct(a.share)} of ${lowerName(g.name)} ${a.doing} (${a.source}); once it is no longer allowed, half of them stop each month.`]
        : ['Today it is not allowed and nobody does it (exceptions left aside).', `Once allowed, ${pct(a.share)} of ${lowerName(g.name)} ${a.doing} (${a.source}): half of them start in the first month, nearly all within four.`],
    };
  },
};
