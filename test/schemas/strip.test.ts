// The strip schemas (resourceSchemas[resource].strip, `…StripSchema`): the checks and issues of
// the default schemas, and a result that is a copy with only the contract's fields, at every
// depth, equal key for key to zod's own stripping parse. fast-path.test.ts
// compares them with zod on mutated payloads too.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import {
  PurchaseHistoryStripSchema,
  resourceSchemas,
  TenantPageStripSchema,
  TenantStripSchema,
  type ResourceName,
} from "../../src/schemas/index.js";
import { makeCredentials, makePurchaseHistory } from "../../src/testing/index.js";
import { payloadArb, resources } from "../helpers/arbitraries.js";
import { contract } from "../helpers/contract.js";
import { mutatedPayloadArb } from "../helpers/mutations.js";
import { samples } from "../helpers/samples.js";
import { zodReference } from "../helpers/zod-reference.js";

/** Every object and array of a value, itself first. */
function nodesOf(value: unknown, found: object[] = []): object[] {
  if (typeof value !== "object" || value === null) return found;
  found.push(value);
  for (const child of Object.values(value)) nodesOf(child, found);
  return found;
}

/** `payload` with an unknown field (a secret among them) added to every object in it. */
const withUnknownFields = (payload: unknown, value: unknown): unknown => {
  const copy = structuredClone(payload);
  for (const node of nodesOf(copy)) {
    if (!Array.isArray(node))
      Object.assign(node, { addedByServer: value, tenant: { apiKey: "k" } });
  }
  return copy;
};

// The contract's field names, all resources together: a strip result holds no other key.
const contractNames = new Set(
  Object.values(contract).flatMap((fields) => fields.map((f) => f.name)),
);

describe.each(resources)("%s strip", (resource: ResourceName) => {
  const { strip, default: loose } = resourceSchemas[resource];
  const zodStrip = zodReference(strip);

  test("a payload with unknown fields at every depth: zod's stripped copy, sharing nothing", () => {
    fc.assert(
      fc.property(payloadArb(resource), fc.jsonValue({ maxDepth: 1 }), (payload, extra) => {
        const input = withUnknownFields(payload, extra);
        const result = strip.parse(input);
        const reference = zodStrip.parse(input);
        expect(result).toStrictEqual(reference);
        expect(result).toStrictEqual(payload);
        const inputNodes = new Set(nodesOf(input));
        for (const node of nodesOf(result)) {
          expect(inputNodes.has(node)).toBe(false);
          if (!Array.isArray(node))
            for (const key of Object.keys(node)) expect(contractNames).toContain(key);
        }
      }),
      { numRuns: 150 },
    );
  });

  test("any payload: the same success and issues as the default schema", () => {
    fc.assert(
      fc.property(mutatedPayloadArb(resource), (payload) => {
        const stripped = strip.safeParse(payload);
        const kept = loose.safeParse(payload);
        expect(stripped.success).toBe(kept.success);
        expect(stripped.error?.issues).toStrictEqual(kept.error?.issues);
      }),
      { numRuns: 300 },
    );
  });
});

describe("what a proxy hands on", () => {
  test("credentials a fault adds to a purchase history never reach the copy", () => {
    const history = { ...makePurchaseHistory(), tenant: { credentials: makeCredentials() } };
    const json = JSON.stringify(history);
    expect(json).toContain("smtpServerPassword");
    const result = PurchaseHistoryStripSchema.parse(JSON.parse(json));
    expect(result).not.toHaveProperty("tenant");
    expect(JSON.stringify(result)).not.toContain("smtpServerPassword");
  });

  test("a tenant page keeps each tenant's contract fields and credentials, nothing else", () => {
    const tenant = {
      ...samples.Tenant,
      region: "eu",
      credentials: { ...samples.Credentials, smtpOAuthToken: "t" },
    };
    const page = { ...samples.TenantPage, list: [tenant], cursor: "abc" };
    expect(TenantPageStripSchema.parse(page)).toStrictEqual({
      ...samples.TenantPage,
      list: [samples.Tenant],
    });
  });

  test("absent and null fields stay so; a field given undefined is kept, as zod keeps it", () => {
    const { adminEmail: _absent, ...rest } = samples.Tenant;
    const input = { ...rest, credentials: null, logoUri: undefined };
    const result = TenantStripSchema.parse(input);
    expect(result).not.toHaveProperty("adminEmail");
    expect(result.credentials).toBeNull();
    expect(Object.hasOwn(result, "logoUri")).toBe(true);
    expect(result).toStrictEqual(zodReference(TenantStripSchema).parse(input));
  });

  test("the copy keeps the input's key order, with or without unknown fields", () => {
    const reversed = Object.fromEntries(Object.entries(samples.Credentials).reverse());
    const order = Object.keys(reversed);
    expect(Object.keys(resourceSchemas.Credentials.strip.parse(reversed))).toEqual(order);
    const withExtra = { extra: 1, ...reversed };
    expect(Object.keys(resourceSchemas.Credentials.strip.parse(withExtra))).toEqual(order);
  });

  test("parse, safeParse, parseAsync and Standard Schema all give the copy", async () => {
    const input = { ...samples.Tenant, extra: 1 };
    const results = [
      TenantStripSchema.parse(input),
      TenantStripSchema.safeParse(input).data,
      await TenantStripSchema.parseAsync(input),
      ((await TenantStripSchema["~standard"].validate(input)) as { value: unknown }).value,
    ];
    for (const result of results) expect(result).toStrictEqual(samples.Tenant);
  });

  test("composed into another schema, it strips there too", () => {
    const list = z.array(TenantStripSchema);
    expect(list.parse([{ ...samples.Tenant, extra: 1 }])).toStrictEqual([samples.Tenant]);
  });
});
