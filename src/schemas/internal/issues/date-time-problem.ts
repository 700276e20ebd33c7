// Why a string is not a contract date-time, in words that never repeat the value.
import { daysInMonth } from "../fast-path/date-time-text.js";

const PARTS = /^(\d{4})-(\d\d)-(\d\d)(?:([T ])(\d\d):(\d\d)(?::(\d\d))?(?:\.(\d*))?(.*))?$/;
const OFFSET = /^(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;
const FORM = "the form is YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM]";

/**
 * What is wrong with `text` as a date-time of the contract (docs/contract.md 2), e.g. "the day does not
 * exist in that month". Only called for a string that the date-time pattern rejected.
 */
export function dateTimeProblem(text: string): string {
  const [, y, mo, d, sep, h, mi, s, fraction, offset] = PARTS.exec(text) ?? [];
  if (y === undefined) return FORM;
  if (sep === undefined) return "the time is missing";
  if (sep !== "T") return "the date and the time must be separated by T";
  const month = Number(mo);
  if (month < 1 || month > 12) return "the month does not exist";
  if (Number(d) < 1 || Number(d) > daysInMonth(Number(y), month)) {
    return "the day does not exist in that month";
  }
  if (s === undefined) return "the seconds are missing";
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return "the time of day does not exist";
  if (fraction !== undefined && (fraction === "" || fraction.length > 9)) {
    return "the fraction of a second must have 1 to 9 digits";
  }
  if (!OFFSET.test(offset ?? "")) return "the offset must be Z or ±HH:MM";
  return FORM;
}
