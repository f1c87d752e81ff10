/**
 * A watch is one request admitted once; it must not outlive its key (issue 11, item 6). The
 * gRPC WatchSimulation and the tRPC simulations.watch both end when the key they were opened
 * with is deleted or disabled, while the simulation is still running.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import { collect } from './client.js';
import { startGrpcApi, type GrpcApi } from './setup.js';

/** Liveness bound only: the watch reads every 250 ms (gRPC) / 500 ms (tRPC). */
const WITHIN_MS = 15_000;
const bounded = <T>(p: Promise<T>, what: string): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not end within ${WITHIN_MS} ms`)), WITHIN_MS).unref())]);

for (const kind of storeKinds()) {
  describe(`a watch ends when its key goes (${kind})`, () => {
    let g: GrpcApi;
    let admin: string;
    before(async () => {
      g = await startGrpcApi(kind);
      admin = (await g.api.mintKey('tenant-r')).api_key;
    });
    after(() => g.close());

    const create = async () => (await g.api.request('POST', '/v1/simulations', { key: admin, body: { prompt: 'watch me' } })).json.id as string;
    const revoke = {
      deleted: (keyId: string) => g.api.request('DELETE', `/v1/keys/${keyId}`, { key: admin }),
      disabled: (keyId: string) => g.api.request('PATCH', `/v1/keys/${keyId}`, { key: admin, body: { is_active: false } }),
    };

    for (const [how, act] of Object.entries(revoke)) {
      it(`gRPC WatchSimulation: key ${how} → the stream ends with UNAUTHENTICATED`, async () => {
        const id = await create();
        const watcher = await g.api.mintKey('tenant-r');
        const done = collect(g.simulations.watchSimulation({ id }, { key: watcher.api_key }), (_m, all) => {
          if (all.length === 1) void act(watcher.key_id);
        });
        const { messages, error } = await bounded(done, 'the gRPC watch');
        assert.equal(messages.length, 1);
        assert.equal(error?.code, status.UNAUTHENTICATED);
        assert.match(error.message, /Invalid or missing API key/);
      });

      it(`tRPC simulations.watch: key ${how} → the stream ends`, async () => {
        const id = await create();
        const watcher = await g.api.mintKey('tenant-r');
        const res = await fetch(`${g.api.baseUrl}/trpc/simulations.watch?input=${encodeURIComponent(JSON.stringify({ id }))}`, {
          headers: { 'X-API-Key': watcher.api_key, Accept: 'text/event-stream' },
        });
        assert.equal(res.status, 200);
        const reader = res.body!.getReader();
        let text = '';
        const readAll = async () => {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            text += new TextDecoder().decode(value);
            if (text.includes('"status":"PENDING"') && !text.includes('acted')) {
              text += '\n(acted)\n';
              await act(watcher.key_id);
            }
          }
        };
        await bounded(readAll(), 'the tRPC watch');
        assert.equal(text.match(/"status":"PENDING"/g)?.length, 1);
      });
    }

    it('a watch whose key stays goes on', async () => {
      const id = await create();
      const stream = g.simulations.watchSimulation({ id }, { key: admin });
      const first = collect(stream, () => undefined);
      await new Promise((r) => setTimeout(r, 1_500));
      await g.api.app.store.simulations.transition(id, 'FAILED', 'fail', Date.now(), { errorLog: 'stopped' });
      const { messages, error } = await bounded(first, 'the gRPC watch');
      assert.equal(error, undefined);
      assert.equal(messages.length, 2);
    });
  });
}
