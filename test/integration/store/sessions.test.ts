import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiKeyRecord } from '../../../src/domain/records.js';
import { openStore, type Store } from '../../../src/store/index.js';
import { createTestDatabase, storeKinds, type TestDatabase } from '../../helpers/databases.js';

const NOW = Date.UTC(2026, 10, 22, 10);

function key(id: string, over: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return { id, tenantId: 'acme', name: 'k', keyHash: id.padEnd(64, '0'), environment: 'live', isActive: true, rateLimit: 1000, createdAt: NOW, expiresAt: null, lastUsedAt: null, usageCount: 0, ...over };
}

for (const kind of storeKinds()) {
  describe(`dashboard sessions repository (${kind})`, () => {
    let db: TestDatabase;
    let store: Store;
    before(async () => {
      db = await createTestDatabase(kind);
      store = await openStore({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      await store.keys.ensureTenant('acme', NOW);
      await store.keys.insert(key('key_a', { expiresAt: NOW + 5_000 }));
      await store.keys.insert(key('key_b', { isActive: false, rateLimit: 7 }));
    });
    after(async () => {
      await store.close();
      await db.drop();
    });

    it('stores a session and reads it back with its key in one query (epoch-ms timestamps exact)', async () => {
      await store.sessions.insert({ tokenHash: 'a'.repeat(64), keyId: 'key_a', tenantId: 'acme', createdAt: NOW, expiresAt: NOW + 43_200_000 });
      const s = await store.sessions.findWithKey('a'.repeat(64));
      assert.deepEqual(s, {
        tokenHash: 'a'.repeat(64),
        tenantId: 'acme',
        createdAt: NOW,
        expiresAt: NOW + 43_200_000,
        key: { id: 'key_a', tenantId: 'acme', name: 'k', environment: 'live', isActive: true, rateLimit: 1000, expiresAt: NOW + 5_000 },
      });
    });

    it('reports the key’s state as it is now (a disabled key is seen disabled)', async () => {
      await store.sessions.insert({ tokenHash: 'b'.repeat(64), keyId: 'key_b', tenantId: 'acme', createdAt: NOW, expiresAt: NOW + 1 });
      const s = await store.sessions.findWithKey('b'.repeat(64));
      assert.equal(s?.key.isActive, false);
      assert.equal(s?.key.rateLimit, 7);
    });

    it('token hashes compare byte for byte (no case-insensitive match)', async () => {
      assert.equal(await store.sessions.findWithKey('A'.repeat(64)), null);
    });

    it('a session whose key is deleted is not found, and purge removes it with the expired ones', async () => {
      await store.keys.insert(key('key_c'));
      await store.sessions.insert({ tokenHash: 'c'.repeat(64), keyId: 'key_c', tenantId: 'acme', createdAt: NOW, expiresAt: NOW + 43_200_000 });
      await store.keys.delete('key_c');
      assert.equal(await store.sessions.findWithKey('c'.repeat(64)), null);
      // b expired at NOW + 1; c lost its key; a is current.
      assert.equal(await store.sessions.purge(NOW + 1), 2);
      assert.ok(await store.sessions.findWithKey('a'.repeat(64)));
      assert.equal(await store.database.db('dashboard_sessions').count({ n: '*' }).first().then((r) => Number((r as { n: number }).n)), 1);
    });

    it('delete ends one session and says whether there was one', async () => {
      assert.equal(await store.sessions.delete('a'.repeat(64)), true);
      assert.equal(await store.sessions.delete('a'.repeat(64)), false);
      assert.equal(await store.sessions.findWithKey('a'.repeat(64)), null);
    });

    it('a token hash is unique', async () => {
      await store.sessions.insert({ tokenHash: 'd'.repeat(64), keyId: 'key_a', tenantId: 'acme', createdAt: NOW, expiresAt: NOW + 1000 });
      await assert.rejects(store.sessions.insert({ tokenHash: 'd'.repeat(64), keyId: 'key_a', tenantId: 'acme', createdAt: NOW, expiresAt: NOW + 1000 }));
    });
  });
}
