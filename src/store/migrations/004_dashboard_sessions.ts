import type { Knex } from 'knex';
import { binaryCollation } from './001_initial.js';

// Dashboard sign-in sessions. The browser holds a random token; only its SHA-256 is stored
// (token_hash), like API keys. A session acts with its key (key_id): when the key is deleted,
// disabled or expired the session stops working at once, because every use joins the key.
// No foreign key: a key's deletion already makes its sessions useless, and they are purged
// with the expired ones.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('dashboard_sessions', (t) => {
    binaryCollation(db, t);
    t.string('token_hash', 64).primary();
    t.string('key_id', 40).notNullable();
    t.string('tenant_id', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.index(['key_id']);
    t.index(['expires_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('dashboard_sessions');
}
