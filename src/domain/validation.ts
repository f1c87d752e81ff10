import { z } from 'zod';

/**
 * One violation in the FastAPI/pydantic-v1 shape that docs/contract.md "Errors" fixes for 422 bodies.
 * `loc` starts with `body`, `query` or `path` at the transport edge; inside the domain
 * it is relative to the value that was validated.
 */
export interface FieldError {
  loc: Array<string | number>;
  msg: string;
  type: string;
}

export type ValidationOutcome<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

// A missing field must read as pydantic's "field required", and the issue no longer carries
// its input once parsing ends, so the message is set where the input is still known.
const MISSING = 'field required';
const NOT_INTEGER = 'value is not a valid integer';
z.config({
  customError: (iss) => {
    if (iss.input === undefined && (iss.code === 'invalid_type' || iss.code === 'invalid_union' || iss.code === 'invalid_value')) return MISSING;
    // z.int() reports `expected: number` for a non-number input; only the schema knows it wanted an integer.
    if (iss.code === 'invalid_type' && (iss.inst as { _zod?: { def?: { format?: string } } } | undefined)?._zod?.def?.format === 'safeint') return NOT_INTEGER;
    return undefined;
  },
});

type Issue = z.core.$ZodIssue;

const TYPE_NAMES: Record<string, [string, string]> = {
  string: ['type_error.str', 'str type expected'],
  number: ['type_error.float', 'value is not a valid float'],
  int: ['type_error.integer', 'value is not a valid integer'],
  boolean: ['type_error.bool', 'value could not be parsed to a boolean'],
  object: ['type_error.dict', 'value is not a valid dict'],
  record: ['type_error.dict', 'value is not a valid dict'],
  array: ['type_error.list', 'value is not a valid list'],
  tuple: ['type_error.list', 'value is not a valid list'],
};

const FORMAT_NAMES: Record<string, [string, string]> = {
  uuid: ['value_error.uuid', 'value is not a valid uuid'],
  datetime: ['value_error.datetime', 'invalid datetime format'],
  date: ['value_error.date', 'invalid date format'],
  email: ['value_error.email', 'value is not a valid email address'],
};

const segment = (p: PropertyKey): string | number => (typeof p === 'symbol' ? String(p) : p);

function quote(v: unknown): string {
  return typeof v === 'string' ? `'${v}'` : String(v);
}

function one(issue: Issue, path: Array<string | number>): FieldError[] {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.message === MISSING) return [{ loc: path, msg: MISSING, type: 'value_error.missing' }];
      if (issue.message === NOT_INTEGER) return [{ loc: path, msg: NOT_INTEGER, type: 'type_error.integer' }];
      const [type, msg] = TYPE_NAMES[issue.expected] ?? [`type_error.${issue.expected}`, issue.message];
      return [{ loc: path, msg, type }];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return [{ loc: path, msg: `ensure this value has at least ${min} characters`, type: 'value_error.any_str.min_length' }];
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return [{ loc: path, msg: `ensure this value has at least ${min} items`, type: 'value_error.list.min_items' }];
      }
      return issue.inclusive
        ? [{ loc: path, msg: `ensure this value is greater than or equal to ${min}`, type: 'value_error.number.not_ge' }]
        : [{ loc: path, msg: `ensure this value is greater than ${min}`, type: 'value_error.number.not_gt' }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') {
        return [{ loc: path, msg: `ensure this value has at most ${max} characters`, type: 'value_error.any_str.max_length' }];
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return [{ loc: path, msg: `ensure this value has at most ${max} items`, type: 'value_error.list.max_items' }];
      }
      return issue.inclusive
        ? [{ loc: path, msg: `ensure this value is less than or equal to ${max}`, type: 'value_error.number.not_le' }]
        : [{ loc: path, msg: `ensure this value is less than ${max}`, type: 'value_error.number.not_lt' }];
    }
    case 'invalid_value':
      if (issue.message === MISSING) return [{ loc: path, msg: MISSING, type: 'value_error.missing' }];
      return [
        {
          loc: path,
          msg: `value is not a valid enumeration member; permitted: ${issue.values.map(quote).join(', ')}`,
          type: 'type_error.enum',
        },
      ];
    case 'invalid_format': {
      const known = FORMAT_NAMES[issue.format];
      if (known) return [{ loc: path, msg: known[1], type: known[0] }];
      if (issue.format === 'regex') {
        const pattern = (issue as { pattern?: string }).pattern ?? '';
        return [{ loc: path, msg: `string does not match regex "${pattern.replace(/^\/|\/$/g, '')}"`, type: 'value_error.str.regex' }];
      }
      return [{ loc: path, msg: issue.message, type: `value_error.${issue.format}` }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({ loc: [...path, k], msg: 'extra fields not permitted', type: 'value_error.extra' }));
    case 'invalid_union': {
      if (issue.message === MISSING) return [{ loc: path, msg: MISSING, type: 'value_error.missing' }];
      const withDiscriminator = issue as { note?: string; options?: unknown[] };
      if (withDiscriminator.note === 'No matching discriminator' && withDiscriminator.options) {
        return [
          {
            loc: path,
            msg: `value is not a valid enumeration member; permitted: ${withDiscriminator.options.map(quote).join(', ')}`,
            type: 'type_error.enum',
          },
        ];
      }
      return [{ loc: path, msg: issue.message, type: 'value_error.union' }];
    }
    case 'invalid_key':
      // A bad key of a record: report the key itself, with the key's own violation.
      return issue.issues.flatMap((inner) => one(inner as Issue, path)).map((e) => ({ ...e, msg: `invalid key: ${e.msg}` }));
    case 'invalid_element':
      return issue.issues.flatMap((inner) => one(inner as Issue, [...path, ...inner.path.map(segment)]));
    case 'not_multiple_of':
      return [{ loc: path, msg: `ensure this value is a multiple of ${String(issue.divisor)}`, type: 'value_error.number.not_multiple' }];
    case 'custom': {
      const type = typeof issue.params?.type === 'string' ? issue.params.type : 'value_error';
      return [{ loc: path, msg: issue.message, type }];
    }
    default:
      return [{ loc: path, msg: (issue as { message: string }).message, type: 'value_error' }];
  }
}

/** z.int()'s own check of the safe-integer range (±9007199254740991), as opposed to a field's bound. */
const isSafeRangeIssue = (i: Issue): boolean =>
  (i.code === 'too_big' || i.code === 'too_small') && i.origin === 'int' && /safe integer/i.test((i as { note?: string }).note ?? '');

/**
 * Maps zod issues to FieldErrors, prefixing every loc (e.g. with `body`). Lists every violation.
 * A huge integer breaks both the safe range and the field's own bound; only the field's bound
 * (the number the caller can act on) is reported then.
 */
export function zodIssuesToFieldErrors(
  issues: readonly Issue[],
  prefix: ReadonlyArray<string | number> = [],
): FieldError[] {
  const key = (i: Issue) => JSON.stringify(i.path.map(segment));
  const bounded = new Set(issues.filter((i) => (i.code === 'too_big' || i.code === 'too_small') && !isSafeRangeIssue(i)).map(key));
  return issues
    .filter((i) => !(isSafeRangeIssue(i) && bounded.has(key(i))))
    .flatMap((issue) => one(issue, [...prefix, ...issue.path.map(segment)]));
}

/** Parses with a schema and returns either the value or the FieldErrors. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  prefix: ReadonlyArray<string | number> = [],
): ValidationOutcome<z.output<S>> {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: zodIssuesToFieldErrors(r.error.issues, prefix) };
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string (and object key) of an input that holds a lone UTF-16 surrogate: such text
 * cannot be stored as UTF-8, and each store would alter it its own way, so it is refused
 * (422) wherever it comes from instead. Walked without recursion: inputs may nest deeply.
 */
export function loneSurrogateErrors(input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const bad = (loc: Array<string | number>) => errors.push({ loc, msg: 'string contains a lone UTF-16 surrogate', type: 'value_error.str.surrogate' });
  const stack: Array<[unknown, Array<string | number>]> = [[input, []]];
  while (stack.length > 0) {
    const [value, loc] = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) bad(loc);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], [...loc, i]]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, v] = entries[i];
        if (LONE_SURROGATE.test(k)) bad([...loc, k]);
        else stack.push([v, [...loc, k]]);
      }
    }
  }
  return errors;
}
