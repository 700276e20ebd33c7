import { describe, expect, test } from "vitest";
import { createClient, NetworkError } from "../../src/index.js";

const summary = {
  method: "GET",
  url: "http://127.0.0.1:1/x",
  attempts: 1,
  waitedMs: 0,
  elapsedMs: 5,
};
const tail = "reaching 127.0.0.1:1: GET /x (1 attempt, waited 0 ms, 5 ms in total)";

describe("a NetworkError's message says why, as far as the runtime said", () => {
  test("the system error code, when the cause chain has one", () => {
    const cause = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
    });
    const error = new NetworkError("ECONNREFUSED", summary, { cause });
    expect(error.message).toBe(`Network error (ECONNREFUSED) ${tail}`);
    expect(error.code).toBe("ECONNREFUSED");
  });

  test("without a code, the deepest cause's own words", () => {
    const cause = new TypeError("fetch failed", { cause: new Error("bad port") });
    const error = new NetworkError(undefined, summary, { cause });
    expect(error.message).toBe(`Network error (bad port) ${tail}`);
    expect(error.code).toBeUndefined();
  });

  test.each([
    ["fetch failed"],
    ["Failed to fetch"],
    ["NetworkError"],
    ["Load failed"],
    ["terminated"],
    [""],
  ])("nothing for a cause that only says %j", (message) => {
    const error = new NetworkError(undefined, summary, { cause: new TypeError(message) });
    expect(error.message).toBe(`Network error ${tail}`);
  });

  test("a long cause is cut at 100 characters, on one line", () => {
    const cause = new TypeError("fetch failed", { cause: new Error(`a\n${"b".repeat(200)}`) });
    const error = new NetworkError(undefined, summary, { cause });
    expect(error.message).toBe(`Network error (a ${"b".repeat(98)}) ${tail}`);
  });

  test("a port fetch refuses (Node's 'bad port') is named, not a bare network error", async () => {
    const client = createClient({ baseUrl: "http://127.0.0.1:9", retry: 0 });
    const error = await client.ownedProducts.get(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(
      /^Network error \(bad port\) reaching 127\.0\.0\.1:9: GET \/owned-products\/1 \(1 attempt,/,
    );
  });
});
