import {
  fieldSensitivity,
  int32,
  OwnedProductSchema,
  PaymentSchema,
  TenantSchema,
  type FieldSensitivity,
} from "owned-products-sdk";
import * as z from "zod/mini";
import { standardSchema } from "./standard-schema.js";

// The tools' output schemas: each resource as the projection leaves it (docs/mcp.md, "What an
// agent sees"), plus the tool's own fields. The MCP SDK checks every result against them before
// it leaves the server, and a client checks it again by their JSON Schema.

type Projected = "OwnedProduct" | "Payment" | "Tenant";

/** Which classes of field reach the model: public ones, and personal ones when asked for. */
export const visibleClasses = (includePersonal: boolean): readonly FieldSensitivity[] =>
  includePersonal ? ["public", "personal"] : ["public"];

/** The fields of `resource` the projection keeps, in the contract's order. */
export function visibleFields(resource: Projected, includePersonal: boolean): string[] {
  const classes: Record<string, FieldSensitivity> = fieldSensitivity[resource];
  const visible = visibleClasses(includePersonal);
  return Object.entries(classes)
    .filter(([, sensitivity]) => visible.includes(sensitivity))
    .map(([field]) => field);
}

const SHAPES = {
  OwnedProduct: OwnedProductSchema.shape,
  Payment: PaymentSchema.shape,
  Tenant: TenantSchema.shape,
} as const;

/** The projected record of `resource`: its visible contract fields, nothing else. */
function record(resource: Projected, includePersonal: boolean) {
  const shape: Record<string, z.core.$ZodType> = SHAPES[resource];
  const visible = visibleFields(resource, includePersonal);
  const kept = Object.fromEntries(
    Object.entries(shape).filter(([field]) => visible.includes(field)),
  );
  return z.object(kept);
}

const path = z.array(z.union([z.string(), z.number()]));

/** The elements the SDK left out as invalid (`invalidItems: "skip"`), as the tools report them. */
const skippedItems = z
  .array(
    z.object({
      path,
      id: z.optional(int32),
      issues: z.array(z.object({ path, message: z.string() })),
    }),
  )
  .check(
    z.describe(
      "List elements the service sent that break the data contract: left out, each with its path in the response, its id when readable, and what is wrong (never a value).",
    ),
  );

const list = <T extends z.core.$ZodType>(item: T) => z.optional(z.nullable(z.array(item)));
const count = z.int32().check(z.gte(0));

/** The output schemas of the four tools, for one `includePersonal` setting. */
export function toolOutputs(includePersonal: boolean) {
  const product = record("OwnedProduct", includePersonal);
  const payment = record("Payment", includePersonal);
  const tenant = record("Tenant", includePersonal);
  return {
    purchaseHistory: standardSchema(
      z.object({
        tenantId: int32,
        activeProducts: list(product),
        products: list(product),
        payments: list(payment),
        omitted: z
          .object({ activeProducts: count, products: count, payments: count })
          .check(
            z.describe(
              "How many items of each list were left out by maxItemsPerList (0: the list is whole).",
            ),
          ),
        skippedItems,
      }),
    ),
    ownedProduct: standardSchema(product),
    search: standardSchema(
      z.object({
        totalResultCount: int32,
        offset: int32,
        limit: int32,
        list: list(product),
        warnings: z.optional(z.nullable(z.array(z.string()))),
        nextOffset: z
          .nullable(int32)
          .check(z.describe("The offset of the next window, or null when this one is the last.")),
        skippedItems,
      }),
    ),
    tenants: standardSchema(
      z.object({
        list: list(tenant),
        totalPages: int32,
        pageNumber: int32,
        totalCount: int32,
        nextPageNumber: z
          .nullable(int32)
          .check(z.describe("The number of the next page, or null when this one is the last.")),
        skippedItems,
      }),
    ),
  };
}
