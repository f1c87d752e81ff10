/**
 * `npm start` exactly as the README gives it: the prestart steps build the dashboard (when
 * stale) and bundle the server into dist/server.mjs, which then runs on plain Node (no tsx).
 * The bundle must find what the sources find relative to themselves (the dashboard's files,
 * Swagger UI's, the simulation workers' entry), and a simulation large enough for the worker
 * pool must give the bits the same configuration gives in this process.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, mintKeyOn, type TestDatabase } from '../helpers/databases.js';
import { freePort, REPO_ROOT } from '../helpers/processes.js';
import { v2Config, waitForSimulation } from '../helpers/pipeline.js';
import { runSimulation } from '../../src/sim/index.js';

describe('npm start (the README command): the bundled server on plain Node', () => {
  let db: TestDatabase;
  let child: ChildProcess;
  let out = '';
  let baseUrl: string;
  before(async () => {
    db = await createTestDatabase('sqlite');
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Its own process group, so the test stops npm, its shell and the server together.
    child = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), GRPC_PORT: '0', LOG_LEVEL: 'info', DATA_DIR: db.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    // A stale dashboard is rebuilt first (vite, tens of seconds on a loaded machine).
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}): ${out}`);
      const up = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error(`npm start did not answer in time: ${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  after(async () => {
    if (child?.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await db?.drop();
  });

  it('runs dist/server.mjs without tsx, serving the API, /openapi.json, /docs and the dashboard', async () => {
    assert.ok(existsSync(join(REPO_ROOT, 'dist/server.mjs')), 'the prestart step wrote the bundle');
    // npm's shell runs `node dist/server.mjs`: the server is the group's process whose program is node.
    const argvs = execFileSync('pgrep', ['-g', String(child.pid), '-f', 'dist/server.mjs'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
    const argv = argvs.find((a) => /(^|\/)node$/.test(a[0]!));
    assert.ok(argv, `a node process runs the bundle: ${JSON.stringify(argvs)}`);
    assert.ok(!argv.some((a) => /tsx/.test(a)), `no tsx in ${argv.join(' ')}`);
    // The young generation is capped at 2 × 4 MiB (package.json "start"; docs/operations.md "Memory"): with
    // Node's default (up to 2 × 16 MiB, reached during start-up) the server takes ~15–20 MiB more.
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    const young = Number(/^nodejs_heap_space_size_total_bytes\{space="new"\} (\d+)/m.exec(metrics)?.[1]);
    assert.ok(young > 0 && young <= 8 * 1024 * 1024, `young generation ${young} bytes`);
    const openapi = await fetch(`${baseUrl}/openapi.json`);
    assert.equal(openapi.status, 200);
    assert.ok(((await openapi.json()) as { paths: Record<string, unknown> }).paths['/v1/simulations']);
    const docs = await fetch(`${baseUrl}/docs`);
    assert.equal(docs.status, 200);
    const css = await fetch(`${baseUrl}/docs/assets/swagger-ui.css`);
    assert.equal(css.status, 200, 'Swagger UI files are found from the bundle');
    const page = await fetch(`${baseUrl}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script type="module"/, 'the built dashboard, not the "build it first" page');
  });

  it('a simulation on the worker pool completes with the bits of the same run in this process', async () => {
    const key = await mintKeyOn(db, 'bundle', 1000);
    const config = v2Config();
    // 20,000 agents × 12 steps × 3 arms × 4 replicates: past what stays on the calling thread.
    for (const g of config.agent_groups) g.number_of_agents = 20_000;
    const created = await fetch(`${baseUrl}/v1/simulations/with-config`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'Electric cars with a subsidy', config }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const id = ((await created.json()) as { id: string }).id;
    const done = await waitForSimulation(baseUrl, key, id, undefined, 120_000);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    const results = (await (await fetch(`${baseUrl}/v1/simulations/${id}/results`, { headers: { 'X-API-Key': key } })).json()) as { metrics: unknown };
    const here = await runSimulation(config, { simulationId: id, threads: 1, inline: true });
    assert.deepEqual(results.metrics, here.metrics);
  });
});
