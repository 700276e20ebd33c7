// Size budgets (npm run check:size, in `npm test`): what a user's bundle grows by, minified and
// gzipped, with every dependency (zod, ky) included. Entries are the built files of dist/.
import landed from "./test/landed.json" with { type: "json" };

const createClientBudget = landed.client
  ? {
      name: 'import { createClient } from "owned-products-sdk"',
      path: "dist/index.js",
      import: "{ createClient }",
    }
  : {
      // Stand-in until createClient lands (test/landed.json): everything the root exports today.
      name: 'import * from "owned-products-sdk" (stand-in for createClient, see test/landed.json)',
      path: "dist/index.js",
      import: "*",
    };

export default [
  { ...createClientBudget, limit: "18 KB", gzip: true },
  {
    name: 'import { PurchaseHistorySchema } from "owned-products-sdk/schemas"',
    path: "dist/schemas/index.js",
    import: "{ PurchaseHistorySchema }",
    // 7 KB of schemas and zod/mini, plus 9 KB for zod's compiler (z.compile), which the schemas
    // carry for their compiled fast path (issue 6, docs/performance.md).
    limit: "17 KB",
    gzip: true,
  },
];
