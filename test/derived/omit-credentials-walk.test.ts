// An object omitCredentials cannot tell (a tie between two resources) is walked as your own: it
// still loses every field fieldSensitivity classes "credential" or "secret", by its name, as a
// recognised resource does. A tie must never be the way a callback address reaches a browser.
import { describe, expect, expectTypeOf, test } from "vitest";
import { omitCredentials } from "../../src/index.js";
import { fieldSensitivity } from "../../src/schemas/index.js";

describe("a walked object loses the contract's credential fields", () => {
  test("a tie between Tenant and Payment keeps no callback address", () => {
    // id and createdAt are fields of both; amount of Payment, getTenantUsersUri of Tenant: 3 each.
    const tie = {
      id: 1,
      createdAt: "2024-01-01T00:00:00Z",
      amount: 5,
      getTenantUsersUri: "https://hooks.tenant.test/cap-1/users",
    };
    const projected = omitCredentials(tie);
    expect(projected).toStrictEqual({ id: 1, createdAt: "2024-01-01T00:00:00Z", amount: 5 });
    expectTypeOf(projected).not.toHaveProperty("getTenantUsersUri");
  });

  test("every credential field of the contract is left out of your own object", () => {
    const credentialNames = Object.values(fieldSensitivity).flatMap((fields) =>
      Object.entries(fields as Record<string, string>)
        .filter(([, sensitivity]) => sensitivity === "credential" || sensitivity === "secret")
        .map(([name]) => name),
    );
    expect(credentialNames.length).toBeGreaterThan(10);
    // One field of OwnedProduct (qty) and one of another resource: a tie, so walked.
    for (const name of credentialNames) {
      const own = { qty: 1, [name]: "cap-or-credential", note: "kept" };
      expect([name, omitCredentials(own)]).toStrictEqual([name, { qty: 1, note: "kept" }]);
    }
  });

  test("names that are not the contract's stay in your own object", () => {
    expect(omitCredentials({ requestId: "r-1", smtpServerNote: "busy" })).toStrictEqual({
      requestId: "r-1",
      smtpServerNote: "busy",
    });
  });
});
