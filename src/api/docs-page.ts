import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Simulation Service API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/docs-init.js"></script>
</body></html>`;

// Kept out of the page so the Content-Security-Policy can forbid inline scripts.
const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true, validatorUrl: null });`;

/** /docs: Swagger UI served from node_modules, so the reference works with no network. */
export function registerDocs(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  app.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/assets/docs-init.js', async (_req, reply) => reply.type('application/javascript; charset=utf-8').send(INIT));
  app.get<{ Params: { file: string } }>('/docs/assets/:file', async (req, reply) => {
    const type = ASSETS[req.params.file];
    if (!type) return reply.code(404).send({ detail: 'Not Found' });
    let body = cache.get(req.params.file);
    if (!body) {
      body = readFileSync(join(SWAGGER_DIR, req.params.file));
      cache.set(req.params.file, body);
    }
    return reply.type(type).header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
