import { createHash } from 'node:crypto';
import os from 'node:os';
import type { SimulationConfig } from '../domain/simulation-config.js';
import { CHUNK_SIZE, ENGINE_VERSION } from './constants.js';
import { CheckpointError } from './errors.js';
import type { Plan } from './plan.js';

/**
 * Checkpoint format (all numbers little-endian):
 *   bytes 0..7    magic "ABMCKPT1"
 *   bytes 8..11   u32 length H of the header
 *   bytes 12..    header, UTF-8 JSON: { engineVersion, configHash, seed, step, chunkSize,
 *                 groups: [{ id, n, width }] }, zero-padded to a multiple of 8
 *   then per group, float64: snapshot means (width), metrics of steps 1..step
 *   (step × width, row per step), state (width columns of n values: variables, then actions)
 */
const MAGIC = 'ABMCKPT1';

export interface CheckpointHeader {
  engineVersion: string;
  configHash: string;
  seed: number;
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

export function encodeCheckpoint(
  plan: Plan,
  header: Omit<CheckpointHeader, 'groups' | 'chunkSize' | 'engineVersion'>,
  snapshot: Float64Array[],
  metrics: Float64Array[],
  state: Float64Array[][],
): Uint8Array {
  assertLittleEndian();
  const full: CheckpointHeader = {
    engineVersion: ENGINE_VERSION,
    configHash: header.configHash,
    seed: header.seed,
    step: header.step,
    chunkSize: CHUNK_SIZE,
    groups: plan.groups.map((g) => ({ id: g.id, n: g.n, width: g.width })),
  };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const headerEnd = Math.ceil((12 + json.length) / 8) * 8;
  let floats = 0;
  for (const g of plan.groups) floats += g.width + header.step * g.width + g.width * g.n;
  const out = new Uint8Array(headerEnd + floats * 8);
  out.set(Buffer.from(MAGIC, 'latin1'), 0);
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, 12);
  const f = new Float64Array(out.buffer, headerEnd, floats);
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
  return out;
}

export function decodeCheckpoint(bytes: Uint8Array): CheckpointData {
  assertLittleEndian();
  if (!(bytes instanceof Uint8Array) || bytes.length < 16) throw new CheckpointError('checkpoint is truncated');
  if (Buffer.from(bytes.subarray(0, 8)).toString('latin1') !== MAGIC) throw new CheckpointError('not a simulation checkpoint');
  const h = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  if (12 + h > bytes.length) throw new CheckpointError('checkpoint is truncated');
  let header: CheckpointHeader;
  try {
    header = JSON.parse(Buffer.from(bytes.subarray(12, 12 + h)).toString('utf8')) as CheckpointHeader;
  } catch {
    throw new CheckpointError('checkpoint header is corrupt');
  }
  if (header.engineVersion !== ENGINE_VERSION) {
    throw new CheckpointError(`checkpoint was written by engine ${header.engineVersion}; this is ${ENGINE_VERSION}`);
  }
  if (header.chunkSize !== CHUNK_SIZE) throw new CheckpointError('checkpoint chunk size differs from the engine');
  const headerEnd = Math.ceil((12 + h) / 8) * 8;
  let floats = 0;
  for (const g of header.groups) floats += g.width + header.step * g.width + g.width * g.n;
  if (bytes.length !== headerEnd + floats * 8) throw new CheckpointError('checkpoint length does not match its header');
  // Float64Array needs 8-byte alignment; a Buffer slice may not have it.
  const aligned = (bytes.byteOffset + headerEnd) % 8 === 0 ? bytes : bytes.slice();
  const f = new Float64Array(aligned.buffer, aligned.byteOffset + headerEnd, floats);
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
