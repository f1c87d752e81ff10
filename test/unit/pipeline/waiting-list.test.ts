import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createArchitect } from '../../../src/pipeline/providers.js';
import { waitMarkDays } from '../../../src/pipeline/architect/mechanisms/waiting-list.js';
import { runSimulation } from '../../../src/sim/runner.js';

describe('waiting lists: the wait asked about', () => {
  for (const [text, days] of [
    ['How many will wait longer than 3 months?', (3 * 365) / 12],
    ['wait more than 18 weeks for surgery', 126],
    ['warten länger als drei Monate', (3 * 365) / 12],
    ['esperarán más de 6 meses', (6 * 365) / 12],
    ['attendront plus de 3 mois', (3 * 365) / 12],
    ['wait longer than a year', 365],
  ] as const) {
    it(`reads "${text}"`, () => assert.ok(Math.abs(waitMarkDays(text)! - days) < 1e-9, String(waitMarkDays(text))));
  }
  it('reads no mark where none is named', () => assert.equal(waitMarkDays('How long will the waiting list be?'), null));
});

describe('waiting lists: the model', () => {
  const run = async (prompt: string) => {
    const r = await createArchitect().design({ prompt, maxTurns: 1 });
    const res = await runSimulation({ ...r.config, replicates: 2 }, { threads: 1 });
    return { r, res };
  };

  it('holds the list steady in the status quo and never counts more long waiters than are on the list', async () => {
    const { r, res } = await run('How many of the 10,000 patients will wait more than 18 weeks for surgery if the hospital adds 10% more operating capacity?');
    assert.equal(r.config.question?.target, 'patients.long_wait');
    const tl = res.metrics.by_group[0].timeline;
    const first = tl[0].variables.on_list;
    const last = tl[tl.length - 1].variables.on_list;
    assert.ok(Math.abs(last - first) < 0.03, `${first} → ${last}`);
    for (const e of tl) assert.ok(e.variables.long_wait <= e.variables.on_list + 1e-9, `step ${e.step}: ${e.variables.long_wait} > ${e.variables.on_list}`);
    const arm = res.metrics.arms!.find((a) => a.id !== 'baseline')!.by_group[0].timeline;
    for (const e of arm) assert.ok(e.variables.long_wait <= e.variables.on_list + 1e-9);
    assert.ok(arm[arm.length - 1].variables.long_wait < tl[tl.length - 1].variables.long_wait, 'more capacity, fewer long waits');
    assert.ok(arm[arm.length - 1].variables.on_list < last, 'more capacity, a shorter list');
  });

  it('lengthens the list when referrals rise', async () => {
    const { res } = await run('How many of the 10,000 patients will wait longer than 3 months if referrals rise 10%?');
    const base = res.metrics.by_group[0].timeline.at(-1)!.variables;
    const arm = res.metrics.arms!.find((a) => a.id !== 'baseline')!.by_group[0].timeline.at(-1)!.variables;
    assert.ok(arm.on_list > base.on_list && arm.long_wait > base.long_wait, JSON.stringify({ base, arm }));
  });

  it('reads the patients on the list today as a cohort: all on the list at the start, none referred', async () => {
    const { r, res } = await run('How many of the 8,000 patients on the waiting list will wait longer than a year if the hospital hires 10% more surgeons?');
    assert.ok(!('referred' in r.config.agent_groups[0].actions));
    assert.ok(res.metrics.by_group[0].timeline[0].variables.on_list > 0.9);
  });

  it('answers "how long will the list be" with the patients on it, counted', async () => {
    const r = await createArchitect().design({ prompt: 'How long will the waiting list for hip operations be in a year if the hospital hires 20% more surgeons?', maxTurns: 1 });
    assert.equal(r.config.question?.target, 'patients.on_list');
    assert.equal(r.config.question?.kind, 'level_at_end');
    assert.equal(r.config.question?.aggregate, 'total');
  });

  it('leaves an emergency department’s waits alone', async () => {
    await assert.rejects(createArchitect().design({ prompt: 'A hospital emergency department sees 300 patients a day. How long are waiting times over 3 months if we add 10 nurses?', maxTurns: 1 }));
  });
});
