/**
 * npm run bench:pipeline — the README's example prompt end to end with the builtin providers,
 * RUNS times per runner (embedded, then Temporal with a dev server and a worker process).
 * Latencies come from the lifecycle timestamps the server wrote, so polling adds nothing.
 * Targets (10,000 agents, 24 steps): p50 total ≤ 3 s embedded, ≤ 5 s on Temporal.
 */
import { startTestApi, type TestApi } from '../test/helpers/api.js';
import { startTemporalDevServer } from '../test/helpers/temporal.js';
import { startWorkerProcess } from '../test/helpers/processes.js';
import { waitForSimulation } from '../test/helpers/pipeline.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PROMPT = 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?';

type Stage = 'architect' | 'simulator' | 'analyst' | 'queue' | 'total';
const SPANS: Array<[Stage, string, string]> = [
  ['queue', 'PENDING', 'PROCESSING_CONFIG'],
  ['architect', 'PROCESSING_CONFIG', 'COMPLETED_CONFIG'],
  ['simulator', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION'],
  ['analyst', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS'],
  ['total', 'PENDING', 'COMPLETED_ANALYSIS'],
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function measure(api: TestApi, label: string): Promise<number> {
  const key = (await api.mintKey('bench', { rateLimit: 1_000_000 })).api_key;
  const samples: Record<Stage, number[]> = { queue: [], architect: [], simulator: [], analyst: [], total: [] };
  for (let i = 0; i < RUNS + 1; i++) {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT } })).json.id;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 120_000, 20);
    if (done.status !== 'COMPLETED_ANALYSIS') throw new Error(`run failed: ${done.error_log}`);
    if (i === 0) continue; // warm-up: JIT, worker threads, workflow bundle caches
    const at = new Map(done.lifecycle.states.map((s) => [s.name, Date.parse(s.at)]));
    for (const [stage, from, to] of SPANS) samples[stage].push((at.get(to) as number) - (at.get(from) as number));
  }
  process.stdout.write(`\n${label}: ${RUNS} runs (after 1 warm-up), ms\n`);
  process.stdout.write(`  ${'stage'.padEnd(10)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}\n`);
  for (const [stage] of SPANS) process.stdout.write(`  ${stage.padEnd(10)} ${String(pct(samples[stage], 50)).padStart(7)} ${String(pct(samples[stage], 95)).padStart(7)}\n`);
  return pct(samples.total, 50);
}

async function main(): Promise<void> {
  const embedded = await startTestApi('sqlite', { LOG_LEVEL: 'warn' }, { withPipeline: true });
  let embeddedP50: number;
  try {
    embeddedP50 = await measure(embedded, 'embedded runner (SQLite)');
  } finally {
    await embedded.close();
  }

  const temporal = await startTemporalDevServer();
  const taskQueue = temporal.taskQueue();
  const env = { TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: taskQueue, LOG_LEVEL: 'warn' };
  const api = await startTestApi('sqlite', env, { withPipeline: true });
  const worker = await startWorkerProcess({ ...env, LOG_LEVEL: 'info', DATA_DIR: api.db.dataDir });
  let temporalP50: number;
  try {
    temporalP50 = await measure(api, 'Temporal runner (SQLite, dev server, worker process)');
  } finally {
    await worker.stop();
    await api.close();
    await temporal.stop();
  }
  process.stdout.write(`\np50 total: embedded ${embeddedP50} ms (target ≤ 3000: ${embeddedP50 <= 3000 ? 'met' : 'MISSED'}), `);
  process.stdout.write(`Temporal ${temporalP50} ms (target ≤ 5000: ${temporalP50 <= 5000 ? 'met' : 'MISSED'})\n`);
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
