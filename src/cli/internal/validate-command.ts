import {
  formatIssues,
  resourceSchemas,
  type IssueLike,
  type ResourceName,
} from "../../schemas/index.js";
import type { CliIo } from "./cli-io.js";
import { collectInputs } from "./collect-inputs.js";
import type { Command } from "./command.js";
import { detectResource } from "./detect-resource.js";
import { parseFlags, stringFlag } from "./parse-flags.js";
import { keepYoungGenerationSmall, readJson } from "./read-input.js";
import { missingOffsetIssues } from "./require-offset.js";
import { RESOURCES, resourceNamed } from "./resource-name.js";
import { unmaskedSecretIssues } from "./secret-issues.js";
import { UsageError, USAGE_EXIT_CODE } from "./usage-error.js";

const help = `Usage: owned-products-sdk validate <file|folder|->... [options]

Checks JSON payloads against a resource of the data contract. Prints, per file, whether it is
valid, then one line per issue: its path and what is wrong (never the value, so secrets stay out
of logs). A folder stands for its *.json files, at any depth, in path order; "-" reads standard
input.

Options:
  --as <Resource|auto>    the resource, one of ${RESOURCES.join(", ")};
                          or auto (the default): each file's is the one of which it holds
                          the most contract fields, named in its verdict
  --require-offset        a date-time without Z or an offset (+02:00) is an issue
  --strict                reject fields the contract does not define
  --secrets               a secret (a contract secret field, or any field whose name is a
                          secret's) holding a value that is not masked is an issue: its path,
                          never its value. Masked: null, "", [REDACTED], a run of * (also
                          ****1234), of • or of x; see docs/mock-server-and-cli.md
  --format <text|json>    output format (default text)
  --help                  show this help

A file that cannot be read, is not JSON, or whose resource cannot be told (no contract field,
or as many of two resources) gets a verdict that says so, and the other files are still checked.

Exit code: the worst of the files: 0 every file valid, 1 a file invalid, 2 a file not checked
(unreadable, not JSON, resource unknown); 2 also for bad usage, where no file is checked.

Example:
  npx owned-products-sdk validate recorded/ --require-offset
  npx owned-products-sdk validate recorded/*.json --as PurchaseHistory --strict
  npx owned-products-sdk redact recorded/ --in-place && npx owned-products-sdk validate recorded/ --secrets`;

interface FileReport {
  readonly file: string;
  /** The resource checked against: given with --as, or detected. */
  readonly resource?: ResourceName;
  /** Whether the resource was detected (--as auto), so that the verdict names it. */
  readonly detected?: boolean;
  readonly valid: boolean;
  /** Why the file could not be checked: unreadable, not JSON, or its resource unknown. */
  readonly problem?: string;
  readonly issues: readonly IssueLike[];
}

function print(reports: readonly FileReport[], format: string, io: CliIo): void {
  if (format === "json") {
    const files = reports.map(({ file, resource, valid, problem, issues }) => ({
      file,
      ...(resource === undefined ? {} : { resource }),
      valid,
      ...(problem === undefined ? {} : { error: problem }),
      // As the SDK's issues have them: field names as strings, list indexes as numbers.
      issues: issues.map(({ path, message }) => ({
        path: path.map((key) => (typeof key === "number" ? key : String(key))),
        message,
      })),
    }));
    io.out(JSON.stringify({ valid: reports.every((r) => r.valid), files }, null, 2));
    return;
  }
  for (const { file, resource, detected, valid, problem, issues } of reports) {
    const named = detected === true ? ` ${resource ?? ""}` : "";
    const count = `${issues.length} issue${issues.length === 1 ? "" : "s"}`;
    io.out(`${file}: ${problem ?? (valid ? `valid${named}` : `invalid${named}, ${count}`)}`);
    if (issues.length > 0) io.out(formatIssues(issues, { max: Infinity }));
  }
}

const TOO_MANY_ISSUES =
  "cannot be checked, it holds more issues than the schemas can gather at once (the stack overflows); check it in smaller parts, such as files of 10,000 list items";

/** The exit code of the worst report: 2 a file not checked, 1 a file invalid, else 0. */
function exitCode(reports: readonly FileReport[]): number {
  if (reports.some((report) => report.problem !== undefined)) return USAGE_EXIT_CODE;
  return reports.every((report) => report.valid) ? 0 : 1;
}

/** `owned-products-sdk validate`: recorded payloads checked against the schemas. */
export const validateCommand: Command = {
  name: "validate",
  summary: "check JSON files and folders against the resources of the contract",
  help,
  async run(args, io) {
    const flags = parseFlags("validate", args, {
      as: { type: "string" },
      "require-offset": { type: "boolean" },
      strict: { type: "boolean" },
      secrets: { type: "boolean" },
      format: { type: "string" },
    });
    const name = stringFlag(flags, "as") ?? "auto";
    const given = name === "auto" ? undefined : resourceNamed("validate", name);
    const format = stringFlag(flags, "format") ?? "text";
    if (format !== "text" && format !== "json") {
      throw new UsageError('validate: --format must be "text" or "json"');
    }
    if (flags.positionals.length === 0) {
      throw new UsageError(
        'validate: name the files or folders to check, or "-" for standard input',
      );
    }
    // Read once, standard input would be empty the second time: "not valid JSON, it is empty".
    if (flags.positionals.filter((arg) => arg === "-").length > 1) {
      throw new UsageError('validate: "-" (standard input) is given twice; it can be read once');
    }
    const variant = flags.values["strict"] === true ? "strict" : "default";
    const requireOffset = flags.values["require-offset"] === true;
    const secrets = flags.values["secrets"] === true;
    const reports: FileReport[] = [];
    keepYoungGenerationSmall();
    for (const input of await collectInputs(flags.positionals)) {
      const read = "problem" in input ? input : await readJson(input.file, io);
      if ("problem" in read) {
        reports.push({ file: input.name, valid: false, problem: read.problem, issues: [] });
        continue;
      }
      const detection = given === undefined ? detectResource(read.value) : { resource: given };
      if ("problem" in detection) {
        reports.push({ file: input.name, valid: false, problem: detection.problem, issues: [] });
        continue;
      }
      const { resource } = detection;
      const issues: IssueLike[] = [];
      try {
        const result = resourceSchemas[resource][variant].safeParse(read.value);
        // One by one: push(...) would meet the same stack limit.
        if (!result.success) for (const issue of result.error.issues) issues.push(issue);
        if (requireOffset) missingOffsetIssues(resource, read.value, issues);
        if (secrets) unmaskedSecretIssues(read.value, issues);
      } catch (error) {
        // zod gathers a list's issues with push(...issues), which overflows the stack past about
        // 100,000 of them: a verdict for this file, not a stack trace that ends the command.
        if (!(error instanceof RangeError)) throw error;
        reports.push({ file: input.name, valid: false, problem: TOO_MANY_ISSUES, issues: [] });
        continue;
      }
      const detected = given === undefined;
      reports.push({ file: input.name, resource, detected, valid: issues.length === 0, issues });
    }
    print(reports, format, io);
    return exitCode(reports);
  },
};
