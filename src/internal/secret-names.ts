// The one rule that says which names hold a secret (docs/client.md, "Secrets"), for every part of
// the SDK that judges a name: error bodies, headers, query parameters and log lines (client),
// issues (schemas), redactSecrets and omitSecrets. Plain TypeScript with no import, so the
// zod-only `/schemas` entry can carry it.
//
// A name holds a secret when it ends, in any case, in one of these words: password, passwd,
// secret, token, authorization, cookie, signature, or api key, private key or secret key
// (written together, or with `_` or `-`). That is every name whose last word (camelCase,
// snake_case or kebab-case) names a secret, the contract's four secret fields among them
// (paymentProcessorApiKey, smsProviderAuthToken, smtpServerPassword and
// clientCommunicationSignature, docs/contract.md 2.6 and 2.7). The ending alone decides, with
// no word boundary before it, so the answer never depends on case: `SMSPROVIDERAUTHTOKEN` is a
// secret as `smsProviderAuthToken` is, and `tokenCount`, `signedLogoUri` or `publicKey` are not.

const WORDS =
  "password|passwd|secret|token|authorization|cookie|signature|(?:api|private|secret)[-_]?key";

// The longest ending the rule reads: `authorization` and `private-key` (13 characters).
const LONGEST = 13;
const ENDING = new RegExp(`(?:${WORDS})$`, "i");

// Every word above ends in one of these pairs of letters, in lower case (`rd` of password, `ey`
// of api key, …): a name that does not is answered without the regular expression. As numbers,
// the code of the first letter times 256 plus the second's, so nothing is allocated per name.
const LAST_TWO = new Set(
  ["rd", "wd", "et", "en", "on", "ie", "re", "ey"].map((pair) => pairCode(pair, 0)),
);

// `| 32` lower-cases an ASCII letter and maps no other character onto one.
function pairCode(text: string, at: number): number {
  return ((text.charCodeAt(at) | 32) << 8) | (text.charCodeAt(at + 1) | 32);
}

/**
 * Whether a name (a JSON key, a header, a query parameter, a field) holds a secret: it ends, in
 * any case, in a secret word (see the list above). Reads at most the last 13 characters, so its
 * cost does not grow with the name: `isSecretName("x-api-key")` is true, `isSecretName("tokenCount")`
 * false.
 */
export function isSecretName(name: string): boolean {
  const length = name.length;
  if (length < 5 || !LAST_TWO.has(pairCode(name, length - 2))) return false;
  return ENDING.test(length > LONGEST ? name.slice(-LONGEST) : name);
}

/**
 * A regular expression source for a secret's name inside a text (`password=…`, `x-api-key: …`,
 * `"smtpServerPassword": "…"`): a run of word characters and dashes that ends in a secret word.
 * Used with the `i` flag and a boundary before it (`(?<![\w-])`), it matches the same names as
 * {@link isSecretName} does, and only at a name's end when followed by a separator.
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

/**
 * `true` when the key type `K` is a name {@link isSecretName} calls a secret, `false` otherwise
 * (a `string` index signature, a number or a symbol key is not).
 */
export type IsSecretName<K> = K extends string
  ? Lowercase<K> extends `${string}${SecretEnding}`
    ? true
    : false
  : false;
