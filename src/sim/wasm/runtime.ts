import type { PlanGroup } from '../plan.js';
import { SimulationMemoryError } from '../errors.js';
import { buildGroupModule, INIT_EXPORT, STEP_EXPORT } from './group-module.js';
import { groupLayout, MAX_PAGES, writeTables, type GroupLayout } from './layout.js';

/**
 * Compiling and instantiating group modules. A compiled module is cached by the group's
 * plan, so reruns of a configuration (and every task of a run) reuse the code V8 has
 * already optimised; WebAssembly.Module and a shared WebAssembly.Memory both travel to
 * worker threads by reference.
 */
export interface CompiledGroup {
  module: WebAssembly.Module;
  layout: GroupLayout;
}

const CACHE_LIMIT = 64;
const cache = new Map<string, CompiledGroup>();

export function compileGroup(g: PlanGroup): CompiledGroup {
  const key = JSON.stringify(g);
  let hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const layout = groupLayout(g);
  if (layout.pages > MAX_PAGES) {
    // One group's columns must fit one 32-bit address space.
    throw new SimulationMemoryError(layout.pages * 65536, MAX_PAGES * 65536, `group '${g.id}' in one WebAssembly memory, 4 GiB at most`);
  }
  hit = { module: new WebAssembly.Module(buildGroupModule(g, layout)), layout };
  cache.set(key, hit);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return hit;
}

/**
 * Memories of finished runs, by layout, for the next runs to reuse. A shared memory lives as
 * long as any thread that saw it still holds it, and pool workers collect their garbage
 * rarely: allocating a fresh memory per run let a simulation of many runs grow the process
 * by every run's state. Reuse is safe: initialisation writes every column and sum the kernel
 * reads, scratch is rewritten before it is read, the tables never change, and padding agents
 * never reach a real agent's values. Spares are dropped after a while idle.
 */
// No more spares are ever kept than memories were in use at once (each release follows an
// allocation), so the pool is bounded by the peak of a simulation already paid for.
const SPARE_IDLE_MS = 30_000;
const spares = new Map<string, WebAssembly.Memory[]>();
let dropSpares: NodeJS.Timeout | null = null;

/** A shared memory for one group of one run, with the constant tables written (its other contents are undefined). */
export function allocateGroupMemory(layout: GroupLayout): WebAssembly.Memory {
  const spare = spares.get(layout.key)?.pop();
  if (spare) return spare;
  const memory = new WebAssembly.Memory({ initial: layout.pages, maximum: layout.pages, shared: true });
  writeTables(layout, memory.buffer);
  return memory;
}

/** Hands a finished run's memory back for reuse; nothing may use it afterwards. */
export function releaseGroupMemory(layout: GroupLayout, memory: WebAssembly.Memory): void {
  let list = spares.get(layout.key);
  if (!list) spares.set(layout.key, (list = []));
  if (!list.includes(memory)) list.push(memory);
  if (dropSpares) dropSpares.refresh();
  else {
    dropSpares = setTimeout(() => {
      spares.clear();
      dropSpares = null;
    }, SPARE_IDLE_MS);
    dropSpares.unref();
  }
}

/** Forgets every spare memory of this thread now (after the warm-up, whose layout no real run shares; when the pool is recycled after a large run). */
export function dropSpareMemories(): void {
  spares.clear();
  if (dropSpares) clearTimeout(dropSpares);
  dropSpares = null;
}

export type StepExport = (chunk: number, start: number, end: number, seed: number, group: number, step: number, ...coef: number[]) => void;
export type InitExport = (chunk: number, start: number, end: number, seed: number, group: number) => void;

export interface GroupInstance {
  step: StepExport;
  init: InitExport;
}

// Per thread, per memory and module: a memory that arrives in a worker message is a fresh
// object each time, so instances die with their task there; on the main thread they live as
// long as the memory (which later runs of other configurations may reuse with their module).
const instances = new WeakMap<WebAssembly.Memory, WeakMap<WebAssembly.Module, GroupInstance>>();

export function instanceFor(module: WebAssembly.Module, memory: WebAssembly.Memory): GroupInstance {
  let byModule = instances.get(memory);
  if (!byModule) instances.set(memory, (byModule = new WeakMap()));
  let inst = byModule.get(module);
  if (!inst) {
    const { exports } = new WebAssembly.Instance(module, { env: { memory, exp: Math.exp, log: Math.log } });
    inst = { step: exports[STEP_EXPORT] as StepExport, init: exports[INIT_EXPORT] as InitExport };
    byModule.set(module, inst);
  }
  return inst;
}
