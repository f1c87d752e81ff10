import http from 'node:http';

/**
 * A bare HTTP client for bad-input tests: unlike fetch it sends any method with a body, any
 * path as written (no normalisation) and any header value Node accepts. Every request is
 * bounded by an AbortSignal timeout, so a server that hangs fails the test instead of stalling it.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is (a string is sent as UTF-8). */
  body?: string | Buffer;
  timeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  json: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function rawRequest(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise<RawResponse>((resolve, reject) => {
    const headers: Record<string, string | number> = { ...(req.headers ?? {}) };
    if (req.body !== undefined) headers['Content-Length'] = Buffer.byteLength(req.body);
    const r = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers,
        agent,
        signal: AbortSignal.timeout(req.timeoutMs ?? 10_000),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    r.on('error', reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** Closes the pooled sockets (call once the server under test is done). */
export function closeRawAgent(): void {
  agent.destroy();
}
