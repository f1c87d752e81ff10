import type { Knex } from 'knex';
import { binaryCollation } from './001_initial.js';

// Version 2 runs every arm × replicate of a simulation as its own run (index = replicate ×
// arms + arm). While the Simulator works:
//   simulation_run_checkpoints: the last checkpoint of each run in flight (replaces
//     simulation_checkpoints, whose rows become run 0's: the one run there was);
//   simulation_run_records: the per-step metrics of each finished run, so a crash or a
//     killed Temporal worker costs only the runs in flight, and the reduce can read them back.
// Both are deleted when the metrics are written. Blobs are split into parts so no single row
// exceeds MySQL's max_allowed_packet.
// simulation_metrics.tracked: the per-replicate series the Analyst reads (internal, never in
//   the public metrics).

function blobTable(db: Knex, t: Knex.CreateTableBuilder): void {
  binaryCollation(db, t);
  t.string('simulation_id', 36).notNullable();
  t.integer('generation').notNullable();
  t.integer('run').notNullable();
  t.integer('part').notNullable();
  t.integer('parts').notNullable();
  if ((db.client as Knex.Client).config.client === 'mysql2') t.specificType('data', 'LONGBLOB').notNullable();
  else t.binary('data').notNullable();
  t.bigInteger('created_at').notNullable();
  t.primary(['simulation_id', 'run', 'part']);
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('simulation_metrics', (t) => {
    t.text('tracked', 'longtext').nullable();
  });
  await db.schema.createTable('simulation_run_checkpoints', (t) => {
    blobTable(db, t);
    t.integer('step').notNullable();
  });
  await db.schema.createTable('simulation_run_records', (t) => blobTable(db, t));
  await db('simulation_run_checkpoints').insert(
    db('simulation_checkpoints').select('simulation_id', 'generation', db.raw('0 as run'), 'part', 'parts', 'data', 'created_at', 'step'),
  );
  await db.schema.dropTable('simulation_checkpoints');
}

export async function down(db: Knex): Promise<void> {
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
  await db('simulation_checkpoints').insert(
    db('simulation_run_checkpoints').where({ run: 0 }).select('simulation_id', 'generation', 'step', 'part', 'parts', 'data', 'created_at'),
  );
  await db.schema.dropTable('simulation_run_records');
  await db.schema.dropTable('simulation_run_checkpoints');
  await db.schema.alterTable('simulation_metrics', (t) => {
    t.dropColumn('tracked');
  });
}
