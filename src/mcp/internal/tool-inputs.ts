import * as z from "zod/mini";
import { standardSchema } from "./standard-schema.js";

// The tools' arguments: the SDK's own rules (every id an int32, docs/contract.md 2) and the
// server's caps, each rule in words an agent can act on, since the MCP SDK hands the message of
// a refused argument back to the model as it is.

/** The most owned products one `search_owned_products` call returns. */
export const MAX_LIMIT = 100;
/** The most tenants one `list_tenants` call returns. */
export const MAX_PAGE_SIZE = 50;
/** The most items `get_purchase_history` returns in each of its three lists. */
export const MAX_ITEMS_PER_LIST = 200;
/** The defaults of `limit`, `pageSize` and `maxItemsPerList`. */
export const DEFAULT_SIZE = { limit: 20, pageSize: 20, maxItemsPerList: 50 } as const;

const INT32_MAX = 2_147_483_647;

/**
 * A whole number from `min` to `max`, refused with that rule, described for the model; left out
 * (where it is required), it is said to be required, not to be out of range.
 */
function wholeNumber(name: string, min: number, max: number, description: string) {
  const range = `a whole number from ${min} to ${max}`;
  const rule = `${name} must be ${range}`;
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${name} is required: ${range}` : rule),
    })
    .check(
      z.int({ error: rule }),
      z.gte(min, { error: rule }),
      z.lte(max, { error: rule }),
      z.describe(description),
    );
}

/** An object of exactly these arguments: an unknown one is refused by name. */
function argumentsOf<S extends z.core.$ZodShape>(shape: S) {
  const names = Object.keys(shape).join(", ");
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown argument ${issue.keys.join(", ")}; this tool takes ${names}`
        : undefined,
  });
}

const FILTER_RULE =
  "a filter is a string, a number or a boolean, or an array of them (one query parameter per item)";
const filterValue = z.union(
  [
    z.string(),
    z.number(),
    z.boolean(),
    z.array(z.union([z.string(), z.number(), z.boolean()]), { error: FILTER_RULE }),
  ],
  { error: FILTER_RULE },
);

/** `get_purchase_history`'s arguments. */
export const purchaseHistoryInput = standardSchema(
  argumentsOf({
    tenantId: wholeNumber("tenantId", 0, INT32_MAX, "The tenant's id (an int32)."),
    maxItemsPerList: z.optional(
      wholeNumber(
        "maxItemsPerList",
        1,
        MAX_ITEMS_PER_LIST,
        `The most items returned in each of activeProducts, products and payments (default ${DEFAULT_SIZE.maxItemsPerList}, at most ${MAX_ITEMS_PER_LIST}); the result's omitted counts say how many were left out.`,
      ),
    ),
  }),
);

/** `get_owned_product`'s arguments. */
export const ownedProductInput = standardSchema(
  argumentsOf({
    ownedProductId: wholeNumber(
      "ownedProductId",
      0,
      INT32_MAX,
      "The owned product's id (an int32), as search_owned_products and get_purchase_history give it.",
    ),
  }),
);

/** `search_owned_products`'s arguments. */
export const searchInput = standardSchema(
  argumentsOf({
    offset: z.optional(
      wholeNumber(
        "offset",
        0,
        INT32_MAX,
        "Where the window starts (default 0). For the next window, pass the previous result's nextOffset.",
      ),
    ),
    limit: z.optional(
      wholeNumber(
        "limit",
        1,
        MAX_LIMIT,
        `How many owned products the window holds (default ${DEFAULT_SIZE.limit}, at most ${MAX_LIMIT}); the service may serve fewer.`,
      ),
    ),
    filters: z.optional(
      z
        .record(
          z.string().check(z.minLength(1, { error: "a filter name is not empty" })),
          filterValue,
          { error: `filters must be an object of filter names to values; ${FILTER_RULE}` },
        )
        .check(
          z.refine((filters) => !("offset" in filters) && !("limit" in filters), {
            error: "filters.offset and filters.limit set the window: pass offset and limit instead",
          }),
          z.describe(
            `Search filters, each sent as a query parameter as given, e.g. {"status": "Active"} or {"tenantId": 1001}; ${FILTER_RULE}. Which filters the service reads is not part of the contract.`,
          ),
        ),
    ),
  }),
);

/** `list_tenants`' arguments. */
export const tenantsInput = standardSchema(
  argumentsOf({
    pageNumber: z.optional(
      // Pages count from 1, as the tool's description and the mock say: a page 0 would only come
      // back as the service's 400.
      wholeNumber(
        "pageNumber",
        1,
        INT32_MAX,
        "The page to read (default 1, the first). For the next page, pass the previous result's nextPageNumber.",
      ),
    ),
    pageSize: z.optional(
      wholeNumber(
        "pageSize",
        1,
        MAX_PAGE_SIZE,
        `How many tenants a page holds (default ${DEFAULT_SIZE.pageSize}, at most ${MAX_PAGE_SIZE}). Keep it the same while paging.`,
      ),
    ),
  }),
);
