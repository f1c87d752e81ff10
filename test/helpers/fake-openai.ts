import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted reply of the fake server, used in order; the last one repeats. */
export type Scripted =
  | { content: string }
  | { status: number; body?: unknown }
  | { delayMs: number; content: string };

export interface FakeOpenAI {
  baseUrl: string;
  /** Parsed JSON bodies of every POST /v1/chat/completions, in order. */
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown }>;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 speaking enough of the OpenAI chat API for the SDK. */
export async function startFakeOpenAI(script: Scripted[]): Promise<FakeOpenAI> {
  const requests: FakeOpenAI['requests'] = [];
  let i = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push(body);
      const step = script[Math.min(i++, script.length - 1)];
      const reply = (content: string) => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${i}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: body.model,
            choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json', 'retry-after-ms': '10' }).end(JSON.stringify(step.body ?? { error: { message: `scripted ${step.status}`, type: 'server_error' } }));
      } else if ('delayMs' in step) {
        const t = setTimeout(() => reply(step.content), step.delayMs);
        res.on('close', () => clearTimeout(t));
      } else {
        reply(step.content);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
