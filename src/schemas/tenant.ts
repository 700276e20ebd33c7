import * as z from "zod/mini";
import {
  acceptsTenant,
  acceptsTenantStrict,
  TENANT_FIELDS,
} from "./internal/fast-path/resource-checks.js";
import { copierOf } from "./internal/fast-path/field-lists.js";
import { withFastPath } from "./internal/fast-path/with-fast-path.js";
import { issueMessage } from "./internal/issues/describe-issue.js";
import type { ContractFields } from "./internal/contract-fields.js";
import type { ResourceSchema } from "./resource-schema.js";
import {
  CredentialsSchema,
  CredentialsStrictSchema,
  CredentialsStripSchema,
} from "./credentials.js";
import { dateTime, int32, nullable } from "./primitives.js";

// docs/contract.md 2.6. `credentials` carries no nullability marker in the contract, so it is read
// leniently: an object, null or absent (docs/validating-payloads.md says why).
// A function, so that bundlers can drop it with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function shapeOf<C extends z.core.SomeType>(credentials: C) {
  return {
    id: int32,
    name: nullable(z.string()),
    freeDefaultProductLicenseId: nullable(int32),
    freeDefaultProductLicenseName: nullable(z.string()),
    delinquentGracePeriodMinutes: nullable(int32),
    warnRenewalMinutesThreshold: nullable(int32),
    warnCancellationMinutesThreshold: nullable(int32),
    processRenewalMinutesThreshold: int32,
    adminEmail: nullable(z.string()),
    adminMobilePhone: nullable(z.string()),
    logoUri: nullable(z.string()),
    signedLogoUri: nullable(z.string()),
    getTenantUsersUri: nullable(z.string()),
    tenantUserCommunicationSentUri: nullable(z.string()),
    clientCommunicationSignature: nullable(z.string()),
    tenantSubscriptionChangedUri: nullable(z.string()),
    accountId: nullable(int32),
    accountName: nullable(z.string()),
    credentials: nullable(credentials),
    createdByUserId: nullable(int32),
    createdAt: nullable(dateTime),
    updatedByUserId: nullable(int32),
    updatedAt: nullable(dateTime),
    deactivatedAt: nullable(dateTime),
    deactivatedByUserId: nullable(int32),
  };
}
type Shape = ReturnType<typeof shapeOf<typeof CredentialsStrictSchema>>;

/**
 * A tenant's configuration record (docs/contract.md 2.6): notification thresholds, callback addresses
 * and {@link CredentialsSchema | credentials}. Unknown fields are kept;
 * {@link TenantStrictSchema} rejects them here and in `credentials`.
 *
 * @example
 * ```ts
 * const tenant = TenantSchema.parse(json);
 * if (isTenantDeactivated(tenant)) console.log(`${tenant.name} is deactivated`);
 * ```
 * @group Schemas
 */
export const TenantSchema: ResourceSchema<Tenant, Shape> = withFastPath(
  /* @__PURE__ */ z.looseObject(shapeOf(CredentialsSchema), { error: issueMessage }),
  acceptsTenant,
);

/**
 * {@link TenantSchema} that rejects unknown fields here and in `credentials`.
 *
 * @example
 * ```ts
 * TenantStrictSchema.parse(json);
 * ```
 * @group Schemas
 */
export const TenantStrictSchema: ResourceSchema<Tenant, Shape> = withFastPath(
  /* @__PURE__ */ z.strictObject(shapeOf(CredentialsStrictSchema), { error: issueMessage }),
  acceptsTenantStrict,
);

/**
 * {@link TenantSchema} whose result holds only the fields the contract names here and in `credentials`: a
 * copy, without any field a server added. The same checks and issues as {@link TenantSchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * TenantStripSchema.parse(json).credentials; // the contract's fields only
 * ```
 * @group Schemas
 */
export const TenantStripSchema: ResourceSchema<Tenant, Shape> = withFastPath(
  /* @__PURE__ */ z.object(shapeOf(CredentialsStripSchema), { error: issueMessage }),
  acceptsTenant,
  /* @__PURE__ */ copierOf(TENANT_FIELDS),
);

/**
 * A tenant's configuration record (docs/contract.md 2.6).
 *
 * @example
 * ```ts
 * const contact = (tenant: Tenant) => tenant.adminEmail ?? "no admin e-mail";
 * ```
 * @group Types
 */
export interface Tenant extends ContractFields<Shape> {}
