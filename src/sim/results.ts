/**
 * What a run of a configuration produces (docs/simulation-model.md "Results with arms and
 * replicates"). The Simulator writes it, the Analyst reads it; the public part is
 * `metrics`, whose shape is the domain's Metrics schema.
 */

export interface TimelineEntry {
  step: number;
  variables: Record<string, number>;
  actions: Record<string, number>;
}

export interface GroupTimeline {
  group_id: string;
  timeline: TimelineEntry[];
}

export interface ArmMetricsResult {
  /** 'baseline' for the configuration as written, then the arms in config order. */
  id: string;
  label: string;
  /** Mean over replicates of every value. */
  by_group: GroupTimeline[];
  /** 5th and 95th percentiles over replicates (linear interpolation). */
  p05: GroupTimeline[];
  p95: GroupTimeline[];
}

export interface SimulationMetrics {
  /** The baseline arm's means over replicates (with one replicate, exactly that run). */
  by_group: GroupTimeline[];
  replicates: number;
  /** Present when there are arms or more than one replicate; the baseline first. */
  arms?: ArmMetricsResult[];
}

/**
 * Per-replicate series of one target, kept so that the answer's median and range over
 * replicates (a time to a threshold, a peak, a probability) can be computed exactly: the
 * percentiles per step in `metrics` cannot give them.
 */
export interface TrackedSeries {
  /** '<group_id>.<variable or action>' */
  target: string;
  /** One entry per arm, the baseline first, in the order of metrics.arms. */
  arms: Array<{
    id: string;
    label: string;
    /** [replicate][step − 1]: the group's mean of the target after that step. */
    replicates: number[][];
  }>;
}

export interface SimulationResult {
  engineVersion: string;
  /** The configuration's seed (replicate 0's); replicate r > 0 derives its own from it. */
  seed: number;
  metrics: SimulationMetrics;
  /** The targets of RunOptions.track (default: the question's target, when there is one). */
  tracked: TrackedSeries[];
}
