import { defineConfig, type Options } from "tsup";

const entry = {
  index: "src/index.ts",
  "schemas/index": "src/schemas/index.ts",
  "testing/index": "src/testing/index.ts",
};

const shared: Options = {
  entry,
  tsconfig: "tsconfig.build.json",
  target: "es2022",
  platform: "neutral",
  dts: true,
  sourcemap: false,
  treeshake: true,
  splitting: true,
  external: ["zod", "ky", "msw"],
};

export default defineConfig([
  { ...shared, format: "esm", clean: true },
  // ky is ESM-only: a CommonJS build that required it would fail at call time
  // (`import_ky.default.create is not a function`), so the CJS build inlines it.
  { ...shared, format: "cjs", external: ["zod", "msw"], noExternal: ["ky"] },
]);
