import { dateTimeProblem } from "../../schemas/internal/issues/date-time-problem.js";
import { kindOf, mustBe, shown } from "../../internal/option-checks/index.js";
import { toInstant, type Instant } from "./instant.js";

const EXAMPLE = 'contract date-time ("2024-06-01T00:00:00Z")';

// A Date of this realm or another (an iframe's, a vm context's), by its internal slot.
const isDate = (value: unknown): value is Date =>
  Object.prototype.toString.call(value) === "[object Date]";

// A wrong value as a message shows it: a string quoted (cut short) with what is wrong with it,
// NaN and the infinities by name, an invalid Date as such, anything else by its kind.
function wrong(value: unknown): string {
  if (typeof value === "string") return `${shown(value)} (${dateTimeProblem(value)})`;
  if (typeof value === "number") return String(value);
  if (!isDate(value)) return kindOf(value);
  return Number.isNaN(value.getTime()) ? "an invalid Date" : "a Date";
}

/**
 * A helper's "when" argument (a Date, epoch milliseconds or a contract date-time) as an
 * {@link Instant}, or a TypeError that says what it takes and what came, as
 * `isOwnedProductInEffect: at must be a Date, epoch milliseconds or a contract date-time (…), got
 * "2024-06-01" (the time is missing)`. `rule` is what it takes.
 */
export function instantArgument(
  where: string,
  label: string,
  at: unknown,
  rule = `a Date, epoch milliseconds or a ${EXAMPLE}`,
): Instant {
  try {
    if (typeof at === "string" || typeof at === "number" || isDate(at)) return toInstant(at);
  } catch {
    // worded below
  }
  return mustBe(where, label, rule, at, wrong);
}

/** {@link instantArgument} for a date-time field, which takes a contract date-time only. */
export function dateTimeArgument(where: string, label: string, value: unknown): Instant {
  return typeof value === "string"
    ? instantArgument(where, label, value, `a ${EXAMPLE}`)
    : mustBe(where, label, `a ${EXAMPLE}`, value, wrong);
}
