// `owned-products-sdk openapi` and `json-schema`: a standard OpenAPI 3.1 document (checked by an
// OpenAPI validator from npm), whose schemas hold the contract's rules (checked with ajv), and
// the JSON Schema of toJsonSchema. Prism mocking from the document: test/package/openapi-prism.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import {
  DATE_TIME_PATTERN,
  fieldSensitivity,
  resourceSchemas,
  toJsonSchema,
} from "../../src/schemas/index.js";
import { samples } from "../helpers/samples.js";
import { runCommand } from "./run-cli-helper.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function openapi(...args: string[]): Promise<Json> {
  const { code, out, err } = await runCommand(["openapi", ...args]);
  expect([code, err]).toEqual([0, ""]);
  return JSON.parse(out) as Json;
}

const document = await openapi();

test("is a valid OpenAPI 3.1 document", async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  expect(result.errors).toBeUndefined();
  expect([result.valid, validator.version]).toEqual([true, "3.1"]);
});

test("has the four operations on the SDK's routes, each marked as an assumption", () => {
  const operations = Object.entries(document["paths"] as Json).map(([path, item]) => [
    path,
    item.get.operationId,
    item.get.parameters.map(
      (p: Json) => `${p.in}:${p.name}${p.required ? "!" : ""}:${p.schema.format}`,
    ),
    item.get.responses["200"].content["application/json"].schema.$ref,
    item.get["x-sdk-route"],
  ]);
  expect(operations).toEqual([
    [
      "/tenants/{tenantId}/purchase-history",
      "purchaseHistory",
      ["path:tenantId!:int32"],
      "#/components/schemas/PurchaseHistory",
      { name: "purchaseHistory", template: "/tenants/{tenantId}/purchase-history", assumed: true },
    ],
    [
      "/owned-products/{ownedProductId}",
      "ownedProduct",
      ["path:ownedProductId!:int32"],
      "#/components/schemas/OwnedProduct",
      { name: "ownedProduct", template: "/owned-products/{ownedProductId}", assumed: true },
    ],
    [
      "/owned-products",
      "searchOwnedProducts",
      ["query:offset:int32", "query:limit:int32"],
      "#/components/schemas/OwnedProductSearchResult",
      { name: "searchOwnedProducts", template: "/owned-products", assumed: true },
    ],
    [
      "/tenants",
      "listTenants",
      ["query:pageNumber:int32", "query:pageSize:int32"],
      "#/components/schemas/TenantPage",
      { name: "listTenants", template: "/tenants", assumed: true },
    ],
  ]);
});

test.each([
  "https://user:tok_live_SECRET@api.example.com/v1",
  "https://api.example.com/v1?token=tok_live_SECRET",
  "https://api.example.com/v1#tok_live_SECRET",
])("--server %s is refused without being echoed", async (server) => {
  const run = await runCommand(["openapi", "--server", server]);
  expect(run).toEqual({
    code: 2,
    out: "",
    err: "openapi: --server must be a URL without a user name, password, query or fragment, as https://api.example.com/v1 (the document shows it to every reader; send credentials apart)",
  });
});

test("--routes and --server: the overridden paths, parameter names and server", async () => {
  const dir = mkdtempSync(join(tmpdir(), "openapi-"));
  const routes = join(dir, "routes.json");
  writeFileSync(
    routes,
    JSON.stringify({
      purchaseHistory: { path: "/history?tenant={tenantId}" },
      listTenants: { path: "/v2/tenants", pageSizeParam: "size" },
    }),
  );
  const custom = await openapi("--routes", routes, "--server", "https://api.example.com/v1");
  expect(custom["servers"]).toEqual([{ url: "https://api.example.com/v1" }]);
  expect(Object.keys(custom["paths"] as Json)).toEqual([
    "/history",
    "/owned-products/{ownedProductId}",
    "/owned-products",
    "/v2/tenants",
  ]);
  expect(custom["paths"]["/history"].get.parameters).toEqual([
    {
      name: "tenant",
      in: "query",
      required: true,
      schema: expect.objectContaining({ type: "integer", format: "int32" }),
    },
  ]);
  expect(custom["paths"]["/v2/tenants"].get.parameters.map((p: Json) => p.name)).toEqual([
    "pageNumber",
    "size",
  ]);
  expect((await new Validator().validate(custom)).valid).toBe(true);
});

describe("the seven schemas", () => {
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ $id: "doc", components: document["components"] });
  const compile = (name: string) => ajv.getSchema(`doc#/components/schemas/${name}`)!;

  test("are the contract's resources, nested ones by $ref", () => {
    expect(Object.keys(document["components"].schemas).sort()).toEqual(
      Object.keys(resourceSchemas).sort(),
    );
    expect(
      document["components"].schemas.PurchaseHistory.properties.products.anyOf[0].items,
    ).toEqual({ $ref: "#/components/schemas/OwnedProduct" });
  });

  test("carry nullability, int32, double and the date-time pattern", () => {
    const product = document["components"].schemas.OwnedProduct;
    expect(product.properties.qty).toEqual({
      type: "integer",
      format: "int32",
      minimum: -2147483648,
      maximum: 2147483647,
      "x-sensitivity": "public",
    });
    expect(product.properties.supplementalFeatureQty).toEqual({
      type: ["number", "null"],
      format: "double",
      "x-sensitivity": "public",
    });
    expect(product.properties.effectiveAt).toEqual({
      type: "string",
      pattern: DATE_TIME_PATTERN.source,
      "x-sensitivity": "public",
    });
    expect(product.required).toEqual(
      expect.arrayContaining(["ownedProductId", "qty", "effectiveAt"]),
    );
    expect(product.required).not.toContain("name");
  });

  test.each(Object.keys(fieldSensitivity) as (keyof typeof fieldSensitivity)[])(
    "%s: every property carries its fieldSensitivity class as x-sensitivity, and none is writeOnly",
    (name) => {
      const properties = document["components"].schemas[name].properties as Json;
      expect(
        Object.fromEntries(Object.entries(properties).map(([f, p]) => [f, p["x-sensitivity"]])),
      ).toEqual(fieldSensitivity[name]);
      expect(JSON.stringify(properties)).not.toContain("writeOnly");
    },
  );

  test("the credentials of a tenant are a credential, its signature a secret", () => {
    const tenant = document["components"].schemas.Tenant.properties;
    expect(tenant.credentials["x-sensitivity"]).toBe("credential");
    expect(tenant.clientCommunicationSignature["x-sensitivity"]).toBe("secret");
    expect(tenant.adminEmail["x-sensitivity"]).toBe("personal");
  });

  test.each(Object.keys(samples) as (keyof typeof samples)[])(
    "%s: accept the samples, reject what the schemas reject",
    (name) => {
      const validate = compile(name);
      expect(validate(samples[name])).toBe(true);
      const [field] = Object.entries(samples[name]).find(([, value]) => typeof value === "number")!;
      expect(validate({ ...samples[name], [field!]: "not a number" })).toBe(false);
    },
  );

  test("each operation's example answer is valid, against the document and the strict zod schema", () => {
    for (const item of Object.values(document["paths"] as Json)) {
      const content = item.get.responses["200"].content["application/json"];
      const name = (content.schema.$ref as string).split("/").pop() as keyof typeof resourceSchemas;
      expect(compile(name)(content.example)).toBe(true);
      resourceSchemas[name].strict.parse(content.example);
    }
  });
});

test("json-schema prints toJsonSchema's document, --strict its strict variant", async () => {
  const plain = await runCommand(["json-schema", "Tenant"]);
  const strict = await runCommand(["json-schema", "Tenant", "--strict"]);
  expect([plain.code, JSON.parse(plain.out)]).toEqual([0, toJsonSchema("Tenant")]);
  expect([strict.code, JSON.parse(strict.out)]).toEqual([
    0,
    toJsonSchema("Tenant", { strict: true }),
  ]);
});
