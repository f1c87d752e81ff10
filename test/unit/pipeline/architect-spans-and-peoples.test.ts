import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createArchitect } from '../../../src/pipeline/providers.js';
import { runSimulation } from '../../../src/sim/runner.js';

describe('builtin Architect: a compounding change that lasts a stated span', () => {
  it('stops where it got to: the rent reached after 3 years stays, with no jump, to the end of a 6-year run', async () => {
    const r = await createArchitect().design({ prompt: 'Over 6 years, how many tenants will move out in a city of 1,000 households if rents rise 10% a year for 3 years?', maxTurns: 1 });
    assert.equal(r.config.number_of_steps, 72);
    const arm = r.config.arms![0];
    assert.ok(arm.events.some((e) => e.step === 37 && e.op === 'set'), JSON.stringify(arm.events));
    const res = await runSimulation({ ...r.config, replicates: 1 }, { threads: 1 });
    const tl = res.metrics.arms!.find((a) => a.id === arm.id)!.by_group[0].timeline;
    const extra = (step: number) => {
      const v = tl[step - 1].variables;
      return v.rent_change + v.rent_change_trend;
    };
    // 10% a year against today's 3% a year: (1.10 / 1.03)^3 − 1 after 36 monthly steps.
    assert.ok(Math.abs(extra(36) - ((1.1 / 1.03) ** 3 - 1)) < 1e-6, String(extra(36)));
    assert.ok(Math.abs(extra(37) - extra(36)) < 1e-6, `${extra(36)} then ${extra(37)}`);
    assert.ok(Math.abs(extra(72) - extra(36)) < 1e-6, `${extra(36)} then ${extra(72)}`);
    assert.ok(!r.config.assumptions!.some((a) => /keeps compounding/.test(a)));
  });

  it('with no other horizon, runs for the span the change lasts, and says so', async () => {
    const r = await createArchitect().design({ prompt: 'How many tenants will move out in a city of 100,000 households if rents rise 10% a year for 3 years?', maxTurns: 1 });
    assert.equal(r.config.step_unit, 'month');
    assert.equal(r.config.number_of_steps, 36);
    assert.ok(r.config.assumptions!.some((a) => a.includes('the 36 months that "rents rise 10% a year for 3 years" lasts are simulated')), r.config.assumptions!.join('\n'));
  });

  it('says the span in the asker’s language', async () => {
    const r = await createArchitect().design({ prompt: 'Combien de locataires déménageront si les loyers augmentent de 8 % par an pendant 3 ans ?', maxTurns: 1 });
    assert.ok(r.config.assumptions!.every((a) => !/simulated|lasts/.test(a)), r.config.assumptions!.join('\n'));
  });
});

describe('builtin Architect: peoples named by their nationality', () => {
  for (const [prompt, title] of [
    ['How many Germans will pay by card within 3 years?', '10,000 Germans'],
    ["Combien de Français paieront par carte d'ici 3 ans si les frais baissent ?", '10\u202f000 Français'],
    ["Combien d'Allemands paieront par carte d'ici 3 ans ?", '10\u202f000 Allemands'],
    ['Wie viele Deutsche zahlen in 3 Jahren mit Karte?', '10.000 Deutsche'],
  ]) {
    it(`are a population whose name keeps its capital: ${prompt}`, async () => {
      const r = await createArchitect().design({ prompt, maxTurns: 1 });
      assert.ok(r.title.includes(title), r.title);
    });
  }
});

describe('builtin Architect: a city’s people named after it', () => {
  it('keep the capital the asker gave them in the title', async () => {
    const r = await createArchitect().design({ prompt: 'How many Londoners will use the new cycle lanes if they are protected?', maxTurns: 1 });
    assert.ok(r.title.includes('50,000 Londoners'), r.title);
    const g = await createArchitect().design({ prompt: 'How many workers will cycle to work if bike lanes are built?', maxTurns: 1 });
    assert.ok(!/Workers/.test(g.title), g.title);
  });
});
