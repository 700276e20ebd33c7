import type * as z from "zod/mini";
import { describeIssue } from "./describe-issue.js";
import { printableKey } from "../../../internal/printable-key.js";
import { isSecretName } from "../../../internal/secret-names.js";

type RawIssue = z.core.$ZodRawIssue;

/**
 * Whether an issue at this field never carries its input, even when a parse asks zod for it
 * (`reportInput: true`): a secret name (the SDK's one rule, as redactSecrets masks them), and a
 * tenant's `credentials` whatever it holds (a server that serialises the object twice sends it as
 * a string of JSON, secrets and all).
 */
export const hidesInput = (field: unknown): boolean =>
  field === "credentials" || (typeof field === "string" && isSecretName(field));

function finish(issue: RawIssue, shape: z.core.$ZodShape): RawIssue[] {
  const path = issue.path ?? [];
  // An object's own issue (not an object, say) is worded by the object around it, which knows
  // whether the field is nullable, or, at the top, by the schema's `error`.
  if (issue.message !== undefined || (path.length === 0 && issue.code !== "unrecognized_keys")) {
    return [issue];
  }
  if (issue.code === "unrecognized_keys") {
    // zod reports every unknown key of an object in one issue at the object's path; each gets
    // its own, at the field's path, so that `list.0.region` says where and what.
    return issue.keys.map((key) => ({
      ...issue,
      keys: [key],
      path: [...path, key],
      input: undefined, // the object, which may hold a secret
      message: `unknown field "${printableKey(key)}": the contract does not define it (strict parsing)`,
    }));
  }
  const [field, ...deeper] = path;
  const nullable =
    deeper.length === 0 && typeof field === "string" && shape[field]?._zod.def.type === "optional";
  const { input } = issue;
  // Worded here, an issue keeps no input that could show a secret: a secret field's value, or an
  // object or array (a Credentials, a Tenant, an unknown field's value), which may hold one.
  // Nor the value of any field inside `credentials` (fieldSensitivity: all secret or credential).
  const secret =
    (typeof input === "object" && input !== null) ||
    hidesInput(path.at(-1)) ||
    path.includes("credentials");
  return [
    { ...issue, message: describeIssue(issue, nullable), input: secret ? undefined : input },
  ] as RawIssue[];
}

/**
 * Words every issue of an object schema's fields that no nested schema has worded yet (see
 * describeIssue), with whether the field is nullable. An
 * unknown-keys issue becomes one issue per unknown field, at its path. Like any message a schema
 * sets, these take precedence over a per-parse `error` map, as zod defines.
 */
export function readableIssues(
  payload: z.core.ParsePayload,
  shape: z.core.$ZodShape,
): z.core.ParsePayload {
  if (payload.issues.length > 0) payload.issues = payload.issues.flatMap((i) => finish(i, shape));
  return payload;
}
