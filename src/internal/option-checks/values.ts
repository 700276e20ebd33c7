import { fail } from "./fail.js";

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
