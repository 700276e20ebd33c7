import { appendFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, isGetManyError, isPageFetchError } from "owned-products-sdk";
import { makeDataset, startMockServer, type FaultPlan } from "owned-products-sdk/testing";
import { expect, onTestFinished, test } from "vitest";
import { exportPurchaseHistories } from "./export-histories.ts";
import { fileStore } from "./file-store.ts";

// 250 tenants: three pages of the tenant list.
const dataset = makeDataset({ tenants: 250, productsPerTenant: 1, paymentsPerTenant: 1 });
const allIds = dataset.tenants.map((tenant) => tenant.id);

/** Runs the export once against a mock service with these faults, and closes it. */
async function runOnce(file: string, faults: FaultPlan = {}) {
  const service = await startMockServer({ dataset, faults });
  const client = createClient({ baseUrl: service.url, retry: 0 });
  try {
    return await exportPurchaseHistories(client, fileStore(file));
  } finally {
    await service.close();
  }
}
/** A file in a new folder, removed when the test ends. */
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "export-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "histories.jsonl");
}
const exportedIds = (file: string) =>
  readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => (JSON.parse(line) as { tenantId: number }).tenantId);

test("a history that fails mid-page: the next run redoes that page and finishes", async () => {
  const file = tempFile();
  const failing = { purchaseHistory: { kind: "status", status: 500, nth: 150 } } as const;

  const error = await runOnce(file, failing).catch((e: unknown) => e);
  expect(isGetManyError(error)).toBe(true);
  expect(existsSync(file)).toBe(false); // nothing under the final name until it is whole
  expect(exportedIds(`${file}.partial`)).toEqual(allIds.slice(0, 100)); // page 1, whole
  expect(await fileStore(file).resume()).toMatchObject({ nextPage: 2 });

  expect(await runOnce(file)).toBe(150);
  expect(existsSync(`${file}.partial`)).toBe(false);
  expect(exportedIds(file)).toEqual(allIds); // every tenant once, in order
  expect(await runOnce(file)).toBe(0); // done: a third run exports nothing
});

test("a tenant page that fails: its resumeFrom is the saved checkpoint", async () => {
  const file = tempFile();
  const failing = { listTenants: { kind: "status", status: 503, nth: 3 } } as const;

  const error = await runOnce(file, failing).catch((e: unknown) => e);
  expect(isPageFetchError(error) && error.resumeFrom).toEqual({ pageNumber: 3 });
  expect(await fileStore(file).resume()).toMatchObject({ nextPage: 3 });

  expect(await runOnce(file)).toBe(50);
  expect(exportedIds(file)).toEqual(allIds);
});

test("a run killed mid-page left a torn line: the next run cuts it off and redoes that page", async () => {
  const file = tempFile();
  const failing = { purchaseHistory: { kind: "status", status: 500, nth: 150 } } as const;
  await runOnce(file, failing).catch(() => undefined); // page 1 saved, page 2 failed
  appendFileSync(`${file}.partial`, '{"tenantId":1101,"history":{"tenantId":1101,"produ'); // as a kill leaves it

  expect(await runOnce(file)).toBe(150);
  expect(exportedIds(file)).toEqual(allIds);
});

test("a run killed after its last checkpoint, before the rename: the next run renames the file", async () => {
  const file = tempFile();
  expect(await runOnce(file)).toBe(250);
  renameSync(file, `${file}.partial`); // as a kill between the two leaves it
  expect(await runOnce(file)).toBe(0);
  expect(exportedIds(file)).toEqual(allIds);
});
