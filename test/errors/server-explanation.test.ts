import { describe, expect, test } from "vitest";
import { HttpError } from "../../src/index.js";

const summary = {
  method: "GET",
  url: "http://127.0.0.1:1/x",
  attempts: 1,
  waitedMs: 0,
  elapsedMs: 5,
};

/** The message of a 400 whose body is `body`, less the part every message has. */
function tail(body: unknown, statusText = "Bad Request"): string {
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
    expect(tail(body)).toBe(expected);
  });

  test("an explanation over 200 characters is cut with an ellipsis", () => {
    const said = tail({ detail: "a".repeat(500) }).slice("; the server says: ".length);
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
    expect(tail(body)).toBe("");
  });
});
