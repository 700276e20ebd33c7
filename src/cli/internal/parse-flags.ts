import { parseArgs } from "node:util";
import { didYouMean } from "../../internal/did-you-mean.js";
import { UsageError } from "./usage-error.js";

/**
 * The flags a command takes: each one's type, whether it may be repeated, and for a whole number
 * its range (which usage errors then say, as {@link integerFlag} checks it).
 */
export type FlagSpec = Record<
  string,
  { type: "string" | "boolean"; multiple?: boolean; integer?: readonly [number, number] }
>;

/** The rule of an integer flag: `an integer from 0 to 65535`. */
function integerRule([min, max]: readonly [number, number]): string {
  return `an integer from ${min} to ${max}`;
}

/** One token of node:util's parse: an option (`--port`, by its name), a positional, `--`. */
type Token = NonNullable<ReturnType<typeof parseArgs>["tokens"]>[number];

/** What a command line held: its flags by name and its positional arguments. */
export interface ParsedFlags {
  readonly values: Readonly<Record<string, string | boolean | readonly string[] | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * Parses `args` against `spec` (`--help` is always known), turning node:util's errors into one
 * {@link UsageError} line that names the flag and, for a typo, the flag meant.
 */
export function parseFlags(command: string, args: readonly string[], spec: FlagSpec): ParsedFlags {
  // node:util ignores the `integer` key: it is this module's own.
  const options = { ...spec, help: { type: "boolean" as const } };
  try {
    const { values, positionals, tokens } = parseArgs({
      args: [...args],
      options,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
    refuseRepeated(command, spec, tokens);
    return { values, positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const flag = /'(-{1,2}[^'\s]+)/.exec(message)?.[1];
    if (flag !== undefined && /Unknown option/.test(message)) {
      const meant = didYouMean(flag.replace(/^-+/, ""), Object.keys(options));
      const hint = meant === undefined ? "" : ` (did you mean --${meant}?)`;
      throw new UsageError(`${command}: unknown flag ${flag}${hint}; see --help`);
    }
    // `--strict=yes`: a switch is on when given; its value (never echoed) is not read.
    if (flag !== undefined && /does not take an argument/.test(message)) {
      throw new UsageError(`${command}: ${flag} takes no value; write ${flag} alone`);
    }
    const range = spec[flag?.replace(/^-+/, "") ?? ""]?.integer;
    if (flag !== undefined && /argument missing/.test(message)) {
      const rule = range === undefined ? "" : `, ${integerRule(range)}`;
      throw new UsageError(`${command}: ${flag} needs a value${rule}`);
    }
    // `--tenants -1`: node:util cannot tell a negative number from a flag. Where a value cannot
    // start with "-" (no integer flag takes a negative one), say the rule, not how to write it.
    if (flag !== undefined && range !== undefined && range[0] >= 0 && /ambiguous/.test(message)) {
      throw new UsageError(`${command}: ${flag} must be ${integerRule(range)}`);
    }
    if (flag !== undefined && /ambiguous/.test(message)) {
      throw new UsageError(
        `${command}: ${flag} needs a value; one that starts with "-" as ${flag}=-1`,
      );
    }
    throw new UsageError(`${command}: ${message.split("\n")[0] ?? message}`);
  }
}

/**
 * Refuses a flag that takes one value and is given more than once (`--port 1 --port 2`), where
 * node:util would keep the last: a repeated flag is a mistake to show (two command lines merged
 * by a script), not to settle silently, since the values are addresses, ports, folders and the
 * name of the token's variable. Named by the flag alone: a value may be a secret. Repeatable flags
 * (`multiple`) take each value; a switch given twice is the switch.
 */
function refuseRepeated(command: string, spec: FlagSpec, tokens: readonly Token[]): void {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== "option" || spec[token.name]?.type !== "string") continue;
    if (spec[token.name]?.multiple === true) continue;
    if (seen.has(token.name)) {
      throw new UsageError(
        `${command}: --${token.name} is given more than once, and takes one value; give it once`,
      );
    }
    seen.add(token.name);
  }
}

/** The value of a string flag, or undefined when it is not given. */
export function stringFlag(flags: ParsedFlags, name: string): string | undefined {
  const value = flags.values[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The value of an integer flag in [min, max], or `fallback` when not given; anything else is a
 * {@link UsageError} that names the flag and the range, and for a value above `max` says `tooHigh`
 * (what to do instead) when given.
 */
export function integerFlag(
  command: string,
  flags: ParsedFlags,
  name: string,
  [min, max]: readonly [number, number],
  fallback: number,
  tooHigh?: string,
): number {
  const text = stringFlag(flags, name);
  if (text === undefined) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (tooHigh !== undefined && value > max) {
    throw new UsageError(`${command}: --${name} must be at most ${max}; ${tooHigh}`);
  }
  if (!(value >= min && value <= max)) {
    throw new UsageError(`${command}: --${name} must be ${integerRule([min, max])}`);
  }
  return value;
}
