import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import { Analysis } from './schemas/simulations.js';
import { SimulationConfigSchema } from './simulation-config.js';

const gzip = promisify(gzipCb);

/**
 * The results document (GET /v1/simulations/{id}/results) made once from the stored texts:
 * the metrics, tens of MB for a wide configuration, are spliced in as stored rather than
 * parsed and serialized again; the small config and analysis pass through their output
 * schemas, as the procedure's output does. Compressed on libuv's thread pool, not the event
 * loop. The same JSON value as the `simulations.results` procedure answers.
 */
export async function makeResultsDocument(id: string, texts: { config: string; metrics: string; analysis: string }): Promise<Buffer> {
  const config = SimulationConfigSchema.parse(JSON.parse(texts.config));
  const analysis = Analysis.parse(JSON.parse(texts.analysis));
  const json = `{"id":${JSON.stringify(id)},"status":"COMPLETED_ANALYSIS","config":${JSON.stringify(config)},"metrics":${texts.metrics},"analysis":${JSON.stringify(analysis)}}`;
  return gzip(json, { level: 6 });
}
