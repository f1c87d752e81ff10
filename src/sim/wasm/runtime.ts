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
    throw new SimulationMemoryError(layout.pages * 65536, MAX_PAGES * 65536);
  }
  hit = { module: new WebAssembly.Module(buildGroupModule(g, layout)), layout };
  cache.set(key, hit);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return hit;
}

/** A zeroed shared memory for one group of one run, with the constant tables written. */
export function allocateGroupMemory(layout: GroupLayout): WebAssembly.Memory {
  const memory = new WebAssembly.Memory({ initial: layout.pages, maximum: layout.pages, shared: true });
  writeTables(layout, memory.buffer);
  return memory;
}

export type StepExport = (chunk: number, start: number, end: number, seed: number, group: number, step: number, ...coef: number[]) => void;
export type InitExport = (chunk: number, start: number, end: number, seed: number, group: number) => void;

export interface GroupInstance {
  step: StepExport;
  init: InitExport;
}

// Per thread: a memory that arrives in a worker message is a fresh object each time, so
// instances die with their task there; on the main thread they live as long as the run.
const instances = new WeakMap<WebAssembly.Memory, GroupInstance>();

export function instanceFor(module: WebAssembly.Module, memory: WebAssembly.Memory): GroupInstance {
  let inst = instances.get(memory);
  if (!inst) {
    const { exports } = new WebAssembly.Instance(module, { env: { memory, exp: Math.exp, log: Math.log } });
    inst = { step: exports[STEP_EXPORT] as StepExport, init: exports[INIT_EXPORT] as InitExport };
    instances.set(memory, inst);
  }
  return inst;
}
