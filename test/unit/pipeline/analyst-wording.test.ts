import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Analysis } from '../../../src/domain/schemas/simulations.js';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { identifiersIn } from '../../../src/pipeline/analyst/numbers.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * The Analyst's English, read the way a domain analyst reads it before signing: real questions
 * through the builtin Architect, the kernel and the builtin Analyst, checked for properties that
 * hold for any question (not for pinned sentences): no state label quoted inside a sentence
 * frame, no fractional day or month, moments in the unit the asker counts in, no identifiers or
 * model arithmetic, no sentence said twice across the sections, drivers that name their change
 * and the answer's unit, and recommendations that never favour an option that makes the asker's
 * outcome worse.
 */

after(() => closeSimPool());

interface Case {
  prompt: string;
  /** The unit moments must be said in (the asker's calendar). */
  unit?: 'week' | 'month';
  /** Which way the asker wants the outcome to go: -1 fewer (quitting, falling ill), +1 more (adoption). */
  goal?: 1 | -1;
  /** The noun the answer counts in (the group as the question names it). */
  noun?: RegExp;
}

const CASES: Case[] = [
  { prompt: 'A town of 20,000 people faces a flu outbreak. When does the number of people sick at the same time peak over 12 weeks?', unit: 'week', goal: -1, noun: /people/ },
  { prompt: 'Out of 5,000 nurses, how many quit within 18 months if overtime stays at 12 hours a week compared with cutting it to 6 hours?', unit: 'month', goal: -1, noun: /nurses/ },
  { prompt: 'A city of 50,000 commuters: how many take the bus after a year if fares are cut by 30%?', unit: 'month', goal: 1, noun: /commuters/ },
  { prompt: 'How many of 3,000 gym members cancel their membership within a year if the monthly fee goes up 10% or 20%?', goal: -1, noun: /gym members/ },
  { prompt: 'How quickly will heat pumps spread among 5,000 households over 36 months if subsidies rise 30%?', unit: 'month', goal: 1, noun: /households/ },
  { prompt: 'A rumour spreads among 5,000 students. How many believe it within 4 weeks if the university debunks it from week 2?', unit: 'week', goal: -1, noun: /students/ },
  { prompt: 'A bank has 10,000 depositors. Will a run happen within 30 days if a rumour spreads?', goal: -1, noun: /depositors/ },
];

const sections = (a: Analysis): Record<string, string[]> => ({ summary: [a.executive_summary], drivers: a.key_drivers, risks: a.risks, recommendations: a.recommendations });

/** Sentences, split after a full stop that ends a sentence (not inside a number or a quote). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z“])/).map((s) => s.trim()).filter((s) => s.length > 0);

async function answer(prompt: string): Promise<{ config: SimulationConfig; a: Analysis }> {
  const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
  const run = await runSimulation(config, { threads: 1 });
  const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
  return { config, a };
}

describe('the Analyst’s English reads like a domain analyst wrote it', () => {
  for (const c of CASES) {
    it(c.prompt, async () => {
      const { config, a } = await answer(c.prompt);
      const parts = sections(a);
      const prose = Object.values(parts).flat();
      const all = prose.join('\n');

      // Labels, never identifiers or the model's bookkeeping.
      assert.deepEqual(identifiersIn(prose, config), []);
      assert.doesNotMatch(all, /\((?:total|average) over [^)]*\)|counted \d+% more in|swayed|model arithmetic|log-odds/, all);

      // Quotes name the asker's options and the stated assumptions, never a state inside a frame.
      const allowed = new Set([...(config.arms ?? []).map((x) => x.label), config.baseline_label ?? '', ...(config.arms ?? []).flatMap((x) => x.events.map((e) => e.label ?? '')), ...(config.events ?? []).map((e) => e.label ?? ''), ...(config.assumptions ?? [])].filter(Boolean));
      for (const m of all.matchAll(/“([^”]*)”/g)) assert.ok(allowed.has(m[1]), `quoted “${m[1]}” is neither an option nor an assumption: ${all}`);

      // Moments are whole steps of the asker's calendar: no "day 40.5", no "month 2.9".
      assert.doesNotMatch(all, /\b(?:day|week|month|year)s? \d+\.\d/, all);
      if (c.unit === 'week') assert.doesNotMatch(all, /\b(?:on|by|in|around) day \d/, `moments in weeks: ${all}`);
      // Counts are whole: no "53.8 leavers".
      assert.doesNotMatch(all, /\b\d+\.\d+ (?:more |fewer )?(?:nurses|people|commuters|households|students|depositors|members|leavers)\b/, all);

      // No sentence said twice across the sections (the summary, drivers, risks, recommendations).
      const seen = new Map<string, string>();
      for (const [name, texts] of Object.entries(parts)) {
        for (const s of texts.flatMap(sentences)) {
          if (s.length < 40) continue;
          const before = seen.get(s);
          assert.ok(before === undefined || before === name, `said in ${before} and again in ${name}: ${s}`);
          seen.set(s, name);
        }
      }

      // A driver says what changes, by how much, and what it does in the answer's unit.
      const f = a.answer!;
      for (const d of a.key_drivers.filter((x) => x.startsWith('If '))) {
        assert.match(d, /10%/, d);
        const unitWords = [c.noun?.source ?? '', 'percentage points', 'months?', 'weeks?', 'days?'].filter(Boolean).join('|');
        assert.match(d, new RegExp(`\\d[\\d,.]* (?:more |fewer )?(?:${unitWords})`), `the driver's effect is in the answer's unit: ${d}`);
      }

      // The answer counts in the asker's noun.
      if (c.noun) assert.match(a.executive_summary, c.noun);

      // Recommendations never favour an option that makes the outcome worse for the asker.
      const rows = f.by_arm ?? [];
      for (const r of a.recommendations.filter((x) => /better option|Weigh that gain|give the same result here/.test(x))) {
        for (const row of rows.slice(1)) {
          if (!r.includes(`“${row.label}”`) || row.difference === null || row.difference === 0) continue;
          // Sooner is more of the outcome for a time; a chance and a level go with their sign.
          const moreOfIt = f.kind === 'time_to_threshold' ? row.difference < 0 : row.difference > 0;
          assert.equal(moreOfIt ? 1 : -1, c.goal, `recommended “${row.label}” although it moves the outcome the wrong way: ${r}`);
        }
      }
      // Arms with the same numbers are said once, not ranked against each other.
      for (const r of a.recommendations.filter((x) => x.startsWith('Ranked'))) {
        const effects = [...r.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]);
        assert.equal(new Set(effects).size, effects.length, `two arms ranked with the same effect: ${r}`);
      }
    });
  }
});

describe('organisations take "that", people "who"', () => {
  it('restaurants that have closed, nurses who have left', async () => {
    const { who } = await import('../../../src/pipeline/analyst/target.js');
    assert.equal(who('small restaurants'), 'that');
    assert.equal(who('dairy farms'), 'that');
    assert.equal(who('nurses'), 'who');
    assert.equal(who('households'), 'who');
  });
  it('a closures answer says "restaurants that have closed"', async () => {
    const prompt = 'How many of 1,500 small restaurants close within 2 years if minimum wage rises to $15?';
    const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
    const run = await runSimulation(config, { threads: 1, seed: 7 });
    const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
    const text = [a.executive_summary, ...a.key_drivers, ...a.risks, ...a.recommendations].join('\n');
    assert.doesNotMatch(text, /restaurants who/, text);
    assert.match(text, /restaurants that have closed/, text);
  });
});

describe('a change that takes something to nothing is not made 10% larger', () => {
  it('never says "a 110% cut instead of 100%"', async () => {
    const prompt = 'How many of 10,000 adults get a flu shot this season if pharmacies offer it free, compared with a $20 copay?';
    const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
    const run = await runSimulation(config, { threads: 1, seed: 11 });
    const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
    const text = [a.executive_summary, ...a.key_drivers, ...a.risks, ...a.recommendations].join('\n');
    assert.doesNotMatch(text, /1[01]\d% cut/, text);
    assert.match(a.executive_summary, /Offered free/);
  });
});

describe('a resource every user shares is its level, not an average over the users', () => {
  it('says "the fish stock stands at …" and, in German, names no average over the boats', async () => {
    const en = await answer("What happens to a fishery's stock over 20 years if the catch quota is cut by 30%?");
    assert.match(en.a.answer!.statement, /the fish stock stands at \d/);
    assert.doesNotMatch(en.a.answer!.statement, /average|over boats/);
    const de = await answer('Wie entwickelt sich der Dorschbestand in 15 Jahren, wenn die Fangquote um 40 % gesenkt wird?');
    assert.doesNotMatch(de.a.answer!.statement, /Durchschnitt|Boats/);
    assert.match(de.config.agent_groups[0].name, /^Boote$/);
  });

  it('keeps the average for a quantity each person holds, even when all hold it alike', async () => {
    const { a } = await answer('How will monthly spending on sugary drinks among 10,000 adults change if a 20% tax is added?');
    assert.doesNotMatch(a.answer!.statement, /stands at/);
  });
});
