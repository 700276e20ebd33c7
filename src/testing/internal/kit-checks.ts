// The kit's one rule for a mistake in what it is given (an option, an override object, a fault
// plan, a dataset): a FixtureError, thrown before anything is generated or served, worded by the
// SDK's one family of option checks (`<where>: <label> must be <rule>, got <shown>`, or
// `<where>: unknown option \`x\` (did you mean \`y\`?); known: …`). Those checks throw TypeErrors,
// as the client's options do; the kit turns them into its own error, with the same message.
import { intRangeOption, mustBe } from "../../internal/option-checks/index.js";
import { FixtureError } from "../fixture-error.js";

/**
 * Runs `check`, a TypeError it throws turned into a {@link FixtureError} with the same message.
 */
export function asFixtureError<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw error instanceof TypeError ? new FixtureError(error.message) : error;
  }
}

/**
 * `value` when it is an object (not an array), `{}` when absent; otherwise throws
 * `<where>: <label> must be an object, got <shown>` (a TypeError: run inside
 * {@link asFixtureError}).
 */
export function objectArg(where: string, label: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    mustBe(where, label, "an object", value);
  }
  return value as Record<string, unknown>;
}

/**
 * `value`, checked to be an integer in [min, max]; `name` is an option's key (shown as
 * `options.<name>`) or a path of its own. Throws a {@link FixtureError}.
 */
export function requireCount(
  where: string,
  name: string,
  value: unknown,
  min = 0,
  max = 1_000_000,
): number {
  return asFixtureError(() => intRangeOption(where, name, value, min, max, min));
}

/**
 * Checks that no payments are asked for without a product to pay for: `payments` must be 0 when
 * `products` is 0. The labels are the two options' paths. Throws a {@link FixtureError}.
 */
export function requirePaidFor(
  where: string,
  labels: readonly [products: string, payments: string],
  products: number,
  payments: number,
): void {
  if (products > 0 || payments === 0) return;
  const rule = `0 when ${labels[0]} is 0 (payments need a product to be paid for)`;
  asFixtureError(() => mustBe(where, labels[1], rule, payments));
}
