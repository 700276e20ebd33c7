import { redactUrl } from "../../client/internal/redact.js";
import { DATASET_LIMITS } from "../../testing/internal/dataset-from.js";
import { listenProblem } from "../../testing/internal/listen-problem.js";
import { startMockServer } from "../../testing/mock-server.js";
import type { Command } from "./command.js";
import { faultPlanOf } from "./parse-fault.js";
import { integerFlag, parseFlags, stringFlag } from "./parse-flags.js";
import { readRoutes } from "./read-routes.js";
import { UsageError } from "./usage-error.js";

const help = `Usage: owned-products-sdk mock [options]

Serves a seeded dataset on the four routes the SDK assumes, as the msw handlers of
owned-products-sdk/testing do, until SIGINT (Ctrl+C) or SIGTERM.

Options:
  --port <n>          port to listen on (default 4010; 0 picks a free one)
  --host <address>    interface to listen on (default 127.0.0.1)
  --seed <seed>       dataset seed: equal seeds serve equal data (default "dataset")
  --tenants <n>       number of tenants (default 10, at most 100000)
  --products <n>      owned products per tenant (default 4; tenants × products at most 1000000)
  --latency <ms>      wait this long before every answer (default 0)
  --max-limit <n>     clamp a search's limit to n, echo it and warn, as strict servers do
  --max-page-size <n> clamp a tenant list's pageSize to n (totalPages follows)
  --no-cors           answer no CORS; by default a page on any origin may call the mock,
                      with an Authorization header, and read Retry-After and x-request-id
  --fault <spec>      ROUTE=KIND[:VALUE][,OPTION=VALUE...], repeatable; KIND is one of
                      status:<code>, delay:<ms|infinite>, malformed[:<status>], invalid,
                      network, insert[:<count>], remove[:<count>]; OPTION is one of
                      nth=<n>[+<n>...], times=<n>, retryAfter=<s>, at=<index>
                      e.g. --fault listTenants=status:503,times=2,retryAfter=1
  --routes <file>     JSON file of route overrides, as the client's routes option
  --help              show this help

Example:
  npx owned-products-sdk mock --port 4010 --seed demo --tenants 25`;

/** The ranges of the whole-number flags. */
const RANGES: Readonly<
  Record<
    "port" | "tenants" | "products" | "latency" | "max-limit" | "max-page-size",
    [number, number]
  >
> = {
  port: [0, 65_535],
  // startMockServer's and makeDataset's limit: the dataset is held in memory whole.
  tenants: [0, DATASET_LIMITS.tenants],
  products: [0, 1_000],
  latency: [0, 600_000],
  // As the handlers' maxLimit and maxPageSize take them.
  "max-limit": [1, 2_147_483_647],
  "max-page-size": [1, 2_147_483_647],
};

const FLAGS = { port: "--port", host: "--host" } as const;

const TOO_MANY_TENANTS =
  "the mock holds its dataset in memory whole; for more pages, ask for smaller ones (pageSize) or pass --max-page-size";

/** `owned-products-sdk mock`: the mock service on a real port. */
export const mockCommand: Command = {
  name: "mock",
  summary: "serve the mock service on a real HTTP port",
  help,
  async run(args, io) {
    const flags = parseFlags("mock", args, {
      port: { type: "string", integer: RANGES.port },
      host: { type: "string" },
      seed: { type: "string" },
      tenants: { type: "string", integer: RANGES.tenants },
      products: { type: "string", integer: RANGES.products },
      latency: { type: "string", integer: RANGES.latency },
      "max-limit": { type: "string", integer: RANGES["max-limit"] },
      "max-page-size": { type: "string", integer: RANGES["max-page-size"] },
      "no-cors": { type: "boolean" },
      fault: { type: "string", multiple: true },
      routes: { type: "string" },
    });
    const integer = (name: keyof typeof RANGES, fallback: number, tooHigh?: string) =>
      integerFlag("mock", flags, name, RANGES[name], fallback, tooHigh);
    // Unset when not given: the service then clamps nothing.
    const cap = (name: "max-limit" | "max-page-size") =>
      stringFlag(flags, name) === undefined ? undefined : integer(name, 0);
    if (flags.positionals.length > 0) {
      // Not shown: a value typed without its flag may be a secret.
      throw new UsageError(
        "mock: unexpected argument, a value with no flag before it; mock takes flags only, as --port 4010; see --help",
      );
    }
    const seedText = stringFlag(flags, "seed") ?? "dataset";
    const port = integer("port", 4010);
    const host = stringFlag(flags, "host") ?? "127.0.0.1";
    if (host === "") {
      throw new UsageError(
        "mock: --host needs an address of this machine, as 127.0.0.1 or 0.0.0.0",
      );
    }
    const tenants = integer("tenants", 10, TOO_MANY_TENANTS);
    const productsPerTenant = integer("products", 4);
    // Named by the flags here: startMockServer would name its own options.
    if (tenants * productsPerTenant > DATASET_LIMITS.items) {
      throw new UsageError(
        `mock: --tenants × --products must be at most ${DATASET_LIMITS.items} owned products; lower --tenants or --products`,
      );
    }
    const server = await startMockServer({
      port,
      host,
      dataset: {
        seed: /^\d+$/.test(seedText) ? Number(seedText) : seedText,
        tenants,
        productsPerTenant,
      },
      latencyMs: integer("latency", 0),
      maxLimit: cap("max-limit"),
      maxPageSize: cap("max-page-size"),
      cors: flags.values["no-cors"] !== true,
      faults: faultPlanOf((flags.values["fault"] as readonly string[] | undefined) ?? []),
      routes: await readRoutes("mock", stringFlag(flags, "routes"), "the mock's address"),
      // The SDK's one secret-name rule: a request's `?api_key=…` is no log line's business.
      onRequest: ({ method, path, status }) =>
        io.out(`${method} ${redactUrl(path, [])} ${status === 0 ? "dropped" : status}`),
    }).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== "string") throw error;
      throw new UsageError(`mock: ${listenProblem(code, host, port, FLAGS)}`);
    });
    // Listening for Ctrl+C before saying so: a signal sent on reading the line finds the handler.
    const stopped = new Promise<void>((resolve) => io.onStop(() => resolve()));
    const { dataset } = server;
    io.out(`Mock service listening on ${server.url}`);
    io.out(
      `${dataset.tenants.length} tenants, ${dataset.ownedProducts.length} owned products; Ctrl+C stops it`,
    );
    await stopped;
    await server.close();
    io.out("Mock service stopped");
    return 0;
  },
};
