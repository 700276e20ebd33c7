// The SDK's one rule for which names hold a secret (docs/client.md, "Secret names"), for error
// bodies, headers, query parameters, log lines, schema issues, redactSecrets and omitSecrets. It
// imports nothing, so the zod-only `/schemas` entry can carry it. Only the ending counts, in any
// case: `SMSPROVIDERAUTHTOKEN` is a secret, `tokenCount` and `publicKey` are not.
const WORDS =
  "password|passwd|secret|token|authorization|cookie|signature|(?:api|private|secret)[-_]?key";
const ENDING = new RegExp(`(?:${WORDS})$`, "i");
// The longest ending: `authorization` and `private-key`.
const LONGEST = 13;

// The last two letters of every word, as numbers: a name that ends otherwise is answered without
// the regular expression, and nothing is allocated per name.
const LAST_TWO = new Set(
  ["rd", "wd", "et", "en", "on", "ie", "re", "ey"].map((pair) => pairCode(pair, 0)),
);

// `| 32` lower-cases an ASCII letter and maps no other character onto one.
function pairCode(text: string, at: number): number {
  return ((text.charCodeAt(at) | 32) << 8) | (text.charCodeAt(at + 1) | 32);
}

/** Whether a name (a JSON key, a header, a query parameter) holds a secret; reads its last 13. */
export function isSecretName(name: string): boolean {
  const length = name.length;
  if (length < 5 || !LAST_TWO.has(pairCode(name, length - 2))) return false;
  return ENDING.test(length > LONGEST ? name.slice(-LONGEST) : name);
}

/**
 * A regular expression source for a secret's name inside a text (`password=…`, `x-api-key: …`).
 * With the `i` flag and `(?<![\w-])` before it, it matches the names {@link isSecretName} does.
 */
export const SECRET_NAME_IN_TEXT = `[\\w-]*(?:${WORDS})`;

/** The secret words of {@link isSecretName}, in lower case, as the type system spells them. */
type SecretEnding =
  | "password"
  | "passwd"
  | "secret"
  | "token"
  | "authorization"
  | "cookie"
  | "signature"
  | `${"api" | "private" | "secret"}${"" | "_" | "-"}key`;

/** Whether the key type `K` is a name {@link isSecretName} calls a secret (never `string`). */
export type IsSecretName<K> = K extends string
  ? Lowercase<K> extends `${string}${SecretEnding}`
    ? true
    : false
  : false;
