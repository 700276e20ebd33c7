// Every error class and its guard: the guard says yes to its own class and its subclasses, no to
// every other, and keeps saying so for an error made by another realm (a node:vm context running
// its own bundle of the sources). The ESM/CJS pair is checked on the packed package in
// test/package/error-guards.test.ts.
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";
import {
  HttpError,
  isHttpError,
  isNetworkError,
  isPageFetchError,
  isPaginationError,
  isRequestError,
  isSdkError,
  isTimeoutError,
  isTooManyItemsError,
  isValidationError,
  NetworkError,
  PageFetchError,
  PaginationError,
  RequestError,
  SdkError,
  TimeoutError,
  TooManyItemsError,
  ValidationError,
} from "../../src/index.js";
import { FixtureError, isFixtureError } from "../../src/testing/index.js";

const summary = {
  method: "GET",
  url: "http://127.0.0.1/x",
  attempts: 2,
  waitedMs: 5,
  elapsedMs: 9,
};

/** One instance of every class, made by `make` (this realm's classes, or another realm's). */
function instances(make: Record<string, (...args: never[]) => unknown>) {
  const ctor = (name: string) => make[name] as (...args: unknown[]) => unknown;
  return {
    SdkError: ctor("SdkError")("plain"),
    HttpError: ctor("HttpError")({ ...summary, status: 503, statusText: "", headers: {} }),
    ValidationError: ctor("ValidationError")("OwnedProduct", [], summary),
    TimeoutError: ctor("TimeoutError")(100, summary),
    NetworkError: ctor("NetworkError")("ECONNRESET", summary),
    PageFetchError: ctor("PageFetchError")({ offset: 20 }, new Error("x")),
    PaginationError: ctor("PaginationError")("invalid-response", { pageNumber: 2 }, "bad counts"),
    TooManyItemsError: ctor("TooManyItemsError")(10),
    FixtureError: ctor("FixtureError")("bad override"),
  };
}

const here = instances({
  SdkError: (m: string) => new SdkError(m),
  HttpError: (d: ConstructorParameters<typeof HttpError>[0]) => new HttpError(d),
  ValidationError: (...a: ConstructorParameters<typeof ValidationError>) =>
    new ValidationError(...a),
  TimeoutError: (...a: ConstructorParameters<typeof TimeoutError>) => new TimeoutError(...a),
  NetworkError: (...a: ConstructorParameters<typeof NetworkError>) => new NetworkError(...a),
  PageFetchError: (...a: ConstructorParameters<typeof PageFetchError>) => new PageFetchError(...a),
  PaginationError: (...a: ConstructorParameters<typeof PaginationError>) =>
    new PaginationError(...a),
  TooManyItemsError: (max: number) => new TooManyItemsError(max),
  FixtureError: (m: string) => new FixtureError(m),
});

/** Which guard says yes to which class: each class, and the classes it extends. */
const guards: [string, (value: unknown) => boolean, string[]][] = [
  ["isSdkError", isSdkError, Object.keys(here)],
  [
    "isRequestError",
    isRequestError,
    ["HttpError", "ValidationError", "TimeoutError", "NetworkError"],
  ],
  ["isHttpError", (v) => isHttpError(v), ["HttpError"]],
  ["isValidationError", isValidationError, ["ValidationError"]],
  ["isTimeoutError", isTimeoutError, ["TimeoutError"]],
  ["isNetworkError", isNetworkError, ["NetworkError"]],
  ["isPageFetchError", isPageFetchError, ["PageFetchError"]],
  ["isPaginationError", isPaginationError, ["PaginationError"]],
  ["isTooManyItemsError", isTooManyItemsError, ["TooManyItemsError"]],
  ["isFixtureError", isFixtureError, ["FixtureError"]],
];

describe.each(guards)("%s", (_name, guard, accepted) => {
  test.each(Object.entries(here))("on a %s made here", (kind, error) => {
    expect(guard(error)).toBe(accepted.includes(kind));
  });

  test.each([null, undefined, 0, "HttpError", new Error("x"), { name: "HttpError", status: 503 }])(
    "says no to %s",
    (value) => {
      expect(guard(value)).toBe(false);
    },
  );
});

test("a guard agrees with instanceof in this realm", () => {
  expect(here.HttpError).toBeInstanceOf(RequestError);
  expect(here.NetworkError).toBeInstanceOf(RequestError);
  expect(here.PageFetchError).not.toBeInstanceOf(RequestError);
  expect(here.FixtureError).toBeInstanceOf(SdkError);
});

test("isHttpError with a status compares it", () => {
  expect(isHttpError(here.HttpError, 503)).toBe(true);
  expect(isHttpError(here.HttpError, 500)).toBe(false);
  expect(isHttpError(here.NetworkError, 503)).toBe(false);
});

test("a request error carries its summary as own fields", () => {
  for (const kind of ["HttpError", "ValidationError", "TimeoutError", "NetworkError"] as const) {
    expect(here[kind]).toMatchObject(summary);
  }
});

describe("an error from another realm (node:vm)", async () => {
  const bundled = await build({
    stdin: {
      contents: [
        ...["sdk", "http", "validation", "timeout", "network", "page-fetch", "pagination"]
          .concat("too-many-items")
          .map((file) => `export * from "./src/errors/${file}-error.ts";`),
        'export * from "./src/testing/fixture-error.ts";',
      ].join("\n"),
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "sdk",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
  });
  const code = bundled.outputFiles[0]?.text ?? "";
  const realm = runInNewContext(
    `${code}; const made = {}; for (const name of ${JSON.stringify(Object.keys(here))}) ` +
      `made[name] = (...args) => new sdk[name](...args); made`,
    { URL },
  ) as Record<string, (...args: never[]) => unknown>;
  const there = instances(realm);

  test("is not instanceof this realm's classes, nor of its Error", () => {
    expect(there.HttpError instanceof HttpError).toBe(false);
    expect(there.HttpError instanceof Error).toBe(false);
  });

  test.each(guards)("%s answers as for one made here", (_name, guard, accepted) => {
    for (const [kind, error] of Object.entries(there)) {
      expect([kind, guard(error)]).toEqual([kind, accepted.includes(kind)]);
    }
  });
});
