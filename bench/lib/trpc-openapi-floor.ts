/**
 * A diagnostic point between the ceiling and the real server: Fastify + trpc-to-openapi (the
 * REST adapter the API uses) with one trivial procedure, GET /v1/ping → {} — no auth, no
 * store, no hooks. The gap to the bare route is the adapter's; the gap to (b) is ours.
 * Prints "listening <port>" on stdout once it accepts connections.
 */
import Fastify from 'fastify';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCOpenApiPlugin, type OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';

const t = initTRPC.meta<OpenApiMeta>().create({ isDev: false });
const router = t.router({
  ping: t.procedure
    .meta({ openapi: { method: 'GET', path: '/ping' } })
    .input(z.object({}))
    .output(z.object({}))
    .query(() => ({})),
});

const app = Fastify({ logger: false });
await app.register(fastifyTRPCOpenApiPlugin, { basePath: '/v1', router, createContext: () => ({}) } as never);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
