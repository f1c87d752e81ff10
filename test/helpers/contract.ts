import assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The response shapes of docs/contract.md ("Errors"), as assertions. Shared by the
 * bad-input (fuzz) tests and the client tests, so both hold the server to one contract.
 */

export const UNAUTHENTICATED = { detail: 'Invalid or missing API key' } as const;
export const INVALID_JSON = { detail: 'Invalid JSON body' } as const;
export const ROUTE_NOT_FOUND = { detail: 'Not Found' } as const;
export const METHOD_NOT_ALLOWED = { detail: 'Method Not Allowed' } as const;

export const STRUCTURED_CODES = ['SIMULATION_NOT_COMPLETE', 'CONFIG_NOT_READY', 'ARCHITECT_RUNNING', 'SIMULATION_FINISHED', 'RATE_LIMIT_EXCEEDED', 'TOO_MANY_SIMULATIONS'] as const;
export const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,128}$/;

/** Every status an API answer may have (500 is never acceptable in these tests). */
export const DOCUMENTED_STATUSES = new Set([200, 201, 202, 204, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429]);

export interface FieldError {
  loc: Array<string | number>;
  msg: string;
  type: string;
}

export interface AnyResponse {
  status: number;
  text: string;
  json: unknown;
  /** Lower-case header names. */
  header(name: string): string | undefined;
}

export function fromHeaders(h: IncomingHttpHeaders): (name: string) => string | undefined {
  return (name) => {
    const v = h[name.toLowerCase()];
    return Array.isArray(v) ? v.join(', ') : v;
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function assertDetailString(body: unknown, ctx: string): asserts body is { detail: string } {
  assert.ok(isPlainObject(body), `${ctx}: body is a JSON object`);
  assert.deepEqual(Object.keys(body), ['detail'], `${ctx}: only "detail"`);
  assert.equal(typeof body.detail, 'string', `${ctx}: detail is a string`);
}

export function assertValidationBody(body: unknown, ctx: string): asserts body is { detail: FieldError[] } {
  assert.ok(isPlainObject(body), `${ctx}: body is a JSON object`);
  assert.deepEqual(Object.keys(body), ['detail'], `${ctx}: only "detail"`);
  const detail = body.detail;
  assert.ok(Array.isArray(detail) && detail.length > 0, `${ctx}: detail is a non-empty array`);
  for (const e of detail as unknown[]) {
    assert.ok(isPlainObject(e), `${ctx}: each violation is an object`);
    assert.deepEqual(Object.keys(e).sort(), ['loc', 'msg', 'type'], `${ctx}: violation keys`);
    assert.ok(Array.isArray(e.loc) && e.loc.length > 0, `${ctx}: loc is a non-empty array`);
    assert.ok(['body', 'query', 'path'].includes(e.loc[0] as string), `${ctx}: loc[0] is body|query|path, got ${JSON.stringify(e.loc)}`);
    for (const seg of e.loc as unknown[]) assert.ok(typeof seg === 'string' || Number.isInteger(seg), `${ctx}: loc segment ${String(seg)}`);
    assert.equal(typeof e.msg, 'string', `${ctx}: msg`);
    assert.ok(typeof e.type === 'string' && /^(type_error|value_error)(\.|$)/.test(e.type), `${ctx}: pydantic-style type, got ${String(e.type)}`);
  }
}

export function assertStructuredBody(body: unknown, ctx: string): asserts body is { error: string; message: string } {
  assert.ok(isPlainObject(body), `${ctx}: body is a JSON object`);
  assert.ok(STRUCTURED_CODES.includes(body.error as never), `${ctx}: known structured error code, got ${String(body.error)}`);
  assert.equal(typeof body.message, 'string', `${ctx}: message`);
  for (const k of Object.keys(body)) assert.ok(['error', 'message', 'status', 'retry_after'].includes(k), `${ctx}: unexpected key ${k}`);
  if (body.error === 'RATE_LIMIT_EXCEEDED' || body.error === 'TOO_MANY_SIMULATIONS') {
    assert.ok(Number.isInteger(body.retry_after) && (body.retry_after as number) >= 1, `${ctx}: retry_after ≥ 1`);
  } else {
    assert.equal(typeof body.status, 'string', `${ctx}: status of the simulation`);
  }
}

/**
 * Any answer of the API: a documented status, and the body shape that status documents.
 * `success` is the 2xx the route answers when the call is valid (undefined: no 2xx expected).
 */
export function assertDocumentedResponse(res: AnyResponse, ctx: string, success?: number): void {
  const where = `${ctx} → ${res.status} ${res.text.slice(0, 300)}`;
  assert.notEqual(res.status, 500, `${where}: never a 500`);
  assert.ok(DOCUMENTED_STATUSES.has(res.status), `${where}: documented status`);
  assert.match(res.header('x-request-id') ?? '', REQUEST_ID_RE, `${where}: X-Request-Id`);
  if (res.status < 300) {
    assert.equal(res.status, success, `${where}: the route's success status`);
    if (res.status === 204) assert.equal(res.text, '', `${where}: 204 has no body`);
    else assert.ok(isPlainObject(res.json), `${where}: JSON object`);
    return;
  }
  assert.match(res.header('content-type') ?? '', /^application\/json/, `${where}: JSON content-type`);
  const body = res.json;
  switch (res.status) {
    case 400:
      assert.deepEqual(body, INVALID_JSON, where);
      break;
    case 401:
      assert.deepEqual(body, UNAUTHENTICATED, where);
      break;
    case 403:
      assertDetailString(body, where);
      assert.match(body.detail, /^(Simulation|Scenario|API key) .+ belongs to a different tenant$/s, where);
      break;
    case 404:
      assertDetailString(body, where);
      assert.match(body.detail, /^(Not Found|(Simulation|Scenario|API key) .+ not found)$/s, where);
      break;
    case 405:
      assert.deepEqual(body, METHOD_NOT_ALLOWED, where);
      assert.match(res.header('allow') ?? '', /^(GET|POST|PUT|PATCH|DELETE)(, (GET|POST|PUT|PATCH|DELETE))*$/, `${where}: Allow header`);
      break;
    case 413:
    case 415:
      assertDetailString(body, where);
      break;
    case 422:
      assertValidationBody(body, where);
      break;
    case 409:
      assertStructuredBody(body, where);
      assert.notEqual((body as { error: string }).error, 'RATE_LIMIT_EXCEEDED', where);
      break;
    case 429:
      assertStructuredBody(body, where);
      assert.equal((body as { error: string }).error, 'RATE_LIMIT_EXCEEDED', where);
      assert.match(res.header('retry-after') ?? '', /^[1-9]\d*$/, `${where}: Retry-After`);
      break;
  }
}
