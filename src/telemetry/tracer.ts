import { context, propagation, trace, SpanKind, SpanStatusCode, type Attributes, type Context, type Link, type Span, type SpanContext, type Tracer } from '@opentelemetry/api';

/**
 * The one place that knows whether traces are on. Off (OTEL_EXPORTER_OTLP_ENDPOINT unset) the
 * tracer stays null and every helper here runs the work directly: no span objects, no context
 * switches, no hooks installed by the callers that ask `tracingOn()` first.
 *
 * Attribute names: `simulation.id`, `tenant.id`, `request.id` (ours), the rest from the
 * OpenTelemetry semantic conventions. Never a key, a secret or a prompt.
 */
let tracer: Tracer | null = null;

export const ATTR = {
  simulationId: 'simulation.id',
  tenantId: 'tenant.id',
  requestId: 'request.id',
  stage: 'simulation.stage',
  attempt: 'simulation.stage.attempt',
} as const;

/** Called once by src/telemetry/sdk.ts after the SDK has started. */
export function useTracer(t: Tracer | null): void {
  tracer = t;
}

export const tracingOn = (): boolean => tracer !== null;

/** A span and the context that makes it the parent of whatever runs inside. */
export interface ActiveSpan {
  span: Span;
  context: Context;
}

/** A server span (an HTTP request, a gRPC call) continuing the caller's trace when its headers carry one (W3C traceparent). */
export function startServerSpan(name: string, carrier: Record<string, unknown>, attributes: Attributes = {}): ActiveSpan | null {
  if (!tracer) return null;
  const parent = propagation.extract(context.active(), carrier);
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Ends a span, marking it failed when `error` is set (a kind of error, never its message: see errorKind). */
export function endSpan(span: Span | undefined | null, error?: string): void {
  if (!span) return;
  if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
  span.end();
}

/**
 * What failed, for a span's status: the error's code or class, never its message. Messages may
 * quote what they failed on (a duplicate value, a provider's answer about a key), and spans
 * leave the process; the logs keep the whole story.
 */
export function errorKind(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown } | null;
  if (e && typeof e.code === 'string') return e.code;
  return e && typeof e.name === 'string' ? e.name : 'Error';
}

/** The span context of whatever runs now, to link later work to it (the embedded runner's stages). */
export function currentSpanContext(): SpanContext | undefined {
  if (!tracer) return undefined;
  return trace.getSpanContext(context.active());
}

/**
 * Runs `work` in a span of its own. `root`: a new trace (linked to `links`), for work that
 * outlives the request that asked for it (a stage of the embedded runner); otherwise a child
 * of the active span. Off: just `work()`.
 */
export async function inSpan<T>(name: string, opts: { attributes?: Attributes; root?: boolean; links?: Link[] }, work: (span: Span | null) => Promise<T>): Promise<T> {
  if (!tracer) return work(null);
  const t = tracer;
  return t.startActiveSpan(name, { kind: SpanKind.INTERNAL, attributes: opts.attributes, root: opts.root, links: opts.links }, async (span) => {
    try {
      const out = await work(span);
      span.end();
      return out;
    } catch (err) {
      endSpan(span, errorKind(err));
      throw err;
    }
  });
}

/** Adds attributes to the active span (one a library opened, e.g. Temporal's RunActivity). */
export function tagActiveSpan(attributes: Attributes): void {
  if (tracer) trace.getActiveSpan()?.setAttributes(attributes);
}

/** Starts a child span of the active one without making it active (a database query, ended by an event). */
export function startChildSpan(name: string, kind: SpanKind, attributes: Attributes): Span | null {
  return tracer ? tracer.startSpan(name, { kind, attributes }) : null;
}

export { context, SpanKind, trace };
