// Prism (@stoplight/prism-cli) mocks the service from the document `npx owned-products-sdk
// openapi` writes: every operation answers, the SDK's client reads each answer with strict
// validation, and Prism checks requests against the document's parameters.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createClient } from "../../src/index.js";
import { resourceSchemas } from "../../src/schemas/index.js";
import { runCli } from "./cli-process.js";
import { repoRoot } from "./packed-package.js";

let prism: ChildProcess;
let baseUrl: string;
let output = "";

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

beforeAll(async () => {
  const { code, stdout } = await runCli(["openapi"]);
  expect(code).toBe(0);
  const document = join(mkdtempSync(join(tmpdir(), "prism-")), "openapi.json");
  writeFileSync(document, stdout);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  prism = spawn(join(repoRoot, "node_modules/.bin/prism"), [
    "mock",
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--errors",
    document,
  ]);
  prism.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  prism.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Bounded: Prism starts in a few seconds here; the hook fails past 60 s with what it printed.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const check = () => {
      if (!output.includes("Prism is listening")) return;
      clearTimeout(timer);
      resolve();
    };
    prism.stdout?.on("data", check);
    prism.stderr?.on("data", check);
    prism.on("exit", (code) => reject(new Error(`Prism exited (${code}):\n${output}`)));
  });
}, 90_000);

afterAll(() => {
  prism?.kill("SIGTERM");
});

test.each([
  ["/tenants/1001/purchase-history", "PurchaseHistory"],
  ["/owned-products/50001", "OwnedProduct"],
  ["/owned-products?offset=0&limit=2", "OwnedProductSearchResult"],
  ["/tenants?pageNumber=1&pageSize=2", "TenantPage"],
] as const)("GET %s answers a strict-valid %s", async (path, resource) => {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  const body = resourceSchemas[resource].strict.parse(await response.json());
  expect(body).toBeDefined();
});

test("the SDK's client reads every operation from Prism with strict validation", async () => {
  const client = createClient({ baseUrl, validation: "strict" });
  expect((await client.purchaseHistory.get(1001)).tenantId).toBe(1001);
  expect((await client.ownedProducts.get(50001)).ownedProductId).toBe(50001);
  expect((await client.ownedProducts.search({ offset: 0, limit: 2 })).limit).toBe(2);
  expect((await client.tenants.list({ pageNumber: 1, pageSize: 2 })).pageNumber).toBe(1);
});

test("Prism checks requests against the document's parameters: a limit that is no integer is refused", async () => {
  const response = await fetch(`${baseUrl}/owned-products?limit=many`);
  // Prism answers a request its parameters refuse with the operation's declared 400.
  expect(response.status).toBe(400);
});
