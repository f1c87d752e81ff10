import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateSimulationConfig, type SimulationConfig } from '../../../src/domain/simulation-config.js';
import { candidatesFor } from '../../../src/pipeline/analyst/candidates.js';
import { capacityWave, isWave, seriesShape, type Outcome } from '../../../src/pipeline/analyst/outcomes.js';
import type { TargetInfo } from '../../../src/pipeline/analyst/target.js';
import { atStep, horizonWords, pct, pp } from '../../../src/pipeline/analyst/plain.js';
import { groupNoun, isHelper, pluralVerbPhrase, targetInfo } from '../../../src/pipeline/analyst/target.js';

/**
 * The plain-language rules the Analyst's sentences rest on, each checked on its own: verbs
 * agree over "and", the run's length in the asker's calendar, helpers of the model's arithmetic
 * recognised by their role, waves told from noise, and drivers that are behaviour.
 */

describe('verbs agree with a plural subject, also after “and” and “or”', () => {
  it('turns every conjoined verb into the plural, and leaves nouns alone', () => {
    assert.equal(pluralVerbPhrase('Believes and has shared the false story'), 'believe and have shared the false story');
    assert.equal(pluralVerbPhrase('Buys and installs a heat pump'), 'buy and install a heat pump');
    assert.equal(pluralVerbPhrase('Has been ill or is immune'), 'have been ill or are immune');
    assert.equal(pluralVerbPhrase('Owns cars and bikes'), 'own cars and bikes');
    assert.equal(pluralVerbPhrase('Sales'), null);
  });
});

describe('group nouns inside a sentence', () => {
  it('are lower-cased in English, French and Spanish, and keep their capital in German', () => {
    const q = (text: string) => ({ question: { kind: 'level_at_end' as const, target: 'g.x', text } });
    assert.equal(groupNoun({ id: 'h', name: 'Households' }, q('How many households buy an electric car within 24 months?')), 'households');
    assert.equal(groupNoun({ id: 'h', name: 'Haushalte' }, q('Wie viele Haushalte kaufen in 24 Monaten ein Elektroauto?')), 'Haushalte');
    assert.equal(groupNoun({ id: 'h', name: 'Hogares' }, q('¿Cuántos hogares compran un coche eléctrico en 24 meses?')), 'hogares');
    assert.equal(groupNoun({ id: 'h', name: 'EU citizens' }), 'EU citizens');
  });
});

describe('the run’s length in the asker’s calendar', () => {
  it('says whole weeks, months and years when the steps fill them', () => {
    assert.equal(horizonWords('day', 56), '8 weeks');
    assert.equal(horizonWords('day', 84), '12 weeks');
    assert.equal(horizonWords('day', 183), '6 months');
    assert.equal(horizonWords('day', 365), '1 year');
    assert.equal(horizonWords('day', 10), '10 days');
    assert.equal(horizonWords('day', 30), '30 days');
    assert.equal(horizonWords('week', 26), '6 months');
    assert.equal(horizonWords('week', 8), '8 weeks');
    assert.equal(horizonWords('quarter', 20), '5 years');
    assert.equal(horizonWords('month', 24), '24 months');
    assert.equal(atStep('day', 21), 'on day 21');
    assert.equal(atStep('month', 3), 'in month 3');
  });
  it('never prints “1 percentage points” nor more than 3 significant digits of a share', () => {
    assert.equal(pp(0.00996), '+1.0 percentage points');
    assert.equal(pct(0.123456), '12.3%');
    assert.equal(pct(0.0012345), '0.12%');
  });
});

/** Adoption with an arithmetic helper (a pressure recomputed every step), a taste and a price event. */
function model(): SimulationConfig {
  const v = validateSimulationConfig({
    step_unit: 'month',
    number_of_steps: 12,
    seed: 3,
    agent_groups: [
      {
        id: 'households',
        name: 'Households',
        description: 'x',
        number_of_agents: 500,
        variables: {
          owns: { type: 'uniform', min: -970000, max: 30000, bounds: { min: 0, max: 1 }, label: 'Has a heat pump', unit: 'share of households' },
          pressure: { type: 'initial_value', value: -3, label: 'Peer pressure', unit: 'log-odds' },
          taste: { type: 'uniform', min: -1, max: 1, label: 'Individual taste for a heat pump (log-odds)', unit: 'log-odds' },
          price_change: { type: 'initial_value', value: 0, label: 'Price compared with today', unit: 'relative change' },
        },
        actions: {
          adopts: {
            type: 'binary',
            description: 'Adopts',
            label: 'Adopts a heat pump this month',
            intercept: -4,
            weights: { pressure: 1, taste: 1, price_change: -2, owns: -50 },
            effects: { owns: 1 },
          },
          pressure_reset: { type: 'continuous', description: 'Clears the pressure', label: 'Pressure reset', intercept: 0, weights: { pressure: -1 }, effects: { pressure: 1 }, noise: 0 },
          pressure_piece: { type: 'continuous', description: 'Pressure from owners', label: 'Pressure from owners', intercept: -3, weights: { 'households.owns': 8 }, effects: { pressure: 1 }, noise: 0 },
        },
      },
    ],
    arms: [{ id: 'cut', label: 'Price cut', events: [{ step: 1, target: 'households.price_change', op: 'add', value: -0.2, label: 'Price cut' }] }],
    question: { kind: 'compare_arms', target: 'households.owns', aggregate: 'total' },
  });
  assert.ok(v.ok, JSON.stringify(!v.ok && v.errors));
  return v.config;
}

describe('helpers of the model’s arithmetic are recognised by their role', () => {
  it('a noiseless continuous action that only writes effects, and a variable it recomputes every step', () => {
    const cfg = model();
    assert.equal(isHelper(cfg, 'households.pressure_reset'), true);
    assert.equal(isHelper(cfg, 'households.pressure_piece'), true);
    assert.equal(isHelper(cfg, 'households.pressure'), true);
    assert.equal(isHelper(cfg, 'households.adopts'), false);
    assert.equal(isHelper(cfg, 'households.owns'), false);
    assert.equal(isHelper(cfg, 'households.taste'), false);
  });
  it('the Architect’s mark “(model arithmetic)” makes a helper too, and a scale remark is not part of a label', () => {
    const cfg = model();
    cfg.agent_groups[0].variables.price_change.label = 'Price step (model arithmetic)';
    assert.equal(isHelper(cfg, 'households.price_change'), true);
    assert.equal(targetInfo(cfg, 'households.taste').label, 'Individual taste for a heat pump');
  });
});

describe('drivers are behaviour parameters, in the asker’s words', () => {
  const cfg = model();
  const target = targetInfo(cfg, 'households.owns');
  const list = candidatesFor(cfg, target, { relative: 0.1, means: new Map(), arm: 'cut' });
  const ids = list.map((c) => c.id).sort();
  it('leaves out the start-state encoding and every parameter of the helpers, and still follows what the helpers read', () => {
    assert.ok(!ids.some((id) => id.startsWith('households.owns:')), ids.join(', '));
    assert.ok(!ids.some((id) => id.includes('pressure')), ids.join(', '));
    assert.ok(ids.includes('households.adopts:intercept'), ids.join(', '));
    assert.ok(ids.includes('households.adopts:weight:taste'), ids.join(', '));
  });
  it('a taste centred on zero is how much people differ; the price cut is said in %, without its arm named twice', () => {
    const taste = list.find((c) => c.id === 'households.adopts:weight:taste')!;
    assert.match(taste.what, /^if households differed 10% more in individual taste for a heat pump/);
    assert.doesNotMatch(taste.what, /log-odds/);
    const cut = list.find((c) => c.id.includes(':event:'))!;
    assert.equal(cut.what, 'if “Price cut” were 10% larger (a 22% cut instead of 20%)');
  });
});

describe('a yes/no start state drawn as a clamped uniform is moved through its share', () => {
  it('a state counted in posts (not a share of the group) starts 10% higher as a share, never by its raw bounds', () => {
    const cfg = model();
    // "Post vacant" in a unit that is no share: the Analyst reads its start share back (8%).
    cfg.agent_groups[0].variables.vacant = { type: 'uniform', min: -920000, max: 80000, bounds: { min: 0, max: 1 }, label: 'Post vacant', unit: 'posts' };
    cfg.agent_groups[0].actions.adopts.weights!.vacant = 1;
    const list = candidatesFor(cfg, targetInfo(cfg, 'households.owns'), { relative: 0.1, means: new Map(), arm: 'cut' });
    const start = list.find((c) => c.id === 'households.vacant:initial');
    assert.ok(start, list.map((c) => c.id).join(', '));
    assert.equal(start.what, 'if post vacant started 10% higher (8.8% instead of 8.0%)');
    const moved = structuredClone(cfg);
    start.apply(moved);
    const v = moved.agent_groups[0].variables.vacant as { min: number; max: number };
    assert.ok(Math.abs(v.max / (v.max - v.min) - 0.088) < 1e-6, JSON.stringify(v));
  });
});

describe('a wave is a rise and a material fall that stands out of the step-to-step noise', () => {
  it('an epidemic curve is a wave; a flat rate with noise, or one that eases a little, is not', () => {
    const epidemic = [0.01, 0.03, 0.08, 0.15, 0.2, 0.15, 0.08, 0.04, 0.02, 0.01];
    assert.equal(isWave(seriesShape(epidemic), epidemic.length), true);
    const wobble = [0.001, 0.0012, 0.0009, 0.0011, 0.0015, 0.001, 0.0012, 0.0009, 0.0011, 0.001];
    assert.equal(isWave(seriesShape(wobble), wobble.length), false);
    const easing = [0.015, 0.02, 0.0195, 0.019, 0.0185, 0.018, 0.018, 0.0178, 0.0176, 0.0175];
    assert.equal(isWave(seriesShape(easing), easing.length), false);
  });
});

describe('capacity is asked for a wave of a load someone serves, not for any wave', () => {
  const epidemic = [0.01, 0.03, 0.08, 0.15, 0.2, 0.15, 0.08, 0.04, 0.02, 0.01];
  const wave = (key: string): Outcome => ({ info: { key, share: true, agents: 10_000 } as TargetInfo, shape: seriesShape(epidemic), series: epidemic });
  it('the ill, the hospitalised, withdrawals and installs load a service', () => {
    for (const key of ['people.infectious', 'people.falls_ill', 'residents.in_hospital', 'depositors.withdraws', 'households.adopts', 'staff.leaves']) {
      assert.equal(capacityWave(epidemic.length, wave(key)), true, key);
    }
  });
  it('sharing a rumour, boats fishing or an opinion load no one', () => {
    for (const key of ['students.shares_now', 'students.starts_sharing', 'boats.harvests', 'voters.supports']) {
      assert.equal(capacityWave(epidemic.length, wave(key)), false, key);
    }
  });
  it('the outcome asked about is answered, not repeated as a capacity risk', () => {
    assert.equal(capacityWave(epidemic.length, wave('people.infectious'), 'people.infectious'), false);
  });
});
