// `validate --secrets`: a recorded payload that holds a live secret is an issue, by its path and
// never its value, so that a team that commits recorded payloads (docs/mock-server-and-cli.md)
// finds out before the commit does. A key is a secret by the SDK's one rule: for every contract
// field that is exactly the fields `fieldSensitivity` classes "secret" (a test holds the two
// equal), and for a field the contract does not name (`webhookSigningSecret`), its name.
import { REDACTED } from "../../derived/redact-secrets.js";
import { isSecretName } from "../../internal/secret-names.js";
import type { IssueLike } from "../../schemas/index.js";

// What counts as masked: `[REDACTED]` (the SDK's own mask) in any case and with `<…>` too, a run
// of `*`, `•` or `x` (three at least for `x`) with up to four characters kept after it
// (`****1234`, as a card is shown), and the empty string.
const MASKED = /^(?:\[redacted\]|<redacted>|redacted|\*+|•+|x{3,})[^*•]{0,4}$|^$/i;

/** Whether `value`, held by a secret name, gives nothing away. */
export function isMasked(value: unknown): boolean {
  // null and absence say only that none is set; a boolean (`smtpRequiresPassword`-like flags) or
  // the mask itself grant nothing.
  if (value === null || value === undefined || typeof value === "boolean") return true;
  return typeof value === "string" && (value === REDACTED || MASKED.test(value));
}

/** A path as a chain to its parent: copying the whole path at every level costs depth². */
interface PathLink {
  readonly parent: PathLink | undefined;
  readonly key: string | number;
}

function pathOf(link: PathLink | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = link; at !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Adds to `issues` one issue for each secret in `value` that is not masked: its path only. */
export function unmaskedSecretIssues(value: unknown, issues: IssueLike[]): void {
  // Iterative: a recorded payload nested deeply does not overflow the stack; and linear in its
  // size, however deep (a path is built only for an issue).
  const pending: [unknown, PathLink | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, parent] = next;
    if (typeof item !== "object" || item === null) continue;
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], { parent, key: i }]);
      continue;
    }
    const keys = Object.keys(item);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const held = (item as Record<string, unknown>)[key];
      if (!isSecretName(key)) pending.push([held, { parent, key }]);
      else if (!isMasked(held)) {
        issues.push({
          path: pathOf({ parent, key }),
          message:
            "holds a secret that is not masked; mask it (owned-products-sdk redact) or leave it out",
        });
      }
    }
  }
}
