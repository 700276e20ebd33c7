import { describe, expect, test } from "vitest";
import * as zc from "zod";
import {
  CredentialsSchema,
  CredentialsStrictSchema,
  PurchaseHistorySchema,
  SECRET_FIELDS,
  TenantPageSchema,
  TenantSchema,
} from "../../src/schemas/index.js";
import { hidesInput } from "../../src/schemas/internal/issues/readable-issues.js";
import { resourceSchemas } from "../../src/schemas/resources.js";
import { samples, SECRETS } from "../helpers/samples.js";

describe("prototype pollution", () => {
  test.each([
    ["__proto__", '{"__proto__":{"polluted":true}}'],
    ["constructor.prototype", '{"constructor":{"prototype":{"polluted":true}}}'],
  ])("a %s key in a payload never reaches a prototype", (_, extra) => {
    const base = JSON.stringify(samples.PurchaseHistory).slice(0, -1);
    const payload: unknown = JSON.parse(`${base},${extra.slice(1)}`);
    const product = JSON.parse(
      `${JSON.stringify(samples.OwnedProduct).slice(0, -1)},${extra.slice(1)}`,
    );
    const parsed = PurchaseHistorySchema.parse({ ...(payload as object), products: [product] });

    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(parsed.products![0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect((parsed as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

describe("secrets never appear in an issue or a message", () => {
  const secretValues = Object.values(SECRETS);
  const expectNoSecret = (error: unknown) => {
    const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).message}`;
    for (const secret of secretValues) expect(text).not.toContain(secret);
  };

  test.each(SECRET_FIELDS)("a wrongly typed %s is reported by path only", (field) => {
    const input = { ...samples.Credentials, [field]: { value: SECRETS[field] } };
    const result = CredentialsSchema.safeParse(input);
    expect(result.error?.issues.map((i) => i.path)).toEqual([[field]]);
    expectNoSecret(result.error);
    expect(() => CredentialsSchema.parse(input)).toThrow();
    try {
      CredentialsSchema.parse(input);
    } catch (error) {
      expectNoSecret(error);
    }
  });

  test("a failing tenant page with secrets present does not echo them", () => {
    const tenant = {
      ...samples.Tenant,
      id: "x",
      credentials: { ...samples.Credentials, smtpPort: null },
    };
    const result = TenantPageSchema.safeParse({ ...samples.TenantPage, list: [tenant] });
    expect(result.success).toBe(false);
    expectNoSecret(result.error);
    // classic zod's English messages are still value-free
    const classic = zc
      .object({ page: TenantPageSchema })
      .safeParse({ page: { ...samples.TenantPage, list: [tenant] } });
    expectNoSecret(classic.error);
    expectNoSecret(zc.prettifyError(classic.error!));
  });

  test("a strict parse names unknown keys, not their values", () => {
    const result = CredentialsStrictSchema.safeParse({
      ...samples.Credentials,
      leaked: SECRETS.smtpServerPassword,
    });
    expect(result.error?.issues).toMatchObject([{ code: "unrecognized_keys", keys: ["leaked"] }]);
    expectNoSecret(result.error);
  });

  test("TenantSchema rejects a secret of the wrong type without echoing it", () => {
    const result = TenantSchema.safeParse({
      ...samples.Tenant,
      credentials: { ...samples.Credentials, smtpServerPassword: 12345678 },
    });
    expect(JSON.stringify(result.error)).not.toContain("12345678");
  });

  describe("even when a parse asks zod for each issue's input (reportInput: true)", () => {
    const reportInput = { reportInput: true };

    test.each(SECRET_FIELDS)("a wrongly typed %s inside a tenant page", (field) => {
      const credentials = { ...samples.Credentials, [field]: 12345678 };
      const tenant = { ...samples.Tenant, credentials };
      const page = { ...samples.TenantPage, list: [samples.Tenant, tenant] };
      const result = TenantPageSchema.safeParse(page, reportInput);
      expect(result.error?.issues.map((i) => i.path)).toEqual([["list", 1, "credentials", field]]);
      expect(JSON.stringify(result.error)).not.toContain("12345678");
      expect(result.error?.issues[0]?.input).toBeUndefined();
    });

    test("unknown fields of strict credentials, whose issue's input is the whole object", () => {
      const input = { ...samples.Credentials, leaked: SECRETS.smtpServerPassword };
      const result = CredentialsStrictSchema.safeParse(input, reportInput);
      expect(result.error?.issues).toMatchObject([{ path: ["leaked"] }]);
      expectNoSecret(result.error);
    });

    test("a whole Tenant where Credentials belong, and a signature of the wrong type", () => {
      const result = CredentialsStrictSchema.safeParse(samples.Tenant, reportInput);
      expectNoSecret(result.error);
      const tenant = { ...samples.Tenant, clientCommunicationSignature: 87654321 };
      const signed = TenantSchema.safeParse(tenant, reportInput);
      expect(JSON.stringify(signed.error)).not.toContain("87654321");
    });

    test("the fields kept from issues are exactly the secrets, the signing secret and credentials", () => {
      const fields = Object.values(resourceSchemas).flatMap((s) => Object.keys(s.default.shape));
      expect(fields.filter((field) => hidesInput(field)).sort()).toEqual(
        [...SECRET_FIELDS, "clientCommunicationSignature", "credentials"].sort(),
      );
    });

    test("credentials serialised twice (a string of JSON) are not reported as the input", () => {
      const credentials = JSON.stringify({ ...samples.Credentials, ...SECRETS });
      const page = { ...samples.TenantPage, list: [{ ...samples.Tenant, credentials }] };
      const result = TenantPageSchema.safeParse(page, reportInput);
      expect(result.error?.issues).toMatchObject([{ path: ["list", 0, "credentials"] }]);
      expect(result.error?.issues[0]?.input).toBeUndefined();
      expectNoSecret(result.error);
    });

    test("a plain field's input is still reported, as zod does", () => {
      const tenant = { ...samples.Tenant, accountId: 1.5 };
      const result = TenantSchema.safeParse(tenant, reportInput);
      expect(result.error?.issues).toMatchObject([{ path: ["accountId"], input: 1.5 }]);
    });
  });
});
