import type { Knex } from 'knex';
import { binaryCollation } from './001_initial.js';

// Work leases of the embedded runner (docs/operations.md). A process works on a simulation's
// stage only while it holds the row's lease (owner, expires_at in epoch ms), renewing it as
// it goes; a lease that is not renewed expires, and any running process's sweeper takes the
// simulation over. `stage` and `generation` say which piece of work `attempts` counts (a new
// stage or a reset starts again at 0); `retry_at` holds a failed attempt's backoff. Leases
// live in their own table so status changes and leases never contend for one row lock.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('simulation_leases', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).primary();
    t.string('owner', 100).nullable();
    t.bigInteger('expires_at').notNullable().defaultTo(0);
    t.string('stage', 16).notNullable();
    t.integer('generation').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('retry_at').notNullable().defaultTo(0);
    t.text('last_error').nullable();
  });
  // The sweeper looks for unfinished simulations every few seconds, across tenants.
  await db.schema.alterTable('simulations', (t) => {
    t.index(['status', 'created_at'], 'simulations_status_created_at_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('simulations', (t) => {
    t.dropIndex(['status', 'created_at'], 'simulations_status_created_at_index');
  });
  await db.schema.dropTableIfExists('simulation_leases');
}
