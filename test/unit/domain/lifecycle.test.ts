import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendLifecycle, isLegalTransition, SIMULATION_STATUSES } from '../../../src/domain/lifecycle.js';

describe('lifecycle transitions', () => {
  it('advance follows the pipeline path only', () => {
    const legal = SIMULATION_STATUSES.flatMap((from) => SIMULATION_STATUSES.filter((to) => isLegalTransition(from, to, 'advance')).map((to) => `${from}>${to}`));
    assert.deepEqual(legal, [
      'PENDING>PROCESSING_CONFIG',
      'PENDING>COMPLETED_CONFIG',
      'PROCESSING_CONFIG>COMPLETED_CONFIG',
      'COMPLETED_CONFIG>PROCESSING_SIMULATION',
      'PROCESSING_SIMULATION>COMPLETED_SIMULATION',
      'COMPLETED_SIMULATION>PROCESSING_ANALYSIS',
      'PROCESSING_ANALYSIS>COMPLETED_ANALYSIS',
    ]);
  });
  it('any unfinished status can fail; terminal ones cannot', () => {
    for (const from of SIMULATION_STATUSES) {
      assert.equal(isLegalTransition(from, 'FAILED', 'fail'), from !== 'FAILED' && from !== 'COMPLETED_ANALYSIS', from);
    }
  });
  it('a config edit needs a config; an architect rerun is refused while the Architect runs', () => {
    assert.equal(isLegalTransition('PENDING', 'COMPLETED_CONFIG', 'config_edit'), false);
    assert.equal(isLegalTransition('PROCESSING_CONFIG', 'COMPLETED_CONFIG', 'config_edit'), false);
    assert.equal(isLegalTransition('COMPLETED_ANALYSIS', 'COMPLETED_CONFIG', 'config_edit'), true);
    assert.equal(isLegalTransition('FAILED', 'COMPLETED_CONFIG', 'config_edit'), true);
    assert.equal(isLegalTransition('PROCESSING_CONFIG', 'PENDING', 'architect_rerun'), false);
    assert.equal(isLegalTransition('COMPLETED_ANALYSIS', 'PENDING', 'architect_rerun'), true);
  });
  it('appends exactly one entry, or none for an illegal move', () => {
    const s = [{ name: 'PENDING' as const, at: 'a' }];
    assert.deepEqual(appendLifecycle(s, 'PENDING', 'PROCESSING_CONFIG', 'advance', 'b'), [...s, { name: 'PROCESSING_CONFIG', at: 'b' }]);
    assert.equal(appendLifecycle(s, 'PENDING', 'COMPLETED_ANALYSIS', 'advance', 'b'), null);
    assert.equal(s.length, 1, 'input not mutated');
  });
});
