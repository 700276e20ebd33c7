// `owned-products-sdk openapi --routes` as a CI step writes it, a real process, from the routes
// file `check` takes: every route a valid OpenAPI path (the client takes one without its leading
// slash), and no secret a route fixes in its query written into a document made to be shared.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test } from "vitest";
import { builtCli } from "./cli-process.js";

const cli = builtCli("openapi-routes-test");
const dir = mkdtempSync(join(tmpdir(), "openapi-routes-"));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function openapi(routes: unknown): Promise<{ text: string; document: Json }> {
  const file = join(dir, `routes-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(routes));
  const child = spawn(process.execPath, [cli, "openapi", "--routes", file]);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect([code, stderr]).toEqual([0, ""]);
  return { text: stdout, document: JSON.parse(stdout) as Json };
}

async function expectValid(document: Json) {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
}

test("a route without its leading slash is a valid OpenAPI path, with the slash", async () => {
  const { document } = await openapi({
    ownedProduct: { path: "products/{ownedProductId}" },
    searchOwnedProducts: { path: "products" },
  });
  await expectValid(document);
  expect(Object.keys(document["paths"] as Json)).toEqual([
    "/tenants/{tenantId}/purchase-history",
    "/products/{ownedProductId}",
    "/products",
    "/tenants",
  ]);
  expect(document["paths"]["/products/{ownedProductId}"].get["x-sdk-route"].template).toBe(
    "/products/{ownedProductId}",
  );
});

test("a secret fixed in a route's query is named as a parameter, its value written nowhere", async () => {
  const { text, document } = await openapi({
    purchaseHistory: { path: "/history?tenant={tenantId}&api_key=sk_live_SEKRET&view=full" },
  });
  await expectValid(document);
  expect(text).not.toContain("sk_live_SEKRET");
  const operation = document["paths"]["/history"].get;
  expect(operation.parameters).toEqual([
    {
      name: "tenant",
      in: "query",
      required: true,
      schema: { type: "integer", format: "int32", minimum: -2147483648, maximum: 2147483647 },
    },
    {
      name: "api_key",
      in: "query",
      required: true,
      description: "fixed by the route; a secret, so its value is not written here",
      schema: { type: "string" },
    },
    { name: "view", in: "query", required: true, schema: { type: "string", enum: ["full"] } },
  ]);
  expect(operation["x-sdk-route"].template).toBe(
    "/history?tenant={tenantId}&api_key=[REDACTED]&view=full",
  );
});
