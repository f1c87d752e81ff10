import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createArchitect } from '../../../src/pipeline/stages/index.js';

describe('builtin Architect: prompts from the README and the guide', () => {
  it('reads the flagship EV prompt as adoption among 10,000 households over 24 months', async () => {
    const r = await createArchitect().design({ prompt: 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?', maxTurns: 1 });
    assert.doesNotMatch(r.title, /election/i, '"electric" is not an election');
    assert.equal(r.config.step_unit, 'month');
    assert.equal(r.config.number_of_steps, 24);
    const agents = r.config.agent_groups.reduce((n, g) => n + g.number_of_agents, 0);
    assert.equal(agents, 10_000);
    const names = r.config.agent_groups.flatMap((g) => [...Object.keys(g.variables), ...Object.keys(g.actions)]).join(' ');
    assert.match(names, /ev|adopt|buy/i);
  });
});
