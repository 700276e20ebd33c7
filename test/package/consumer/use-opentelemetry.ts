// A traced app's code against the /opentelemetry entry, typechecked against the installed tarball
// by test/package/types.test.ts: what openTelemetry() returns is the client's `telemetry` option.
import { trace } from "@opentelemetry/api";
import { createClient, type Telemetry } from "owned-products-sdk";
import { openTelemetry, type OpenTelemetryOptions } from "owned-products-sdk/opentelemetry";

const options: OpenTelemetryOptions = {
  tracerProvider: trace.getTracerProvider(),
  propagate: ["https://api.example.com"],
};
export const telemetry: Telemetry = openTelemetry(options);
export const client = createClient({ baseUrl: "https://api.example.com", telemetry });

// @ts-expect-error propagate takes origins, not a number
export const wrong = openTelemetry({ propagate: 443 });
