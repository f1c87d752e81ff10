import type { Results } from '../domain/schemas/simulations.js';

/**
 * Results as CSV, one row per value (the Version 2 export):
 *   arm,statistic,group_id,step,kind,name,label,value
 * statistic is mean, p05 or p95; kind is variable or action. With arms or replicates every arm
 * has all three statistics; a single run without arms has only `mean` rows (its band would
 * repeat the mean). RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted.
 */
export const METRICS_CSV_HEADER = ['arm', 'statistic', 'group_id', 'step', 'kind', 'name', 'label', 'value'] as const;

type ByGroup = Results['metrics']['by_group'];
type Config = Results['config'];

export function csvField(v: string | number): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A variable's or action's label: its own, else its name with `_` as spaces. */
export function labelsOf(config: Config): Map<string, string> {
  const labels = new Map<string, string>();
  for (const g of config.agent_groups) {
    for (const [kind, specs] of [
      ['variable', g.variables],
      ['action', g.actions ?? {}],
    ] as const) {
      for (const [name, spec] of Object.entries(specs as Record<string, { label?: string }>)) {
        labels.set(`${g.id}\u0000${kind}\u0000${name}`, spec.label ?? name.replace(/_/g, ' '));
      }
    }
  }
  return labels;
}

export function toMetricsCsv(results: Pick<Results, 'config' | 'metrics'>): string {
  const labels = labelsOf(results.config);
  const lines: string[] = [METRICS_CSV_HEADER.join(',')];
  const emit = (arm: string, statistic: string, byGroup: ByGroup) => {
    for (const g of byGroup) {
      for (const point of g.timeline) {
        for (const [kind, values] of [
          ['variable', point.variables],
          ['action', point.actions],
        ] as const) {
          for (const [name, value] of Object.entries(values)) {
            const label = labels.get(`${g.group_id}\u0000${kind}\u0000${name}`) ?? name.replace(/_/g, ' ');
            lines.push([arm, statistic, g.group_id, point.step, kind, name, label, value].map(csvField).join(','));
          }
        }
      }
    }
  };
  const arms = results.metrics.arms;
  if (arms && arms.length > 0) {
    for (const arm of arms) {
      emit(arm.id, 'mean', arm.by_group);
      emit(arm.id, 'p05', arm.p05);
      emit(arm.id, 'p95', arm.p95);
    }
  } else {
    emit('baseline', 'mean', results.metrics.by_group);
  }
  return lines.join('\r\n') + '\r\n';
}
