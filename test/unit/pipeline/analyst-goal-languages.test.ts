import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { goalOf } from '../../../src/pipeline/analyst/goal.js';
import { targetInfo } from '../../../src/pipeline/analyst/target.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * German, Spanish and French answers know which way is better for the asker, as English ones
 * do (docs/analyst.md "Which way is better"): an option that makes things worse is named as
 * one to avoid, never followed by "weigh that gain against its cost".
 */

after(() => closeSimPool());

async function recommendations(prompt: string) {
  const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
  const run = await runSimulation(config, { threads: 1, seed: 4242 });
  const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
  return { config, recs: a.recommendations, statement: a.answer?.statement ?? '' };
}

const CASES = [
  {
    prompt: 'Wie viele der 20.000 Haushalte installieren bis 2030 eine Wärmepumpe, wenn die Förderung um die Hälfte gekürzt wird?',
    goal: 1,
    avoid: /^Vermeiden Sie „Förderung um die Hälfte gekürzt“/,
    gain: /Wägen Sie diesen Gewinn/,
  },
  {
    prompt: '¿Cuántos de los 10.000 socios de un gimnasio se darán de baja en un año si subimos la cuota un 10%?',
    goal: -1,
    avoid: /^Evite «Subida de la cuota un 10%»/,
    gain: /Compare esa ganancia/,
  },
  {
    prompt: "Combien de salariés sur 2 000 quitteront l'entreprise en deux ans si le télétravail est supprimé ?",
    goal: -1,
    avoid: /^Évitez «\s?Télétravail supprimé\s?»/,
    gain: /Mettez ce gain/,
  },
  {
    prompt: 'Wie viele von 3.000 Haushalten kaufen in 24 Monaten eine Wärmepumpe, wenn die Förderung um 30 % steigt?',
    goal: 1,
    better: /ist die bessere Option: .*Wägen Sie diesen Gewinn gegen die Kosten ab\.$/,
  },
  // "Impfung (diese Saison)": "diese" is no death ("die"), and more vaccinated is the aim.
  {
    prompt: 'Wie viele von 20.000 Erwachsenen lassen sich gegen Grippe impfen, wenn die Impfung kostenlos ist?',
    goal: 1,
    better: /^„Kostenlos“ ist die bessere Option: .*Wägen Sie diesen Gewinn gegen die Kosten ab\.$/,
  },
  // Fewer closures are the aim, in any language: "Schließung (erfolgt)" is read from its id.
  {
    prompt: 'Wie viele von 3.000 Restaurants schließen innerhalb von zwei Jahren, wenn die Energiepreise um 40 % steigen?',
    goal: -1,
    avoid: /^Vermeiden Sie „Energiepreise um 40 % gestiegen“/,
    gain: /Wägen Sie diesen Gewinn/,
  },
  // "Départs (employés)": the employees who leave are no jobs gained ("employ" before an accent is not "employed").
  {
    prompt: 'Combien d’employés démissionneront si nous baissons les salaires de 5 % ?',
    goal: -1,
    avoid: /^Évitez «\s?Baisse des salaires de 5\s?%\s?»/,
    gain: /Mettez ce gain/,
  },
];

describe('answers in German, Spanish and French recommend by the asker’s goal', () => {
  for (const c of CASES) {
    it(c.prompt, async () => {
      const { config, recs, statement } = await recommendations(c.prompt);
      // The group is named once: never "Départs (Salariés) (total sur les salariés)".
      assert.doesNotMatch(statement, /\)\s*\((?:total|Summe|suma|media|moyenne|Durchschnitt)\b/i, statement);
      assert.equal(goalOf(targetInfo(config, config.question!.target), config), c.goal, 'the goal read from the outcome');
      if (c.avoid) {
        assert.ok(recs.some((r) => c.avoid.test(r)), recs.join('\n'));
        assert.ok(!recs.some((r) => c.gain.test(r)), `no gain to weigh after a loss:\n${recs.join('\n')}`);
      }
      if (c.better) assert.ok(recs.some((r) => c.better.test(r)), recs.join('\n'));
    });
  }
});
