// What an error's message says went wrong beyond the request: the server's own explanation of an
// HttpError, the runtime's own words in a NetworkError without a code.
import { describe, expect, test } from "vitest";
import { createClient, HttpError, NetworkError } from "../../src/index.js";

const summary = {
  method: "GET",
  url: "http://127.0.0.1:1/x",
  attempts: 1,
  waitedMs: 0,
  elapsedMs: 5,
};

/** The message of a 400 whose body is `body`, less the part every message has. */
function httpTail(body: unknown, statusText = "Bad Request"): string {
  const error = new HttpError({
    ...summary,
    status: 400,
    statusText,
    headers: new Headers(),
    body,
  });
  const head = `400 ${statusText}: GET /x (1 attempt, waited 0 ms, 5 ms in total)`;
  expect(error.message.startsWith(head)).toBe(true);
  return error.message.slice(head.length);
}

describe("an HttpError's message ends with what the server said", () => {
  test.each([
    [
      "a problem document's detail, before its title",
      { title: "Invalid", detail: "limit must be at least 1" },
      "; the server says: limit must be at least 1",
    ],
    [
      "a problem document's title, when it has no detail",
      { title: "Tenant is deactivated" },
      "; the server says: Tenant is deactivated",
    ],
    [
      "a title that only repeats the status text is skipped",
      { title: "bad request", message: "x is missing" },
      "; the server says: x is missing",
    ],
    ["a message string", { message: "quota exceeded" }, "; the server says: quota exceeded"],
    ["an error string", { error: "invalid_request" }, "; the server says: invalid_request"],
    [
      "whitespace and line breaks become single spaces",
      { detail: "  two\n\tlines  " },
      "; the server says: two lines",
    ],
  ])("%s", (_name, body, expected) => {
    expect(httpTail(body)).toBe(expected);
  });

  test("an explanation over 200 characters is cut with an ellipsis", () => {
    const said = httpTail({ detail: "a".repeat(500) }).slice("; the server says: ".length);
    expect(said).toBe(`${"a".repeat(199)}…`);
  });

  test.each([
    ["no body", undefined],
    ["a text body (often an HTML page)", "<html>Bad Request</html>"],
    ["an array", ["detail"]],
    ["fields that are not strings", { detail: 42, title: null, message: { text: "x" } }],
    ["empty and blank strings", { detail: "", title: "   " }],
    ["a title equal to the status text", { title: "Bad Request" }],
    ["none of the fields", { code: 17 }],
  ])("nothing is added for %s", (_name, body) => {
    expect(httpTail(body)).toBe("");
  });
});

const reaching = "reaching 127.0.0.1:1: GET /x (1 attempt, waited 0 ms, 5 ms in total)";

describe("a NetworkError's message says why, as far as the runtime said", () => {
  test("the system error code, when the cause chain has one", () => {
    const cause = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
    });
    const error = new NetworkError("ECONNREFUSED", summary, { cause });
    expect(error.message).toBe(`Network error (ECONNREFUSED) ${reaching}`);
    expect(error.code).toBe("ECONNREFUSED");
  });

  test("without a code, the deepest cause's own words", () => {
    const cause = new TypeError("fetch failed", { cause: new Error("bad port") });
    const error = new NetworkError(undefined, summary, { cause });
    expect(error.message).toBe(`Network error (bad port) ${reaching}`);
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
    expect(error.message).toBe(`Network error ${reaching}`);
  });

  test("a long cause is cut at 100 characters, on one line", () => {
    const cause = new TypeError("fetch failed", { cause: new Error(`a\n${"b".repeat(200)}`) });
    const error = new NetworkError(undefined, summary, { cause });
    expect(error.message).toBe(`Network error (a ${"b".repeat(98)}) ${reaching}`);
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
