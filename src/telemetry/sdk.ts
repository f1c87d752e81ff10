import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { useTracer } from './tracer.js';

/**
 * The OpenTelemetry SDK of one process (the API or the Temporal worker), started only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: loaded with a dynamic import, so a process without it
 * never even loads the SDK. Spans go out in batches over OTLP/HTTP (JSON) to
 * `<endpoint>/v1/traces`, as the OTLP specification builds the path from the base endpoint.
 */
export interface Tracing {
  /** For the Temporal worker's workflow spans (they leave the workflow sandbox through a sink). */
  spanProcessor: SpanProcessor;
  resource: Resource;
  /** Sends what is still buffered, then stops (at shutdown). */
  shutdown(): Promise<void>;
}

export const TRACER_NAME = 'simulation-service';

export function startTracing(opts: { endpoint: string; serviceName: string }): Tracing {
  const resource = new Resource({ 'service.name': opts.serviceName });
  const exporter = new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const spanProcessor = new BatchSpanProcessor(exporter);
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  // The global provider, AsyncLocalStorage context and W3C trace-context propagation: the
  // Temporal interceptors read the same globals.
  provider.register();
  useTracer(trace.getTracer(TRACER_NAME));
  return {
    spanProcessor,
    resource,
    shutdown: async () => {
      useTracer(null);
      await provider.shutdown();
    },
  };
}
