import { compileOnFirstParse } from "./compile-on-first-parse.js";
import { resourceSchemas } from "./resources.js";

/**
 * Opts every exported schema into zod's compiled fast path (`z.compile`): each schema is compiled
 * on its own first parse after this call, never at import, and then parses several times faster
 * with the same results and the same issues (an input the compiled code rejects is parsed again by
 * zod's interpreter). Where `new Function` is forbidden (a CSP without `'unsafe-eval'`), or with
 * `z.config({ jitless: true })` or `parse(data, { jitless: true })`, the schemas keep zod's
 * interpreted parse. Call it once at start-up; calling it again changes nothing.
 *
 * It is opt in because zod's compiler adds about 13 kB gzipped to a bundle that uses it; a bundle
 * that never calls this function does not carry the compiler. See docs/performance.md.
 *
 * @example
 * ```ts
 * import { enableCompiledValidation, PurchaseHistorySchema } from "owned-products-sdk/schemas";
 *
 * enableCompiledValidation();
 * const history = PurchaseHistorySchema.parse(json); // compiled on this first parse
 * ```
 * @group Schemas
 */
export function enableCompiledValidation(): void {
  for (const variants of Object.values(resourceSchemas)) {
    compileOnFirstParse(variants.default);
    compileOnFirstParse(variants.strict);
  }
}
