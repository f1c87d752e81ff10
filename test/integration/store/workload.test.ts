import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, storeKinds, type TestDatabase } from '../../helpers/databases.js';
import { openStore, type Store } from '../../../src/store/index.js';
import { simulationRecord as sim } from '../../helpers/records.js';

// Two store handles on one database stand for two processes: each sees only what the other committed.
for (const kind of storeKinds()) {
  describe(`work leases and tenant load (${kind})`, () => {
    let db: TestDatabase;
    let a: Store;
    let b: Store;
    before(async () => {
      db = await createTestDatabase(kind);
      a = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      b = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
    });
    after(async () => {
      await a.close();
      await b.close();
      await db.drop();
    });

    it('one holder at a time: a live lease refuses others, an expired one is taken over and the old holder cannot renew it', async () => {
      const now = 1_700_000_000_000;
      const s = sim('t', now);
      await a.simulations.insert(s);
      assert.deepEqual(await a.workload.claim(s.id, 'A', 'architect', 0, now, 1000), { attempts: 1, lastError: null });
      assert.equal(await b.workload.claim(s.id, 'B', 'architect', 0, now + 500, 1000), null, 'held by A');
      assert.equal(await a.workload.renew(s.id, 'A', now + 600, 1000), true);
      assert.equal(await b.workload.claim(s.id, 'B', 'architect', 0, now + 1500, 1000), null, 'renewed until now + 1600');
      assert.deepEqual(await b.workload.claim(s.id, 'B', 'architect', 0, now + 1600, 1000), { attempts: 2, lastError: null }, 'expired: B takes over, a second attempt');
      assert.equal(await a.workload.renew(s.id, 'A', now + 1700, 1000), false, 'A lost it');
      assert.equal(await a.workload.claim(s.id, 'A', 'architect', 0, now + 1700, 1000), null);
    });

    it('attempts count per stage and generation; a failed attempt keeps others out until its backoff ends', async () => {
      const now = 1_700_000_100_000;
      const s = sim('t', now);
      await a.simulations.insert(s);
      assert.equal((await a.workload.claim(s.id, 'A', 'simulator', 0, now, 1000))?.attempts, 1);
      await a.workload.releaseForRetry(s.id, 'A', now + 300, 'Simulator failed: boom');
      const mine = async (at: number) => (await a.workload.findUnleased(['PENDING'], at, 100)).filter((f) => f.id === s.id);
      assert.deepEqual(await mine(now + 100), [], 'not before the backoff');
      assert.equal(await b.workload.claim(s.id, 'B', 'simulator', 0, now + 100, 1000), null);
      assert.deepEqual(await mine(now + 300), [{ id: s.id, tenantId: 't' }]);
      assert.deepEqual(await b.workload.claim(s.id, 'B', 'simulator', 0, now + 300, 1000), { attempts: 2, lastError: 'Simulator failed: boom' });
      assert.deepEqual(await b.workload.claim(s.id, 'B', 'analyst', 0, now + 400, 1000), { attempts: 1, lastError: null }, 'next stage: from 1');
      assert.deepEqual(await b.workload.claim(s.id, 'B', 'analyst', 1, now + 500, 1000), { attempts: 1, lastError: null }, 'a reset: from 1');
      await b.workload.release(s.id, 'B');
      assert.deepEqual(await a.workload.claim(s.id, 'A', 'analyst', 1, now + 600, 1000), { attempts: 1, lastError: null });
    });

    it('findUnleased lists unfinished simulations nobody holds, oldest first, and counts a tenant by status', async () => {
      const now = 1_700_000_200_000;
      const free = sim('u', now, { status: 'PROCESSING_SIMULATION' });
      const held = sim('u', now + 1, { status: 'PROCESSING_CONFIG' });
      const expired = sim('u', now + 2, { status: 'PENDING' });
      const done = sim('u', now + 3, { status: 'COMPLETED_ANALYSIS' });
      for (const s of [free, held, expired, done]) await a.simulations.insert(s);
      await a.workload.claim(held.id, 'A', 'architect', 0, now + 10_000, 60_000);
      await a.workload.claim(expired.id, 'A', 'architect', 0, now, 1000);
      const found = await b.workload.findUnleased(['PENDING', 'PROCESSING_CONFIG', 'PROCESSING_SIMULATION'], now + 20_000, 100);
      assert.deepEqual(found.filter((f) => f.tenantId === 'u').map((f) => f.id), [free.id, expired.id]);
      assert.deepEqual(await b.workload.countByStatus('u', ['PENDING', 'PROCESSING_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_CONFIG']), {
        PENDING: 1,
        PROCESSING_CONFIG: 1,
        PROCESSING_SIMULATION: 1,
      });
      assert.deepEqual(await b.workload.countByStatus('nobody', ['PENDING']), {});
    });
  });
}
