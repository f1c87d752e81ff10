/**
 * gRPC vs REST, unary read: `npm run bench:grpc`.
 *
 * One server under test in a child process (`node --import tsx src/main.ts`, SQLite, fresh
 * data dir, LOG_LEVEL=warn) serving HTTP and gRPC side by side. One simulation is created and
 * left to finish; then, each for BENCH_SECONDS (default 10) at the same concurrency
 * (BENCH_CONNECTIONS, default 10):
 *   (a) REST  GET /v1/simulations/<id>   — autocannon, that many keep-alive connections;
 *   (b) gRPC  GetSimulation{id}          — a grpc-js client (generated descriptors + the bridge),
 *       that many concurrent call loops multiplexed over BENCH_GRPC_CHANNELS (default 1) channels;
 *   (c) the same RPC driven by ghz (Go), the compiled client that pairs with autocannon.
 * Then the two ceilings, each its own child process on the same Node, so the transports can be
 * told apart from our per-call work:
 *   (d) bare Fastify GET /ping → {}      — autocannon (bench/lib/bare-fastify.ts);
 *   (e) bare grpc-js GetSimulation → {}  — ghz (bench/lib/bare-grpc.ts: same service definition
 *       and codecs, no gate, no store, no metadata).
 * Prints req/s, p50, p99 for each; the ratio (c)/(a) against the target (≥ 0.9) and (e)/(d), the
 * best gRPC can do against REST on this machine with these libraries. Without ghz (go install
 * github.com/bojand/ghz/cmd/ghz@v0.120.0), (c) and (e) are skipped and (b)/(a) is printed.
 * It also prints the bound the CPU figures put on (c)/(a): our work behind the transport (REST's CPU
 * per request minus bare Fastify's) plus bare grpc-js' CPU is the least a gRPC call can cost.
 * Each transport has its own key (rate limit 1,000,000/h) so neither eats the other's window.
 * Every server runs with the flags of package.json's `start` (bench/lib/child.ts);
 * BENCH_CPU_PROF=<dir> has ours write a V8 CPU profile there.
 */
import { performance } from 'node:perf_hooks';
import * as grpc from '@grpc/grpc-js';
import { clientConstructor } from '../src/grpc/bridge.js';
import { GetSimulationRequestSchema, SimulationsService, type GetSimulationResponse } from '../src/grpc/gen/simulation/v1/simulations_pb.js';
import { create } from '@bufbuild/protobuf';
import { createTestDatabase } from '../test/helpers/databases.js';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { freePort, REPO_ROOT, run, serverNodeFlags, startChild, type Child } from './lib/child.js';
import { fmt, load, warmUp, type LoadResult } from './lib/load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CHANNELS = Number(process.env.BENCH_GRPC_CHANNELS ?? 1);
const TARGET = 0.9;

/** CPU seconds a process has used so far (Linux /proc; utime + stime at 100 ticks/s). */
function cpuOf(pid: number | undefined): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The server's CPU time per request over one load: steadier than req/s on a shared machine. */
async function withServerCpu<T extends LoadResult>(pid: number | undefined, run: () => T | Promise<T>): Promise<T & { cpuUs: number }> {
  const c0 = cpuOf(pid);
  const r = await run();
  return { ...r, cpuUs: ((cpuOf(pid) - c0) * 1e6) / Math.max(1, r.requests) };
}

const fmtCpu = (r: LoadResult & { cpuUs: number }) => `${fmt(r)}   server ${Number.isFinite(r.cpuUs) ? r.cpuUs.toFixed(0) : '?'} µs CPU/request`;

async function mintKey(env: Record<string, string>, name: string): Promise<string> {
  const out = await run(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', 'create', '--tenant', 'bench', '--name', name, '--rate-limit', '1000000', '--environment', 'test'], env);
  return (JSON.parse(out) as { api_key: string }).api_key;
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `concurrency` loops, each awaiting one GetSimulation at a time, for `seconds`. */
async function grpcLoad(label: string, opts: { port: number; key: string; id: string; seconds: number; concurrency: number; channels: number }): Promise<LoadResult> {
  const Client = clientConstructor(SimulationsService);
  // Distinct channel options keep grpc-js from sharing one subchannel between the clients.
  const clients = Array.from({ length: opts.channels }, (_, i) => new Client(`127.0.0.1:${opts.port}`, grpc.credentials.createInsecure(), { 'grpc.channel_id': i }));
  const md = new grpc.Metadata();
  md.set('x-api-key', opts.key);
  const req = create(GetSimulationRequestSchema, { id: opts.id });
  const latencies: number[] = [];
  let errors = 0;
  const call = (c: grpc.Client) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      (c as unknown as { getSimulation: (r: unknown, m: grpc.Metadata, cb: (e: grpc.ServiceError | null, r?: GetSimulationResponse) => void) => void }).getSimulation(req, md, (err) => {
        if (err) errors++;
        else latencies.push(performance.now() - t0);
        resolve();
      });
    });
  const end = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, i) => {
      const c = clients[i % clients.length];
      while (performance.now() < end) await call(c);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const c of clients) c.close();
  const sorted = Float64Array.from(latencies).sort();
  return {
    label,
    rps: latencies.length / elapsed,
    // Whole milliseconds, as autocannon reports them.
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    requests: latencies.length,
    non2xx: errors,
    errors,
    timeouts: 0,
  };
}

async function main(): Promise<void> {
  const db = await createTestDatabase('sqlite');
  const grpcPort = await freePort();
  const env: Record<string, string> = { DATA_DIR: db.dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', GRPC_PORT: String(grpcPort) };
  let server: Child | undefined;
  try {
    const restKey = await mintKey(env, 'bench-rest');
    const grpcKey = await mintKey(env, 'bench-grpc');
    const port = await freePort();
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (REST and gRPC phases both).
    const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    server = await startChild('src/main.ts', { env, port, readyPath: '/healthz', nodeArgs });
    const headers = { 'X-API-Key': restKey };
    const r = await fetch(`${server.baseUrl}/v1/simulations`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'Benchmark: adoption of heat pumps among 10,000 households over 12 months', tags: ['bench'] }),
    });
    if (r.status !== 201) throw new Error(`create failed: ${r.status} ${await r.text()}`);
    const { id } = (await r.json()) as { id: string };
    // Let the pipeline finish so it does not compete with the measurement.
    for (let i = 0; i < 120; i++) {
      const s = (await (await fetch(`${server.baseUrl}/v1/simulations/${id}`, { headers })).json()) as { status: string };
      if (s.status === 'COMPLETED_ANALYSIS' || s.status === 'FAILED') break;
      await new Promise((res) => setTimeout(res, 250));
    }

    console.log(`gRPC vs REST, unary GetSimulation — SQLite, ${SECONDS} s each, concurrency ${CONNECTIONS}, ${CHANNELS} gRPC channel(s)`);
    const url = `${server.baseUrl}/v1/simulations/${id}`;
    await warmUp(url, headers);
    const rest = await withServerCpu(server.proc.pid, () => load('(a) REST GET /v1/simulations/<id>', { url, seconds: SECONDS, connections: CONNECTIONS, headers }));
    console.log(fmtCpu(rest));
    await grpcLoad('warm-up', { port: grpcPort, key: grpcKey, id, seconds: 2, concurrency: CONNECTIONS, channels: CHANNELS });
    const rpc = await withServerCpu(server.proc.pid, () => grpcLoad('(b) gRPC SimulationsService/GetSimulation', { port: grpcPort, key: grpcKey, id, seconds: SECONDS, concurrency: CONNECTIONS, channels: CHANNELS }));
    console.log(fmtCpu(rpc));
    const ratio = rpc.rps / rest.rps;
    console.log(`    ratio gRPC/REST = ${ratio.toFixed(2)} (grpc-js client: costs more CPU per call than autocannon, and shares the 2 cores)`);
    // The fair pair to autocannon is a compiled load generator: ghz (Go), found on PATH or in ~/go/bin.
    const ghz = findGhz();
    let ghzRatio: number | null = null;
    let ghzCpuUs = NaN;
    if (ghz) {
      const g = await withServerCpu(server.proc.pid, () => ghzLoad(ghz, { port: grpcPort, key: grpcKey, id, seconds: SECONDS, concurrency: CONNECTIONS, label: '(c) gRPC GetSimulation via ghz (Go client)' }));
      console.log(fmtCpu(g));
      console.log(`    server CPU per request gRPC (ghz) / REST = ${(g.cpuUs / rest.cpuUs).toFixed(2)}`);
      ghzRatio = g.rps / rest.rps;
      ghzCpuUs = g.cpuUs;
      console.log(`    ratio gRPC (ghz)/REST = ${ghzRatio.toFixed(2)}`);
    } else {
      console.log('    (install ghz for a compiled-client measurement: go install github.com/bojand/ghz/cmd/ghz@v0.120.0)');
    }
    await server.stop();
    server = undefined;

    // The ceilings: bare Fastify (autocannon) and bare grpc-js (ghz), same Node, own processes.
    const bareHttp = await startChild('bench/lib/bare-fastify.ts', { env: {}, port: await freePort(), readyPath: '/ping' });
    let ceilingHttp: LoadResult & { cpuUs: number };
    try {
      await warmUp(`${bareHttp.baseUrl}/ping`, undefined);
      ceilingHttp = await withServerCpu(bareHttp.proc.pid, () => load('(d) bare Fastify GET /ping → {} (autocannon)', { url: `${bareHttp.baseUrl}/ping`, seconds: SECONDS, connections: CONNECTIONS }));
      console.log(fmtCpu(ceilingHttp));
    } finally {
      await bareHttp.stop();
    }
    if (ghz) {
      const bare = await startBareGrpc();
      try {
        const c = await withServerCpu(bare.pid, () => ghzLoad(ghz, { port: bare.port, id, seconds: SECONDS, concurrency: CONNECTIONS, label: '(e) bare grpc-js GetSimulation → {} (ghz)' }));
        console.log(fmtCpu(c));
        console.log(`    server CPU per request bare grpc-js / bare Fastify = ${(c.cpuUs / ceilingHttp.cpuUs).toFixed(2)}`);
        console.log(`    ceiling ratio bare grpc-js / bare Fastify = ${(c.rps / ceilingHttp.rps).toFixed(2)}; our servers: gRPC ${(ghzRatio! * 100).toFixed(0)} % of REST`);
        console.log(`    share of each ceiling reached: REST ${((rest.rps / ceilingHttp.rps) * 100).toFixed(0)} %, gRPC ${(((ghzRatio! * rest.rps) / c.rps) * 100).toFixed(0)} %`);
        // Our per-request work behind the transport (the key, the rate limit, the store, the
        // procedure) is REST's CPU minus bare Fastify's; gRPC needs at least that plus bare
        // grpc-js' CPU, even with no gRPC glue of ours at all. Where the server is the
        // bottleneck, that bounds gRPC's req/s against REST's.
        const bound = rest.cpuUs / (rest.cpuUs - ceilingHttp.cpuUs + c.cpuUs);
        console.log(`    bound from CPU: gRPC ≤ ${bound.toFixed(2)} × REST with grpc-js (REST ${rest.cpuUs.toFixed(0)} µs − bare Fastify ${ceilingHttp.cpuUs.toFixed(0)} + bare grpc-js ${c.cpuUs.toFixed(0)}); our gRPC glue costs ${(ghzCpuUs - (rest.cpuUs - ceilingHttp.cpuUs + c.cpuUs)).toFixed(0)} µs a call beyond that`);
      } finally {
        await bare.stop();
      }
    }
    // Judged on the same client kind on both sides (ghz against autocannon) when ghz is there.
    const judged = ghzRatio ?? ratio;
    const ok = judged >= TARGET && rest.non2xx === 0 && rpc.errors === 0;
    console.log(`    target gRPC ≥ ${TARGET.toFixed(1)} × REST (${ghzRatio === null ? 'grpc-js client' : 'ghz'} vs autocannon) → ${ok ? 'MET' : 'MISSED'}`);
  } finally {
    await server?.stop();
    await db.drop();
  }
}

function findGhz(): string | null {
  const candidates = [process.env.GHZ, ...(process.env.PATH ?? '').split(':').map((d) => join(d, 'ghz')), join(homedir(), 'go', 'bin', 'ghz')];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

/** bench/lib/bare-grpc.ts in a child process; resolves once it prints its port. */
function startBareGrpc(): Promise<{ port: number; pid: number | undefined; stop(): Promise<void> }> {
  const proc = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', 'bench/lib/bare-grpc.ts'], { cwd: REPO_ROOT, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), pid: proc.pid, stop });
    });
    proc.once('exit', (code) => reject(new Error(`bare gRPC server exited with ${code}`)));
  });
}

function ghzLoad(bin: string, o: { port: number; key?: string; id: string; seconds: number; concurrency: number; label: string }): LoadResult {
  const out = execFileSync(
    bin,
    ['--insecure', '--call', 'simulation.v1.SimulationsService/GetSimulation', '-d', JSON.stringify({ id: o.id }), ...(o.key ? ['--metadata', JSON.stringify({ 'x-api-key': o.key })] : []),
      '-c', String(o.concurrency), '-z', `${o.seconds}s`, '--format', 'json', `127.0.0.1:${o.port}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(out) as { rps: number; count: number; latencyDistribution: Array<{ percentage: number; latency: number }> | null; statusCodeDistribution: Record<string, number> };
  const pct = (p: number) => Math.round(((r.latencyDistribution ?? []).find((d) => d.percentage === p)?.latency ?? 0) / 1e6);
  const errors = Object.entries(r.statusCodeDistribution ?? {}).filter(([k]) => k !== 'OK').reduce((n, [, v]) => n + v, 0);
  return { label: o.label, rps: r.rps, p50: pct(50), p99: pct(99), requests: r.count, non2xx: 0, errors, timeouts: 0 };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
