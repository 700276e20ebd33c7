// `owned-products-sdk redact` run as a real process (the command bundled from the sources by
// esbuild, started with the Node that runs the tests): copies with every secret masked and every
// other character kept, all or nothing, one `-` to standard output, several inputs under --out
// or --in-place, and `redact … | validate --secrets -` exiting 0.
import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { resourceSchemas, SECRET_FIELDS } from "../../src/schemas/index.js";
import { makeDataset } from "../../src/testing/index.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("redact-test");

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(args: readonly string[], stdin = ""): Promise<Run> {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: "1" } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const page = {
  list: makeDataset({ tenants: 4, seed: 34 }).tenants,
  totalPages: 1,
  pageNumber: 1,
  totalCount: 4,
};
const secretsOf = (value: typeof page) =>
  value.list
    .flatMap((tenant) => [
      tenant.clientCommunicationSignature,
      ...SECRET_FIELDS.map((field) => tenant.credentials?.[field]),
    ])
    .filter((secret): secret is string => typeof secret === "string" && secret !== "");

const workdir = () => mkdtempSync(join(tmpdir(), "redact-"));
const write = (path: string, text: string) => {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  return path;
};

describe("one input: standard output", () => {
  test("a file: every secret masked, every other character kept, still valid", async () => {
    const text = `${JSON.stringify(page, null, 4)}\n`;
    const file = write(join(workdir(), "page.json"), text);
    const { code, stdout, stderr } = await run(["redact", file]);
    expect([code, stderr]).toEqual([0, ""]);
    expect(secretsOf(page).length).toBeGreaterThan(4);
    for (const secret of secretsOf(page)) expect(stdout).not.toContain(secret);
    // Line by line: the same lines, but those of a secret, whose value alone changed.
    const before = text.split("\n");
    const after = stdout.split("\n");
    expect(after.length).toBe(before.length);
    const changed = before.flatMap((line, n) => (line === after[n] ? [] : [[line, after[n]]]));
    expect(changed.length).toBe(secretsOf(page).length);
    for (const [was, is] of changed) {
      expect(is).toBe(was!.replace(/: ".*"(,?)$/, ': "[REDACTED]"$1'));
    }
    expect(resourceSchemas.TenantPage.strict.safeParse(JSON.parse(stdout)).success).toBe(true);
  });

  test("-: standard input to standard output, piped into validate --secrets - exits 0", async () => {
    const text = JSON.stringify(page, null, 2);
    const redacted = await run(["redact", "-"], text);
    expect(redacted.code).toBe(0);
    expect(await run(["validate", "--secrets", "-"], text)).toMatchObject({ code: 1 });
    expect(await run(["validate", "--secrets", "-"], redacted.stdout)).toMatchObject({ code: 0 });
  });

  test("any value of a secret name is masked whole, at any depth; null and keys' escapes as JSON reads them", async () => {
    const text =
      '{"a":[{"api\\u005fkey":{"x":[1,"}"]},"n":null,"token":null}],"password":5,"ok":"t\\"oken"}';
    const { stdout } = await run(["redact", "-"], text);
    expect(stdout).toBe(
      '{"a":[{"api\\u005fkey":"[REDACTED]","n":null,"token":null}],"password":"[REDACTED]","ok":"t\\"oken"}\n',
    );
  });
});

describe("several inputs", () => {
  test("--out DIR: paths kept relative to each input folder; a file named alone by its name", async () => {
    const dir = workdir();
    const text = JSON.stringify(page, null, 2);
    write(join(dir, "in", "a.json"), text);
    write(join(dir, "in", "deep", "b.json"), text);
    const single = write(join(dir, "c.json"), text);
    const { code, stdout } = await run([
      "redact",
      join(dir, "in"),
      single,
      "--out",
      join(dir, "out"),
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain("secrets masked");
    for (const name of ["a.json", join("deep", "b.json"), "c.json"]) {
      const copy = readFileSync(join(dir, "out", name), "utf8");
      for (const secret of secretsOf(page)) expect(copy).not.toContain(secret);
    }
    // No temporary file is left behind.
    expect(readdirSync(join(dir, "out")).sort()).toEqual(["a.json", "c.json", "deep"]);
  });

  test("a folder's links to *.json files are redacted like its files (--out)", async () => {
    const dir = workdir();
    const target = write(join(dir, "elsewhere", "real.json"), JSON.stringify(page));
    write(join(dir, "in", "a.json"), JSON.stringify(page));
    symlinkSync(target, join(dir, "in", "link.json"));
    const { code } = await run(["redact", join(dir, "in"), "--out", join(dir, "out")]);
    expect(code).toBe(0);
    expect(readdirSync(join(dir, "out")).sort()).toEqual(["a.json", "link.json"]);
    const copy = readFileSync(join(dir, "out", "link.json"), "utf8");
    for (const secret of secretsOf(page)) expect(copy).not.toContain(secret);
  });

  test("--in-place refuses a link, in a folder or named, naming the file it points to; nothing is written", async () => {
    const dir = workdir();
    const text = JSON.stringify(page);
    const target = write(join(dir, "elsewhere", "real.json"), text);
    const plain = write(join(dir, "in", "a.json"), text);
    const link = join(dir, "in", "link.json");
    symlinkSync(target, link);
    for (const input of [join(dir, "in"), link]) {
      const { code, stderr } = await run(["redact", input, "--in-place"]);
      expect(code).toBe(2);
      expect(stderr).toContain(`redact: ${link} is a symbolic link`);
      expect(stderr).toContain(
        `(${realpathSync(target)}): redact that file by its path, or use --out DIR`,
      );
    }
    expect(readFileSync(plain, "utf8")).toBe(text);
    expect(readFileSync(target, "utf8")).toBe(text);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  test("--in-place: each file replaced by its copy", async () => {
    const dir = workdir();
    const file = write(join(dir, "a.json"), JSON.stringify(page));
    write(join(dir, "b.json"), JSON.stringify(page));
    expect((await run(["redact", dir, "--in-place"])).code).toBe(0);
    expect(readFileSync(file, "utf8")).not.toContain(secretsOf(page)[0]);
    expect(readdirSync(dir).sort()).toEqual(["a.json", "b.json"]);
    expect((await run(["validate", "--secrets", dir])).code).toBe(0);
  });

  test.each([
    [
      "several inputs without --out or --in-place",
      (d: string) => [join(d, "a.json"), join(d, "b.json")],
    ],
    // The same rule whatever the folder holds today: one file now, two once another is recorded.
    ["a folder of one file without --out or --in-place", (d: string) => [join(d, "x")]],
    ['"-" with --in-place', () => ["-", "--in-place"]],
    ["--out and --in-place together", (d: string) => [join(d, "a.json"), "--out", d, "--in-place"]],
    [
      "two inputs landing on one path",
      (d: string) => [join(d, "a.json"), join(d, "x", "a.json"), "--out", join(d, "o")],
    ],
  ])("a usage error, exit 2, nothing written: %s", async (_, argsOf) => {
    const dir = workdir();
    write(join(dir, "a.json"), JSON.stringify(page));
    write(join(dir, "b.json"), JSON.stringify(page));
    write(join(dir, "x", "a.json"), JSON.stringify(page));
    const { code, stderr, stdout } = await run(["redact", ...argsOf(dir)]);
    expect(code).toBe(2);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stdout).toBe("");
    expect(existsSync(join(dir, "o"))).toBe(false);
    expect(readFileSync(join(dir, "a.json"), "utf8")).toContain(secretsOf(page)[0]);
  });

  test("all or nothing: one input that is not JSON, and no file is written or changed", async () => {
    const dir = workdir();
    const good = write(join(dir, "in", "a.json"), JSON.stringify(page));
    write(join(dir, "in", "z.json"), '{"password": "p", ');
    for (const args of [["--in-place"], ["--out", join(dir, "out")]]) {
      const { code, stderr } = await run(["redact", join(dir, "in"), ...args]);
      expect(code).toBe(2);
      expect(stderr).toMatch(
        /z\.json: not valid JSON, it ends at line 1, column \d+ .*nothing was written/,
      );
      expect(stderr).not.toContain('"p"');
      expect(readFileSync(good, "utf8")).toBe(JSON.stringify(page));
      expect(readdirSync(join(dir, "in")).sort()).toEqual(["a.json", "z.json"]);
      expect(existsSync(join(dir, "out"))).toBe(false);
    }
  });
});
