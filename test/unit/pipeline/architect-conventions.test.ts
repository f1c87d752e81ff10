import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isModelHelper, MODEL_ARITHMETIC_UNIT, startShareOf, startShareSpec } from '../../../src/domain/model-conventions.js';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { DEV } from '../../corpus/architect-dev.js';
import { HELDOUT } from '../../corpus/architect-heldout.js';

/** The conventions the Analyst reads (docs/mechanisms.md): helpers by name, starting shares by shape. */
describe('builtin Architect: conventions the Analyst reads', () => {
  const configs = [...DEV, ...HELDOUT].filter((c) => !c.refused).map((c) => designFromPrompt(c.prompt)).filter((d) => d.ok);

  it('every piece of model arithmetic, and only those, has the helper prefix and unit', () => {
    assert.ok(configs.length > 50);
    let helpers = 0;
    for (const d of configs) {
      for (const g of d.config.agent_groups) {
        for (const [name, spec] of [...Object.entries(g.variables), ...Object.entries(g.actions)]) {
          const arithmetic = /model arithmetic/i.test(spec.label ?? '') || ('description' in spec && /model arithmetic/i.test(spec.description));
          assert.equal(isModelHelper(name), arithmetic, `${d.title}: ${g.id}.${name} (${spec.label})`);
          if (arithmetic) {
            helpers++;
            assert.equal(spec.unit, MODEL_ARITHMETIC_UNIT, `${g.id}.${name}`);
          }
        }
      }
      // The question is never about a helper.
      assert.ok(!isModelHelper(d.config.question!.target.split('.')[1]), d.config.question!.target);
    }
    assert.ok(helpers > 0, 'the corpus has helpers (epidemics, commons, compounding)');
  });

  it('a yes/no state starting at a share p reads back as p', () => {
    for (const p of [0.0002, 0.03, 0.5, 0.85, 0.999]) assert.ok(Math.abs(startShareOf({ ...startShareSpec(p) })! - p) < 1e-9, String(p));
    assert.equal(startShareOf({ type: 'uniform', min: -1, max: 1 }), null, 'a taste is no starting share');
    assert.equal(startShareOf({ type: 'initial_value', value: 0.3 }), null);
    const d = designFromPrompt('How fast will electric cars spread among 10,000 households over 24 months?');
    assert.ok(d.ok);
    const g = d.config.agent_groups[0];
    const owns = Object.values(g.variables).map((v) => startShareOf(v)).filter((x) => x !== null);
    assert.ok(owns.some((p) => Math.abs(p! - 0.03) < 1e-9), JSON.stringify(g.variables));
  });

  it('a rumour speaks of sharing, not of falling ill', () => {
    const d = designFromPrompt('How many of 500,000 social media users will share a fake vaccine story within 2 weeks?');
    assert.ok(d.ok);
    assert.equal(d.mechanism.id, 'information');
    const names = d.config.agent_groups.flatMap((g) => [...Object.keys(g.variables), ...Object.keys(g.actions)]).filter((n) => !isModelHelper(n)).join(' ');
    assert.doesNotMatch(names, /(^|[_ ])(ill|infected|infectious|immune|recovers)([_ ]|$)/, names);
    assert.equal(d.config.question!.target.split('.')[1], 'has_shared');
  });
});
