// The one rule for which names hold a secret (docs/client.md, "Secrets"), for every part of the
// SDK that judges a name: error bodies, headers, query parameters, log lines, schema issues,
// redactSecrets and omitSecrets. It imports nothing, so the zod-only `/schemas` entry can carry it.
//
// A name holds a secret when it ends, in any case, in password, passwd, secret, token,
// authorization, cookie, signature, or api, private or secret key (joined, or with `_` or `-`):
// the contract's four secret fields among them (paymentProcessorApiKey, smsProviderAuthToken,
// smtpServerPassword, clientCommunicationSignature; docs/contract.md 2.6, 2.7). The ending alone
// decides, with no word boundary, so case never matters: `SMSPROVIDERAUTHTOKEN` is a secret, and
// `tokenCount`, `signedLogoUri` or `publicKey` are not.

const WORDS =
  "password|passwd|secret|token|authorization|cookie|signature|(?:api|private|secret)[-_]?key";

// The longest ending the rule reads: `authorization` and `private-key` (13 characters).
const LONGEST = 13;
const ENDING = new RegExp(`(?:${WORDS})$`, "i");

// The last two letters of every word above, as numbers (nothing allocated per name): a name that
// ends otherwise is answered without the regular expression.
const LAST_TWO = new Set(
  ["rd", "wd", "et", "en", "on", "ie", "re", "ey"].map((pair) => pairCode(pair, 0)),
);

// `| 32` lower-cases an ASCII letter and maps no other character onto one.
function pairCode(text: string, at: number): number {
  return ((text.charCodeAt(at) | 32) << 8) | (text.charCodeAt(at + 1) | 32);
}

/**
 * Whether a name (a JSON key, a header, a query parameter) holds a secret, by the rule above. It
 * reads at most the last 13 characters, so its cost does not grow with the name.
 */
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
