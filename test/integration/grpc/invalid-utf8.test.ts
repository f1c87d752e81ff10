/**
 * A request whose string fields hold bytes that are not UTF-8 (issue 11, item 6): grpc-js used
 * to answer INTERNAL "Error deserializing request" (the server blamed for the client's bytes).
 * It is refused with INVALID_ARGUMENT and a BadRequest naming each such field, as REST refuses
 * text no store can keep as sent (422); bytes that are no protobuf message at all get
 * INVALID_ARGUMENT "Bad Request". The messages are built by hand, since no client library
 * will encode such a string.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as grpc from '@grpc/grpc-js';
import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import {
  CreateSimulationRequestSchema,
  CreateSimulationWithConfigRequestSchema,
  WatchSimulationRequestSchema,
} from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { invalidUtf8Fields } from '../../../src/grpc/undecodable.js';
import { decodeError, type DecodedStatus } from './client.js';
import { startGrpcApi, type GrpcApi } from './setup.js';

/** The message's bytes with every "ÿ" (UTF-8 C3 BF) turned into FF 61: same length, not UTF-8. */
function withBadBytes<D extends DescMessage>(schema: D, init: MessageInitShape<D>): Buffer {
  const b = Buffer.from(toBinary(schema, create(schema, init)));
  for (let i = 0; i + 1 < b.length; i++) if (b[i] === 0xc3 && b[i + 1] === 0xbf) b.set([0xff, 0x61], i);
  return b;
}

const violations = (e: DecodedStatus) => (e.badRequest?.fieldViolations ?? []).map((v) => [v.field, v.description]);
const NOT_UTF8 = 'string is not valid UTF-8';

describe('invalid UTF-8 over gRPC', () => {
  let g: GrpcApi;
  let key: string;
  let raw: grpc.Client;
  before(async () => {
    g = await startGrpcApi('sqlite');
    key = (await g.api.mintKey('tenant-utf8')).api_key;
    raw = new grpc.Client(`127.0.0.1:${g.port}`, grpc.credentials.createInsecure());
  });
  after(async () => {
    raw.close();
    await g.close();
  });

  const md = () => {
    const m = new grpc.Metadata();
    m.set('x-api-key', key);
    return m;
  };
  const pass = (b: Buffer) => b;

  const unary = (method: string, bytes: Buffer) =>
    new Promise<DecodedStatus>((resolve, reject) => {
      raw.makeUnaryRequest(`/simulation.v1.SimulationsService/${method}`, pass, pass, bytes, md(), (err) =>
        err ? resolve(decodeError(err)) : reject(new Error('expected the call to fail')),
      );
    });

  it('a top-level string: INVALID_ARGUMENT naming the field, and nothing is created', async () => {
    const e = await unary('CreateSimulation', withBadBytes(CreateSimulationRequestSchema, { prompt: 'How does a rumour spread? ÿ' }));
    assert.equal(e.code, grpc.status.INVALID_ARGUMENT);
    assert.deepEqual(violations(e), [['prompt', NOT_UTF8]]);
    assert.equal(e.message, `Invalid request: prompt: ${NOT_UTF8}`);
    const listed = await g.api.request('GET', '/v1/simulations', { key });
    assert.equal(listed.json.total, 0);
  });

  it('every bad string is named: repeated fields by index, nested messages, map keys', async () => {
    const e = await unary(
      'CreateSimulationWithConfig',
      withBadBytes(CreateSimulationWithConfigRequestSchema, {
        prompt: 'fine',
        config: {
          numberOfSteps: 3,
          agentGroups: [{ id: 'a', name: 'ok' }, { id: 'b', name: 'ÿ', variables: { 'wealthÿ': {} } }],
          assumptions: ['ok', 'ÿ'],
        },
      }),
    );
    assert.equal(e.code, grpc.status.INVALID_ARGUMENT);
    assert.deepEqual(violations(e), [
      ['config.agent_groups.1.name', NOT_UTF8],
      ['config.agent_groups.1.variables', NOT_UTF8],
      ['config.assumptions.1', NOT_UTF8],
    ]);
  });

  it('a server-streaming call is refused the same way', async () => {
    const bytes = withBadBytes(WatchSimulationRequestSchema, { id: 'ÿ' });
    const e = await new Promise<DecodedStatus>((resolve, reject) => {
      const s = raw.makeServerStreamRequest(`/simulation.v1.SimulationsService/WatchSimulation`, pass, pass, bytes, md());
      s.on('data', () => reject(new Error('expected no message')));
      s.on('error', (err) => resolve(decodeError(err)));
      s.on('end', () => reject(new Error('expected the call to fail')));
    });
    assert.equal(e.code, grpc.status.INVALID_ARGUMENT);
    assert.deepEqual(violations(e), [['id', NOT_UTF8]]);
  });

  it('bytes that are no message at all: INVALID_ARGUMENT "Bad Request", not INTERNAL', async () => {
    const e = await unary('CreateSimulation', Buffer.from([0x0a, 0x7f, 0x61])); // a string of 127 bytes, 1 present
    assert.equal(e.code, grpc.status.INVALID_ARGUMENT);
    assert.equal(e.message, 'Bad Request');
  });

  it('valid text passes the check untouched (the walker finds nothing)', () => {
    const b = toBinary(CreateSimulationRequestSchema, create(CreateSimulationRequestSchema, { prompt: 'ÿ é 漢字 🙂', tags: ['x'] }));
    assert.deepEqual(invalidUtf8Fields(CreateSimulationRequestSchema, b), []);
  });
});
