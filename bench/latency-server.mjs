// A loopback server for the client benchmarks, in its own process so that its work does not
// share the benchmark's event loop: answers every request after LATENCY_MS (argv[2]; 0 answers at
// once). With BENCH_BODY (a text) or BENCH_BODY_FILE (a path) in its environment it answers that
// body to every request; without either, a small purchase history of the tenant in the path
// (bench/get-many.bench.ts).
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { setTimeout } from "node:timers";

const latencyMs = Number(process.argv[2] ?? 20);
const file = process.env.BENCH_BODY_FILE;
const fixedBody = file ? readFileSync(file) : process.env.BENCH_BODY;
const server = createServer((req, res) => {
  const tenantId = Number(req.url?.split("/")[2]);
  const body =
    fixedBody ?? JSON.stringify({ tenantId, activeProducts: [], products: [], payments: [] });
  const answer = () => {
    res.writeHead(200, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  };
  if (latencyMs > 0) setTimeout(answer, latencyMs);
  else answer();
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify(server.address())}\n`);
});
