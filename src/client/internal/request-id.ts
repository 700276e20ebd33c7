import { scrub } from "./redact.js";

/**
 * The request id the server sent, under any of the usual names, with every known secret (the
 * auth token and header, `secrets`) removed: a server may echo anything there.
 */
export function requestIdOf(headers: Headers, secrets: readonly string[]): string | undefined {
  for (const name of ["x-request-id", "request-id", "x-correlation-id", "x-amzn-requestid"]) {
    const value = headers.get(name);
    if (value !== null && value !== "") return scrub(value, secrets);
  }
  return undefined;
}
