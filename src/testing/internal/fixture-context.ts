import type { InstantInput } from "../../derived/instant-input.js";
import { toInstant } from "../../derived/internal/instant.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import {
  DATE_TIME_STYLES,
  formatDateTime,
  pickDateTimeFormat,
  type DateTimeFormat,
} from "./date-times.js";
import { FixtureError } from "../fixture-error.js";
import { Random } from "./random.js";
import { type Seed } from "../seed.js";
import type { FixtureOptions, FixtureOverrides } from "../fixture-options.js";
import { DEFAULT_FIXTURE_NOW } from "../fixture-options.js";
import { formatIssues } from "../../schemas/format-issues.js";
import {
  fail,
  invalid,
  knownKeysOnly,
  mustBe,
  oneOfOption,
  shown,
} from "../../internal/option-checks/index.js";
import { DATE_TIME_PATTERN } from "../../schemas/primitives.js";
import { dateTimeProblem } from "../../schemas/internal/issues/date-time-problem.js";
import { asFixtureError, objectArg } from "./kit-checks.js";

/** The options every factory takes ({@link FixtureOptions}); makeDataset takes all but the last. */
export const FIXTURE_OPTIONS = ["seed", "now", "dateTimeStyle", "nulls", "validation"] as const;

/**
 * Who is checking what: the function the user called, and the path of the options object in what
 * they wrote (`options`, or `options.dataset` for the dataset options `startMockServer` takes).
 */
export interface ArgsSite {
  readonly where: string;
  readonly label: string;
}

/** What `now` must be, with an example, in a message about a wrong one. */
const NOW_RULE = 'a Date, epoch milliseconds or a contract date-time, e.g. "2025-06-01T12:00:00Z"';

/** Whether `now` is a point in time (whether fixtures can be built around it is checked later). */
function isNow(now: unknown): boolean {
  if (typeof now === "string") return DATE_TIME_PATTERN.test(now);
  if (typeof now === "number") return Number.isFinite(now);
  return now instanceof Date && Number.isFinite(now.getTime());
}

/** A wrong `now` as a message shows it: a string with what is wrong with it (`the day does not
 * exist in that month`), an invalid Date as such. */
export function shownNow(value: unknown): string {
  if (typeof value === "string") return `${shown(value)} (${dateTimeProblem(value)})`;
  return value instanceof Date ? "an invalid Date" : shown(value);
}

/**
 * Checks a factory's arguments before anything is generated: `overrides` an object or absent,
 * `options` an object or absent with only the `known` keys, and the values of the common ones
 * (`now` is read by {@link createContext}). Messages start with `make<kind>` (or `site.where`);
 * the error is a {@link FixtureError}. Returns the options object, for the factory's own options.
 */
export function checkFixtureArgs(
  kind: string,
  overrides: unknown,
  options: unknown,
  known: readonly string[] = FIXTURE_OPTIONS,
  site: ArgsSite = { where: `make${kind}`, label: "options" },
): Record<string, unknown> {
  const { where, label } = site;
  return asFixtureError(() => {
    objectArg(where, "overrides", overrides);
    const given = objectArg(where, label, options);
    // A nested options object's keys are named by their path below `options`, as faults' are.
    const path = label === "options" ? "" : `${label.replace(/^options\./, "")}.`;
    knownKeysOnly(where, given, known, "options", path);
    const { seed, now } = given;
    // NaN (`Number()` of an unset variable) would quietly act as one seed for every run.
    if (!(seed === undefined || typeof seed === "string" || Number.isFinite(seed))) {
      fail(where, `${label}.seed`, "a finite number or a string", seed);
    }
    if (!(now === undefined || isNow(now))) {
      mustBe(where, `${label}.now`, NOW_RULE, now, shownNow);
    }
    const choice = (name: string, choices: readonly string[]): void => {
      oneOfOption(where, `${label}.${name}`, given[name], choices, choices[0] ?? "");
    };
    choice("dateTimeStyle", DATE_TIME_STYLES);
    choice("nulls", ["null", "omit"]);
    choice("validation", ["strict", "default", "off"]);
    return given;
  });
}

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
 * "now" as epoch milliseconds, checked to lie where fixtures can be written; `where` is the
 * factory called.
 */
export function resolveNow(
  where: string,
  now: InstantInput | undefined,
  label = "options",
): number {
  return asFixtureError(() => {
    const nowMs = toInstant(now ?? DEFAULT_FIXTURE_NOW, `${where}: ${label}.now`).epochMs;
    if (nowMs < EARLIEST_NOW || nowMs > LATEST_NOW) {
      invalid(
        where,
        `${label}.now`,
        "must lie between 1980 and 9000 for fixtures to be contract-valid",
      );
    }
    return nowMs;
  });
}

/**
 * A generator context for `kind` (a resource or role name) from the user's options; `site` names
 * the function called and the options' path, for a wrong "now".
 */
export function createContext(
  kind: Seed,
  options: FixtureOptions = {},
  site: ArgsSite = { where: `make${kind}`, label: "options" },
): FixtureContext {
  const seed = options.seed ?? 1;
  const random = new Random(seed, kind);
  const format = pickDateTimeFormat(random, options.dateTimeStyle);
  const nulls = options.nulls ?? (random.chance(1 / 3) ? "omit" : "null");
  return {
    seed,
    random,
    nowMs: resolveNow(site.where, options.now, site.label),
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
  overrides: FixtureOverrides<T> | undefined,
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
