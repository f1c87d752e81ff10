import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SimulationConfig } from '../../src/domain/simulation-config.js';
import { createTestDatabase } from '../../test/helpers/databases.js';
import { freePort, run, startChild } from './child.js';

export interface ServiceMeasurement {
  seconds: number;
  rate: number;
  /** The server process's peak RSS (VmHWM; worker threads included), when readable. */
  peakRssMiB: number | null;
}

interface Lifecycle {
  status: string;
  error_log?: string | null;
  lifecycle: { states: Array<{ name: string; at: string }> };
}

const agentSteps = (cfg: SimulationConfig) => cfg.agent_groups.reduce((s, g) => s + g.number_of_agents, 0) * cfg.number_of_steps;

async function createAndWait(baseUrl: string, key: string, config: SimulationConfig): Promise<Lifecycle> {
  const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
  const r = await fetch(`${baseUrl}/v1/simulations/with-config`, { method: 'POST', headers, body: JSON.stringify({ prompt: 'Benchmark run', config }) });
  if (r.status !== 201) throw new Error(`with-config answered ${r.status}: ${await r.text()}`);
  const { id } = (await r.json()) as { id: string };
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const s = (await (await fetch(`${baseUrl}/v1/simulations/${id}`, { headers })).json()) as Lifecycle;
    if (s.status === 'FAILED') throw new Error(`simulation failed: ${s.error_log}`);
    if (s.lifecycle.states.some((x) => x.name === 'COMPLETED_SIMULATION')) return s;
    if (Date.now() > deadline) throw new Error('simulation did not complete in 15 minutes');
    await new Promise((res) => setTimeout(res, 200));
  }
}

function peakRssMiB(pid: number | undefined): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * One server (SQLite, fresh data directory, default settings, started as `npm start` starts it) runs `warmUp`, then `config`
 * `repeat` times; the figure is the Simulator's best time on `config` from its lifecycle.
 */
export async function measureService(config: SimulationConfig, warmUp: SimulationConfig, repeat = 1): Promise<ServiceMeasurement> {
  const db = await createTestDatabase('sqlite');
  const env: Record<string, string> = { DATA_DIR: db.dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', GRPC_PORT: '0' };
  const out = await run(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', 'create', '--tenant', 'bench', '--name', 'bench-sim', '--rate-limit', '100000', '--environment', 'test'], env);
  const key = (JSON.parse(out) as { api_key: string }).api_key;
  // The server as `npm start` runs it: the bundle on plain Node.
  await run(process.execPath, ['scripts/build-server.mjs'], env);
  const server = await startChild('dist/server.mjs', { env, port: await freePort(), readyPath: '/healthz' });
  try {
    await createAndWait(server.baseUrl, key, { ...warmUp, number_of_steps: 5 });
    // The best of `repeat` simulations, one after another, as the kernel's figures are the best of their runs.
    let seconds = Infinity;
    for (let i = 0; i < repeat; i++) {
      const done = await createAndWait(server.baseUrl, key, config);
      const at = (name: string) => Date.parse(done.lifecycle.states.find((x) => x.name === name)!.at);
      seconds = Math.min(seconds, (at('COMPLETED_SIMULATION') - at('PROCESSING_SIMULATION')) / 1000);
    }
    return { seconds, rate: agentSteps(config) / seconds, peakRssMiB: peakRssMiB(server.proc.pid) };
  } finally {
    await server.stop();
    await db.drop();
  }
}

export type NumpyResult = { python: string; agentSteps: number; seconds: number; cpuSeconds: number; rate: number } | { unavailable: string };

/** Runs bench/numpy_reference.py with the first python3 that has NumPy (PYTHON, then python3, then /usr/bin/python3). */
export function numpyReference(configPath: string): NumpyResult {
  const script = fileURLToPath(new URL('../numpy_reference.py', import.meta.url));
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter((p): p is string => Boolean(p));
  const python = candidates.find((p) => {
    try {
      execFileSync(p, ['-c', 'import numpy'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!python) return { unavailable: `no python3 with NumPy among ${candidates.join(', ')}` };
  // One thread, as the reference is meant: NumPy's element-wise operations do not thread,
  // and this keeps any BLAS it might touch from doing so.
  const out = execFileSync(python, [script, configPath], {
    encoding: 'utf8',
    env: { ...process.env, OPENBLAS_NUM_THREADS: '1', OMP_NUM_THREADS: '1', MKL_NUM_THREADS: '1' },
    maxBuffer: 1 << 20,
  });
  const r = JSON.parse(out.trim().split('\n').at(-1)!) as { agent_steps: number; seconds: number; cpu_seconds: number; rate: number };
  return { python, agentSteps: r.agent_steps, seconds: r.seconds, cpuSeconds: r.cpu_seconds, rate: r.rate };
}
