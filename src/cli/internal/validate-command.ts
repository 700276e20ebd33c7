import { formatIssues } from "../../schemas/format-issues.js";
import { resourceSchemas } from "../../schemas/resources.js";
import type { CliIo } from "./cli-io.js";
import type { Command } from "./command.js";
import { parseFlags, stringFlag } from "./parse-flags.js";
import { readJson } from "./read-input.js";
import { RESOURCES, resourceNamed } from "./resource-name.js";
import { UsageError } from "./usage-error.js";

const help = `Usage: owned-products-sdk validate <file...|-> --as <Resource> [options]

Checks JSON payloads against a resource of the data contract. Prints, per file, whether it is
valid, then one line per issue: its path and what is wrong (never the value, so secrets stay out
of logs). "-" reads standard input.

Options:
  --as <Resource>         one of ${RESOURCES.join(", ")}
  --strict                reject fields the contract does not define
  --format <text|json>    output format (default text)
  --help                  show this help

Exit code: 0 every file valid, 1 a file invalid, 2 bad usage or a file unreadable or not JSON.

Example:
  npx owned-products-sdk validate recorded/*.json --as PurchaseHistory --strict`;

interface FileReport {
  readonly file: string;
  readonly valid: boolean;
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

function print(reports: readonly FileReport[], format: string, io: CliIo): void {
  if (format === "json") {
    const files = reports.map(({ file, valid, issues }) => ({
      file,
      valid,
      issues: issues.map(({ path, message }) => ({ path: path.map(String), message })),
    }));
    io.out(JSON.stringify({ valid: reports.every((r) => r.valid), files }, null, 2));
    return;
  }
  for (const { file, valid, issues } of reports) {
    const count = `${issues.length} issue${issues.length === 1 ? "" : "s"}`;
    io.out(valid ? `${file}: valid` : `${file}: invalid, ${count}`);
    if (!valid) io.out(formatIssues(issues, { max: Infinity }));
  }
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
      const result = schema.safeParse(await readJson("validate", file, io));
      const issues = result.success ? [] : result.error.issues;
      reports.push({ file: file === "-" ? "(stdin)" : file, valid: result.success, issues });
    }
    print(reports, format, io);
    return reports.every((report) => report.valid) ? 0 : 1;
  },
};
