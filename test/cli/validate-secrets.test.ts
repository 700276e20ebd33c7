// `owned-products-sdk validate --secrets`: a secret holding a value that is not masked is an
// issue, named by its path and never its value; masked values pass; without the flag, nothing
// changes.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { makeDataset } from "../../src/testing/index.js";
import { credentials, tenant, tenantPage } from "../helpers/samples.js";
import { runCommand } from "./run-cli-helper.js";

const dir = mkdtempSync(join(tmpdir(), "validate-secrets-"));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const MESSAGE = "holds a secret that is not masked";
const pageWith = (secrets: Record<string, unknown>, extra: object = {}) => ({
  ...tenantPage,
  list: [{ ...tenant, ...extra, credentials: { ...credentials, ...secrets } }],
});

describe("validate --secrets", () => {
  test("a recorded page holding live secrets: each by its path, never its value; exit 1", async () => {
    const page = {
      list: makeDataset({ tenants: 3, seed: 7 }).tenants,
      totalPages: 1,
      pageNumber: 1,
      totalCount: 3,
    };
    const path = file("recorded.json", page);
    const { code, out, err } = await runCommand(["validate", path, "--secrets"]);
    expect(code).toBe(1);
    const lines = out.split("\n").slice(1);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines)
      expect(line).toMatch(
        /^list\.\d\.(?:credentials\.\w+|clientCommunicationSignature): holds a secret/,
      );
    const values = page.list.flatMap((t) => [
      t.clientCommunicationSignature,
      t.credentials?.paymentProcessorApiKey,
      t.credentials?.smsProviderAuthToken,
      t.credentials?.smtpServerPassword,
    ]);
    for (const value of values.filter((v) => typeof v === "string")) {
      expect(out + err).not.toContain(value);
    }
  });

  test("without --secrets the same file is valid, as before", async () => {
    const path = file("live.json", pageWith({}));
    expect((await runCommand(["validate", path])).code).toBe(0);
  });

  test.each([
    ["null", null],
    ["the empty string", ""],
    ["[REDACTED]", "[REDACTED]"],
    ["[redacted]", "[redacted]"],
    ["a run of *", "********"],
    ["a run of * and the last four", "****1234"],
    ["a run of •", "•••••"],
    ["a run of x", "xxxx"],
  ])("masked as %s: valid, exit 0", async (_, mask) => {
    const secrets = {
      paymentProcessorApiKey: mask,
      smsProviderAuthToken: mask,
      smtpServerPassword: mask,
    };
    const path = file("masked.json", pageWith(secrets, { clientCommunicationSignature: mask }));
    expect(await runCommand(["validate", path, "--secrets"])).toMatchObject({ code: 0, err: "" });
  });

  test.each([
    ["a value with a few stars in it", "sk_**live**"],
    ["a number", 12345],
    ["an object", { value: "k" }],
    ["a word", "redacted-but-not-really"],
  ])("not masked: %s", async (_, value) => {
    const path = file(
      "unmasked.json",
      pageWith({ smtpServerPassword: value }, { clientCommunicationSignature: null }),
    );
    const { code, out } = await runCommand(["validate", path, "--secrets", "--format", "json"]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      files: { issues: { path: unknown[]; message: string }[] }[];
    };
    expect(report.files[0]!.issues.map((issue) => issue.path)).toContainEqual([
      "list",
      0,
      "credentials",
      "smtpServerPassword",
    ]);
    expect(out).not.toContain(JSON.stringify(value).slice(1, -1));
  });

  test("a field the contract does not name is a secret by its name, at any depth", async () => {
    const extra = { webhooks: [{ url: "https://h.test", signingSecret: "whsec_live" }] };
    const masked = {
      paymentProcessorApiKey: null,
      smsProviderAuthToken: null,
      smtpServerPassword: null,
    };
    const path = file(
      "unknown.json",
      pageWith(masked, { ...extra, clientCommunicationSignature: null }),
    );
    const { code, out } = await runCommand(["validate", path, "--secrets"]);
    expect(code).toBe(1);
    expect(out).toContain(`list.0.webhooks.0.signingSecret: ${MESSAGE}`);
    expect(out).not.toContain("whsec_live");
  });
});
