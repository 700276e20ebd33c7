// Per-call CPU of the client against ky alone (issue 24), `npm run bench`: a plain Node program
// over the built package (dist/), as users get it. One loopback server in a child process answers
// every request at once with a fixed OwnedProduct (1 KB, or 100 KB with a long name), so what is
// measured is the client's own work. Cases, interleaved in rounds whose order turns:
// - "ky + parse": `OwnedProductSchema.parse(await ky.get(url).json())`, what a user writes with ky
//   and the same validation (the baseline);
// - "ky + parse (again)": the same code as a second case: its ratio to the first is the noise
//   floor of the measurement;
// - "SDK": `client.ownedProducts.get(id)`.
// Each runs sequentially and 32 in flight; the figure is the CPU time of this process per call
// (the server's CPU is its own process's). Every run is a fresh process; the ratios printed are
// medians over the runs. Goal: the SDK at most 1.05x the baseline in all four settings.
// Beside it, the main thread's CPU alone (process.threadCpuUsage): the JavaScript of the call,
// without the collector's and the compiler's helper threads.
import ky from "ky";
import { inFreshProcesses } from "./fresh-processes.ts";
import { median } from "./measure.ts";
import { startBenchServer } from "./bench-server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUNDS = 6; // a multiple of the 3 cases: each comes first, second and last alike
const SIZES = { "1 KB": 1_024, "100 KB": 100 * 1_024 };
const SETTINGS = { sequential: 1, "32 in flight": 32 };
const GOAL = 1.05;

type OneCall = (id: number) => Promise<unknown>;

/** A 1 KB or 100 KB OwnedProduct: a fixture with its name lengthened. */
function bodyOf(bytes: number, product: Record<string, unknown>): string {
  const json = JSON.stringify(product);
  return JSON.stringify({ ...product, name: `${"-".repeat(bytes - json.length - 1)}` });
}

/** CPU time per call, of the process and of its main thread, in µs. */
interface Cpu {
  readonly process: number;
  readonly thread: number;
}

/** The CPU time per call, for `calls` calls with `inFlight` at once. */
async function cpuPerCall(call: OneCall, calls: number, inFlight: number): Promise<Cpu> {
  // With --expose-gc (npm run bench), no case pays for the garbage of the one before it.
  (globalThis as { gc?: () => void }).gc?.();
  const cpu = process.cpuUsage();
  const thread = process.threadCpuUsage();
  let next = 0;
  const worker = async () => {
    while (next < calls) await call(++next);
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const used = process.cpuUsage(cpu);
  const usedThread = process.threadCpuUsage(thread);
  return {
    process: (used.user + used.system) / calls,
    thread: (usedThread.user + usedThread.system) / calls,
  };
}

type Run = Record<string, Record<string, Cpu>>; // setting → case → µs per call

async function measureOnce(): Promise<Run> {
  const sdk = await import("owned-products-sdk");
  const { makeOwnedProduct } = await import("owned-products-sdk/testing");
  const product = makeOwnedProduct({}, { seed: 1 }) as Record<string, unknown>;
  const run: Run = {};
  for (const [size, bytes] of Object.entries(SIZES)) {
    const server = await startBenchServer(0, bodyOf(bytes, product));
    const base = server.baseUrl;
    const client = sdk.createClient({ baseUrl: base });
    const kyCall: OneCall = async (id) =>
      sdk.OwnedProductSchema.parse(await ky.get(`${base}/owned-products/${id}`).json());
    const cases: Record<string, OneCall> = {
      "ky + parse": kyCall,
      "ky + parse (again)": async (id) => kyCall(id),
      SDK: async (id) => client.ownedProducts.get(id),
    };
    const calls = bytes > 10_000 ? 300 : 2_000;
    for (const [setting, inFlight] of Object.entries(SETTINGS)) {
      const samples: Record<string, Cpu[]> = {};
      for (const call of Object.values(cases)) await cpuPerCall(call, calls / 4, inFlight);
      // The order turns each round: a case also pays for the garbage the one before it left, so
      // with a fixed order the first case (the baseline) would pay for the SDK's.
      const names = Object.keys(cases);
      for (let round = 0; round < ROUNDS; round++) {
        const turn = round % names.length;
        for (const name of [...names.slice(turn), ...names.slice(0, turn)]) {
          (samples[name] ??= []).push(await cpuPerCall(cases[name]!, calls, inFlight));
        }
      }
      run[`${size}, ${setting}`] = Object.fromEntries(
        Object.entries(samples).map(([name, list]) => [
          name,
          {
            process: median(list.map((cpu) => cpu.process)),
            thread: median(list.map((cpu) => cpu.thread)),
          },
        ]),
      );
    }
    server.stop();
  }
  return run;
}

const runs = await inFreshProcesses(import.meta.url, RUNS, measureOnce);
if (runs !== undefined) {
  console.log(
    `Per-call CPU of the client against ky + the same parse (medians of ${RUNS} fresh processes; ` +
      `goal: SDK <= ${GOAL}x in every setting)`,
  );
  for (const setting of Object.keys(runs[0] ?? {})) {
    const ratio = (name: string, of: keyof Cpu = "process") =>
      median(runs.map((run) => run[setting]![name]![of] / run[setting]!["ky + parse"]![of]));
    const us = (name: string) => median(runs.map((run) => run[setting]![name]!.process));
    const sdk = ratio("SDK");
    console.log(
      `  ${setting.padEnd(22)} ky ${us("ky + parse").toFixed(0).padStart(5)} µs/call` +
        `  ky again ${ratio("ky + parse (again)").toFixed(3)}x (noise floor)` +
        `  SDK ${us("SDK").toFixed(0).padStart(5)} µs/call ${sdk.toFixed(3)}x` +
        `  ${sdk <= GOAL ? "met" : "MISSED"}` +
        `  (main thread: SDK ${ratio("SDK", "thread").toFixed(3)}x,` +
        ` ky again ${ratio("ky + parse (again)", "thread").toFixed(3)}x)`,
    );
  }
}
