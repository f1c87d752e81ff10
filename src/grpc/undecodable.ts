import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import type { ServiceFailure } from '../domain/errors.js';
import type { FieldError } from '../domain/validation.js';

/**
 * A request message that could not be decoded. grpc-js answers INTERNAL ("Error deserializing
 * request") when a deserializer throws, which blames the server for the client's bytes; so the
 * deserializer returns this instead and the call answers it (src/grpc/call.ts) as the catalog
 * failure it is: INVALID_ARGUMENT with a BadRequest naming each string field whose bytes are not
 * UTF-8 (REST refuses text no store can keep as sent the same way, 422, docs/contract.md), or
 * INVALID_ARGUMENT "Bad Request" for bytes that are not a protobuf message at all.
 */
export class UndecodableRequest {
  constructor(readonly failure: ServiceFailure) {}
}

const fatal = new TextDecoder('utf-8', { fatal: true });

function validUtf8(bytes: Uint8Array): boolean {
  try {
    fatal.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const NOT_UTF8 = (loc: Array<string | number>): FieldError => ({ loc, msg: 'string is not valid UTF-8', type: 'value_error.str.encoding' });

/**
 * Where the string fields of `bytes` (a `desc` message) hold invalid UTF-8, by REST-style loc:
 * the field's name, an index into a repeated field, a key of a map. Throws on bytes that are
 * not a well-formed message.
 */
export function invalidUtf8Fields(desc: DescMessage, bytes: Uint8Array, prefix: Array<string | number> = []): FieldError[] {
  const out: FieldError[] = [];
  const reader = new BinaryReader(bytes);
  const counts = new Map<number, number>();
  while (reader.pos < reader.len) {
    const [no, wireType] = reader.tag();
    const field = desc.fields.find((f) => f.number === no);
    if (!field || wireType !== WireType.LengthDelimited) {
      reader.skip(wireType, no);
      continue;
    }
    const index = counts.get(no) ?? 0;
    counts.set(no, index + 1);
    out.push(...lengthDelimited(field, reader.bytes(), prefix, index));
  }
  return out;
}

function lengthDelimited(field: DescField, data: Uint8Array, prefix: Array<string | number>, index: number): FieldError[] {
  const loc = [...prefix, field.name];
  switch (field.fieldKind) {
    case 'scalar':
      return field.scalar === ScalarType.STRING && !validUtf8(data) ? [NOT_UTF8(loc)] : [];
    case 'message':
      return invalidUtf8Fields(field.message, data, loc);
    case 'list':
      if (field.listKind === 'message') return invalidUtf8Fields(field.message, data, [...loc, index]);
      // Packed numbers are length-delimited too; only strings can be invalid text.
      return field.listKind === 'scalar' && field.scalar === ScalarType.STRING && !validUtf8(data) ? [NOT_UTF8([...loc, index])] : [];
    case 'map':
      return mapEntry(field, data, loc);
    default:
      return [];
  }
}

/** A map entry: key = 1, value = 2. A key that is not text names the entry by its position. */
function mapEntry(field: Extract<DescField, { fieldKind: 'map' }>, data: Uint8Array, loc: Array<string | number>): FieldError[] {
  const reader = new BinaryReader(data);
  let key: string | undefined;
  let badKey = false;
  const values: Uint8Array[] = [];
  while (reader.pos < reader.len) {
    const [no, wireType] = reader.tag();
    if (no === 1 && wireType === WireType.LengthDelimited && field.mapKey === ScalarType.STRING) {
      const b = reader.bytes();
      if (validUtf8(b)) key = fatal.decode(b);
      else badKey = true;
    } else if (no === 2 && wireType === WireType.LengthDelimited) values.push(reader.bytes());
    else reader.skip(wireType, no);
  }
  if (badKey) return [NOT_UTF8(loc)];
  const at = key === undefined ? loc : [...loc, key];
  const out: FieldError[] = [];
  for (const v of values) {
    if (field.mapKind === 'message') out.push(...invalidUtf8Fields(field.message, v, at));
    else if (field.mapKind === 'scalar' && field.scalar === ScalarType.STRING && !validUtf8(v)) out.push(NOT_UTF8(at));
  }
  return out;
}

/** What a deserializer that failed on `bytes` answers instead. */
export function undecodable(desc: DescMessage, bytes: Uint8Array): UndecodableRequest {
  try {
    const errors = invalidUtf8Fields(desc, bytes);
    if (errors.length > 0) return new UndecodableRequest({ code: 'VALIDATION', errors });
  } catch {
    // not a protobuf message at all
  }
  return new UndecodableRequest({ code: 'BAD_REQUEST' });
}
