// Values that have no text of their own (a null-prototype object, an object whose toString
// throws) reach the helpers from user code: a fetcher's rejection, a server's warnings entry, a
// wrong first argument. Each is described by its kind, and the run behaves as the guide says.
import { describe, expect, test } from "vitest";
import {
  PageFetchError,
  paginatePages,
  paginateWindow,
  type PaginationWarning,
  type WindowRequest,
} from "../../src/index.js";
import { itemsUpTo, windowOf } from "../helpers/paging-servers.js";

const textless: [string, () => unknown][] = [
  ["a null-prototype object", () => Object.create(null) as unknown],
  [
    "an object whose toString throws",
    () => ({
      toString() {
        throw new Error("no text");
      },
    }),
  ],
];

describe.each(textless)("%s", (_name, make) => {
  test("thrown by a fetcher is still a PageFetchError with it as the cause", async () => {
    const cause = make();
    const run = paginateWindow(
      async (request: WindowRequest) => {
        if (request.offset === 10) throw cause;
        return windowOf(itemsUpTo(30), request);
      },
      { limit: 10 },
    );
    const error = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).cause).toBe(cause);
    expect((error as PageFetchError).resumeFrom).toEqual({ offset: 10 });
    expect((error as PageFetchError).message).toBe(
      'Fetching offset 10 failed (an object); resume from it with {"offset":10}',
    );
  });

  test("as a server's warnings entry is a server-warning, and the run goes on", async () => {
    const warnings: PaginationWarning[] = [];
    const items = await paginateWindow(
      async (request: WindowRequest) => ({
        ...windowOf(itemsUpTo(3), request),
        warnings: [make() as string, "slow"],
      }),
      { onWarning: (warning) => warnings.push(warning) },
    ).toArray();
    expect(items).toHaveLength(3);
    expect(warnings).toEqual([
      { code: "server-warning", message: "an object", ended: false },
      { code: "server-warning", message: "slow", ended: false },
    ]);
  });
});

test.each([
  [
    () => paginateWindow(Object.create(null) as never),
    "paginateWindow: the first argument must be a function, got an object",
  ],
  [
    () => paginatePages({ url: "/tenants" } as never),
    "paginatePages: the first argument must be a function, got an object",
  ],
  [
    () => paginatePages("https://api.example.com/tenants" as never),
    'paginatePages: the first argument must be a function, got "https://api.example.com/tenants"',
  ],
])("%# a first argument that is not a function is named by its kind", (make, message) => {
  expect(make).toThrow(new TypeError(message));
});
