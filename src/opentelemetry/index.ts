/**
 * `owned-products-sdk/opentelemetry`: the client's `telemetry` option made of OpenTelemetry:
 * spans of calls, attempts and runs, the trace context on each request, and the HTTP client
 * duration metric. `@opentelemetry/api` is its one dependency (an optional peer of the package).
 *
 * @packageDocumentation
 * @module owned-products-sdk/opentelemetry
 */
export {
  openTelemetry,
  type OpenTelemetryOptions,
  type PropagateOption,
} from "./open-telemetry.js";
