import * as z from "zod/mini";
import {
  acceptsCredentials,
  acceptsCredentialsStrict,
  CREDENTIALS_FIELDS,
} from "./internal/fast-path/resource-checks.js";
import { copierOf } from "./internal/fast-path/field-lists.js";
import { withFastPath } from "./internal/fast-path/with-fast-path.js";
import { issueMessage } from "./internal/issues/describe-issue.js";
import type { ContractFields } from "./internal/contract-fields.js";
import type { ResourceSchema } from "./resource-schema.js";
import { int32, nullable } from "./primitives.js";

// docs/contract.md 2.7. Whether the server masks the secrets is not shown, so they are plain
// strings here; `redactSecrets` masks them for logs, and no parse error ever echoes a value.
// A function, so that bundlers can drop the fields with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function fields() {
  return {
    paymentProcessorApiKey: nullable(z.string()),
    smsProviderAccountSid: nullable(z.string()),
    smsProviderAuthToken: nullable(z.string()),
    smsProviderSendFromNumber: nullable(z.string()),
    smsProviderSendFromMessageSid: nullable(z.string()),
    smtpMailFromAddress: nullable(z.string()),
    smtpMailFromName: nullable(z.string()),
    smtpServer: nullable(z.string()),
    smtpPort: int32,
    smtpServerRequiresAuthentication: z.boolean(),
    smtpServerRequiresSsl: z.boolean(),
    smtpServerUsername: nullable(z.string()),
    smtpServerPassword: nullable(z.string()),
  };
}
const shape = fields();
type Shape = ReturnType<typeof fields>;

/**
 * A tenant's credentials for its payment processor, SMS provider and mail server
 * (docs/contract.md 2.7). Unknown fields are kept; {@link CredentialsStrictSchema} rejects them.
 *
 * @example
 * ```ts
 * const credentials = CredentialsSchema.parse(json);
 * console.log(redactSecrets(credentials)); // secrets masked
 * ```
 * @group Schemas
 */
export const CredentialsSchema: ResourceSchema<Credentials, Shape> = withFastPath(
  /* @__PURE__ */ z.looseObject(shape, { error: issueMessage }),
  acceptsCredentials,
);

/**
 * {@link CredentialsSchema} that also rejects fields the contract does not name.
 *
 * @example
 * ```ts
 * CredentialsStrictSchema.parse(json);
 * ```
 * @group Schemas
 */
export const CredentialsStrictSchema: ResourceSchema<Credentials, Shape> = withFastPath(
  /* @__PURE__ */ z.strictObject(shape, { error: issueMessage }),
  acceptsCredentialsStrict,
);

/**
 * {@link CredentialsSchema} whose result holds only the fields the contract names: a
 * copy, without any field a server added. The same checks and issues as {@link CredentialsSchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * CredentialsStripSchema.parse({ ...credentials, smtpOAuthToken: "t" }); // no smtpOAuthToken
 * ```
 * @group Schemas
 */
export const CredentialsStripSchema: ResourceSchema<Credentials, Shape> = withFastPath(
  /* @__PURE__ */ z.object(shape, { error: issueMessage }),
  acceptsCredentials,
  /* @__PURE__ */ copierOf(CREDENTIALS_FIELDS),
);

/**
 * A tenant's credentials (docs/contract.md 2.7).
 *
 * @example
 * ```ts
 * function smtpHost(credentials: Credentials): string | null | undefined {
 *   return credentials.smtpServer;
 * }
 * ```
 * @group Types
 */
export interface Credentials extends ContractFields<Shape> {}
