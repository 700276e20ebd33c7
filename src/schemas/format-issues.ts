import { capOption, knownKeysOnly, optionsObject } from "../internal/option-checks/index.js";
import { printableKey } from "../internal/printable-key.js";

// A path's segments joined by dots, each key written so that it cannot break the line.
const pathText = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === "string" ? printableKey(key) : String(key))).join(".");

/**
 * What {@link formatIssues} reads from an issue: where it is and what is wrong. zod's issues
 * (`result.error.issues`) and a `ValidationError`'s `issues` both fit.
 *
 * @example
 * ```ts
 * const issue: IssueLike = { path: ["products", 3, "qty"], message: "expected an int32 …" };
 * ```
 * @group Schemas
 */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * How {@link formatIssues} writes its lines.
 *
 * @example
 * ```ts
 * const options: FormatIssuesOptions = { max: 5 };
 * ```
 * @group Schemas
 */
export interface FormatIssuesOptions {
  /** How many issues to write before ending with `and N more`; 10 by default. */
  readonly max?: number | undefined;
}

/**
 * Writes issues one per line, `path: message` (`(root)` for the value itself), and ends with
 * `and N more` past `max` (`Infinity` writes them all). The schemas' messages never contain a value, so the text is safe to
 * log even for a payload with secrets; `ValidationError` uses the same text.
 *
 * @example
 * ```ts
 * const result = OwnedProductStrictSchema.safeParse(json);
 * if (!result.success) console.error(formatIssues(result.error.issues, { max: 5 }));
 * // qty: expected an int32 (a whole number from -2147483648 to 2147483647), received a string
 * // region: unknown field "region": the contract does not define it (strict parsing)
 * ```
 * @group Schemas
 */
export function formatIssues(issues: readonly IssueLike[], options?: FormatIssuesOptions): string {
  const given = optionsObject("formatIssues", options);
  knownKeysOnly("formatIssues", given, ["max"]);
  const max = given["max"] === undefined ? 10 : capOption("formatIssues", "max", given["max"]);
  const lines = issues
    .slice(0, max)
    .map((issue) => `${pathText(issue.path) || "(root)"}: ${issue.message}`);
  if (issues.length > max) lines.push(`and ${issues.length - max} more`);
  return lines.join("\n");
}
