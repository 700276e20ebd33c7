// Loads one entry of the installed package, as `import` or as `require`, and prints as JSON:
// the file it resolved to, the names it exports, the packages the SDK's own files load, and what
// loading it left behind: the globals it added (zod's own stores aside) and zod's global config.
// Copied into the consumer project and run there by entries.test.ts (Node 24: module.registerHooks).
import { createRequire, registerHooks } from "node:module";

const [mode, specifier] = process.argv.slice(2);
const sdkFiles = "/node_modules/owned-products-sdk/";
const dependencies = new Set();

registerHooks({
  resolve(request, context, nextResolve) {
    const result = nextResolve(request, context);
    if (context.parentURL?.includes(sdkFiles) && !result.url.includes(sdkFiles)) {
      const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(result.url);
      dependencies.add(match ? match[1] : result.url);
    }
    return result;
  },
});

const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
const require = createRequire(import.meta.url);
const resolved = mode === "require" ? require.resolve(specifier) : import.meta.resolve(specifier);
const entry = mode === "require" ? require(specifier) : await import(specifier);
console.log(
  JSON.stringify({
    resolved: String(resolved),
    names: Object.keys(entry).sort(),
    dependencies: [...dependencies].sort(),
    // zod keeps its registry and config on globalThis (`__zod_globalConfig`), shared by all copies.
    globals: Object.getOwnPropertyNames(globalThis)
      .filter((name) => !globalsBefore.has(name) && !name.startsWith("__zod_"))
      .sort(),
    zodConfig: Object.keys(globalThis.__zod_globalConfig ?? {}).sort(),
  }),
);
