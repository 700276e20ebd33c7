import type { Routes } from "../../client/routes.js";
import { toInstant } from "../../derived/internal/instant.js";
import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { Tenant } from "../../schemas/tenant.js";
import type { MockDataset } from "../mock-dataset.js";
import type { RouteName } from "../faults.js";
import { pageStart, purchaseHistoryOf, searchResultOf, tenantPageOf } from "./response-bodies.js";
import type { ItemFilter } from "../item-filter.js";

/**
 * What the service needs besides the dataset: filters and the window and page limits.
 */
export interface ServiceSettings {
  readonly routes: Routes;
  readonly productFilter: ItemFilter<OwnedProduct>;
  readonly tenantFilter: ItemFilter<Tenant>;
  readonly defaultLimit: number;
  readonly maxLimit: number | undefined;
  readonly defaultPageSize: number;
  readonly maxPageSize: number | undefined;
}

/**
 * The status and JSON body of an answer.
 */
export interface ServiceAnswer {
  readonly status: number;
  readonly body: unknown;
}

const TITLES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
};

/**
 * An RFC 9457 problem document: the error body this mock sends (docs/contract.md 7 shows none).
 */
export function problem(status: number, detail: string): ServiceAnswer {
  const title = TITLES[status] ?? "Error";
  return { status, body: { type: "about:blank", title, status, detail } };
}

/**
 * The default filter: each query parameter that names a field of the item must equal that
 * field's value written as text (`?tenantId=1001&status=Active`); other parameters are ignored.
 */
export function fieldsFilter(item: object, query: URLSearchParams): boolean {
  for (const [name, value] of query) {
    if (Object.hasOwn(item, name) && String((item as Record<string, unknown>)[name]) !== value) {
      return false;
    }
  }
  return true;
}

function readInteger(query: URLSearchParams, name: string, fallback: number, min: number) {
  const text = query.get(name);
  if (text === null) return fallback;
  const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= 2_147_483_647
    ? value
    : problem(400, `${name} must be an integer of at least ${min}`);
}

function otherParams(query: URLSearchParams, ...own: string[]): URLSearchParams {
  const rest = new URLSearchParams(query);
  for (const name of own) rest.delete(name);
  return rest;
}

function readId(text: string | undefined): number | undefined {
  return text !== undefined && /^-?\d{1,10}$/.test(text) ? Number(text) : undefined;
}

/**
 * The answer of the mock service to one request of `route`, from the dataset as it is now.
 * `params` holds the template's placeholders; `fixedQuery` names query parameters the template
 * itself sets, which are no filters.
 */
export function answer(
  route: RouteName,
  url: URL,
  params: Readonly<Record<string, string>>,
  fixedQuery: readonly string[],
  dataset: MockDataset,
  settings: ServiceSettings,
): ServiceAnswer {
  const query = url.searchParams;
  switch (route) {
    case "purchaseHistory": {
      const tenantId = readId(params["tenantId"]);
      const known =
        dataset.tenants.some((t) => t.id === tenantId) ||
        dataset.ownedProducts.some((p) => p.tenantId === tenantId);
      if (tenantId === undefined || !known) return problem(404, `No tenant ${params["tenantId"]}`);
      const nowMs = toInstant(dataset.now, "dataset.now").epochMs;
      return {
        status: 200,
        body: purchaseHistoryOf(tenantId, dataset.ownedProducts, dataset.payments, nowMs),
      };
    }
    case "ownedProduct": {
      const id = readId(params["ownedProductId"]);
      const product = dataset.ownedProducts.find((p) => p.ownedProductId === id);
      if (product === undefined)
        return problem(404, `No owned product ${params["ownedProductId"]}`);
      return { status: 200, body: product };
    }
    case "searchOwnedProducts": {
      const { offsetParam, limitParam } = settings.routes.searchOwnedProducts;
      const offset = readInteger(query, offsetParam, 0, 0);
      const limit = readInteger(query, limitParam, settings.defaultLimit, 1);
      if (typeof offset !== "number") return offset;
      if (typeof limit !== "number") return limit;
      const max = settings.maxLimit ?? limit;
      // A server that clamps says so in warnings (the contract's only diagnostic, docs/contract.md 7)
      // and echoes the limit it used (docs/contract.md 8).
      const warnings = limit > max ? [`limit clamped to ${max}`] : null;
      const filters = otherParams(query, offsetParam, limitParam, ...fixedQuery);
      const matches = dataset.ownedProducts.filter((p) => settings.productFilter(p, filters));
      const served = Math.min(limit, max);
      const list = matches.slice(offset, offset + served);
      return { status: 200, body: searchResultOf(matches.length, offset, served, list, warnings) };
    }
    case "listTenants": {
      const { pageNumberParam, pageSizeParam } = settings.routes.listTenants;
      const pageNumber = readInteger(query, pageNumberParam, 1, 1);
      const pageSize = readInteger(query, pageSizeParam, settings.defaultPageSize, 1);
      if (typeof pageNumber !== "number") return pageNumber;
      if (typeof pageSize !== "number") return pageSize;
      const size = Math.min(pageSize, settings.maxPageSize ?? pageSize);
      const filters = otherParams(query, pageNumberParam, pageSizeParam, ...fixedQuery);
      const tenants = dataset.tenants.filter((t) => settings.tenantFilter(t, filters));
      const start = pageStart(pageNumber, size);
      const list = tenants.slice(start, start + size);
      return { status: 200, body: tenantPageOf(tenants.length, pageNumber, size, list) };
    }
  }
}
