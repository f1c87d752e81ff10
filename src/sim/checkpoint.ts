import { createHash } from 'node:crypto';
import os from 'node:os';
import type { SimulationConfig } from '../domain/simulation-config.js';
import { CHUNK_SIZE, ENGINE_VERSION } from './constants.js';
import { CheckpointError } from './errors.js';
import type { Plan } from './plan.js';

/**
 * What a run leaves behind: a checkpoint while it is in flight, a record once it has finished.
 * Both are framed the same way (all numbers little-endian):
 *   bytes 0..7    magic: "ABMCKPT1" (checkpoint) or "ABMRUN01" (finished run)
 *   bytes 8..11   u32 length H of the header
 *   bytes 12..    header, UTF-8 JSON, zero-padded to a multiple of 8
 *   then float64 data, group after group:
 *     checkpoint: snapshot means (width), metrics of steps 1..step (step × width, a row per
 *                 step), state (width columns of n values: variables, then actions)
 *     record:     metrics of steps 1..steps (steps × width)
 */
const CHECKPOINT_MAGIC = 'ABMCKPT1';
const RECORD_MAGIC = 'ABMRUN01';

/** Which run of a configuration: arm 0 is the baseline; replicate r uses replicateSeed(baseSeed, r). */
export interface RunIdentity {
  arm: number;
  replicate: number;
  /** The run's own seed. */
  seed: number;
  /** The configuration's seed (replicate 0's). */
  baseSeed: number;
}

export interface CheckpointHeader extends RunIdentity {
  engineVersion: string;
  configHash: string;
  step: number;
  chunkSize: number;
  groups: Array<{ id: string; n: number; width: number }>;
}

export interface CheckpointData {
  header: CheckpointHeader;
  snapshot: Float64Array[];
  metrics: Float64Array[];
  state: Float64Array[][];
}

export interface RunRecordHeader extends RunIdentity {
  engineVersion: string;
  configHash: string;
  steps: number;
  groups: Array<{ id: string; width: number }>;
}

export interface RunRecord {
  header: RunRecordHeader;
  /** [group]: steps × width. */
  metrics: Float64Array[];
}

/**
 * Identifies the configuration a checkpoint belongs to. number_of_steps is left out so a
 * checkpoint can be continued by a longer run: a shorter run is a prefix of a longer one.
 */
export function configHash(config: SimulationConfig): string {
  const { number_of_steps: _steps, ...rest } = config;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function assertLittleEndian(): void {
  if (os.endianness() !== 'LE') throw new CheckpointError('checkpoints need a little-endian machine');
}

/**
 * `into`, when large enough, holds the bytes (a view of its start is returned), so a run can
 * write every checkpoint into one buffer; `into` null or too small means such a buffer is
 * wanted: a new one is allocated with room for the metrics of later steps.
 */
function frame(magic: string, header: object, floats: number, write: (f: Float64Array) => void, into?: ArrayBuffer | null): Uint8Array {
  let out: Uint8Array | undefined;
  frameWith(magic, header, floats, into, (o, f) => {
    write(f);
    out = o;
  });
  return out as Uint8Array;
}

/** frame(), with the data written by `write` (which may work asynchronously). */
function frameWith<R>(magic: string, header: object, floats: number, into: ArrayBuffer | null | undefined, write: (out: Uint8Array, f: Float64Array) => R): R {
  assertLittleEndian();
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const headerEnd = Math.ceil((12 + json.length) / 8) * 8;
  const length = headerEnd + floats * 8;
  const buffer = into && into.byteLength >= length ? into : new ArrayBuffer(into === undefined ? length : length + (length >> 6) + 4096);
  const out = new Uint8Array(buffer, 0, length);
  out.fill(0, 12 + json.length, headerEnd);
  out.set(Buffer.from(magic, 'latin1'), 0);
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, 12);
  return write(out, new Float64Array(out.buffer, headerEnd, floats));
}

function unframe<H>(magic: string, what: string, bytes: Uint8Array, floatsOf: (header: H) => number): { header: H; data: Float64Array } {
  assertLittleEndian();
  if (!(bytes instanceof Uint8Array) || bytes.length < 16) throw new CheckpointError(`${what} is truncated`);
  if (Buffer.from(bytes.subarray(0, 8)).toString('latin1') !== magic) throw new CheckpointError(`not a simulation ${what}`);
  const h = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  if (12 + h > bytes.length) throw new CheckpointError(`${what} is truncated`);
  let header: H & { engineVersion?: unknown };
  try {
    header = JSON.parse(Buffer.from(bytes.subarray(12, 12 + h)).toString('utf8')) as H & { engineVersion?: unknown };
  } catch {
    throw new CheckpointError(`${what} header is corrupt`);
  }
  if (header.engineVersion !== ENGINE_VERSION) {
    throw new CheckpointError(`${what} was written by engine ${String(header.engineVersion)}; this is ${ENGINE_VERSION}`);
  }
  const headerEnd = Math.ceil((12 + h) / 8) * 8;
  const floats = floatsOf(header);
  if (bytes.length !== headerEnd + floats * 8) throw new CheckpointError(`${what} length does not match its header`);
  // Float64Array needs 8-byte alignment; a Buffer slice may not have it.
  const aligned = (bytes.byteOffset + headerEnd) % 8 === 0 ? bytes : bytes.slice();
  return { header, data: new Float64Array(aligned.buffer, aligned.byteOffset + headerEnd, floats) };
}

export function encodeCheckpoint(
  plan: Plan,
  header: Omit<CheckpointHeader, 'groups' | 'chunkSize' | 'engineVersion'>,
  snapshot: Float64Array[],
  metrics: Float64Array[],
  state: Float64Array[][],
  /** A buffer to reuse (see frame); null: none yet, but one will be reused. */
  into?: ArrayBuffer | null,
): Uint8Array {
  return frame(CHECKPOINT_MAGIC, checkpointHeader(plan, header), checkpointFloats(plan.groups, header.step), (f) => {
    let o = 0;
    plan.groups.forEach((g, gi) => {
      f.set(snapshot[gi].subarray(0, g.width), o);
      o += g.width;
      f.set(metrics[gi].subarray(0, header.step * g.width), o);
      o += header.step * g.width;
      for (const col of state[gi]) {
        f.set(col, o);
        o += g.n;
      }
    });
  }, into);
}

/** Floats copied between two yields to the event loop (8 MB: a few ms). */
const COPY_SLICE_FLOATS = 1 << 20;

/**
 * encodeCheckpoint for the thread that serves requests: the same bytes, but copied a slice at
 * a time with a yield to the event loop between slices, so an image of hundreds of MB never
 * holds the loop for more than a few ms. The state must not change until it resolves (the run
 * waits for it at its step boundary).
 */
export async function encodeCheckpointAsync(
  plan: Plan,
  header: Omit<CheckpointHeader, 'groups' | 'chunkSize' | 'engineVersion'>,
  snapshot: Float64Array[],
  metrics: Float64Array[],
  state: Float64Array[][],
  into?: ArrayBuffer | null,
): Promise<Uint8Array> {
  return frameWith(CHECKPOINT_MAGIC, checkpointHeader(plan, header), checkpointFloats(plan.groups, header.step), into, async (out, f) => {
    let o = 0;
    let since = 0;
    const put = async (src: Float64Array) => {
      for (let i = 0; i < src.length; i += COPY_SLICE_FLOATS) {
        const part = src.subarray(i, i + COPY_SLICE_FLOATS);
        f.set(part, o);
        o += part.length;
        since += part.length;
        if (since >= COPY_SLICE_FLOATS) {
          since = 0;
          await new Promise((r) => setImmediate(r));
        }
      }
    };
    for (let gi = 0; gi < plan.groups.length; gi++) {
      const g = plan.groups[gi];
      await put(snapshot[gi].subarray(0, g.width));
      await put(metrics[gi].subarray(0, header.step * g.width));
      for (const col of state[gi]) await put(col.subarray(0, g.n));
    }
    return out;
  });
}

function checkpointHeader(plan: Plan, header: Omit<CheckpointHeader, 'groups' | 'chunkSize' | 'engineVersion'>): CheckpointHeader {
  return {
    engineVersion: ENGINE_VERSION,
    configHash: header.configHash,
    seed: header.seed,
    baseSeed: header.baseSeed,
    arm: header.arm,
    replicate: header.replicate,
    step: header.step,
    chunkSize: CHUNK_SIZE,
    groups: plan.groups.map((g) => ({ id: g.id, n: g.n, width: g.width })),
  };
}

/** Per group: the snapshot (width), the metrics of every step so far (step × width), the state (width columns of n). */
function checkpointFloats(groups: ReadonlyArray<{ n: number; width: number }>, step: number): number {
  let floats = 0;
  for (const g of groups) floats += g.width + step * g.width + g.width * g.n;
  return floats;
}

export function decodeCheckpoint(bytes: Uint8Array): CheckpointData {
  const { header, data: f } = unframe<CheckpointHeader>(CHECKPOINT_MAGIC, 'checkpoint', bytes, (h) => {
    if (h.chunkSize !== CHUNK_SIZE) throw new CheckpointError('checkpoint chunk size differs from the engine');
    return checkpointFloats(h.groups, h.step);
  });
  // Checkpoints written before arms and replicates existed belong to the one run there was.
  header.arm ??= 0;
  header.replicate ??= 0;
  header.baseSeed ??= header.seed;
  const snapshot: Float64Array[] = [];
  const metrics: Float64Array[] = [];
  const state: Float64Array[][] = [];
  let o = 0;
  for (const g of header.groups) {
    snapshot.push(f.subarray(o, o + g.width));
    o += g.width;
    metrics.push(f.subarray(o, o + header.step * g.width));
    o += header.step * g.width;
    const cols: Float64Array[] = [];
    for (let c = 0; c < g.width; c++) {
      cols.push(f.subarray(o, o + g.n));
      o += g.n;
    }
    state.push(cols);
  }
  return { header, snapshot, metrics, state };
}

export function encodeRunRecord(plan: Plan, header: Omit<RunRecordHeader, 'groups' | 'engineVersion' | 'steps'>, metrics: Float64Array[]): Uint8Array {
  const full: RunRecordHeader = {
    engineVersion: ENGINE_VERSION,
    configHash: header.configHash,
    seed: header.seed,
    baseSeed: header.baseSeed,
    arm: header.arm,
    replicate: header.replicate,
    steps: plan.steps,
    groups: plan.groups.map((g) => ({ id: g.id, width: g.width })),
  };
  const floats = plan.groups.reduce((s, g) => s + plan.steps * g.width, 0);
  return frame(RECORD_MAGIC, full, floats, (f) => {
    let o = 0;
    plan.groups.forEach((g, gi) => {
      f.set(metrics[gi].subarray(0, plan.steps * g.width), o);
      o += plan.steps * g.width;
    });
  });
}

export function decodeRunRecord(bytes: Uint8Array): RunRecord {
  const { header, data } = unframe<RunRecordHeader>(RECORD_MAGIC, 'run record', bytes, (h) =>
    h.groups.reduce((s, g) => s + h.steps * g.width, 0),
  );
  const metrics: Float64Array[] = [];
  let o = 0;
  for (const g of header.groups) {
    metrics.push(data.subarray(o, o + header.steps * g.width));
    o += header.steps * g.width;
  }
  return { header, metrics };
}
