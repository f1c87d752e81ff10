import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';
import { benchConfig, v2Config, waitForSimulation, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';
import { metricsHash } from '../../unit/sim/fixtures.js';
import { ENGINE_VERSION, runSimulation } from '../../../src/sim/index.js';
import { analystStage, simulatorStage, type StageDeps } from '../../../src/pipeline/stages.js';
import { createAnalyst, createArchitect, type AnalystRequest } from '../../../src/pipeline/providers.js';

for (const kind of storeKinds()) {
  describe(`Version 2 through the embedded Simulator (${kind})`, () => {
    let api: TestApi;
    let key: string;
    before(async () => {
      api = await startTestApi(kind, {}, { withPipeline: true });
      key = (await api.mintKey('t')).api_key;
    });
    after(() => api.close());

    it('with-config runs every arm × replicate to COMPLETED_ANALYSIS; metrics bit-identical to the kernel, tracked stored beside them', async () => {
      const config = v2Config();
      const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'What if EVs get a subsidy?', config } });
      assert.equal(created.status, 201);
      const id = created.json.id as string;
      const done = await waitForSimulation(api.baseUrl, key, id);
      assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
      assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);
      const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
      const direct = await runSimulation(config, { simulationId: id, threads: 1 });
      assert.deepEqual(res.metrics, direct.metrics, 'bit-identical to the kernel on its own');
      assert.equal(res.metrics.replicates, 4);
      assert.deepEqual(res.metrics.arms.map((a: { id: string; label: string }) => [a.id, a.label]), [
        ['baseline', 'Baseline'],
        ['subsidy', 'Subsidy from month 3'],
        ['none', 'Nothing changes'],
      ]);
      assert.deepEqual(res.metrics.arms[2].by_group, res.metrics.arms[0].by_group, 'an arm that changes nothing is the baseline');
      assert.ok(!('tracked' in res.metrics), 'tracked is internal');
      assert.deepEqual(await api.app.store.simulations.getTracked(id), direct.tracked);
      assert.equal(direct.tracked[0].target, 'households.owns_ev');
      assert.deepEqual(await api.app.store.simulations.loadCheckpoints(id, 0), [], 'no checkpoints left behind');
      assert.deepEqual(await api.app.store.simulations.listRunRecords(id, 0), [], 'no run records left behind');
    });

    it('a configuration without Version 2 fields gives, through the pipeline, the metrics the engine gave before Version 2', async () => {
      const config = benchConfig('diffusion');
      const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'EV diffusion', config } })).json.id as string;
      assert.equal((await waitForSimulation(api.baseUrl, key, id)).status, 'COMPLETED_ANALYSIS');
      const { metrics } = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
      assert.deepEqual(Object.keys(metrics).sort(), ['by_group', 'replicates']);
      assert.equal(metrics.replicates, 1);
      // The pipeline adds nothing to a Version 1 run: its metrics are the kernel's own run of the
      // configuration, pinned for this engine (abm-kernel/1.0.0 gave d865a13a…, before the
      // WebAssembly kernel changed the draw order; Version 2 itself changed no bit of it).
      assert.equal(ENGINE_VERSION, 'abm-kernel/2.0.0');
      assert.equal(metricsHash(metrics), '777f585f2ba8a4ee9715d2ada4717534e11320b8a62907e94557aae4e02f9c8c');
      assert.equal(metricsHash(metrics), metricsHash((await runSimulation(config, { threads: 1 })).metrics));
      assert.deepEqual(await api.app.store.simulations.getTracked(id), []);
    });

    it('the Simulator stores each finished run and the Analyst is handed the tracked series', async () => {
      const off = await startTestApi(kind);
      try {
        const k = (await off.mintKey('t')).api_key;
        const config = v2Config();
        const id = (await off.request('POST', '/v1/simulations/with-config', { key: k, body: { prompt: 'p', config } })).json.id as string;
        const requests: AnalystRequest[] = [];
        const builtin = createAnalyst();
        const records: number[] = [];
        const store = off.app.store;
        const deps: StageDeps = {
          store: {
            ...store,
            simulations: Object.assign(Object.create(Object.getPrototypeOf(store.simulations)), store.simulations, {
              saveRunRecord: (sid: string, gen: number, run: number, data: Uint8Array, now: number) => {
                records.push(run);
                return store.simulations.saveRunRecord(sid, gen, run, data, now);
              },
            }),
          },
          architect: createArchitect(),
          analyst: { name: 'capture', analyse: (req) => (requests.push(req), builtin.analyse(req)) },
          simulator: { threads: 2, memoryBudgetBytes: 2 ** 31, checkpointEveryMs: 5000 },
          clock: Date.now,
          logger: pino({ level: 'silent' }),
        };
        await simulatorStage(deps, id);
        assert.deepEqual([...records].sort((a, b) => a - b), Array.from({ length: 12 }, (_, i) => i), 'a record per run (3 arms × 4 replicates)');
        await analystStage(deps, id);
        assert.equal(requests.length, 1);
        const direct = await runSimulation(config, { simulationId: id, threads: 1 });
        assert.deepEqual(requests[0].tracked, direct.tracked);
        assert.deepEqual(requests[0].metrics, direct.metrics);
        assert.equal((await store.simulations.findById(id))?.status, 'COMPLETED_ANALYSIS');
      } finally {
        await off.close();
      }
    });
  });
}
