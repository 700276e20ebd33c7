// A purchase-history server for bench/get-many.bench.ts, in its own process so that its work
// does not share the benchmark's event loop: answers every request after LATENCY_MS (argv[2]).
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { setTimeout } from "node:timers";

const latencyMs = Number(process.argv[2] ?? 20);
const server = createServer((req, res) => {
  const tenantId = Number(req.url?.split("/")[2]);
  const body = JSON.stringify({ tenantId, activeProducts: [], products: [], payments: [] });
  setTimeout(() => {
    res.writeHead(200, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  }, latencyMs);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify(server.address())}\n`);
});
