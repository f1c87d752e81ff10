import { DEFAULT_CONFIG_LIMITS, type SimulationConfig } from '../../../domain/simulation-config.js';
import { fitAssumptions } from '../design/fit.js';
import type { StepUnit } from '../reader/types.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { LabelBook, Translate } from './types.js';

const BOOKS: Record<string, LabelBook> = { de, es, fr };

/** Labels that are the model's own bookkeeping keep their English mark: the Analyst recognises helpers by it. */
const KEEP = /model arithmetic|^log-odds$|^index$|^0 = no, 1 = yes$/i;

/** English numbers written in the language's convention: "5.6%" → "5,6 %", "3,000" → "3.000"; years stay. */
export function localNums(text: string, locale: string): string {
  return text
    .replace(/(\d)%/g, '$1\u00a0%')
    .replace(/[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−]?\d+\.\d+/g, (m) => {
      const neg = /^[-−]/.test(m);
      const plain = m.replace(/^[-−]/, '').replace(/,/g, '');
      const d = plain.includes('.') ? plain.split('.')[1].length : 0;
      const grouped = m.includes(',');
      const s = new Intl.NumberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d, useGrouping: grouped }).format(Number(plain));
      return `${neg ? '−' : ''}${s}`;
    });
}

function translator(book: LabelBook): Translate {
  const t: Translate = {
    // A name capitalised at the start of a sentence ("Measles: each case …") is the same thing; a
    // thing the table does not know may still be a phrase the frames know ("quit during the period").
    thing: (en) => {
      const bare = en.replace(/^(?:a|an|the)\s+/i, '').trim();
      return book.things[bare] ?? book.things[bare.charAt(0).toLowerCase() + bare.slice(1)] ?? translate(book, en, t);
    },
    tr: (en) => translate(book, en, t),
    nums: (en) => localNums(en, book.locale),
  };
  return t;
}

function translate(book: LabelBook, en: string, t: Translate): string {
  if (KEEP.test(en)) return en;
  for (const [re, f] of book.frames) {
    const m = re.exec(en);
    if (m) return f(t, ...m.slice(1).map((x) => x ?? ''));
  }
  return en;
}

/** The label book for a prompt's language, or null for English. */
export function labelBook(lang: string): LabelBook | null {
  return BOOKS[lang] ?? null;
}

/**
 * The configuration in the prompt's language: labels and units of every variable and action,
 * and the assumptions. Identifiers, numbers of the model and the bookkeeping marks are left as
 * they are, so the model is the same one the English prompt gets.
 */
export function localiseConfig(config: SimulationConfig, book: LabelBook): void {
  const t = translator(book);
  for (const g of config.agent_groups) {
    const share = /^share of (.+)$/i;
    for (const spec of [...Object.values(g.variables), ...Object.values(g.actions)]) {
      if (spec.label) spec.label = t.tr(spec.label).slice(0, 120);
      if (spec.unit) spec.unit = (share.test(spec.unit) && spec.unit.toLowerCase() === `share of ${g.name.toLowerCase()}` ? book.shareOf(g.name) : t.tr(spec.unit)).slice(0, 32);
    }
  }
  // At most 300 characters each, as the design keeps them (the languages run longer than English): long ones are split.
  if (config.assumptions) config.assumptions = fitAssumptions(config.assumptions.map((a) => t.tr(a)), DEFAULT_CONFIG_LIMITS.maxAssumptions);
}

/** One English label of the model in the book's language (at most 120 characters). */
export function localLabel(book: LabelBook, label: string): string {
  return translator(book).tr(label).slice(0, 120);
}

export function localTitle(book: LabelBook, label: string, people: number, group: string, n: number, unit: StepUnit): string {
  const t = translator(book);
  const name = t.tr(label);
  // A label that is lower case inside a sentence ("gasto en …") starts the title capitalised.
  const s = book.title(name.charAt(0).toUpperCase() + name.slice(1), new Intl.NumberFormat(book.locale).format(people), group, n, unit);
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
}
