import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadSettings } from '../../../src/config.js';
import { StageError } from '../../../src/pipeline/provider.js';
import { modelsOf, stageSettingsOf } from '../../../src/pipeline/providers.js';
import { failureMessage, stageFor, PROCESSING_STATUS } from '../../../src/pipeline/stage-flow.js';
import { describeFailure } from '../../../src/pipeline/stages.js';
import { isStoreUnavailable } from '../../../src/store/index.js';

describe('stage flow: the order of the stages and the words of a failure (both runners)', () => {
  it('each status calls for its stage; a stage works in its processing status', () => {
    assert.equal(stageFor('PENDING'), 'architect');
    assert.equal(stageFor('COMPLETED_CONFIG'), 'simulator');
    assert.equal(stageFor('PROCESSING_ANALYSIS'), 'analyst');
    assert.equal(stageFor('COMPLETED_ANALYSIS'), null);
    assert.equal(stageFor('FAILED'), null);
    for (const [stage, status] of Object.entries(PROCESSING_STATUS)) assert.equal(stageFor(status), stage);
  });

  it('words every kind of failure once', () => {
    assert.equal(failureMessage('architect', { kind: 'timeout', limitMs: 300_000 }), 'Architect did not finish within its time limit (300 s)');
    assert.equal(failureMessage('simulator', { kind: 'stage', message: "'x' overflowed at step 1" }), "Simulator failed: 'x' overflowed at step 1");
    assert.equal(failureMessage('analyst', { kind: 'unavailable' }), 'Analyst failed: the database could not be reached');
    assert.equal(failureMessage('analyst', { kind: 'unexpected' }), 'Analyst failed unexpectedly (see the service logs)');
    assert.equal(failureMessage('architect', { kind: 'interrupted', times: 5 }), 'Architect failed: it was interrupted 5 times');
    // A failure an earlier attempt recorded keeps its words.
    assert.equal(failureMessage('analyst', { kind: 'recorded', message: 'Analyst failed: LLM 503' }), 'Analyst failed: LLM 503');
  });

  it('names the attempts of a failure retried until none were left, and only when there were several', () => {
    assert.equal(failureMessage('analyst', { kind: 'stage', message: 'LLM 503' }, 3), 'Analyst failed: LLM 503 (gave up after 3 attempts)');
    assert.equal(failureMessage('architect', { kind: 'interrupted', times: 5 }, 5), 'Architect failed: it was interrupted 5 times (gave up after 5 attempts)');
    assert.equal(failureMessage('simulator', { kind: 'unexpected' }, 2), 'Simulator failed unexpectedly (see the service logs) (gave up after 2 attempts)');
    assert.equal(failureMessage('analyst', { kind: 'stage', message: 'LLM 503' }, 1), 'Analyst failed: LLM 503', 'one attempt: nothing to name');
    assert.equal(failureMessage('analyst', { kind: 'stage', message: 'LLM 503' }, undefined), 'Analyst failed: LLM 503');
  });

  it('reads a stage exception: StageError keeps its words and retryability, an outage and a bug are retryable', () => {
    assert.deepEqual(describeFailure('architect', new StageError('no population', false)), { message: 'Architect failed: no population', retryable: false });
    assert.deepEqual(describeFailure('analyst', new StageError('LLM 503', true)), { message: 'Analyst failed: LLM 503', retryable: true });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    assert.deepEqual(describeFailure('simulator', refused), { message: 'Simulator failed: the database could not be reached', retryable: true });
    // No stack trace and no internals of a bug in error_log.
    assert.deepEqual(describeFailure('simulator', new TypeError('x is undefined')), { message: 'Simulator failed unexpectedly (see the service logs)', retryable: true });
  });
});

describe('isStoreUnavailable', () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });
  it('knows a database that is away', () => {
    for (const code of ['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ER_SERVER_SHUTDOWN', 'SQLITE_BUSY', 'SQLITE_READONLY', 'SQLITE_IOERR_WRITE']) {
      assert.ok(isStoreUnavailable(coded(code)), code);
    }
    assert.ok(isStoreUnavailable(new Error('checkpoint write failed', { cause: coded('ECONNRESET') })), 'through a cause');
    assert.ok(isStoreUnavailable(new AggregateError([coded('ECONNREFUSED')], 'connect')), 'one error per address');
    const timeout = new Error('Knex: Timeout acquiring a connection. The pool is probably full.');
    timeout.name = 'KnexTimeoutError';
    assert.ok(isStoreUnavailable(timeout));
  });
  it('not a bad query, bad data or a plain bug', () => {
    assert.equal(isStoreUnavailable(coded('ER_DUP_ENTRY')), false);
    assert.equal(isStoreUnavailable(coded('SQLITE_CONSTRAINT_UNIQUE')), false);
    assert.equal(isStoreUnavailable(new Error('boom')), false);
    assert.equal(isStoreUnavailable('ECONNREFUSED'), false);
  });
});

describe('stage settings: one parser (config.ts), mapped once', () => {
  it('builtin by default, with the sensitivity settings as validated', () => {
    const s = stageSettingsOf(loadSettings({ ANALYST_SENSITIVITY_RUNS: '7', ANALYST_SENSITIVITY_REPLICATES: '4' }));
    assert.equal(s.provider, 'builtin');
    assert.equal(s.sensitivity?.maxRuns, 7);
    assert.equal(s.sensitivity?.replicates, 4);
    assert.deepEqual(modelsOf(loadSettings({})), ['builtin']);
  });
  it('openai: the models list, the default model first', () => {
    const settings = loadSettings({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'k', LLM_MODELS: 'a, b ,c', LLM_DEFAULT_MODEL: 'b', LLM_TIMEOUT_MS: '5000' });
    const s = stageSettingsOf(settings);
    assert.deepEqual(s.openai?.models, ['a', 'b', 'c']);
    assert.equal(s.openai?.defaultModel, 'b');
    assert.equal(s.openai?.timeoutMs, 5000);
    assert.deepEqual(modelsOf(settings), ['b', 'a', 'c']);
  });
  it('settings built by hand without a key are refused', () => {
    const settings = { ...loadSettings({}), LLM_PROVIDER: 'openai' as const };
    assert.throws(() => stageSettingsOf(settings), /OPENAI_API_KEY/);
  });
});
