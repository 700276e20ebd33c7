// `owned-products-sdk validate`: the same lines as formatIssues, per file, never a secret's value,
// and the exit code a CI step reads (0 valid, 1 invalid, 2 unusable input).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatIssues, resourceSchemas } from "../../src/schemas/index.js";
import { samples, SECRETS, tenant, tenantPage } from "../helpers/samples.js";
import { runCommand } from "./run-cli-helper.js";

const dir = mkdtempSync(join(tmpdir(), "validate-"));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const leaky = {
  ...tenantPage,
  totalPages: "1",
  list: [
    {
      ...tenant,
      credentials: {
        ...tenant.credentials,
        smtpPort: SECRETS.smtpServerPassword,
        smtpServerPassword: 42,
      },
    },
  ],
};

describe("text output", () => {
  test("a valid file: one line, exit 0", async () => {
    const path = file("page.json", tenantPage);
    expect(await runCommand(["validate", path, "--as", "TenantPage"])).toEqual({
      code: 0,
      out: `${path}: valid`,
      err: "",
    });
  });

  test("an invalid file: a count, then formatIssues' lines with every path; exit 1", async () => {
    const path = file("leaky.json", leaky);
    const { code, out } = await runCommand(["validate", path, "--as", "TenantPage"]);
    const issues = resourceSchemas.TenantPage.default.safeParse(leaky).error!.issues;
    expect(code).toBe(1);
    expect(out).toBe(`${path}: invalid, 3 issues\n${formatIssues(issues, { max: Infinity })}`);
    expect(
      out
        .split("\n")
        .slice(1)
        .map((line) => line.split(":")[0]),
    ).toEqual([
      "list.0.credentials.smtpPort",
      "list.0.credentials.smtpServerPassword",
      "totalPages",
    ]);
  });

  test("no secret's value is ever printed", async () => {
    const { out, err } = await runCommand([
      "validate",
      file("leaky.json", leaky),
      "--as",
      "TenantPage",
      "--strict",
    ]);
    for (const secret of Object.values(SECRETS)) expect(out + err).not.toContain(secret);
  });

  test("--strict rejects a field the contract does not define", async () => {
    const path = file("extra.json", { ...samples.OwnedProduct, region: "eu" });
    expect((await runCommand(["validate", path, "--as", "OwnedProduct"])).code).toBe(0);
    const strict = await runCommand(["validate", path, "--as", "OwnedProduct", "--strict"]);
    expect([strict.code, strict.out.split("\n")[1]]).toEqual([
      1,
      'region: unknown field "region": the contract does not define it (strict parsing)',
    ]);
  });

  test("several files: each its verdict, exit 1 when any is invalid; '-' reads standard input", async () => {
    const good = file("good.json", samples.Payment);
    const { code, out } = await runCommand(["validate", good, "-", "--as", "Payment"], {
      stdin: JSON.stringify({ ...samples.Payment, amount: 1.5 }),
    });
    expect(code).toBe(1);
    expect(out.split("\n")).toEqual([
      `${good}: valid`,
      "(stdin): invalid, 1 issue",
      "amount: expected an int32 (a whole number from -2147483648 to 2147483647), received a fraction",
    ]);
  });
});

test("no value of any credential field, text or JSON, when the credentials are wrong", async () => {
  const marked = Object.fromEntries(
    Object.entries(tenant.credentials).map(([field, value]) => [
      field,
      `MARKER-${field}-${String(value)}`,
    ]),
  );
  const path = file("marked.json", { ...tenantPage, list: [{ ...tenant, credentials: marked }] });
  for (const format of ["text", "json"]) {
    const { code, out, err } = await runCommand(["validate", path, "--format", format]);
    expect(code).toBe(1);
    expect(out).toContain("smtpPort");
    expect(out + err).not.toContain("MARKER");
  }
});

test("--format json: every file, its verdict and its issues with their paths", async () => {
  const good = file("good.json", samples.Tenant);
  const bad = file("bad.json", { ...samples.Tenant, id: null });
  const { code, out } = await runCommand([
    "validate",
    good,
    bad,
    "--as",
    "Tenant",
    "--format",
    "json",
  ]);
  expect(code).toBe(1);
  expect(JSON.parse(out)).toEqual({
    valid: false,
    files: [
      { file: good, resource: "Tenant", valid: true, issues: [] },
      {
        file: bad,
        resource: "Tenant",
        valid: false,
        issues: [{ path: ["id"], message: expect.stringMatching(/^expected an int32/) }],
      },
    ],
  });
});

test("--format json: paths as the SDK has them, list indexes as numbers", async () => {
  const page = {
    ...tenantPage,
    list: [tenant, { ...tenant, credentials: { ...tenant.credentials, smtpPort: "25" } }],
  };
  const { code, out } = await runCommand([
    "validate",
    file("page-json.json", page),
    "--format",
    "json",
  ]);
  expect(code).toBe(1);
  const [report] = (
    JSON.parse(out) as { files: { resource: string; issues: { path: unknown[] }[] }[] }
  ).files;
  expect(report?.resource).toBe("TenantPage");
  expect(report?.issues.map(({ path }) => path)).toEqual([["list", 1, "credentials", "smtpPort"]]);
});

describe("a file that cannot be checked: its own verdict, the others still checked, exit 2", () => {
  test.each([
    [
      "a missing file",
      () => join(dir, "missing.json"),
      "cannot be read, no such file (ENOENT); check the path",
    ],
    [
      "a folder without a *.json file",
      () => mkdtempSync(join(dir, "empty-")),
      "a folder with no *.json file in it, at any depth",
    ],
    ["an empty file", () => file("empty.json", " \n"), "not valid JSON, it is empty"],
    [
      "JSON cut short",
      () => file("cut.json", '{"smtpServerPassword": "hunter2", "x": ['),
      "not valid JSON, it ends at line 1, column 41 before the JSON is complete",
    ],
    [
      "not JSON at all",
      () => file("text.json", `{"a": 1,\n "smtpServerPassword": hunter2}`),
      "not valid JSON, the syntax breaks at line 2, column 24",
    ],
  ])("%s", async (_name, path, verdict) => {
    const target = path();
    const { code, out, err } = await runCommand(["validate", target, "--as", "Credentials"]);
    expect({ code, out, err }).toEqual({ code: 2, out: `${target}: ${verdict}`, err: "" });
    expect(out).not.toContain("hunter2");
  });

  const good = file("good-tenant.json", samples.Tenant);
  const bad = file("bad-tenant.json", { ...samples.Tenant, id: "x" });
  const broken = file("broken.json", '{"a":1,\n "b": sk_live_SECRET}');
  const missing = join(dir, "nowhere.json");

  test("text: one verdict line per file, in order, and the worst exit code", async () => {
    const run = await runCommand(["validate", good, bad, broken, missing, "-", "--as", "Tenant"], {
      stdin: '{"id": 1,',
    });
    expect(run).toEqual({
      code: 2,
      out: [
        `${good}: valid`,
        `${bad}: invalid, 1 issue`,
        "id: expected an int32 (a whole number from -2147483648 to 2147483647), received a string",
        `${broken}: not valid JSON, the syntax breaks at line 2, column 7`,
        `${missing}: cannot be read, no such file (ENOENT); check the path`,
        "(stdin): not valid JSON, it ends at line 1, column 10 before the JSON is complete",
      ].join("\n"),
      err: "",
    });
    expect(run.out).not.toContain("SECRET");
  });

  test("--format json: the same verdicts, an unchecked file with its error", async () => {
    const { code, out, err } = await runCommand([
      "validate",
      good,
      broken,
      missing,
      "--as",
      "Tenant",
      "--format",
      "json",
    ]);
    expect([code, err]).toEqual([2, ""]);
    expect(JSON.parse(out)).toEqual({
      valid: false,
      files: [
        { file: good, resource: "Tenant", valid: true, issues: [] },
        {
          file: broken,
          valid: false,
          error: "not valid JSON, the syntax breaks at line 2, column 7",
          issues: [],
        },
        {
          file: missing,
          valid: false,
          error: "cannot be read, no such file (ENOENT); check the path",
          issues: [],
        },
      ],
    });
  });

  test("an unchecked file outranks an invalid one: exit 2, and 1 without it", async () => {
    expect((await runCommand(["validate", bad, missing, "--as", "Tenant"])).code).toBe(2);
    expect((await runCommand(["validate", bad, good, "--as", "Tenant"])).code).toBe(1);
    expect((await runCommand(["validate", good, good, "--as", "Tenant"])).code).toBe(0);
  });
});

describe("folders: their *.json files, at any depth, in path order", () => {
  const folder = mkdtempSync(join(dir, "recorded-"));
  const put = (name: string, content: unknown) => {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(
      join(folder, name),
      typeof content === "string" ? content : JSON.stringify(content),
    );
    return join(folder, name);
  };
  const history = put("b/history.json", samples.PurchaseHistory);
  const page = put("a.json", tenantPage);
  const bad = put("b/a/product.json", { ...samples.OwnedProduct, qty: "1" });
  put("b/notes.txt", "not a payload");
  put("c.JSON.bak", "{");

  test("each file its verdict, with the resource told from its shape; exit the worst", async () => {
    const { code, out } = await runCommand(["validate", folder]);
    expect(code).toBe(1);
    expect(out.split("\n")).toEqual([
      `${page}: valid TenantPage`,
      `${bad}: invalid OwnedProduct, 1 issue`,
      "qty: expected an int32 (a whole number from -2147483648 to 2147483647), received a string",
      `${history}: valid PurchaseHistory`,
    ]);
  });

  test("folders, files and standard input mix, in the order given", async () => {
    const { code, out } = await runCommand(["validate", "-", join(folder, "b"), page], {
      stdin: JSON.stringify(samples.Payment),
    });
    expect(code).toBe(1);
    expect(out.split("\n").filter((line) => !line.startsWith("qty"))).toEqual([
      "(stdin): valid Payment",
      `${bad}: invalid OwnedProduct, 1 issue`,
      `${history}: valid PurchaseHistory`,
      `${page}: valid TenantPage`,
    ]);
  });
});

test("standard input given twice is a usage error, since it can be read once", async () => {
  const run = await runCommand(["validate", "-", join(dir, "absent.json"), "-"], {
    stdin: JSON.stringify(samples.Payment),
  });
  expect(run).toEqual({
    code: 2,
    out: "",
    err: 'validate: "-" (standard input) is given twice; it can be read once',
  });
});

describe("--as auto (the default): the resource of which the payload holds the most fields", () => {
  const { qty: _qty, ...withoutQty } = samples.OwnedProduct;
  test.each([
    [
      "an OwnedProduct missing qty is an invalid OwnedProduct",
      withoutQty,
      1,
      "invalid OwnedProduct, 1 issue",
    ],
    [
      "a Tenant with unknown fields is a Tenant",
      { ...samples.Tenant, region: "eu" },
      0,
      "valid Tenant",
    ],
    ["a search window", samples.OwnedProductSearchResult, 0, "valid OwnedProductSearchResult"],
    ["Credentials", samples.Credentials, 0, "valid Credentials"],
  ])("%s", async (_name, payload, code, verdict) => {
    const path = file("detected.json", payload);
    const run = await runCommand(["validate", path, "--as", "auto"]);
    expect([run.code, run.out.split("\n")[0]]).toEqual([code, `${path}: ${verdict}`]);
  });

  test("--strict applies to the resource detected", async () => {
    const path = file("strict.json", { ...samples.Tenant, region: "eu" });
    const { code, out } = await runCommand(["validate", path, "--strict"]);
    expect([code, out.split("\n")[0]]).toEqual([1, `${path}: invalid Tenant, 1 issue`]);
  });

  test.each([
    [
      "a tie",
      { tenantId: 1 },
      "cannot tell its resource, it holds 1 field of each of OwnedProduct, PurchaseHistory; name it with --as <Resource>",
    ],
    [
      "a tie of lists",
      { list: [] },
      "cannot tell its resource, it holds 1 field of each of OwnedProductSearchResult, TenantPage; name it with --as <Resource>",
    ],
    [
      "no field of the contract",
      { region: "eu", smtpServerPassword_: "hunter2" },
      "cannot tell its resource, it holds no field of the contract; name it with --as <Resource>, one of OwnedProduct, Payment, PurchaseHistory, OwnedProductSearchResult, TenantPage, Tenant, Credentials",
    ],
    [
      "not an object",
      [samples.Tenant],
      "cannot tell its resource, it is not a JSON object; name it with --as <Resource>",
    ],
  ])("%s: says so, names the candidates, exit 2", async (_name, payload, verdict) => {
    const path = file("unknown.json", payload);
    const good = file("known.json", samples.Payment);
    for (const format of ["text", "json"]) {
      const run = await runCommand(["validate", path, good, "--format", format]);
      expect(run.code).toBe(2);
      if (format === "text") expect(run.out).toBe(`${path}: ${verdict}\n${good}: valid Payment`);
      else {
        expect(JSON.parse(run.out)).toEqual({
          valid: false,
          files: [
            { file: path, valid: false, error: verdict, issues: [] },
            { file: good, resource: "Payment", valid: true, issues: [] },
          ],
        });
      }
    }
  });
});

describe("--require-offset", () => {
  const product = {
    ...samples.OwnedProduct,
    effectiveAt: "2024-01-01T00:00:00.1234567",
    effectiveThrough: "2025-01-01T00:00:00Z",
    renewalEffectiveAt: "2025-01-01T00:00:00+02:00",
    renewalEffectiveThrough: "2026-01-01T00:00:00",
  };
  const withOffsets = { ...samples.OwnedProduct, effectiveThrough: "2025-01-01T00:00:00.000Z" };
  const history = { tenantId: 42, products: [withOffsets, product] };

  test("a date-time without Z or an offset is an issue, by path; the contract alone allows it", async () => {
    const path = file("offsets.json", history);
    expect((await runCommand(["validate", path])).code).toBe(0);
    const { code, out } = await runCommand([
      "validate",
      path,
      "--require-offset",
      "--format",
      "json",
    ]);
    expect(code).toBe(1);
    const message =
      "expected a date-time with an offset, Z or ±HH:MM, received one without (--require-offset)";
    expect(JSON.parse(out)).toMatchObject({
      files: [
        {
          valid: false,
          issues: [
            { path: ["products", 1, "effectiveAt"], message },
            { path: ["products", 1, "renewalEffectiveThrough"], message },
          ],
        },
      ],
    });
  });

  test("comes after the schemas' issues; a date-time they reject is theirs alone", async () => {
    const path = file("both.json", {
      ...product,
      qty: 1.5,
      effectiveThrough: "2025-02-30T00:00:00",
    });
    const { out } = await runCommand([
      "validate",
      path,
      "--as",
      "OwnedProduct",
      "--require-offset",
    ]);
    expect(out.split("\n").map((line) => line.split(":")[0])).toEqual([
      path,
      "qty",
      "effectiveThrough",
      "effectiveAt",
      "renewalEffectiveThrough",
    ]);
  });
});
