import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { EVENT_OPS, validateSimulationConfig } from '../../../src/domain/simulation-config.js';
import { closeSimPool, runSimulation, type SimulationResult } from '../../../src/sim/index.js';
import { WARM_UP_CONFIG, warmUpThread } from '../../../src/sim/warm-up.js';
import { armsConfig } from './fixtures.js';

after(closeSimPool);

const digest = (r: SimulationResult) => createHash('sha256').update(JSON.stringify(r.metrics)).digest('hex');

describe('worker warm-up', () => {
  it('is a valid configuration with every variable kind, action kind and event op', () => {
    const checked = validateSimulationConfig(WARM_UP_CONFIG);
    assert.ok(checked.ok, JSON.stringify(checked.ok ? null : checked.errors));
    const g = WARM_UP_CONFIG.agent_groups[0];
    assert.deepEqual(new Set(Object.values(g.variables).map((v) => v.type)), new Set(['normal', 'uniform', 'initial_value']));
    assert.deepEqual(new Set(Object.values(g.actions).map((a) => a.type)), new Set(['binary', 'discrete', 'continuous']));
    const ops = new Set(WARM_UP_CONFIG.arms!.flatMap((a) => a.events.map((e) => e.op)));
    assert.deepEqual(ops, new Set(EVENT_OPS));
  });

  it('changes no bit of a simulation run on the same thread afterwards', async () => {
    const cfg = armsConfig();
    const cold = await runSimulation(cfg, { inline: true });
    warmUpThread(1);
    const warm = await runSimulation(cfg, { inline: true });
    assert.equal(digest(warm), digest(cold));
  });

  it('leaves the pool workers computing the same bits as the calling thread', async () => {
    const cfg = armsConfig();
    const here = await runSimulation(cfg, { inline: true });
    const pooled = await runSimulation(cfg, { inline: 'never', threads: 2 });
    assert.equal(digest(pooled), digest(here));
  });
});
