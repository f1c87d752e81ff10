import type { Knex } from 'knex';

// Timestamps are epoch milliseconds in BIGINT columns: identical on SQLite and MySQL, exact to
// the millisecond, and cheap to compare for the created_after/created_before filters.
// Large JSON documents use longtext so MySQL does not cap them at 64 KiB.
// On MySQL every table compares text byte for byte (utf8mb4_bin), as SQLite does: under a
// *_ci collation "EV" and "ev" (or U+FFFD and U+10000) would be one tag, one name.
export function binaryCollation(db: Knex, t: Knex.CreateTableBuilder): void {
  if ((db.client as Knex.Client).config.client === 'mysql2') {
    t.charset('utf8mb4');
    t.collate('utf8mb4_bin');
  }
}

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tenants', (t) => {
    binaryCollation(db, t);
    t.string('id', 64).primary();
    t.bigInteger('created_at').notNullable();
  });

  await db.schema.createTable('api_keys', (t) => {
    binaryCollation(db, t);
    t.string('id', 40).primary();
    t.string('tenant_id', 64).notNullable().references('tenants.id');
    t.string('name', 200).notNullable();
    t.string('key_hash', 64).notNullable().unique();
    t.string('environment', 8).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('rate_limit').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').nullable();
    t.bigInteger('last_used_at').nullable();
    t.bigInteger('usage_count').notNullable().defaultTo(0);
    t.index(['tenant_id', 'created_at']);
  });

  await db.schema.createTable('rate_limit_windows', (t) => {
    binaryCollation(db, t);
    t.string('key_id', 40).notNullable();
    t.bigInteger('window_start').notNullable();
    t.integer('used').notNullable().defaultTo(0);
    t.integer('last_grant').notNullable().defaultTo(0);
    t.primary(['key_id', 'window_start']);
  });

  await db.schema.createTable('scenarios', (t) => {
    binaryCollation(db, t);
    t.string('id', 36).primary();
    t.string('tenant_id', 64).notNullable();
    t.string('name', 200).notNullable();
    t.text('description').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['tenant_id', 'created_at']);
  });

  await db.schema.createTable('simulations', (t) => {
    binaryCollation(db, t);
    t.string('id', 36).primary();
    t.string('tenant_id', 64).notNullable();
    t.string('scenario_id', 36).nullable();
    t.string('title', 200).notNullable();
    t.text('prompt').notNullable();
    t.text('tags').notNullable();
    t.string('status', 32).notNullable();
    t.text('lifecycle', 'longtext').notNullable();
    t.text('error_log').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['tenant_id', 'created_at']);
    t.index(['tenant_id', 'status', 'created_at']);
    t.index(['scenario_id']);
    t.index(['status']);
  });

  await db.schema.createTable('simulation_tags', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).notNullable();
    t.string('tenant_id', 64).notNullable();
    t.string('tag', 64).notNullable();
    t.primary(['simulation_id', 'tag']);
    t.index(['tenant_id', 'tag']);
  });

  await db.schema.createTable('simulation_configs', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).primary();
    t.text('config', 'longtext').notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  await db.schema.createTable('simulation_metrics', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).primary();
    t.text('metrics', 'longtext').notNullable();
    t.bigInteger('seed').notNullable();
    t.string('engine_version', 32).notNullable();
    t.bigInteger('created_at').notNullable();
  });

  await db.schema.createTable('simulation_analyses', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).primary();
    t.text('analysis', 'longtext').notNullable();
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const t of [
    'simulation_analyses',
    'simulation_metrics',
    'simulation_configs',
    'simulation_tags',
    'simulations',
    'scenarios',
    'rate_limit_windows',
    'api_keys',
    'tenants',
  ]) {
    await db.schema.dropTableIfExists(t);
  }
}
