// The tracing channel `owned-products-sdk:call` (docs/observability.md), checked the same way on
// every runtime that has node:diagnostics_channel (Node 22, 24 and 26, Bun and Deno through
// smoke.mjs; workerd with nodejs_compat through edge.test.ts), against behaviour-api.ts. Without
// Node compatibility the edge runtimes bundle behaviour-checks.mjs without this file: there the
// client finds no channel and publishes nothing. expected-checks.ts lists them.
import { tracingChannel } from "node:diagnostics_channel";
import * as sdk from "owned-products-sdk";

const EVENTS = ["start", "end", "asyncStart", "asyncEnd", "error"];

/** Runs every check against `urls` (`{ api }`): `ok(check)` per check passed, `fail(check, why)`. */
export async function runChannelChecks(urls, ok, fail) {
  const seen = [];
  const handlers = Object.fromEntries(
    EVENTS.map((event) => [event, (context) => seen.push({ event, context: { ...context } })]),
  );
  const channel = tracingChannel("owned-products-sdk:call");
  const client = sdk.createClient({ baseUrl: urls.api, auth: "s3cr3t", retry: 0 });
  const events = () => seen.map((s) => s.event).join();

  const checks = {
    async "the channel publishes a call's start and end, its facts masked"() {
      await client.ownedProducts.search({ limit: 3, api_key: "k3y" });
      const facts = {
        operation: "ownedProducts.search",
        method: "GET",
        route: "/owned-products",
        url: `${urls.api}/owned-products?limit=3&api_key=[REDACTED]`,
      };
      const last = seen.at(-1)?.context;
      return (
        (events() === "start,end,asyncStart,asyncEnd" &&
          JSON.stringify(seen[0]?.context) === JSON.stringify(facts) &&
          JSON.stringify(last) ===
            JSON.stringify({ ...facts, result: { status: 200, attempts: 1, skippedItems: 0 } }) &&
          !/s3cr3t|k3y|ownedProductId/.test(JSON.stringify(seen))) ||
        `events=${events()} contexts=${JSON.stringify(seen.map((s) => s.context))}`
      );
    },
    async "the channel publishes a failed call's error, the SDK's own"() {
      await client.ownedProducts.get(3).catch(() => undefined);
      const error = seen.find((s) => s.event === "error")?.context.error;
      return (
        (events() === "start,end,error,asyncStart,asyncEnd" &&
          sdk.isHttpError(error, 400) &&
          !JSON.stringify(error).includes("hunter2")) ||
        `events=${events()} error=${error && error.name}`
      );
    },
    async "nothing is published once every subscriber has left"() {
      channel.unsubscribe(handlers);
      await client.ownedProducts.get(1);
      return seen.length === 0 || `events=${events()}`;
    },
  };

  for (const name of Object.keys(checks)) {
    seen.length = 0;
    channel.subscribe(handlers);
    try {
      const result = await checks[name]();
      if (result === true) ok(name);
      else fail(name, String(result));
    } catch (error) {
      fail(name, `threw ${error && error.name}: ${error && error.message}`);
    } finally {
      channel.unsubscribe(handlers);
    }
  }
}
