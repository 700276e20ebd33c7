// The packed `owned-products-sdk` command as a real process: `npx owned-products-sdk …` in the
// folder where the tarball is installed, as a user runs it.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { expect, inject } from "vitest";

const { consumerDir } = inject("packed");

/** What a finished command printed, and its exit code. */
export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A running command: its process, what it has printed so far, and its end. */
export interface Running {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly done: Promise<Finished>;
}

/**
 * Starts `npx owned-products-sdk …args` in the consumer folder; `stdin` is written, then closed.
 * `direct` starts the installed bin itself (its `#!/usr/bin/env node` line), as a process manager
 * does: npx runs it through `sh -c`, which passes no signal on, so signal tests need it direct.
 * `env` is added to the environment.
 */
export function startCli(
  args: readonly string[],
  stdin?: string,
  direct = false,
  env: Readonly<Record<string, string>> = {},
): Running {
  const [command, prefix] = direct
    ? [join(consumerDir, "node_modules", ".bin", "owned-products-sdk"), []]
    : ["npx", ["--no-install", "owned-products-sdk"]];
  const child = spawn(command, [...prefix, ...args], {
    cwd: consumerDir,
    env: { ...process.env, NO_COLOR: "1", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdin === undefined) child.stdin.end();
  else child.stdin.end(stdin);
  const done = new Promise<Finished>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, stdout: () => stdout, done };
}

/** Runs `npx owned-products-sdk …args` to its end, with `env` added to the environment. */
export function runCli(
  args: readonly string[],
  stdin?: string,
  env?: Readonly<Record<string, string>>,
): Promise<Finished> {
  return startCli(args, stdin, false, env).done;
}

/** npm's own warnings (a user config it does not know) are not the command's output. */
export function withoutNpmWarnings(text: string): string {
  return text
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"))
    .join("\n");
}

/**
 * Starts `owned-products-sdk mock --port 0 …args` (the bin itself, so that a signal reaches it)
 * and resolves once it listens, with its URL; `running` collects it, for the caller to kill.
 */
export async function startMockCommand(
  running: Running[],
  ...args: string[]
): Promise<{ run: Running; url: string }> {
  const run = startCli(["mock", "--port", "0", ...args], undefined, true);
  running.push(run);
  await expect.poll(() => run.stdout(), { timeout: 30_000 }).toMatch(/listening on http:\S+\n/);
  return { run, url: /listening on (http:\S+)/.exec(run.stdout())![1]! };
}
