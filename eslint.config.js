// @ts-check
import js from "@eslint/js";
import jsdoc from "eslint-plugin-jsdoc";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "docs/api/",
      "coverage/",
      "**/node_modules/",
      "public/",
      ".scratch/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      // `interface Tenant extends z.infer<…> {}` names a resource type, so editors show `Tenant`.
      "@typescript-eslint/no-empty-object-type": [
        "error",
        { allowInterfaces: "with-single-extends" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Every export of the library carries TSDoc (typedoc also fails on an undocumented export).
    files: ["src/**/*.ts"],
    plugins: { jsdoc },
    rules: {
      "jsdoc/require-jsdoc": [
        "error",
        {
          publicOnly: true,
          require: {
            FunctionDeclaration: true,
            ClassDeclaration: true,
            ArrowFunctionExpression: true,
          },
          contexts: [
            "TSInterfaceDeclaration",
            "TSTypeAliasDeclaration",
            "ExportNamedDeclaration > VariableDeclaration",
          ],
        },
      ],
      "jsdoc/check-tag-names": [
        "error",
        {
          definedTags: [
            "group",
            "category",
            "remarks",
            "typeParam",
            "defaultValue",
            "packageDocumentation",
          ],
        },
      ],
      "jsdoc/no-types": "error",
      // typedoc groups the site by @group: every export has one, unless it is @internal (used
      // across src/ but exported by no entry).
      "jsdoc/no-restricted-syntax": [
        "error",
        {
          contexts: [
            {
              context: "ExportNamedDeclaration[declaration]",
              comment:
                "JsdocBlock:not(*:has(JsdocTag[tag=group])):not(*:has(JsdocTag[tag=internal]))",
              message:
                "Add a @group tag (Schemas, Types, Primitives, Derived helpers, Client, Errors, " +
                "Pagination or Testing), or @internal if no entry exports this.",
            },
          ],
        },
      ],
    },
  },
  {
    // The public/private line is a folder: modules under an `internal/` folder are exported by no
    // entry, so they need TSDoc but no @group (and never an @internal tag).
    files: ["src/**/internal/**/*.ts"],
    rules: { "jsdoc/no-restricted-syntax": "off" },
  },
  {
    // A client resource file (src/client/resources/) holds the resource's public types and the
    // function createClient builds it with: the types need a @group, the builder does not.
    files: ["src/client/resources/*.ts"],
    rules: {
      "jsdoc/no-restricted-syntax": [
        "error",
        {
          contexts: [
            {
              context: "ExportNamedDeclaration[declaration.type!='FunctionDeclaration']",
              comment: "JsdocBlock:not(*:has(JsdocTag[tag=group]))",
              message: "Add a @group tag: every type of a client resource is public.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts run by Node, Bun and Deno (test/runtimes/smoke.mjs): their shared globals.
    files: ["**/*.mjs"],
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        Deno: "readonly",
        fetch: "readonly",
        Response: "readonly",
        URL: "readonly",
        structuredClone: "readonly",
        AbortController: "readonly",
        DOMException: "readonly",
        setTimeout: "readonly",
      },
    },
  },
  {
    files: ["test/**/*.ts", "bench/**/*.ts", "examples/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-dynamic-delete": "off",
    },
  },
  prettier,
);
