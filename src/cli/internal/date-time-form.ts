import { DATE_TIME_PATTERN } from "../../schemas/index.js";

/**
 * How a contract date-time says its offset: `Z`, a numeric offset (`+02:00`), or none at all
 * (what .NET sends for an unspecified kind; docs/contract.md 2 allows each).
 */
export type OffsetForm = "Z" | "offset" | "none";

/** The form of a date-time the contract accepts: its offset and its count of fraction digits. */
export interface DateTimeForm {
  readonly offset: OffsetForm;
  readonly fractionDigits: number;
}

/**
 * The form of `value` when it is a date-time the contract accepts, else `undefined` (its issue
 * is the schemas' to tell). Reads the form only, never keeps the value.
 */
export function dateTimeForm(value: unknown): DateTimeForm | undefined {
  if (typeof value !== "string" || !DATE_TIME_PATTERN.test(value)) return undefined;
  // The pattern fixes the layout: `YYYY-MM-DDTHH:MM:SS`, then `.digits`, then the offset.
  const tail = value.slice(19);
  const fractionDigits = /^\.(\d+)/.exec(tail)?.[1]?.length ?? 0;
  const rest = tail.slice(fractionDigits === 0 ? 0 : fractionDigits + 1);
  const offset = rest === "" ? "none" : rest === "Z" ? "Z" : "offset";
  return { offset, fractionDigits };
}
