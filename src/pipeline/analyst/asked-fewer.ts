/**
 * "Will fewer than 10% of members cancel?": the simulation counts the runs in which the level
 * reaches the mark; what was asked is the other side, the runs in which it stays below. The
 * statement then gives that chance too (1 − p, its interval mirrored), so the number the asker
 * reads answers the question as put.
 */
const FEWER = /(?<!\p{L})(?:fewer than|less than|weniger als|menos de(?:l)?|menos que|moins de|moins d['’])\s*(?:the\s+|los\s+|las\s+)?\d/iu;

export function askedFewer(questionText: string | undefined): boolean {
  return FEWER.test(questionText ?? '');
}

/** The chance of the other side, with its interval: [p, low, high] → [1 − p, 1 − high, 1 − low]. */
export function otherSide(v: { value: number | null; low: number | null; high: number | null }): { value: number | null; low: number | null; high: number | null } {
  return { value: v.value === null ? null : 1 - v.value, low: v.high === null ? null : 1 - v.high, high: v.low === null ? null : 1 - v.low };
}
