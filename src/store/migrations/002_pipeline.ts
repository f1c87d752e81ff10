import type { Knex } from 'knex';
import { binaryCollation } from './001_initial.js';

// generation: bumped by every reset (config edit, architect rerun), so a stage that was
//   stopped can never write its outputs over the new run's.
// progress_*: the Simulator's step count, for watchers (gRPC WatchSimulation, operators).
// architect_options: max_turns/model of the last architect request, reused on recovery.
// Checkpoints are split into parts so no single row exceeds MySQL's max_allowed_packet.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('simulations', (t) => {
    t.integer('generation').notNullable().defaultTo(0);
    t.integer('progress_step').nullable();
    t.integer('progress_total').nullable();
    t.text('architect_options').nullable();
  });
  const isMysql = (db.client as Knex.Client).config.client === 'mysql2';
  await db.schema.createTable('simulation_checkpoints', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).notNullable();
    t.integer('generation').notNullable();
    t.integer('step').notNullable();
    t.integer('part').notNullable();
    t.integer('parts').notNullable();
    if (isMysql) t.specificType('data', 'LONGBLOB').notNullable();
    else t.binary('data').notNullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['simulation_id', 'part']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('simulation_checkpoints');
  await db.schema.alterTable('simulations', (t) => {
    t.dropColumn('generation');
    t.dropColumn('progress_step');
    t.dropColumn('progress_total');
    t.dropColumn('architect_options');
  });
}
