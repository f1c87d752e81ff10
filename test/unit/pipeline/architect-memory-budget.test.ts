/**
 * The builtin Architect keeps its configuration under the Simulator's memory budget (issue 11):
 * like a population over the agent limits, one that would not fit is scaled (each agent
 * standing for more people), never below the floor of a scaled group; without a budget the
 * design is what it always was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { designFromPrompt } from '../../../src/pipeline/architect/builtin.js';
import { simulatorMemoryBudget } from '../../../src/pipeline/work-budget.js';

const PROMPT = 'How does a rumour spread among 5,000,000 people over 1000 days?';
const MiB = 2 ** 20;

const designed = (budget?: number) => {
  const d = designFromPrompt(PROMPT, budget === undefined ? {} : { memoryBudgetBytes: budget });
  assert.ok(d.ok);
  return d.config;
};

describe('builtin Architect under a memory budget', () => {
  it('scales the population until the configuration fits, and says so', () => {
    const plain = designed();
    assert.ok(simulatorMemoryBudget(16 * MiB).configViolations(plain).length > 0, 'the unscaled design is over 16 MiB');
    const fitted = designed(16 * MiB);
    assert.deepEqual(simulatorMemoryBudget(16 * MiB).configViolations(fitted), []);
    assert.ok(fitted.agent_groups[0].number_of_agents < plain.agent_groups[0].number_of_agents);
    assert.ok(fitted.agent_groups[0].number_of_agents >= 20_000, 'never under the floor of a scaled group');
    assert.ok(fitted.assumptions?.some((a) => a.includes("more than the Simulator's memory budget holds: each of the 25,000 agents stands for 200 people")));
    assert.deepEqual(designed(16 * MiB), fitted, 'deterministic');
  });

  it('a budget the design fits already changes nothing', () => {
    assert.deepEqual(designed(4 * 2 ** 30), designed());
  });

  it('stops at the floor when even that does not fit (the Architect stage then refuses it)', () => {
    const c = designed(4 * MiB);
    assert.equal(c.agent_groups[0].number_of_agents, 25_000);
    assert.match(simulatorMemoryBudget(4 * MiB).configViolations(c)[0].msg, /^Simulation needs about .* over the memory budget of 4\.0 MiB/);
  });
});
