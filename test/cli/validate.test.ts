// `owned-products-sdk validate`: the same lines as formatIssues, per file, never a secret's value,
// and the exit code a CI step reads (0 valid, 1 invalid, 2 unusable input).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
      { file: good, valid: true, issues: [] },
      {
        file: bad,
        valid: false,
        issues: [{ path: ["id"], message: expect.stringMatching(/^expected an int32/) }],
      },
    ],
  });
});

describe("a file that cannot be checked: its own verdict, the others still checked, exit 2", () => {
  test.each([
    [
      "a missing file",
      () => join(dir, "missing.json"),
      "cannot be read, no such file (ENOENT); check the path",
    ],
    ["a folder", () => dir, "cannot be read, it is a folder (EISDIR); name the files in it"],
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
        { file: good, valid: true, issues: [] },
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
