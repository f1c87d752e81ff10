import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, mintKeyOn, type TestDatabase } from '../../helpers/databases.js';
import { startServerProcess, type ServerProcess } from '../../helpers/processes.js';
import { benchConfig, waitForCheckpointBetween, waitForSimulation, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';
import { openStore } from '../../../src/store/index.js';
import { runSimulation } from '../../../src/sim/index.js';

describe('embedded runner: a server killed mid-simulation resumes from its checkpoint', () => {
  let db: TestDatabase;
  let server: ServerProcess | null = null;
  let key: string;
  before(async () => {
    db = await createTestDatabase('sqlite');
    key = await mintKeyOn(db, 't', 100_000);
  });
  after(async () => {
    await server?.stop('SIGKILL');
    await db.drop();
  });

  it('SIGKILL during PROCESSING_SIMULATION, restart: completes with metrics identical to an uninterrupted run', async () => {
    const env = { DATA_DIR: db.dataDir, GRPC_PORT: '0', CHECKPOINT_EVERY_MS: '150', SIM_THREADS: '2' };
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 80_000;
    // Long enough (~10⁸ agent-steps, seconds even for the WebAssembly kernel, whose checkpoint
    // writes do not slow it) that the kill lands mid-run.
    config.number_of_steps = 600;

    server = await startServerProcess(env);
    const created = await fetch(`${server.baseUrl}/v1/simulations/with-config`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'crash me', config }),
    });
    assert.equal(created.status, 201);
    const id = ((await created.json()) as { id: string }).id;

    // Kill once a checkpoint exists and the run is well under way.
    const probe = await openStore({ dataDir: db.dataDir });
    let killedAt: number;
    try {
      killedAt = await waitForCheckpointBetween(probe, id, 10, config.number_of_steps - 20);
    } finally {
      await probe.close();
    }
    await server.stop('SIGKILL');

    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    const done = await waitForSimulation(server.baseUrl, key, id, undefined, 120_000);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH, 'resumed without a second lifecycle entry');
    assert.match(server.output(), /resuming simulation from checkpoint/);

    const results = (await (await fetch(`${server.baseUrl}/v1/simulations/${id}/results`, { headers: { 'X-API-Key': key } })).json()) as { metrics: unknown };
    const uninterrupted = await runSimulation(config, { simulationId: id, threads: 2 });
    assert.deepEqual(results.metrics, uninterrupted.metrics, `metrics after a kill at step ${killedAt} equal an uninterrupted run`);
  });

  it('with arms and replicates: a restart keeps the finished runs, resumes those in flight, and the metrics equal an uninterrupted run', async () => {
    const env = { DATA_DIR: db.dataDir, GRPC_PORT: '0', CHECKPOINT_EVERY_MS: '150', SIM_THREADS: '2' };
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 30_000;
    // Runs long enough (24 M agent-steps each) that one caught in flight past a checkpoint is
    // still in flight when the kill lands, on a quiet machine as on a loaded one.
    config.number_of_steps = 400;
    const first = config.agent_groups[0];
    config.arms = [{ id: 'later', label: 'Later', events: [{ step: 200, target: `${first.id}.${Object.keys(first.variables)[0]}`, op: 'add', value: 1 }] }];
    config.replicates = 3;

    await server?.stop('SIGKILL');
    server = await startServerProcess(env);
    const created = await fetch(`${server.baseUrl}/v1/simulations/with-config`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'crash me with arms', config }),
    });
    assert.equal(created.status, 201);
    const id = ((await created.json()) as { id: string }).id;

    // Kill once some runs have finished and another is in flight past a checkpoint with at least
    // 100 of its 400 steps to go (a run's last checkpoint can outlive it until its record lands).
    const probe = await openStore({ dataDir: db.dataDir });
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const records = await probe.simulations.listRunRecords(id, 0);
        const inFlight = (await probe.simulations.loadCheckpoints(id, 0)).filter((c) => !records.includes(c.run) && c.step <= 300);
        if (records.length >= 1 && inFlight.length >= 1) break;
        assert.ok(Date.now() < deadline && records.length < 6, `no kill window (records ${records.join(',')})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await probe.close();
    }
    await server.stop('SIGKILL');

    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    const done = await waitForSimulation(server.baseUrl, key, id, undefined, 180_000);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);
    const resumed = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; simulation_id?: string; runs_finished?: number; runs_in_flight?: unknown[] })
      .find((l) => l.msg === 'resuming simulation from checkpoint' && l.simulation_id === id);
    assert.ok(resumed && resumed.runs_finished! >= 1 && resumed.runs_in_flight!.length >= 1, JSON.stringify(resumed));

    const results = (await (await fetch(`${server.baseUrl}/v1/simulations/${id}/results`, { headers: { 'X-API-Key': key } })).json()) as { metrics: unknown };
    assert.deepEqual(results.metrics, (await runSimulation(config, { simulationId: id, threads: 2 })).metrics);
  });
});
