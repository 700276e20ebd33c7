// A loopback server for the client benchmarks, in its own process so that its work does not
// share the benchmark's event loop: answers every request after LATENCY_MS (argv[2]; 0 answers at
// once). With BENCH_BODY (a text) or BENCH_BODY_FILE (a path) in its environment it answers that
// body to every request; with BENCH_BODY_DIR (files 0.json, 1.json, …) the file whose number is
// the path's id modulo their count (bench/per-call.ts); without any, a small purchase history of
// the tenant in the path (bench/get-many.bench.ts).
import { Buffer } from "node:buffer";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:http";
import { setTimeout } from "node:timers";

const latencyMs = Number(process.argv[2] ?? 20);
const file = process.env.BENCH_BODY_FILE;
const fixedBody = file ? readFileSync(file) : process.env.BENCH_BODY;
const dir = process.env.BENCH_BODY_DIR;
const bodies = dir
  ? readdirSync(dir)
      .filter((name) => /^\d+\.json$/.test(name))
      .map((name) => readFileSync(join(dir, name)))
  : [];
const server = createServer((req, res) => {
  // `/owned-products/7` and `/tenants/7/purchase-history` both hold their id second.
  const tenantId = Number(req.url?.split("/")[2]);
  const body =
    bodies[tenantId % bodies.length] ??
    fixedBody ??
    JSON.stringify({ tenantId, activeProducts: [], products: [], payments: [] });
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
