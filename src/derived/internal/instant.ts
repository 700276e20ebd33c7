import { DATE_TIME_PATTERN } from "../../schemas/primitives.js";
import type { InstantInput } from "../instant-input.js";

/**
 * A point in time as this SDK compares it: epoch milliseconds plus the nanoseconds below the
 * millisecond, so `.1234567` (.NET's 7 digits) is not rounded away.
 */
export interface Instant {
  /** Milliseconds since 1970-01-01T00:00:00Z. */
  readonly epochMs: number;
  /** Nanoseconds within that millisecond, 0–999999. */
  readonly subMsNanos: number;
}

const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|([+-])(\d{2}):(\d{2}))?$/;

/**
 * Reads a contract date-time. One without an offset (.NET's unspecified kind) is read as UTC:
 * the contract gives no time zone, and servers that omit the offset almost always mean UTC.
 */
export function parseDateTime(value: string, field: string): Instant {
  const m = DATE_TIME_PATTERN.test(value) ? PARTS.exec(value) : null;
  if (m === null) throw new TypeError(`${field} is not a contract date-time`);
  const [, y, mo, d, h, mi, s, fraction = "", , sign, oh, om] = m;
  // Not Date.UTC: it maps years 0–99 to 1900–1999 (and 1900 has no 29 February).
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s));
  const offsetMinutes =
    sign === undefined ? 0 : (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const nanos = Number(fraction.padEnd(9, "0"));
  return {
    epochMs: date.getTime() - offsetMinutes * 60_000 + Math.floor(nanos / 1_000_000),
    subMsNanos: nanos % 1_000_000,
  };
}

/**
 * Reads a `Date`, epoch milliseconds or a contract date-time as an {@link Instant}.
 */
export function toInstant(at: InstantInput, field = "at"): Instant {
  if (typeof at === "string") return parseDateTime(at, field);
  const epochMs = typeof at === "number" ? at : at.getTime();
  if (!Number.isFinite(epochMs)) throw new TypeError(`${field} is not a valid point in time`);
  return { epochMs, subMsNanos: 0 };
}

/**
 * Negative when `a` is before `b`, zero when equal, positive when after.
 */
export function compareInstants(a: Instant, b: Instant): number {
  return a.epochMs - b.epochMs || a.subMsNanos - b.subMsNanos;
}
