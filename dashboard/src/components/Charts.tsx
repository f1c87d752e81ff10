import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { humanize } from '../format.js';
import type { Results } from '../trpc.js';

type ByGroup = Results['metrics']['by_group'];
type Config = Results['config'];

interface ArmSeries {
  id: string;
  label: string;
  mean: ByGroup;
  p05: ByGroup | null;
  p95: ByGroup | null;
}

export interface Outcome {
  groupId: string;
  groupName: string;
  kind: 'variable' | 'action';
  name: string;
  label: string;
  unit: string;
}

// Distinguishable for the common kinds of colour blindness (Okabe–Ito), dark enough on white.
const COLOURS = ['#0b5fa5', '#c25400', '#007a5e', '#b0307f', '#6a4fa0', '#7d6b00', '#9c2f2f', '#3d5a6c'];

/** Every arm of the results (the baseline first); a run without arms is one arm without a band. */
export function armsOf(results: Results): ArmSeries[] {
  const arms = results.metrics.arms;
  if (arms && arms.length > 0) return arms.map((a) => ({ id: a.id, label: a.label, mean: a.by_group, p05: a.p05, p95: a.p95 }));
  const config = results.config as Config & { baseline_label?: string };
  return [{ id: 'baseline', label: config.baseline_label ?? 'Baseline', mean: results.metrics.by_group, p05: null, p95: null }];
}

/** One outcome per variable and action of every group; the question's target first. */
export function outcomesOf(config: Config): Outcome[] {
  const out: Outcome[] = [];
  for (const g of config.agent_groups) {
    const specs: Array<['variable' | 'action', Record<string, { label?: string; unit?: string }>]> = [
      ['variable', g.variables as Record<string, { label?: string; unit?: string }>],
      ['action', (g.actions ?? {}) as Record<string, { label?: string; unit?: string }>],
    ];
    for (const [kind, map] of specs) {
      for (const [name, spec] of Object.entries(map)) {
        out.push({ groupId: g.id, groupName: g.name || g.id, kind, name, label: spec.label ?? humanize(name), unit: spec.unit ?? '' });
      }
    }
  }
  const target = (config as Config & { question?: { target?: string } }).question?.target;
  if (target) {
    const i = out.findIndex((o) => `${o.groupId}.${o.name}` === target);
    if (i > 0) out.unshift(...out.splice(i, 1));
  }
  return out;
}

function series(byGroup: ByGroup | null, o: Outcome): (number | null)[] | null {
  const g = byGroup?.find((x) => x.group_id === o.groupId);
  if (!g) return null;
  return g.timeline.map((p) => (o.kind === 'variable' ? p.variables[o.name] : p.actions[o.name]) ?? null);
}

const INITIAL_CHARTS = 12;
const HEIGHT = 300;
// Small enough that a label with its unit fits along the y axis.
const LABEL_FONT = '600 11px system-ui, sans-serif';

export function Charts({ results }: { results: Results }) {
  const outcomes = useMemo(() => outcomesOf(results.config), [results.config]);
  const arms = useMemo(() => armsOf(results), [results]);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? outcomes : outcomes.slice(0, INITIAL_CHARTS);
  return (
    <>
      <div className="charts">
        {shown.map((o) => (
          <Chart key={`${o.groupId}.${o.kind}.${o.name}`} outcome={o} arms={arms} stepUnit={results.config.step_unit} replicates={results.metrics.replicates ?? 1} />
        ))}
      </div>
      {outcomes.length > shown.length && (
        <button type="button" className="secondary" onClick={() => setShowAll(true)}>
          Show all {outcomes.length} charts
        </button>
      )}
    </>
  );
}

function Chart({ outcome, arms, stepUnit, replicates }: { outcome: Outcome; arms: ArmSeries[]; stepUnit: string; replicates: number }) {
  const box = useRef<HTMLDivElement>(null);
  const withBands = arms.some((a) => a.p05 && a.p95) && replicates > 1;
  const yLabel = outcome.unit ? `${outcome.label} (${outcome.unit})` : outcome.label;
  const xLabel = humanize(stepUnit);
  const steps = arms[0]?.mean.find((g) => g.group_id === outcome.groupId)?.timeline.map((p) => p.step) ?? [];
  const description =
    `Line chart of ${yLabel} for ${outcome.groupName}, by ${stepUnit}, steps ${steps[0] ?? 0} to ${steps.at(-1) ?? 0}: ` +
    (arms.length === 1 ? `${arms[0].label}${withBands ? ' with its 5–95% range over ' + replicates + ' runs' : ''}` : `${arms.map((a) => a.label).join(', ')}${withBands ? `, each with its 5–95% range over ${replicates} runs` : ''}`) +
    '.';

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: (number | null)[][] = [steps];
    const seriesOpts: uPlot.Series[] = [{ label: xLabel }];
    const bands: uPlot.Band[] = [];
    arms.forEach((arm, i) => {
      const colour = COLOURS[i % COLOURS.length];
      const mean = series(arm.mean, outcome) ?? [];
      data.push(mean);
      seriesOpts.push({ label: arm.label, stroke: colour, width: 2, points: { show: steps.length <= 2 } });
      const lo = withBands ? series(arm.p05, outcome) : null;
      const hi = withBands ? series(arm.p95, outcome) : null;
      if (lo && hi) {
        data.push(hi, lo);
        const hiIdx = data.length - 2;
        seriesOpts.push({ label: `${arm.label} 95th percentile`, stroke: 'transparent', points: { show: false } });
        seriesOpts.push({ label: `${arm.label} 5th percentile`, stroke: 'transparent', points: { show: false } });
        bands.push({ series: [hiIdx, hiIdx + 1], fill: `${colour}33` });
      }
    });
    const width = Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width,
        height: HEIGHT,
        series: seriesOpts,
        bands,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          { label: xLabel, stroke: '#333', grid: { stroke: '#e5e7eb' }, labelFont: LABEL_FONT },
          { label: yLabel, stroke: '#333', size: 64, grid: { stroke: '#e5e7eb' }, labelFont: LABEL_FONT },
        ],
      },
      data as uPlot.AlignedData,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // The results object is immutable per fetch: redraw when it (or the outcome) changes.
  }, [arms, outcome, withBands, xLabel, yLabel]); // eslint-disable-line react-hooks/exhaustive-deps -- see above

  return (
    <figure className="chart">
      <figcaption>
        <span className="chart-title">{outcome.label}</span>
        <span className="muted">
          {' '}
          · {outcome.groupName}
          {outcome.unit ? ` · ${outcome.unit}` : ''}
        </span>
      </figcaption>
      <div ref={box} role="img" aria-label={description} className="plot" />
      <ul className="legend" aria-hidden="true">
        {arms.map((a, i) => (
          <li key={a.id}>
            <span className="swatch" style={{ background: COLOURS[i % COLOURS.length] }} />
            {a.label}
            {withBands ? ' (line: mean; band: 5–95%)' : ''}
          </li>
        ))}
      </ul>
    </figure>
  );
}
