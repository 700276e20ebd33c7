// The one family of option checks (client, pagination, formatIssues, /testing): a wrong option is
// a TypeError thrown before anything is fetched, worded `<where>: <label> must be <rule>, got
// <shown>`: `where` is the function the user called (`createClient`, `tenants.list`), `label` the
// value's path in what they wrote (`options.retry.limit`, `params.limit`).
import { suggestion } from "../did-you-mean.js";
import { maskQuery } from "../mask-url.js";
import { printableKey } from "../printable-key.js";

/** A wrong value in a message: a string quoted and cut short, an object or function by its kind. */
export function shown(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  }
  if (typeof value === "bigint") return `${value}n`; // not `1`, which reads as a valid number
  return typeof value === "object" || typeof value === "function" ? kindOf(value) : String(value);
}

/** {@link shown} for a URL or a route path: a secret-named query parameter's value masked first. */
export function shownUrl(value: unknown): string {
  return shown(typeof value === "string" ? maskQuery(value) : value);
}

/** A value's kind only (`a string`, `an array`, `null`): how a possible secret is shown. */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}

/** Throws `<where>: <label> <problem>`, for a rule that is not "must be X". */
export function invalid(where: string, label: string, problem: string): never {
  throw new TypeError(`${where}: ${label} ${problem}`);
}

/** Throws `<where>: <label> must be <rule>, got <shown>` (`show`: {@link kindOf} for a secret). */
export function mustBe(
  where: string,
  label: string,
  rule: string,
  value: unknown,
  show: (value: unknown) => string = shown,
): never {
  invalid(where, label, `must be ${rule}, got ${show(value)}`);
}

/** {@link mustBe} for option `name`, a bare name shown as `options.<name>`, a path as it is. */
export function fail(where: string, name: string, rule: string, value: unknown): never {
  mustBe(where, name.includes(".") ? name : `options.${name}`, rule, value);
}

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

/** The largest int32, and the largest delay setTimeout accepts. */
export const INT32_MAX = 2_147_483_647;

/** An integer in [min, max]; `fallback` when absent. */
export function intRangeOption(
  where: string,
  name: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    fail(where, name, `an integer from ${min} to ${max}`, value);
  }
  return value;
}

/** An integer in [min, INT32_MAX] (the contract's counts are int32, docs/contract.md 2.4/2.5). */
export function intOption(
  where: string,
  name: string,
  value: unknown,
  min: number,
  fallback: number,
): number {
  return intRangeOption(where, name, value, min, INT32_MAX, fallback);
}

/** An integer in [1, max]. */
export function boundedOption(
  where: string,
  name: string,
  value: unknown,
  max: number,
  fallback: number,
): number {
  return intRangeOption(where, name, value, 1, max, fallback);
}

/** A cap: an integer from `min`, or Infinity (also when absent) for none. */
export function capOption(where: string, name: string, value: unknown, min: 0 | 1 = 0): number {
  if (value === undefined || value === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    const rule = min === 0 ? "a non-negative integer" : "a positive integer";
    fail(where, name, `${rule} or Infinity`, value);
  }
  return value;
}

/** Milliseconds above 0 that setTimeout accepts, fractions allowed. */
export function timeoutOption(where: string, name: string, value: unknown): number {
  if (typeof value !== "number" || !(value > 0) || value > INT32_MAX) {
    fail(where, name, `a number of milliseconds in (0, ${INT32_MAX}]`, value);
  }
  return value;
}

/** Milliseconds from 0 that setTimeout accepts, fractions allowed. */
export function delayOption(where: string, name: string, value: unknown): number {
  if (typeof value !== "number" || !(value >= 0) || value > INT32_MAX) {
    fail(where, name, `a number of milliseconds in [0, ${INT32_MAX}]`, value);
  }
  return value;
}

/** A function, or undefined. */
export function functionOption<F>(where: string, name: string, value: unknown): F | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "function") fail(where, name, "a function", value);
  return value as F;
}

/** A boolean; false when absent. */
export function booleanOption(where: string, name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") fail(where, name, "a boolean", value);
  return value;
}

/** `"a", "b" or "c"`. */
export function choiceRule(choices: readonly string[]): string {
  const quoted = choices.map((choice) => JSON.stringify(choice));
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1) ?? ""}`;
}

/** One of `choices`; `fallback` when absent. */
export function oneOfOption<C extends string>(
  where: string,
  name: string,
  value: unknown,
  choices: readonly C[],
  fallback: C,
): C {
  if (value === undefined) return fallback;
  if (!choices.includes(value as C)) fail(where, name, choiceRule(choices), value);
  return value as C;
}

/** An AbortSignal, duck-typed: one of another realm is bridged by client/internal/signal.ts. */
export function signalOption(where: string, value: unknown): AbortSignal | undefined {
  if (value === undefined) return undefined;
  const signal = value as Partial<AbortSignal> | null;
  if (typeof signal?.aborted !== "boolean" || typeof signal.addEventListener !== "function") {
    fail(where, "signal", "an AbortSignal", value);
  }
  return value as AbortSignal;
}

/** `dedupe`: `false` turns it off, a function gives the key, absent keeps the default. */
export function dedupeOption<T>(
  where: string,
  value: unknown,
  fallback: ((item: T) => unknown) | undefined,
): ((item: T) => unknown) | undefined {
  if (value === undefined) return fallback;
  if (value === false) return undefined;
  if (typeof value !== "function") fail(where, "dedupe", "false or a key function", value);
  return value as (item: T) => unknown;
}

const URL_RULE = "an absolute http(s) URL, e.g. https://api.example.com";
// A call's parameters go in its arguments, and a fragment is never sent.
const NO_QUERY_RULE = "a URL without a query or a fragment, e.g. https://api.example.com/v1";
// fetch refuses a URL with credentials, and they would show in every error and log line.
const NO_CREDENTIALS_RULE =
  "a URL without a user name or password (send credentials with options.auth or options.headers)";

/**
 * `options.baseUrl` (of a client, or the mock service's), parsed: http(s), without credentials,
 * query or fragment. `base` resolves a relative value, and `rule` then says what is allowed.
 */
export function baseUrlOption(where: string, value: unknown, rule = URL_RULE, base?: string): URL {
  let url: URL | undefined;
  try {
    url = typeof value === "string" || value instanceof URL ? new URL(value, base) : undefined;
  } catch {
    url = undefined;
  }
  const text = value instanceof URL ? value.href : value;
  // Shown with its user name and password as `[REDACTED]@`; unparsed text is masked up to its
  // last `@` before a query, should a password hold a `/`.
  let show = text;
  if (typeof text === "string" && !url) {
    show = text.replace(/^((?:[a-z][\w+.-]*:)?\/*)[^?#]*@/i, "$1[REDACTED]@");
  } else if (url && (url.username || url.password)) {
    show = `${url.protocol}//[REDACTED]@${url.host}${url.pathname}${url.search}${url.hash}`;
  }
  const wrong: (why: string) => never = (why) =>
    mustBe(where, "options.baseUrl", why, show, shownUrl);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) wrong(rule);
  if (url.username || url.password) wrong(NO_CREDENTIALS_RULE);
  if (url.search || url.hash) wrong(NO_QUERY_RULE);
  return url;
}
