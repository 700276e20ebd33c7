// The checks smoke-checks.mjs runs, in order: every runtime must pass all of them, so a check
// that is silently skipped fails its runtime's test.
export const expectedChecks = [
  "the root entry and /schemas load",
  "a purchase history parses",
  "the fast path returns a valid payload as it is",
  "an input left to zod parses as zod parses it",
  "a bad field fails with its path",
  "a tenant page parses and its secrets are redacted",
  "client.purchaseHistory.get",
  "client.tenants.listAll walks every page",
];
