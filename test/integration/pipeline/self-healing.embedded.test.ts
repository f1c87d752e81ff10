import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, mintKeyOn, type TestDatabase } from '../../helpers/databases.js';
import { startServerProcess, type ServerProcess } from '../../helpers/processes.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../helpers/fake-openai.js';
import { benchConfig, FULL_PATH, waitForSimulation, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';
import { openStore, type Store } from '../../../src/store/index.js';
import { uuidv7 } from '../../../src/domain/ids.js';
import { simulationRecord, walkedThrough } from '../../helpers/records.js';
import { machineName } from '../../../src/pipeline/embedded-runner.js';
import { failureMessage } from '../../../src/pipeline/stage-flow.js';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';

const PROMPT = 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?';
// Short leases and sweeps so a test sees in seconds what production sees in half a minute.
const FAST_HEALING = { LEASE_TTL_MS: '1500', SWEEP_EVERY_MS: '200', STAGE_RETRY_BACKOFF_MS: '200', CHECKPOINT_EVERY_MS: '150', SIM_THREADS: '2', GRPC_PORT: '0' };

function mediumConfig(steps: number): SimulationConfig {
  const c = benchConfig('two-groups-20k');
  for (const g of c.agent_groups) g.number_of_agents = 60_000;
  c.number_of_steps = steps;
  return c;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `chattr +i` on the WAL: every write of every connection fails with SQLITE_IOERR until it is lifted (root on ext4). */
function immutable(file: string, on: boolean): void {
  execFileSync('chattr', [on ? '+i' : '-i', file]);
}

describe('self-healing embedded runner (sqlite, a server process)', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let key: string;
  let probe: Store;
  let wal: string;
  before(async () => {
    db = await createTestDatabase('sqlite');
    key = await mintKeyOn(db, 't', 100_000);
    server = await startServerProcess({ DATA_DIR: db.dataDir, LOG_LEVEL: 'info', ...FAST_HEALING });
    probe = await openStore({ dataDir: db.dataDir });
    wal = join(db.dataDir, 'service.db-wal');
  });
  after(async () => {
    if (wal && existsSync(wal)) immutable(wal, false);
    await probe?.close();
    await server?.stop('SIGKILL');
    await db.drop();
  });

  const post = async (path: string, body: unknown) => {
    const r = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal(r.status, 201, await r.clone().text());
    return ((await r.json()) as { id: string }).id;
  };

  it('the database file unwritable for 4 s mid-run: every simulation completes afterwards, without a restart', { timeout: 150_000 }, async () => {
    const withConfig = [];
    for (let i = 0; i < 3; i++) withConfig.push(await post('/v1/simulations/with-config', { prompt: `outage ${i}`, config: mediumConfig(150 + 50 * i) }));
    const prompted = [];
    for (let i = 0; i < 3; i++) prompted.push(await post('/v1/simulations', { prompt: PROMPT }));
    await waitForSimulation(server.baseUrl, key, withConfig[0], (s) => s.status === 'PROCESSING_SIMULATION', 60_000, 10);

    immutable(wal, true);
    try {
      await assert.rejects(probe.database.db('tenants').insert({ id: `probe-${Date.now()}`, created_at: 0 }), /disk I\/O error|SQLITE_IOERR/, 'the store refuses writes');
      await new Promise((r) => setTimeout(r, 4000));
    } finally {
      immutable(wal, false);
    }

    for (const id of withConfig) {
      const done = await waitForSimulation(server.baseUrl, key, id, undefined, 120_000);
      assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
      assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH, 'each status once');
    }
    for (const id of prompted) {
      const done = await waitForSimulation(server.baseUrl, key, id, undefined, 120_000);
      assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
      assert.deepEqual(done.lifecycle.states.map((s) => s.name), FULL_PATH, 'each status once');
    }
    assert.match(server.output(), /stage failed|pipeline runner error|renewing the lease failed/, 'the outage did hit the pipeline');
    assert.match(server.output(), /taking up unfinished simulations nobody works on|stage failed; retrying/, 'and the runner took the work up again itself');
  });

  it('a row left in PROCESSING_SIMULATION by a dead process is taken up by the running one once its lease expires', { timeout: 150_000 }, async () => {
    const now = Date.now();
    const id = uuidv7(now);
    // What a process that died mid-Simulator leaves: the status, the config, its lease (still live
    // for 2 s; written first, so the running server cannot take the row up in between).
    assert.ok(await probe.workload.claim(id, 'dead-host:1:gone', 'simulator', 0, Date.now(), 2000));
    await probe.simulations.insert(
      simulationRecord('t', now, { id, title: 'orphan', prompt: 'orphan', ...walkedThrough(now, 'PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION') }),
      mediumConfig(30),
    );
    await new Promise((r) => setTimeout(r, 700));
    const meanwhile = await probe.simulations.findById(id);
    assert.equal(meanwhile?.status, 'PROCESSING_SIMULATION');
    assert.equal(meanwhile?.progress, null, 'nobody touches it while the lease lives');

    const done = await waitForSimulation(server.baseUrl, key, id, undefined, 30_000);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);

    // Without any lease at all (a dead process from before leases, or a lost insert) it is taken up too.
    const bare = uuidv7(Date.now());
    await probe.simulations.insert(
      { ...(await probe.simulations.findById(id))!, id: bare, status: 'PENDING', lifecycle: [{ name: 'PENDING', at: new Date().toISOString() }], title: 'bare', prompt: PROMPT },
      undefined,
    );
    const bareDone = await waitForSimulation(server.baseUrl, key, bare, undefined, 30_000);
    assert.equal(bareDone.status, 'COMPLETED_ANALYSIS', bareDone.error_log);
    assert.deepEqual(bareDone.lifecycle.states.map((s) => s.name), FULL_PATH);
  });

  it("a killed process of this machine: its leases are taken over at the next sweep, not when they expire", { timeout: 150_000 }, async () => {
    const now = Date.now();
    const id = uuidv7(now);
    // A pid no process has (the highest free one below the usual pid_max).
    let dead = 4_194_000;
    while (alive(dead)) dead--;
    // A lease for ten minutes, as a process killed a moment ago would leave.
    assert.ok(await probe.workload.claim(id, `${machineName()}:${dead}:killed`, 'simulator', 0, Date.now(), 600_000));
    await probe.simulations.insert(
      simulationRecord('t', now, { id, title: 'killed here', prompt: 'killed here', ...walkedThrough(now, 'PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION') }),
      mediumConfig(20),
    );
    const done = await waitForSimulation(server.baseUrl, key, id, undefined, 30_000);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.match(server.output(), /taking over the leases of a dead process of this machine/);
  });

  it('work interrupted more often than the attempts allow ends FAILED with a readable error_log', { timeout: 150_000 }, async () => {
    const now = Date.now();
    const id = uuidv7(now);
    // Five attempts (the default) that each died holding the lease; the lease before the row, so
    // the running server cannot take the row up in between.
    for (let i = 0; i < 5; i++) assert.ok(await probe.workload.claim(id, `dead-host:${i}:gone`, 'architect', 0, now + i * 10, 1));
    await probe.simulations.insert(simulationRecord('t', now, { id, title: 'crash loop', prompt: 'crash loop', ...walkedThrough(now, 'PENDING', 'PROCESSING_CONFIG') }));
    const done = await waitForSimulation(server.baseUrl, key, id, undefined, 30_000);
    assert.equal(done.status, 'FAILED');
    assert.equal(done.error_log, 'Architect failed: it was interrupted 5 times (gave up after 5 attempts)');
    // Worded where every failure is (stage-flow.ts), as the workflow words its failures.
    assert.equal(done.error_log, failureMessage('architect', { kind: 'interrupted', times: 5 }, 5));
  });
});

describe('self-healing embedded runner: a stage that keeps failing (sqlite)', () => {
  let api: TestApi;
  let fake: FakeOpenAI;
  let key: string;
  before(async () => {
    fake = await startFakeOpenAI([{ status: 503 }]);
    api = await startTestApi(
      'sqlite',
      { LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, LLM_MODELS: 'fake', LLM_MAX_RETRIES: '0', ...FAST_HEALING, STAGE_ATTEMPTS: '3', STAGE_RETRY_BACKOFF_MS: '50' },
      { withPipeline: true },
    );
    key = (await api.mintKey('t')).api_key;
  });
  after(async () => {
    await api.close();
    await fake.close();
  });

  it('a retryable failure is retried with backoff, then FAILED with a readable error_log naming the attempts', { timeout: 150_000 }, async () => {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT } })).json.id;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 30_000);
    assert.equal(done.status, 'FAILED');
    assert.match(done.error_log ?? '', /^Architect failed: .*\(gave up after 3 attempts\)$/);
    assert.doesNotMatch(done.error_log ?? '', /\n\s+at /, 'no stack trace');
    assert.equal(fake.requests.length, 3, 'one request per attempt');
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), ['PENDING', 'PROCESSING_CONFIG', 'FAILED']);
  });
});
