import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { readIntent } from '../../../src/pipeline/architect/reader/intent.js';

/** "by March" is a deadline: the months from today to the end of the month named (docs/stages.md). */
const today = new Date(Date.UTC(2026, 10, 29));
const span = (prompt: string) => {
  const r = readIntent(prompt, { year: 2026, today });
  assert.ok(r.ok);
  return r.intent.horizon;
};

describe('a month named as a deadline', () => {
  for (const prompt of [
    'What share of 50,000 residents will get a booster shot by March if we send text reminders?',
    'Wie viele der 20.000 Senioren lassen sich bis Ende März gegen Grippe impfen?',
    '¿Cuántos mayores se vacunarán contra la gripe antes de marzo?',
    'Combien de seniors se feront vacciner contre la grippe d’ici fin mars ?',
  ]) {
    it(`runs to the end of that month, 4 months from 29 November: ${prompt}`, () => {
      const h = span(prompt);
      assert.deepEqual(h.span, { n: 4, unit: 'month' });
      assert.match(h.untilMonth ?? '', /^(?:March|März|marzo|mars)$/);
    });
  }

  it('counts to next year’s month when it is this one, and is said in the assumptions', () => {
    assert.deepEqual(span('How many will sign up by November?').span, { n: 12, unit: 'month' });
    const d = designFromPrompt('What share of 50,000 residents will get a booster shot by March if we send text reminders?', { year: 2026 });
    assert.ok(d.ok);
    assert.ok(d.config.assumptions?.some((a) => /^"March" is read as the end of that month, 3 months from today\.$/.test(a)), d.config.assumptions?.join('\n'));
  });

  it('is no deadline without a word that makes it one ("in March" is when, "may" is a verb)', () => {
    assert.equal(span('How many households will buy a heat pump if prices fall in March?').span, null);
    assert.deepEqual(span('How many households may adopt heat pumps by 2030?').span, { n: 4, unit: 'year' });
  });
});
