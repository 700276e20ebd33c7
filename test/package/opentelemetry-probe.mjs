// One traced call of the installed package, the SDK and its /opentelemetry entry loaded by
// `import` or by `require` (argv[2]), with the OpenTelemetry SDK, against a loopback server that
// answers 503 once, then the owned product given as JSON (argv[3]): prints the exported spans and
// the traceparent each request carried, as JSON.
// Copied into the consumer project and run there by opentelemetry.test.ts.
import { createServer } from "node:http";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const load = async (id) => (process.argv[2] === "require" ? require(id) : import(id));
const { createClient } = await load("owned-products-sdk");
const { openTelemetry } = await load("owned-products-sdk/opentelemetry");
const { propagation } = await load("@opentelemetry/api");
const { W3CTraceContextPropagator } = await load("@opentelemetry/core");
const { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } = await load(
  "@opentelemetry/sdk-trace",
);

const product = JSON.parse(process.argv[3]);
const traceparents = [];
const server = createServer((request, response) => {
  traceparents.push(request.headers.traceparent);
  const busy = traceparents.length === 1;
  response.writeHead(busy ? 503 : 200, {
    "content-type": "application/json",
    ...(busy ? { "retry-after-ms": "10" } : {}),
  });
  response.end(JSON.stringify(busy ? {} : product));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}`;

propagation.setGlobalPropagator(new W3CTraceContextPropagator());
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const client = createClient({
  baseUrl,
  auth: "s3cr3t",
  telemetry: openTelemetry({ tracerProvider: provider }),
});
await client.ownedProducts.get(7);
await provider.forceFlush();
server.close();
console.log(
  JSON.stringify({
    spans: exporter.getFinishedSpans().map((span) => ({
      name: span.name,
      kind: span.kind,
      spanId: span.spanContext().spanId,
      traceId: span.spanContext().traceId,
      attributes: span.attributes,
      events: span.events.map(({ name, attributes }) => ({ name, attributes })),
      status: span.status,
    })),
    traceparents,
    baseUrl,
  }),
);
