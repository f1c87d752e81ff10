import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorKind, inSpan, startServerSpan, tracingOn } from '../../../src/telemetry/tracer.js';

describe('span helpers', () => {
  it('off: run the work directly and open no span', async () => {
    assert.equal(tracingOn(), false);
    assert.equal(startServerSpan('GET /x', {}), null);
    assert.equal(await inSpan('stage architect', {}, async (span) => (span === null ? 'ran without a span' : 'span')), 'ran without a span');
    await assert.rejects(
      inSpan('stage analyst', {}, async () => {
        throw new Error('boom');
      }),
      /boom/,
    );
  });

  it('a failed span says what kind of error, never its message', () => {
    assert.equal(errorKind(Object.assign(new Error("Duplicate entry 'svc_live_secret' for key"), { code: 'ER_DUP_ENTRY' })), 'ER_DUP_ENTRY');
    class StageError extends Error {
      override name = 'StageError';
    }
    assert.equal(errorKind(new StageError('Incorrect API key provided: sk-abc')), 'StageError');
    assert.equal(errorKind('a string'), 'Error');
    assert.equal(errorKind(null), 'Error');
  });
});
