import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROJECT_ROOT } from '../project-root.js';

/** Where `npm run build:dashboard` (run by `npm start` when stale) writes the app. */
export const DASHBOARD_DIST = join(PROJECT_ROOT, 'dashboard/dist/');

/**
 * The dashboard's pages may load scripts, styles, images and data from this origin only, and
 * nothing inline: an injected <script> or on* attribute never runs, and no request can leave.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The client-side routes (src of dashboard/src/routes.ts): each answers the app's index.html. */
export const DASHBOARD_PAGES = ['/', '/sign-in', '/simulations', '/simulations/*', '/scenarios', '/scenarios/*', '/keys'];

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.map', '.html']);
const ASSET_NAME = /^[A-Za-z0-9._-]+$/;

interface Cached {
  raw: Buffer;
  gzip: Buffer | null;
}

/** Serves the built single-page app at `/`: its pages, hashed assets (cached for a year) and icon. */
export function registerDashboard(app: FastifyInstance, dist: string = DASHBOARD_DIST): void {
  // Files found are kept (names are content hashes; index.html changes only with a new build,
  // which comes with a restart); files not found are looked for again next time.
  const cache = new Map<string, Cached>();
  const load = (file: string): Cached | null => {
    const cached = cache.get(file);
    if (cached) return cached;
    const path = join(dist, file);
    if (!existsSync(path)) return null;
    const entry: Cached = { raw: readFileSync(path), gzip: null };
    if (COMPRESSIBLE.has(extname(file)) && entry.raw.length > 1024) entry.gzip = gzipSync(entry.raw, { level: 9 });
    cache.set(file, entry);
    return entry;
  };
  const send = (req: FastifyRequest, reply: FastifyReply, entry: Cached, type: string) => {
    reply.type(type).header('Vary', 'Accept-Encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (entry.gzip && /\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.raw);
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Content-Security-Policy', DASHBOARD_CSP).header('Cache-Control', 'no-cache');
    const index = load('index.html');
    if (!index) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The dashboard has not been built. Run `npm run build:dashboard` (npm start does it when needed).\n');
    }
    return send(req, reply, index, 'text/html; charset=utf-8');
  };
  for (const url of DASHBOARD_PAGES) app.get(url, page);

  app.get<{ Params: { file: string } }>('/assets/:file', async (req, reply) => {
    const { file } = req.params;
    const type = TYPES[extname(file)];
    const entry = type && ASSET_NAME.test(file) ? load(join('assets', file)) : null;
    if (!entry || !type) return reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify({ detail: 'Not Found' }));
    // Vite names assets by content hash: a changed file is a new name.
    return send(req, reply.header('Cache-Control', 'public, max-age=31536000, immutable'), entry, type);
  });

  app.get('/favicon.svg', async (req, reply) => {
    const entry = load('favicon.svg');
    if (!entry) return reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify({ detail: 'Not Found' }));
    return send(req, reply.header('Cache-Control', 'public, max-age=86400'), entry, 'image/svg+xml');
  });
}
