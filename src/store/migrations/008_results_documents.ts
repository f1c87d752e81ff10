import type { Knex } from 'knex';
import { binaryCollation } from './001_initial.js';

// The results document of a finished simulation (GET /v1/simulations/{id}/results), serialized
// once when the Analyst finishes and stored gzip-compressed in parts, so a read streams the
// stored bytes part by part instead of parsing and re-serializing metrics of tens of MB on
// the event loop. Deleted with the results it was made from (a reset, a config edit).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('simulation_results_documents', (t) => {
    binaryCollation(db, t);
    t.string('simulation_id', 36).notNullable();
    t.integer('part').notNullable();
    t.integer('parts').notNullable();
    if ((db.client as Knex.Client).config.client === 'mysql2') t.specificType('data', 'LONGBLOB').notNullable();
    else t.binary('data').notNullable();
    // A strong validator of the document (every part carries it): the ETag of GET /results.
    t.string('etag', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['simulation_id', 'part']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('simulation_results_documents');
}
