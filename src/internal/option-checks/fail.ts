// How every option check words a wrong value: `<where>: <label> must be <rule>, got <shown>`,
// where `where` is the function the user called (`createClient`, `tenants.list`, `paginateWindow`)
// and `label` the value's path in what they wrote (`options.retry.limit`, `params.limit`).

/** The longest piece of a wrong string a message quotes. */
const MAX_SHOWN = 60;

/**
 * How a message shows a wrong value: a string quoted (and cut short), a bigint with its `n`, an
 * object by its kind, a function never by its source.
 */
export function shown(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value);
  }
  if (typeof value === "bigint") return `${value}n`; // not `1`, which reads as a valid number
  return typeof value === "object" || typeof value === "function" ? kindOf(value) : String(value);
}

/**
 * A value's kind only (`a string`, `a number`, `an array`, `null`): how a message shows what may
 * be a secret (a token, a header value), which is never echoed.
 */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}

/**
 * Throws the TypeError of a value that breaks a rule that is not "must be X":
 * `<where>: <label> <problem>`.
 */
export function invalid(where: string, label: string, problem: string): never {
  throw new TypeError(`${where}: ${label} ${problem}`);
}

/**
 * Throws `<where>: <label> must be <rule>, got <shown>`; `show` is {@link kindOf} for a value that
 * may be a secret.
 */
export function mustBe(
  where: string,
  label: string,
  rule: string,
  value: unknown,
  show: (value: unknown) => string = shown,
): never {
  invalid(where, label, `must be ${rule}, got ${show(value)}`);
}

/**
 * {@link mustBe} for option `name`: a bare name is shown as `options.<name>`, a path
 * (`params.limit`, `options.retry.limit`) as it is.
 */
export function fail(where: string, name: string, rule: string, value: unknown): never {
  mustBe(where, name.includes(".") ? name : `options.${name}`, rule, value);
}
