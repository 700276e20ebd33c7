// `fetchOptions` travel beside the Request to every hop (wire.ts): a Request drops unknown members.
import { invalid, optionsObject } from "../../internal/option-checks/index.js";

/** The members the client sets itself, and what to use instead. */
const OWNED: Readonly<Record<string, string>> = {
  method: "every call is a GET",
  headers: "use the headers option",
  body: "a GET has no body",
  signal: "use the call's signal option",
  redirect: "the client follows redirects itself: use maxRedirects",
};

/** Checks `fetchOptions`, merged over `base` (the client's, for a call); `undefined` for none. */
export function checkFetchOptions(
  where: string,
  value: unknown,
  base?: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> | undefined {
  if (value === undefined) return base;
  const given = optionsObject(where, value, "options.fetchOptions");
  for (const key of Object.keys(given)) {
    const instead = Object.hasOwn(OWNED, key) ? OWNED[key] : undefined;
    if (instead !== undefined) {
      invalid(where, `options.fetchOptions.${key}`, `is set by the client: ${instead}`);
    }
  }
  return base === undefined ? given : { ...base, ...given };
}
