import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Results } from '../../domain/schemas/simulations.js';
import type { MetricsSchema, StreamSimulationResultsResponseSchema, TimelinePointSchema } from '../gen/simulation/v1/simulations_pb.js';
import { resultsToProto } from './convert.js';

type Part = MessageInitShape<typeof StreamSimulationResultsResponseSchema>;
type Point = MessageInitShape<typeof TimelinePointSchema>;

/** Map entries per TimelineChunk: about 20 bytes each on the wire, so about 1 MiB a message. */
export const ENTRIES_PER_CHUNK = 50_000;

/**
 * StreamSimulationResults' messages for a results value: the results with every timeline
 * emptied, then each timeline's points in order (baseline by_group, then each arm's by_group,
 * p05 and p95), at most ENTRIES_PER_CHUNK map entries (and at least one point) per message.
 */
export function* resultsStreamParts(r: Results): Generator<Part> {
  const full = resultsToProto(r);
  const m = full.metrics!;
  type Groups = Array<{ groupId?: string; timeline?: Point[] }>;
  const series: Array<{ arm: string; series: string; groups: Groups }> = [{ arm: '', series: 'by_group', groups: (m.byGroup ?? []) as Groups }];
  for (const a of m.arms ?? []) {
    series.push({ arm: a.id ?? '', series: 'by_group', groups: (a.byGroup ?? []) as Groups });
    series.push({ arm: a.id ?? '', series: 'p05', groups: (a.p05 ?? []) as Groups });
    series.push({ arm: a.id ?? '', series: 'p95', groups: (a.p95 ?? []) as Groups });
  }
  const empty = (gs: Groups) => gs.map((g) => ({ groupId: g.groupId, timeline: [] }));
  const metrics: MessageInitShape<typeof MetricsSchema> = {
          replicates: m.replicates,
          byGroup: empty((m.byGroup ?? []) as Groups),
          arms: (m.arms ?? []).map((a) => ({ id: a.id, label: a.label, byGroup: empty((a.byGroup ?? []) as Groups), p05: empty((a.p05 ?? []) as Groups), p95: empty((a.p95 ?? []) as Groups) })),
  };
  yield { part: { case: 'results', value: { id: full.id, status: full.status, config: full.config, analysis: full.analysis, metrics } } };
  for (const s of series) {
    for (let gi = 0; gi < s.groups.length; gi++) {
      const timeline = s.groups[gi].timeline ?? [];
      let points: Point[] = [];
      let entries = 0;
      for (const p of timeline) {
        const n = 1 + Object.keys(p.variables ?? {}).length + Object.keys(p.actions ?? {}).length;
        if (points.length > 0 && entries + n > ENTRIES_PER_CHUNK) {
          yield { part: { case: 'timeline', value: { arm: s.arm, series: s.series, groupIndex: gi, points } } };
          points = [];
          entries = 0;
        }
        points.push(p);
        entries += n;
      }
      if (points.length > 0) yield { part: { case: 'timeline', value: { arm: s.arm, series: s.series, groupIndex: gi, points } } };
    }
  }
}
