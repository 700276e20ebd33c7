// A value's text for a message, when the value comes from user code (a fetcher's rejection, a
// server's warnings entry) and may have none: `String` throws on a null-prototype object or on a
// toString that throws, and a message built from it must not replace the error it describes.
import { kindOf } from "./option-checks/fail.js";

/**
 * `String(value)`, or the value's kind (`an object`) when it cannot be turned into text.
 */
export function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return kindOf(value);
  }
}
