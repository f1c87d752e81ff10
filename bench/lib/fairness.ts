/**
 * The workload of issue 11 items 2 and 4, shared by bench/fairness.bench.ts and the fairness
 * tests: one tenant's large run (many agents and variables: large checkpoints, a large
 * results document) beside another tenant's GETs and small simulation.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { SimulationConfig } from '../../src/domain/simulation-config.js';
import { createTestDatabase, type StoreKind } from '../../test/helpers/databases.js';
import { REPO_ROOT, startServerProcess } from '../../test/helpers/processes.js';
import { serverNodeFlags } from './child.js';

const execFileAsync = promisify(execFile);

export interface LargeShape {
  groups: number;
  agents: number;
  variables: number;
  steps: number;
}

/** A configuration of `groups` groups × `agents` agents, each with `variables` variables and one action. */
export function largeConfig(shape: LargeShape): SimulationConfig {
  const agentGroups = Array.from({ length: shape.groups }, (_, g) => {
    const variables: Record<string, unknown> = {};
    for (let v = 0; v < shape.variables; v++) {
      variables[`v${v}`] =
        v % 3 === 0
          ? { type: 'normal', mean: 10 + v, std: 2, bounds: { min: 0 }, drift: 0.01, noise: 0.1 }
          : v % 3 === 1
            ? { type: 'uniform', min: 0, max: 1, bounds: { min: 0, max: 1 }, noise: 0.01 }
            : { type: 'initial_value', value: 0, bounds: { min: 0, max: 100 }, drift: 0.05 };
    }
    return {
      id: `g${g}`,
      name: `Group ${g}`,
      description: `Synthetic group ${g}`,
      number_of_agents: shape.agents,
      variables,
      actions: {
        act: { type: 'binary', description: 'Acts this step', intercept: -2, weights: { v1: 1, v0: 0.01 }, effects: { v2: 1 } },
      },
    };
  });
  return { step_unit: 'day', number_of_steps: shape.steps, seed: 7, agent_groups: agentGroups } as unknown as SimulationConfig;
}

/** The other tenant's simulation: 1,000 agents, a few steps. */
export function smallConfig(): SimulationConfig {
  return largeConfig({ groups: 1, agents: 1000, variables: 3, steps: 10 });
}

export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** Samples the process's RSS until stopped; returns the peak in bytes. */
export function rssSampler(everyMs = 50): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const t = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, everyMs);
  return {
    stop() {
      clearInterval(t);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

/** GETs `path` one after another (a pause of `gapMs` between) until stopped; returns each latency in ms. */
/**
 * The other tenant's GETs, timed on a worker thread of their own: what the measuring process
 * does meanwhile (the first tenant's downloads of tens of MB, the test's own bookkeeping) never
 * delays a GET's timing, so the latencies are the server's. A GET that does not answer 200
 * fails stop().
 */
export function pollLatencies(baseUrl: string, key: string, path: string, gapMs = 10): { count(): number; stop(): Promise<number[]> } {
  const samples: number[] = [];
  const worker = new Worker(POLLER, { eval: true, workerData: { url: baseUrl + path, key, gapMs } });
  let failure: Error | null = null;
  worker.on('message', (m: { latency?: number; error?: string }) => {
    if (m.error) failure = new Error(m.error);
    else if (m.latency !== undefined) samples.push(m.latency);
  });
  const exited = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  // Reported by stop(), which awaits it; not an unhandled rejection meanwhile.
  exited.catch(() => undefined);
  return {
    count: () => samples.length,
    async stop() {
      worker.postMessage('stop');
      await exited;
      if (failure) throw failure;
      return samples;
    },
  };
}

/** The poller's loop (plain JavaScript: an eval'd worker has no TypeScript loader). */
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, key, gapMs } = workerData;
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const t0 = performance.now();
    const r = await fetch(url, { headers: { 'X-API-Key': key } });
    await r.arrayBuffer();
    if (r.status !== 200) { parentPort.postMessage({ error: 'GET ' + url + ': ' + r.status }); break; }
    parentPort.postMessage({ latency: performance.now() - t0 });
    await new Promise((res) => setTimeout(res, gapMs));
  }
  parentPort.close();
})().catch((err) => { parentPort.postMessage({ error: String(err) }); parentPort.close(); });
`;

/** Event-loop stalls seen by a timer: the longest delay past its due time, in ms. */
export function stallMonitor(everyMs = 5): { stop(): number } {
  let worst = 0;
  let due = performance.now() + everyMs;
  const t = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - due);
    due = now + everyMs;
  }, everyMs);
  return {
    stop() {
      clearInterval(t);
      return worst;
    },
  };
}

export interface FairnessServer {
  baseUrl: string;
  mintKey(tenant: string): Promise<string>;
  /** The server process's peak RSS so far (VmHWM), in bytes. */
  peakRss(): number;
  /** Its RSS now, in bytes. */
  rss(): number;
  /** The longest event-loop delay the server saw since the last call, in ms (its /metrics: prom-client's lag histogram, reset on every read). */
  eventLoopMaxMs(): Promise<number>;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The whole service (`src/main.ts`) in a child process over a fresh database, so neither the
 * load nor the client's own work shares the server's event loop. Keys come from the keys CLI.
 */
export async function startFairnessServer(kind: StoreKind, env: Record<string, string> = {}): Promise<FairnessServer> {
  const db = await createTestDatabase(kind);
  const dbEnv: Record<string, string> = { DATA_DIR: db.dataDir, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}) };
  const server = await startServerProcess({ ...dbEnv, GRPC_PORT: '0', LOG_LEVEL: 'warn', ...env }, 30_000, serverNodeFlags());
  const status = (field: string) => {
    const line = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : NaN;
  };
  return {
    baseUrl: server.baseUrl,
    dataDir: db.dataDir,
    async mintKey(tenant) {
      const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', 'create', '--tenant', tenant, '--name', 'fairness', '--rate-limit', '1000000'], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...dbEnv, LOG_LEVEL: 'silent' },
      });
      return (JSON.parse(stdout) as { api_key: string }).api_key;
    },
    peakRss: () => status('VmHWM'),
    async eventLoopMaxMs() {
      const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_max_seconds'));
      return line ? Number(line.split(' ').at(-1)) * 1000 : NaN;
    },
    rss: () => status('VmRSS'),
    async stop() {
      await server.stop();
      await db.drop();
    },
  };
}

/** Reads a URL with node:http, discarding the bytes (no decompression on the reader's side); returns status and bytes received. */
export function readRaw(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
