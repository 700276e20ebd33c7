// How a run plans its requests: it never asks for more than maxItems or maxPages can use, it
// asks again what a clamping server made wrong, it checks the signal before the first request,
// and a fetcher that ignores its signal cannot hold an aborted run.
import { expect, test } from "vitest";
import { paginatePages, paginateWindow, type WindowRequest } from "../../src/index.js";
import {
  ids,
  itemsUpTo,
  offsets,
  pageOf,
  range,
  recorder,
  windowOf,
} from "../helpers/paging-servers.js";

const data = itemsUpTo(100);

test("maxItems bounds what is requested ahead: one full window is all it needs", async () => {
  const server = recorder((request: WindowRequest) => windowOf(data, request));
  const run = paginateWindow(server.fetch, { limit: 5, concurrency: 4, maxItems: 5 });
  expect(ids(await run.toArray())).toEqual(range(0, 5));
  expect(offsets(server.calls)).toEqual(["0+5"]);
});

test("maxItems across windows: requests stop once the windows ahead would reach it", async () => {
  const server = recorder((request: WindowRequest) => windowOf(data, request));
  const run = paginateWindow(server.fetch, { limit: 5, concurrency: 8, maxItems: 12 });
  expect(ids(await run.toArray())).toEqual(range(0, 12));
  expect(offsets(server.calls)).toEqual(["0+5", "5+5", "10+5"]);
});

test("maxPages bounds what is requested ahead", async () => {
  const server = recorder(
    (request: { pageNumber: number; pageSize: number; signal: AbortSignal }) =>
      pageOf(data, request),
  );
  const run = paginatePages(server.fetch, { pageSize: 10, concurrency: 6, maxPages: 2 });
  expect(ids(await run.toArray())).toEqual(range(0, 20));
  expect(server.calls.map(({ request }) => request.pageNumber)).toEqual([1, 2]);
});

test("requests made with a size the server then clamps are not used: they are asked again", async () => {
  const server = recorder((request: WindowRequest) =>
    windowOf(data.slice(0, 12), request, { clamp: 3 }),
  );
  const run = paginateWindow(server.fetch, { limit: 6, concurrency: 3 });
  expect(ids(await run.toArray())).toEqual(range(0, 12));
  const wrongSize = server.calls.filter(({ request }) => request.limit === 6);
  expect(wrongSize.map(({ request }) => request.offset)).toEqual([0, 6, 12]);
  expect(offsets(server.calls.filter(({ request }) => request.limit === 3))).toEqual([
    "3+3",
    "6+3",
    "9+3",
  ]);
});

test("an already aborted signal rejects at the first next(), before any request", async () => {
  const server = recorder((request: WindowRequest) => windowOf(data, request));
  const controller = new AbortController();
  controller.abort(new Error("stop"));
  const run = paginateWindow(server.fetch, { signal: controller.signal });
  await expect(run.toArray()).rejects.toThrow("stop");
  expect(server.calls).toEqual([]);
});

test("a fetcher that ignores its signal cannot hold an aborted run", async () => {
  const controller = new AbortController();
  let started = 0;
  const run = paginateWindow(
    () => {
      started += 1;
      return new Promise<never>(() => undefined); // never settles, never listens
    },
    { signal: controller.signal },
  );
  const result = run.toArray();
  await new Promise((resolve) => setTimeout(resolve, 10));
  controller.abort(new Error("user gave up"));
  await expect(result).rejects.toThrow("user gave up");
  expect(started).toBe(1);
});
