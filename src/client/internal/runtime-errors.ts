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
 * Rethrows a network failure of Bun, Deno or workerd as Node's and the browsers' fetch throw one
 * (`TypeError: fetch failed`, the original as its `cause`), so that ky retries it and the client
 * reports it as a `NetworkError` with the runtime's code, as it does on Node. Anything else is
 * rethrown unchanged.
 */
export function rethrowFetchFailure(error: unknown): never {
  if (isUnrecognisedNetworkFailure(error)) throw new TypeError("fetch failed", { cause: error });
  throw error;
}
