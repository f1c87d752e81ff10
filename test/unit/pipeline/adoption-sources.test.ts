import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ADOPTION_SOURCES } from '../../../src/pipeline/architect/phrasebook/adoption-sources.js';

/**
 * The sources of the adoption products (mechanisms/adoption.ts `sources`) end up in parentheses
 * inside assumptions otherwise in German, Spanish or French (phrasebook/adoption-sources.ts):
 * each has a translation in every language, which is no longer English and keeps the numbers.
 */

const ADOPTION = readFileSync(new URL('../../../src/pipeline/architect/mechanisms/adoption.ts', import.meta.url), 'utf8');
const SOURCES = [...new Set([...ADOPTION.matchAll(/sources: '([^']*)'/g)].map((m) => m[1]))];
const LANGS = ['de', 'es', 'fr'] as const;
const numbers = (s: string): string[] => s.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe('adoption sources in other languages', () => {
  it('are read from adoption.ts, all written in single quotes', () => {
    assert.ok(SOURCES.length >= 20, `only ${SOURCES.length} sources found in adoption.ts`);
    assert.doesNotMatch(ADOPTION, /sources: *["`]/);
  });

  for (const lang of LANGS) {
    it(`has every source in ${lang}`, () => {
      const missing = SOURCES.filter((s) => !(s in ADOPTION_SOURCES[lang]));
      assert.deepEqual(missing, []);
    });

    it(`has no ${lang} entry for a source adoption.ts no longer has`, () => {
      const stale = Object.keys(ADOPTION_SOURCES[lang]).filter((s) => !SOURCES.includes(s));
      assert.deepEqual(stale, []);
    });

    it(`translates every source into ${lang}, keeping its numbers`, () => {
      for (const [en, text] of Object.entries(ADOPTION_SOURCES[lang])) {
        assert.notEqual(text.trim(), '', en);
        assert.notEqual(text, en);
        assert.doesNotMatch(text, /\bassumed\b| about | households/i, `${lang}: ${text}`);
        for (const n of numbers(en)) assert.ok(numbers(text).includes(n), `${lang}: ${n} of "${en}" missing in "${text}"`);
      }
    });
  }

  it('puts a space before the colon and semicolon in French', () => {
    for (const text of Object.values(ADOPTION_SOURCES.fr)) assert.doesNotMatch(text, /[^\s\u00a0][:;]/, text);
  });
});
