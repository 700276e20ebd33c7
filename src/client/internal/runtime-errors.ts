/**
 * Whether `error` is a supported runtime's network failure that ky does not recognise: Bun's
 * `TypeError` with a system `code` (`ECONNREFUSED`, `ECONNRESET`, `ENOTFOUND`) or one of its own
 * (`ZlibError`, `InvalidHTTPResponse`, `InvalidContentLength`), Deno's body's `error reading a body
 * from connection` and `gzip decompression error: …` (`deflate` for some gzip bodies), workerd's
 * `Network connection lost.` and `Gzip decompression failed.`. Node's fetch fails a body it cannot
 * decompress as a network error already (`terminated`, zlib's `Z_DATA_ERROR`).
 */
function isUnrecognisedNetworkFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (typeof message !== "string") return false;
  if (name === "TypeError") {
    // A system error code (`ECONNREFUSED`), not Node's own argument codes (`ERR_INVALID_URL`).
    // Bun's own failures say `${code} fetching "${url}"` (`ZlibError`, `InvalidHTTPResponse`).
    const system =
      typeof code === "string" &&
      (/^E[A-Z0-9]+$/.test(code) || message.startsWith(`${code} fetching `));
    return (
      system || /^error reading a body from connection|decompression (error|failed)/i.test(message)
    );
  }
  return name === "Error" && message === "Network connection lost.";
}

/**
 * Rethrows a network failure of Bun, Deno or workerd as Node's fetch does (`TypeError: fetch
 * failed`, the original as `cause`), so it is retried and becomes a `NetworkError` there too,
 * whose message and cause mask the URL's secrets (Bun's own message names the whole URL).
 */
export function rethrowFetchFailure(error: unknown): never {
  if (isUnrecognisedNetworkFailure(error)) throw new TypeError("fetch failed", { cause: error });
  throw error;
}
