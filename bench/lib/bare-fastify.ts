/**
 * The ceiling of the API benchmark: a bare Fastify 5 route answering `{}`, run as its own
 * child process exactly like the server under test (same Node, same tsx loader, no logger).
 * Prints "listening <port>" on stdout once it accepts connections.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({}));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
