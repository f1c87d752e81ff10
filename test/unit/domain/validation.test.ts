import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { validate } from '../../../src/domain/validation.js';
import { validateSimulationConfig } from '../../../src/domain/simulation-config.js';

describe('422 violations', () => {
  it('a huge integer names the field’s bound, not the safe-integer range', () => {
    const r = validate(z.object({ n: z.int().min(1).max(1000) }), { n: 1e20 }, ['body']);
    assert.deepEqual(r.ok ? null : r.errors, [{ loc: ['body', 'n'], msg: 'ensure this value is less than or equal to 1000', type: 'value_error.number.not_le' }]);
    const low = validate(z.object({ n: z.int().min(1).max(1000) }), { n: -1e20 }, ['body']);
    assert.deepEqual(low.ok ? null : low.errors, [{ loc: ['body', 'n'], msg: 'ensure this value is greater than or equal to 1', type: 'value_error.number.not_ge' }]);
  });

  it('keeps the safe-range violation where the field has no bound of its own on that side', () => {
    const r = validate(z.object({ n: z.int().min(0) }), { n: 1e20 });
    assert.equal(r.ok ? 0 : r.errors.length, 1);
    assert.equal(r.ok ? '' : r.errors[0].type, 'value_error.number.not_le');
  });

  it('in a configuration too', () => {
    const c = { step_unit: 'month', number_of_steps: 1e300, agent_groups: [{ id: 'g', name: 'G', description: '', number_of_agents: 1e19, variables: { x: { type: 'initial_value', value: 0 } }, actions: {} }] };
    const r = validateSimulationConfig(c);
    assert.deepEqual(r.ok ? null : r.errors.map((e) => [e.loc.join('.'), e.msg]), [
      ['number_of_steps', 'ensure this value is less than or equal to 1000'],
      ['agent_groups.0.number_of_agents', 'ensure this value is less than or equal to 1000000'],
    ]);
  });
});
