import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One received span, decoded from OTLP/HTTP JSON (ids as hex, attributes as plain values). */
export interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, string | number | boolean>;
  links: Array<{ traceId: string; spanId: string }>;
  status: { code?: number; message?: string };
}

export interface OtlpReceiver {
  /** The base endpoint (OTEL_EXPORTER_OTLP_ENDPOINT): the exporter posts to <it>/v1/traces. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Every request body as received (to look for secrets anywhere in what was sent). */
  bodies: string[];
  /** Resolves once `found` holds for the spans received so far (checked on every arrival); rejects after `timeoutMs`. */
  waitFor(found: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean };

const valueOf = (v: AnyValue): string | number | boolean =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.doubleValue ?? v.boolValue ?? '';

/**
 * An OTLP/HTTP trace receiver on 127.0.0.1 (a real HTTP server, as a collector would be):
 * decodes the JSON encoding the OTLP HTTP exporter sends and keeps every span.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(404).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      bodies.push(text);
      const body = JSON.parse(text) as {
        resourceSpans?: Array<{
          resource?: { attributes?: Array<{ key: string; value: AnyValue }> };
          scopeSpans?: Array<{ spans?: Array<Record<string, any>> }>;
        }>;
      };
      for (const rs of body.resourceSpans ?? []) {
        const service = String(valueOf(rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value ?? {}));
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            spans.push({
              service,
              name: s.name,
              kind: s.kind,
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId ?? '',
              attributes: Object.fromEntries((s.attributes ?? []).map((a: { key: string; value: AnyValue }) => [a.key, valueOf(a.value)])),
              links: (s.links ?? []).map((l: { traceId: string; spanId: string }) => ({ traceId: l.traceId, spanId: l.spanId })),
              status: s.status ?? {},
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const w of waiters) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    waitFor: (found, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!found(spans)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(spans);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`spans not received in ${timeoutMs} ms; got: ${spans.map((s) => `${s.service}/${s.name}`).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
