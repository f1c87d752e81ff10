import { Client, Connection, WorkflowNotFoundError } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Settings } from '../../config.js';
import type { Store } from '../../store/index.js';
import { PIPELINE_WORKFLOW, SIMULATION_STATUS, SIMULATION_TITLE, TENANT_ID, workflowIdOf, type PipelineArgs } from './contract.js';
import type { Pipeline } from '../runner.js';
import { tracingOn } from '../../telemetry/tracer.js';
import { UNFINISHED_STATUSES, type StageName } from '../stages.js';

const READY_DEADLINE_MS = 2_000;

/**
 * The production runner: each simulation is one workflow (id `simulation-<id>`), run by
 * `npm run worker`. A config edit or architect rerun starts it again, terminating the old run.
 */
export async function createTemporalPipeline(settings: Settings, store: Store, logger: Logger, timeouts: Record<StageName, number>): Promise<Pipeline> {
  const connection = await Connection.connect({ address: settings.TEMPORAL_ADDRESS });
  // Traces on: starting a workflow is a span of the request, and its context travels in the
  // workflow's headers, so the worker's spans continue the request's trace.
  const interceptors = tracingOn() ? { workflow: [new (await import('@temporalio/interceptors-opentelemetry')).OpenTelemetryWorkflowClientInterceptor()] } : undefined;
  const client = new Client({ connection, namespace: settings.TEMPORAL_NAMESPACE, interceptors });

  const startWorkflow = async (simulationId: string, tenantId: string, policy: 'TERMINATE_EXISTING' | 'USE_EXISTING') => {
    const s = await store.simulations.findById(simulationId);
    if (!s) return; // deleted meanwhile: nothing to run
    // The workflow goes on from where the simulation stands now (a with-config simulation skips the Architect).
    const args: PipelineArgs = {
      simulationId,
      tenantId,
      timeouts,
      attempts: settings.STAGE_ATTEMPTS,
      status: s.status,
      generation: s.generation,
      outageRetryMs: settings.STORE_OUTAGE_RETRY_MS,
    };
    await client.workflow.start(PIPELINE_WORKFLOW, {
      workflowId: workflowIdOf(simulationId),
      taskQueue: settings.TEMPORAL_TASK_QUEUE,
      args: [args],
      workflowIdConflictPolicy: policy,
      typedSearchAttributes: [
        { key: SIMULATION_STATUS, value: s.status },
        { key: TENANT_ID, value: tenantId },
        ...(s.title ? [{ key: SIMULATION_TITLE, value: s.title }] : []),
      ],
      memo: { title: s.title, prompt: s.prompt.slice(0, 500) },
    });
  };

  return {
    kind: 'temporal',
    start: (simulationId, tenantId) => startWorkflow(simulationId, tenantId, 'TERMINATE_EXISTING'),
    async stop(simulationId, why = 'superseded') {
      try {
        const handle = client.workflow.getHandle(workflowIdOf(simulationId));
        const desc = await handle.describe();
        if (desc.status.name !== 'RUNNING') return;
        // A cancel is a request the workflow sees: it cancels its activities (they stop at their
        // next heartbeat) and ends as cancelled. A superseded run is simply replaced.
        if (why === 'cancelled') await handle.cancel();
        else await handle.terminate('superseded by a configuration edit or architect rerun');
      } catch (err) {
        if (!(err instanceof WorkflowNotFoundError)) throw err;
      }
    },
    // Workflows survive restarts on their own; this only covers simulations whose workflow was
    // never started (e.g. Temporal was unreachable when they were created).
    async recover() {
      const unfinished = await store.simulations.findIdsByStatus(UNFINISHED_STATUSES);
      for (const { id, tenantId } of unfinished) {
        await startWorkflow(id, tenantId, 'USE_EXISTING').catch((err) => logger.error({ err, simulation_id: id }, 'could not start pipeline workflow'));
      }
      return unfinished.length;
    },
    // Ready when the frontend answers for our namespace within a short deadline.
    ready: async () => {
      await connection.withDeadline(Date.now() + READY_DEADLINE_MS, () => connection.workflowService.describeNamespace({ namespace: settings.TEMPORAL_NAMESPACE }));
    },
    close: () => connection.close(),
  };
}
