// A CommonJS app (node16 only): the /opentelemetry entry through its `require` types (.d.cts),
// whose Telemetry is the root entry's.
import type * as otel from "owned-products-sdk/opentelemetry";
import type { Telemetry } from "owned-products-sdk";

export type Made = ReturnType<typeof otel.openTelemetry>;
export const same = (made: Made): Telemetry => made;
