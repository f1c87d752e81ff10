import type { Analysis, AnalystRequest } from '../stages/types.js';
import type { Driver, Facts, SeriesFacts } from './facts.js';

/** The one number format of the reports, so the prose check can match what it printed. */
export function fmt(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return 'n/a';
  const a = Math.abs(x);
  if (a === 0) return '0';
  if (a >= 1000) return Math.round(x).toLocaleString('en-US');
  if (a >= 100) return String(Math.round(x * 10) / 10);
  const s = Number(x.toPrecision(3));
  return String(Object.is(s, -0) ? 0 : s);
}

const signed = (x: number | null) => (x === null || !Number.isFinite(x) ? 'n/a' : `${x > 0 ? '+' : ''}${fmt(x)}`);
const pct = (x: number | null) => (x === null ? 'n/a' : `${signed(x)}%`);

function trendWord(s: SeriesFacts): string {
  if (!s.moving) return 'constant';
  const rel = Math.abs(s.change) / Math.max(Math.abs(s.peak - s.trough), 1e-12);
  if (s.peakStep > 1 && s.peakStep < s.end && s.peak - s.end > 0.2 * (s.peak - s.trough) && s.peak > s.start) return 'rises then falls';
  if (rel < 0.2) return 'flat, fluctuating';
  const dir = s.change > 0 ? 'rising' : 'falling';
  return s.saturated ? `${dir}, levelling off` : dir;
}

function isWave(s: SeriesFacts, steps: number): boolean {
  // Noise around a level is not a wave: the fall after the peak must be material.
  return s.moving && s.peak - s.end > 0.05 * Math.max(Math.abs(s.peak), 1e-9) && s.peakStep > 1 && s.peakStep < steps && s.peak - s.end > 0.3 * (s.peak - Math.min(s.start, s.trough)) && s.peak > s.start;
}

/** Outcome series in the order they matter: the ones drivers move, then the biggest movers. */
export function headlineSeries(facts: Facts): SeriesFacts[] {
  const all = facts.groups.flatMap((g) => g.series.filter((s) => s.moving));
  const driven = new Set(facts.sensitivity.drivers.map((d) => d.outcome));
  const mag = (s: SeriesFacts) => Math.abs(s.change) / Math.max(Math.abs(s.start), Math.abs(s.end), Math.abs(s.peak), 1e-9);
  return all.sort((a, b) => Number(driven.has(`${b.group_id}.${b.name}`)) - Number(driven.has(`${a.group_id}.${a.name}`)) || mag(b) - mag(a));
}

export function describeDriver(d: Driver): string {
  const el = d.elasticity === null ? '' : `, elasticity ${fmt(d.elasticity)}`;
  return `${d.parameter}: raising it from ${fmt(d.base)} to ${fmt(d.nudged)} moves the end value of ${d.outcome} from ${fmt(d.outcomeBase)} to ${fmt(d.outcomeNudged)} (${signed(d.effect)}${el})`;
}

export interface Prose {
  executive_summary: string;
  key_drivers: string[];
  risks: string[];
  recommendations: string[];
}

/** Deterministic prose from the facts; every number in it is printed by fmt from the facts. */
export function templateProse(req: Pick<AnalystRequest, 'title'>, facts: Facts): Prose {
  const top = headlineSeries(facts).slice(0, 3);
  const unit = facts.unit;
  const lines = top.map((s) => {
    const change = s.changePct !== null ? ` (${pct(s.changePct)})` : '';
    const peak = isWave(s, facts.steps) ? `, peaking at ${fmt(s.peak)} in ${unit} ${s.peakStep}` : '';
    return `${s.group_id}.${s.name} goes from ${fmt(s.start)} to ${fmt(s.end)}${change}${peak}`;
  });
  const drivers = facts.sensitivity.drivers.filter((d) => d.score > 0);
  const lead = drivers[0];
  const summary = [
    `${req.title}: ${facts.agents.toLocaleString('en-US')} agents over ${facts.steps} ${unit}s.`,
    lines.length ? `${lines.join('; ')}.` : 'No outcome changed over the run.',
    lead ? `The strongest lever found is ${lead.parameter}, which moves ${lead.outcome} by ${signed(lead.effect)} for a 10% change.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const key_drivers = drivers.slice(0, 5).map(describeDriver);
  if (!key_drivers.length) key_drivers.push('No parameter moved the outcomes measurably in the sensitivity runs.');

  const risks: string[] = [];
  for (const s of headlineSeries(facts).slice(0, 6)) {
    const key = `${s.group_id}.${s.name}`;
    if (isWave(s, facts.steps)) risks.push(`${key} peaks at ${fmt(s.peak)} in ${unit} ${s.peakStep} before falling to ${fmt(s.end)}: capacity must cover the peak, not the average.`);
    else if (s.saturated && s.change > 0) risks.push(`${key} levels off at ${fmt(s.end)}: growth beyond it needs a change in the drivers, not more time.`);
    else if (s.changePct !== null && s.changePct <= -20) risks.push(`${key} falls ${pct(s.changePct)} (from ${fmt(s.start)} to ${fmt(s.end)}) and the decline is ${s.saturated ? 'levelling off' : 'still under way at the end'}.`);
    if (s.volatility > 0 && Math.abs(s.slope) > 0 && s.volatility > 3 * Math.abs(s.slope) && s.volatility > 0.05 * Math.max(Math.abs(s.peak), Math.abs(s.trough)) && s.kind === 'action') risks.push(`${key} is volatile: step-to-step changes have a standard deviation of ${fmt(s.volatility)} against a trend of ${fmt(s.slope)} per ${unit}.`);
    if (risks.length >= 4) break;
  }
  const fragile = drivers.find((d) => d.elasticity !== null && Math.abs(d.elasticity) > 1);
  if (fragile) risks.push(`Results are sensitive to ${fragile.parameter} (elasticity ${fmt(fragile.elasticity)}): if its real value differs, ${fragile.outcome} will too.`);
  if (!risks.length) risks.push('No sharp peaks, collapses or strong sensitivities appear in this run; the main risk is that the assumed parameters are off.');

  const recommendations: string[] = [];
  for (const d of drivers.slice(0, 3)) {
    const up = d.effect > 0 ? 'raises' : 'lowers';
    recommendations.push(`Act on ${d.parameter}: a 10% increase ${up} ${d.outcome} by ${fmt(Math.abs(d.effect))} by the end.`);
  }
  const wave = headlineSeries(facts).find((s) => isWave(s, facts.steps));
  if (wave) recommendations.push(`Prepare for ${unit} ${wave.peakStep}, when ${wave.group_id}.${wave.name} peaks at ${fmt(wave.peak)}.`);
  recommendations.push(`Validate the top driver${drivers.length > 1 ? 's' : ''} against data before relying on the levels; rerun with other seeds to see the spread.`);
  return { executive_summary: summary, key_drivers, risks, recommendations };
}

export function factsTables(facts: Facts): string {
  const out: string[] = [];
  for (const g of facts.groups) {
    out.push(`### ${g.name} (\`${g.group_id}\`, ${g.agents.toLocaleString('en-US')} agents)`, '');
    out.push('| outcome | start | end | change | peak (step) | trend |', '|---|---:|---:|---:|---:|---|');
    for (const s of g.series) {
      const change = `${signed(s.change)}${s.changePct !== null ? ` (${pct(s.changePct)})` : ''}`;
      out.push(`| ${s.name}${s.kind === 'action' ? ' (action)' : ''} | ${fmt(s.start)} | ${fmt(s.end)} | ${change} | ${fmt(s.peak)} (${s.peakStep}) | ${trendWord(s)}, slope ${fmt(s.slope)}/${facts.unit} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

export function driversTable(facts: Facts): string {
  const ds = facts.sensitivity.drivers.slice(0, 10);
  if (!ds.length) return 'No parameter was varied.\n';
  const rows = ds.map((d, i) => `| ${i + 1} | ${d.parameter} | ${fmt(d.base)} → ${fmt(d.nudged)} | ${d.outcome} | ${signed(d.effect)} | ${d.elasticity === null ? 'n/a' : fmt(d.elasticity)} | ${fmt(d.score)} |`);
  return ['| rank | parameter | nudge | outcome moved most | effect on end value | elasticity | effect size |', '|---:|---|---|---|---:|---:|---:|', ...rows, ''].join('\n');
}

export function methodSection(facts: Facts): string {
  const s = facts.sensitivity;
  return [
    `- Engine: ${facts.engineVersion}; seed ${facts.seed}; ${facts.steps} steps of one ${facts.unit}; ${facts.agents.toLocaleString('en-US')} agents in ${facts.groups.length} group${facts.groups.length === 1 ? '' : 's'}.`,
    '- Outcome statistics come from the group means per step: start and end are steps 1 and ' + `${facts.steps}; trend is the least-squares slope; an outcome is levelling off when its last 20% of steps moved it by less than 5% of its total change; volatility is the standard deviation of step-to-step changes.`,
    `- Sensitivity: one-at-a-time reruns at up to ${s.agentsPerGroup.toLocaleString('en-US')} agents per group, same steps and seed (common random numbers), each parameter raised by ${fmt(s.relativeNudge * 100)}% of its size (capped at ${fmt(s.relativeNudge * 5)} for large logit terms, ${fmt(s.relativeNudge)} for zeros); ${s.runs} runs for ${s.candidates} candidate parameters (the largest kept when over budget). Effect size is the change of an outcome's end value over its scale; elasticity is (Δy/y)/(Δx/x).`,
  ].join('\n');
}

export function assembleReport(req: Pick<AnalystRequest, 'title' | 'prompt'>, facts: Facts, prose: Prose): Analysis {
  const md = [
    `# ${req.title}`,
    '',
    '## Summary',
    '',
    prose.executive_summary,
    '',
    '## Outcomes by group',
    '',
    factsTables(facts),
    '## Key drivers',
    '',
    driversTable(facts),
    ...prose.key_drivers.map((d) => `- ${d}`),
    '',
    '## Risks',
    '',
    ...prose.risks.map((r) => `- ${r}`),
    '',
    '## Recommendations',
    '',
    ...prose.recommendations.map((r) => `- ${r}`),
    '',
    '## Method',
    '',
    methodSection(facts),
    '',
  ].join('\n');
  return { ...prose, report_markdown: md };
}
