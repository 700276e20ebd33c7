import { expect, test } from "vitest";
import {
  createClient,
  HttpError,
  NetworkError,
  SdkError,
  TimeoutError,
  ValidationError,
} from "../../src/index.js";
import { refusedUrl, sendJson, startLoopbackServer } from "../helpers/loopback-server.js";

const summary = {
  method: "GET",
  url: "http://127.0.0.1:1/x",
  attempts: 2,
  waitedMs: 10.6,
  elapsedMs: 33.4,
};

test("JSON.stringify of an HttpError: name, message and the safe fields, headers as an object", () => {
  const error = new HttpError({
    ...summary,
    status: 404,
    statusText: "Not Found",
    headers: new Headers({ "x-request-id": "r-1" }),
    requestId: "r-1",
    body: { error: "missing" },
  });
  const json = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
  expect(json).toEqual({
    name: "HttpError",
    message: error.message,
    method: "GET",
    url: "http://127.0.0.1:1/x",
    attempts: 2,
    waitedMs: 11,
    elapsedMs: 33,
    status: 404,
    statusText: "Not Found",
    headers: { "x-request-id": "r-1" },
    requestId: "r-1",
    body: { error: "missing" },
  });
  expect(json).not.toHaveProperty("stack");
});

test("JSON.stringify of a ValidationError carries its issues; of a plain SdkError, name and message", () => {
  const error = new ValidationError(
    "OwnedProduct",
    [{ path: ["qty"], code: "invalid_type", message: "expected an int32" }],
    summary,
  );
  expect(JSON.parse(JSON.stringify(error))).toMatchObject({
    name: "ValidationError",
    resource: "OwnedProduct",
    issues: [{ path: ["qty"], code: "invalid_type", message: "expected an int32" }],
  });
  const cause = new Error("secret cause");
  expect(JSON.parse(JSON.stringify(new SdkError("boom", { cause })))).toEqual({
    name: "SdkError",
    message: "boom",
  });
});

test("timings in errors are whole milliseconds", () => {
  const error = new TimeoutError(50, summary);
  expect([error.waitedMs, error.elapsedMs]).toEqual([11, 33]);
  expect(error.message).toContain("waited 11 ms, 33 ms in total");
});

test("a refused connection is a NetworkError naming the host and the cause's code", async () => {
  const url = await refusedUrl();
  const error = await createClient({ baseUrl: url, retry: 0 })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NetworkError);
  const { host } = new URL(url);
  expect((error as NetworkError).code).toBe("ECONNREFUSED");
  expect((error as NetworkError).message).toMatch(
    new RegExp(
      `^Network error \\(ECONNREFUSED\\) reaching ${host.replaceAll(".", "\\.")}: GET /owned-products/7 \\(1 attempt, waited 0 ms, \\d+ ms in total\\)$`,
    ),
  );
  expect(Number.isInteger((error as NetworkError).elapsedMs)).toBe(true);
});

test("an HttpError from a real response serialises with masked headers", async () => {
  const server = await startLoopbackServer((_req, res) =>
    sendJson(res, 500, { password: "hunter2" }, { "x-api-key": "k-1" }),
  );
  try {
    const error = await createClient({ baseUrl: server.url, retry: 0 })
      .ownedProducts.get(7)
      .catch((e: unknown) => e);
    const text = JSON.stringify(error);
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("k-1");
    expect(JSON.parse(text)).toMatchObject({
      name: "HttpError",
      status: 500,
      headers: { "x-api-key": "[REDACTED]" },
      body: { password: "[REDACTED]" },
    });
  } finally {
    await server.close();
  }
});
