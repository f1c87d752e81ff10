/**
 * docs/contract.md lists the error catalog for readers; src/domain/errors.ts is what the
 * service answers. They must not drift: every code, its status, its example body and its
 * summary are the same in both.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ERROR_CATALOG, FAILURE_CODES, errorResponse, type ServiceFailure } from '../../../src/domain/errors.js';

const doc = readFileSync(new URL('../../../docs/contract.md', import.meta.url), 'utf8');
const ROW = /^\| `([A-Z_]+)` \| (\d{3}) \| `(.+)` \| (.+) \|$/;

describe('docs/contract.md "Errors"', () => {
  it('lists exactly the catalog: code, status, example body and summary', () => {
    const rows = doc.split('\n').flatMap((line) => {
      const m = ROW.exec(line);
      return m ? [{ code: m[1], status: Number(m[2]), body: JSON.parse(m[3]) as unknown, summary: m[4] }] : [];
    });
    assert.deepEqual(rows.map((r) => r.code).sort(), [...FAILURE_CODES].sort());
    for (const r of rows) {
      const entry = ERROR_CATALOG[r.code as keyof typeof ERROR_CATALOG];
      assert.equal(r.status, entry.status, r.code);
      assert.deepEqual(r.body, errorResponse(entry.example as ServiceFailure).body, r.code);
      assert.equal(r.summary, entry.summary, r.code);
    }
  });
});
