// The fleet tests' harness: a loopback service that records each request's arrival, end and
// sender, and the peak in flight; and worker processes (fleet-worker.mjs, on the built package).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { samples } from "../../helpers/samples.js";

export interface Arrival {
  readonly worker: string;
  readonly at: number;
  end: number | undefined;
  status: number;
}

export interface FleetService {
  readonly url: string;
  readonly arrivals: Arrival[];
  /** Requests in flight now, of `worker` or of all. */
  inFlight(worker?: string): number;
  /** The peak in flight so far, of `worker` or of all. */
  peak(worker?: string): number;
  /** The peak in flight among requests that arrived after `since` (performance.now()). */
  peakOfStartedAfter(since: number): number;
  /** Resolves when `predicate` holds, checked at every arrival and end. */
  until(predicate: () => boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * What the service answers a request: `{ status, headers }` at once; `"hang"`: nothing;
 * `undefined`: 200 with an owned product after `delayMs`, and `{ after }` the same once `after`
 * settles.
 */
export type Answer = (
  arrival: Arrival,
) =>
  | { status: number; headers?: Record<string, string> }
  | { after: PromiseLike<unknown> }
  | "hang"
  | undefined;

export async function startFleetService(delayMs: number, answer?: Answer): Promise<FleetService> {
  const arrivals: Arrival[] = [];
  const sockets = new Set<Socket>();
  const watchers = new Set<() => void>();
  const notify = () => {
    for (const each of [...watchers]) each();
  };
  const open = (worker?: string) =>
    arrivals.filter((a) => a.end === undefined && (worker === undefined || a.worker === worker));
  const peaks = new Map<string, number>();
  const server = createServer((req, res: ServerResponse) => {
    const arrival: Arrival = {
      worker: String(req.headers["x-worker"]),
      at: performance.now(),
      end: undefined,
      status: 0,
    };
    arrivals.push(arrival);
    for (const key of ["*", arrival.worker]) {
      const now = open(key === "*" ? undefined : key).length;
      peaks.set(key, Math.max(peaks.get(key) ?? 0, now));
    }
    const finish = () => {
      if (arrival.end === undefined) arrival.end = performance.now();
      notify();
    };
    res.on("close", finish);
    notify();
    const special = answer?.(arrival);
    if (special === "hang") return;
    const refusal = special && "status" in special ? special : undefined;
    const send = () =>
      setTimeout(
        () => {
          arrival.status = refusal?.status ?? 200;
          const body = refusal ? { error: "busy" } : samples.OwnedProduct;
          res.writeHead(arrival.status, {
            "content-type": "application/json",
            ...refusal?.headers,
          });
          res.end(JSON.stringify(body));
          finish();
        },
        refusal ? 0 : delayMs,
      );
    if (special && "after" in special) special.after.then(send, send);
    else send();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    inFlight: (worker) => open(worker).length,
    peak: (worker) => peaks.get(worker ?? "*") ?? 0,
    peakOfStartedAfter(since) {
      const later = arrivals.filter((a) => a.at > since);
      const edges = later.flatMap((a) => [
        [a.at, 1],
        [a.end ?? Infinity, -1],
      ]);
      edges.sort(
        (x, y) => (x[0] as number) - (y[0] as number) || (x[1] as number) - (y[1] as number),
      );
      let now = 0;
      let peak = 0;
      for (const [, step] of edges) peak = Math.max(peak, (now += step as number));
      return peak;
    },
    until: (predicate) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!predicate()) return;
          watchers.delete(check);
          resolve();
        };
        watchers.add(check);
        check();
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface WorkerLine {
  readonly event: "ready" | "warn" | "done";
  readonly message?: string;
  readonly fields?: Record<string, unknown>;
  readonly ok?: number;
  readonly failed?: number;
  readonly errors?: string[];
}

export interface FleetWorker {
  readonly name: string;
  readonly child: ChildProcess;
  readonly lines: WorkerLine[];
  /** Asks it to stop, and resolves to its `done` line. */
  stop(): Promise<WorkerLine>;
  /** Resolves to its `done` line (after its calls ran out). */
  done(): Promise<WorkerLine>;
}

const WORKER = fileURLToPath(new URL("./fleet-worker.mjs", import.meta.url));

/** Starts a worker process; resolves once it says it is ready. */
export async function startWorker(config: Record<string, unknown> & { name: string }) {
  const child = spawn(process.execPath, [WORKER, JSON.stringify(config)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines: WorkerLine[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on("line", (text) => {
    lines.push(JSON.parse(text) as WorkerLine);
    for (const each of [...waiting]) each();
  });
  const line = (event: WorkerLine["event"]) =>
    new Promise<WorkerLine>((resolve, reject) => {
      const check = () => {
        const found = lines.find((l) => l.event === event);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
      };
      child.once("exit", (code) => {
        setTimeout(
          () => reject(new Error(`worker ${config.name} exited (${code}) before ${event}`)),
          50,
        );
      });
      waiting.add(check);
      check();
    });
  await line("ready");
  const worker: FleetWorker = {
    name: config.name,
    child,
    lines,
    stop: () => {
      child.stdin!.end("stop\n");
      return line("done");
    },
    done: () => line("done"),
  };
  return worker;
}

/** The warnings a worker printed. */
export const warnings = (worker: FleetWorker) => worker.lines.filter((l) => l.event === "warn");
