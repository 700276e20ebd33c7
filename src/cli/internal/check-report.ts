import { formatIssues } from "../../index.js";
import { printableKey } from "../../internal/printable-key.js";
import type { CliIo } from "./cli-io.js";
import type { FieldPattern, OperationRecord } from "./operation-record.js";
import { USAGE_EXIT_CODE } from "./usage-error.js";

/** What an operation came to: its verdict in the report. */
export type Verdict = "conforms" | "does not conform" | "not reached" | "refused" | "not run";

/** The verdict of one operation; with `strict`, unknown fields break the contract too. */
export function verdictOf(record: OperationRecord, strict: boolean): Verdict {
  if (record.skipped !== undefined) return "not run";
  if (record.failure?.kind === "credentials") return "refused";
  if (!record.reached) return "not reached";
  const broken =
    record.failure !== undefined ||
    record.violations.length > 0 ||
    (strict && record.drift.size > 0);
  return broken ? "does not conform" : "conforms";
}

/**
 * The exit code of a run: 2 when the service refused the credentials or answered nothing at
 * all (no HTTP status, whatever the operation), 1 when an operation does not conform, else 0.
 */
export function checkExitCode(records: readonly OperationRecord[], strict: boolean): number {
  const verdicts = records.map((record) => verdictOf(record, strict));
  if (verdicts.includes("refused")) return USAGE_EXIT_CODE;
  if (!records.some(({ reached }) => reached)) return USAGE_EXIT_CODE;
  return verdicts.some((verdict) => verdict !== "conforms" && verdict !== "not run") ? 1 : 0;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const patternText = (path: FieldPattern) => path.map(printableKey).join(".");
const MAX_VIOLATION_LINES = 20;

function nullableWithoutValue(record: OperationRecord) {
  return [...record.observed.nullable.values()]
    .filter((count) => count.value === 0)
    .map(({ path, null: nulls, absent }) => ({ path, null: nulls, absent }));
}

function operationText(record: OperationRecord, strict: boolean): string[] {
  const { operation, route, subject, failure, violations, observed } = record;
  const verdict = record.skipped ?? verdictOf(record, strict);
  const seen = record.responses === 0 ? "" : ` (${plural(record.responses, "response")})`;
  const about = subject === undefined ? "" : `, ${subject}`;
  const lines = [`${operation}: ${verdict}${seen}`, `  GET ${route}${about}`];
  if (failure !== undefined) lines.push(`  failed: ${failure.text}`);
  if (failure?.hint !== undefined) lines.push(`  hint: ${failure.hint}`);
  for (const [origin, count] of record.redirectedTo) {
    lines.push(
      `  redirected to another origin, ${origin} (${plural(count, "time")}): followed without the credentials; point --base-url (or the route) there`,
    );
  }
  if (violations.length > 0) {
    lines.push(`  violations (${violations.length}):`);
    for (const { response, path, message } of violations.slice(0, MAX_VIOLATION_LINES)) {
      lines.push(`    ${response}: ${formatIssues([{ path, message }])}`);
    }
    const more = violations.length - MAX_VIOLATION_LINES;
    if (more > 0) lines.push(`    and ${more} more (--format json lists them all)`);
  }
  if (record.drift.size > 0) {
    const drift = [...record.drift.values()].map(
      ({ path, count }) => `${patternText(path)} (${count})`,
    );
    const counted = strict ? "violations with --strict" : "drift";
    lines.push(`  unknown fields (${counted}): ${drift.join(", ")}`);
  }
  for (const { code, message, count } of record.anomalies.values()) {
    lines.push(`  pagination: ${code}: ${message}${count > 1 ? ` (${count} times)` : ""}`);
  }
  const { seen: dates, offsets, fractionDigits } = observed.dateTimes;
  if (dates > 0) {
    const digits = [...fractionDigits].sort(([a], [b]) => a - b).map(([n, c]) => `${n} (${c})`);
    lines.push(
      `  date-times (${dates}): Z ${offsets.Z}, ±HH:MM ${offsets.offset}, no offset ${offsets.none}; fraction digits: ${digits.join(", ")}`,
    );
  }
  const never = nullableWithoutValue(record);
  if (never.length > 0) lines.push("  nullable fields that never held a value:");
  for (const { path, null: nulls, absent } of never) {
    const how = absent === 0 ? "always null" : nulls === 0 ? "always absent" : "null or absent";
    lines.push(`    ${patternText(path)}: ${how} (${nulls + absent})`);
  }
  if (observed.limit !== undefined) {
    const { requested, echoed, served, verdict: clamp } = observed.limit;
    lines.push(`  limit: ${requested} asked, ${echoed} echoed, ${served} served: ${clamp}`);
  }
  if (observed.pageNumbering !== undefined) {
    const { firstPage, evidence } = observed.pageNumbering;
    lines.push(`  pages numbered from ${firstPage ?? "(not told)"}: ${evidence}`);
  }
  if (observed.maxPagesReached !== undefined) {
    lines.push(
      `  stopped by --max-pages at ${observed.maxPagesReached}: the rest is not checked; raise --max-pages to check more`,
    );
  }
  return lines;
}

function operationJson(record: OperationRecord, strict: boolean) {
  const { observed } = record;
  const { seen, offsets, fractionDigits } = observed.dateTimes;
  return {
    operation: record.operation,
    route: record.route,
    ...(record.subject === undefined ? {} : { subject: record.subject }),
    verdict: verdictOf(record, strict),
    ...(record.skipped === undefined ? {} : { skipped: record.skipped }),
    responses: record.responses,
    ...(record.status === undefined ? {} : { status: record.status }),
    ...(record.failure === undefined ? {} : { failure: record.failure }),
    violations: record.violations,
    unknownFields: [...record.drift.values()],
    anomalies: [...record.anomalies.values()],
    observed: {
      dateTimes: { seen, offsets, fractionDigits: Object.fromEntries(fractionDigits) },
      nullableWithoutValue: nullableWithoutValue(record),
      ...(record.redirectedTo.size === 0
        ? {}
        : {
            redirectedTo: [...record.redirectedTo].map(([origin, count]) => ({ origin, count })),
          }),
      ...(observed.limit === undefined ? {} : { limit: observed.limit }),
      ...(observed.pageNumbering === undefined ? {} : { pageNumbering: observed.pageNumbering }),
      ...(observed.maxPagesReached === undefined
        ? {}
        : { maxPagesReached: observed.maxPagesReached }),
    },
  };
}

/**
 * Writes the report of a run, as text or as one JSON document, and returns its exit code.
 * `error` is the one line of a service that could not be reached, which the document holds.
 */
export function checkReport(
  records: readonly OperationRecord[],
  { strict, format }: { readonly strict: boolean; readonly format: "text" | "json" },
  io: CliIo,
  error?: string,
): number {
  const exitCode = checkExitCode(records, strict);
  if (format === "json") {
    const operations = records.map((record) => operationJson(record, strict));
    const failed = error === undefined ? {} : { error };
    io.out(JSON.stringify({ conforms: exitCode === 0, exitCode, ...failed, operations }, null, 2));
    return exitCode;
  }
  io.out(records.flatMap((record) => operationText(record, strict)).join("\n"));
  const verdicts = records.map((record) => verdictOf(record, strict));
  const counts = [...new Set(verdicts)].map(
    (verdict) => `${verdict}: ${verdicts.filter((v) => v === verdict).length}`,
  );
  io.out(`\ncheck: ${plural(records.length, "operation")}; ${counts.join(", ")}; exit ${exitCode}`);
  return exitCode;
}
