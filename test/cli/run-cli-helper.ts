// Runs the command line in this process, its output in buffers (test/package spawns the built
// command as a real process).
import { runCli } from "../../src/cli/internal/run-cli.js";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs `owned-products-sdk …args`, with `stdin` as standard input; `stop` ends a mock command. */
export async function runCommand(
  args: readonly string[],
  {
    stdin = "",
    stop = Promise.resolve(),
    env = {},
  }: { stdin?: string; stop?: Promise<void>; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    args,
    {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      stdin: () => Promise.resolve(new TextEncoder().encode(stdin)),
      env,
      onStop: (callback) => void stop.then(() => callback()),
    },
    "9.9.9",
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}
