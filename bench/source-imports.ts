// Lets the validation benches, plain Node programs, import TypeScript from src/ and test/: Node
// strips the types but keeps specifiers as written, and src/ imports its siblings as `./x.js`
// (what the bundler and the published package need). test/helpers/zod-reference.ts, the benches'
// "zod's own parse", imports src/schemas/internal/issues/readable-issues.js that way.
// Import this module first and the rest of src/ and test/ dynamically: static imports are all
// resolved before any module runs, so before this hook exists.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromSource = context.parentURL?.endsWith(".ts") === true && specifier.startsWith(".");
    if (fromSource && specifier.endsWith(".js")) {
      try {
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      } catch {
        // Not a TypeScript sibling: a real .js file, resolved as written below.
      }
    }
    return nextResolve(specifier, context);
  },
});
