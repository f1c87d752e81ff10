import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { computeAnswer } from '../../../src/pipeline/analyst/answer.js';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';
import { smallCopy } from '../../helpers/architect-corpus.js';

after(() => closeSimPool());

/** Runs a prompt through the builtin Architect, the kernel and the Analyst; returns the target's end share per arm. */
async function endShares(prompt: string): Promise<{ base: number; arm: number; statement: string }> {
  const d = designFromPrompt(prompt);
  assert.ok(d.ok, d.ok ? '' : d.message);
  const cfg = smallCopy(d.config, 4000, 2);
  const r = await runSimulation(cfg, { threads: 1 });
  const answer = computeAnswer(cfg, r.metrics, r.tracked);
  const q = cfg.question!;
  const [gid, name] = [q.target.slice(0, q.target.indexOf('.')), q.target.slice(q.target.indexOf('.') + 1)];
  const end = (byGroup: typeof r.metrics.by_group) => {
    const tl = byGroup.find((g) => g.group_id === gid)!.timeline;
    return tl[tl.length - 1].variables[name];
  };
  assert.ok(r.metrics.arms?.[1], 'the price rise is an arm against the status quo');
  return { base: end(r.metrics.by_group), arm: end(r.metrics.arms[1].by_group), statement: answer.statement };
}

describe('churn under a price rise: sign and size', () => {
  it('a money rise ("a 3-euro streaming price rise") raises cancellations, by a plausible amount', async () => {
    const { base, arm, statement } = await endShares('What does a 3-euro streaming price rise do to cancellations among 50,000 subscribers over 24 months?');
    assert.ok(arm > base, `a rise must raise churn: ${statement}`);
    // €3 on a €12 bill is +25%: a few points per 10%, not a collapse of the base.
    assert.ok(arm - base < 0.2, statement);
    assert.ok(base > 0.2 && base < 0.65, `status quo over 24 months at a few % a month: ${statement}`);
  });

  it('"raises its price by 3 euros" is a change of 3, "to 13" a new price', () => {
    const by = designFromPrompt('A streaming service with 20,000 subscribers raises its price by 3 euros. How many cancel within 24 months?');
    assert.ok(by.ok);
    const value = by.config.arms?.[1]?.events[0]?.value ?? by.config.arms?.[0]?.events[0]?.value;
    assert.ok(typeof value === 'number' && value > 0, `price change ${value}`);
  });

  it('a 10% gym fee rise adds a few percentage points of churn over a year, not everyone', async () => {
    const { base, arm, statement } = await endShares('How many of our 3,000 members cancel over a year with a 10% gym fee rise?');
    assert.ok(base > 0.15 && base < 0.45, `status quo: ${statement}`);
    assert.ok(arm - base > 0.005 && arm - base < 0.08, `a 10% rise: ${statement}`);
  });
});

describe('the counted population is the one simulated', () => {
  for (const prompt of ['Measles among 40,000: how many fall ill?', 'How many fall ill with measles among 40,000 if 85% are vaccinated?']) {
    it(`a bare count after "among" sets the agents: ${prompt}`, () => {
      const d = designFromPrompt(prompt);
      assert.ok(d.ok, d.ok ? '' : d.message);
      assert.equal(d.config.agent_groups.reduce((n, g) => n + g.number_of_agents, 0), 40_000);
    });
  }
});

describe('smoking under a tax rise: the published elasticity, not a collapse', () => {
  it('a 50% cigarette tax rise is a 25% price rise and cuts prevalence after ten years by a few percent of itself', async () => {
    const d = designFromPrompt('What happens to smoking rates among 100,000 adults over 10 years if cigarette taxes rise 50%?');
    assert.ok(d.ok);
    const event = d.config.arms?.[0]?.events[0];
    assert.equal(event?.value, 0.25, 'tax is half the price: +50% tax is +25% price');
    const { base, arm, statement } = await endShares('What happens to smoking rates among 100,000 adults over 10 years if cigarette taxes rise 50%?');
    const relative = arm / base - 1;
    // Participation elasticity about −0.2 (Chaloupka & Warner 2000): +25% price → about −5%; it was −45%.
    assert.ok(relative < -0.02 && relative > -0.1, `${(relative * 100).toFixed(1)}%: ${statement}`);
  });
});

describe('overtime is a part of the hours, in every language', () => {
  it('a cap on overtime moves the workload by a fifth of a quarter in English, German and French', () => {
    for (const prompt of [
      'How many nurses out of 4,000 leave the hospital within a year if overtime is capped at 8 hours a week?',
      'Wie viele von 4.000 Pflegekräften kündigen innerhalb eines Jahres, wenn die Überstunden auf 8 Stunden pro Woche begrenzt werden?',
      'Combien de 4 000 infirmières partent en un an si les heures supplémentaires sont plafonnées à 8 heures par semaine ?',
    ]) {
      const d = designFromPrompt(prompt);
      assert.ok(d.ok, prompt);
      const event = d.config.arms?.[0]?.events.find((e) => e.target.endsWith('.workload_change'));
      assert.equal(event?.value, -0.05, prompt);
    }
  });
});

describe('bank runs: no news, no run, however long the horizon', () => {
  it('a bank with no bad news keeps almost every deposit for a year; a rumour draws heavy withdrawals', async () => {
    const quiet = designFromPrompt('How many of 20,000 depositors will withdraw their money from our bank within a year?');
    assert.ok(quiet.ok, quiet.ok ? '' : quiet.message);
    assert.equal(quiet.config.number_of_steps, 365);
    const cfg = smallCopy(quiet.config, 4000, 2);
    const r = await runSimulation(cfg, { threads: 1 });
    const answer = computeAnswer(cfg, r.metrics, r.tracked);
    const tl = r.metrics.by_group[0].timeline;
    // A soft threshold tried every day leaked: every deposit was gone within six months.
    assert.ok(tl[tl.length - 1].variables.has_withdrawn < 0.1, answer.statement);
    const { base, arm, statement } = await endShares('How many of 20,000 depositors will withdraw their money within a month if a rumour spreads that our bank is in trouble?');
    assert.ok(base < 0.03, statement);
    assert.ok(arm > 0.1, statement);
  });
});

describe('automatic enrolment: a default, not a nudge', () => {
  it('enrols everyone not yet in, and about an eighth opt out (Madrian & Shea: 86% against 37%)', async () => {
    const { base, arm, statement } = await endShares('How many of 10,000 employees will sign up for the new pension plan if enrolment becomes automatic?');
    // As a slow rise in the odds of joining it reached 64% after a year from 50%.
    assert.ok(base > 0.4 && base < 0.6, statement);
    assert.ok(arm > 0.8 && arm < 0.92, statement);
  });
});
