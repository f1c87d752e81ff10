import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { isExternalEvent } from '../../../src/pipeline/analyst/goal.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * Something that happens to the asker (a rival opening, a crash) is prepared for, never an
 * option to "avoid" or to pick (docs/analyst.md "Recommendations"); and a logic gate with a rate
 * folded into it is not a behaviour the key drivers may perturb.
 */

after(() => closeSimPool());

async function analyse(prompt: string) {
  const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
  config.replicates = Math.min(config.replicates ?? 1, 8);
  const run = await runSimulation(config, { threads: 1, seed: 5 });
  return createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
}

describe('events that happen to the asker', () => {
  it('tells them from choices by the arm’s words, in four languages', () => {
    for (const arm of [
      { id: 'rival_opened_next_door', label: 'Rival opened next door' },
      { id: 'stock_market_crash', label: '20% stock market crash' },
      { id: 'x', label: 'Nebenan ein Konkurrent eröffnet' },
      { id: 'x', label: 'Subida del paro' },
      { id: 'x', label: 'Hausse du chômage de 2 points' },
      { id: 'rumour_spreads', label: 'Rumour spreads' },
    ])
      assert.equal(isExternalEvent(arm), true, arm.label);
    for (const arm of [{ id: 'price_raised', label: 'Price raised 10%' }, { id: 'x', label: 'Remote work ended' }, { id: 'x', label: 'Hybrid working' }, { id: 'x', label: 'Rumour debunked by teachers' }]) assert.equal(isExternalEvent(arm), false, arm.label);
  });

  it('says to prepare for a rival opening, not to avoid it, and not that no option does better', async () => {
    const a = await analyse('If a rival opens next door, how many of our 5,000 gym members will switch within six months?');
    const recs = a.recommendations.join('\n');
    assert.match(recs, /^Prepare for “Rival opened next door”: it works against fewer gym members who have switched away/m, recs);
    assert.doesNotMatch(recs, /Avoid “Rival|None of the options compared/, recs);
  });

  it('says it in German too', async () => {
    const a = await analyse('Wie viele Mitglieder verlieren wir, wenn nebenan ein Konkurrent eröffnet?');
    const recs = a.recommendations.join('\n');
    assert.match(recs, /Bereiten Sie sich auf „.*Konkurrent.*“ vor/, recs);
    assert.doesNotMatch(recs, /Vermeiden Sie|Keine der verglichenen Optionen/, recs);
  });

  it('still tells a choice that works against the aim to be avoided', async () => {
    const a = await analyse('How many of our 2,000 employees will leave within two years if we end remote work?');
    assert.match(a.recommendations.join('\n'), /Avoid “Remote work ended”/);
  });
});

describe('gates are not drivers', () => {
  it('never perturbs a gate that carries a rate (no change of 90 points from a 10% change)', async () => {
    const a = await analyse('What share of 200,000 investors sell after a 20% stock market crash?');
    const text = a.key_drivers.join('\n');
    for (const m of text.matchAll(/(\d+(?:\.\d+)?) percentage points (?:higher|lower)/g)) assert.ok(Number(m[1]) < 20, text);
  });
});
