import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Analysis } from '../../../src/domain/schemas/simulations.js';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { identifiersIn } from '../../../src/pipeline/analyst/numbers.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * Everyday questions, phrased freely, through the whole embedded pipeline (builtin Architect,
 * the kernel, builtin Analyst), read the way a demanding analyst reads the answer. The checks
 * are properties, not sentences: the answer comes first with its number and range, arms are
 * compared with the baseline, no identifiers or model arithmetic, shares in % and their
 * changes in percentage points, 2–3 significant digits, intervals whose signs agree with the
 * words around them, and the run's length in the asker's calendar.
 */

after(() => closeSimPool());

interface Case {
  prompt: string;
  /** The arms' labels are named in the answer's first two sentences. */
  arms?: boolean;
  /** The horizon as the answer must say it. */
  horizon?: RegExp;
  /** The group as the answer must name it inside a sentence (German nouns keep their capital). */
  noun?: string;
}

const CASES: Case[] = [
  { prompt: 'How many of 3,000 gym members cancel their membership within a year if the monthly fee goes up 10%?', arms: true, horizon: /12 months/ },
  { prompt: 'A school district of 6,000 pupils faces a flu wave. How many pupils get sick within 6 weeks with and without a vaccination drive?', arms: true, horizon: /6 weeks/ },
  { prompt: 'How fast do 4,000 small shops adopt contactless payment over 24 months if card fees are halved?', arms: true },
  { prompt: 'What share of 5,000 employees quit within 18 months if pay rises 5% compared with no raise?', arms: true, horizon: /18 months/ },
  { prompt: 'How many of 2,000 renters move out over 3 years if rents rise 8% per year?', arms: true },
  { prompt: 'How quickly will 8,000 households switch to a cheaper energy supplier over 12 months if prices rise 20%?', arms: true },
  // German, Spanish and French questions are answered in their language: analyst-languages.test.ts.
  { prompt: 'A rumour spreads among 5,000 students. How many believe it within 4 weeks if the university debunks it from week 2?', horizon: /4 weeks/ },
];

const prose = (a: Analysis) => [a.executive_summary, ...a.key_drivers, ...a.risks, ...a.recommendations];

/** A number as printed, its significant digits (thousands separators and leading zeros aside). */
function significant(token: string): number {
  const digits = token.replace(/[,\s]/g, '');
  const [int, frac = ''] = digits.split('.');
  if (!frac) return int.replace(/^0+/, '').replace(/0+$/, '').length;
  return (int.replace(/^0+/, '') + frac).replace(/^0+/, '').length;
}

async function answer(prompt: string): Promise<{ config: SimulationConfig; a: Analysis }> {
  const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
  const run = await runSimulation(config, { threads: 1 });
  const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
  return { config, a };
}

describe('everyday questions, answered as an analyst would want', () => {
  for (const c of CASES) {
    it(c.prompt, async () => {
      const { config, a } = await answer(c.prompt);
      const text = prose(a);
      // The Assumptions are the Architect's words, quoted as they were stated.
      const all = [...text, a.report_markdown.replace(/## Assumptions[\s\S]*?(?=\n## )/, '')];
      const first = a.executive_summary.split(/(?<=\.)\s+(?=[A-Z“])/)[0];

      // The answer first: the statement is the summary's beginning, with a number and its 5–95% range.
      assert.ok(a.answer, 'a question was asked, so there is an answer');
      assert.ok(a.executive_summary.startsWith(a.answer.statement), a.executive_summary);
      assert.match(first, /\d/, first);
      assert.match(first, /\(90% (?:range|interval) [^)]*\d/, `the first sentence gives its range: ${first}`);

      // Arms against the baseline, right after.
      if (c.arms) {
        assert.ok((config.arms ?? []).length > 0, 'the what-if became an arm');
        const lead = a.executive_summary.slice(0, a.answer.statement.length);
        for (const arm of config.arms ?? []) assert.ok(lead.includes(`“${arm.label}”`), `arm ${arm.label} is compared in the answer: ${lead}`);
        assert.match(lead, /percentage points|sooner|later|[+−]\d|\d (?:more|fewer)\b|no change|not within/, lead);
      }
      if (c.horizon) assert.match(first, c.horizon, first);
      if (c.noun) assert.ok(first.includes(` ${c.noun} `), `the group is named “${c.noun}”: ${first}`);

      // Plain language: no identifiers, no model arithmetic, no log-odds, no coefficients.
      assert.deepEqual(identifiersIn(all, config), []);
      for (const t of all) {
        assert.doesNotMatch(t, /model arithmetic|log-odds|coefficient|intercept|\bweights?\b/i, t);
        assert.doesNotMatch(t, /\b[a-z]+_[a-z_]+\b/, `no snake_case: ${t}`);
        assert.doesNotMatch(t, /\b[a-z]+\.[a-z_]+\.[a-z_]+/i, `no dotted paths: ${t}`);
      }

      // The outcomes table shows a change in % only from a start that is not near zero.
      for (const m of a.report_markdown.matchAll(/\(([+−][\d,.]+)%\)/g)) assert.ok(Number(m[1].replace(/[+−,]/g, '')) < 1000, m[0]);

      for (const t of text) {
        // Shares in %, their changes in percentage points, never a percent change of a share.
        assert.doesNotMatch(t, /\d%\s+percentage points|percentage points?\s*%/, t);
        // Shares are at most 100%: no percentage change from a near-zero start sneaks in.
        for (const m of t.matchAll(/([\d,]+(?:\.\d+)?)%/g)) assert.ok(Number(m[1].replace(/,/g, '')) <= 100, `${m[0]} in ${t}`);
        // 2–3 significant digits, except the asker's own counts.
        const own = new Set((c.prompt.match(/\d[\d,.]*/g) ?? []).map((x) => x.replace(/[.,]$/, '')));
        for (const m of t.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?/g)) {
          const tok = m[0].replace(/,$/, '');
          if (own.has(tok) || /^(19|20)\d\d$/.test(tok)) continue; // the asker's counts, years
          assert.ok(significant(tok) <= 3, `${tok} has more than 3 significant digits: ${t}`);
        }
        // An interval on one side of zero after a direction word is given as sizes, not negatives.
        for (const m of t.matchAll(/\b(lower|higher|sooner|later|grows by|shrinks by)\b[^(]*\(90% interval ([^)]*)\)/g)) {
          if (!m[2].includes(' to ')) assert.doesNotMatch(m[2], /[−-]\d/, `${m[0]}`);
          else assert.doesNotMatch(m[2], /^[−-]\S*.* to [−-]/, `both bounds negative after “${m[1]}”: ${m[0]}`);
        }
        // Verbs agree over “and”; an arm is not named as its own condition.
        assert.doesNotMatch(t, /\b(believe|own|have|are) and (has|is|owns|believes)\b/, t);
        for (const arm of config.arms ?? []) assert.ok(!t.includes(`“${arm.label}” in “${arm.label}”`), t);
      }
    });
  }
});
