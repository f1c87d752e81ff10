import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The bound port (the setting may be 0: any free port). */
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics of a process without an HTTP API of its own (the Temporal worker): Prometheus
 * text from the registry, nothing else (404). Plain node:http: the worker needs no framework
 * for one route, and the API's hooks (keys, rate limits) have no meaning here.
 */
export async function startMetricsServer(registry: Registry, host: string, port: number): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
    if (req.method !== 'GET') return void res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8' }).end('method not allowed\n');
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
