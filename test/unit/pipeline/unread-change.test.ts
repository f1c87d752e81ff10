import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { UNNAMED_CHANGE_VARIABLE } from '../../../src/pipeline/analyst/bracket.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * A change asked about that no lever was read in ("if we add weekly deadlines") is bracketed by
 * two options, its effect assumed a quarter up and a fifth down (docs/stages.md "A change the
 * reader cannot place"), and the Analyst never recommends one side of the bracket.
 */

after(() => closeSimPool());

const bracketEvents = (prompt: string) => {
  const d = designFromPrompt(prompt, { year: 2026 });
  assert.ok(d.ok, prompt);
  const config = d.config;
  return { config, events: (config.arms ?? []).map((a) => a.events.find((e) => e.target.endsWith(`.${UNNAMED_CHANGE_VARIABLE}`))) };
};

describe('a change no lever was read in', () => {
  it('is bracketed by two options that raise and lower the odds of the decision asked about', () => {
    const { config, events } = bracketEvents('How many students will drop out of our online course if we add weekly deadlines?');
    assert.equal(config.arms?.length, 2);
    assert.deepEqual(events.map((e) => e?.value), [1, -1]);
    assert.match(config.arms![0].label, /^Weekly deadlines added \(if it raises the odds by 25%\)$/);
    assert.match(config.arms![1].label, /^Weekly deadlines added \(if it lowers the odds by 20%\)$/);
    // The weight sits on the decision that moves drop-outs, not on enrolling.
    const group = config.agent_groups.find((g) => events[0]!.target.startsWith(`${g.id}.`))!;
    const weighted = Object.entries(group.actions).filter(([, a]) => a.weights?.[UNNAMED_CHANGE_VARIABLE] !== undefined);
    assert.deepEqual(weighted.map(([id]) => id), ['drops_out']);
    assert.equal(weighted[0][1].weights![UNNAMED_CHANGE_VARIABLE], Math.round(Math.log(1.25) * 1e6) / 1e6);
    assert.ok(config.assumptions?.some((a) => a.startsWith('No effect of "we add weekly deadlines" is known to this model')), config.assumptions?.join('\n'));
    assert.ok(config.assumptions?.some((a) => /these sizes are assumed, not estimated/.test(a)));
  });

  it('says so in the asker’s language', () => {
    const de = bracketEvents('Wie viele Kunden kündigen, wenn wir unser Logo ändern?').config;
    assert.ok(de.arms?.every((a) => /\(falls es die Chance um (?:25|20)\u00a0% (?:erhöht|senkt)\)$/.test(a.label)), de.arms?.map((a) => a.label).join(' | '));
    assert.ok(de.assumptions?.some((a) => a.startsWith('Für „wir unser Logo ändern“ kennt dieses Modell keine Wirkung')), de.assumptions?.join('\n'));
    const fr = bracketEvents('Combien de clients résilieront si nous changeons le logo ?').config;
    assert.ok(fr.assumptions?.some((a) => a.startsWith('Deux variantes l’encadrent')), fr.assumptions?.join('\n'));
  });

  for (const prompt of [
    // A lever read: its own option, no bracket.
    'How many customers will cancel if we raise the price by 10%?',
    // A negated clause names the status quo.
    'Will support for the new wind farm among 20,000 residents fall below 50% within 6 months if the developer offers no community benefit?',
    // Where things start is no change.
    'What share of 10,000 voters will back the mayor after 6 weeks if support starts at 45%?',
    // A state of the world, not a change someone makes.
    'Will measles spread among 2,000 unvaccinated children at a school if one case arrives?',
  ]) {
    it(`is not invented: ${prompt}`, () => {
      assert.ok(bracketEvents(prompt).events.every((e) => e === undefined));
    });
  }

  it('is answered with the spread between the two assumptions, never with one side as the better option', async () => {
    for (const [prompt, find] of [
      ['How many employees will quit if we introduce open-plan offices?', /^Find out what “Open-plan offices introduced” does before deciding on it: .* moves by \+\d+ \(.*\) or by −\d+ \(.*\) against “Status quo \(no change\)”\./],
      ['¿Cuántos clientes cancelarán si cambiamos el diseño de la app?', /^Averigüe qué efecto tiene «Cambiamos el diseño de la app» antes de decidir/],
    ] as const) {
      const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
      const run = await runSimulation(config, { threads: 1, seed: 7 });
      const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
      assert.ok(a.recommendations.some((r) => find.test(r)), a.recommendations.join('\n'));
      assert.ok(!a.recommendations.some((r) => /better option|mejor opción|Avoid|Evite|None of the options/.test(r)), a.recommendations.join('\n'));
      assert.equal(a.answer?.by_arm?.length, 3);
      assert.match(a.risks[0] ?? '', /^(?:What “.+” does is not known|No se sabe qué efecto tiene «.+»)/, a.risks.join('\n'));
    }
  });
});
