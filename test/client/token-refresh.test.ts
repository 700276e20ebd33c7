import { http, HttpResponse } from "msw";
import { expect, test, vi } from "vitest";
import { createClient, HttpError, type TokenRequest } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

/** A server that accepts only `Bearer <valid>` and records every Authorization it got. */
function serveWithToken(valid: string): string[] {
  const seen: string[] = [];
  server.use(
    http.get(`${API}/owned-products/7`, ({ request }) => {
      const auth = request.headers.get("authorization") ?? "";
      seen.push(auth);
      return auth === `Bearer ${valid}`
        ? HttpResponse.json(samples.OwnedProduct)
        : HttpResponse.json({ error: "expired" }, { status: 401 });
    }),
  );
  return seen;
}

test("after a 401 the provider is asked again with reason 'unauthorized', and the call is sent once more", async () => {
  const seen = serveWithToken("fresh");
  const reasons: TokenRequest["reason"][] = [];
  const provider = vi.fn(({ reason }: TokenRequest) => {
    reasons.push(reason);
    return reason === "unauthorized" ? "fresh" : "stale";
  });
  const warn = vi.fn();
  const client = createClient({ baseUrl: API, auth: provider, logger: { warn } });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(reasons).toEqual(["call", "unauthorized"]);
  expect(seen).toEqual(["Bearer stale", "Bearer fresh"]);
  expect(warn).toHaveBeenCalledWith(
    "owned-products-sdk: 401, asking the token provider again",
    expect.objectContaining({ method: "GET", url: `${API}/owned-products/7` }),
  );
  expect(JSON.stringify(warn.mock.calls)).not.toContain("stale");
});

test("only once: a second 401 is the call's HttpError, and the provider was asked twice", async () => {
  const seen = serveWithToken("never");
  const provider = vi.fn(() => "wrong");
  const client = createClient({
    baseUrl: API,
    auth: { token: provider, headerName: "Authorization" },
  });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(401);
  expect(provider).toHaveBeenCalledTimes(2);
  expect(seen).toHaveLength(2);
  // Both sends count: attempts is how many times the request went out.
  expect(error).toMatchObject({ attempts: 2 });
  expect((error as HttpError).message).toMatch(
    /^401 Unauthorized: GET \/owned-products\/7 \(2 attempts, /,
  );
});

test("the send after a 401 counts as an attempt, its retries too", async () => {
  const seen = serveWithToken("fresh");
  const client = createClient({
    baseUrl: API,
    auth: ({ reason }) => (reason === "unauthorized" ? "fresh" : "stale"),
  });
  const { attempts } = await client.ownedProducts.get.withResponse(7);
  expect({ attempts, sent: seen.length }).toEqual({ attempts: 2, sent: 2 });

  // 401, then (new token) 503, then 200: three sends, with the time waited before the third.
  let answered = 0;
  server.use(
    http.get(`${API}/owned-products/7`, () => {
      answered += 1;
      if (answered === 1) return HttpResponse.json({}, { status: 401 });
      if (answered === 2)
        return HttpResponse.json({}, { status: 503, headers: { "retry-after-ms": "5" } });
      return HttpResponse.json(samples.OwnedProduct);
    }),
  );
  const attemptsLogged: unknown[] = [];
  const logged = createClient({
    baseUrl: API,
    auth: () => "any",
    logger: { debug: (_m, data) => attemptsLogged.push((data as { attempt?: number }).attempt) },
  });
  const third = await logged.ownedProducts.get.withResponse(7);
  expect(third.attempts).toBe(3);
  expect(attemptsLogged.filter((n) => n !== undefined)).toEqual([1, 1, 2, 2, 3, 3]);
});

test("a static token is not re-sent after a 401: it would fail the same way", async () => {
  const seen = serveWithToken("other");
  const error = await createClient({ baseUrl: API, auth: "static" })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect((error as HttpError).status).toBe(401);
  expect(seen).toEqual(["Bearer static"]);
});

test("a 403 does not ask the provider again", async () => {
  server.use(http.get(`${API}/owned-products/7`, () => HttpResponse.json({}, { status: 403 })));
  const provider = vi.fn(() => "t");
  const error = await createClient({ baseUrl: API, auth: provider })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect((error as HttpError).status).toBe(403);
  expect(provider).toHaveBeenCalledTimes(1);
});

test("an abort while the provider refreshes rejects with the signal's reason, and nothing more is sent", async () => {
  const seen = serveWithToken("fresh");
  const controller = new AbortController();
  const reason = new Error("user left");
  const provider = ({ reason: why }: TokenRequest) => {
    if (why === "unauthorized") controller.abort(reason);
    return why === "unauthorized" ? "fresh" : "stale";
  };
  const client = createClient({ baseUrl: API, auth: provider });
  await expect(client.ownedProducts.get(7, { signal: controller.signal })).rejects.toBe(reason);
  expect(seen).toEqual(["Bearer stale"]);
});
