// omitCredentials (src/derived/omit-credentials.ts): the allow-list projection for what leaves a
// server. Each recognised resource keeps its public and personal contract fields only; anything
// else keeps its keys but `credentials` and the secret names; the input is never changed.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isSecretName } from "../../src/internal/secret-names.js";
import * as root from "../../src/index.js";
import {
  fieldSensitivity,
  omitCredentials,
  type FieldSensitivity,
  type ResourceName,
} from "../../src/schemas/index.js";
import { samples, tenant, tenantPage } from "../helpers/samples.js";

/** The fields of `resource` that leave a server: the public and personal ones. */
const keptFields = (resource: ResourceName) =>
  Object.entries(fieldSensitivity[resource] as Record<string, FieldSensitivity>)
    .filter(([, sensitivity]) => sensitivity === "public" || sensitivity === "personal")
    .map(([field]) => field);

const projectedTenant = (record: Record<string, unknown>) =>
  Object.fromEntries(keptFields("Tenant").map((field) => [field, record[field]]));

/** Every key of `value` at any depth. */
function keysOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      keysOf(item, found);
    }
  }
  return found;
}

/** Every Tenant field that must not leave a server, and `credentials` itself. */
const withheld = [
  ...Object.keys(fieldSensitivity.Tenant).filter((field) => !keptFields("Tenant").includes(field)),
  ...Object.keys(fieldSensitivity.Credentials),
];

describe("omitCredentials on the contract's resources", () => {
  test("a tenant keeps its public and personal fields, in its order, and nothing else", () => {
    const projected = omitCredentials({ ...tenant, webhookUrl: "https://hook.test/x" });
    expect(projected).toStrictEqual(projectedTenant(tenant));
    expect(Object.keys(projected)).toEqual(keptFields("Tenant"));
    for (const field of withheld) expect(projected).not.toHaveProperty(field);
  });

  test("a tenant page: every tenant projected, the page's own fields kept", () => {
    const projected = omitCredentials(tenantPage);
    expect(projected).toStrictEqual({
      ...tenantPage,
      list: tenantPage.list.map(projectedTenant),
    });
    expect(JSON.stringify(projected)).not.toContain("credentials");
    expect(JSON.stringify(projected)).not.toContain("smtpServerUsername");
  });

  test("a URL-valued field keeps its value, a signed query included", () => {
    expect(omitCredentials(tenant).signedLogoUri).toBe(tenant.signedLogoUri);
    expect(omitCredentials(tenant).logoUri).toBe(tenant.logoUri);
  });

  test("credentials on their own keep none of their fields", () => {
    expect(omitCredentials(samples.Credentials)).toStrictEqual({});
  });

  test.each(["OwnedProduct", "Payment", "PurchaseHistory", "OwnedProductSearchResult"] as const)(
    "%s: unknown fields are left out at every depth, contract fields kept",
    (name) => {
      const sample: Record<string, unknown> = samples[name];
      const extra = { apiKey: "k", note: { password: "p" } };
      const withExtra = Object.fromEntries(
        Object.entries(sample).map(([key, value]) => [
          key,
          Array.isArray(value) && typeof value[0] === "object"
            ? value.map((item: object) => ({ ...item, ...extra }))
            : value,
        ]),
      );
      expect(omitCredentials({ ...withExtra, ...extra })).toStrictEqual(sample);
    },
  );

  test("an array of tenants: each projected", () => {
    expect(omitCredentials([tenant, tenant])).toStrictEqual([
      projectedTenant(tenant),
      projectedTenant(tenant),
    ]);
  });

  test("a page's items are read as tenants even when one lacks most fields", () => {
    const bare = { id: 1, credentials: samples.Credentials, adminEmail: "a@b.test", x: 1 };
    expect(omitCredentials({ ...tenantPage, list: [bare] }).list).toStrictEqual([
      { id: 1, adminEmail: "a@b.test" },
    ]);
  });

  test("a field holding something unexpected is walked, never kept whole", () => {
    const odd = { ...tenant, name: { apiKey: "k", label: "x", nested: { password: "p" } } };
    expect(omitCredentials(odd).name).toStrictEqual({ label: "x", nested: {} });
  });
});

describe("omitCredentials on your own objects", () => {
  test("a wrapper keeps its keys but credentials and secret names, at every depth", () => {
    const body = {
      requestId: "r-1",
      page: tenantPage,
      debug: { sessionToken: "t", nested: [{ apiKey: "k", ok: 1 }] },
    };
    expect(omitCredentials(body)).toStrictEqual({
      requestId: "r-1",
      page: { ...tenantPage, list: tenantPage.list.map(projectedTenant) },
      debug: { nested: [{ ok: 1 }] },
    });
  });

  test("a tie between resources is your own object: credentials and secret names left out", () => {
    // `status` is a field of OwnedProduct, `credentials` one of Tenant: one each.
    expect(omitCredentials({ status: "ok", credentials: { user: "u" }, extra: 1 })).toStrictEqual({
      status: "ok",
      extra: 1,
    });
    // `name` is a field of OwnedProduct and of Tenant.
    expect(omitCredentials({ name: "x", extra: 1, token: "t" })).toStrictEqual({
      name: "x",
      extra: 1,
    });
  });

  test("an object holding one contract field's name is read as that resource", () => {
    // Documented: project before wrapping. It fails closed: keys are lost, never kept.
    expect(omitCredentials({ items: [1], pageNumber: 2 })).toStrictEqual({ pageNumber: 2 });
    expect(omitCredentials({ credentials: { user: "u" }, data: tenantPage })).toStrictEqual({});
  });

  test("values that are not objects stay as they are", () => {
    const at = new Date(0);
    expect(omitCredentials(null)).toBeNull();
    expect(omitCredentials("text")).toBe("text");
    expect(omitCredentials(3)).toBe(3);
    expect(omitCredentials({ at }).at).toBe(at);
  });

  test("the input is never changed, and a value that holds itself comes back holding its copy", () => {
    const looped: Record<string, unknown> = { ok: 1, secret: "s" };
    looped["self"] = looped;
    const copy = omitCredentials(looped) as Record<string, unknown>;
    expect(copy["self"]).toBe(copy);
    expect(copy).not.toHaveProperty("secret");
    expect(looped).toHaveProperty("secret", "s");
  });

  test("a value nested 200,000 arrays deep is copied without overflowing the stack", () => {
    let deep: unknown = { password: "p", tenant };
    for (let i = 0; i < 200_000; i++) deep = [deep];
    let copy = omitCredentials(deep);
    for (let i = 0; i < 200_000; i++) copy = (copy as unknown[])[0];
    expect(copy).toStrictEqual({ tenant: projectedTenant(tenant) });
  });

  test("a __proto__ key stays a plain key", () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":true},"ok":1}') as unknown;
    const copy = omitCredentials(parsed) as object;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "ok"]);
  });

  test("is the same function from the root entry", () => {
    expect(root.omitCredentials).toBe(omitCredentials);
  });
});

describe("property: generated tenant pages with unknown fields at every depth", () => {
  const MARK = "LEAK-MARK";
  const secretName = fc.constantFrom(
    "password",
    "apiKey",
    "x-auth-token",
    "client_secret",
    "SIGNATURE",
  );
  const contractNames = new Set(Object.values(fieldSensitivity).flatMap((r) => Object.keys(r)));
  const plainName = fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((name) => !contractNames.has(name) && !isSecretName(name) && name !== "__proto__")
    .map((name) => `x_${name}`);
  const marked = fc.nat().map((n) => `${MARK}-${n}`);
  // Anything a server may add: marked values under any name, at any depth.
  const unknownValue = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      marked,
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.oneof(plainName, secretName, fc.constant("credentials")), tie("value"), {
        maxKeys: 3,
        noNullPrototype: true,
      }),
    ),
  })).value;
  const unknownFields = fc.dictionary(fc.oneof(plainName, secretName), unknownValue, {
    maxKeys: 3,
    noNullPrototype: true,
  });
  const credentials = fc.tuple(fc.nat(), unknownFields).map(([n, extra]) => ({
    ...Object.fromEntries(
      Object.entries(samples.Credentials).map(([key, value]) => [
        key,
        typeof value === "string" ? `${MARK}-${key}-${n}` : value,
      ]),
    ),
    ...extra,
  }));
  const generatedTenant = fc
    .tuple(fc.nat(), credentials, unknownFields)
    .map(([id, creds, extra]) => ({
      ...tenant,
      id,
      clientCommunicationSignature: `${MARK}-sig-${id}`,
      getTenantUsersUri: `https://${MARK}.test/users`,
      tenantUserCommunicationSentUri: `https://${MARK}.test/sent`,
      tenantSubscriptionChangedUri: `https://${MARK}.test/changed`,
      credentials: creds,
      ...extra,
    }));
  const page = fc
    .tuple(fc.array(generatedTenant, { maxLength: 4 }), unknownFields)
    .map(([list, extra]) => ({ ...tenantPage, list, totalCount: list.length, ...extra }));
  // Your own wrappers around the page: plain names kept, secret names and `credentials` marked.
  const wrapped = fc
    .tuple(
      page,
      fc.array(fc.oneof(fc.constant("array"), plainName), { maxLength: 3 }),
      fc.dictionary(secretName, unknownValue, { maxKeys: 2, noNullPrototype: true }),
    )
    .map(([inner, path, secrets]) => {
      let value: unknown = inner;
      for (const step of path) value = step === "array" ? [value] : { [step]: value, ...secrets };
      return { value, path, inner };
    });

  test("no marked value, no credential field and no secret name at any depth; the page projected", () => {
    fc.assert(
      fc.property(wrapped, ({ value, path, inner }) => {
        const before = structuredClone(value);
        const copy = omitCredentials(value);
        expect(value).toStrictEqual(before);
        expect(JSON.stringify(copy)).not.toContain(MARK);
        const keys = keysOf(copy);
        expect(keys.filter((key) => withheld.includes(key) || isSecretName(key))).toEqual([]);
        // The page, found again where it was put, holds the contract's public fields only.
        let found: unknown = copy;
        for (const step of [...path].reverse()) {
          found =
            step === "array" ? (found as unknown[])[0] : (found as Record<string, unknown>)[step];
        }
        expect(found).toStrictEqual({
          list: inner.list.map(projectedTenant),
          totalPages: inner.totalPages,
          pageNumber: inner.pageNumber,
          totalCount: inner.totalCount,
        });
      }),
      { numRuns: 300 },
    );
  });
});
