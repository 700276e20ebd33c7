// The README is the way into the guides: it links every guide in docs/, and every link it has
// to docs/ leads somewhere; every relative link of the README and the guides leads to a file, and
// its #fragment to a heading of that file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const section = readme.split(/^## /m).find((part) => part.startsWith("Documentation\n")) ?? "";
const linked = [...section.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1]!);

test("the README's Documentation section links every guide in docs/", () => {
  const guides = readdirSync(join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`);
  expect(guides.filter((guide) => !linked.includes(guide))).toEqual([]);
});

test("every docs/ link of the README leads to a file", () => {
  const links = [...readme.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1]!);
  expect(links.filter((link) => !existsSync(join(root, link)))).toEqual([]);
});

/** GitHub's anchor for each heading of a Markdown text (lower case, punctuation dropped, -N repeats). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const headings = markdown.replace(/^```[\s\S]*?^```$/gm, "").matchAll(/^#{1,6} +(.+)$/gm);
  return new Set(
    [...headings].map((match) => {
      const slug = match[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
        .replace(/ /g, "-");
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

test("every relative link of the README and the guides leads to a file, and to a heading there", () => {
  const documents = [
    "README.md",
    ...readdirSync(join(root, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`),
  ];
  const dead = documents.flatMap((document) => {
    const text = readFileSync(join(root, document), "utf8").replace(/^```[\s\S]*?^```$/gm, "");
    return [...text.matchAll(/\]\(([^)\s]*)\)/g)]
      .map((match) => match[1]!)
      .filter((link) => !/^[a-z]+:/i.test(link))
      .filter((link) => {
        const [path = "", fragment] = link.split("#");
        const target = path === "" ? document : join(dirname(document), path);
        if (!existsSync(join(root, target))) return true;
        if (fragment === undefined) return false;
        return !anchors(readFileSync(join(root, target), "utf8")).has(fragment);
      })
      .map((link) => `${document}: ${link}`);
  });
  expect(documents.length).toBeGreaterThan(5);
  expect(dead).toEqual([]);
});

test("nothing in src/, docs/ or the README cites a file users do not have", () => {
  const texts = [
    ...readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => `src/${file}`),
    ...readdirSync(join(root, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`),
    "README.md",
  ];
  // The project's own working files, which the package does not ship; the contract ships as
  // docs/contract.md, and that is the name to cite.
  const unshipped = /\b(?:API|CONTRACT|STYLE|ENVIRONMENT|DEVELOPERS)\.md\b|\.\.\/shared\//;
  const citing = texts.filter((file) => unshipped.test(readFileSync(join(root, file), "utf8")));
  expect(texts.length).toBeGreaterThan(50);
  expect(citing).toEqual([]);
});

test("the shipped examples say how to run them in a user's project, not only in this repo", () => {
  // examples/*.ts ship in the package; a user's project has no `build` script, and `npx node`
  // there would download the `node` package. A command line in a header comment runs `node` or
  // `npx vitest`, and names `npx node` or `npm run build` only beside "a clone of".
  const examples = readdirSync(join(root, "examples")).filter((file) => file.endsWith(".ts"));
  const repoOnly = examples.flatMap((file) => {
    const header = readFileSync(join(root, "examples", file), "utf8").split(/\n(?!\/\/)/)[0]!;
    const commands = header.split("\n").filter((line) => /^\/\/ {3}\S/.test(line));
    const wrong = commands.filter((line) => /npx node|npm run build/.test(line));
    const notes = header.replace(/\n\/\/ ?/g, " ");
    const unexplained = /npx node|npm run build/.test(notes) && !/a clone of/.test(notes);
    return [...wrong, ...(unexplained ? [`${file}: repo-only command without "a clone of"`] : [])];
  });
  expect(examples.length).toBeGreaterThan(3);
  expect(repoOnly).toEqual([]);
});

test("the testing guide's createHandlers table has a row for every option it takes", async () => {
  const { createHandlers, makeDataset } = await import("../../src/testing/index.js");
  let message = "";
  try {
    createHandlers(makeDataset({ tenants: 0 }), { baseUrl: "https://api.test", zzz: 1 } as never);
  } catch (error) {
    message = (error as Error).message;
  }
  const known = (/; known: (.*)$/.exec(message)?.[1] ?? "").split(", ");
  const guide = readFileSync(join(root, "docs/testing.md"), "utf8");
  const rows = [...guide.matchAll(/^\| `(\w+)` +\|/gm)].map((match) => match[1]!);
  expect(known.length).toBeGreaterThan(5);
  expect(known.filter((option) => !rows.includes(option))).toEqual([]);
});

test("the versioning guide's public API names every entry of the package, and the command", () => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    exports: Record<string, unknown>;
  };
  const entries = Object.keys(pkg.exports)
    .filter((subpath) => subpath !== "./package.json")
    .map((subpath) => `\`owned-products-sdk${subpath.slice(1)}\``);
  const versioning = readFileSync(join(root, "docs/versioning.md"), "utf8");
  const publicApi = versioning.slice(versioning.indexOf("The public API is"));
  const paragraph = publicApi.slice(0, publicApi.indexOf("\n\n"));
  expect(entries.filter((entry) => !paragraph.includes(entry))).toEqual([]);
  expect(paragraph).toMatch(/the command\s+`owned-products-sdk`/);
});

test("every onUnhandledFrame a reader may copy names msw 2's onUnhandledRequest beside it", () => {
  const texts = [
    "README.md",
    ...readdirSync(join(root, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`),
    ...readdirSync(join(root, "examples"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `examples/${file}`),
  ];
  // msw 2, which the testing entry supports, ignores the msw 3 name: unhandled requests then pass.
  const bare = texts.flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
      .filter(
        ({ line }) => line.includes("onUnhandledFrame") && !line.includes("onUnhandledRequest"),
      )
      .map(({ at }) => at),
  );
  expect(bare).toEqual([]);
});

test("every value an entry exports is named in the README or a guide", async () => {
  const modules: object[] = await Promise.all([
    import("../../src/index.js"),
    import("../../src/schemas/index.js"),
    import("../../src/testing/index.js"),
    import("../../src/tanstack-query/index.js"),
    import("../../src/opentelemetry/index.js"),
    import("../../src/mcp/index.js"),
    import("../../src/redis/index.js"),
  ]);
  const guides = [
    readme,
    ...readdirSync(join(root, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => readFileSync(join(root, "docs", file), "utf8")),
  ].join("\n");
  const named = new Set(guides.match(/\b\w+\b/g));
  // client.md's, reported to its owner: the routes the client sends unless told otherwise.
  const known = ["defaultRoutes"];
  const exported = [...new Set(modules.flatMap((module) => Object.keys(module)))];
  expect(exported.length).toBeGreaterThan(40);
  expect(exported.filter((name) => !named.has(name) && !known.includes(name))).toEqual([]);
});

test("the testing guide's makeDataset table gives the defaults makeDataset uses", async () => {
  const { makeDataset } = await import("../../src/testing/index.js");
  const guide = readFileSync(join(root, "docs/testing.md"), "utf8");
  const defaultOf = (option: string) =>
    new RegExp(`^\\| \`${option}\` +\\| \`(\\w+)\` +\\|`, "m").exec(guide)?.[1];
  const dataset = makeDataset();
  const tenants = Number(defaultOf("tenants"));
  const products = Number(defaultOf("productsPerTenant"));
  expect(dataset.tenants).toHaveLength(tenants);
  expect(dataset.ownedProducts).toHaveLength(tenants * products);
  expect(defaultOf("paymentsPerTenant")).toBe("productsPerTenant");
  expect(dataset.payments).toHaveLength(tenants * products);
});

test("the TanStack Query guide lists the statuses the SDK retries as RETRY_STATUSES holds them", async () => {
  const { RETRY_STATUSES } = await import("../../src/index.js");
  const guide = readFileSync(join(root, "docs/tanstack-query.md"), "utf8").replace(/\s+/g, " ");
  const statuses = RETRY_STATUSES.slice(0, -1).join(", ") + ` and ${RETRY_STATUSES.at(-1)}`;
  expect(guide).toContain(`the SDK retries alone: on network errors, timeouts, ${statuses} (`);
});

test("the TanStack Query guide does not list a clamped limit among the warnings: none is given", () => {
  // test/tanstack-query/infinite-runs.test.ts: a clamping server earns only its own warning.
  const guide = readFileSync(join(root, "docs/tanstack-query.md"), "utf8");
  const section = guide.slice(guide.indexOf("## Pagination warnings")).replace(/\s+/g, " ");
  const reported = /^## Pagination warnings What the end rules notice \(([^)]*)\)/.exec(section);
  expect(reported?.[1]).toBeDefined();
  expect(reported?.[1]).not.toMatch(/clamp/);
  expect(section).toContain("a clamped limit is followed without one");
});
