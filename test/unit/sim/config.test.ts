import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  DEFAULT_CONFIG_LIMITS,
  makeSimulationConfigSchema,
  SimulationConfigSchema,
  validateSimulationConfig,
} from '../../../src/domain/simulation-config.js';
import { richConfig } from './fixtures.js';
import { BENCH_CONFIGS, readBenchConfig } from '../../../bench/configs/index.js';

const example = () => JSON.parse(readFileSync(new URL('./diffusion.fixture.json', import.meta.url), 'utf8'));

type Err = { loc: Array<string | number>; msg: string; type: string };

function errorsOf(input: unknown): Err[] {
  const r = validateSimulationConfig(input);
  assert.equal(r.ok, false, 'expected the configuration to be rejected');
  return r.ok ? [] : r.errors;
}

function expectError(input: unknown, loc: Array<string | number>, type: string, msg?: RegExp): void {
  const errors = errorsOf(input);
  const hit = errors.find((e) => JSON.stringify(e.loc) === JSON.stringify(loc));
  assert.ok(hit, `no error at ${JSON.stringify(loc)}; got ${JSON.stringify(errors)}`);
  assert.equal(hit.type, type);
  if (msg) assert.match(hit.msg, msg);
}

const G = ['agent_groups', 0] as const;

describe('simulation configuration schema', () => {
  it('accepts the spec example, the benchmark configs and a config with every optional field', () => {
    for (const f of BENCH_CONFIGS) {
      const cfg = readBenchConfig(f);
      const r = validateSimulationConfig(cfg);
      assert.ok(r.ok, `${f}: ${JSON.stringify(!r.ok && r.errors)}`);
      assert.deepEqual(r.ok && r.config, cfg, 'parsing injects nothing');
    }
    assert.ok(validateSimulationConfig(example()).ok);
    assert.ok(validateSimulationConfig(richConfig()).ok);
    assert.ok(SimulationConfigSchema.safeParse(richConfig()).success);
  });

  it('reports missing, mistyped and unknown fields in pydantic style', () => {
    const c = example();
    delete c.step_unit;
    c.number_of_steps = 2.5;
    c.agent_groups[0].name = 5;
    c.agent_groups[0].extra = true;
    c.agent_groups[0].variables.income_k.mean = 'high';
    const errors = errorsOf(c);
    const byLoc = Object.fromEntries(errors.map((e) => [JSON.stringify(e.loc), e]));
    assert.deepEqual(byLoc['["step_unit"]'], { loc: ['step_unit'], msg: 'field required', type: 'value_error.missing' });
    assert.equal(byLoc['["number_of_steps"]'].type, 'type_error.integer');
    assert.equal(byLoc[JSON.stringify([...G, 'name'])].type, 'type_error.str');
    assert.equal(byLoc[JSON.stringify([...G, 'extra'])].type, 'value_error.extra');
    assert.equal(byLoc[JSON.stringify([...G, 'variables', 'income_k', 'mean'])].type, 'type_error.float');
    assert.equal(errors.length, 5, JSON.stringify(errors));
  });

  it('enforces the numeric bounds of docs/contract.md', () => {
    const cases: Array<[(c: any) => void, Array<string | number>, string]> = [
      [(c) => (c.number_of_steps = 0), ['number_of_steps'], 'value_error.number.not_ge'],
      [(c) => (c.number_of_steps = 1001), ['number_of_steps'], 'value_error.number.not_le'],
      [(c) => (c.agent_groups[0].number_of_agents = 0), [...G, 'number_of_agents'], 'value_error.number.not_ge'],
      [(c) => (c.agent_groups[0].number_of_agents = 1_000_001), [...G, 'number_of_agents'], 'value_error.number.not_le'],
      [(c) => (c.agent_groups[0].variables.income_k.std = -1), [...G, 'variables', 'income_k', 'std'], 'value_error.number.not_ge'],
      [(c) => (c.agent_groups[0].variables.income_k.noise = -0.1), [...G, 'variables', 'income_k', 'noise'], 'value_error.number.not_ge'],
      [(c) => (c.seed = -1), ['seed'], 'value_error.number.not_ge'],
      [(c) => (c.seed = 2 ** 32), ['seed'], 'value_error.number.not_le'],
      [(c) => (c.seed = 1.5), ['seed'], 'type_error.integer'],
      [(c) => (c.agent_groups[0].actions.buy_ev = { type: 'discrete', description: '', max: 0 }), [...G, 'actions', 'buy_ev', 'max'], 'value_error.number.not_ge'],
      [(c) => (c.agent_groups[0].actions.buy_ev = { type: 'discrete', description: '', max: 1001 }), [...G, 'actions', 'buy_ev', 'max'], 'value_error.number.not_le'],
      [(c) => (c.agent_groups[0].actions.buy_ev = { type: 'discrete', description: '', max: 2.5 }), [...G, 'actions', 'buy_ev', 'max'], 'type_error.integer'],
      [(c) => (c.agent_groups[0].actions.monthly_km.noise = -1), [...G, 'actions', 'monthly_km', 'noise'], 'value_error.number.not_ge'],
      [(c) => (c.agent_groups[0].name = 'x'.repeat(201)), [...G, 'name'], 'value_error.any_str.max_length'],
      [(c) => (c.agent_groups[0].description = 'x'.repeat(2001)), [...G, 'description'], 'value_error.any_str.max_length'],
      [(c) => (c.agent_groups[0].actions.buy_ev.description = 'x'.repeat(2001)), [...G, 'actions', 'buy_ev', 'description'], 'value_error.any_str.max_length'],
      [(c) => (c.agent_groups = []), ['agent_groups'], 'value_error.list.min_items'],
      [(c) => (c.agent_groups[0].variables = {}), [...G, 'variables'], 'value_error.dict.min_items'],
    ];
    for (const [mutate, loc, type] of cases) {
      const c = example();
      mutate(c);
      expectError(c, loc, type);
    }
  });

  it('checks enums, discriminators, names and ids', () => {
    const c = example();
    c.step_unit = 'hour';
    c.agent_groups[0].id = '1households';
    c.agent_groups[0].variables.income_k.type = 'gamma';
    c.agent_groups[0].actions.buy_ev.type = 'maybe';
    c.agent_groups[0].variables['bad name'] = { type: 'initial_value', value: 1 };
    const errors = errorsOf(c);
    const find = (loc: Array<string | number>) => errors.find((e) => JSON.stringify(e.loc) === JSON.stringify(loc));
    assert.equal(find(['step_unit'])?.type, 'type_error.enum');
    assert.match(find(['step_unit'])!.msg, /'day', 'week', 'month', 'quarter', 'year'/);
    assert.equal(find([...G, 'id'])?.type, 'value_error.str.regex');
    assert.equal(find([...G, 'variables', 'income_k', 'type'])?.type, 'type_error.enum');
    assert.equal(find([...G, 'actions', 'buy_ev', 'type'])?.type, 'type_error.enum');
    assert.equal(find([...G, 'variables', 'bad name'])?.type, 'value_error.str.regex');
    const long = example();
    long.agent_groups[0].id = 'a'.repeat(65);
    expectError(long, [...G, 'id'], 'value_error.str.regex');
    const ok = example();
    ok.agent_groups[0].id = 'a'.repeat(64);
    ok.agent_groups[0].actions.buy_ev.weights = { [`${'a'.repeat(64)}.owns_ev`]: 1 };
    assert.ok(validateSimulationConfig(ok).ok);
  });

  it('checks ranges: uniform and bounds min ≤ max', () => {
    const c = example();
    c.agent_groups[0].variables.price_sensitivity = { type: 'uniform', min: 2, max: 1 };
    c.agent_groups[0].variables.owns_ev.bounds = { min: 1, max: 0 };
    c.agent_groups[0].actions.monthly_km.bounds = { min: 5, max: -5 };
    const errors = errorsOf(c);
    for (const loc of [
      [...G, 'variables', 'price_sensitivity', 'max'],
      [...G, 'variables', 'owns_ev', 'bounds', 'max'],
      [...G, 'actions', 'monthly_km', 'bounds', 'max'],
    ]) {
      const e = errors.find((x) => JSON.stringify(x.loc) === JSON.stringify(loc));
      assert.equal(e?.type, 'value_error.range', JSON.stringify(loc));
    }
    const equal = example();
    equal.agent_groups[0].variables.price_sensitivity = { type: 'uniform', min: 1, max: 1 };
    assert.ok(validateSimulationConfig(equal).ok);
  });

  it('resolves every weight and effect key, alongside other violations', () => {
    const c = example();
    const w = c.agent_groups[0].actions.buy_ev;
    w.weights.incme = 1;
    w.weights['nobody.owns_ev'] = 1;
    w.weights['households.nothing'] = 1;
    w.weights['households.monthly_km'] = 0.1; // an action of a group: allowed
    w.weights.monthly_km = 1; // an own action without group prefix: not a variable
    w.effects.price = 1;
    w.effects.monthly_km = 1;
    c.number_of_steps = 0; // the reference checks still run
    const errors = errorsOf(c);
    const base = [...G, 'actions', 'buy_ev'];
    for (const [loc, re] of [
      [[...base, 'weights', 'incme'], /not a variable of group 'households'/],
      [[...base, 'weights', 'nobody.owns_ev'], /'nobody' is not a group/],
      [[...base, 'weights', 'households.nothing'], /neither a variable nor an action/],
      [[...base, 'weights', 'monthly_km'], /not a variable/],
      [[...base, 'effects', 'price'], /not a variable/],
      [[...base, 'effects', 'monthly_km'], /not a variable/],
    ] as const) {
      const e = errors.find((x) => JSON.stringify(x.loc) === JSON.stringify(loc));
      assert.ok(e, `missing ${JSON.stringify(loc)} in ${JSON.stringify(errors)}`);
      assert.equal(e.type, 'value_error.reference');
      assert.match(e.msg, re);
    }
    assert.ok(errors.some((e) => e.loc[0] === 'number_of_steps'));
    assert.equal(errors.length, 7);
  });

  it('rejects duplicate group ids, shared variable/action names and too many agents in all', () => {
    const c = example();
    const g2 = structuredClone(c.agent_groups[0]);
    c.agent_groups.push(g2);
    c.agent_groups[0].actions.owns_ev = { type: 'binary', description: '' };
    expectError(c, ['agent_groups', 1, 'id'], 'value_error.duplicate', /duplicate group id 'households'/);
    expectError(c, [...G, 'actions', 'owns_ev'], 'value_error.duplicate');
    const big = example();
    for (let i = 0; i < 6; i++) {
      const g = structuredClone(big.agent_groups[0]);
      g.id = `g${i}`;
      g.number_of_agents = 1_000_000;
      g.actions.buy_ev.weights = { income_k: 1 };
      big.agent_groups.push(g);
    }
    expectError(big, ['agent_groups'], 'value_error.total_agents');
    expectError({ ...example(), agent_groups: Array.from({ length: 21 }, (_, i) => ({ ...example().agent_groups[0], id: `g${i}` })) }, ['agent_groups'], 'value_error.list.max_items');
  });

  it('limits the counts of variables and actions', () => {
    const c = example();
    for (let i = 0; i < 50; i++) c.agent_groups[0].variables[`v${i}`] = { type: 'initial_value', value: 0 };
    for (let i = 0; i < 51; i++) c.agent_groups[0].actions[`a${i}`] = { type: 'binary', description: '' };
    expectError(c, [...G, 'variables'], 'value_error.dict.max_items');
    expectError(c, [...G, 'actions'], 'value_error.dict.max_items');
    const none = example();
    none.agent_groups[0].actions = {};
    assert.ok(validateSimulationConfig(none).ok, 'zero actions are allowed');
  });

  it('takes overridden limits from server settings', () => {
    const c = example();
    c.number_of_steps = 5000;
    c.agent_groups[0].number_of_agents = 2_000_000;
    assert.equal(validateSimulationConfig(c).ok, false);
    const schema = makeSimulationConfigSchema({ maxSteps: 10_000, maxAgentsPerGroup: 5_000_000, maxAgentSteps: 1e11 });
    assert.ok(schema.safeParse(c).success);
    assert.ok(validateSimulationConfig(c, { maxSteps: 10_000, maxAgentsPerGroup: 5_000_000, maxAgentSteps: 1e11 }).ok);
    const tight = makeSimulationConfigSchema({ maxTotalAgents: 100 });
    assert.equal(tight.safeParse(example()).success, false);
    assert.equal(DEFAULT_CONFIG_LIMITS.maxSteps, 1000);
  });

  it('rejects non-objects at the top', () => {
    assert.deepEqual(errorsOf(null), [{ loc: [], msg: 'value is not a valid dict', type: 'type_error.dict' }]);
    assert.equal(errorsOf([])[0].type, 'type_error.dict');
  });
});
