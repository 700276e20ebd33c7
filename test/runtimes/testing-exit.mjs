// Loads owned-products-sdk/testing, uses it once and leaves nothing open: the runtime should end
// the process by itself (runtimes.test.ts runs it under Node, Bun and Deno, with a time limit).
import { makeDataset } from "owned-products-sdk/testing";

console.log(`ok: a dataset of ${makeDataset({ tenants: 1 }).tenants.length} tenant`);
