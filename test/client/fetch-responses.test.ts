// What a `fetch` option may resolve with: the Response is the user's, not the client's. A test
// double that hands back the same Response object for every attempt, or a frozen one, is read
// like any other (the client once kept each body on its Response and failed with a TypeError).
import { expect, test } from "vitest";
import { createClient, HttpError } from "../../src/index.js";
import { samples } from "../helpers/samples.js";

const retry = { limit: 2, baseDelayMs: 1, jitter: false };

test("the same Response for every attempt: an HttpError after every attempt, not a TypeError", async () => {
  const response = new Response(null, { status: 503 });
  let sent = 0;
  const client = createClient({
    baseUrl: "http://127.0.0.1:9",
    retry,
    fetch: async () => {
      sent += 1;
      return response;
    },
  });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 503, attempts: 3 });
  expect(sent).toBe(3);
});

test.each<[string, (response: Response) => Response]>([
  ["frozen", (response) => Object.freeze(response)],
  ["not extensible", (response) => Object.preventExtensions(response)],
])("a %s Response is read as any other", async (_, seal) => {
  const json = { "content-type": "application/json" };
  const client = createClient({
    baseUrl: "http://127.0.0.1:9",
    retry,
    fetch: async (request) =>
      seal(
        request.url.endsWith("/8")
          ? new Response('{"detail":"down"}', { status: 503, headers: json })
          : new Response(JSON.stringify(samples.OwnedProduct), { headers: json }),
      ),
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  const { data, response } = await client.ownedProducts.get.withResponse(7);
  expect(data).toEqual(samples.OwnedProduct);
  await expect(response.json()).resolves.toEqual(samples.OwnedProduct);
  await expect(client.ownedProducts.get(8)).rejects.toMatchObject({
    name: "HttpError",
    status: 503,
    attempts: 3,
    body: { detail: "down" },
  });
});
