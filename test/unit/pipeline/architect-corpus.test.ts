import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { closeSimPool } from '../../../src/sim/index.js';
import { DEV } from '../../corpus/architect-dev.js';
import { HELDOUT } from '../../corpus/architect-heldout.js';
import { CORPUS_YEAR, checkReading, checkRun } from '../../helpers/architect-corpus.js';

after(() => closeSimPool());

describe('Architect corpus', () => {
  it('holds at least 60 prompts across every mechanism and the three other languages', () => {
    const all = [...DEV, ...HELDOUT];
    assert.ok(all.length >= 60, `${all.length} prompts`);
    assert.equal(new Set(all.map((c) => c.id)).size, all.length, 'ids are unique');
    for (const lang of ['de', 'es', 'fr']) {
      const mechanisms = new Set(all.filter((c) => c.lang === lang && c.mechanism).map((c) => c.mechanism));
      for (const m of ['adoption', 'epidemic', 'churn', 'opinion', 'information', 'labour', 'housing', 'bank_run', 'investors', 'commons', 'abatement', 'transport', 'participation', 'attrition', 'health']) {
        assert.ok(mechanisms.has(m), `no ${lang} prompt for ${m}`);
      }
    }
  });

  for (const split of [DEV, HELDOUT]) {
    describe(split === DEV ? 'development prompts' : 'held-out prompts', () => {
      for (const c of split) {
        it(`${c.id} [${c.lang}] ${c.prompt.slice(0, 90)}`, async () => {
          const d = designFromPrompt(c.prompt, { year: CORPUS_YEAR });
          const problems = checkReading(c, d);
          if (problems.length === 0 && d.ok) problems.push(...(await checkRun(c, d.config)));
          assert.deepEqual(problems, []);
        });
      }
    });
  }
});
