/**
 * Idempotency-Key holds across processes (docs/contract.md "Idempotency"): two API processes
 * on one MariaDB, the same key sent to both at once, exactly one simulation is created.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, mintKeyOn, storeKinds, type TestDatabase } from '../../helpers/databases.js';
import { startServerProcess, type ServerProcess } from '../../helpers/processes.js';

const ROUNDS = 8;

describe('Idempotency-Key across two API processes on one MariaDB', { skip: !storeKinds().includes('mysql') }, () => {
  let db: TestDatabase;
  let servers: ServerProcess[] = [];
  let key: string;
  before(async () => {
    db = await createTestDatabase('mysql');
    key = await mintKeyOn(db, 't', 1000);
    // The pipeline's Architect points at a closed port: each simulation fails at once, costing no CPU.
    const env = {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl as string,
      GRPC_PORT: '0',
      LLM_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      STAGE_ATTEMPTS: '1',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  });

  const create = async (s: ServerProcess, idempotencyKey: string) => {
    const r = await fetch(`${s.baseUrl}/v1/simulations`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({ prompt: `the same request ${idempotencyKey}` }),
    });
    return { status: r.status, replayed: r.headers.get('idempotent-replayed'), body: (await r.json()) as { id?: string; error?: string } };
  };

  it('two concurrent requests with one key, one to each process: exactly one simulation', async (t) => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const k = `round-${round}`;
      const answers = await Promise.all([create(servers[0], k), create(servers[1], k)]);
      const created = answers.filter((a) => a.status === 201);
      seen.push(answers.map((a) => (a.replayed ? 'replayed' : String(a.status))).join('+'));
      assert.ok(created.length >= 1, JSON.stringify(answers));
      for (const a of answers) {
        assert.ok(a.status === 201 || (a.status === 409 && a.body.error === 'IDEMPOTENCY_KEY_IN_PROGRESS'), JSON.stringify(a));
      }
      // Two 201s mean the second replayed the first: one id.
      assert.equal(new Set(created.map((a) => a.body.id)).size, 1, JSON.stringify(answers));
      // Once the first has finished, either process replays it.
      const later = await create(servers[(round + 1) % 2], k);
      assert.equal(later.status, 201);
      assert.equal(later.replayed, 'true');
      assert.equal(later.body.id, created[0].body.id);
    }
    t.diagnostic(`answers per round: ${seen.join(', ')}`);
    const list = await fetch(`${servers[0].baseUrl}/v1/simulations?limit=100`, { headers: { 'X-API-Key': key } });
    const page = (await list.json()) as { total: number };
    assert.equal(page.total, ROUNDS, 'one simulation per key, whatever process answered');
  });
});
