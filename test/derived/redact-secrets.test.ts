// redactSecrets and omitSecrets: every secret name (the SDK's one rule) at every depth of any
// value, masked or left out; everything else copied as it is; the input never changed.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { omitSecrets, REDACTED, redactSecrets, SECRET_FIELDS } from "../../src/schemas/index.js";
import { samples, SECRETS } from "../helpers/samples.js";

const leaked = new RegExp(Object.values(SECRETS).join("|"));

/** `value` and everything it holds, frozen: a walk that wrote to its input would throw. */
function deepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) deepFrozen(item);
    Object.freeze(value);
  }
  return value;
}

/** A tenant with secrets a newer server added, beside the contract's. */
const newerTenant = () => ({
  ...structuredClone(samples.Tenant),
  webhookSigningSecret: "whsec_1",
  credentials: { ...samples.Credentials, smtpOAuthToken: "oauth-2", apiKey: "key-3" },
  integrations: [{ name: "crm", settings: { "x-api-key": "key-4", tokenCount: 5 } }],
});

describe("redactSecrets masks every secret name, at every depth", () => {
  test("the secrets of Credentials, the rest untouched and in its order", () => {
    const redacted = redactSecrets({ ...samples.Credentials, unknownField: "kept" });
    for (const field of SECRET_FIELDS) expect(redacted[field]).toBe(REDACTED);
    expect(redacted).toEqual({
      ...samples.Credentials,
      ...Object.fromEntries(SECRET_FIELDS.map((field) => [field, REDACTED])),
      unknownField: "kept",
    });
    expect(Object.keys(redacted)).toEqual([...Object.keys(samples.Credentials), "unknownField"]);
  });

  test("a tenant's signature, its credentials and the fields a newer server adds", () => {
    const tenant = deepFrozen(newerTenant());
    const redacted = redactSecrets(tenant);
    expect(redacted).toEqual({
      ...tenant,
      clientCommunicationSignature: REDACTED,
      webhookSigningSecret: REDACTED,
      credentials: {
        ...samples.Credentials,
        ...Object.fromEntries(SECRET_FIELDS.map((field) => [field, REDACTED])),
        smtpOAuthToken: REDACTED,
        apiKey: REDACTED,
      },
      integrations: [{ name: "crm", settings: { "x-api-key": REDACTED, tokenCount: 5 } }],
    });
    expect(JSON.stringify(redacted)).not.toMatch(leaked);
  });

  test.each([
    ["a tenant page", { ...samples.TenantPage, list: [newerTenant(), newerTenant()] }],
    ["an array of tenants", [newerTenant(), null, newerTenant()]],
    ["a search result's list", { list: [{ apiKey: "k" }], warnings: ["token=left as text"] }],
    ["an unknown object", { data: { nested: [[{ Password: "pw", ok: 1 }]] } }],
  ])("%s: a copy of the same shape", (_, value) => {
    const input = deepFrozen(value);
    const redacted = redactSecrets(input);
    const text = JSON.stringify(redacted);
    expect(text).not.toMatch(/whsec_1|oauth-2|key-3|key-4|"k"|"pw"/);
    expect(text).not.toMatch(leaked);
    expect(redacted).not.toBe(input);
    // The shape stays: only the secrets' values differ.
    const shapeOf = (json: string) => json.replace(/"[^"]*"/g, "s");
    expect(shapeOf(text)).toBe(shapeOf(JSON.stringify(input)));
  });

  test("a value of any kind is masked whole; null and undefined stay", () => {
    const redacted = redactSecrets({
      token: { value: "t", expiresAt: "soon" },
      cookie: ["a=1", "b=2"],
      secret: 42,
      password: false,
      apiKey: null,
      authorization: undefined,
    });
    expect(redacted).toStrictEqual({
      token: REDACTED,
      cookie: REDACTED,
      secret: REDACTED,
      password: REDACTED,
      apiKey: null,
      authorization: undefined,
    });
  });

  test.each([
    ["a string, even a secret itself", SECRETS.smtpServerPassword],
    ["a number", 1],
    ["null", null],
    ["undefined", undefined],
  ])("%s has no names: it comes back as it is", (_, value) => {
    expect(redactSecrets(value)).toBe(value);
  });

  test("the names of the rule, and only those", () => {
    const names = {
      smsProviderAuthToken: "masked",
      webhookSigningSecret: "masked",
      smtpOAuthToken: "masked",
      "x-api-key": "masked",
      "x-auth-token": "masked",
      "set-cookie": "masked",
      "proxy-authorization": "masked",
      ACCESS_TOKEN: "masked",
      tokenCount: "kept",
      signedLogoUri: "kept",
      smtpServerRequiresAuthentication: "kept",
      primaryKey: "kept",
      publicKey: "kept",
    };
    const redacted = redactSecrets(names);
    for (const [name, verdict] of Object.entries(names)) {
      expect(redacted[name as keyof typeof names], name).toBe(
        verdict === "kept" ? verdict : REDACTED,
      );
    }
  });
});

describe("omitSecrets leaves the keys out instead", () => {
  test("every secret name's key, whatever it holds, at every depth", () => {
    const tenant = deepFrozen({
      ...newerTenant(),
      credentials: { ...samples.Credentials, smtpServerPassword: null },
    });
    const omitted = omitSecrets(tenant) as Record<string, unknown>;
    const { clientCommunicationSignature: _s, webhookSigningSecret: _w, ...rest } = tenant;
    const {
      paymentProcessorApiKey: _a,
      smsProviderAuthToken: _b,
      smtpServerPassword: _c,
      ...credentials
    } = samples.Credentials;
    expect(omitted).toEqual({
      ...rest,
      credentials,
      integrations: [{ name: "crm", settings: { tokenCount: 5 } }],
    });
    expect(JSON.stringify(omitted)).not.toMatch(/Signature|Secret|Token"|ApiKey|Password|api-key/);
  });

  test("a page, an array and a primitive", () => {
    const page = { ...samples.TenantPage, list: [newerTenant()] };
    expect(JSON.stringify(omitSecrets(page))).not.toMatch(leaked);
    expect(omitSecrets([{ token: "t", n: 1 }])).toEqual([{ n: 1 }]);
    expect(omitSecrets("token=kept as text")).toBe("token=kept as text");
  });
});

describe("what a hostile or unusual value gets", () => {
  test("a __proto__ key stays a plain key, never a prototype", () => {
    const input = JSON.parse('{"__proto__": {"token": "t", "x": 1}}') as object;
    const redacted = redactSecrets(input);
    expect(Object.getPrototypeOf(redacted)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(redacted, "__proto__")?.value).toEqual({
      token: REDACTED,
      x: 1,
    });
  });

  test("a value that holds itself comes back holding its copy, in time", () => {
    const node: Record<string, unknown> = { name: "a", password: "pw" };
    node["self"] = node;
    node["list"] = [node, node];
    const redacted = redactSecrets(node) as Record<string, unknown>;
    expect(redacted).not.toBe(node);
    expect(redacted["self"]).toBe(redacted);
    expect(redacted["list"]).toEqual([redacted, redacted]);
    expect(redacted["password"]).toBe(REDACTED);
    expect(node["password"]).toBe("pw");
  });

  test("an object shared a thousand levels over costs each object once", () => {
    // Each level holds the one below twice: 2^1000 paths, 1000 objects.
    let shared: unknown = { token: "t" };
    for (let i = 0; i < 1000; i++) shared = { left: shared, right: shared };
    const redacted = omitSecrets(shared) as { left: unknown; right: unknown };
    expect(redacted.left).toBe(redacted.right);
  });

  test("a JSON body nested 100,000 arrays deep does not overflow the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}{"token":"t"}${"]".repeat(100_000)}`) as unknown;
    let copy = redactSecrets(deep);
    for (let i = 0; i < 100_000; i++) copy = (copy as unknown[])[0];
    expect(copy).toEqual({ token: REDACTED });
  });

  test("a Date is kept; a class instance becomes a plain object of its own fields", () => {
    const at = new Date(0);
    const instance = new (class Session {
      readonly id = 1;
      readonly sessionToken = "s";
    })();
    expect(redactSecrets({ at, instance })).toStrictEqual({
      at,
      instance: { id: 1, sessionToken: REDACTED },
    });
  });
});

describe("property: any JSON value with secrets sprinkled in", () => {
  const secretName = fc.constantFrom(
    "password",
    "apiKey",
    "x-auth-token",
    "client_secret",
    "SIGNATURE",
  );
  const json = fc
    .letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(fc.oneof(fc.string(), secretName), tie("value"), { maxKeys: 4 }),
      ),
    }))
    .value.map((value) => JSON.parse(JSON.stringify(value) ?? "null") as unknown);

  /** Every key of `value` at any depth with its value. */
  function entries(value: unknown, found: [string, unknown][] = []): [string, unknown][] {
    if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        found.push([key, item]);
        entries(item, found);
      }
    }
    return found;
  }
  const isSecret = (key: string) => /(?:password|apikey|token|secret|signature)$/i.test(key);

  test("redactSecrets: every secret masked or null, the input unchanged, the rest equal", () => {
    fc.assert(
      fc.property(json, (value) => {
        const before = structuredClone(value);
        const redacted = redactSecrets(value);
        expect(value).toStrictEqual(before);
        for (const [key, item] of entries(redacted)) {
          if (isSecret(key)) expect([REDACTED, null]).toContain(item);
        }
        // Masking the input by hand gives the same value.
        const masked = JSON.parse(JSON.stringify(value), (key, item: unknown) =>
          isSecret(key) && item !== null ? REDACTED : item,
        ) as unknown;
        expect(JSON.parse(JSON.stringify(redacted)) as unknown).toStrictEqual(masked);
      }),
      { numRuns: 500 },
    );
  });

  test("omitSecrets: no secret key at any depth", () => {
    fc.assert(
      fc.property(json, (value) => {
        const keys = entries(omitSecrets(value)).map(([key]) => key);
        expect(keys.filter(isSecret)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
