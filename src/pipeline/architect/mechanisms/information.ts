import { buildContagion, type ContactLever } from './contagion.js';
import { lowerName, num, pct, renameFields } from './kit.js';
import type { Mechanism } from './types.js';

/**
 * Information and misinformation: a story spreads like a contagion among users who see it
 * from those sharing it; sharers stop after a day or two. Bots are accounts that keep
 * sharing (a constant extra pressure); moderation and fact-checks cut how far each share
 * reaches. Numbers and sources: docs/mechanisms.md "Information and misinformation".
 */

const CONTACTS: Record<string, ContactLever> = {
  moderation: { variable: 'moderation', label: 'Moderation: change in reach of shares (log)', reduction: 0.25 },
  campaign: { variable: 'prebunking', label: 'Counter-campaign: change in reach of shares (log)', reduction: 0.1 },
};

/** Each sharer passes the story on to 1.8 interested people on average (viral but not explosive). */
const R = 1.8;
const SHARING_DAYS = 1.5;
/** Only a fifth of users would engage with a given story at all; the rest never share it. */
const INTERESTED = 0.2;
/** A bot posts as much as five active human sharers. */
const BOT_AMPLIFICATION = 5;
const DEFAULT_BOT_SHARE = 0.001;

export const information: Mechanism = {
  id: 'information',
  name: 'Information and misinformation with bots and moderation',
  cues: { rumour: 4, misinformation: 4, post: 2, social_media: 2.5, viral: 3, believe: 1.5, bots: 3, moderation: 3, news: 1, spread: 0.5, users: 1, followers: 1 },
  actors: ['users', 'people', 'residents', 'citizens', 'voters', 'members', 'viewers', 'students', 'employees', 'customers'],
  defaultPopulation: { concept: 'users', noun: 'users', count: 100_000 },
  coarsestStep: 'day',
  defaultHorizon: { n: 30, unit: 'day' },
  build(ctx) {
    const main = ctx.groups[0];
    const people = ctx.groups.reduce((s, g) => s + g.people, 0);
    const agents = ctx.groups.reduce((s, g) => s + g.agents, 0);
    const mis = ['misinformation', 'rumour'].some((c) => ctx.intent.concepts.has(c));
    const what = ctx.intent.concepts.has('rumour') ? 'the rumour' : mis ? 'the false story' : 'the story';
    // Bots: a stated count or share, else a small default when the prompt speaks of bots.
    let botShare: number | undefined;
    if (ctx.intent.concepts.has('bots')) {
      const stated = ctx.interventions.find((iv) => iv.lever === 'bots' && (iv.change.kind === 'count' || iv.change.kind === 'share'));
      const raw = stated?.change.kind === 'count' ? stated.change.value / people : stated?.change.kind === 'share' ? stated.change.value : DEFAULT_BOT_SHARE;
      botShare = Math.min(0.2, raw);
    }
    // "20% already believe it": those are believers who have passed it on; a few of them share right now.
    const seedsLevel = ctx.intent.levels.find((l) => l.near.some((c) => c === 'post' || c === 'believe' || c === 'already'));
    const believers = seedsLevel ? Math.min(0.9, seedsLevel.isShare ? seedsLevel.value : seedsLevel.value / people) : 0;
    // "if 5 students start it": the asker's starters, else 10 people.
    const starters = ctx.intent.seedCount && ctx.intent.seedCount < people ? ctx.intent.seedCount : null;
    const seeds = starters ? Math.max(starters / people, 1 / agents) : Math.max(10 / people, 1 / agents, Math.min(believers, 0.01));
    const interested = Math.min(0.95, Math.max(INTERESTED, believers + INTERESTED));
    const c = buildContagion(
      ctx,
      {
        // R among everyone is R / share interested, so that among the interested it is R.
        r0: R / interested,
        infectiousDays: SHARING_DAYS,
        symptomatic: 1,
        immuneStart: 1 - interested + Math.max(0, believers - seeds),
        infectedStart: Math.min(0.5, seeds),
        everStart: believers,
        botActivity: botShare !== undefined ? botShare * BOT_AMPLIFICATION : undefined,
        labels: {
          infectious: `Sharing ${what} now`,
          immune: `Will not share ${what} (not interested, or stopped)`,
          everInfected: `Believes and has shared ${what}`,
          everIll: `Believes and has shared ${what}`,
          fallsIll: `Starts sharing ${what} this ${ctx.unit}`,
          recovers: `Stops sharing this ${ctx.unit}`,
        },
      },
      CONTACTS,
      0,
    );
    // Symptomatic share 1: the silent-infection action never fires; keep the config lean.
    for (const g of c.groups) delete g.actions.infected_without_symptoms;
    // Everyone infected "falls ill" here (symptomatic share 1): one record of who has shared is enough.
    for (const g of c.groups) {
      delete g.variables.has_been_infected;
      for (const a of Object.values(g.actions)) if (a.effects) delete a.effects.has_been_infected;
    }
    renameFields(c.groups, { infectious: 'shares_now', immune: 'will_not_share', has_been_ill: 'has_shared', falls_ill: 'starts_sharing', recovers: 'stops_sharing' });
    const assumptions = [
      `Only ${pct(interested)} of ${lowerName(main.name)} would ever engage with ${what}${believers > 0 ? ` (${pct(believers)} already believe it, as the prompt says)` : ''}; each sharer passes it to ${R} of them on average and shares for about ${SHARING_DAYS} days (cascades rarely exceed R ≈ 2, Goel et al. 2016); those who stop do not share again.`,
      `${num(Math.round(seeds * people))} people are sharing ${what} at the start${starters ? ', as the prompt says' : ' (assumed)'}; everyone can see everyone's shares (one network, no communities).`,
    ];
    if (botShare !== undefined) assumptions.push(`Bots are ${pct(botShare, 1)} of accounts and each posts like ${BOT_AMPLIFICATION} active human sharers, without stopping (bots amplify low-credibility content early, Shao et al. 2018).`);
    if (ctx.interventions.some((iv) => iv.lever === 'moderation')) assumptions.push('Moderation (removal and fact-check labels) cuts the reach of each share by 25% unless the prompt says otherwise (labels reduce sharing by 10–25%, Pennycook et al. 2020).');
    return {
      label: mis ? `Spread of ${what.replace(/^the /, '')}` : `Spread of ${what.replace(/^the /, '')}`,
      groups: c.groups,
      lever: (iv) => c.lever(iv),
      fallback: { group: main.id, action: 'starts_sharing', demandSign: -1 },
      outcome: {
        target: `${main.id}.has_shared`,
        label: `Believes and has shared ${what}`,
        share: true,
        peakTarget: `${main.id}.shares_now`,
        defaultKind: 'level_at_end',
        direction: 'above',
        threshold: 0.1,
        expected: c.expectedIll,
      },
      assumptions,
    };
  },
};
