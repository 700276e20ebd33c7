// The server's hint of when to retry. ky reads `Retry-After` itself, but clamps a long hint to its
// maximum instead of failing, and does not read `retry-after-ms`; so the client reads both here.

const SECONDS = /^\s*\d+\s*$/;
const MILLISECONDS = /^\s*\d+(?:\.\d+)?\s*$/;

/**
 * The delay in milliseconds the response asks for, if readable: `retry-after-ms` (sent by some
 * gateways), else `Retry-After`, in delay-seconds or an HTTP-date (RFC 9110 section 10.2.3); a
 * date in the past means now.
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

/** A hint as people read it: `3600 s`, `250 ms`. */
export function formatHint(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${Math.round(ms)} ms`;
}
