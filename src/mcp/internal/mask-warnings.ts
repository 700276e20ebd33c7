// A window's `warnings` are the service's own words, shown to the agent as they are: like a
// problem document, they may echo what the service was sent (`token=…`, `Authorization: Bearer
// …`). They are masked by the SDK's rule for secrets in a text (the client's `maskText`), and every
// known secret (the command's token) is removed wherever it stands.
//
// The rule is restated here, not imported: an import of the core's internals from this entry
// moves them into a chunk of their own and grows every entry. mask-warnings.test.ts holds the
// names equal to the SDK's (src/internal/secret-names.ts).

/** The SDK's secret names inside a text (`SECRET_NAME_IN_TEXT`). */
export const SECRET_NAME_IN_TEXT =
  "[\\w-]*(?:password|passwd|secret|token|authorization|cookie|signature|(?:api|private|secret)[-_]?key)";

// `name=value`, `name: "value"`, `name: Bearer value`: the value is masked, the name kept.
const SECRET_IN_TEXT = new RegExp(
  `(?<![\\w-])(${SECRET_NAME_IN_TEXT})(["']?\\s*[:=]\\s*)` +
    `(?:(["'])(?:(?!\\3).)*\\3?|(?:(?:bearer|basic|digest|token|negotiate)\\s+)?[^"'&,;\\s}<]+)`,
  "gi",
);
// `Bearer <credential>` without a name before it.
const BEARER = /(?<![\w-])(bearer\s+)[^\s"',;<]+/gi;
const REDACTED = "[REDACTED]";

/** One warning with every known secret removed and every secret in it masked. */
function maskWarning(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret !== "") result = result.replaceAll(secret, REDACTED);
  return result
    .replace(
      SECRET_IN_TEXT,
      (_, name: string, separator: string, quote = "") =>
        `${name}${separator}${quote}${REDACTED}${quote}`,
    )
    .replace(BEARER, `$1${REDACTED}`);
}

/** `warnings` with every secret in them masked; `null` and `undefined` stay as they are. */
export function maskWarnings(
  warnings: readonly string[] | null | undefined,
  secrets: readonly string[],
): string[] | null | undefined {
  if (!Array.isArray(warnings)) return warnings as null | undefined;
  return warnings.map((warning) => maskWarning(String(warning), secrets));
}
