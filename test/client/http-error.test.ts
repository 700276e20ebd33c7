import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";
import {
  createClient,
  HttpError,
  isHttpError,
  isSdkError,
  SdkError,
  type ClientOptions,
} from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";

const server = useMswServer();
const base: ClientOptions = { baseUrl: API, retry: 0 };

function fail(response: () => Response, path = "/owned-products/7"): void {
  server.use(http.get(`${API}${path}`, response));
}

async function errorOf(call: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await call.catch((e: unknown) => e);
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe("HttpError", () => {
  test("carries status, method, url, headers, request id and the JSON body", async () => {
    fail(() =>
      HttpResponse.json(
        { title: "no such product", id: 7 },
        { status: 404, headers: { "x-request-id": "req-1", "x-extra": "yes" } },
      ),
    );
    const error = await errorOf(createClient(base).ownedProducts.get(7));
    expect(error).toMatchObject({
      name: "HttpError",
      status: 404,
      statusText: "Not Found",
      method: "GET",
      url: `${API}/owned-products/7`,
      requestId: "req-1",
      body: { title: "no such product", id: 7 },
      attempts: 1,
      waitedMs: 0,
    });
    expect(error.headers).toBeInstanceOf(Headers);
    expect(error.headers.get("x-request-id")).toBe("req-1");
    expect(error.headers.get("x-extra")).toBe("yes");
    expect(error.message).toMatch(
      /^404 Not Found: GET \/owned-products\/7 \(1 attempt, waited 0 ms, \d+ ms in total\) \[request id req-1\]; the server says: no such product$/,
    );
    expect(error).toBeInstanceOf(SdkError);
    expect(error).not.toHaveProperty("response");
  });

  test("the message shows the query of the failed request", async () => {
    fail(() => HttpResponse.json({}, { status: 400 }), "/owned-products");
    const error = await errorOf(createClient(base).ownedProducts.search({ offset: 5, limit: 2 }));
    expect(error.message).toMatch(/^400 Bad Request: GET \/owned-products\?offset=5&limit=2 \(/);
  });

  test.each(["x-request-id", "request-id", "x-correlation-id", "x-amzn-requestid"])(
    "takes the request id from %s",
    async (header) => {
      fail(() => HttpResponse.json({}, { status: 409, headers: { [header]: "abc" } }));
      expect((await errorOf(createClient(base).ownedProducts.get(7))).requestId).toBe("abc");
    },
  );

  test.each([
    ["text/plain", "plain words", "plain words"],
    ["application/problem+json", '{"title":"gone"}', { title: "gone" }],
    ["application/json", "{not json", "{not json"],
  ])("a %s body is kept as parsed JSON or text", async (type, text, expected) => {
    fail(() => new HttpResponse(text, { status: 500, headers: { "content-type": type } }));
    const error = await errorOf(createClient(base).ownedProducts.get(7));
    expect(error.body).toEqual(expected);
  });

  test("an empty body is undefined", async () => {
    fail(() => new HttpResponse(null, { status: 401 }));
    const error = await errorOf(createClient(base).ownedProducts.get(7));
    expect(error.body).toBeUndefined();
    expect(error.message).toMatch(/^401 Unauthorized: GET/);
  });

  test("the guards recognise it", async () => {
    fail(() => HttpResponse.json({}, { status: 404 }));
    const error = await errorOf(createClient(base).ownedProducts.get(7));
    expect(isSdkError(error)).toBe(true);
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error, 404)).toBe(true);
    expect(isHttpError(error, 500)).toBe(false);
    expect(isHttpError(new Error("x"))).toBe(false);
    expect(isSdkError({ name: "HttpError" })).toBe(false);
  });
});
