// No seeded value looks like a leaked key to a secret scanner: a project that commits a recorded
// fixture (docs/mock-server-and-cli.md tells teams to) must not be flagged for it. The patterns
// are gitleaks' (config/gitleaks.toml) and secretlint's, without their word boundaries so that a
// match inside a longer value counts too.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { makeCredentials, makeDataset, makeTenant } from "../../src/testing/index.js";

const PATTERNS = {
  "stripe-access-token": /(?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99}/,
  "twilio-api-key": /SK[0-9a-fA-F]{32}/,
  "twilio-account-sid": /AC[0-9a-fA-F]{32}/,
};

/** Every string in `value`, at any depth. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

const flagged = (value: unknown) =>
  stringsOf(value).flatMap((text) =>
    Object.entries(PATTERNS)
      .filter(([, pattern]) => pattern.test(text))
      .map(([name]) => `${name}: ${text}`),
  );

describe("the fixtures' seeded secrets", () => {
  test("the patterns do flag the values the fixtures used to seed", () => {
    expect(flagged(["sk_test_4eC39HqLyjWDarjtT1zdp7dc", `AC${"0a".repeat(16)}`])).toHaveLength(2);
  });

  test.each([1, 2, 3, 42, 1234])("seed %i: a dataset of 200 tenants matches no pattern", (seed) => {
    const dataset = makeDataset({ tenants: 200, seed });
    const keys = dataset.tenants.map((tenant) => tenant.credentials?.paymentProcessorApiKey);
    expect(keys.filter((key) => typeof key === "string").length).toBeGreaterThan(100);
    expect(flagged(dataset)).toEqual([]);
  });

  test("makeTenant and makeCredentials, seed by seed", () => {
    for (let seed = 0; seed < 200; seed++) {
      expect(flagged([makeTenant({}, { seed }), makeCredentials({}, { seed })])).toEqual([]);
    }
  });

  test("the committed example payloads", () => {
    const folder = new URL("../../examples/data/", import.meta.url);
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".json"))) {
      expect(flagged(JSON.parse(readFileSync(new URL(name, folder), "utf8"))), name).toEqual([]);
    }
  });
});
