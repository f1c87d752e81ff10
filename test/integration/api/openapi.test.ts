/**
 * The OpenAPI document (/openapi.json) and the interactive reference (/docs): the document is
 * valid, describes every REST route of the router with its parameters, body, success and
 * error responses and the X-API-Key scheme; /docs works offline (local assets only).
 * The document does not depend on the store, so this runs on SQLite only.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import { z } from 'zod';
import { appRouter } from '../../../src/api/router.js';
import { buildRouteTable, type RestRoute } from '../../../src/api/route-table.js';
import { ERROR_CATALOG, errorResponse, type FailureCode } from '../../../src/domain/errors.js';
import { noPipeline } from '../../../src/pipeline/ports.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';

type Json = Record<string, any>;

interface RouterRoute {
  method: string;
  /** As in the document: /v1/... */
  path: string;
  successStatus: number;
  input: z.ZodObject | undefined;
}

/** The REST routes as the router declares them (procedure meta and input schema). */
function routerRoutes(): RouterRoute[] {
  const procs = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: { successStatus?: number; openapi?: { method: string; path: string } }; inputs: unknown[] } }
  >;
  const out: RouterRoute[] = [];
  for (const p of Object.values(procs)) {
    const meta = p._def.meta;
    if (!meta?.openapi) continue;
    const input = p._def.inputs[0];
    out.push({
      method: meta.openapi.method,
      path: '/v1' + meta.openapi.path,
      successStatus: meta.successStatus ?? 200,
      input: input instanceof z.ZodObject ? input : undefined,
    });
  }
  return out.sort((a, b) => (a.path + a.method).localeCompare(b.path + b.method));
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const inputKeys = (r: RouterRoute) => Object.keys(r.input?.shape ?? {}).filter((k) => !pathParams(r.path).includes(k));
/** A field is required when the schema refuses `undefined` (defaults and optionals accept it). */
const requiredKeys = (r: RouterRoute) => inputKeys(r).filter((k) => !(r.input!.shape[k] as z.ZodType).safeParse(undefined).success);
const takesBody = (r: RouterRoute) => !['GET', 'DELETE'].includes(r.method);

const SHAPE_REF = { detail: 'DetailError', validation: 'ValidationError' } as const;
const resolve = (doc: Json, ref: string): Json => doc.components.schemas[ref.split('/').pop()!];

describe('OpenAPI document and /docs', () => {
  let api: TestApi;
  let doc: Json;
  const routes = routerRoutes();

  before(async () => {
    api = await startTestApi('sqlite', {}, { pipeline: noPipeline });
    const r = await api.request('GET', '/openapi.json');
    assert.equal(r.status, 200, 'public: no key needed');
    assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    doc = r.json;
  });
  after(() => api.close());

  it('is a valid OpenAPI 3 document', async () => {
    assert.match(doc.openapi, /^3\.(0|1)\.\d+$/);
    const validated = (await SwaggerParser.validate(structuredClone(doc) as never)) as Json;
    assert.equal(validated.info.title, doc.info.title);
  });

  it('has exactly the REST routes of the router', () => {
    const documented = Object.entries(doc.paths as Json)
      .flatMap(([p, item]) => Object.keys(item as Json).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    // Plus the two /v1 routes that answer no JSON (the events stream and the CSV download), documented by hand.
    const nonJson = ['GET /v1/simulations/{id}/events', 'GET /v1/simulations/{id}/metrics.csv'];
    assert.deepEqual(documented, [...routes.map((r) => `${r.method} ${r.path}`), ...nonJson].sort());
    assert.ok(routes.length >= 18, 'the /v1 surface (simulations, config, keys, scenarios)');
  });

  it('every /v1 operation requires the X-API-Key apiKey scheme', () => {
    const schemes = doc.components.securitySchemes as Json;
    const names = Object.entries(schemes).filter(([, s]) => s.type === 'apiKey' && s.in === 'header' && s.name === 'X-API-Key').map(([n]) => n);
    assert.equal(names.length, 1, 'one X-API-Key header scheme');
    for (const r of routes) {
      const op = doc.paths[r.path][r.method.toLowerCase()];
      const security = (op.security ?? doc.security) as Json[] | undefined;
      assert.ok(security && security.length > 0, `${r.method} ${r.path}: has security`);
      assert.ok(
        security.every((req) => Object.keys(req).includes(names[0])),
        `${r.method} ${r.path}: every alternative needs ${names[0]}: ${JSON.stringify(security)}`,
      );
    }
  });

  it('documents each path parameter, query parameter and request body field of the router', () => {
    for (const r of routes) {
      const where = `${r.method} ${r.path}`;
      const op = doc.paths[r.path][r.method.toLowerCase()];
      const params = (op.parameters ?? []) as Json[];
      for (const name of pathParams(r.path)) {
        const p = params.find((x) => x.in === 'path' && x.name === name);
        assert.ok(p, `${where}: path parameter ${name}`);
        assert.equal(p.required, true, `${where}: ${name} required`);
        assert.equal(p.schema?.type, 'string', `${where}: ${name} is a string`);
      }
      // A POST whose only input is its path (cancel) documents no body.
      if (takesBody(r) && inputKeys(r).length > 0) {
        const schema = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
        assert.ok(schema, `${where}: JSON request body`);
        assert.deepEqual(Object.keys(schema.properties ?? {}).sort(), inputKeys(r).sort(), `${where}: body fields`);
        assert.deepEqual([...(schema.required ?? [])].sort(), requiredKeys(r).sort(), `${where}: required body fields`);
        assert.equal(op.requestBody.required, requiredKeys(r).length > 0 || op.requestBody.required, `${where}: body required when a field is`);
        assert.ok(!params.some((x) => x.in === 'query'), `${where}: no query parameters on a body route`);
      } else {
        assert.equal(op.requestBody, undefined, `${where}: no request body`);
        const query = params.filter((x) => x.in === 'query');
        assert.deepEqual(query.map((x) => x.name).sort(), inputKeys(r).sort(), `${where}: query parameters`);
        for (const q of query) assert.equal(!!q.required, requiredKeys(r).includes(q.name), `${where}: ${q.name} required-ness`);
      }
    }
  });

  it('list query parameters carry their bounds, formats and enums', () => {
    const q = Object.fromEntries((doc.paths['/v1/simulations'].get.parameters as Json[]).map((p) => [p.name, p.schema]));
    assert.deepEqual([q.limit.type, q.limit.minimum, q.limit.maximum, q.limit.default], ['integer', 1, 100, 20]);
    assert.deepEqual([q.offset.type, q.offset.minimum, q.offset.default], ['integer', 0, 0]);
    assert.equal(q.created_after.format, 'date-time');
    assert.equal(q.created_before.format, 'date-time');
    const status = q.status.$ref ? doc.components.schemas[q.status.$ref.split('/').pop()] : q.status;
    assert.deepEqual([...status.enum].sort(), [
      'COMPLETED_ANALYSIS', 'COMPLETED_CONFIG', 'COMPLETED_SIMULATION', 'FAILED', 'PENDING', 'PROCESSING_ANALYSIS', 'PROCESSING_CONFIG', 'PROCESSING_SIMULATION',
    ]);
  });

  it('success responses: 201 for creates, 202 for the architect rerun, 204 (no body) for deletes, 200 otherwise', () => {
    for (const r of routes) {
      const where = `${r.method} ${r.path}`;
      const responses = doc.paths[r.path][r.method.toLowerCase()].responses as Json;
      const success = Object.keys(responses).filter((c) => c.startsWith('2'));
      assert.deepEqual(success, [String(r.successStatus)], `${where}: one success code`);
      // POST …/cancel is an action on a simulation, not a create: 200 with it (decisions.md "Cancel").
      const expected = r.method === 'DELETE' ? 204 : r.path.endsWith('/architect') ? 202 : r.method === 'POST' && !r.path.endsWith('/cancel') ? 201 : 200;
      assert.equal(r.successStatus, expected, `${where}: docs/contract.md success code`);
      const ok = responses[String(r.successStatus)];
      if (r.successStatus === 204) assert.equal(ok.content, undefined, `${where}: 204 has no content`);
      else assert.ok(ok.content?.['application/json']?.schema, `${where}: JSON success body`);
      for (const h of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) assert.ok(ok.headers?.[h], `${where}: ${h} header`);
    }
  });

  it('error responses use the {detail}, validation and structured schemas', () => {
    const schemas = doc.components.schemas as Json;
    assert.deepEqual(schemas.DetailError.required, ['detail']);
    assert.equal(schemas.DetailError.properties.detail.type, 'string');
    const item = schemas.ValidationError.properties.detail.items;
    assert.equal(schemas.ValidationError.properties.detail.type, 'array');
    assert.deepEqual([...item.required].sort(), ['loc', 'msg', 'type']);
    assert.equal(item.properties.loc.type, 'array');
    // Each structured code has its own schema, its `error` enum that code alone (no generic
    // StructuredError: it was referenced by nothing, a lint warning).
    assert.equal(schemas.StructuredError, undefined);
    const answered = new Set(buildRouteTable(appRouter, '/v1').flatMap((r) => r.failures));
    for (const code of ['ARCHITECT_RUNNING', 'CONFIG_NOT_READY', 'IDEMPOTENCY_KEY_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED', 'RATE_LIMIT_EXCEEDED', 'SIMULATION_FINISHED', 'SIMULATION_NOT_COMPLETE', 'TOO_MANY_SIMULATIONS']) {
      if (!answered.has(code as FailureCode)) continue; // a code no route answers yet has no schema (it would be unused)
      const own = schemas[code.toLowerCase().replace(/(^|_)([a-z])/g, (_m: string, _s: string, c: string) => c.toUpperCase()) + 'Error'];
      assert.deepEqual(own.properties.error.enum, [code]);
      assert.ok(own.required.includes('error') && own.required.includes('message'));
      assert.equal(own.example.error, code);
    }
    assert.equal(schemas.RateLimitExceededError.properties.retry_after.type, 'integer');
    assert.deepEqual(Object.keys(schemas).filter((n) => n === 'error' || n.startsWith('error.')), [], 'no unused generator error schemas');

    const table = buildRouteTable(appRouter, '/v1');
    for (const r of routes) {
      const where = `${r.method} ${r.path}`;
      const responses = doc.paths[r.path][r.method.toLowerCase()].responses as Json;
      const must = new Set(['401', '429', '500']);
      if (takesBody(r)) ['400', '413', '415', '422'].forEach((c) => must.add(c));
      if (pathParams(r.path).length > 0) ['403', '404'].forEach((c) => must.add(c));
      if (!takesBody(r) && inputKeys(r).length > 0) must.add('422');
      if (r.path.endsWith('/results') || r.path.endsWith('/config') || r.path.endsWith('/architect')) must.add('409');
      for (const code of must) assert.ok(responses[code], `${where}: documents ${code}`);

      // Exactly the catalog failures of the route, grouped by status, each with its example body.
      const route = table.find((x) => x.template === r.path && x.method === r.method) as RestRoute;
      const byStatus = new Map<string, FailureCode[]>();
      for (const c of route.failures) byStatus.set(String(ERROR_CATALOG[c].status), [...(byStatus.get(String(ERROR_CATALOG[c].status)) ?? []), c]);
      // 304 (If-None-Match) is not an error.
      assert.deepEqual(Object.keys(responses).filter((c) => !c.startsWith('2') && c !== '304').sort(), [...byStatus.keys()].sort(), `${where}: error statuses`);
      for (const [status, codes] of byStatus) {
        const resp = responses[status];
        assert.equal(typeof resp.description, 'string', `${where}: ${status} description`);
        const content = resp.content?.['application/json'];
        assert.deepEqual(Object.keys(content.examples).sort(), [...codes].sort(), `${where}: ${status} one example per code`);
        for (const c of codes) assert.deepEqual(content.examples[c].value, errorResponse(ERROR_CATALOG[c].example as never).body, `${where}: ${c} example`);
        const shapes = new Set(codes.map((c) => ERROR_CATALOG[c].shape));
        assert.equal(shapes.size, 1, `${where}: ${status} one body shape`);
        const [shape] = shapes;
        if (shape === 'structured') {
          const refs = content.schema.oneOf ? content.schema.oneOf.map((x: Json) => x.$ref) : [content.schema.$ref];
          const enums = refs.flatMap((ref: string) => resolve(doc, ref).properties.error.enum);
          assert.deepEqual(enums.sort(), [...codes].sort(), `${where}: ${status} error enum is the route's own codes`);
        } else {
          assert.equal(content.schema.$ref, `#/components/schemas/${SHAPE_REF[shape]}`, `${where}: ${status} uses ${SHAPE_REF[shape]}`);
        }
      }
      assert.ok(responses['429'].headers?.['Retry-After'], `${where}: 429 documents Retry-After`);
    }
    assert.deepEqual(
      Object.keys(doc.paths['/v1/simulations/{id}/results'].get.responses['409'].content['application/json'].examples),
      ['SIMULATION_NOT_COMPLETE'],
    );
  });

  it('documents the Version 2 results: replicates, arms with their percentile bands, and the answer', () => {
    const schemas = doc.components.schemas as Json;
    const deref = (s: Json): Json => (s.$ref ? resolve(doc, s.$ref) : s);
    const results = deref(doc.paths['/v1/simulations/{id}/results'].get.responses['200'].content['application/json'].schema);
    const metrics = deref(results.properties.metrics);
    assert.ok(metrics.properties.by_group && metrics.properties.replicates && metrics.properties.arms, 'metrics: by_group, replicates, arms');
    const arm = deref(metrics.properties.arms.items);
    assert.deepEqual(Object.keys(arm.properties).sort(), ['by_group', 'id', 'label', 'p05', 'p95']);
    const answer = deref(deref(results.properties.analysis).properties.answer);
    for (const f of ['kind', 'statement', 'value', 'low', 'high', 'unit', 'by_arm']) assert.ok(answer.properties[f], `answer.${f}`);
    assert.ok(schemas.Answer && schemas.ArmMetrics, 'named schemas for the answer and an arm');
  });

  it('documents /v1 paths against a server root, as the spec writes them', () => {
    assert.ok(Array.isArray(doc.servers) && doc.servers.length > 0);
    for (const s of doc.servers as Json[]) assert.doesNotMatch(s.url, /\/v1\/?$/, 'paths already carry /v1');
    for (const p of Object.keys(doc.paths)) assert.match(p, /^\/v1\//);
  });

  it('/docs is public HTML that loads only local assets, and each asset answers 200', async () => {
    const page = await api.request('GET', '/docs');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const html = page.text;
    const refs = [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]);
    assert.ok(refs.some((u) => u.endsWith('.js')) && refs.some((u) => u.endsWith('.css')), `script and stylesheet referenced: ${refs.join(', ')}`);
    assert.doesNotMatch(html, /(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i, 'no absolute or protocol-relative URL in the page');
    for (const ref of refs) {
      assert.match(ref, /^\/(?!\/)/, `${ref}: same-origin path`);
      const asset = await api.request('GET', ref);
      assert.equal(asset.status, 200, `${ref} answers 200`);
      assert.ok(asset.text.length > 0, `${ref} is not empty`);
      assert.match(asset.headers.get('content-type') ?? '', ref.endsWith('.css') ? /^text\/css/ : /javascript/, `${ref} content-type`);
      if (ref.endsWith('docs-init.js') || !/swagger-ui/.test(ref)) {
        // Our own init script: points the UI at the local document.
        assert.match(asset.text, /['"]\/openapi\.json['"]/, `${ref} loads /openapi.json`);
      }
    }
    // The browser may not fetch anything from elsewhere either (e.g. a CDN font or badge).
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/, `CSP: ${csp}`);
    assert.doesNotMatch(csp, /https?:|\*/, `CSP allows no other origin: ${csp}`);
  });
});
