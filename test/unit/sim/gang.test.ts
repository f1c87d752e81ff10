import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { abandonGang, GANG_SYNC_BYTES, runGangMember, type GangTask } from '../../../src/sim/gang.js';
import { layoutOf, runSpec } from '../../../src/sim/layout.js';
import { defaultThreads, gangSegmentsRun, readySimPool, runGangOnPool } from '../../../src/sim/pool.js';
import { allocateRun, RunCore } from '../../../src/sim/run-core.js';
import { closeSimPool, runSimulation, simulateRun, SimulationNumericError } from '../../../src/sim/index.js';
import { armsConfig, metricsHash, richConfig } from './fixtures.js';

after(closeSimPool);

// A run of more than 50,000 agents on two threads is shared by a gang of two workers
// (src/sim/gang.ts): the barrier of every step is theirs, not the main thread's.
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('a run shared by a gang of workers', () => {
  // 4 runs (baseline and three arms) of 60,000 agents: events at steps 2 (every arm), 4, 6 (two at once), 3 and 5.
  const cfg = armsConfig(10, 11, 1, 40_000, 20_000);

  it('gives the bits of the same run on one thread, with events inside a stretch, at its first step and at its last', async () => {
    for (let index = 0; index < 4; index++) {
      const inline = await simulateRun(cfg, index, { inline: true });
      // Checkpoints every 3 steps end the stretches at 3, 6 and 9: step 4's events start a stretch, step 6's end one.
      const steps: number[] = [];
      const before = gangSegmentsRun();
      const ganged = await simulateRun(cfg, index, { threads: 2, checkpointEvery: 3, onCheckpoint: (_cp, step) => void steps.push(step) });
      assert.equal(hex(ganged), hex(inline), `run ${index}`);
      assert.deepEqual(steps, [3, 6, 9]);
      assert.equal(gangSegmentsRun() - before, 4, 'four stretches, each on a gang');
    }
  });

  it('resumes from a checkpoint taken on one thread to the same bits', async () => {
    const checkpoints = new Map<number, Uint8Array>();
    const inline = await simulateRun(cfg, 1, { inline: true, checkpointEvery: 3, onCheckpoint: (cp, step) => void checkpoints.set(step, cp.slice()) });
    for (const [step, cp] of checkpoints) assert.equal(hex(await simulateRun(cfg, 1, { threads: 2, checkpoint: cp })), hex(inline), `from step ${step}`);
  });

  it('fails at the step and with the message of the same run on one thread', async () => {
    const bad = {
      ...cfg,
      arms: [{ id: 'boom', label: 'Overflows at step 5', events: [{ step: 5, target: 'households.income', op: 'multiply' as const, value: 1e308 }, { step: 5, target: 'households.income', op: 'multiply' as const, value: 1e308 }] }],
    };
    const message = "Simulation failed: variable 'income' of group 'households' became NaN or infinite at step 5 (arm 'boom', replicate 0)";
    await assert.rejects(simulateRun(bad, 1, { inline: true }), { message });
    await assert.rejects(simulateRun(bad, 1, { threads: 2 }), (e: unknown) => e instanceof SimulationNumericError && e.message === message);
    // The pool is still whole after a gang stopped on a failure: the next run on it completes.
    assert.equal(hex(await simulateRun(cfg, 0, { threads: 2 })), hex(await simulateRun(cfg, 0, { inline: true })));
  });

  it('lets gangs of simulations running at once take turns instead of waiting on each other for ever', async () => {
    const big = richConfig(8, 5, 40_000, 20_000);
    const want = metricsHash((await runSimulation(big, { threads: 1 })).metrics);
    const results = await Promise.all([1, 2, 3].map(() => runSimulation(big, { threads: 2, inline: false })));
    for (const r of results) assert.equal(metricsHash(r.metrics), want);
  });
});

describe('gang failures', () => {
  const cfg = richConfig(6, 3, 9000, 5000);
  const layout = layoutOf(cfg, 3, []);
  const task = (member: number, members: number, sync: SharedArrayBuffer): GangTask => ({
    spec: runSpec(layout, layout.runs[0]),
    buffers: allocateRun(layout.plan, layout.kernels),
    init: true,
    from: 0,
    to: 6,
    member,
    members,
    sync,
  });

  it('stops a member waiting for a partner that never comes when the gang is abandoned', async () => {
    const pool = await readySimPool();
    const sync = new SharedArrayBuffer(GANG_SYNC_BYTES);
    setTimeout(() => abandonGang(sync), 200);
    const [leader] = await runGangOnPool(pool, [task(0, 2, sync)], () => abandonGang(sync));
    assert.equal(leader.status, 'fulfilled');
  });

  it('stops the other members when one fails, and reports that failure', async () => {
    assert.ok(defaultThreads() >= 2, 'a gang needs two workers');
    const pool = await readySimPool();
    const sync = new SharedArrayBuffer(GANG_SYNC_BYTES);
    const broken = { ...task(1, 2, sync), spec: { ...task(1, 2, sync).spec, plan: null } } as unknown as GangTask;
    const settled = await runGangOnPool(pool, [task(0, 2, sync), broken], () => abandonGang(sync));
    assert.equal(settled[0].status, 'fulfilled');
    assert.equal(settled[1].status, 'rejected');
  });

  it('a member that starts late finds the step done by the other (blocks are claimed, not halves), and the bits are one thread’s', async () => {
    const pool = await readySimPool();
    const sync = new SharedArrayBuffer(GANG_SYNC_BYTES);
    const first = task(0, 2, sync);
    const core = new RunCore(first.spec, first.buffers);
    for (const cols of core.cols) for (const c of cols) c.fill(0);
    const leader = runGangOnPool(pool, [first], () => abandonGang(sync));
    // The leader alone initialises every agent of both groups, then waits at the barrier for its
    // partner (a few incomes are clamped to exactly 0 by their bound; half would be with halves).
    const everyAgentSet = () => core.cols.every((cols) => cols[0]!.filter((x) => x === 0).length < cols[0]!.length / 100);
    for (const deadline = Date.now() + 10_000; !everyAgentSet(); ) {
      assert.ok(Date.now() < deadline, 'with fixed halves the partner’s half would wait for the partner');
      await new Promise((r) => setTimeout(r, 20));
    }
    // The partner comes late, here on this thread, and the two finish the run together.
    assert.deepEqual(runGangMember({ ...first, member: 1 }), { ok: true });
    assert.equal((await leader)[0]!.status, 'fulfilled');
    const alone = new RunCore(first.spec, allocateRun(layout.plan, layout.kernels));
    alone.init();
    alone.advance(0, 6);
    core.metrics.forEach((m, g) => assert.equal(Buffer.from(m.buffer).toString('hex'), Buffer.from(alone.metrics[g]!.buffer).toString('hex'), `group ${g}`));
  });

  it('refuses a gang larger than the pool', async () => {
    const pool = await readySimPool();
    const n = defaultThreads() + 1;
    const sync = new SharedArrayBuffer(GANG_SYNC_BYTES);
    await assert.rejects(runGangOnPool(pool, Array.from({ length: n }, (_, m) => task(m, n, sync)), () => abandonGang(sync)), /a gang of \d+ on a pool of \d+ workers/);
  });
});
