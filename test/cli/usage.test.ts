// The command line's help, version and usage errors: exit code 2 and one line on standard error.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCommand } from "./run-cli-helper.js";

describe("help and version", () => {
  test("--version prints the version", async () => {
    expect(await runCommand(["--version"])).toEqual({ code: 0, out: "9.9.9", err: "" });
  });

  test.each([[[]], [["--help"]], [["-h"]]])("%j lists every command", async (args) => {
    const { code, out } = await runCommand(args);
    expect(code).toBe(0);
    for (const name of ["mock", "validate", "check", "openapi", "json-schema"]) {
      expect(out).toMatch(new RegExp(`^  ${name} +\\w`, "m"));
    }
  });

  test.each(["mock", "validate", "redact", "check", "mcp", "openapi", "json-schema"])(
    "help %s shows that command's help, as %s --help does",
    async (name) => {
      const asked = await runCommand(["help", name]);
      expect(asked).toEqual(await runCommand([name, "--help"]));
      expect(asked.out).toMatch(new RegExp(`^Usage: owned-products-sdk ${name}`));
    },
  );

  test.each([
    [["help", "mok"], "owned-products-sdk: unknown command mok (did you mean mock?); see --help"],
    [
      ["help", "mock", "check"],
      "owned-products-sdk: unexpected argument check after help mock; see --help",
    ],
  ])("%j is a usage error", async (args, message) => {
    expect(await runCommand(args)).toEqual({ code: 2, out: "", err: message });
  });

  test.each(["mock", "validate", "check", "openapi", "json-schema"])(
    "%s --help shows its usage and example",
    async (name) => {
      const { code, out, err } = await runCommand([name, "--help"]);
      expect([code, err]).toEqual([0, ""]);
      expect(out).toMatch(new RegExp(`^Usage: owned-products-sdk ${name}`));
      expect(out).toContain(`npx owned-products-sdk ${name}`);
    },
  );
});

describe("usage errors: one line, exit code 2", () => {
  test.each([
    [["serve"], "owned-products-sdk: unknown command serve; see --help"],
    [["mok"], "owned-products-sdk: unknown command mok (did you mean mock?); see --help"],
    [
      ["--port", "4010", "mock"],
      "owned-products-sdk: unknown option --port; a command's options come after it, as owned-products-sdk mock --port; see --help",
    ],
    [
      ["--token=tok_live_SECRET", "check"],
      "owned-products-sdk: unknown option --token; a command's options come after it, as owned-products-sdk check --token; see --help",
    ],
    [
      ["--verbose"],
      "owned-products-sdk: unknown option --verbose; a command's options come after it, as owned-products-sdk <command> --verbose; see --help",
    ],
    [["mock", "--prot", "1"], "mock: unknown flag --prot (did you mean --port?); see --help"],
    [["mock", "--verbose", "1"], "mock: unknown flag --verbose; see --help"],
    [["mock", "--seeds", "1"], "mock: unknown flag --seeds (did you mean --seed?); see --help"],
    [["mock", "--port"], "mock: --port needs a value, an integer from 0 to 65535"],
    [["mock", "--port", "http"], "mock: --port must be an integer from 0 to 65535"],
    [["mock", "--port", "65536"], "mock: --port must be an integer from 0 to 65535"],
    [["mock", "--tenants", "-3"], "mock: --tenants must be an integer from 0 to 100000"],
    [["mock", "--latency", "--port", "1"], "mock: --latency must be an integer from 0 to 600000"],
    [["mock", "--seed", "-x"], 'mock: --seed needs a value; one that starts with "-" as --seed=-1'],
    [["mock", "--seed"], "mock: --seed needs a value"],
    [["mock", "--no-cors=1"], "mock: --no-cors takes no value; write --no-cors alone"],
    [
      ["validate", "a.json", "--strict=yes"],
      "validate: --strict takes no value; write --strict alone",
    ],
    [["mock", "--tenants=-3"], "mock: --tenants must be an integer from 0 to 100000"],
    [["mock", "--latency", "1.5"], "mock: --latency must be an integer from 0 to 600000"],
    [
      ["mock", "extra"],
      "mock: unexpected argument, a value with no flag before it; mock takes flags only, as --port 4010; see --help",
    ],
    // The value is not shown: a URL typed without its flag may hold a password or a token.
    [
      ["openapi", "https://user:s3cret@api.example.com"],
      "openapi: unexpected argument, a value with no flag before it; openapi takes flags only, as --server https://api.example.com; see --help",
    ],
    [
      ["mock", "--routes", "."],
      "mock: the routes file . cannot be read, it is a folder (EISDIR); name the JSON file, as --routes routes.json",
    ],
    [
      ["mock", "--routes", "missing.json"],
      "mock: the routes file missing.json cannot be read, no such file (ENOENT); check the path",
    ],
    [
      ["validate", "a.json", "--as", "Tenants"],
      'validate: unknown resource "Tenants"; did you mean Tenant?',
    ],
    [
      ["validate", "--as", "Tenant"],
      'validate: name the files or folders to check, or "-" for standard input',
    ],
    [
      ["validate", "-", "--as", "Tenant", "--format", "xml"],
      'validate: --format must be "text" or "json"',
    ],
    [["json-schema"], "json-schema: name a resource; see --help"],
    [
      ["json-schema", "Tenant", "Payment"],
      "json-schema: unexpected argument Payment; json-schema takes one resource, as json-schema Tenant (run it once per resource)",
    ],
    [
      ["json-schema", "Nope"],
      expect.stringMatching(/^json-schema: unknown resource "Nope"; one of OwnedProduct, /),
    ],
    [
      ["openapi", "--server", "not a url"],
      "openapi: --server must be an absolute URL, as https://api.example.com",
    ],
  ])("%j", async (args, message) => {
    const { code, out, err } = await runCommand(args);
    expect({ code, out, err }).toEqual({ code: 2, out: "", err: message });
  });
});

describe("a routes file is checked as the client's routes option, named as the file", () => {
  test.each([
    [
      { listTenants: { path: "/t/{tenantId}" } },
      "routes.listTenants.path holds an unknown placeholder {tenantId}; it takes none",
    ],
    [
      { ownedProduct: { path: "/products" } },
      'routes.ownedProduct.path must be a path that holds {ownedProductId}, got "/products"',
    ],
    [
      { tenant: { path: "/t" } },
      "unknown option `routes.tenant`; known: routes.purchaseHistory, routes.ownedProduct, " +
        "routes.searchOwnedProducts, routes.listTenants",
    ],
    [
      { listTenants: { path: "https://api.example.com/tenants" } },
      "routes.listTenants.path must be a path relative to the server URL (--server), not a URL, " +
        'got "https://api.example.com/tenants"',
    ],
    [
      5,
      'routes must be an object of route overrides, e.g. { listTenants: { path: "/v2/tenants" } }, got 5',
    ],
  ])("%j", async (routes, message) => {
    const dir = await mkdtemp(join(tmpdir(), "routes-"));
    const file = join(dir, "routes.json");
    await writeFile(file, JSON.stringify(routes));
    const { code, out, err } = await runCommand(["openapi", "--routes", file]);
    await rm(dir, { recursive: true });
    expect({ code, out, err }).toEqual({
      code: 2,
      out: "",
      err: `openapi: the routes file ${file}: ${message}`,
    });
  });
});

test("a routes file for mock: a path is relative to the mock's address", async () => {
  const dir = await mkdtemp(join(tmpdir(), "routes-"));
  const file = join(dir, "routes.json");
  await writeFile(file, JSON.stringify({ ownedProduct: { path: "//cdn/{ownedProductId}" } }));
  const { code, out, err } = await runCommand(["mock", "--routes", file]);
  await rm(dir, { recursive: true });
  expect({ code, out, err }).toEqual({
    code: 2,
    out: "",
    err:
      `mock: the routes file ${file}: routes.ownedProduct.path must be a path relative to ` +
      `the mock's address, not a URL, got "//cdn/{ownedProductId}"`,
  });
});

test("a routes file that is not JSON: where it breaks, by line and column", async () => {
  const dir = await mkdtemp(join(tmpdir(), "routes-"));
  const file = join(dir, "routes.json");
  await writeFile(file, '{\n  "listTenants": { path: "/v2" } }');
  const { code, out, err } = await runCommand(["mock", "--routes", file]);
  await rm(dir, { recursive: true });
  expect({ code, out, err }).toEqual({
    code: 2,
    out: "",
    err: `mock: the routes file ${file} is not valid JSON, the syntax breaks at line 2, column 20`,
  });
});

test("a routes file that starts with a byte-order mark is read as validate reads a file", async () => {
  const dir = await mkdtemp(join(tmpdir(), "routes-"));
  const file = join(dir, "routes.json");
  await writeFile(file, `\uFEFF${JSON.stringify({ listTenants: { path: "/v2/tenants" } })}`);
  const { code, out, err } = await runCommand(["openapi", "--routes", file]);
  await rm(dir, { recursive: true });
  expect({ code, err }).toEqual({ code: 0, err: "" });
  expect(Object.keys((JSON.parse(out) as { paths: object }).paths)).toContain("/v2/tenants");
});
