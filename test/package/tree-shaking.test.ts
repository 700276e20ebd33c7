// What a bundle of the installed package keeps when an app imports one schema. esbuild is the
// strict case: it honours `@__NO_SIDE_EFFECTS__` only inside one file, so every module-level call
// into zod carries its own `@__PURE__`. A schema (with its generated fast-path check) must come
// with what it nests and nothing else; size-limit (.size-limit.mjs) measures rolldown's bundles.
import { build } from "esbuild";
import { describe, expect, inject, test } from "vitest";

const { consumerDir } = inject("packed");

/** The unminified bundle of `import { <name> } from "<entry>"`, zod included. */
async function bundle(name: string, entry = "owned-products-sdk/schemas"): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from "${entry}"; console.log(${name});`,
      resolveDir: consumerDir,
    },
    absWorkingDir: consumerDir,
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

const checksIn = (code: string) =>
  [...code.matchAll(/^function (accepts\w+)\(/gm)].map((match) => match[1]).sort();

describe("a bundle of one schema keeps that schema's checks and no other", () => {
  test.each([
    ["PurchaseHistorySchema", ["acceptsOwnedProduct", "acceptsPayment", "acceptsPurchaseHistory"]],
    [
      "PurchaseHistoryStrictSchema",
      ["acceptsOwnedProductStrict", "acceptsPaymentStrict", "acceptsPurchaseHistoryStrict"],
    ],
    ["OwnedProductSchema", ["acceptsOwnedProduct"]],
    ["TenantSchema", ["acceptsCredentials", "acceptsTenant"]],
    ["TenantPageSchema", ["acceptsCredentials", "acceptsTenant", "acceptsTenantPage"]],
  ])("%s", async (name, expected) => {
    const code = await bundle(name);
    expect(checksIn(code)).toEqual(expected);
  });

  test("no other resource's fields come along", async () => {
    const code = await bundle("OwnedProductSchema");
    for (const field of ["smtpPort", "totalPages", "totalResultCount", "paymentIntentId"]) {
      expect(code).not.toContain(field);
    }
  });

  test("the client carries every check: it validates with all 14 schemas", async () => {
    const code = await bundle("createClient", "owned-products-sdk");
    expect(checksIn(code)).toHaveLength(14);
  });
});
