// A real HTTP server on 127.0.0.1 that answers the SDK's default routes with valid contract
// payloads: the runtime smoke test and the examples run against it. It serves TENANT_COUNT
// tenants (ids 1…) page by page, their purchase histories, and OWNED_PRODUCT_COUNT owned
// products (ids 1…) window by window, and records every request it answers.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { defaultRoutes } from "../../src/client/routes.js";
import { samples } from "./samples.js";

export const TENANT_COUNT = 5;
export const OWNED_PRODUCT_COUNT = 7;

/** A running loopback API. */
export interface LoopbackApi {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly baseUrl: string;
  /** Path and query of every request answered, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

const tenants = Array.from({ length: TENANT_COUNT }, (_, i) => ({ ...samples.Tenant, id: i + 1 }));
const ownedProducts = Array.from({ length: OWNED_PRODUCT_COUNT }, (_, i) => ({
  ...samples.OwnedProduct,
  ownedProductId: i + 1,
}));

// "/tenants/{tenantId}/purchase-history" -> /^\/tenants\/([^/]+)\/purchase-history$/
function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, "([^/]+)")}$`);
}

const routes = {
  purchaseHistory: pathPattern(defaultRoutes.purchaseHistory.path),
  ownedProduct: pathPattern(defaultRoutes.ownedProduct.path),
  search: pathPattern(defaultRoutes.searchOwnedProducts.path),
  listTenants: pathPattern(defaultRoutes.listTenants.path),
};

// Answers one request: the JSON body and status, or 404 for anything the API does not have.
function answer(url: URL): { status: number; body: unknown } {
  const query = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
  const notFound = { status: 404, body: { message: `Not found: ${url.pathname}` } };
  let match: RegExpExecArray | null;

  if ((match = routes.purchaseHistory.exec(url.pathname))) {
    const tenantId = Number(match[1]);
    if (!tenants.some((tenant) => tenant.id === tenantId)) return notFound;
    return { status: 200, body: { ...samples.PurchaseHistory, tenantId } };
  }
  if ((match = routes.ownedProduct.exec(url.pathname))) {
    const product = ownedProducts.find((p) => p.ownedProductId === Number(match![1]));
    return product ? { status: 200, body: product } : notFound;
  }
  if (routes.search.test(url.pathname)) {
    const { offsetParam, limitParam } = defaultRoutes.searchOwnedProducts;
    const offset = query(offsetParam, 0);
    const limit = query(limitParam, 50);
    const list = ownedProducts.slice(offset, offset + limit);
    return {
      status: 200,
      body: { totalResultCount: ownedProducts.length, offset, limit, list, warnings: null },
    };
  }
  if (routes.listTenants.test(url.pathname)) {
    // Pages are numbered from 1 (CONTRACT.md 2.5 does not say; .NET's PaginatedList does so).
    const { pageNumberParam, pageSizeParam } = defaultRoutes.listTenants;
    const pageNumber = query(pageNumberParam, 1);
    const pageSize = query(pageSizeParam, 10);
    if (!(pageNumber >= 1 && pageSize >= 1)) {
      return { status: 400, body: { message: `Bad page: ${url.search}` } };
    }
    const list = tenants.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    const totalPages = Math.ceil(tenants.length / pageSize);
    return { status: 200, body: { list, totalPages, pageNumber, totalCount: tenants.length } };
  }
  return notFound;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Starts the loopback API on a free port of 127.0.0.1. */
export async function startLoopbackApi(): Promise<LoopbackApi> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push(url.pathname + url.search);
    if (request.method !== "GET") return send(response, 405, { message: "Only GET" });
    const { status, body } = answer(url);
    send(response, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
