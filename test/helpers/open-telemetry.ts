// The real OpenTelemetry SDK for the `/opentelemetry` tests: an AsyncLocalStorage context
// manager and the W3C trace-context propagator installed globally for one test file, and per test
// a tracer provider whose finished spans land in memory, and a meter provider read on demand.
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  DataPointType,
  MeterProvider,
  MetricReader,
  type HistogramMetricData,
} from "@opentelemetry/sdk-metrics";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type ReadableSpan,
} from "@opentelemetry/sdk-trace";
import { createClient, type ClientOptions } from "owned-products-sdk";
import { openTelemetry, type OpenTelemetryOptions } from "owned-products-sdk/opentelemetry";
import { afterAll, beforeAll, onTestFinished } from "vitest";
import { startLoopbackServer, type LoopbackHandler } from "./loopback-server.js";

/** Installs the context manager and the propagator for the tests of this file. */
export function installOpenTelemetry(): void {
  beforeAll(() => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  });
  afterAll(() => {
    context.disable();
    propagation.disable();
    trace.disable();
    metrics.disable();
  });
}

/** A tracer provider whose finished spans are kept, and the app's own tracer. */
export function tracing() {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  onTestFinished(() => provider.shutdown());
  return {
    provider,
    /** The tracer of the app around the SDK (its spans are the calls' parents). */
    app: provider.getTracer("app"),
    /** Every finished span, in the order they ended (exports are async: flushed first). */
    async spans(): Promise<ReadableSpan[]> {
      await provider.forceFlush();
      return exporter.getFinishedSpans();
    },
    /** The finished span named `name`; throws unless there is exactly one. */
    async span(name: string): Promise<ReadableSpan> {
      await provider.forceFlush();
      const found = exporter.getFinishedSpans().filter((span) => span.name === name);
      if (found.length !== 1) throw new Error(`${found.length} spans named ${name}`);
      return found[0]!;
    },
  };
}

/** What {@link tracing} returns. */
export type Otel = ReturnType<typeof tracing>;

/** A reader that collects when asked. */
class TestReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** A meter provider, and the histograms it has recorded so far, by name. */
export function metering() {
  const reader = new TestReader();
  const provider = new MeterProvider({ readers: [reader] });
  onTestFinished(() => provider.shutdown());
  return {
    provider,
    async histograms(): Promise<HistogramMetricData[]> {
      const { resourceMetrics } = await reader.collect();
      return resourceMetrics.scopeMetrics.flatMap((scope) =>
        scope.metrics.filter(
          (metric): metric is HistogramMetricData =>
            metric.dataPointType === DataPointType.HISTOGRAM,
        ),
      );
    },
  };
}

/** A span as the tests compare it: its parent's id, and its events' names and attributes. */
export function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}

/** The events of a span, without their times. */
export function eventsOf(span: ReadableSpan) {
  return span.events.map(({ name, attributes }) => ({ name, attributes }));
}

/** How {@link traced} sets things up: the client's options, its base path, openTelemetry's. */
export interface TracedSetup {
  readonly client?: Partial<ClientOptions>;
  readonly basePath?: string;
  readonly telemetry?: OpenTelemetryOptions;
}

/**
 * A loopback server answering with `handlers`, a client of it traced by openTelemetry() into an
 * in-memory tracer provider, and `within(use)`: runs `use(client)` inside the app's span `app`
 * and resolves to what it settled with.
 */
export async function traced(
  handlers: LoopbackHandler | LoopbackHandler[],
  setup: TracedSetup = {},
) {
  const server = await startLoopbackServer(handlers);
  const otel = tracing();
  const client = createClient({
    baseUrl: server.url + (setup.basePath ?? ""),
    telemetry: openTelemetry({ tracerProvider: otel.provider, ...setup.telemetry }),
    ...setup.client,
  });
  const within = <T>(use: (c: typeof client) => Promise<T>) =>
    otel.app.startActiveSpan("app", async (span): Promise<{ value?: T; error?: unknown }> => {
      try {
        return await use(client).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
      } finally {
        span.end();
      }
    });
  return { server, otel, client, within, port: Number(new URL(server.url).port) };
}
