import type { Random } from "./random.js";
import type { DateTimeStyle } from "../date-time-style.js";

/**
 * Every {@link DateTimeStyle}, for picking one from a seed.
 */
export const DATE_TIME_STYLES: readonly DateTimeStyle[] = ["utc", "offset", "unspecified"];

// Whole-hour and half-hour offsets that real servers run in.
const OFFSETS_MINUTES = [60, 120, -300, -240, 330, 540, -180, 0, 600, -420];

/**
 * One server's way of writing date-times: a style and, for `"offset"`, its UTC offset.
 */
export interface DateTimeFormat {
  readonly style: DateTimeStyle;
  readonly offsetMinutes: number;
}

/**
 * A {@link DateTimeFormat} of the given style, or of one picked by `random`.
 */
export function pickDateTimeFormat(random: Random, style?: DateTimeStyle): DateTimeFormat {
  const chosen = style ?? random.pick(DATE_TIME_STYLES);
  return { style: chosen, offsetMinutes: chosen === "offset" ? random.pick(OFFSETS_MINUTES) : 0 };
}

function offsetSuffix(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${sign}${hh}:${mm}`;
}

/**
 * Writes an instant (epoch milliseconds) in a server's format. The `"unspecified"` style adds 4
 * random sub-millisecond digits, as .NET's 100 ns ticks do; they never move the instant past the
 * next millisecond.
 */
export function formatDateTime(epochMs: number, format: DateTimeFormat, random: Random): string {
  switch (format.style) {
    case "utc":
      return new Date(epochMs).toISOString();
    case "offset": {
      const local = new Date(epochMs + format.offsetMinutes * 60_000).toISOString().slice(0, 23);
      return `${local}${offsetSuffix(format.offsetMinutes)}`;
    }
    case "unspecified":
      return `${new Date(epochMs).toISOString().slice(0, 23)}${random.digits(4)}`;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Durations in milliseconds, for readable arithmetic on instants.
 */
export const ms = { minute: MINUTE, hour: HOUR, day: DAY } as const;

/**
 * The instant `count` calendar months after `epochMs` (negative: before), the day of month kept
 * and clamped to the month's last day (31 January + 1 month = 28 or 29 February), as billing
 * systems do.
 */
export function addMonths(epochMs: number, count: number): number {
  const date = new Date(epochMs);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + count;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(epochMs);
  shifted.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return shifted.getTime();
}
