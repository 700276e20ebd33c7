// A NetworkError keeps the runtime's error as its `cause`, and `console.error(error)` or
// `util.inspect(error)` prints that cause, message and stack. Deno's says which URL failed, query
// and all (`error sending request for url (https://…?api_key=…)`): its secret-named query values
// are masked there as in the error's own `url`, along the whole cause chain.
import { inspect } from "node:util";
import { expect, test } from "vitest";
import { createClient, isNetworkError, NetworkError, REDACTED } from "../../src/index.js";

const SECRET = "q-secret-51c0";

async function failingWith(cause: (url: string) => Error): Promise<NetworkError> {
  const client = createClient({
    baseUrl: "http://127.0.0.1:9",
    retry: 0,
    // Deno's fetch rejects with a TypeError whose message holds the request's URL.
    fetch: (request) => Promise.reject(cause(request.url)),
  });
  const error = await client.ownedProducts
    .search({ api_key: SECRET, status: "Active" })
    .catch((e: unknown) => e);
  expect(isNetworkError(error)).toBe(true);
  return error as NetworkError;
}

test("Deno's error, the cause, holds the URL with its secret query values masked", async () => {
  const error = await failingWith(
    (url) =>
      new TypeError(
        `error sending request for url (${url}): client error (Connect): tcp connect error: Connection refused (os error 111)`,
      ),
  );
  expect(inspect(error, { depth: 10 })).not.toContain(SECRET);
  const cause = error.cause as TypeError;
  expect(cause).toBeInstanceOf(TypeError);
  expect(cause.message).toBe(
    `error sending request for url (http://127.0.0.1:9/owned-products?api_key=${REDACTED}&status=Active): client error (Connect): tcp connect error: Connection refused (os error 111)`,
  );
  expect(cause.stack).not.toContain(SECRET);
});

test("a URL deeper in the cause chain is masked too, and the codes stay", async () => {
  const error = await failingWith((url) => {
    const inner = Object.assign(new Error(`connect ECONNREFUSED for ${url}`), {
      code: "ECONNREFUSED",
    });
    return new TypeError("fetch failed", { cause: inner });
  });
  expect(error.code).toBe("ECONNREFUSED");
  expect(inspect(error, { depth: 10 })).not.toContain(SECRET);
  expect(String((error.cause as Error).cause)).toContain(`api_key=${REDACTED}&status=Active`);
});

test("a NetworkError made by hand masks its cause's URLs as well", () => {
  const cause = new TypeError(`error sending request for url (https://a.test/x?token=${SECRET})`);
  const summary = {
    method: "GET",
    url: "https://a.test/x",
    attempts: 1,
    waitedMs: 0,
    elapsedMs: 1,
  };
  const error = new NetworkError(undefined, summary, { cause });
  expect(inspect(error)).not.toContain(SECRET);
  expect(error.cause).toBe(cause);
});
