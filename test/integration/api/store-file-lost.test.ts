/**
 * The SQLite file deleted or replaced under a running server (issue 11, item 6): writes used
 * to "succeed" into the unlinked file and vanish at exit. Now /readyz answers 503 saying so,
 * writes answer 503 SERVICE_UNAVAILABLE with Retry-After (gRPC UNAVAILABLE), nothing is
 * written into the lost file, an error is logged, and the service takes writes again once the
 * same file is back at its path. Another file at the path is never written either.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, linkSync, unlinkSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { status } from '@grpc/grpc-js';
import pino from 'pino';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { rejection } from '../grpc/client.js';
import { startGrpcApi, type GrpcApi } from '../grpc/setup.js';

describe('a deleted SQLite file under a running server', () => {
  let g: GrpcApi;
  let api: TestApi;
  let key: string;
  const lines: Array<{ level: number; msg: string; err?: { message?: string } }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  let file: string;

  before(async () => {
    g = await startGrpcApi('sqlite', {}, { logger: pino({ level: 'warn' }, sink) });
    api = g.api;
    key = (await api.mintKey('tenant-file')).api_key;
    file = join(api.db.dataDir, 'service.db');
  });
  after(() => g.close());

  const create = () => api.request('POST', '/v1/simulations', { key, body: { prompt: 'How does a rumour spread through a town of 500 people?' } });
  const count = async () => {
    const r = await api.request('GET', '/v1/simulations', { key });
    assert.equal(r.status, 200, r.text);
    return r.json.total as number;
  };

  it('writes work and /readyz is ready while the file is in place', async () => {
    assert.equal((await create()).status, 201);
    assert.equal((await api.request('GET', '/readyz')).status, 200);
  });

  it('once deleted: /readyz 503 names it, a write answers 503 with Retry-After, an error is logged, and nothing is written', async () => {
    linkSync(file, `${file}.keep`); // the same inode under another name, to put it back later
    unlinkSync(file);
    const ready = await api.request('GET', '/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.json, { status: 'not_ready', checks: { database: 'database file deleted while open', runner: 'ok' } });

    const refused = await create();
    assert.equal(refused.status, 503, refused.text);
    assert.deepEqual(refused.json, { error: 'SERVICE_UNAVAILABLE', message: 'The service cannot reach its database just now; retry later', retry_after: 5 });
    assert.equal(refused.headers.get('retry-after'), '5');
    const overGrpc = await rejection(g.simulations.createSimulation({ prompt: 'How does a rumour spread?' }, { key }));
    assert.equal(overGrpc.code, status.UNAVAILABLE);
    assert.equal(overGrpc.retryInfo?.retryDelay?.seconds, 5n);
    assert.equal(overGrpc.errorInfo?.reason, 'SERVICE_UNAVAILABLE');

    const lost = lines.filter((l) => l.level >= 50 && l.msg === 'database file lost: refusing writes');
    assert.equal(lost.length, 1, 'told once per loss');
    assert.match(lost[0].err?.message ?? '', /service\.db was deleted while the service had it open/);
    assert.ok(lines.some((l) => l.level >= 50 && l.msg === 'request failed'), 'the refused request is logged at error level');

    // Reads of what is committed still answer.
    assert.equal(await count(), 1);
  });

  it('once the same file is back: ready again, writes land, and the refused one never did', async () => {
    linkSync(`${file}.keep`, file);
    unlinkSync(`${file}.keep`);
    assert.equal((await api.request('GET', '/readyz')).status, 200);
    assert.equal((await create()).status, 201);
    assert.equal(await count(), 2);
  });

  it('another file put at the path is never written: 503 until a restart', async () => {
    renameSync(file, `${file}.old`);
    writeFileSync(file, '');
    const ready = await api.request('GET', '/readyz');
    assert.equal(ready.status, 503);
    assert.equal(ready.json.checks.database, 'database file replaced while open');
    assert.equal((await create()).status, 503);
    renameSync(`${file}.old`, file);
    assert.equal((await create()).status, 201, 'the original file back: writes go on');
  });
});

describe('a SQLite file deleted before the read connection is opened', () => {
  let api: TestApi;
  after(() => api.close());

  it('a read answers 503 and no empty database is created at the path', async () => {
    api = await startTestApi('sqlite');
    const key = (await api.mintKey('tenant-reader')).api_key;
    const created = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'How does a rumour spread through a town of 500 people?' } });
    assert.equal(created.status, 201);
    const file = join(api.db.dataDir, 'service.db');
    linkSync(file, `${file}.keep`);
    unlinkSync(file);
    // The first point read (a status poll) would open a second connection to the path.
    const r = await api.request('GET', `/v1/simulations/${created.json.id}`, { key });
    assert.equal(r.status, 503, r.text);
    assert.equal(existsSync(file), false, 'nothing was created where the file was');
    linkSync(`${file}.keep`, file);
    assert.equal((await api.request('GET', `/v1/simulations/${created.json.id}`, { key })).status, 200);
  });
});
