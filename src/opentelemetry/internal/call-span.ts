// One call as a span of kind CLIENT, after OpenTelemetry's HTTP client semantic conventions: the
// call is the unit the user made (`purchaseHistory.get`), so its span holds all its attempts,
// each an event with the wait before it, and the trace context that the server sees names it as
// the parent. Every fact comes from the core's telemetry seam, masked as an error's is; no header,
// query secret or body is ever read here.
import {
  context as contexts,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Histogram,
  type Span,
  type Tracer,
} from "@opentelemetry/api";
import {
  isSdkError,
  type TelemetryAttempt,
  type TelemetryCall,
  type TelemetryCallEnd,
  type TelemetryCallWatch,
} from "owned-products-sdk";
import { inject, type PropagationRule } from "./propagation.js";

/** The attribute that names the SDK's operation (`purchaseHistory.get`) on call and run spans. */
export const OPERATION = "owned_products_sdk.operation";
/** The event of each attempt of a call, on its span. */
export const ATTEMPT = "owned_products_sdk.attempt";

/** What every call's span is made with: one telemetry's tracer, histogram, rule and runs. */
export interface Instruments {
  readonly tracer: Tracer;
  /** `http.client.request.duration`, when a meter provider was given. */
  readonly duration: Histogram | undefined;
  readonly propagates: PropagationRule;
  /** The context of each run's span, by the run's watch: what a call has as its `parent`. */
  readonly runs: WeakMap<object, Context>;
}

/** The semantic conventions' `error.type`: the error's name (`ValidationError`), else `_OTHER`. */
function errorType(error: unknown): string {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === "string" && name !== "" ? name : "_OTHER";
}

/** Marks `span` failed with `error`: its `error.type`, status ERROR, and an SDK error's message. */
export function recordFailure(span: Span, error: unknown): void {
  span.setAttribute("error.type", errorType(error));
  // The SDK's messages never hold a secret; another error's (an abort's reason) might.
  span.setStatus({
    code: SpanStatusCode.ERROR,
    ...(isSdkError(error) ? { message: error.message } : {}),
  });
}

/** Starts the span of `call` (a child of its run's, else of the active span) and watches it. */
export function watchCall(instruments: Instruments, call: TelemetryCall): TelemetryCallWatch {
  const { tracer, duration, runs } = instruments;
  const run = typeof call.parent === "object" && call.parent !== null && runs.get(call.parent);
  const parent = run || contexts.active();
  const url = new URL(call.url);
  // What the span and the metric share: low-cardinality facts only (no full URL).
  const facts: Attributes = {
    "http.request.method": call.method,
    "url.template": call.route,
    "server.address": url.hostname.replace(/^\[(.*)\]$/, "$1"),
    "server.port": Number(url.port) || (url.protocol === "https:" ? 443 : 80),
  };
  const span = tracer.startSpan(
    `${call.method} ${call.route}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { ...facts, "url.full": call.url, [OPERATION]: call.operation },
    },
    parent,
  );
  const context = trace.setSpan(parent, span);
  const propagated = instruments.propagates(url, call.url);
  const started = performance.now();
  return {
    attempt({ attempt, waitMs, reason, headers }: TelemetryAttempt) {
      const event: Attributes = {
        [`${ATTEMPT}.number`]: attempt,
        [`${ATTEMPT}.wait_ms`]: waitMs,
      };
      if (reason !== undefined) event[`${ATTEMPT}.reason`] = reason;
      span.addEvent(ATTEMPT, event);
      if (propagated) inject(context, headers);
    },
    end({ status, attempts, error, skippedItems }: TelemetryCallEnd) {
      const outcome: Attributes = { ...facts };
      if (status !== undefined) outcome["http.response.status_code"] = status;
      if (error !== undefined) outcome["error.type"] = errorType(error);
      duration?.record((performance.now() - started) / 1000, outcome);
      // The metric keeps the attributes it was given: the span's extra one is set apart.
      span.setAttributes(outcome);
      if (attempts > 1) span.setAttribute("http.request.resend_count", attempts - 1);
      if (skippedItems > 0) span.setAttribute("owned_products_sdk.skipped_items", skippedItems);
      if (error !== undefined) recordFailure(span, error);
      span.end();
    },
  };
}
