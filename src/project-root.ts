import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's directory: the nearest one above this module whose package.json is this
 * project's. Found rather than counted in `../`, because the same code runs from its sources
 * (tsx, tests) and bundled into dist/server.mjs (`npm start`), which sit at different depths.
 */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'simulation-service') return dir;
    if (dirname(dir) === dir) throw new Error(`no simulation-service package.json above ${from}`);
  }
}
