// validate and redact as real processes given input that is not a JSON file: a device that never
// ends (/dev/zero), standard input that never ends (`yes | …`), bytes that are not UTF-8, and
// UTF-16. Each gets a verdict that says what is wrong and what to do, in bounded time and
// memory, and redact never rewrites a byte it was not asked to mask.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { builtCli } from "./cli-process.js";

const cli = builtCli("hostile-input-test");

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command; `endless` feeds standard input "y\n" until the command stops reading. */
function run(args: readonly string[], stdin: "endless" | "none" = "none"): Promise<Run> {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: "1" } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdin === "endless") {
    const chunk = Buffer.from("y\n".repeat(32_768));
    const feed = () => {
      while (child.stdin.writable && child.stdin.write(chunk));
    };
    child.stdin.on("drain", feed);
    child.stdin.on("error", () => {}); // EPIPE once the command stops reading: what is wanted
    feed();
  } else child.stdin.end();
  const killer = setTimeout(() => child.kill("SIGKILL"), 8_000);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), "hostile-input-"));
const file = (name: string, bytes: Uint8Array | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const invalidUtf8 = file(
  "latin1.json",
  Buffer.concat([
    Buffer.from('{\n  "name": "Caf'),
    Buffer.from([0xe9]),
    Buffer.from('",\n  "password": "hunter2"\n}\n'),
  ]),
);
const utf16 = file(
  "utf16.json",
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"password":"hunter2"}', "utf16le")]),
);

describe.skipIf(!existsSync("/dev/zero"))("a device that never ends", () => {
  test("validate /dev/zero says it is not JSON at once, instead of reading without end", async () => {
    const result = await run(["validate", "/dev/zero"]);
    expect(result).toEqual({
      code: 2,
      stdout: "/dev/zero: not valid JSON, the syntax breaks at line 1, column 1\n",
      stderr: "",
    });
  });

  test("redact /dev/zero says it is not JSON and writes nothing", async () => {
    const result = await run(["redact", "/dev/zero"]);
    expect(result).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "redact: /dev/zero: not valid JSON, the syntax breaks at line 1, column 1; nothing was written\n",
    });
  });
});

describe("standard input that never ends", () => {
  test.each(["validate", "redact"])(
    "`yes | %s -` stops reading at the first byte that is no JSON",
    async (command) => {
      const result = await run([command, "-"], "endless");
      expect(result.code).toBe(2);
      expect(result.stdout + result.stderr).toContain(
        "(stdin): not valid JSON, the syntax breaks at line 1, column 1",
      );
    },
  );
});

describe("bytes that are not UTF-8", () => {
  test("validate names where the bytes stop being UTF-8, without a piece of the text", async () => {
    const result = await run(["validate", invalidUtf8, "--secrets"]);
    expect(result).toEqual({
      code: 2,
      stdout: `${invalidUtf8}: not valid JSON, it is not UTF-8 from line 2, column 15; save it as UTF-8\n`,
      stderr: "",
    });
  });

  test("redact refuses it, rather than write the bytes back changed", async () => {
    const result = await run(["redact", invalidUtf8]);
    expect(result).toEqual({
      code: 2,
      stdout: "",
      stderr: `redact: ${invalidUtf8}: not valid JSON, it is not UTF-8 from line 2, column 15; save it as UTF-8; nothing was written\n`,
    });
  });

  test("a UTF-16 file is named as such, with what to do", async () => {
    for (const command of ["validate", "redact"]) {
      const result = await run([command, utf16]);
      expect(result.code).toBe(2);
      expect(result.stdout + result.stderr).toContain(
        `${utf16}: not valid JSON, it is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8`,
      );
      expect(result.stdout + result.stderr).not.toContain("hunter2");
    }
  });

  test("a U+FFFD that the file spells in UTF-8 is no problem", async () => {
    const path = file("replacement.json", '{"name":"\uFFFD","password":"x"}');
    const result = await run(["redact", path]);
    expect(result).toEqual({
      code: 0,
      stdout: '{"name":"\uFFFD","password":"[REDACTED]"}\n',
      stderr: "",
    });
  });
});

describe("an --out folder that cannot be made", () => {
  const payload = file("payload.json", '{"password":"hunter2"}\n');

  // mkdirSync(…, { recursive: true }) spins without end on /proc/x (its parent exists, yet
  // mkdir answers ENOENT): the command did, at full CPU.
  test.skipIf(!existsSync("/proc/self"))("under /proc: said at once, nothing written", async () => {
    const result = await run(["redact", payload, "--out", "/proc/hostile-input-out"]);
    expect(result).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "redact: cannot make the folder /proc/hostile-input-out (ENOENT); choose another --out DIR; nothing was written\n",
    });
  });

  test("where a file is in the way: the folder named, with what to do", async () => {
    const result = await run(["redact", payload, "--out", join(payload, "sub")]);
    expect(result).toEqual({
      code: 2,
      stdout: "",
      stderr: `redact: cannot make the folder ${join(payload, "sub")} (EEXIST: a file is in the way); choose another --out DIR; nothing was written\n`,
    });
  });

  test("that is a file: the folder named, with what to do", async () => {
    const result = await run(["redact", payload, "--out", payload]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `redact: cannot make the folder ${payload} (EEXIST: a file is in the way); choose another --out DIR; nothing was written\n`,
    );
  });
});

describe("a payload with more invalid items than the schemas can gather", () => {
  // zod collects a list's issues with push(...issues): past about 100,000 it overflows the stack.
  const items = 300_000;
  const page = file(
    "many-invalid.json",
    `{"list":[${"0,".repeat(items - 1)}0],"pageNumber":1,"totalPages":1,"totalCount":${items}}`,
  );

  test("gets a verdict that says so, exit 2, not a stack trace", async () => {
    const result = await run(["validate", page, "--as", "TenantPage"]);
    expect(result).toEqual({
      code: 2,
      stdout: `${page}: cannot be checked, it holds more issues than the schemas can gather at once (the stack overflows); check it in smaller parts, such as files of 10,000 list items\n`,
      stderr: "",
    });
  }, 30_000);
});

describe("a payload nested deeply inside a resource", () => {
  // 100,000 levels of {"a": …} under an unknown field, with a secret at the bottom.
  const depth = 100_000;
  const nested = `${'{"a":'.repeat(depth)}{"password":"hunter2"}${"}".repeat(depth)}`;
  const tenant = file(
    "deep-tenant.json",
    `{"id":1,"processRenewalMinutesThreshold":1,"extra":${nested}}`,
  );

  test("validate --secrets checks it in time linear in its size, and names the secret", async () => {
    const started = performance.now();
    const result = await run(["validate", tenant, "--as", "Tenant", "--secrets"]);
    // It took 155 s when each level copied the whole path above it; the check is 600 KB of JSON.
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^.*deep-tenant\.json: invalid, 1 issue\nextra\.a\.a\.a\..*\.a\.password: holds a secret that is not masked; mask it/,
    );
    expect(result.stdout).not.toContain("hunter2");
  }, 30_000);
});
