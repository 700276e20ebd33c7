import { kindOf } from "./option-checks/index.js";

/**
 * `String(value)`, or its kind (`an object`) when `String` throws (a null-prototype object, a
 * throwing toString): a message about user code's value must not replace the error it describes.
 */
export function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return kindOf(value);
  }
}
