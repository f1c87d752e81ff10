import type { Knex } from 'knex';
import { binaryCollation } from './001_initial.js';

// Idempotency-Key records (docs/contract.md "Idempotency"), shared by every API process on the
// database. The key itself is never stored: `key_hash` is its SHA-256, and the first answer
// (`response`) is sealed with a key derived from it, so a copy of the table reveals neither
// the keys nor the answers (a key creation's answer holds the new secret).
// `state`: 'in_flight' while the first request runs (`locked_at` says since when), then
// 'done' with the answer. Rows are purged after `expires_at`.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('idempotency_keys', (t) => {
    binaryCollation(db, t);
    t.string('tenant_id', 64).notNullable();
    t.string('key_hash', 64).notNullable();
    t.string('fingerprint', 64).notNullable();
    t.string('state', 16).notNullable();
    t.bigInteger('locked_at').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.text('response', 'mediumtext').nullable();
    t.primary(['tenant_id', 'key_hash']);
    t.index(['expires_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('idempotency_keys');
}
