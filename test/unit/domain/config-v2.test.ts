import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateSimulationConfig } from '../../../src/domain/simulation-config.js';

/** The Version 2 fields of docs/simulation-model.md: every rule with its exact loc and type. */

const base = () => JSON.parse(readFileSync(new URL('../sim/diffusion.fixture.json', import.meta.url), 'utf8'));

function v2() {
  const c = base();
  c.agent_groups[0].variables.owns_ev.label = 'Owns an electric car';
  c.agent_groups[0].variables.owns_ev.unit = 'share of households';
  c.agent_groups[0].variables.income_k.growth = 0.8 ** (1 / 12) - 1;
  c.agent_groups[0].actions.buy_ev.label = 'Buys an electric car';
  c.agent_groups[0].actions.buy_ev.unit = 'share of households per month';
  c.events = [{ step: 3, target: 'households.price_sensitivity', op: 'multiply', value: 0.8, label: 'Price cut' }];
  c.arms = [
    { id: 'subsidy', label: 'Subsidy from month 6', description: 'A subsidy', events: [{ step: 6, target: 'households.income_k', op: 'add', value: 5 }] },
    { id: 'noop', label: 'Nothing changes', events: [] },
  ];
  c.baseline_label = 'Today';
  c.replicates = 20;
  c.question = { text: 'When do half own one?', kind: 'time_to_threshold', target: 'households.owns_ev', aggregate: 'mean', threshold: 0.5, direction: 'above' };
  c.assumptions = ['About 7% of households replace a car each year (national car registry).'];
  return c;
}

type Err = { loc: Array<string | number>; msg: string; type: string };
function errorsOf(input: unknown): Err[] {
  const r = validateSimulationConfig(input);
  assert.equal(r.ok, false, 'expected the configuration to be rejected');
  return r.ok ? [] : r.errors;
}
function expectOnly(input: unknown, loc: Array<string | number>, type: string, msg?: RegExp): void {
  const errors = errorsOf(input);
  assert.equal(errors.length, 1, JSON.stringify(errors));
  assert.deepEqual(errors[0].loc, loc);
  assert.equal(errors[0].type, type);
  if (msg) assert.match(errors[0].msg, msg);
}

describe('Version 2 configuration fields', () => {
  it('accepts every field and parses it unchanged', () => {
    const c = v2();
    const r = validateSimulationConfig(c);
    assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
    assert.deepEqual(r.ok && r.config, c);
  });

  const cases: Array<[string, (c: any) => void, Array<string | number>, string, RegExp?]> = [
    ['label too long', (c) => (c.agent_groups[0].variables.owns_ev.label = 'x'.repeat(121)), ['agent_groups', 0, 'variables', 'owns_ev', 'label'], 'value_error.any_str.max_length'],
    ['empty label', (c) => (c.agent_groups[0].actions.buy_ev.label = ''), ['agent_groups', 0, 'actions', 'buy_ev', 'label'], 'value_error.any_str.min_length'],
    ['unit too long', (c) => (c.agent_groups[0].actions.buy_ev.unit = 'u'.repeat(33)), ['agent_groups', 0, 'actions', 'buy_ev', 'unit'], 'value_error.any_str.max_length'],
    ['growth ≤ −1', (c) => (c.agent_groups[0].variables.income_k.growth = -1), ['agent_groups', 0, 'variables', 'income_k', 'growth'], 'value_error.number.not_gt'],
    ['growth on an action', (c) => (c.agent_groups[0].actions.buy_ev.growth = 0.1), ['agent_groups', 0, 'actions', 'buy_ev', 'growth'], 'value_error.extra'],
    ['event step 0', (c) => (c.events[0].step = 0), ['events', 0, 'step'], 'value_error.number.not_ge'],
    ['event step after the end', (c) => (c.events[0].step = 25), ['events', 0, 'step'], 'value_error.number.not_le', /after the last step \(24\)/],
    ['event op', (c) => (c.events[0].op = 'divide'), ['events', 0, 'op'], 'type_error.enum'],
    ['event value missing', (c) => delete c.events[0].value, ['events', 0, 'value'], 'value_error.missing'],
    ['event target without a group', (c) => (c.events[0].target = 'price_sensitivity'), ['events', 0, 'target'], 'value_error.str.regex'],
    ['event target: unknown group', (c) => (c.events[0].target = 'firms.price'), ['events', 0, 'target'], 'value_error.reference', /'firms' is not a group/],
    ['event target: unknown variable', (c) => (c.events[0].target = 'households.price'), ['events', 0, 'target'], 'value_error.reference'],
    ['event target: an action', (c) => (c.events[0].target = 'households.buy_ev'), ['events', 0, 'target'], 'value_error.reference', /is an action/],
    ['too many events', (c) => (c.events = Array.from({ length: 101 }, () => c.events[0])), ['events'], 'value_error.list.max_items'],
    ['unknown event field', (c) => (c.events[0].when = 3), ['events', 0, 'when'], 'value_error.extra'],
    ['arm event target', (c) => (c.arms[0].events[0].target = 'households.nothing'), ['arms', 0, 'events', 0, 'target'], 'value_error.reference'],
    ['arm event step', (c) => (c.arms[1].events = [{ step: 30, target: 'households.income_k', op: 'set', value: 1 }]), ['arms', 1, 'events', 0, 'step'], 'value_error.number.not_le'],
    ['arm id baseline', (c) => (c.arms[1].id = 'baseline'), ['arms', 1, 'id'], 'value_error.reserved'],
    ['duplicate arm id', (c) => (c.arms[1].id = 'subsidy'), ['arms', 1, 'id'], 'value_error.duplicate'],
    ['arm id pattern', (c) => (c.arms[0].id = '1st'), ['arms', 0, 'id'], 'value_error.str.regex'],
    ['arm label missing', (c) => delete c.arms[0].label, ['arms', 0, 'label'], 'value_error.missing'],
    ['arm events missing', (c) => delete c.arms[0].events, ['arms', 0, 'events'], 'value_error.missing'],
    ['arm description too long', (c) => (c.arms[0].description = 'd'.repeat(2001)), ['arms', 0, 'description'], 'value_error.any_str.max_length'],
    ['too many arms', (c) => (c.arms = Array.from({ length: 9 }, (_, i) => ({ id: `a${i}`, label: 'A', events: [] }))), ['arms'], 'value_error.list.max_items'],
    ['baseline_label empty', (c) => (c.baseline_label = ''), ['baseline_label'], 'value_error.any_str.min_length'],
    ['replicates 0', (c) => (c.replicates = 0), ['replicates'], 'value_error.number.not_ge'],
    ['replicates 101', (c) => (c.replicates = 101), ['replicates'], 'value_error.number.not_le'],
    ['replicates 1.5', (c) => (c.replicates = 1.5), ['replicates'], 'type_error.integer'],
    ['question kind', (c) => (c.question.kind = 'forecast'), ['question', 'kind'], 'type_error.enum'],
    ['question kind missing', (c) => delete c.question.kind, ['question', 'kind'], 'value_error.missing'],
    ['question target: unknown group', (c) => (c.question.target = 'firms.owns_ev'), ['question', 'target'], 'value_error.reference'],
    ['question target: unknown name', (c) => (c.question.target = 'households.nope'), ['question', 'target'], 'value_error.reference'],
    ['question threshold missing (time)', (c) => delete c.question.threshold, ['question', 'threshold'], 'value_error.missing'],
    ['question threshold missing (probability)', (c) => ((c.question.kind = 'probability_of_event'), delete c.question.threshold), ['question', 'threshold'], 'value_error.missing'],
    ['question aggregate', (c) => (c.question.aggregate = 'sum'), ['question', 'aggregate'], 'type_error.enum'],
    ['question direction', (c) => (c.question.direction = 'up'), ['question', 'direction'], 'type_error.enum'],
    ['question text too long', (c) => (c.question.text = 'q'.repeat(501)), ['question', 'text'], 'value_error.any_str.max_length'],
    ['compare_arms without arms', (c) => ((c.question.kind = 'compare_arms'), delete c.arms), ['question', 'kind'], 'value_error.reference'],
    ['too many assumptions', (c) => (c.assumptions = Array.from({ length: 31 }, () => 'a')), ['assumptions'], 'value_error.list.max_items'],
    ['assumption too long', (c) => (c.assumptions[0] = 'a'.repeat(301)), ['assumptions', 0], 'value_error.any_str.max_length'],
  ];
  for (const [name, mutate, loc, type, msg] of cases) {
    it(`refuses ${name} at ${JSON.stringify(loc)}`, () => {
      const c = v2();
      mutate(c);
      expectOnly(c, loc, type, msg);
    });
  }

  it('accepts a question target that is an action, and thresholds on other kinds', () => {
    const c = v2();
    c.question = { kind: 'peak', target: 'households.buy_ev', aggregate: 'total', threshold: 100 };
    assert.ok(validateSimulationConfig(c).ok);
  });

  it('bounds the whole work: agents × steps × (1 + arms) × replicates', () => {
    const c = v2();
    c.agent_groups[0].number_of_agents = 1_000_000;
    c.number_of_steps = 1000;
    c.events = [];
    c.arms = [];
    c.replicates = 5; // 5e9: allowed
    assert.ok(validateSimulationConfig(c).ok);
    c.replicates = 6;
    expectOnly(c, [], 'value_error.work', /1000000 agents × 1000 steps × 1 arms × 6 replicates/);
    c.replicates = 2;
    c.arms = [{ id: 'a', label: 'A', events: [] }, { id: 'b', label: 'B', events: [] }];
    expectOnly(c, [], 'value_error.work', /× 3 arms × 2 replicates = 6\.000e\+9 agent-steps/);
  });

  it('lists every violation of one request together', () => {
    const c = v2();
    c.events[0].target = 'households.nope';
    c.arms[1].id = 'baseline';
    c.question.kind = 'peak';
    c.question.target = 'x.y';
    c.replicates = 0;
    const locs = errorsOf(c).map((e) => JSON.stringify(e.loc)).sort();
    assert.deepEqual(locs, ['["arms",1,"id"]', '["events",0,"target"]', '["question","target"]', '["replicates"]']);
  });
});
