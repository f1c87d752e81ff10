import type { Question } from '../../../domain/simulation-config.js';
import { niceShare, pct, round } from '../mechanisms/kit.js';
import type { Built, GroupPlan } from '../mechanisms/types.js';
import type { Intent } from '../reader/types.js';

/**
 * The question of the configuration: the kind the prompt asks for, on the mechanism's outcome,
 * as a count when the asker wants "how many" (a share otherwise), with a threshold for "how
 * fast" and "will it happen".
 */

export interface QuestionResult {
  question: Question;
  assumptions: string[];
}

export function questionFor(intent: Intent, built: Built, groups: GroupPlan[], armCount: number): QuestionResult {
  const o = built.outcome;
  const notes: string[] = [];
  const q = intent.question;
  let kind = q.kind ?? (q.comparison && armCount > 0 ? 'compare_arms' : o.defaultKind);
  if (kind === 'level_at_end' && q.comparison && armCount > 0) kind = 'compare_arms';
  if (kind === 'compare_arms' && armCount === 0) kind = 'level_at_end';
  // "How quickly will the rumour spread, and how many will withdraw within a week?": a count asked
  // with no level to wait for is answered by the count; a milestone the status quo barely moves
  // towards would be reached at once (0 of 50,000 "by day 1").
  const flat = o.expected && o.expected.length > 0 && Math.abs(o.expected[o.expected.length - 1] - o.expected[0]) < 0.005;
  if (kind === 'time_to_threshold' && !q.threshold && (q.wants === 'count' || flat)) kind = armCount > 0 && q.comparison ? 'compare_arms' : 'level_at_end';
  let target = o.target;
  // "more than 10% off sick at the same time", "gleichzeitig krank", "al mismo tiempo", "en même temps": the share ill at
  // once (what the peak measures), not those who have been ill by then.
  const atOnce = AT_ONCE.test(intent.text) && (kind === 'probability_of_event' || kind === 'time_to_threshold');
  if ((kind === 'peak' || atOnce) && o.peakTarget) target = o.peakTarget;
  else if (q.wants === 'count' && o.countTarget) target = o.countTarget;
  // "What share of factories will cut emissions": a share of the members who did, not the level of the quantity.
  else if (q.wants === 'share' && !o.share && o.countTarget && (kind === 'level_at_end' || kind === 'compare_arms')) target = o.countTarget;
  const groupId = target.slice(0, target.indexOf('.'));
  const plan = groups.find((g) => g.id === groupId) ?? groups[0];
  const countable = o.share || target === o.countTarget;
  // A total is a count of real members: for a scaled group the Analyst multiplies by the members
  // each agent stands for, which the assumptions state ("each of the … agents stands for k …").
  // An outcome that counts events per member (departures per post) is answered as a count unless a share is asked.
  // "How long until 1,000 of our 8,000 have cancelled": a threshold given as a count is answered in counts.
  const countThreshold = countable && q.threshold !== null && !q.threshold.isShare && (kind === 'time_to_threshold' || kind === 'probability_of_event');
  const aggregate: Question['aggregate'] = (countable && q.wants === 'count') || countThreshold || (target === o.countTarget && o.countTarget === o.target && q.wants !== 'share') ? 'total' : 'mean';
  if (aggregate === 'total' && plan.perAgent > 1) notes.push(`Counts are given in ${plan.name.toLowerCase()}, not agents: each agent stands for ${plan.perAgent.toLocaleString('en-US')} of them.`);
  const question: Question = { text: intent.asked.slice(0, 500), kind, target, aggregate };
  // "Will support fall below 50%", "por debajo del 50 %", "unter 50 % fällt", "passera sous 50 %": the asker's side of the level.
  const direction = askedBelow(intent.gloss) ? 'below' : o.direction ?? 'above';
  if (kind === 'time_to_threshold' || kind === 'probability_of_event') {
    let threshold: number | null = null;
    if (q.threshold) {
      const asShare = q.threshold.isShare ? q.threshold.value : q.threshold.value / plan.people;
      threshold = aggregate === 'total' ? asShare * plan.people : asShare;
      if (!countable && q.threshold.isShare) threshold = q.threshold.value;
      if (!countable && !q.threshold.isShare) threshold = q.threshold.value;
    } else if (kind === 'time_to_threshold' && o.expected && o.expected.length > 0 && target === o.target) {
      // A milestone the status quo reaches in the horizon: a round level about 60% of the way.
      const start = o.expected[0];
      const end = o.expected[o.expected.length - 1];
      let m = niceShare(Math.max(1e-4, start + 0.6 * (end - start)));
      if (direction === 'above' && (m <= start || m > end)) m = round(start + 0.6 * (end - start), 3);
      if (direction === 'below' && (m >= start || m < end)) m = round(start + 0.6 * (end - start), 3);
      threshold = aggregate === 'total' ? m * plan.people : m;
      notes.push(`"How fast" is measured as the time until "${o.label}" reaches ${pct(m)} of ${plan.name.toLowerCase()}, a level the status quo is expected to pass within the horizon.`);
    } else if (o.threshold !== undefined) {
      threshold = aggregate === 'total' && countable ? o.threshold * plan.people : o.threshold;
    } else {
      threshold = 0.5;
    }
    question.threshold = round(threshold, 6);
    question.direction = direction;
  }
  return { question, assumptions: notes };
}

const AT_ONCE = /(?<!\p{L})(?:at the same time|at once|simultaneously|at any one time|at one time|gleichzeitig|zur (?:selben|gleichen) zeit|zugleich|al mismo tiempo|a la vez|simult[áa]neamente|en m[êe]me temps|simultan[ée]ment|[àa] la fois)(?!\p{L})/iu;

/** The question asks whether a level falls below a threshold (a percentage right after "below", or "unter"/"sous" with a verb of falling). */
function askedBelow(gloss: Intent['gloss']): boolean {
  return gloss.some((g, k) => {
    if (g.kind !== 'number' || !g.num?.percent) return false;
    const before = gloss[k - 1];
    if (!before) return false;
    if (before.c === 'below') return true;
    const falls = gloss.slice(Math.max(0, k - 4), k + 3).some((x) => x.c === 'down' || /^(?:passe|passera|passeront|passent|tombe|tombera|tomberont|fallen|sinken|sinkt|f[äa]llt)$/i.test(x.raw));
    return /^(?:unter|sous|under|beneath)$/i.test(before.raw) && falls;
  });
}
