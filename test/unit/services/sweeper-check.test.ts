import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SWEEPER_LATE_INTERVALS, sweeperCheck } from '../../../src/services/health.service.js';

describe('readiness: the lease sweeper check', () => {
  it('is not ready before the first sweep has finished', () => {
    assert.equal(sweeperCheck({ lastSweptAt: null, everyMs: 5_000 }, 1_000_000), 'lease sweeper has not run yet');
  });

  it('is ready up to three intervals after the last sweep, late after', () => {
    assert.equal(SWEEPER_LATE_INTERVALS, 3);
    assert.equal(sweeperCheck({ lastSweptAt: 1_000, everyMs: 5_000 }, 1_000), 'ok');
    assert.equal(sweeperCheck({ lastSweptAt: 1_000, everyMs: 5_000 }, 16_000), 'ok');
    assert.equal(sweeperCheck({ lastSweptAt: 1_000, everyMs: 5_000 }, 16_001), 'lease sweeper late');
  });
});
