// The checks of what the mock service is given, shared by its three front ends (createHandlers,
// createMockFetchHandler, startMockServer): each names itself in the messages.
import { DATE_TIME_PATTERN } from "../../schemas/primitives.js";
import { baseUrlOption, knownKeysOnly, mustBe } from "../../internal/option-checks/index.js";
import { asFixtureError, objectArg } from "./kit-checks.js";
import { shownNow } from "./fixture-context.js";

const PATH_RULE =
  "an absolute http(s) URL or a path from the root, e.g. https://api.example.com or /api";

/** The keys of `MockServiceOptions`, which every front end takes. */
export const SERVICE_OPTIONS = [
  "routes",
  "filters",
  "defaultLimit",
  "maxLimit",
  "defaultPageSize",
  "maxPageSize",
  "latencyMs",
  "faults",
] as const;

/**
 * The options object of `where`, checked to be an object (or absent) with only the service's keys
 * and `extra`. Throws a FixtureError.
 */
export function serviceOptions(
  where: string,
  options: unknown,
  extra: readonly string[],
): Record<string, unknown> {
  return asFixtureError(() => {
    const given = objectArg(where, "options", options);
    knownKeysOnly(where, given, [...extra, ...SERVICE_OPTIONS]);
    return given;
  });
}

/**
 * Checks that `dataset` is one the service can serve: an object with the `tenants`,
 * `ownedProducts` and `payments` arrays and a contract date-time `now`. Throws a FixtureError.
 */
export function checkDataset(where: string, dataset: unknown): void {
  asFixtureError(() => {
    if (typeof dataset !== "object" || dataset === null || Array.isArray(dataset)) {
      mustBe(where, "dataset", "a MockDataset, e.g. makeDataset()", dataset);
    }
    const given = dataset as Record<string, unknown>;
    for (const key of ["tenants", "ownedProducts", "payments"]) {
      if (!Array.isArray(given[key])) mustBe(where, `dataset.${key}`, "an array", given[key]);
    }
    const now = given["now"];
    if (typeof now !== "string" || !DATE_TIME_PATTERN.test(now)) {
      const rule = 'a contract date-time, e.g. "2025-06-01T12:00:00Z"';
      mustBe(where, "dataset.now", rule, now, shownNow);
    }
  });
}

/**
 * `baseUrl` as a string, checked to be a string or a URL that the client would take too (an
 * absolute http(s) URL without a query or a fragment), or a path from the root (`/api`, `""`),
 * which answers on any origin. Throws a FixtureError.
 */
export function checkBaseUrl(where: string, baseUrl: unknown): string {
  asFixtureError(() => {
    if (typeof baseUrl !== "string" && !(baseUrl instanceof URL)) {
      mustBe(
        where,
        "options.baseUrl",
        'a string or a URL, e.g. "https://api.example.test"',
        baseUrl,
      );
    }
    // A path from the root (not `//host`) is checked as if on some origin: it answers on any.
    const isPath = typeof baseUrl === "string" && /^(?:$|\/(?!\/))/.test(baseUrl);
    baseUrlOption(where, baseUrl, PATH_RULE, isPath ? "http://any.invalid" : undefined);
  });
  return String(baseUrl);
}
