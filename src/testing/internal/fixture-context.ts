import type { InstantInput } from "../../derived/instant-input.js";
import { toInstant } from "../../derived/internal/instant.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import { formatDateTime, pickDateTimeFormat, type DateTimeFormat } from "./date-times.js";
import { FixtureError } from "../fixture-error.js";
import { Random } from "./random.js";
import { type Seed } from "../seed.js";
import type { FixtureOptions } from "../fixture-options.js";
import { DEFAULT_FIXTURE_NOW } from "../fixture-options.js";
import { formatIssues } from "../../schemas/format-issues.js";

/**
 * Everything a generator needs: its random stream, "now" and the server's formats.
 */
export interface FixtureContext {
  readonly seed: Seed;
  readonly random: Random;
  readonly nowMs: number;
  readonly format: DateTimeFormat;
  readonly nulls: "null" | "omit";
  /** Writes an instant in this context's format. */
  readonly at: (epochMs: number) => string;
}

// toISOString writes years past 9999 with 6 digits and a sign, which the contract rejects; the
// margin leaves room for periods and renewals after "now".
const EARLIEST_NOW = Date.UTC(1980, 0, 1);
const LATEST_NOW = Date.UTC(9000, 0, 1);

/**
 * "now" as epoch milliseconds, checked to lie where fixtures can be written.
 */
export function resolveNow(now: InstantInput | undefined): number {
  const nowMs = toInstant(now ?? DEFAULT_FIXTURE_NOW, "now").epochMs;
  if (nowMs < EARLIEST_NOW || nowMs > LATEST_NOW) {
    throw new FixtureError("now must lie between 1980 and 9000 for fixtures to be contract-valid");
  }
  return nowMs;
}

/**
 * A generator context for `kind` (a resource or role name) from the user's options.
 */
export function createContext(kind: Seed, options: FixtureOptions = {}): FixtureContext {
  const seed = options.seed ?? 1;
  const random = new Random(seed, kind);
  const format = pickDateTimeFormat(random, options.dateTimeStyle);
  const nulls = options.nulls ?? (random.chance(1 / 3) ? "omit" : "null");
  return {
    seed,
    random,
    nowMs: resolveNow(options.now),
    format,
    nulls,
    at: (epochMs) => formatDateTime(epochMs, format, random),
  };
}

/**
 * A context sharing `parent`'s "now" and formats, with its own random stream for `kind`.
 */
export function childContext(parent: FixtureContext, ...kind: readonly Seed[]): FixtureContext {
  const random = new Random(parent.seed, ...kind);
  return { ...parent, random, at: (epochMs) => formatDateTime(epochMs, parent.format, random) };
}

/**
 * Drops every `null` field when the context omits nulls; otherwise returns the value as is.
 */
export function applyNulls<T extends object>(value: T, ctx: FixtureContext): T {
  if (ctx.nulls === "null") return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as T;
}

/**
 * The generated value with the user's overrides on top (an override of `undefined` removes the
 * field), checked as {@link FixtureOptions.validation} asks.
 */
export function finish<T extends object>(
  resource: ResourceName,
  generated: T,
  overrides: Partial<T> | undefined,
  options: FixtureOptions | undefined,
): T {
  const merged = Object.entries({ ...generated, ...overrides });
  const result = Object.fromEntries(merged.filter(([, value]) => value !== undefined));
  const validation = options?.validation ?? "strict";
  if (validation !== "off") {
    const parsed = resourceSchemas[resource][validation].safeParse(result);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
      }));
      throw new FixtureError(
        `make${resource}: the overrides break the ${validation} ${resource} schema:\n` +
          formatIssues(issues, { max: 5 }),
        issues,
      );
    }
  }
  return result as T;
}

/**
 * `value`, checked to be an integer in [min, max]; `name` says which option it is.
 */
export function requireCount(name: string, value: number, min = 0, max = 1_000_000): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new FixtureError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}
