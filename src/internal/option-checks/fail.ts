// How every option check words a wrong value: `<where>: <label> must be <rule>, got <shown>`,
// where `where` is the function the user called (`createClient`, `tenants.list`, `paginateWindow`)
// and `label` the value's path in what they wrote (`options.retry.limit`, `params.limit`).

const MAX_SHOWN = 60;

/** A wrong value in a message: a string quoted and cut short, an object or function by its kind. */
export function shown(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value);
  }
  if (typeof value === "bigint") return `${value}n`; // not `1`, which reads as a valid number
  return typeof value === "object" || typeof value === "function" ? kindOf(value) : String(value);
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
