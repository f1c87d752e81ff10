import type { StepUnit } from '../reader/types.js';

/**
 * The Architect's words in German, Spanish or French: the configuration's labels, units,
 * assumptions and title in the prompt's language (one table per language, de.ts, es.ts,
 * fr.ts). The mechanisms write English; localise.ts passes every label through the
 * language's frames after the design is complete, so the mechanisms stay one source of truth.
 * A sentence no frame knows stays English (docs/stages.md "Languages").
 *
 * State labels are nouns that read after "mit", "con", "avec" (the Analyst says "Anteil der
 * Haushalte mit Wärmepumpe"), and alone in a table.
 */

export interface Translate {
  /** A thing ("a heat pump", "the supplier") as a noun of the language, without article. */
  thing(en: string): string;
  /** Another label or sentence through the same frames (a nested part). */
  tr(en: string): string;
  /** English numbers in a text written in the language's convention ("5.6%" → "5,6 %"). */
  nums(en: string): string;
}

export type Frame = [RegExp, (t: Translate, ...m: string[]) => string];

export interface LabelBook {
  lang: 'de' | 'es' | 'fr';
  locale: string;
  things: Record<string, string>;
  /** Whole-text frames, first match wins; anchored ^…$. */
  frames: Frame[];
  /** The unit of a share of a group: "Anteil der Haushalte". */
  shareOf(group: string): string;
  /** "Wärmepumpen: Verbreitung — 3.000 Haushalte, 24 Monate". */
  title(label: string, people: string, group: string, n: number, unit: StepUnit): string;
}
