import pino, { type Logger } from 'pino';
import { createApp, type App, type AppOptions } from '../../src/app.js';
import { loadSettings, type Settings } from '../../src/config.js';
import type { CreatedApiKey } from '../../src/domain/schemas/keys.js';
import { createTestDatabase, type StoreKind, type TestDatabase } from './databases.js';

export interface TestApi {
  app: App;
  db: TestDatabase;
  baseUrl: string;
  /** Mints a key directly through the service (as the CLI does). */
  mintKey(tenantId: string, opts?: { name?: string; rateLimit?: number; expiresInDays?: number; environment?: 'live' | 'test' }): Promise<CreatedApiKey>;
  request(method: string, path: string, opts?: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when empty. */
  json: any;
}

/**
 * The whole app on a random port over a fresh database. The pipeline is off unless
 * `withPipeline` is set, so contract tests can pin statuses (a simulation stays PENDING).
 */
export async function startTestApi(
  kind: StoreKind,
  env: Record<string, string> = {},
  opts: AppOptions & { withPipeline?: boolean; logger?: Logger } = {},
): Promise<TestApi> {
  const db = await createTestDatabase(kind);
  const settings: Settings = loadSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    GRPC_PORT: '0',
    SIM_THREADS: '2',
    ...env,
  });
  const { withPipeline, logger: given, ...appOpts } = opts;
  const logger = given ?? pino({ level: settings.LOG_LEVEL });
  const app = await createApp(settings, logger, withPipeline ? appOpts : { pipeline: 'off', ...appOpts });
  await app.http.listen({ host: '127.0.0.1', port: 0 });
  const address = app.http.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const request: TestApi['request'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.key !== undefined) headers['X-API-Key'] = o.key;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };

  return {
    app,
    db,
    baseUrl,
    mintKey: (tenantId, o = {}) =>
      app.services.keys.mint({
        tenantId,
        name: o.name ?? 'test key',
        rateLimit: o.rateLimit ?? 1000,
        expiresInDays: o.expiresInDays,
        environment: o.environment ?? 'test',
      }),
    request,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
