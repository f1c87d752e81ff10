import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createArchitect } from '../../../src/pipeline/providers.js';

describe('builtin Architect: prompts from the README and the guide', () => {
  for (const prompt of [
    'How fast will electric cars spread among 10,000 households if prices fall 20%?',
    'How fast will heat pumps spread among 5,000 homes?',
    'How fast will heat pumps spread among 5,000 households?',
  ]) {
    it(`does not read a population ("households", "homes") as a housing market: ${prompt}`, async () => {
      const r = await createArchitect().design({ prompt, maxTurns: 1 });
      assert.doesNotMatch(r.title, /housing|election/i, r.title);
      assert.doesNotMatch(r.title, /\bamong among\b|of among/, r.title);
      const names = r.config.agent_groups.flatMap((g) => [...Object.keys(g.variables), ...Object.keys(g.actions)]).join(' ');
      assert.doesNotMatch(names, /rent|sell_home|buy_home/, names);
      if (prompt.includes('households')) {
        assert.equal(r.config.agent_groups.reduce((n, g) => n + g.number_of_agents, 0), Number(prompt.match(/([\d,]+) households/)?.[1].replace(/,/g, '')));
      }
    });
  }

  it('reads the flagship EV prompt as adoption among 10,000 households over 24 months', async () => {
    const r = await createArchitect().design({ prompt: 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?', maxTurns: 1 });
    assert.doesNotMatch(r.title, /election/i, '"electric" is not an election');
    assert.equal(r.config.step_unit, 'month');
    assert.equal(r.config.number_of_steps, 24);
    const agents = r.config.agent_groups.reduce((n, g) => n + g.number_of_agents, 0);
    assert.equal(agents, 10_000);
    const names = r.config.agent_groups.flatMap((g) => [...Object.keys(g.variables), ...Object.keys(g.actions)]).join(' ');
    assert.match(names, /ev|adopt|buy/i);
  });
});

describe('builtin Architect: a part of pay or a free service is not the whole', () => {
  it('cuts pay by a fifth of the size for night-shift pay (a shift premium is part of pay)', async () => {
    const r = await createArchitect().design({ prompt: 'How many of our 2,000 nurses will leave within a year if we cut night-shift pay by 15%?', maxTurns: 1 });
    const pay = r.config.arms?.[0].events.find((e) => e.target.endsWith('.pay_change'));
    assert.ok(pay, JSON.stringify(r.config.arms));
    assert.equal(pay.value, -0.03);
  });

  it('reads free energy audits as advice, not the panels given away', async () => {
    const r = await createArchitect().design({ prompt: 'How many households will install solar panels within 5 years if the city offers free energy audits?', maxTurns: 1 });
    const targets = r.config.arms?.[0].events.map((e) => e.target.slice(e.target.indexOf('.') + 1)) ?? [];
    assert.ok(targets.some((t) => /campaign/.test(t)), targets.join(' '));
    assert.ok(!targets.some((t) => /price|free/.test(t)), targets.join(' '));
  });
});

describe('builtin Architect: "at the same time" asks about the share ill at once', () => {
  it('answers the chance of more than 10% off sick at once on those infectious now, not those ever ill', async () => {
    const r = await createArchitect().design({ prompt: 'What is the chance that more than 10% of our 5,000 employees are off sick at the same time during the flu season?', maxTurns: 1 });
    assert.equal(r.config.question?.kind, 'probability_of_event');
    assert.match(r.config.question?.target ?? '', /\.infectious$/);
  });
});

describe('builtin Architect: large changes are not read as many small ones', () => {
  it('counts a doubled lever with no calibrated effect on a log scale (odds ×1.41, not ×2.7)', async () => {
    const r = await createArchitect().design({ prompt: 'If the city doubles parking fees downtown, how many shops will close within 2 years?', maxTurns: 1 });
    const e = r.config.arms?.[0].events[0];
    assert.ok(e, JSON.stringify(r.config.arms));
    assert.equal(e.value, Math.round(Math.log(2) * 1e6) / 1e6);
    const [group, variable] = e.target.split('.');
    const weight = Object.values(r.config.agent_groups.find((g) => g.id === group)!.actions).map((a) => a.weights?.[variable!]).find((w) => w !== undefined);
    assert.equal(weight, 0.5);
  });

  it('reads a tuition fee raised to 3,000 from about 200 against the typical 5,000, not as 15 times the fee', async () => {
    const r = await createArchitect().design({ prompt: "Combien d'étudiants abandonneront leur licence si les frais d'inscription passent à 3 000 euros ?", maxTurns: 1 });
    const e = r.config.arms?.[0].events.find((x) => x.target.endsWith('.fee_change'));
    assert.ok(e, JSON.stringify(r.config.arms));
    assert.equal(e.value, 0.56);
  });
});

describe('builtin Architect: matching a rival’s cut', () => {
  it('gives a second option with the rival’s cut and ours together', async () => {
    const r = await createArchitect().design({ prompt: 'If our rival cuts prices by 10%, how many of our 5,000 customers will switch, and how many if we match the cut?', maxTurns: 1 });
    assert.equal(r.config.arms?.length, 2);
    // The rival's cut makes ours dearer by comparison (+11%); matching it takes most of that back (events on one lever add up).
    const gap = (k: number) => r.config.arms![k].events.filter((e) => e.target.endsWith('.price_change')).reduce((sum, e) => sum + e.value, 0);
    assert.ok(gap(0) > 0.1, JSON.stringify(r.config.arms));
    assert.ok(gap(1) >= 0 && gap(1) < 0.02, JSON.stringify(r.config.arms));
  });
});

describe('builtin Architect: a bonus is not a charge', () => {
  it('reads a discount for bringing one’s own bag as a small bonus, not a 10-cent charge on single-use bags (Homonoff 2018)', async () => {
    const r = await createArchitect().design({ prompt: 'How many shoppers will bring their own bags if the supermarket gives a 10 cent discount per bag?', maxTurns: 1 });
    const targets = r.config.arms?.[0].events.map((e) => e.target.slice(e.target.indexOf('.') + 1)) ?? [];
    assert.deepEqual(targets, ['bonus_in_force']);
    assert.ok(r.config.assumptions?.some((a) => /Homonoff 2018/.test(a)));
  });
});
