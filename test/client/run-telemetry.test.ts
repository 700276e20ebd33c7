// searchAll and listAll tell the client's telemetry when each run starts and ends (done, break,
// abort or failure), and their calls carry the run as their parent; a telemetry that throws
// never fails the run.
import { describe, expect, test } from "vitest";
import { createClient, type Telemetry } from "../../src/index.js";
import { createHandlers, makeDataset } from "../../src/testing/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";

const server = useMswServer();
const dataset = makeDataset({ tenants: 6, productsPerTenant: 2, paymentsPerTenant: 0, seed: 3 });

function recording(throwing = false) {
  const events: string[] = [];
  const telemetry: Telemetry = {
    call: (call) => {
      events.push(`call ${call.operation} in ${String((call.parent as { name?: string })?.name)}`);
      return undefined;
    },
    run: ({ operation }) => {
      events.push(`start ${operation}`);
      if (throwing) throw new Error("telemetry broke");
      return {
        name: operation,
        end: (error?: unknown) => events.push(`end ${operation} ${String(error ?? "")}`.trim()),
      } as never;
    },
  };
  return { events, telemetry };
}

describe.each([
  [
    "tenants.listAll",
    (client: ReturnType<typeof createClient>, options: object) =>
      client.tenants.listAll({ pageSize: 2 }, options),
  ],
  [
    "ownedProducts.searchAll",
    (client: ReturnType<typeof createClient>, options: object) =>
      client.ownedProducts.searchAll({ limit: 4 }, options),
  ],
] as const)("%s", (name, iterate) => {
  test("a run to the end: one start, its calls inside it, one end", async () => {
    server.use(...createHandlers(dataset, { baseUrl: API }));
    const { events, telemetry } = recording();
    const client = createClient({ baseUrl: API, retry: 0, telemetry });
    await iterate(client, {}).toArray();
    expect(events[0]).toBe(`start ${name}`);
    expect(events.at(-1)).toBe(`end ${name}`);
    expect(events.slice(1, -1).length).toBeGreaterThan(1);
    expect(new Set(events.slice(1, -1))).toEqual(
      new Set([`call ${name.replace("All", "")} in ${name}`]),
    );
  });

  test("a break ends the run without an error; an abort ends it with the signal's reason", async () => {
    server.use(...createHandlers(dataset, { baseUrl: API }));
    const { events, telemetry } = recording();
    const client = createClient({ baseUrl: API, retry: 0, telemetry });
    for await (const _ of iterate(client, {})) break;
    expect(events.at(-1)).toBe(`end ${name}`);
    const controller = new AbortController();
    await expect(
      (async () => {
        for await (const _ of iterate(client, { signal: controller.signal }))
          controller.abort("stop");
      })(),
    ).rejects.toBe("stop");
    expect(events.at(-1)).toBe(`end ${name} stop`);
  });

  test("a telemetry whose run() throws leaves the run as it was", async () => {
    server.use(...createHandlers(dataset, { baseUrl: API }));
    const { events, telemetry } = recording(true);
    const client = createClient({ baseUrl: API, retry: 0, telemetry });
    const all = await iterate(client, {}).toArray();
    expect(all.length).toBeGreaterThan(0);
    expect(events[0]).toBe(`start ${name}`);
  });
});

test("a watch whose end throws never fails the run", async () => {
  server.use(...createHandlers(dataset, { baseUrl: API }));
  const telemetry: Telemetry = {
    call: () => undefined,
    run: () => ({
      end: () => {
        throw new Error("end broke");
      },
    }),
  };
  const client = createClient({ baseUrl: API, retry: 0, telemetry });
  await expect(client.tenants.listAll({ pageSize: 2 }).toArray()).resolves.toHaveLength(6);
});
