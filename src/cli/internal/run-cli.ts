import { FixtureError } from "../../testing/fixture-error.js";
import { checkCommand } from "./check-command.js";
import type { CliIo } from "./cli-io.js";
import type { Command } from "./command.js";
import { jsonSchemaCommand } from "./json-schema-command.js";
import { mcpCommand } from "./mcp-command.js";
import { mockCommand } from "./mock-command.js";
import { openApiCommand } from "./openapi-command.js";
import { redactCommand } from "./redact-command.js";
import { UsageError, USAGE_EXIT_CODE } from "./usage-error.js";
import { validateCommand } from "./validate-command.js";
import { didYouMean } from "../../internal/did-you-mean.js";

const COMMANDS: readonly Command[] = [
  mockCommand,
  validateCommand,
  redactCommand,
  checkCommand,
  mcpCommand,
  openApiCommand,
  jsonSchemaCommand,
];

function overview(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length)) + 2;
  return [
    "Usage: owned-products-sdk <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}${command.summary}`),
    "",
    "Options:",
    "  --help, -h     show this help, or a command's (owned-products-sdk <command> --help, or",
    "                 owned-products-sdk help <command>)",
    "  --version, -v  show the version",
  ].join("\n");
}

/**
 * Runs the `owned-products-sdk` command line with `args` (the arguments after the program) and
 * resolves to its exit code: 0 done, 1 a check failed, 2 bad usage (one line on standard error).
 */
export async function runCli(args: readonly string[], io: CliIo, version: string): Promise<number> {
  if (args[0] === "help" && args.length > 1) {
    // `help mock` is `mock --help`, as in git and npm: the overview would ignore what was asked.
    const [, topic = "", ...extra] = args;
    if (extra.length > 0) {
      io.err(`owned-products-sdk: unexpected argument ${extra[0]} after help ${topic}; see --help`);
      return USAGE_EXIT_CODE;
    }
    return runCli(topic.startsWith("-") ? [topic] : [topic, "--help"], io, version);
  }
  const [name, ...rest] = args;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(overview());
    return 0;
  }
  if (name === "--version" || name === "-v") {
    io.out(version);
    return 0;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (command === undefined && name.startsWith("-")) {
    // A flag before the command (`--port 4010 mock`), named without its value: `--token=…`
    // would echo a token.
    const flag = name.split("=")[0] ?? name;
    const later = rest.find((arg) => COMMANDS.some((candidate) => candidate.name === arg));
    io.err(
      `owned-products-sdk: unknown option ${flag}; a command's options come after it, as owned-products-sdk ${later ?? "<command>"} ${flag}; see --help`,
    );
    return USAGE_EXIT_CODE;
  }
  if (command === undefined) {
    const meant = didYouMean(
      name,
      COMMANDS.map((candidate) => candidate.name),
    );
    const hint = meant === undefined ? "" : ` (did you mean ${meant}?)`;
    io.err(`owned-products-sdk: unknown command ${name}${hint}; see --help`);
    return USAGE_EXIT_CODE;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) io.err(error.message);
    else if (error instanceof FixtureError) io.err(`${command.name}: ${error.message}`);
    else throw error;
    return USAGE_EXIT_CODE;
  }
}
