/**
 * Whether `error` is a runtime's network failure in a shape that ky does not recognise, though
 * the runtime is one this SDK supports: Bun's fetch throws a `TypeError` with a system `code`
 * (`ECONNREFUSED`, `ECONNRESET`, `ENOTFOUND`: refused, cut off mid-body, DNS), Deno's body a
 * `TypeError` `error reading a body from connection`, and workerd an `Error`
 * `Network connection lost.` for both a refused connection and a cut body.
 */
function isUnrecognisedNetworkFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (typeof message !== "string") return false;
  if (name === "TypeError") {
    // A system error code (`ECONNREFUSED`), not Node's own argument codes (`ERR_INVALID_URL`).
    const system = typeof code === "string" && /^E[A-Z0-9]+$/.test(code);
    return system || message.startsWith("error reading a body from connection");
  }
  return name === "Error" && message === "Network connection lost.";
}

/**
 * Rethrows a network failure of Bun, Deno or workerd as Node's fetch throws one (`TypeError: fetch
 * failed`, the original as `cause`), so ky retries it and it becomes a `NetworkError`, as on Node.
 */
export function rethrowFetchFailure(error: unknown): never {
  if (isUnrecognisedNetworkFailure(error)) throw new TypeError("fetch failed", { cause: error });
  throw error;
}
