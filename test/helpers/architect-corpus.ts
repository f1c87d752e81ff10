import { validateSimulationConfig, type SimulationConfig } from '../../src/domain/simulation-config.js';
import { computeAnswer } from '../../src/pipeline/analyst/answer.js';
import { designFromPrompt, type Design } from '../../src/pipeline/architect/design/assemble.js';
import { runSimulation } from '../../src/sim/index.js';
import type { CorpusCase } from '../corpus/architect-types.js';

/**
 * Checks of one corpus case: the reading (mechanism, groups, horizon, arms, events, question,
 * refusal) and, by running a smaller copy of the configuration with the kernel and the
 * Analyst's computeAnswer, the plausibility of the answer and the direction of the first
 * arm's effect. Each returns the list of what differs from the expectation.
 */

/** The corpus is read as in this year: "by 2030" is 4 years ahead whenever the tests run. */
export const CORPUS_YEAR = 2026;

export function checkReading(c: CorpusCase, d: Design = designFromPrompt(c.prompt, { year: CORPUS_YEAR })): string[] {
  const out: string[] = [];
  if (c.refused) {
    if (d.ok) out.push(`expected a refusal, got ${d.mechanism.id}: ${d.title}`);
    else if (!/(population|language|English|no model|kein Modell|no tiene un modelo|pas de modèle)/.test(d.message) || !/(for example|zum beispiel|por ejemplo|par exemple)/i.test(d.message)) out.push(`refusal without a helpful message: ${d.message}`);
    return out;
  }
  if (!d.ok) return [`refused: ${d.message.slice(0, 80)}`];
  const cfg = d.config;
  const v = validateSimulationConfig(cfg);
  if (!v.ok) out.push(`invalid config: ${v.errors.slice(0, 2).map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ')}`);
  if (c.mechanism && d.mechanism.id !== c.mechanism) out.push(`mechanism ${d.mechanism.id} (expected ${c.mechanism})`);
  for (const [id, n] of Object.entries(c.agents ?? {})) {
    const g = cfg.agent_groups.find((x) => x.id === id);
    if (!g) out.push(`no group ${id} (groups: ${cfg.agent_groups.map((x) => x.id).join(', ')})`);
    else if (g.number_of_agents !== n) out.push(`group ${id} has ${g.number_of_agents} agents (expected ${n})`);
  }
  if (c.unit && cfg.step_unit !== c.unit) out.push(`unit ${cfg.step_unit} (expected ${c.unit})`);
  if (c.steps !== undefined && cfg.number_of_steps !== c.steps) out.push(`${cfg.number_of_steps} steps (expected ${c.steps})`);
  const arms = cfg.arms?.length ?? 0;
  if (c.arms !== undefined && arms !== c.arms) out.push(`${arms} arms (expected ${c.arms}): ${(cfg.arms ?? []).map((a) => a.label).join(' | ')}`);
  if (c.armLabels && JSON.stringify((cfg.arms ?? []).map((a) => a.label)) !== JSON.stringify(c.armLabels)) out.push(`arm labels ${JSON.stringify((cfg.arms ?? []).map((a) => a.label))} (expected ${JSON.stringify(c.armLabels)})`);
  if (c.baseline !== undefined && cfg.baseline_label !== c.baseline) out.push(`baseline "${cfg.baseline_label}" (expected "${c.baseline}")`);
  if (c.eventSteps) {
    const steps = [...new Set([...(cfg.events ?? []), ...(cfg.arms ?? []).flatMap((a) => a.events)].map((e) => e.step))].sort((a, b) => a - b);
    if (JSON.stringify(steps) !== JSON.stringify(c.eventSteps)) out.push(`event steps ${JSON.stringify(steps)} (expected ${JSON.stringify(c.eventSteps)})`);
  }
  if (c.premise !== undefined && (cfg.events?.length ?? 0) > 0 !== c.premise) out.push(c.premise ? 'no change applies to every arm' : `unexpected top-level events ${JSON.stringify(cfg.events)}`);
  if (c.question && cfg.question?.kind !== c.question) out.push(`question ${cfg.question?.kind} (expected ${c.question})`);
  if (c.aggregate && (cfg.question?.aggregate ?? 'mean') !== c.aggregate) out.push(`aggregate ${cfg.question?.aggregate} (expected ${c.aggregate})`);
  if (c.titleHas && !d.title.toLowerCase().includes(c.titleHas.toLowerCase())) out.push(`title "${d.title}" lacks "${c.titleHas}"`);
  if (c.threshold !== undefined && cfg.question?.threshold !== c.threshold) out.push(`threshold ${cfg.question?.threshold} (expected ${c.threshold})`);
  if ((cfg.replicates ?? 1) < 1 || !cfg.question || !cfg.assumptions?.length) out.push('missing replicates, question or assumptions');
  const labelled = cfg.agent_groups.every((g) => [...Object.values(g.variables), ...Object.values(g.actions)].every((x) => x.label && x.unit !== undefined));
  if (!labelled) out.push('a variable or an action has no label or no unit');
  return out;
}

/** A copy small enough to run in a test: fewer agents (enough for one initial case per thousand) and replicates. */
export function smallCopy(cfg: SimulationConfig, maxAgents = 4000, replicates = 3): SimulationConfig {
  const small = structuredClone(cfg);
  for (const g of small.agent_groups) g.number_of_agents = Math.min(g.number_of_agents, maxAgents);
  small.replicates = Math.min(small.replicates ?? 1, replicates);
  small.seed = 11;
  return small;
}

export async function checkRun(c: CorpusCase, cfg: SimulationConfig): Promise<string[]> {
  const out: string[] = [];
  const contagion = c.mechanism === 'epidemic' || c.mechanism === 'information';
  const small = smallCopy(cfg, contagion ? 20000 : 4000);
  const r = await runSimulation(small, { threads: 1 });
  const answer = computeAnswer(small, r.metrics, r.tracked);
  if (!answer.statement) out.push('no answer statement');
  else if (c.statementHas && !answer.statement.includes(c.statementHas)) out.push(`statement lacks "${c.statementHas}": ${answer.statement.slice(0, 120)}`);
  const q = small.question!;
  const [gid, name] = [q.target.slice(0, q.target.indexOf('.')), q.target.slice(q.target.indexOf('.') + 1)];
  const endOf = (byGroup: typeof r.metrics.by_group) => {
    const tl = byGroup.find((g) => g.group_id === gid)!.timeline;
    const last = tl[tl.length - 1];
    return last.variables[name] ?? last.actions[name];
  };
  const base = endOf(r.metrics.by_group);
  if (!Number.isFinite(base)) out.push(`baseline end value is not finite: ${base}`);
  if (c.end && !(base >= c.end[0] && base <= c.end[1])) out.push(`baseline end ${base.toPrecision(3)} outside [${c.end[0]}, ${c.end[1]}]`);
  const effects = c.effects ?? (c.effect ? [c.effect] : []);
  effects.forEach((effect, k) => {
    const arm = r.metrics.arms?.[k + 1];
    if (!arm) out.push(`no arm ${k + 1} to compare`);
    else {
      const v = endOf(arm.by_group);
      const moved = v - base;
      if (effect === 'up' ? !(moved > 0) : !(moved < 0)) out.push(`arm ${k + 1} moves the target ${moved >= 0 ? 'up' : 'down'} by ${moved.toPrecision(3)} (expected ${effect})`);
    }
  });
  return out;
}
