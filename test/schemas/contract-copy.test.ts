import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

// docs/contract.md is the contract the field tables are read from. Where the steering repo's
// shared/ sits beside the checkout (CI), it must be an exact copy of the source of truth.
const source = new URL("../../../shared/CONTRACT.md", import.meta.url);

test.runIf(existsSync(source))("docs/contract.md is an exact copy of shared/CONTRACT.md", () => {
  const copy = readFileSync(new URL("../../docs/contract.md", import.meta.url), "utf8");
  expect(copy).toBe(readFileSync(source, "utf8"));
});
