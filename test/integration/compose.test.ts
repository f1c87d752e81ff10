import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../helpers/processes.js';

/** `docker compose config` (or the v1 `docker-compose config`) parses the stack; no engine needed. */
function composeClient(): string[] {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  throw new Error('no compose client: install docker-compose (Debian) or the docker compose plugin (.ci/run does)');
}

describe('docker-compose.yml', () => {
  it('is valid and wires MySQL, Temporal (+UI), the API and the worker', () => {
    const [cmd, ...pre] = composeClient();
    const out = execFileSync(cmd, [...pre, '-f', 'docker-compose.yml', 'config'], { cwd: REPO_ROOT, encoding: 'utf8' });
    for (const service of ['mysql:', 'temporal:', 'temporal-ui:', 'api:', 'worker:']) assert.match(out, new RegExp(`^  ${service}`, 'm'));
    assert.match(out, /TEMPORAL_ADDRESS: temporal:7233/);
    assert.match(out, /DATABASE_URL: mysql:\/\/root:root@mysql:3306\/simulations/);
  });
});
