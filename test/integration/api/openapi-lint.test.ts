/**
 * The served /openapi.json passes `spectral lint` (ruleset spectral:oas) with no warning at all
 * and `redocly lint` (recommended) with none but the missing license; both CLIs run from
 * node_modules, offline. And what the lints cannot know: servers are relative, every header we
 * send is documented, each error response's examples carry codes of its own schema, and no
 * zod ±2^53 bound is left for Swagger UI to show as an example.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { REPO_ROOT } from '../../helpers/processes.js';

type Json = Record<string, any>;
const run = promisify(execFile);
const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name);
// No update notices, no telemetry: the lints must work without a network.
const OFFLINE_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' };

describe('OpenAPI document: lint-clean and complete', () => {
  let api: TestApi;
  let doc: Json;
  let dir: string;
  before(async () => {
    api = await startTestApi('sqlite');
    doc = (await api.request('GET', '/openapi.json')).json;
    dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
    writeFileSync(join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await api.close();
  });

  it('spectral lint (spectral:oas): no problem of any severity', async () => {
    const { stdout } = await run(bin('spectral'), ['lint', '--ruleset', join(dir, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', join(dir, 'openapi.json')], { cwd: dir, env: OFFLINE_ENV }).catch(
      (err: { stdout: string }) => err,
    );
    const problems = JSON.parse(stdout.slice(0, stdout.lastIndexOf(']') + 1)) as Array<{ code: string; path: string[] }>;
    assert.deepEqual(
      problems.map((p) => `${p.code} at ${p.path.join('.')}`),
      [],
    );
  });

  it('redocly lint (recommended): nothing beyond the missing license', async () => {
    const { stdout } = await run(bin('redocly'), ['lint', '--format', 'json', join(dir, 'openapi.json')], { cwd: dir, env: OFFLINE_ENV }).catch((err: { stdout: string }) => err);
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: Array<{ ruleId: string }> };
    assert.equal(report.totals.errors, 0);
    assert.deepEqual(
      report.problems.map((p) => p.ruleId),
      ['info-license'],
    );
  });

  it('servers are relative, so /docs works at any host', () => {
    assert.deepEqual(doc.servers[0].url, '/');
    assert.equal(doc.servers.length, 1, 'PUBLIC_BASE_URL unset: no second server');
  });

  it('every operation has a description and a tag from the global list', () => {
    const tags = new Set((doc.tags as Array<{ name: string }>).map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        assert.ok(typeof op.description === 'string' && op.description.length > 20, `${method} ${path}: description`);
        assert.ok(op.tags.length > 0 && op.tags.every((t: string) => tags.has(t)), `${method} ${path}: tags`);
      }
    }
  });

  it('Retry-After on every 429, Location on every 201, the rate-limit figures on every success; headers defined once', () => {
    const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const where = `${method} ${path}`;
        assert.deepEqual(op.responses['429'].headers['Retry-After'], ref('Retry-After'), where);
        const [status, success] = Object.entries(op.responses as Json).find(([s]) => s.startsWith('2'))!;
        assert.deepEqual(success.headers['X-RateLimit-Remaining'], ref('X-RateLimit-Remaining'), where);
        if (status === '201') assert.deepEqual(success.headers.Location, ref('Location'), where);
      }
    }
    assert.equal(doc.components.headers['Retry-After'].schema.type, 'integer');
  });

  it('each error response: its examples carry codes its own schema allows', () => {
    const schemas = doc.components.schemas as Json;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        for (const [status, response] of Object.entries(op.responses as Json)) {
          if (Number(status) < 400) continue;
          const content = response.content['application/json'];
          const refs: string[] = content.schema.$ref ? [content.schema.$ref] : content.schema.oneOf.map((o: Json) => o.$ref);
          const allowed = refs.flatMap((r) => (schemas[r.split('/').pop()!].properties.error?.enum as string[] | undefined) ?? []);
          for (const [name, example] of Object.entries(content.examples as Json)) {
            if ('error' in example.value) assert.ok(allowed.includes(example.value.error), `${method} ${path} ${status}: example ${name}`);
          }
        }
      }
    }
    const results429 = doc.paths['/v1/simulations/{id}/results'].get.responses['429'].content['application/json'];
    assert.deepEqual(Object.keys(results429.examples), ['RATE_LIMIT_EXCEEDED']);
    assert.equal(results429.examples.RATE_LIMIT_EXCEEDED.value.error, 'RATE_LIMIT_EXCEEDED');
  });

  it('no ±(2^53-1) bound anywhere', () => {
    assert.ok(!JSON.stringify(doc).includes('9007199254740991'));
  });
});
