import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { closeSimPool, replicateSeed, runSimulation, SimulationError, type SimulationResult } from '../../../src/sim/index.js';
import { P05, P95, percentileOfSorted } from '../../../src/sim/percentiles.js';
import { armsConfig, richConfig } from './fixtures.js';

after(closeSimPool);

/** Every '<group>.<column>' of a configuration, in config order. */
function allTargets(cfg: SimulationConfig): string[] {
  return cfg.agent_groups.flatMap((g) => [...Object.keys(g.variables), ...Object.keys(g.actions)].map((c) => `${g.id}.${c}`));
}

/** The value of `target` at every step, from a one-run result's by_group. */
function seriesOf(r: SimulationResult, target: string): number[] {
  const [gid, name] = target.split('.');
  const g = r.metrics.by_group.find((x) => x.group_id === gid)!;
  return g.timeline.map((e) => (name in e.variables ? e.variables[name] : e.actions[name]));
}

/** The configuration one run of an arm is: the baseline plus the arm's events, on replicate r's seed. */
function oneRunOf(cfg: SimulationConfig, arm: number, replicate: number): SimulationConfig {
  const { arms, replicates: _r, baseline_label: _b, question: _q, ...base } = cfg;
  const own = arm === 0 ? [] : arms![arm - 1].events;
  return { ...base, events: [...(cfg.events ?? []), ...own], seed: replicateSeed(cfg.seed!, replicate) };
}

describe('arms and replicates', () => {
  const cfg = armsConfig(10, 11, 5, 5000, 3000);
  const targets = allTargets(cfg);
  let r: SimulationResult;
  before(async () => {
    r = await runSimulation(cfg, { threads: 1, track: targets });
  });

  it('report every arm, the baseline first, with by_group = the baseline’s means', () => {
    assert.equal(r.metrics.replicates, 5);
    assert.deepEqual(r.metrics.arms!.map((a) => [a.id, a.label]), [
      ['baseline', 'Today'],
      ['richer', 'Incomes up 20% from step 4'],
      ['cheap', 'Prices set to 3 at step 6, then halved'],
      ['noop', 'Events that change nothing'],
    ]);
    assert.deepEqual(r.metrics.by_group, r.metrics.arms![0].by_group);
    for (const arm of r.metrics.arms!) {
      for (const [gi, g] of arm.by_group.entries()) {
        g.timeline.forEach((e, t) => {
          for (const [k, mean] of Object.entries({ ...e.variables, ...e.actions })) {
            const lo = { ...arm.p05[gi].timeline[t].variables, ...arm.p05[gi].timeline[t].actions }[k];
            const hi = { ...arm.p95[gi].timeline[t].variables, ...arm.p95[gi].timeline[t].actions }[k];
            assert.ok(lo <= mean && mean <= hi, `${arm.id} ${g.group_id}.${k} step ${t + 1}: ${lo} ≤ ${mean} ≤ ${hi}`);
          }
        });
      }
    }
  });

  it('an arm whose events change nothing is bit-identical to the baseline', () => {
    const [baseline, , , noop] = r.metrics.arms!;
    assert.deepStrictEqual(noop.by_group, baseline.by_group);
    assert.deepStrictEqual(noop.p05, baseline.p05);
    assert.deepStrictEqual(noop.p95, baseline.p95);
    for (const s of r.tracked) assert.deepStrictEqual(s.arms[3].replicates, s.arms[0].replicates, s.target);
  });

  it('an arm is bit-identical to the baseline before its first event, in every replicate, and differs from it on', () => {
    const first = { richer: 4, cheap: 6 } as const;
    for (const [a, id] of [[1, 'richer'], [2, 'cheap']] as const) {
      for (const s of r.tracked) {
        for (let rep = 0; rep < 5; rep++) {
          const arm = s.arms[a].replicates[rep];
          const base = s.arms[0].replicates[rep];
          assert.deepStrictEqual(arm.slice(0, first[id] - 1), base.slice(0, first[id] - 1), `${id} ${s.target} replicate ${rep}`);
        }
      }
    }
    const income = r.tracked.find((s) => s.target === 'households.income')!;
    assert.notEqual(income.arms[1].replicates[0][3], income.arms[0].replicates[0][3], 'incomes differ from step 4');
    const price = r.tracked.find((s) => s.target === 'firms.price')!;
    assert.notEqual(price.arms[2].replicates[0][5], price.arms[0].replicates[0][5], 'prices differ from step 6');
  });

  it('replicate 0 is the single run on the configuration’s seed; replicate r runs on replicateSeed(seed, r); arm = baseline + its events', async () => {
    for (const [arm, replicate] of [
      [0, 0],
      [0, 3],
      [1, 0],
      [2, 4],
    ] as const) {
      const single = await runSimulation(oneRunOf(cfg, arm, replicate), { threads: 1 });
      assert.equal(single.metrics.arms, undefined);
      for (const s of r.tracked) {
        assert.deepStrictEqual(s.arms[arm].replicates[replicate], seriesOf(single, s.target), `arm ${arm} replicate ${replicate} ${s.target}`);
      }
    }
  });

  it('means and percentiles equal a direct computation from the replicates', () => {
    for (const s of r.tracked) {
      const [gid, name] = s.target.split('.');
      s.arms.forEach((tracked, a) => {
        const arm = r.metrics.arms![a];
        const gi = arm.by_group.findIndex((g) => g.group_id === gid);
        const at = (shape: typeof arm.by_group, t: number) => {
          const e = shape[gi].timeline[t];
          return name in e.variables ? e.variables[name] : e.actions[name];
        };
        for (let t = 0; t < cfg.number_of_steps; t++) {
          const values = tracked.replicates.map((rep) => rep[t]);
          let sum = values[0];
          for (let i = 1; i < values.length; i++) sum += values[i];
          const sorted = Float64Array.from(values).sort();
          assert.equal(at(arm.by_group, t), sum / values.length, `${arm.id} ${s.target} step ${t + 1} mean`);
          assert.equal(at(arm.p05, t), percentileOfSorted(sorted, P05), `${arm.id} ${s.target} step ${t + 1} p05`);
          assert.equal(at(arm.p95, t), percentileOfSorted(sorted, P95), `${arm.id} ${s.target} step ${t + 1} p95`);
        }
      });
    }
  });

  it('percentiles over 20 replicates interpolate, and equal the mean with one replicate', async () => {
    const many = { ...armsConfig(4, 5, 20, 600, 300), arms: [] };
    const res = await runSimulation(many, { threads: 1, track: ['households.income'] });
    const values = (t: number) => Float64Array.from(res.tracked[0].arms[0].replicates.map((rep) => rep[t])).sort();
    for (let t = 0; t < 4; t++) {
      assert.equal(res.metrics.arms![0].p05[0].timeline[t].variables.income, percentileOfSorted(values(t), P05));
      assert.equal(res.metrics.arms![0].p95[0].timeline[t].variables.income, percentileOfSorted(values(t), P95));
      assert.ok(values(t)[0] < res.metrics.arms![0].p05[0].timeline[t].variables.income, 'strictly inside the range');
    }
    const one = await runSimulation({ ...armsConfig(4, 5, 1, 600, 300) }, { threads: 1 });
    for (const arm of one.metrics.arms!) {
      assert.deepStrictEqual(arm.p05, arm.by_group);
      assert.deepStrictEqual(arm.p95, arm.by_group);
    }
  });

  it('track the question’s target by default, per arm and replicate', async () => {
    assert.equal((await runSimulation({ ...cfg, question: undefined }, { threads: 1 })).tracked.length, 0);
    const res = await runSimulation(cfg, { threads: 1 });
    assert.equal(res.tracked.length, 1);
    assert.equal(res.tracked[0].target, 'households.owns');
    assert.deepEqual(res.tracked[0].arms.map((a) => a.id), ['baseline', 'richer', 'cheap', 'noop']);
    assert.ok(res.tracked[0].arms.every((a) => a.replicates.length === 5 && a.replicates.every((rep) => rep.length === 10)));
    assert.deepStrictEqual(res.tracked[0], r.tracked.find((s) => s.target === 'households.owns'));
  });

  it('refuses a tracked target the configuration does not have', async () => {
    await assert.rejects(runSimulation(cfg, { threads: 1, track: ['households.nope'] }), (e: unknown) => {
      assert.ok(e instanceof SimulationError);
      assert.equal(e.code, 'INVALID_TRACK_TARGET');
      assert.match(e.message, /households\.nope/);
      return true;
    });
  });

  it('a configuration without arms or replicates keeps the one-run shape', async () => {
    const res = await runSimulation(richConfig(3, 2, 500, 300), { threads: 1 });
    assert.deepEqual(Object.keys(res.metrics).sort(), ['by_group', 'replicates']);
    assert.equal(res.metrics.replicates, 1);
    assert.deepEqual(res.tracked, []);
    const labelled = await runSimulation({ ...richConfig(3, 2, 500, 300), replicates: 2 }, { threads: 1 });
    assert.equal(labelled.metrics.arms![0].label, 'Baseline', 'the default baseline label');
  });

  it('replicate seeds: SHA-256("abm-replicate:<seed>:<r>"), first four bytes big-endian; replicate 0 is the seed', () => {
    assert.equal(replicateSeed(11, 0), 11);
    assert.equal(replicateSeed(11, 3), createHash('sha256').update('abm-replicate:11:3').digest().readUInt32BE(0));
    assert.notEqual(replicateSeed(11, 1), replicateSeed(12, 1));
  });
});
