/**
 * trpc-to-openapi turns on `coerce` for every number/boolean/date in an input object, bodies
 * included, by mutating the (shared) schema. For query strings that is what we want; for JSON
 * bodies it would accept "5" for an integer and read "false" as true. So, for procedures that
 * take a body, `coerce` is pinned to false on every primitive reachable from their input.
 */
type Def = Record<string, unknown> & { type?: string };
interface SchemaLike {
  _zod?: { def: Def };
}

const PRIMITIVES = new Set(['number', 'boolean', 'bigint', 'date']);
const WRAPPERS = ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'left', 'right'] as const;

export function pinBodyCoercionOff(schema: unknown, seen = new Set<unknown>()): void {
  const def = (schema as SchemaLike | undefined)?._zod?.def;
  if (!def || seen.has(def)) return;
  seen.add(def);
  if (def.type && PRIMITIVES.has(def.type)) {
    if (Object.getOwnPropertyDescriptor(def, 'coerce')?.get) return; // already pinned (another app in this process)
    Object.defineProperty(def, 'coerce', { get: () => false, set: () => {}, configurable: false, enumerable: true });
    return;
  }
  if (def.type === 'object' && def.shape) for (const s of Object.values(def.shape as Record<string, unknown>)) pinBodyCoercionOff(s, seen);
  if (def.type === 'lazy' && typeof def.getter === 'function') pinBodyCoercionOff((def.getter as () => unknown)(), seen);
  for (const k of WRAPPERS) if (def[k]) pinBodyCoercionOff(def[k], seen);
  for (const k of ['options', 'items'] as const) if (Array.isArray(def[k])) for (const s of def[k] as unknown[]) pinBodyCoercionOff(s, seen);
}
