/**
 * The part of the WebAssembly JavaScript API the kernel uses. TypeScript declares it only in
 * its DOM libraries, which this Node project does not load.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: BufferSource);
  }
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
    shared?: boolean;
  }
  class Memory {
    constructor(descriptor: MemoryDescriptor);
    readonly buffer: ArrayBuffer | SharedArrayBuffer;
  }
  type ImportValue = ((...args: number[]) => number) | Memory;
  type Imports = Record<string, Record<string, ImportValue>>;
  type ExportValue = ((...args: number[]) => unknown) | Memory;
  class Instance {
    constructor(module: Module, imports?: Imports);
    readonly exports: Record<string, ExportValue>;
  }
  function validate(bytes: BufferSource): boolean;
  class RuntimeError extends Error {}
}

type BufferSource = ArrayBufferView | ArrayBuffer;
