// The trace context on each request, by the global propagator (W3C here), and the `propagate`
// option: on everywhere on a server, the page's own origin only where there is a `location`, off,
// a list of origins, or a function of the masked URL. And the options' checks.
import { createClient } from "owned-products-sdk";
import { openTelemetry, type OpenTelemetryOptions } from "owned-products-sdk/opentelemetry";
import { afterEach, describe, expect, test, vi } from "vitest";
import { installOpenTelemetry, traced, tracing } from "../helpers/open-telemetry.js";
import {
  sendJson,
  startLoopbackServer,
  type LoopbackHandler,
  type LoopbackServer,
} from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

installOpenTelemetry();
afterEach(() => vi.unstubAllGlobals());

const product: LoopbackHandler = (_req, res) => sendJson(res, 200, samples.OwnedProduct);
const TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;

/** Two servers (two origins), and two clients of them sharing one telemetry made with `options`. */
async function twoOrigins(options: (origins: Origins) => OpenTelemetryOptions = () => ({})) {
  const own = await startLoopbackServer(product);
  const other = await startLoopbackServer(product);
  const otel = tracing();
  const telemetry = openTelemetry({
    tracerProvider: otel.provider,
    ...options({ own: own.url, other: other.url }),
  });
  const clients = [own, other].map((server) => createClient({ baseUrl: server.url, telemetry }));
  /** The traceparent each server received, after one call to each. */
  const sent = async () => {
    for (const client of clients) await client.ownedProducts.get(7);
    const received = (server: LoopbackServer) =>
      server.requests.map((r) => r.headers["traceparent"]);
    return { own: received(own), other: received(other) };
  };
  return { own, otel, sent };
}

interface Origins {
  readonly own: string;
  readonly other: string;
}

test("on a server, every request carries the call span's context by default", async () => {
  const { otel, own, sent } = await twoOrigins();
  const headers = await sent();
  expect(headers).toEqual({
    own: [expect.stringMatching(TRACEPARENT)],
    other: [expect.stringMatching(TRACEPARENT)],
  });
  const [call] = await otel.spans();
  const { traceId, spanId } = call!.spanContext();
  expect(call?.attributes["url.full"]).toBe(`${own.url}/owned-products/7`);
  expect(headers.own[0]).toBe(`00-${traceId}-${spanId}-01`);
});

test("in a page or a worker (a location), only requests to its own origin carry it by default", async () => {
  const inPage = ({ own }: Origins) => {
    vi.stubGlobal("location", { origin: own });
    return {};
  };
  const { sent } = await twoOrigins(inPage);
  expect(await sent()).toEqual({ own: [expect.stringMatching(TRACEPARENT)], other: [undefined] });
});

test("propagate: false sends it nowhere; true sends it everywhere, in a page too", async () => {
  const off = await twoOrigins(() => ({ propagate: false }));
  expect(await off.sent()).toEqual({ own: [undefined], other: [undefined] });
  const on = await twoOrigins(({ own }) => {
    vi.stubGlobal("location", { origin: own });
    return { propagate: true };
  });
  expect(await on.sent()).toEqual({
    own: [expect.stringMatching(TRACEPARENT)],
    other: [expect.stringMatching(TRACEPARENT)],
  });
});

test("propagate: a list of origins sends it to those origins only", async () => {
  const { sent } = await twoOrigins(({ other }) => ({ propagate: [`${other}/`] }));
  expect(await sent()).toEqual({ own: [undefined], other: [expect.stringMatching(TRACEPARENT)] });
});

test("propagate: a function is given each call's URL, secrets masked; one that throws sends nothing", async () => {
  const urls: string[] = [];
  const { server, within } = await traced(product, {
    telemetry: {
      propagate: (url) => {
        urls.push(url);
        if (url.includes("owned-products/8")) throw new Error("broken rule");
        return url.includes("owned-products/7");
      },
    },
  });
  await within(async (client) => {
    await client.ownedProducts.get(7);
    await client.ownedProducts.get(8);
    await client.ownedProducts.search({ api_key: "k3y" });
  });
  expect(urls).toEqual([
    `${server.url}/owned-products/7`,
    `${server.url}/owned-products/8`,
    `${server.url}/owned-products?api_key=[REDACTED]`,
  ]);
  expect(server.requests.map((r) => r.headers["traceparent"])).toEqual([
    expect.stringMatching(TRACEPARENT),
    undefined,
    undefined,
  ]);
});

describe("openTelemetry's options are checked before any call", () => {
  test.each([
    [5, "openTelemetry: options must be an object, got 5"],
    [
      { tracer: {} },
      "openTelemetry: unknown option `tracer` (did you mean `tracerProvider`?); known: tracerProvider, meterProvider, propagate",
    ],
    [
      { tracerprovider: {} },
      "openTelemetry: unknown option `tracerprovider` (did you mean `tracerProvider`?); known: tracerProvider, meterProvider, propagate",
    ],
    [
      { propogate: false },
      "openTelemetry: unknown option `propogate` (did you mean `propagate`?); known: tracerProvider, meterProvider, propagate",
    ],
    [
      { MeterProvider: {} },
      "openTelemetry: unknown option `MeterProvider` (did you mean `meterProvider`?); known: tracerProvider, meterProvider, propagate",
    ],
    [
      { exporter: {} },
      "openTelemetry: unknown option `exporter`; known: tracerProvider, meterProvider, propagate",
    ],
    [
      { tracerProvider: {} },
      "openTelemetry: options.tracerProvider must be a TracerProvider of @opentelemetry/api, got an object",
    ],
    [
      { meterProvider: null },
      "openTelemetry: options.meterProvider must be a MeterProvider of @opentelemetry/api, got null",
    ],
    [
      { propagate: "yes" },
      'openTelemetry: options.propagate must be true, false, a list of origins (["https://api.example.com"]) or a function, got "yes"',
    ],
    [
      { propagate: ["https://api.example.com/v1"] },
      'openTelemetry: options.propagate[0] must be an origin: scheme, host and port only ("https://api.example.com"), got "https://api.example.com/v1"',
    ],
    [
      { propagate: ["https://a.example", "api.example.com"] },
      'openTelemetry: options.propagate[1] must be an origin: scheme, host and port only ("https://api.example.com"), got "api.example.com"',
    ],
    [
      { propagate: [42] },
      'openTelemetry: options.propagate[0] must be an origin: scheme, host and port only ("https://api.example.com"), got 42',
    ],
  ])("%o", (options, message) => {
    expect(() => openTelemetry(options as never)).toThrow(new TypeError(message));
  });

  test("an origin may end with a slash; no options at all is the defaults", () => {
    expect(() =>
      openTelemetry({ propagate: ["https://api.example.com/", "http://127.0.0.1:8080"] }),
    ).not.toThrow();
    expect(openTelemetry()).toEqual({ call: expect.any(Function), run: expect.any(Function) });
  });
});
