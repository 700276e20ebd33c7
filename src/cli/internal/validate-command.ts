import { formatIssues } from "../../schemas/format-issues.js";
import { resourceSchemas } from "../../schemas/resources.js";
import type { CliIo } from "./cli-io.js";
import type { Command } from "./command.js";
import { parseFlags, stringFlag } from "./parse-flags.js";
import { readJson } from "./read-input.js";
import { RESOURCES, resourceNamed } from "./resource-name.js";
import { UsageError, USAGE_EXIT_CODE } from "./usage-error.js";

const help = `Usage: owned-products-sdk validate <file...|-> --as <Resource> [options]

Checks JSON payloads against a resource of the data contract. Prints, per file, whether it is
valid, then one line per issue: its path and what is wrong (never the value, so secrets stay out
of logs). "-" reads standard input.

Options:
  --as <Resource>         one of ${RESOURCES.join(", ")}
  --strict                reject fields the contract does not define
  --format <text|json>    output format (default text)
  --help                  show this help

A file that cannot be read or is not JSON gets a verdict that says so (where the JSON breaks,
by line and column), and the other files are still checked.

Exit code: the worst of the files: 0 every file valid, 1 a file invalid, 2 a file unreadable or
not JSON; 2 also for bad usage, where no file is checked.

Example:
  npx owned-products-sdk validate recorded/*.json --as PurchaseHistory --strict`;

interface FileReport {
  readonly file: string;
  readonly valid: boolean;
  /** Why the file could not be checked: unreadable, or not JSON. */
  readonly problem?: string;
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

function print(reports: readonly FileReport[], format: string, io: CliIo): void {
  if (format === "json") {
    const files = reports.map(({ file, valid, problem, issues }) => ({
      file,
      valid,
      ...(problem === undefined ? {} : { error: problem }),
      issues: issues.map(({ path, message }) => ({ path: path.map(String), message })),
    }));
    io.out(JSON.stringify({ valid: reports.every((r) => r.valid), files }, null, 2));
    return;
  }
  for (const { file, valid, problem, issues } of reports) {
    const count = `${issues.length} issue${issues.length === 1 ? "" : "s"}`;
    io.out(`${file}: ${problem ?? (valid ? "valid" : `invalid, ${count}`)}`);
    if (issues.length > 0) io.out(formatIssues(issues, { max: Infinity }));
  }
}

/** The exit code of the worst report: 2 a file not checked, 1 a file invalid, else 0. */
function exitCode(reports: readonly FileReport[]): number {
  if (reports.some((report) => report.problem !== undefined)) return USAGE_EXIT_CODE;
  return reports.every((report) => report.valid) ? 0 : 1;
}

/** `owned-products-sdk validate`: recorded payloads checked against the schemas. */
export const validateCommand: Command = {
  name: "validate",
  summary: "check JSON files against a resource of the contract",
  help,
  async run(args, io) {
    const flags = parseFlags("validate", args, {
      as: { type: "string" },
      strict: { type: "boolean" },
      format: { type: "string" },
    });
    const name = stringFlag(flags, "as");
    if (name === undefined)
      throw new UsageError("validate: say which resource, with --as <Resource>");
    const resource = resourceNamed("validate", name);
    const format = stringFlag(flags, "format") ?? "text";
    if (format !== "text" && format !== "json") {
      throw new UsageError('validate: --format must be "text" or "json"');
    }
    if (flags.positionals.length === 0) {
      throw new UsageError('validate: name the files to check, or "-" for standard input');
    }
    const schema =
      resourceSchemas[resource][flags.values["strict"] === true ? "strict" : "default"];
    const reports: FileReport[] = [];
    for (const file of flags.positionals) {
      const name = file === "-" ? "(stdin)" : file;
      const input = await readJson(file, io);
      if ("problem" in input) {
        reports.push({ file: name, valid: false, problem: input.problem, issues: [] });
        continue;
      }
      const result = schema.safeParse(input.value);
      const issues = result.success ? [] : result.error.issues;
      reports.push({ file: name, valid: result.success, issues });
    }
    print(reports, format, io);
    return exitCode(reports);
  },
};
