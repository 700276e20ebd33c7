// The server's hint of when to retry: ky's own reading clamps a long hint instead of failing, and
// skips `retry-after-ms`.

const SECONDS = /^\s*\d+\s*$/;
const MILLISECONDS = /^\s*\d+(?:\.\d+)?\s*$/;

/**
 * The delay in ms the response asks for, if readable: `retry-after-ms` (some gateways), else
 * `Retry-After` in seconds or an HTTP-date (RFC 9110 10.2.3; a past date means now).
 */
export function retryHintMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && MILLISECONDS.test(ms)) return Number(ms);
  const after = headers.get("retry-after");
  if (after === null) return undefined;
  if (SECONDS.test(after)) return Number(after) * 1000;
  const date = Date.parse(after);
  // Only HTTP-dates (they always name GMT); a bare ISO string would be read in local time.
  if (Number.isNaN(date) || !/GMT\s*$/.test(after)) return undefined;
  return Math.max(0, date - now);
}

/**
 * A hint as people read it: `3600 s`, `250 ms`; past the longest timer (2^31 - 1 ms, 24.8 days),
 * which no `maxRetryAfterMs` reaches, `more than 24 days`: the figure (`1e+23 ms` for a
 * `Retry-After` of 1e20 s, `Infinity` past 308 digits) says nothing more.
 */
export function formatHint(ms: number): string {
  if (ms > 2147483647) return "more than 24 days";
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${Math.round(ms)} ms`;
}
