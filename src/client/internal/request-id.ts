import { maskText } from "./redact.js";

/**
 * The server's request id, under any usual name, `secrets` removed and a `name=value` secret
 * masked, as in any header's value: a server may echo anything.
 */
export function requestIdOf(headers: Headers, secrets: readonly string[]): string | undefined {
  for (const name of ["x-request-id", "request-id", "x-correlation-id", "x-amzn-requestid"]) {
    const value = headers.get(name);
    if (value !== null && value !== "") return maskText(value, secrets);
  }
  return undefined;
}
