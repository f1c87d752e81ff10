/** The spec's bound on one assumption (simulation-model.md: up to 30 strings of at most 300 characters). */
export const ASSUMPTION_MAX = 300;

/**
 * Assumptions within the spec's bounds without losing what they say: a sentence over 300
 * characters (German, Spanish and French run longer than English, and sources stay as
 * published) is split at its last full stop or clause break ("; ") outside parentheses that
 * fits, into two; only a sentence with no such break is cut, with an ellipsis. At most `max` remain.
 */
export function fitAssumptions(list: string[], max: number): string[] {
  return list.flatMap(split).slice(0, max);
}

function split(a: string): string[] {
  if (a.length <= ASSUMPTION_MAX) return [a];
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < ASSUMPTION_MAX - 1; i++) {
    const ch = a[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    // A break late enough that the first sentence says something on its own: a full stop or a semicolon.
    else if ((ch === ';' || (ch === '.' && /\p{Lu}/u.test(a[i + 2] ?? ''))) && depth === 0 && a[i + 1] === ' ' && i >= 60) cut = i;
  }
  if (cut < 0) return [`${a.slice(0, ASSUMPTION_MAX - 1)}…`];
  const head = `${a.slice(0, cut).trimEnd()}.`;
  const rest = a.slice(cut + 1).trimStart();
  return [head, ...split(rest.charAt(0).toUpperCase() + rest.slice(1))];
}
