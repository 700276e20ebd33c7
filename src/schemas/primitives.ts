import * as z from "zod/mini";
import { issueMessage as error } from "./internal/issues/describe-issue.js";

/**
 * The 32-bit signed integer of the contract (docs/contract.md 2, "int32"): an integer in
 * [-2147483648, 2147483647]. Strings, fractions, NaN and infinities are rejected.
 *
 * @example
 * ```ts
 * int32.safeParse(2147483647).success; // true
 * int32.safeParse(2147483648).success; // false
 * ```
 * @group Primitives
 */
export const int32 = z.int32({ error });

/**
 * The contract's `double` (docs/contract.md 2): any finite number, integers included.
 *
 * @example
 * ```ts
 * double.safeParse(1.5).success; // true
 * double.safeParse(Number.NaN).success; // false
 * ```
 * @group Primitives
 */
export const double = z.number({ error });

// Gregorian calendar, leap years included: 29 February only in years divisible by 4
// and not by 100, or divisible by 400.
const DATE =
  "(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))" +
  "|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)";
// Seconds are required (RFC 3339), 0–9 fractional digits (.NET sends 7), and the offset
// is optional because .NET omits it for DateTimeKind.Unspecified.
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?";
const OFFSET = "(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)";

/**
 * The exact pattern every date-time of the contract must match: `YYYY-MM-DDTHH:MM:SS`, then
 * 0–9 fractional digits, then `Z`, `±HH:MM` or nothing. Impossible calendar dates do not match.
 *
 * @example
 * ```ts
 * DATE_TIME_PATTERN.test("2024-02-29T12:00:00.1234567"); // true
 * DATE_TIME_PATTERN.test("2023-02-29T00:00:00Z"); // false
 * ```
 * @group Primitives
 */
export const DATE_TIME_PATTERN = new RegExp(`^${DATE}T${TIME}${OFFSET}?$`);

/**
 * The contract's `date-time` (docs/contract.md 2): an ISO 8601 / RFC 3339 timestamp string as real
 * servers send it (see {@link DATE_TIME_PATTERN}). The value stays the string it was.
 *
 * @example
 * ```ts
 * dateTime.parse("2024-01-01T00:00:00"); // "2024-01-01T00:00:00"
 * dateTime.safeParse("2024-01-01").success; // false: date-only
 * ```
 * @group Primitives
 */
export const dateTime = z.stringFormat("date-time", DATE_TIME_PATTERN, { error });

/**
 * Makes a field "nullable" in the contract's sense (docs/contract.md 2, Notation): the value may be
 * `null` or absent. Its type is `T | null | undefined`, and the key is optional.
 *
 * @example
 * ```ts
 * import * as z from "zod/mini";
 *
 * const Name = z.object({ name: nullable(z.string()) });
 * Name.parse({}); Name.parse({ name: null }); Name.parse({ name: "Pro" });
 * ```
 * @group Primitives
 */
// @__NO_SIDE_EFFECTS__
export function nullable<T extends z.core.SomeType>(
  schema: T,
): z.ZodMiniOptional<z.ZodMiniNullable<T>> {
  return z.optional(z.nullable(schema));
}
