// The contract's date-time rule (DATE_TIME_PATTERN in ../primitives.ts) as a scan of character
// codes, faster than the regular expression, and date-times are most of what a payload's
// validation costs. test/schemas/date-time-text.test.ts holds the two equal.
// Profiled (issue 16): reading the characters is most of the scan's time, so each is read once,
// two digits become one number at once, and every range check is a comparison of those numbers
// (a month of 1–12, an hour of 0–23); the calendar is only asked about days 29–31.

const DASH = 0x2d;
const COLON = 0x3a;
const DOT = 0x2e;
const PLUS = 0x2b;
const LETTER_T = 0x54;
const LETTER_Z = 0x5a;

/** The two digits at `at` as a number, 0–99, or -1 unless both are digits. */
function twoDigits(text: string, at: number): number {
  // A code below "0" wraps above 9 when unsigned; past the end, NaN - 48 >>> 0 is 0, but no
  // caller reads past the length it checked.
  const tens = text.charCodeAt(at) - 0x30;
  const ones = text.charCodeAt(at + 1) - 0x30;
  return tens >>> 0 <= 9 && ones >>> 0 <= 9 ? tens * 10 + ones : -1;
}

/** Days in `month` (1–12) of `year` in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether `text` is a contract date-time: exactly what `DATE_TIME_PATTERN.test(text)` answers,
 * without a regular expression. `YYYY-MM-DDTHH:MM:SS`, a real calendar date, then 0–9 fractional
 * digits, then `Z`, `±HH:MM` or nothing.
 */
export function isDateTimeText(text: string): boolean {
  const length = text.length;
  // 19 characters up to the seconds; at most 10 more for a fraction and 6 for an offset.
  if (length < 19 || length > 35) return false;
  const century = twoDigits(text, 0);
  const yearOfCentury = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (
    century < 0 ||
    yearOfCentury < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    (day > 28 && day > daysInMonth(century * 100 + yearOfCentury, month)) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== LETTER_T ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  ) {
    return false;
  }
  // What may follow the seconds: 1–9 fractional digits, then `Z`, `±HH:MM` or nothing. In this
  // function rather than a helper of its own: measured 10% faster.
  let at = 19;
  if (at < length && text.charCodeAt(at) === DOT) {
    while (++at < length && (text.charCodeAt(at) - 0x30) >>> 0 <= 9);
    if (at === 20 || at > 29) return false;
  }
  if (at === length) return true;
  const sign = text.charCodeAt(at);
  if (sign === LETTER_Z) return length === at + 1;
  if ((sign !== PLUS && sign !== DASH) || length !== at + 6 || text.charCodeAt(at + 3) !== COLON) {
    return false;
  }
  const offsetHours = twoDigits(text, at + 1);
  const offsetMinutes = twoDigits(text, at + 4);
  return offsetHours >= 0 && offsetHours <= 23 && offsetMinutes >= 0 && offsetMinutes <= 59;
}
