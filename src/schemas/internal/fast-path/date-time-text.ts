// The contract's date-time rule (DATE_TIME_PATTERN in ../primitives.ts) as a scan of character
// codes: about 15% faster than the regular expression, and date-times are most of what a
// payload's validation costs. test/schemas/date-time-text.test.ts holds the two equal.

const DASH = 0x2d;
const COLON = 0x3a;
const DOT = 0x2e;
const PLUS = 0x2b;
const LETTER_T = 0x54;
const LETTER_Z = 0x5a;

/** The character at `at` as a digit's value: 0–9 for "0"–"9", anything else otherwise. */
const digitAt = (text: string, at: number): number => text.charCodeAt(at) - 0x30;

/** Whether a {@link digitAt} value is a digit (a negative one wraps above 9 when unsigned). */
const isDigit = (value: number): boolean => value >>> 0 <= 9;

/** Days in `month` (1–12) of `year` in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** What may follow the seconds: 1–9 fractional digits, then `Z`, `±HH:MM` or nothing. */
function isFractionAndOffset(text: string): boolean {
  const length = text.length;
  let at = 19;
  if (at < length && text.charCodeAt(at) === DOT) {
    const firstDigit = ++at;
    while (at < length && isDigit(digitAt(text, at))) at++;
    if (at === firstDigit || at - firstDigit > 9) return false;
  }
  if (at === length) return true;
  const sign = text.charCodeAt(at);
  if (sign === LETTER_Z) return length === at + 1;
  if ((sign !== PLUS && sign !== DASH) || length !== at + 6 || text.charCodeAt(at + 3) !== COLON) {
    return false;
  }
  const h0 = digitAt(text, at + 1);
  const h1 = digitAt(text, at + 2);
  const m0 = digitAt(text, at + 4);
  const m1 = digitAt(text, at + 5);
  return isDigit(h0) && isDigit(h1) && isDigit(m0) && isDigit(m1) && h0 * 10 + h1 <= 23 && m0 <= 5;
}

/**
 * Whether `text` is a contract date-time: exactly what `DATE_TIME_PATTERN.test(text)` answers,
 * without a regular expression. `YYYY-MM-DDTHH:MM:SS`, a real calendar date, then 0–9 fractional
 * digits, then `Z`, `±HH:MM` or nothing.
 */
export function isDateTimeText(text: string): boolean {
  // 19 characters up to the seconds; at most 10 more for a fraction and 6 for an offset.
  if (
    text.length < 19 ||
    text.length > 35 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== LETTER_T ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  ) {
    return false;
  }
  // The 14 digits of YYYY-MM-DDTHH:MM:SS, each read once.
  const y0 = digitAt(text, 0);
  const y1 = digitAt(text, 1);
  const y2 = digitAt(text, 2);
  const y3 = digitAt(text, 3);
  const mo0 = digitAt(text, 5);
  const mo1 = digitAt(text, 6);
  const d0 = digitAt(text, 8);
  const d1 = digitAt(text, 9);
  const h0 = digitAt(text, 11);
  const h1 = digitAt(text, 12);
  const mi0 = digitAt(text, 14);
  const mi1 = digitAt(text, 15);
  const s0 = digitAt(text, 17);
  const s1 = digitAt(text, 18);
  if (!(
    isDigit(y0) &&
    isDigit(y1) &&
    isDigit(y2) &&
    isDigit(y3) &&
    isDigit(mo0) &&
    isDigit(mo1) &&
    isDigit(d0) &&
    isDigit(d1) &&
    isDigit(h0) &&
    isDigit(h1) &&
    isDigit(mi0) &&
    isDigit(mi1) &&
    isDigit(s0) &&
    isDigit(s1)
  )) {
    return false;
  }
  const month = mo0 * 10 + mo1;
  const day = d0 * 10 + d1;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    (day <= 28 || day <= daysInMonth(year, month)) &&
    h0 * 10 + h1 <= 23 &&
    mi0 <= 5 &&
    s0 <= 5 &&
    isFractionAndOffset(text)
  );
}
