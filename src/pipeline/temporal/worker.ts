import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { NativeConnection, Worker, Runtime, makeTelemetryFilterString, DefaultLogger, type WorkerOptions } from '@temporalio/worker';
import type { Tracing } from '../../telemetry/sdk.js';
import type { Logger } from 'pino';
import type { Settings } from '../../config.js';
import { closeSimPool } from '../../sim/index.js';
import type { Store } from '../../store/index.js';
import type { Metrics } from '../../metrics.js';
import { stageDepsOf } from '../runner.js';
import { createActivities } from './activities.js';

export interface RunningWorker {
  /** Resolves when the worker has stopped (after shutdown() or a fatal error). */
  done: Promise<void>;
  shutdown(): Promise<void>;
}

let runtimeInstalled = false;

/**
 * Traces on (OTEL_EXPORTER_OTLP_ENDPOINT): the interceptors of @temporalio/interceptors-opentelemetry
 * continue the trace the API's client put in the workflow's headers: a span for the workflow
 * (exported from the sandbox through the `exporter` sink), for each activity it starts and
 * each activity's run, whose database queries nest below it.
 */
async function tracedWorkerOptions(tracing: Tracing): Promise<Pick<WorkerOptions, 'interceptors' | 'sinks'>> {
  const otel = await import('@temporalio/interceptors-opentelemetry');
  return {
    interceptors: {
      workflowModules: [createRequire(import.meta.url).resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors')],
      activity: [(ctx) => ({ inbound: new otel.OpenTelemetryActivityInboundInterceptor(ctx), outbound: new otel.OpenTelemetryActivityOutboundInterceptor(ctx) })],
    },
    sinks: { exporter: otel.makeWorkflowExporter(tracing.spanProcessor, tracing.resource) },
  };
}

/** Runs the pipeline's activities and workflow on TEMPORAL_TASK_QUEUE until shutdown. */
export async function startTemporalWorker(settings: Settings, store: Store, logger: Logger, metrics?: Metrics, tracing?: Tracing | null): Promise<RunningWorker> {
  if (!runtimeInstalled) {
    runtimeInstalled = true;
    Runtime.install({
      logger: new DefaultLogger('WARN', (entry) => logger.warn({ temporal: entry.meta }, entry.message)),
      telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} } },
    });
  }
  const connection = await NativeConnection.connect({ address: settings.TEMPORAL_ADDRESS });
  const deps = stageDepsOf(settings, store, logger, Date.now, metrics);
  const worker = await Worker.create({
    connection,
    namespace: settings.TEMPORAL_NAMESPACE,
    taskQueue: settings.TEMPORAL_TASK_QUEUE,
    workflowsPath: fileURLToPath(new URL('./workflow.ts', import.meta.url)),
    activities: createActivities(deps),
    // The Simulator uses the worker-thread pool itself; a few stages at once is plenty.
    maxConcurrentActivityTaskExecutions: settings.PIPELINE_CONCURRENCY * 2,
    ...(tracing ? await tracedWorkerOptions(tracing) : {}),
  });
  const done = worker.run().finally(async () => {
    await connection.close();
    await closeSimPool();
  });
  return {
    done,
    shutdown: async () => {
      worker.shutdown();
      await done;
    },
  };
}
