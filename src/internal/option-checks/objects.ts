import { suggestion } from "../did-you-mean.js";
import { printableKey } from "../printable-key.js";
import { mustBe } from "./fail.js";

/** `value` as an options object (`{}` when absent); throws, naming it `label`, when not one. */
export function optionsObject(
  where: string,
  value: unknown,
  label = "options",
): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null) mustBe(where, label, "an object", value);
  return value as Record<string, unknown>;
}

/**
 * Throws on the first key of `given` not in `known`, with a "did you mean" for a near miss; `path`
 * prefixes a nested object's keys (`retry.` for `options.retry`).
 */
export function knownKeysOnly(
  where: string,
  given: object,
  known: readonly string[],
  what: "options" | "params" = "options",
  path = "",
): void {
  const unknown = Object.keys(given).find((key) => !known.includes(key));
  if (unknown === undefined) return;
  const full = known.map((key) => path + key);
  throw new TypeError(
    `${where}: unknown ${what === "options" ? "option" : "parameter"} \`${printableKey(path + unknown)}\`` +
      `${suggestion(path + unknown, full)}; known: ${full.join(", ")}`,
  );
}
