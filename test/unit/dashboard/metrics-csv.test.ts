import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Results } from '../../../src/domain/schemas/simulations.js';
import { csvField, toMetricsCsv } from '../../../src/services/metrics-csv.js';

const config = {
  step_unit: 'month',
  number_of_steps: 2,
  agent_groups: [
    {
      id: 'households',
      name: 'Households',
      description: '',
      number_of_agents: 10,
      variables: { owns_ev: { type: 'initial_value', value: 0, label: 'Owns an electric car, "EV"' } },
      actions: { buy_ev: { type: 'binary', description: 'Buys' } },
    },
  ],
} as unknown as Results['config'];

const timeline = (base: number) => [
  { step: 1, variables: { owns_ev: base }, actions: { buy_ev: base / 2 } },
  { step: 2, variables: { owns_ev: base * 2 }, actions: { buy_ev: base } },
];

describe('metrics CSV (arm,statistic,group_id,step,kind,name,label,value)', () => {
  it('a single run: one mean row per value, labels from the config or the name, RFC 4180 quoting and CRLF', () => {
    const csv = toMetricsCsv({ config, metrics: { by_group: [{ group_id: 'households', timeline: timeline(0.1) }] } });
    assert.equal(
      csv,
      [
        'arm,statistic,group_id,step,kind,name,label,value',
        'baseline,mean,households,1,variable,owns_ev,"Owns an electric car, ""EV""",0.1',
        'baseline,mean,households,1,action,buy_ev,buy ev,0.05',
        'baseline,mean,households,2,variable,owns_ev,"Owns an electric car, ""EV""",0.2',
        'baseline,mean,households,2,action,buy_ev,buy ev,0.1',
        '',
      ].join('\r\n'),
    );
  });

  it('with arms: every arm, baseline first, with mean, p05 and p95', () => {
    const arm = (id: string, m: number) => ({ id, label: id, by_group: [{ group_id: 'households', timeline: timeline(m) }], p05: [{ group_id: 'households', timeline: timeline(m - 0.01) }], p95: [{ group_id: 'households', timeline: timeline(m + 0.01) }] });
    const csv = toMetricsCsv({ config, metrics: { by_group: arm('baseline', 0.1).by_group, replicates: 5, arms: [arm('baseline', 0.1), arm('subsidy', 0.3)] } });
    const rows = csv.trimEnd().split('\r\n').slice(1).map((l) => l.split(','));
    assert.equal(rows.length, 2 * 3 * 4);
    assert.deepEqual([...new Set(rows.map((r) => `${r[0]}/${r[1]}`))], ['baseline/mean', 'baseline/p05', 'baseline/p95', 'subsidy/mean', 'subsidy/p05', 'subsidy/p95']);
    const p95 = rows.find((r) => r[0] === 'subsidy' && r[1] === 'p95' && r[3] === '2' && r[5] === 'owns_ev');
    assert.equal(p95?.at(-1), String((0.3 + 0.01) * 2));
  });

  it('quotes only what needs it', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('line\nbreak'), '"line\nbreak"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField(-1.5e-7), '-1.5e-7');
  });
});
