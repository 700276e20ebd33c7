// Starts bench/latency-server.mjs in a child process, for the client benchmarks: in the
// benchmark's own process its work would share the event loop with the client being measured.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

/** A running bench server: its base URL, and how to stop it. */
export interface BenchServer {
  readonly baseUrl: string;
  readonly stop: () => void;
}

/**
 * Starts the server, answering after `latencyMs` (0: at once), with `body` if given (a text, or
 * `{ file }` to serve a file's bytes, or `{ dir }` to serve its numbered files by id), else a small purchase history of the tenant in the path.
 */
export async function startBenchServer(
  latencyMs: number,
  body?: string | { readonly file: string } | { readonly dir: string },
): Promise<BenchServer> {
  const script = fileURLToPath(new URL("./latency-server.mjs", import.meta.url));
  const env = { ...process.env };
  if (typeof body === "string") env.BENCH_BODY = body;
  else if (body && "dir" in body) env.BENCH_BODY_DIR = body.dir;
  else if (body) env.BENCH_BODY_FILE = body.file;
  const server = spawn(process.execPath, [script, String(latencyMs)], {
    stdio: ["ignore", "pipe", "inherit"],
    env,
  });
  const [line] = (await once(server.stdout, "data")) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
