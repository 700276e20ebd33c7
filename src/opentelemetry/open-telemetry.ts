// The client's `telemetry` option made of OpenTelemetry: spans for calls and runs, attempt
// events, the trace context on each request, and the HTTP client duration metric. It talks to
// the core only through the public `Telemetry` seam, and to OpenTelemetry only through
// `@opentelemetry/api` (the user's SDK, context manager and propagator do the rest).
import {
  context as contexts,
  SpanKind,
  trace,
  type Context,
  type MeterProvider,
  type TracerProvider,
} from "@opentelemetry/api";
import type { Telemetry, TelemetryRunWatch } from "owned-products-sdk";
import { OPERATION, recordFailure, watchCall, type Instruments } from "./internal/call-span.js";
import { checkOptions } from "./internal/option-checks.js";
import { propagationRule } from "./internal/propagation.js";

declare const __SDK_VERSION__: string | undefined;

/** The instrumentation scope of every span and metric. */
const SCOPE = "owned-products-sdk";
const VERSION = typeof __SDK_VERSION__ === "string" ? __SDK_VERSION__ : undefined;

// The semantic conventions' advice for http.client.request.duration, in seconds.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * The `propagate` option of {@link openTelemetry}: which requests carry the trace context.
 * `true` every request, `false` none, a list of origins (`"https://api.example.com"`) the
 * requests to those origins only, or a function given each call's URL (secrets masked).
 *
 * @example
 * ```ts
 * const toOurApi: PropagateOption = ["https://api.example.com"];
 * const notToPartners: PropagateOption = (url) => !url.startsWith("https://partner.example/");
 * ```
 * @group Telemetry
 */
export type PropagateOption = boolean | readonly string[] | ((url: string) => boolean);

/**
 * The options of {@link openTelemetry}; every one may be left out.
 *
 * @example
 * ```ts
 * import { metrics } from "@opentelemetry/api";
 *
 * const options: OpenTelemetryOptions = {
 *   meterProvider: metrics.getMeterProvider(),
 *   propagate: ["https://api.example.com"],
 * };
 * ```
 * @group Telemetry
 */
export interface OpenTelemetryOptions {
  /**
   * Where spans go. Default: the global one (`trace.getTracerProvider()`), as the OpenTelemetry
   * SDK registers it, also when it is registered after this call.
   */
  readonly tracerProvider?: TracerProvider | undefined;
  /** Where the metric `http.client.request.duration` goes; without one no metric is recorded. */
  readonly meterProvider?: MeterProvider | undefined;
  /**
   * Which requests carry the trace context (`traceparent`), written by the global propagator.
   * Default: every request on a server; in a browser or a worker, those to its own origin only
   * (a `traceparent` on a cross-origin request makes the browser send a CORS preflight first).
   */
  readonly propagate?: PropagateOption | undefined;
}

/**
 * Makes the client's `telemetry` option of OpenTelemetry: a CLIENT span per call named by
 * method and route template (`GET /tenants/{tenantId}/purchase-history`) with the HTTP client
 * semantic conventions, an event per attempt with the wait before it and why, an INTERNAL span
 * per `getMany`, `searchAll` or `listAll` run holding its calls, the trace context on each
 * request, and the `http.client.request.duration` histogram when a meter provider is given.
 * Facts are masked as in errors: no token, credential or secret query value reaches a span.
 *
 * @example
 * ```ts
 * import { createClient } from "owned-products-sdk";
 * import { openTelemetry } from "owned-products-sdk/opentelemetry";
 *
 * const client = createClient({ baseUrl: "https://api.example.com", telemetry: openTelemetry() });
 * ```
 * @group Telemetry
 */
export function openTelemetry(options?: OpenTelemetryOptions): Telemetry {
  const given = checkOptions(options) as OpenTelemetryOptions;
  const tracer = (given.tracerProvider ?? trace.getTracerProvider()).getTracer(SCOPE, VERSION);
  const instruments: Instruments = {
    tracer,
    duration: given.meterProvider
      ?.getMeter(SCOPE, VERSION)
      .createHistogram("http.client.request.duration", {
        description: "Duration of HTTP client requests: each call, its retries and waits included.",
        unit: "s",
        advice: { explicitBucketBoundaries: BUCKETS },
      }),
    propagates: propagationRule(given.propagate),
    runs: new WeakMap<object, Context>(),
  };
  return {
    call: (call) => watchCall(instruments, call),
    run({ operation }): TelemetryRunWatch {
      const span = tracer.startSpan(operation, {
        kind: SpanKind.INTERNAL,
        attributes: { [OPERATION]: operation },
      });
      const watch: TelemetryRunWatch = {
        end(error) {
          if (error !== undefined) recordFailure(span, error);
          span.end();
        },
      };
      instruments.runs.set(watch, trace.setSpan(contexts.active(), span));
      return watch;
    },
  };
}
