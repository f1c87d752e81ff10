import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Checkpoints and run records of an embedded (SQLite file) database, kept as files beside it
 * rather than in it: SQLite writes synchronously on the thread that serves the API, and its
 * file never gives back the space of deleted blobs. Files are written and read on libuv's
 * thread pool, replaced atomically (write, then rename), and removed with the simulation's
 * results: one directory per simulation, names by generation, run and step:
 *   <dir>/<simulation id>/ckpt-g<generation>-r<run>-s<step>.bin
 *   <dir>/<simulation id>/rec-g<generation>-r<run>.bin
 * Not compressed: agent state after a few steps is noise to a compressor (gzip level 1 saved
 * 6% at about 10 MB/s on this machine; docs/event-loop.md).
 */
export class RunFiles {
  constructor(readonly dir: string) {}

  private simDir(id: string): string {
    // Ids are validated UUIDs; anything else never names a path.
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new Error(`not a simulation id: ${id.slice(0, 80)}`);
    return join(this.dir, id);
  }

  private async entries(id: string): Promise<Array<{ name: string; kind: 'ckpt' | 'rec'; generation: number; run: number; step: number }>> {
    let names: string[];
    try {
      names = await readdir(this.simDir(id));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const out: Array<{ name: string; kind: 'ckpt' | 'rec'; generation: number; run: number; step: number }> = [];
    for (const name of names) {
      const m = /^(ckpt|rec)-g(\d+)-r(\d+)(?:-s(\d+))?\.bin$/.exec(name);
      if (m) out.push({ name, kind: m[1] as 'ckpt' | 'rec', generation: Number(m[2]), run: Number(m[3]), step: Number(m[4] ?? 0) });
    }
    return out;
  }

  private async write(id: string, name: string, data: Uint8Array): Promise<void> {
    const dir = this.simDir(id);
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `.tmp-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(tmp, data);
      await rename(tmp, join(dir, name));
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  private async read(id: string, name: string): Promise<Uint8Array | null> {
    try {
      const b = await readFile(join(this.simDir(id), name));
      return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  private async removeWhere(id: string, pick: (e: { name: string; kind: string; generation: number; run: number }) => boolean): Promise<void> {
    for (const e of await this.entries(id)) if (pick(e)) await unlink(join(this.simDir(id), e.name)).catch(() => {});
  }

  /** Replaces the run's checkpoint (of any generation). */
  async saveCheckpoint(id: string, generation: number, run: number, step: number, data: Uint8Array): Promise<void> {
    const name = `ckpt-g${generation}-r${run}-s${step}.bin`;
    await this.write(id, name, data);
    await this.removeWhere(id, (e) => e.kind === 'ckpt' && e.run === run && e.name !== name);
  }

  /** The checkpoints of that generation (or of one run) whose run has no record yet, by run. */
  async loadCheckpoints(id: string, generation: number, run?: number): Promise<Array<{ run: number; step: number; data: Uint8Array }>> {
    const entries = (await this.entries(id)).filter((e) => e.generation === generation && (run === undefined || e.run === run));
    const recorded = new Set(entries.filter((e) => e.kind === 'rec').map((e) => e.run));
    const out: Array<{ run: number; step: number; data: Uint8Array }> = [];
    for (const e of entries.filter((x) => x.kind === 'ckpt' && !recorded.has(x.run)).sort((a, b) => a.run - b.run || b.step - a.step)) {
      if (out.some((o) => o.run === e.run)) continue; // an older one a crash left behind
      const data = await this.read(id, e.name);
      if (data) out.push({ run: e.run, step: e.step, data });
    }
    return out;
  }

  /** Stores a finished run's record, then drops its checkpoint. */
  async saveRunRecord(id: string, generation: number, run: number, data: Uint8Array): Promise<void> {
    await this.write(id, `rec-g${generation}-r${run}.bin`, data);
    await this.removeWhere(id, (e) => e.kind === 'ckpt' && e.run === run);
  }

  async listRunRecords(id: string, generation: number): Promise<number[]> {
    return (await this.entries(id))
      .filter((e) => e.kind === 'rec' && e.generation === generation)
      .map((e) => e.run)
      .sort((a, b) => a - b);
  }

  async loadRunRecord(id: string, generation: number, run: number): Promise<Uint8Array | null> {
    return this.read(id, `rec-g${generation}-r${run}.bin`);
  }

  /** Files of other generations than `keep` (all when undefined). */
  async removeAll(id: string, keep?: number): Promise<void> {
    if (keep === undefined) await rm(this.simDir(id), { recursive: true, force: true });
    else await this.removeWhere(id, (e) => e.generation !== keep);
  }

  /** Simulation ids that have files. */
  async simulations(): Promise<string[]> {
    try {
      return (await readdir(this.dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
}
