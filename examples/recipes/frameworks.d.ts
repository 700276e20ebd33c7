// The framework functions the recipes call, declared as the frameworks' own types have them, so
// that the recipes typecheck (here and in test/package/docs-code.test.ts) without installing them.
declare module "next/cache" {
  /** Marks what carries `tag` stale; `"max"` serves it stale while it is fetched again (Next.js 16). */
  export function revalidateTag(tag: string, profile: string | { expire?: number }): void;
}
