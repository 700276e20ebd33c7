import { http, HttpResponse } from "msw";
import { describe, expect, test, vi } from "vitest";
import {
  createClient,
  ValidationError,
  type ClientOptions,
  type UnknownFieldsReport,
} from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples, SECRETS } from "../helpers/samples.js";

const INT32 = "an int32 (a whole number from -2147483648 to 2147483647)";

const server = useMswServer();
const base: ClientOptions = { baseUrl: API, retry: 0 };

function serve(path: string, body: unknown): void {
  server.use(
    http.get(`${API}${path}`, () =>
      typeof body === "string"
        ? new HttpResponse(body, { headers: { "content-type": "application/json" } })
        : HttpResponse.json(body as Record<string, unknown>),
    ),
  );
}

const drifted = {
  ...samples.TenantPage,
  nextCursor: "abc",
  list: [{ ...samples.Tenant, region: "eu", credentials: { ...samples.Credentials, mfa: true } }],
};
const driftPaths = [["list", 0, "credentials", "mfa"], ["list", 0, "region"], ["nextCursor"]];

describe("validation modes", () => {
  test("default keeps unknown fields", async () => {
    serve("/tenants", drifted);
    const page = await createClient(base).tenants.list();
    expect(page).toEqual(drifted);
  });

  test("strict rejects unknown fields, one issue per field, by path", async () => {
    serve("/tenants", drifted);
    const error = await createClient({ ...base, validation: "strict" })
      .tenants.list()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.resource).toBe("TenantPage");
    expect(error.url).toBe(`${API}/tenants`);
    expect(error.issues.map((i: { path: unknown }) => i.path)).toEqual(
      expect.arrayContaining(driftPaths),
    );
    expect(error.issues).toHaveLength(3);
  });

  test("off returns the parsed JSON unchecked", async () => {
    const wrong = { ...samples.OwnedProduct, qty: "many" };
    serve("/owned-products/7", wrong);
    expect(await createClient({ ...base, validation: "off" }).ownedProducts.get(7)).toEqual(wrong);
  });

  test.each([
    ["a wrong type", { qty: "many" }, ["qty"], `expected ${INT32}, received a string`],
    [
      "a missing field",
      { qty: undefined },
      ["qty"],
      `required: expected ${INT32}, but the field is missing`,
    ],
    ["a null non-nullable", { price: null }, ["price"], `expected ${INT32}, received null`],
    ["a fraction for an int32", { tenantId: 1.5 }, ["tenantId"], "fraction"],
    ["a bad date-time", { effectiveAt: "yesterday" }, ["effectiveAt"], "date-time"],
  ])("default rejects %s, naming its path", async (_, change, path, message) => {
    serve("/owned-products/7", { ...samples.OwnedProduct, ...change });
    const error = await createClient(base)
      .ownedProducts.get(7)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues[0].path).toEqual(path);
    expect(error.issues[0].message).toContain(message);
    expect(error.message).toMatch(/^Invalid OwnedProduct in response to GET \/owned-products\/7/);
  });

  test("a nested issue is reported by its full path", async () => {
    const products = [samples.OwnedProduct, { ...samples.OwnedProduct, qty: "x" }];
    serve("/tenants/42/purchase-history", { ...samples.PurchaseHistory, products });
    const error = await createClient(base)
      .purchaseHistory.get(42)
      .catch((e) => e);
    expect(error.issues.map((i: { path: unknown }) => i.path)).toEqual([["products", 1, "qty"]]);
  });

  test.each([
    [
      "not JSON",
      "<html>oops</html>",
      `the body is not valid JSON (content type application/json, from ${API}/owned-products/7)`,
    ],
    ["empty", "", "the body is empty"],
  ])("a 200 body that is %s is a ValidationError", async (_, body, message) => {
    serve("/owned-products/7", body);
    const error = await createClient(base)
      .ownedProducts.get(7)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: [], code: "invalid_json", message }]);
  });

  test("issue messages never hold a value, even a secret one", async () => {
    const tenant = { ...samples.Tenant, id: SECRETS.smtpServerPassword };
    const credentials = { ...samples.Credentials, smtpPort: SECRETS.paymentProcessorApiKey };
    serve("/tenants", { ...samples.TenantPage, list: [{ ...tenant, credentials }] });
    const error = await createClient(base)
      .tenants.list()
      .catch((e) => e);
    const text = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(error.issues).toHaveLength(2);
  });
});

describe("onUnknownFields", () => {
  test.each(["default", "off"] as const)(
    "reports drift in %s mode without failing",
    async (mode) => {
      serve("/tenants", drifted);
      const reports: UnknownFieldsReport[] = [];
      const client = createClient({
        ...base,
        validation: mode,
        onUnknownFields: (r) => reports.push(r),
      });
      expect(await client.tenants.list()).toEqual(drifted);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        resource: "TenantPage",
        method: "GET",
        url: `${API}/tenants`,
      });
      expect(reports[0]!.paths).toEqual(expect.arrayContaining(driftPaths));
      expect(reports[0]!.paths).toHaveLength(3);
    },
  );

  test("is not called when there is no drift", async () => {
    serve("/owned-products/7", samples.OwnedProduct);
    const onUnknownFields = vi.fn();
    await createClient({ ...base, onUnknownFields }).ownedProducts.get(7);
    expect(onUnknownFields).not.toHaveBeenCalled();
  });

  test.each([
    ["an Error", new Error("report sink down") as unknown, "report sink down"],
    ["a null-prototype object", Object.create(null) as unknown, "an object"],
    ["a symbol", Symbol("sink"), "Symbol(sink)"],
  ])(
    "a callback that throws %s does not fail the call, and is logged with its text",
    async (_, thrown, said) => {
      serve("/tenants", drifted);
      const warn = vi.fn();
      const client = createClient({
        ...base,
        logger: { warn },
        onUnknownFields: () => {
          throw thrown;
        },
      });
      expect(await client.tenants.list()).toEqual(drifted);
      expect(warn).toHaveBeenCalledWith(
        "owned-products-sdk: onUnknownFields threw",
        expect.objectContaining({ error: said }),
      );
    },
  );
});

describe("validation per call", () => {
  test("a call's validation replaces the client's, for that call only", async () => {
    serve("/tenants", drifted);
    const client = createClient(base);
    const error = await client.tenants
      .list({}, { validation: "strict" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([["nextCursor"]]),
    );
    await expect(client.tenants.list()).resolves.toEqual(drifted);
  });

  test("off for one call of a strict client returns the body unchecked", async () => {
    serve("/owned-products/7", { ...samples.OwnedProduct, qty: "many" });
    const client = createClient({ ...base, validation: "strict" });
    await expect(client.ownedProducts.get(7, { validation: "off" })).resolves.toMatchObject({
      qty: "many",
    });
    await expect(client.ownedProducts.get(7)).rejects.toBeInstanceOf(ValidationError);
  });

  test("listAll passes its validation to every page", async () => {
    serve("/tenants", { ...drifted, totalPages: 1, pageNumber: 1 });
    const client = createClient(base);
    await expect(
      client.tenants.listAll({}, { validation: "strict" }).toArray(),
    ).rejects.toMatchObject({ cause: expect.any(ValidationError) });
  });

  test("an unknown mode is a TypeError naming the call, before any request", async () => {
    const client = createClient(base);
    await expect(client.tenants.list({}, { validation: "lax" as never })).rejects.toThrow(
      new TypeError(
        'tenants.list: options.validation must be "default", "strict", "strip" or "off", got "lax"',
      ),
    );
  });
});

describe("strip: only the contract's fields, at every depth", () => {
  const added = {
    ...samples.PurchaseHistory,
    tenant: { credentials: { smtpServerPassword: "leaked" } },
    products: [{ ...samples.OwnedProduct, internalCost: 12 }],
    payments: [{ ...samples.Payment, processorPayload: { raw: true } }],
  };
  const contractOnly = {
    ...samples.PurchaseHistory,
    products: [samples.OwnedProduct],
    payments: [samples.Payment],
  };

  test("a client in strip mode returns a copy without what the server added", async () => {
    serve("/tenants/42/purchase-history", added);
    const history = await createClient({ ...base, validation: "strip" }).purchaseHistory.get(42);
    expect(history).toEqual(contractOnly);
    expect(JSON.stringify(history)).not.toMatch(/leaked|internalCost|processorPayload/);
  });

  test("strip for one call; the client's default keeps the added fields", async () => {
    serve("/tenants/42/purchase-history", added);
    const client = createClient(base);
    await expect(client.purchaseHistory.get(42, { validation: "strip" })).resolves.toEqual(
      contractOnly,
    );
    await expect(client.purchaseHistory.get(42)).resolves.toEqual(added);
  });

  test("a tenant page is stripped in every tenant and its credentials", async () => {
    serve("/tenants", drifted);
    const page = await createClient({ ...base, validation: "strip" }).tenants.list();
    expect(page).toEqual({
      ...samples.TenantPage,
      list: [{ ...samples.Tenant, credentials: samples.Credentials }],
    });
  });

  test("strip checks as default does: an invalid body is a ValidationError", async () => {
    serve("/owned-products/7", { ...samples.OwnedProduct, qty: 1.5 });
    const client = createClient({ ...base, validation: "strip" });
    await expect(client.ownedProducts.get(7)).rejects.toBeInstanceOf(ValidationError);
  });
});
