import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One autocannon run on loopback; req/s is the mean over the run, latencies in ms. */
export async function load(label: string, opts: { url: string; seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    pipelining: 1,
    headers: opts.headers,
  });
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** A short warm-up so the JIT and the caches are hot before measuring. */
export async function warmUp(url: string, headers: Record<string, string> | undefined, seconds = 2): Promise<void> {
  await autocannon({ url, connections: 10, duration: seconds, headers });
}

export const fmt = (r: LoadResult) =>
  `${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms` +
  (r.non2xx || r.errors || r.timeouts ? `   (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})` : '');
