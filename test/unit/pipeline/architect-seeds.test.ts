import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';

/**
 * "If 5 students start it": the few who start a rumour or an outbreak are its seed, not the
 * population, and not a threshold of the question (docs/stages.md "Levers and their direction").
 */
function design(prompt: string) {
  const d = designFromPrompt(prompt, { year: 2026 });
  assert.ok(d.ok, 'designed');
  return d.config;
}

describe('the asker’s starters seed the run', () => {
  it('a rumour started by 5 students in a school of 1,200', () => {
    const c = design('How quickly would a rumour spread through a school of 1,200 students if 5 students start it?');
    assert.equal(c.agent_groups[0].number_of_agents, 1200);
    assert.ok(c.assumptions?.some((a) => a.startsWith('5 people are sharing the rumour at the start, as the prompt says')), JSON.stringify(c.assumptions));
    assert.equal(c.question?.threshold, 0.1, 'the 5 is no threshold');
  });

  it('an outbreak brought by three infected travellers', () => {
    const c = design('Three infected travellers arrive in a town of 20,000 people. How many fall ill with measles over 3 months?');
    assert.equal(c.agent_groups[0].number_of_agents, 20000);
    assert.ok(c.assumptions?.some((a) => a.includes('3 people are infectious at the start (as the prompt says)')), JSON.stringify(c.assumptions));
  });

  it('without starters, the default seed is assumed', () => {
    const c = design('How quickly would a rumour spread through a school of 1,200 students?');
    assert.ok(c.assumptions?.some((a) => a.startsWith('10 people are sharing the rumour at the start (assumed)')), JSON.stringify(c.assumptions));
  });
});
