import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, lowerName, pct, round, shareState, shareUnit, sigmoid, statedShare, taste } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Turnout at an election: each step until election day some of those who have not yet made
 * up their mind to vote do so, more when others around them have (social pressure), and the
 * share decided on the last step is the turnout. Calibrated so that without a change the
 * turnout on election day is the usual one for the group; reminders, canvassing and
 * mobilisation campaigns add the effects field experiments find. Numbers and sources:
 * docs/mechanisms.md "Turnout".
 */

/**
 * Turnout without a change depends first on the kind of election: a general election draws far
 * more voters than a local one, a European one or a student union's. Young voters turn out at
 * about 0.7 of everyone's rate (general elections: UK 2019 18–24 47% against 67%; US 2020 18–29
 * 50% against 66%); a student union's figure is already its students'.
 */
interface ElectionKind {
  kind: string;
  /** Everyone's usual turnout, and what it rests on. */
  base: number;
  source: string;
  /** The base is already young people's (a student election): no young-voter discount. */
  youngAlready?: boolean;
  words: RegExp;
}
const ELECTIONS: ElectionKind[] = [
  {
    kind: 'student union election',
    base: 0.15,
    source: 'student union elections draw about 10–20% of students at UK universities',
    youngAlready: true,
    words: /\bstudent(?:s['’]?)?[-\s](?:union|council|government|parliament|body|association|election)|\bcampus elections?|\bstudierend\w*(?:parlament|rat|vertretung)|\bstudentische\w* (?:wahl|vertretung)|\basta[-\s]?wahl|\bhochschulwahl|\belecciones? (?:estudiantil\w*|de estudiantes|universitari\w*)|\bconsejo de estudiantes|[ée]lections? (?:[ée]tudiant\w*|des [ée]tudiants|du bde|universitaires?)|\bBDE\b/i,
  },
  {
    kind: 'European Parliament election',
    base: 0.5,
    source: 'EU-wide turnout 50.7% in 2019 and 51% in 2024',
    words: /\beurop\w* (?:parliament\w*|elections?)|\beuropawahl|\beurop\w* parlament|\belecciones europeas|\bparlamento europeo|[ée]lections? europ[ée]ennes|\bparlement europ[ée]en/i,
  },
  {
    kind: 'primary',
    base: 0.25,
    source: 'about 29% of eligible voters took part in the 2016 US presidential primaries, Pew Research Center',
    words: /\bprimar(?:y|ies)\b|\bvorwahl\w*|\bprimarias\b|\bprimaires\b/i,
  },
  {
    kind: 'midterm election',
    base: 0.48,
    source: 'US midterms: 50% in 2018, 46% in 2022',
    words: /\bmidterms?\b|\bzwischenwahl\w*|\belecciones (?:de )?medio t[ée]rmino|[ée]lections? de mi-mandat/i,
  },
  {
    kind: 'local election',
    base: 0.35,
    source: 'about 30–35% in England, often 20–30% in US cities, about 50% in German municipalities',
    words: /\b(?:local|municipal|council|city|town|mayoral|mayor(?:['’]s)?|school board)\s+(?:council\s+)?(?:elections?|polls?|vote)\b|\belection (?:of|for) (?:the )?(?:mayor|city council|town council|council)\b|\b(?:kommunal|gemeinderats|stadtrats|bürgermeister|oberbürgermeister|landrats)wahl\w*|\belecciones (?:municipales|locales)|\balcald\w*|[ée]lections? (?:municipales?|locales?)|\bmaire\b/i,
  },
  // Listed after local elections so that "local election" wins; a referendum alone is local unless called national.
  {
    kind: 'local referendum',
    base: 0.35,
    source: 'assumed: local and citizens’ referendums draw about 30–45%, e.g. German Bürgerentscheide and Swiss communal votes',
    words: /\b(?:local|municipal|city|town|county)\s+(?:referendum|ballot measure|vote on)|\bbürgerentscheid\w*|\bconsulta (?:popular|municipal|ciudadana)|\bréférendum (?:local|municipal)|\bvotation communale/i,
  },
];
const GENERAL: Omit<ElectionKind, 'words'> = { kind: 'general election', base: 0.65, source: 'typical national turnout: UK 2019 67%, US 2020 66%' };
const YOUNG_FACTOR = 0.7;
/** Share of the gap to a national election's turnout that a vote held with it closes (assumed; Anzia 2014). */
const CONCURRENT_SHARE = 0.8;
const YOUNG = /young|jung|jóvenes|jovenes|jeunes|student|étudiant|estudiant|studierend|first-time|erstwähler|primo-votant/i;

/** A referendum named alone ("vote in the referendum"): local unless called national, as the list above says. */
const REFERENDUM = /\breferend(?:um|a|ums)\b|\bvolksentscheid\w*|\bvolksabstimmung\w*|\breferéndum\w*|\bconsulta\b|\bréférendum\w*|\bvotation\w*/i;
const NATIONAL = /\bnational|\bbundesweit|\bnacional|\bnational/i;
function electionOf(text: string): Omit<ElectionKind, 'words'> {
  const named = ELECTIONS.find((e) => e.words.test(text));
  if (named) return named;
  // "vote in the referendum if it is held on the same day as the general election": the election asked about is the
  // referendum; the general election is what it is held with (it ran at a general election's turnout, so no change).
  if (REFERENDUM.test(text) && !NATIONAL.test(text)) return ELECTIONS.find((e) => e.kind === 'local referendum')!;
  return GENERAL;
}

/** Points of turnout a measure adds by election day (Green & Gerber, "Get Out the Vote", meta-analyses). */
const EFFECTS: Record<string, { points: number; source: string }> = {
  reminder: { points: 0.01, source: 'text and mail reminders add about 0.5–3 points, Dale & Strauss 2009, Malhotra et al. 2011' },
  campaign: { points: 0.025, source: 'door-to-door canvassing adds about 2–4 points per contacted voter, Green, Gerber & Nickerson 2003' },
  // Voting from home: online voting added about 3.5 points in Ontario's municipal elections (Goodman & Stokes 2020), all-mail voting 2–4 (Gerber, Huber & Hill 2013).
  online_voting: { points: 0.03, source: 'online voting added about 3.5 points in Ontario municipal elections, Goodman & Stokes 2020; all-mail voting 2–4 points, Gerber, Huber & Hill 2013' },
  // A vote on a rest day: countries that vote at the weekend see higher turnout across countries (Franklin 2004);
  // a move within one country does less, so a modest 2 points is assumed.
  // "if the polling stations stay open until 10 pm": most who do not vote are not kept away by the hours.
  opening_hours: { points: 0.01, source: 'assumed: longer polling hours add about a point at most; most who do not vote are not kept away by the hours' },
  // Bad weather keeps some at home: each inch of rain cut US turnout by about 0.8 points (Gomez, Hansford & Krause 2007).
  rain_day: { points: -0.01, source: 'each inch of rain on election day cut US turnout by about 0.8 points, Gomez, Hansford & Krause 2007' },
  weekend_voting: { points: 0.02, source: 'assumed: countries that vote on a weekend or a holiday turn out a few points more, Franklin 2004; a move within one country does less' },
};
/** "What share will vote in the election", "wie viele gehen wählen": whether people vote, not whom they support. */
const WHETHER = /\b(?:vote in|voting in|turn out|go to the polls|cast (?:a|their) (?:vote|ballot)|w[äa]hlen gehen|gehen w[äa]hlen|(?:gehen|geht|gingen) zur \w*wahl|zur \w*wahl (?:gehen|geht)|an der \w*wahl teil\w*|votar[áa]n? en|participa\w* en las elecciones|iront voter|voteront (?:aux|à|a la|au)|participation (?:aux|à la|au) (?:[ée]lections?|scrutin|vote)|will vote(?=\s+(?:if|when|at|\?))|votar[áa]n(?=\s+(?:si|cuando|\?))|voteront(?=\s+(?:si|quand|\?))|w[äa]hlen(?=\s*,?\s*wenn))\b/i;
const WHOM = /\b(?:for|against|support|candidate|party|incumbent|f[üu]r|gegen|por|contra|pour|contre|candidat\w*|partido|parti)\b/i;
/** Weight of the share already decided on the odds of deciding (social pressure, Gerber, Green & Larimer 2008). */
const PEER = 1;

/** Taste quadrature: the midpoints of 40 equal slices of the uniform taste on [−1, 1]. */
const TASTES = Array.from({ length: 40 }, (_, i) => -1 + (2 * i + 1) / 40);

/**
 * The share decided after each step, in the mean field of the model as the kernel runs it: each
 * undecided voter of taste u decides with σ(b + u + PEER × the share decided at the start of the
 * step). Voters with a strong inclination decide first, so the hazard of those left falls over
 * time; calibrating on a single hazard left turnout 4–6 points short of its target.
 */
function decidedPath(b: number, steps: number): number[] {
  const undecided = TASTES.map(() => 1);
  const path: number[] = [];
  let decided = 0;
  for (let t = 0; t < steps; t++) {
    for (let i = 0; i < TASTES.length; i++) undecided[i]! *= 1 - sigmoid(b + TASTES[i]! + PEER * decided);
    decided = 1 - undecided.reduce((a, x) => a + x, 0) / TASTES.length;
    path.push(decided);
  }
  return path;
}

/** The intercept whose mean field reaches `target` on the last step (bisection: the end share rises with b). */
function interceptFor(target: number, steps: number): number {
  let lo = -20;
  let hi = 10;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (decidedPath(mid, steps).at(-1)! < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export const turnout: Mechanism = {
  id: 'turnout',
  name: 'Turnout at an election',
  cues: { turnout: 6, rain_day: 3, concurrent: 4, polling_station: 4, opening_hours: 0.5, vote: 2, voters: 2, election: 2, reminder: 1, campaign: 0.5, online_voting: 4, weekend_voting: 4 },
  // "pay their water bill on time if we send reminders": reminders alone name no vote.
  requires: ['turnout', 'vote', 'voters', 'election', 'online_voting', 'weekend_voting', 'referendum'],
  // "What share of students will vote in the union election if voting moves online": turnout, not opinion.
  affinity: (intent) => (WHETHER.test(intent.text) && !WHOM.test(intent.text) ? 5 : 0),
  actors: ['voters', 'citizens', 'people', 'residents', 'students', 'members'],
  defaultPopulation: { concept: 'voters', noun: 'voters', count: 100_000 },
  coarsestStep: 'week',
  defaultHorizon: { n: 8, unit: 'week' },
  build(ctx) {
    const g = ctx.groups[0];
    // What the vote is held with ("on the same day as the general election") is not the election asked about.
    const election = electionOf(ctx.interventions.filter((iv) => iv.lever === 'concurrent').reduce((t, iv) => t.split(iv.text).join(' '), ctx.intent.text));
    const young = !election.youngAlready && YOUNG.test(ctx.intent.text);
    const stated = statedShare(ctx.intent.levels, ['turnout', 'vote']);
    const base = stated ?? round(election.base * (young ? YOUNG_FACTOR : 1), 2);
    // The intercept that brings `base` to a decision by the last step, peer term and taste included.
    const intercept = interceptFor(base, ctx.steps);
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
      weights[`${lever}_running`] = interceptFor(Math.min(0.99, base + e.points), ctx.steps) - intercept;
      if (lever === 'weekend_voting') {
        notes.push(`Voting on a weekend or a public holiday adds about ${round(e.points * 100, 1)} percentage points of turnout by election day (${e.source}).`);
        continue;
      }
      if (lever === 'rain_day') {
        notes.push(`Rain on election day takes about ${round(-e.points * 100, 1)} percentage point off turnout (${e.source}).`);
        continue;
      }
      if (lever === 'opening_hours') {
        notes.push(`Longer opening hours of the polling stations add about ${round(e.points * 100, 1)} percentage point of turnout by election day (${e.source}).`);
        continue;
      }
      if (lever === 'online_voting') {
        notes.push(`Voting from home (online or by post) adds about ${round(e.points * 100, 1)} percentage points of turnout by election day (${e.source}).`);
        continue;
      }
      notes.push(`A ${lever === 'reminder' ? 'reminder' : 'mobilisation'} campaign adds about ${round(e.points * 100, 1)} percentage point${e.points === 0.01 ? '' : 's'} of turnout by election day (${e.source}).`);
    }
    // "held on the same day as the national election": turnout rises towards the bigger vote's (Anzia 2014: on-cycle local
    // elections draw roughly twice the voters of off-cycle ones); a fifth is lost to roll-off (assumed).
    if (needs.has('concurrent')) {
      const points = Math.max(0, GENERAL.base - base) * CONCURRENT_SHARE;
      variables.concurrent_running = constant(0, 'Held with a national election', '0 = no, 1 = yes');
      weights.concurrent_running = interceptFor(Math.min(0.99, base + points), ctx.steps) - intercept;
      notes.push(`Held on the same day as a national election, turnout rises ${pct(CONCURRENT_SHARE)} of the way to the national ${pct(GENERAL.base)}: ${round(points * 100, 1)} percentage points (on-cycle local elections draw roughly twice the voters of off-cycle ones, Anzia 2014; the rest is lost to voters who skip the lesser ballot).`);
    }
    const decides = binary(`Decides to vote this ${ctx.unit}`, `Decides to vote this ${ctx.unit}`, intercept, weights, { [state]: 1 });
    const expected = decidedPath(intercept, ctx.steps);
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: `Turnout of ${lowerName(g.name)}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to vote by election day`, number_of_agents: g.agents, variables, actions: { decides } }],
      lever(iv: Intervention): LeverSetting[] | null {
        if (iv.lever === 'concurrent') return [{ target: target('concurrent_running'), value: iv.change.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
        if (!(iv.lever in EFFECTS)) return null;
        return [{ target: target(`${iv.lever}_running`), value: iv.change.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
      },
      fallback: { group: g.id, action: 'decides', demandSign: 1 },
      outcome: { target: target(state), label: 'Has decided to vote', share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.5, expected },
      assumptions: [
        stated !== null
          ? `Election day is the last step; ${pct(base)} of ${lowerName(g.name)} vote without a change, as the prompt says.`
          : `Election day is the last step; ${pct(base)} of ${lowerName(g.name)} vote without a change, as usual in a ${election.kind} (${election.source}).`,
        ...(young && stated === null ? [`Young voters turn out at about ${pct(YOUNG_FACTOR)} of everyone’s rate (UK 2019: 47% of 18–24-year-olds against 67% of all).`] : []),
        `Each voter decides to vote at some point before election day, a little more readily the more others around have decided (social pressure, Gerber, Green & Larimer 2008); once decided, they vote.`,
        ...notes,
      ],
    };
  },
};
