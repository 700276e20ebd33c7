// The ESM and CommonJS builds of the installed package, loaded side by side as an app that mixes
// `import` and `require` gets them: two copies of every class, so `instanceof` fails across them.
// The guards must not: an HttpError made by the CJS copy is an HttpError to the ESM guards, and
// the other way round.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, inject, test } from "vitest";
import type * as sdk from "owned-products-sdk";
import type * as testing from "owned-products-sdk/testing";

const { consumerDir } = inject("packed");
const installed = join(consumerDir, "node_modules", "owned-products-sdk");
type Sdk = typeof sdk;
type Testing = typeof testing;

const requireFromApp = createRequire(join(consumerDir, "app.cjs"));
const cjs = requireFromApp("owned-products-sdk") as Sdk;
const cjsTesting = requireFromApp("owned-products-sdk/testing") as Testing;
const esm = (await import(pathToFileURL(join(installed, "dist/index.js")).href)) as Sdk;
const esmTesting = (await import(
  pathToFileURL(join(installed, "dist/testing/index.js")).href
)) as Testing;

const summary = {
  method: "GET",
  url: "http://127.0.0.1/x",
  attempts: 1,
  waitedMs: 0,
  elapsedMs: 1,
};
const httpError = (sdk: Sdk) =>
  new sdk.HttpError({ ...summary, status: 404, statusText: "Not Found", headers: new Headers() });

describe.each([
  ["a CJS error seen from ESM", cjs, esm, cjsTesting, esmTesting],
  ["an ESM error seen from CJS", esm, cjs, esmTesting, cjsTesting],
] as const)("%s", (_name, maker, viewer, makerTesting, viewerTesting) => {
  test("is a second copy: instanceof says no", () => {
    expect(maker.HttpError).not.toBe(viewer.HttpError);
    expect(httpError(maker) instanceof viewer.HttpError).toBe(false);
  });

  test("the guards say yes to its own class and its bases, no to the others", () => {
    const error = httpError(maker);
    expect(viewer.isHttpError(error, 404)).toBe(true);
    expect(viewer.isRequestError(error)).toBe(true);
    expect(viewer.isSdkError(error)).toBe(true);
    expect(viewer.isNetworkError(error)).toBe(false);
    expect(viewer.isPageFetchError(error)).toBe(false);
  });

  test("every other class is recognised by its guard", () => {
    const cases: [unknown, (value: unknown) => boolean][] = [
      [new maker.NetworkError("ECONNRESET", summary), viewer.isNetworkError],
      [new maker.TimeoutError(10, summary), viewer.isTimeoutError],
      [new maker.ValidationError("Tenant", [], summary), viewer.isValidationError],
      [new maker.PageFetchError({ offset: 0 }, new Error("x")), viewer.isPageFetchError],
      [new maker.PaginationError("invalid-response", { offset: 0 }, "m"), viewer.isPaginationError],
      [new maker.TooManyItemsError(1), viewer.isTooManyItemsError],
      [new makerTesting.FixtureError("bad"), viewerTesting.isFixtureError],
    ];
    for (const [error, guard] of cases) expect(guard(error)).toBe(true);
  });
});

// Bundled into the CommonJS build, ky's own `NetworkError` and `TimeoutError` share a scope with
// the SDK's; the bundler once renamed the SDK's pair (`NetworkError2`), which stack traces and
// `util.inspect` then printed. Checked by exported name: every class and guard is named after it.
describe.each([
  ["import", esm, esmTesting],
  ["require", cjs, cjsTesting],
] as const)("as loaded by %s", (_mode, entry, entryTesting) => {
  test("every error class and guard carries its exported name", () => {
    const named = Object.entries({ ...entry, ...entryTesting }).filter(
      ([name, value]) => typeof value === "function" && /^(is)?[A-Z]\w*Error$/.test(name),
    );
    expect(named.length).toBeGreaterThanOrEqual(20);
    for (const [name, value] of named)
      expect({ name, is: (value as () => void).name }).toEqual({ name, is: name });
  });

  test("an error's constructor and inspect output use the class's own name", async () => {
    const error = new entry.NetworkError("ECONNRESET", summary);
    expect(error.constructor.name).toBe("NetworkError");
    expect(new entry.TimeoutError(10, summary).constructor.name).toBe("TimeoutError");
    const { inspect } = await import("node:util");
    expect(inspect(error).split("\n")[0]).toMatch(/^NetworkError: /);
  });
});
