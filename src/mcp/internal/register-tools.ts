import type { McpServer } from "@modelcontextprotocol/server";
import type { Client, PurchaseHistory } from "owned-products-sdk";
import { maskWarnings } from "./mask-warnings.js";
import { projectEnvelope, projectRecord } from "./project.js";
import { otherPosition, otherSubject, runTool, type ToolRun } from "./run-tool.js";
import type { SkippedItem } from "./skipped-items.js";
import {
  DEFAULT_SIZE,
  MAX_ITEMS_PER_LIST,
  MAX_LIMIT,
  MAX_PAGE_SIZE,
  ownedProductInput,
  purchaseHistoryInput,
  searchInput,
  tenantsInput,
} from "./tool-inputs.js";
import { toolOutputs } from "./tool-outputs.js";

// Every tool only reads: `readOnlyHint` lets a host run it without asking, and none of them
// changes anything on the service, so none is destructive and each may be repeated.
const annotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true,
} as const;

const NULLABLE =
  "Fields the data contract marks nullable may be null or absent; an absent field means the service did not send it.";
const HIDDEN =
  "Tenant credentials and every secret are never shown, nor fields the contract does not name.";

/** What the server needs besides the client. */
export interface ToolSettings extends ToolRun {
  readonly includePersonal: boolean;
  /** Values no result may show (the command's token), masked in the service's warnings. */
  readonly secrets: readonly string[];
}

/** Registers the four read-only tools of `client` on `server`. */
export function registerTools(server: McpServer, client: Client, settings: ToolSettings): void {
  const outputs = toolOutputs(settings.includePersonal);
  const personal = settings.includePersonal
    ? "Personal fields (admin e-mail and phone, user ids) are shown."
    : "Personal fields (admin e-mail and phone, the …ByUserId fields) are left out.";

  server.registerTool(
    "get_purchase_history",
    {
      title: "Purchase history of a tenant",
      description: `A tenant's purchase history: its active owned products (activeProducts), all its owned products (products) and its payments (payments), each list cut to maxItemsPerList items (default ${DEFAULT_SIZE.maxItemsPerList}, at most ${MAX_ITEMS_PER_LIST}); omitted says how many of each list were left out. A payment succeeded when succeededAt is set, failed when failedAt is set, and is pending when neither is. ${NULLABLE} skippedItems lists elements the service sent that break the contract (left out). Fails with a 404 when the tenant does not exist.`,
      inputSchema: purchaseHistoryInput,
      outputSchema: outputs.purchaseHistory,
      annotations,
    },
    async ({ tenantId, maxItemsPerList = DEFAULT_SIZE.maxItemsPerList }, ctx) =>
      runTool(
        ctx,
        settings,
        { subject: `tenant ${tenantId}`, route: "routes.purchaseHistory" },
        ({ options }) => client.purchaseHistory.get(tenantId, options),
        (history, skipped) => {
          if (history.tenantId !== tenantId) {
            throw otherSubject(
              `the purchase history of tenant ${history.tenantId}`,
              `tenant ${tenantId}`,
              "routes.purchaseHistory",
            );
          }
          return purchaseHistoryResult(history, skipped, maxItemsPerList, settings);
        },
      ),
  );

  server.registerTool(
    "get_owned_product",
    {
      title: "One owned product",
      description: `One owned product by its ownedProductId: what the tenant owns (productId, name, qty, price in the service's unit), its status, when it is in effect (effectiveAt to effectiveThrough; no effectiveThrough: open-ended) and its renewal. ${NULLABLE} Fails with a 404 when no owned product has that id.`,
      inputSchema: ownedProductInput,
      outputSchema: outputs.ownedProduct,
      annotations,
    },
    async ({ ownedProductId }, ctx) =>
      runTool(
        ctx,
        settings,
        { subject: `owned product ${ownedProductId}`, route: "routes.ownedProduct" },
        ({ options }) => client.ownedProducts.get(ownedProductId, options),
        (product) => {
          if (product.ownedProductId !== ownedProductId) {
            throw otherSubject(
              `owned product ${product.ownedProductId}`,
              `owned product ${ownedProductId}`,
              "routes.ownedProduct",
            );
          }
          return projectRecord(product, "OwnedProduct", settings.includePersonal);
        },
      ),
  );

  server.registerTool(
    "search_owned_products",
    {
      title: "Search owned products",
      description: `One window of a search over owned products: at most limit items (default ${DEFAULT_SIZE.limit}, at most ${MAX_LIMIT}) from offset, with totalResultCount, the total the service counts. To read on, call again with offset set to nextOffset and the same filters and limit, until nextOffset is null. filters are sent as query parameters as given (e.g. {"status": "Active"}); which ones the service reads is not part of the contract. warnings holds the service's own notes. ${NULLABLE} skippedItems lists elements the service sent that break the contract (left out; nextOffset still counts them).`,
      inputSchema: searchInput,
      outputSchema: outputs.search,
      annotations,
    },
    async ({ offset = 0, limit = DEFAULT_SIZE.limit, filters = {} }, ctx) =>
      runTool(
        ctx,
        settings,
        { subject: `the search at offset ${offset}`, route: "routes.searchOwnedProducts" },
        ({ options }) => client.ownedProducts.search({ ...filters, offset, limit }, options),
        (window, skipped) => {
          if (window.offset !== offset) {
            throw otherPosition(
              `the window at offset ${window.offset} when asked for offset ${offset}`,
              "offset parameter (routes.searchOwnedProducts, offsetParam), so following nextOffset would read the same items",
            );
          }
          const served = (window.list?.length ?? 0) + countIn(skipped, "list");
          const next = window.offset + served;
          return {
            ...projectEnvelope(window, { list: "OwnedProduct" }, settings.includePersonal),
            ...(Object.hasOwn(window, "warnings") && {
              warnings: maskWarnings(window.warnings, settings.secrets),
            }),
            nextOffset: served > 0 && next < window.totalResultCount ? next : null,
            skippedItems: skipped,
          };
        },
      ),
  );

  server.registerTool(
    "list_tenants",
    {
      title: "List tenants",
      description: `One page of tenant configuration records: pageSize tenants (default ${DEFAULT_SIZE.pageSize}, at most ${MAX_PAGE_SIZE}) of page pageNumber (pages count from 1), with totalPages and totalCount. To read on, call again with pageNumber set to nextPageNumber and the same pageSize, until nextPageNumber is null. A tenant is deactivated when deactivatedAt is set. ${HIDDEN} ${personal} ${NULLABLE} skippedItems lists tenants the service sent that break the contract (left out).`,
      inputSchema: tenantsInput,
      outputSchema: outputs.tenants,
      annotations,
    },
    async ({ pageNumber = 1, pageSize = DEFAULT_SIZE.pageSize }, ctx) =>
      runTool(
        ctx,
        settings,
        { subject: `tenant page ${pageNumber}`, route: "routes.listTenants" },
        ({ options }) => client.tenants.list({ pageNumber, pageSize }, options),
        (page, skipped) => {
          if (page.pageNumber !== pageNumber) {
            throw otherPosition(
              `page ${page.pageNumber} when asked for page ${pageNumber}`,
              "pageNumber parameter (routes.listTenants, pageNumberParam), so following nextPageNumber would read the same tenants",
            );
          }
          const served = (page.list?.length ?? 0) + countIn(skipped, "list");
          return {
            ...projectEnvelope(page, { list: "Tenant" }, settings.includePersonal),
            nextPageNumber:
              served > 0 && page.pageNumber < page.totalPages ? page.pageNumber + 1 : null,
            skippedItems: skipped,
          };
        },
      ),
  );
}

/** How many skipped elements were in the list `key`. */
function countIn(skipped: readonly SkippedItem[], key: string): number {
  return skipped.filter(({ path }) => path[0] === key).length;
}

const LISTS = {
  activeProducts: "OwnedProduct",
  products: "OwnedProduct",
  payments: "Payment",
} as const;

/** The purchase history as the model sees it: each list cut to `max` items, and the counts cut. */
function purchaseHistoryResult(
  history: PurchaseHistory,
  skipped: SkippedItem[],
  max: number,
  settings: ToolSettings,
): Record<string, unknown> {
  const projected = projectEnvelope(history, LISTS, settings.includePersonal);
  const omitted = { activeProducts: 0, products: 0, payments: 0 };
  for (const key of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
    const items = projected[key];
    if (Array.isArray(items) && items.length > max) {
      omitted[key] = items.length - max;
      projected[key] = items.slice(0, max);
    }
  }
  return { ...projected, omitted, skippedItems: skipped };
}
