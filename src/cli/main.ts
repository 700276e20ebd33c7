// The `owned-products-sdk` command (package.json `bin`): built by tsup into dist/cli/index.js with a
// `#!/usr/bin/env node` line, apart from the library's entries so that none of them loads it.
import type { StopSignal } from "./internal/cli-io.js";
import { readBounded } from "./internal/read-input.js";
import { runCli } from "./internal/run-cli.js";

// Replaced by the package's version at build time (tsup.config.ts `define`).
declare const __SDK_VERSION__: string | undefined;
const version = typeof __SDK_VERSION__ === "string" ? __SDK_VERSION__ : "0.0.0-dev";

// A reader that stops early (`… | head -1`) closes the pipe: what is left to write has nowhere to
// go. It is dropped, without a stack trace, and the command still ends with its own exit code.
const closed = new Set<NodeJS.WriteStream>();
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
    closed.add(stream);
  });
}

const write = (stream: NodeJS.WriteStream) => (text: string) => {
  if (!closed.has(stream)) stream.write(`${text}\n`);
};

process.exitCode = await runCli(
  process.argv.slice(2),
  {
    out: write(process.stdout),
    err: write(process.stderr),
    // Bounded: `yes | owned-products-sdk validate -` stops at its first byte, not at the memory's end.
    stdin: () => readBounded(process.stdin as AsyncIterable<Uint8Array>),
    env: process.env,
    onStop: (stop) => {
      const once = (signal: StopSignal) => {
        process.off("SIGINT", once);
        process.off("SIGTERM", once);
        stop(signal);
      };
      process.on("SIGINT", once);
      process.on("SIGTERM", once);
    },
  },
  version,
);
