import type { Analysis } from '../provider.js';
import type { ComputedAnswer } from './answer.js';
import type { AnalysisFacts } from './facts.js';
import { isWave, type Outcome } from './outcomes.js';
import { atStep, calendarOf, count, horizonWords, num, pct, pp, range, signed, stepWord } from './plain.js';
import type { Prose } from './prose.js';
import { valueOf } from './prose.js';
import { cap, quantityFormat, subjectOf, thresholdClause } from './statement.js';

/**
 * The Markdown report: the answer, the arms, the outcomes that matter, drivers, risks,
 * recommendations, the assumptions and the method. Tables are built from the facts whatever
 * wrote the prose.
 */

const horizonOf = (f: AnalysisFacts) => horizonWords(f.config.step_unit, f.config.number_of_steps);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** What the answer's value measures, as a caption. */
export function quantityName(f: AnalysisFacts, c: ComputedAnswer): string {
  const q = c.question;
  switch (q.kind) {
    case 'level_at_end':
    case 'compare_arms':
      return `${cap(subjectOf(c))} ${q.aggregate === 'cumulative' ? 'over' : 'after'} ${horizonOf(f)}`;
    case 'time_to_threshold':
      return `${cap(stepWord(calendarOf(f.config).unit, 1))} by which ${thresholdClause(c, q.threshold!)}`;
    case 'peak':
      return `${q.direction === 'below' ? 'Lowest point' : 'Peak'} of ${subjectOf(c)}`;
    case 'probability_of_event':
      return `Chance that ${thresholdClause(c, q.threshold!)} within ${horizonOf(f)}`;
  }
}

export function armsTable(f: AnalysisFacts, c: ComputedAnswer): string {
  const rows = c.answer.by_arm;
  if (!rows) return '';
  const fmt = quantityFormat(calendarOf(f.config), c.target, c.question.kind, c.question.aggregate);
  const v = (x: number | null, none = 'n/a') => (x === null ? none : fmt.value(x));
  const time = c.question.kind === 'time_to_threshold';
  const r = (lo: number | null, hi: number | null) =>
    lo !== null && hi === null && time ? `${fmt.value(lo)} to beyond ${horizonOf(f)}` : lo === null || hi === null ? '—' : fmt.range(lo, hi);
  const dr = (lo: number | null, hi: number | null) => (lo === null || hi === null ? '—' : fmt.diffRange(lo, hi));
  const notReached = time ? `not within ${horizonOf(f)}` : 'n/a';
  const lines = [
    `*${quantityName(f, c)}, by arm (90% ranges over ${count(f.replicates)} replicate${f.replicates === 1 ? '' : 's'}; differences paired by replicate).*`,
    '',
    '| Arm | Value | 90% range | Difference from the baseline | 90% range of the difference |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((a, i) =>
      `| ${cell(a.label)}${i === 0 && !/baseline/i.test(a.label) ? ' (baseline)' : ''} | ${v(a.value, notReached)} | ${r(a.low, a.high)} | ${i === 0 ? '—' : a.difference === null ? 'n/a' : fmt.diff(a.difference)} | ${i === 0 || (a.difference_low === a.difference_high && a.difference_high === a.difference) ? '—' : dr(a.difference_low, a.difference_high)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** "22–58%", "1,020–1,380 km". */
function valueRange(o: Outcome, lo: number, hi: number): string {
  if (o.info.share) return range(pct(lo).replace(/%$/, ''), pct(hi).replace(/%$/, ''), '%');
  return `${range(num(lo), num(hi))}${o.info.unit ? ` ${o.info.unit}` : ''}`;
}

function shapeWords(f: AnalysisFacts, o: Outcome): string {
  const s = o.shape;
  if (!s.moving) return 'constant';
  if (s.peak - s.trough < 0.01 * Math.max(Math.abs(s.peak), Math.abs(s.trough))) return 'about constant';
  if (isWave(s, f.config.number_of_steps)) return `peaks at ${valueOf(o, s.peak)} ${atStep(calendarOf(f.config).unit, calendarOf(f.config).per === 1 ? s.peakStep : Math.round((s.peakStep / calendarOf(f.config).per) * 10) / 10)}, then falls`;
  const rel = Math.abs(s.change) / Math.max(s.peak - s.trough, 1e-12);
  if (rel < 0.2) return 'fluctuates without a trend';
  const dir = s.change > 0 ? 'rises' : 'falls';
  return s.saturated ? `${dir}, levelling off` : `${dir} steadily`;
}

function changeOf(o: Outcome): string {
  const s = o.shape;
  if (o.info.share) return pp(s.change, true);
  const size = Math.max(Math.abs(s.start), Math.abs(s.end), Math.abs(s.peak), Math.abs(s.trough));
  // A percentage change from a start near zero is a meaningless huge number: leave it out
  // (a start below a quarter of the largest value is near zero for this purpose: +300% at most).
  const rel = Math.abs(s.start) >= 0.25 * size && s.start !== 0 ? ` (${signed((s.change / Math.abs(s.start)) * 100)}%)` : '';
  return `${signed(s.change)}${o.info.unit ? ` ${o.info.unit}` : ''}${rel}`;
}

export function outcomesTable(f: AnalysisFacts, limit = 8): string {
  const list = f.outcomes.slice(0, limit);
  if (!list.length) return 'No outcome changed during the run.\n';
  const arms = Boolean(list[0].arms && list[0].arms.length > 1);
  const head = `| Outcome | Group | Start (${f.config.step_unit} 1) | End (${f.config.step_unit} ${f.config.number_of_steps}) | Change | Course |${arms ? ' Mean at the end by arm (90% range) |' : ''}`;
  const sep = `|---|---|---:|---:|---:|---|${arms ? '---|' : ''}`;
  const rows = list.map((o) => {
    const byArm = arms
      ? ` ${o.arms!.map((a) => `${cell(a.label)}: ${valueOf(o, a.end)}${a.low !== null && a.high !== null && valueOf(o, a.high) !== valueOf(o, a.low) ? ` (${valueRange(o, a.low, a.high)})` : ''}`).join('; ')} |`
      : '';
    const kind = o.info.share ? (o.info.kind === 'action' ? ' (share doing it each ' + f.config.step_unit + ')' : ' (share)') : '';
    return `| ${cell(o.info.label)}${kind} | ${cell(cap(o.info.groupNoun))} | ${valueOf(o, o.shape.start)} | ${valueOf(o, o.shape.end)} | ${changeOf(o)} | ${shapeWords(f, o)} |${byArm}`;
  });
  const more = f.outcomes.length > limit ? `\n${f.outcomes.length - limit} more outcome${f.outcomes.length - limit === 1 ? '' : 's'} moved less.\n` : '';
  return [head, sep, ...rows, ''].join('\n') + more;
}

export function methodSection(f: AnalysisFacts): string {
  const runs = f.arms * f.replicates;
  const lines = [
    `- Runs: ${count(f.arms)} arm${f.arms === 1 ? '' : 's'} × ${count(f.replicates)} replicate${f.replicates === 1 ? '' : 's'} = ${count(runs)} run${runs === 1 ? '' : 's'} of ${count(f.agents)} agents over ${horizonOf(f)}.`,
    `- Seeds: replicate 0 uses seed ${f.seed}; replicate r > 0 uses a seed the engine derives from it; replicate r of every arm uses the same seed as the baseline’s (common random numbers), so a difference between arms is the intervention’s effect, not chance.`,
    `- Engine: ${f.engineVersion}.`,
    '- Ranges: a 90% range is the 5th to 95th percentile over the replicates; the value is their median. Differences between arms are taken replicate by replicate (paired), then summarised the same way.',
  ];
  const c = f.answer;
  if (c && c.target.perAgent > 1) lines.push(`- Scale: each agent stands for ${num(c.target.perAgent)} ${c.target.groupNoun} (as the assumptions say), so counts are given in ${c.target.groupNoun}, not agents.`);
  if (c?.question.kind === 'time_to_threshold') lines.push('- Times: a run that never reaches the threshold counts as later than the horizon; the time is not given when fewer than half the runs reach it.');
  if (c?.question.kind === 'probability_of_event') lines.push('- Chance: the share of replicates that reach the threshold at any step, with its 90% Wilson interval.');
  if (c && !c.source.exact) lines.push('- The per-replicate results were not available: values are of the mean run, and ranges only where the per-step percentiles give them.');
  const s = f.sensitivity;
  if (s?.skipped) lines.push(`- Key drivers: no sensitivity analysis was run (${s.skipped}).`);
  else if (s) {
    lines.push(
      `- Key drivers: ${s.tried.length} of the ${s.candidates} model parameters that can reach the answer were each changed by 10% and rerun on the same ${s.replicates} seeds as the unchanged model (paired replicates, common random numbers), at up to ${count(s.agentsPerGroup)} agents per group: ${count(s.runs)} reruns, ${num(s.agentSteps)} agent-steps of a budget of ${num(s.budget)}. ` +
        `A change is reported when its mean paired effect exceeds ${num(s.tCritical)} standard errors (a t-test at 5% over all parameters tried, Bonferroni) and 1% of the quantity; its range is the 90% interval of that mean.` +
        (s.failed ? ` ${s.failed} change${s.failed === 1 ? '' : 's'} broke the model and ${s.failed === 1 ? 'was' : 'were'} left out.` : ''),
    );
  }
  return lines.join('\n');
}

export function assumptionsSection(f: AnalysisFacts): string {
  const list = f.config.assumptions ?? [];
  if (!list.length) return 'None were stated with the configuration: its numbers should be checked before the levels are relied on.';
  return list.map((a) => `- ${a}`).join('\n');
}

export function assembleReport(f: AnalysisFacts, prose: Prose): Analysis {
  const c = f.answer;
  const md: string[] = [`# ${f.title}`, ''];
  if (f.config.question?.text) md.push(`> ${f.config.question.text}`, '');
  md.push('## Answer', '', prose.executive_summary, '');
  if (c?.answer.by_arm) md.push('### Arms compared', '', armsTable(f, c));
  md.push('## Outcomes that matter', '', outcomesTable(f));
  md.push('## Key drivers', '', ...prose.key_drivers.map((d) => `- ${d}`), '');
  md.push('## Risks', '', ...prose.risks.map((r) => `- ${r}`), '');
  md.push('## Recommendations', '', ...prose.recommendations.map((r) => `- ${r}`), '');
  md.push('## Assumptions', '', assumptionsSection(f), '');
  md.push('## Method', '', methodSection(f), '');
  const analysis: Analysis = { ...prose, report_markdown: md.join('\n') };
  if (f.asked && c) analysis.answer = c.answer;
  return analysis;
}

