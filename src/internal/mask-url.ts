// The query-parameter half of the SDK's URL mask, where both the client's diagnostics
// (src/client/internal/redact.ts) and the option checks' TypeErrors (a `baseUrl` or a route
// holding `?api_key=…`) reach it: no outlet shows a secret-named parameter's value.
import { REDACTED } from "../derived/redact-secrets.js";
import { isSecretName } from "./secret-names.js";

// A query's or fragment's `name=value`: the value runs to the next `&` or `#` (`a=b;c` is one).
const URL_PAIR = /([?#&])([^=&#]*)=([^&#]*)/g;

/** A query parameter's name as the server reads it (`access%5Ftoken` is `access_token`). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
}

/**
 * `text` (a URL, a route path, or their query alone) with the value of every query or fragment
 * parameter that has a secret name masked (`?access_token=[REDACTED]`); the rest as it is.
 */
export function maskQuery(text: string): string {
  return text.replace(URL_PAIR, (pair, separator: string, name: string) =>
    isSecretName(decodedName(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
}
