// The one classification of every contract field (src/schemas/field-sensitivity.ts): it names
// every field of every schema, no more, and the secret-name rule the client masks by agrees with
// it field for field, so the client's bundle needs no table.
import { describe, expect, expectTypeOf, test } from "vitest";
import { isSecretName } from "../../src/internal/secret-names.js";
import {
  fieldsClassed,
  fieldSensitivity,
  resourceSchemas,
  SECRET_FIELDS,
  type FieldSensitivity,
  type ResourceName,
} from "../../src/schemas/index.js";
import * as root from "../../src/index.js";

const resources = Object.keys(resourceSchemas) as ResourceName[];
const every = resources.flatMap((resource) =>
  Object.entries(fieldSensitivity[resource]).map(
    ([field, sensitivity]) => [resource, field, sensitivity as FieldSensitivity] as const,
  ),
);

describe("fieldSensitivity", () => {
  test("classes the seven resources, as resourceSchemas names them", () => {
    expect(Object.keys(fieldSensitivity).sort()).toEqual([...resources].sort());
  });

  test.each(resources)("names every field of %s's schema, in its order, and no other", (name) => {
    expect(Object.keys(fieldSensitivity[name])).toEqual(
      Object.keys(resourceSchemas[name].default.shape),
    );
  });

  test.each(every)("%s.%s is classed %s, one of the four classes", (_, __, sensitivity) => {
    expect(["secret", "credential", "personal", "public"]).toContain(sensitivity);
  });

  test("classes the contract's secrets, credentials and personal data as issue 34 sets them", () => {
    const classed = (sensitivity: FieldSensitivity) =>
      every.filter((row) => row[2] === sensitivity).map(([r, f]) => `${r}.${f}`);
    expect(classed("secret")).toEqual([
      "Tenant.clientCommunicationSignature",
      "Credentials.paymentProcessorApiKey",
      "Credentials.smsProviderAuthToken",
      "Credentials.smtpServerPassword",
    ]);
    expect(classed("personal")).toEqual([
      "Tenant.adminEmail",
      "Tenant.adminMobilePhone",
      "Tenant.createdByUserId",
      "Tenant.updatedByUserId",
      "Tenant.deactivatedByUserId",
    ]);
    expect(classed("credential")).toEqual([
      "Tenant.getTenantUsersUri",
      "Tenant.tenantUserCommunicationSentUri",
      "Tenant.tenantSubscriptionChangedUri",
      "Tenant.credentials",
      ...Object.keys(fieldSensitivity.Credentials)
        .filter((field) => !(SECRET_FIELDS as readonly string[]).includes(field))
        .map((field) => `Credentials.${field}`),
    ]);
  });

  test("is the same object from the root entry", () => {
    expect(root.fieldSensitivity).toBe(fieldSensitivity);
  });

  test("its classes are literal types", () => {
    expectTypeOf(fieldSensitivity.Credentials.smtpServerPassword).toEqualTypeOf<"secret">();
    expectTypeOf(fieldSensitivity.Tenant.adminEmail).toEqualTypeOf<"personal">();
    expectTypeOf(fieldSensitivity.OwnedProduct.qty).toEqualTypeOf<"public">();
  });
});

describe("the secret-name rule agrees with the classification", () => {
  test.each(every)("%s.%s (%s): a secret by name exactly when classed secret", (_, field, cls) => {
    expect(isSecretName(field)).toBe(cls === "secret");
  });
});

describe("SECRET_FIELDS", () => {
  test("is derived from the classification: the Credentials fields classed secret", () => {
    expect(SECRET_FIELDS).toEqual([
      "paymentProcessorApiKey",
      "smsProviderAuthToken",
      "smtpServerPassword",
    ]);
    expect(SECRET_FIELDS).toEqual(fieldsClassed("Credentials", "secret"));
  });

  test("fieldsClassed lists a class's fields in the contract's order", () => {
    expect(fieldsClassed("Tenant", "secret")).toEqual(["clientCommunicationSignature"]);
    expect(fieldsClassed("OwnedProduct", "secret")).toEqual([]);
    expectTypeOf(fieldsClassed("Tenant", "personal")).toEqualTypeOf<
      (
        | "adminEmail"
        | "adminMobilePhone"
        | "createdByUserId"
        | "updatedByUserId"
        | "deactivatedByUserId"
      )[]
    >();
  });
});

describe("the classification table in docs/validating-payloads.md", () => {
  test("lists every field that is not public, with its class, and no other", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(
      new URL("../../docs/validating-payloads.md", import.meta.url),
      "utf8",
    );
    const section = text.slice(text.indexOf("## What each field may reveal"));
    const rows = [...section.matchAll(/^\| `(\w+)\.(\w+)` +\| `(\w+)` +\|$/gm)].map(
      ([, resource, field, sensitivity]) => `${resource}.${field} ${sensitivity}`,
    );
    const expected = every
      .filter(([, , sensitivity]) => sensitivity !== "public")
      .map(([resource, field, sensitivity]) => `${resource}.${field} ${sensitivity}`);
    expect(rows).toEqual(expected);
  });
});
