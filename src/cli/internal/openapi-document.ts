import { ROUTE_PLACEHOLDERS } from "../../client/internal/routes-check.js";
import type { Routes } from "../../client/routes.js";
import type { RouteName } from "../../testing/faults.js";
import { maskQuery } from "../../internal/mask-url.js";
import { isSecretName } from "../../internal/secret-names.js";
import { makeDataset } from "../../testing/dataset.js";
import { createMockFetchHandler } from "../../testing/mock-fetch-handler.js";
import { componentSchemas, type SchemaObject } from "./openapi-schemas.js";
import { UsageError } from "./usage-error.js";

// The contract (section 4) shows no methods, paths or query parameters: every path here is the
// route the SDK assumes (or the override given), and says so in `x-sdk-route`.

interface Operation {
  readonly resource: string;
  readonly summary: string;
  /** The query parameters the operation takes besides the template's: name and minimum. */
  readonly counts: (routes: Routes) => readonly (readonly [string, number, string])[];
  /** A request to the mock service whose answer is the example (path and query). */
  readonly example: string;
  readonly failure: 400 | 404;
}

const OPERATIONS: Record<RouteName, Operation> = {
  purchaseHistory: {
    resource: "PurchaseHistory",
    summary: "A tenant's purchase history: active products, all products and payments",
    counts: () => [],
    example: "/tenants/1001/purchase-history",
    failure: 404,
  },
  ownedProduct: {
    resource: "OwnedProduct",
    summary: "One owned product",
    counts: () => [],
    example: "/owned-products/50001",
    failure: 404,
  },
  searchOwnedProducts: {
    resource: "OwnedProductSearchResult",
    summary: "One offset/limit window of owned products; other query parameters filter by field",
    counts: ({ searchOwnedProducts: r }) => [
      [r.offsetParam, 0, "the first result of the window, from 0"],
      [r.limitParam, 1, "how many results at most; the server may clamp it and say so in warnings"],
    ],
    example: "/owned-products?limit=2",
    failure: 400,
  },
  listTenants: {
    resource: "TenantPage",
    summary: "One page of the tenant list, pages numbered from 1",
    counts: ({ listTenants: r }) => [
      [r.pageNumberParam, 1, "the page, from 1"],
      [r.pageSizeParam, 1, "tenants per page"],
    ],
    example: "/tenants?pageSize=2",
    failure: 400,
  },
};

const PROBLEM: SchemaObject = {
  type: "object",
  description: "An RFC 9457 problem document (the contract shows no error bodies)",
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer", format: "int32" },
    detail: { type: "string" },
  },
};

const int32 = (minimum: number): SchemaObject => ({
  type: "integer",
  format: "int32",
  minimum,
  maximum: 2_147_483_647,
});

function parametersOf(route: RouteName, template: string, routes: Routes): SchemaObject[] {
  const [path = "", query = ""] = template.split(/\?(.*)/s);
  const parameters: SchemaObject[] = [];
  for (const name of ROUTE_PLACEHOLDERS[route]) {
    if (path.includes(`{${name}}`)) {
      parameters.push({ name, in: "path", required: true, schema: int32(-2_147_483_648) });
    }
  }
  for (const [name, value] of new URLSearchParams(query)) {
    const placeholder = /^\{(\w+)\}$/.test(value);
    // The document is written to be shared: a secret fixed in the route is named, not written.
    if (!placeholder && isSecretName(name)) {
      const description = "fixed by the route; a secret, so its value is not written here";
      parameters.push({
        name,
        in: "query",
        required: true,
        description,
        schema: { type: "string" },
      });
      continue;
    }
    const schema = placeholder ? int32(-2_147_483_648) : { type: "string", enum: [value] };
    parameters.push({ name, in: "query", required: true, schema });
  }
  for (const [name, minimum, description] of OPERATIONS[route].counts(routes)) {
    parameters.push({ name, in: "query", required: false, description, schema: int32(minimum) });
  }
  return parameters;
}

async function exampleOf(route: RouteName): Promise<unknown> {
  const dataset = makeDataset({ seed: "openapi", tenants: 2, productsPerTenant: 2 });
  const answer = await createMockFetchHandler(dataset)(
    new Request(`http://localhost${OPERATIONS[route].example}`),
  );
  return answer.json();
}

/**
 * The OpenAPI 3.1 document of the four operations on `routes`, with the seven schemas of the
 * contract as components and, per operation, an example answer of the mock service.
 */
export async function openApiDocument(routes: Routes, server?: string): Promise<SchemaObject> {
  const paths: Record<string, SchemaObject> = {};
  for (const route of Object.keys(OPERATIONS) as RouteName[]) {
    const operation = OPERATIONS[route];
    // A route's leading slash is optional (it follows the base URL's path either way); an
    // OpenAPI path must start with one. Its secret query values are masked, as in diagnostics.
    const given = routes[route].path;
    const template = maskQuery(given.startsWith("/") ? given : `/${given}`);
    const path = template.split("?")[0] ?? template;
    if (paths[path] !== undefined) {
      throw new UsageError(`openapi: two routes share the path ${path}; OpenAPI needs one each`);
    }
    const json = {
      schema: { $ref: `#/components/schemas/${operation.resource}` },
      example: await exampleOf(route),
    };
    paths[path] = {
      get: {
        operationId: route,
        summary: operation.summary,
        parameters: parametersOf(route, given, routes),
        responses: {
          "200": { description: operation.resource, content: { "application/json": json } },
          [operation.failure]: {
            description: operation.failure === 404 ? "Not found" : "A bad count",
            content: { "application/problem+json": { schema: PROBLEM } },
          },
        },
        "x-sdk-route": { name: route, template, assumed: true },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "owned-products service (as owned-products-sdk assumes it)",
      version: "0.0.0",
      description:
        "The data contract shows the response shapes but no methods, paths or query parameters: " +
        "the paths and parameter names here are the routes the SDK assumes (x-sdk-route), " +
        "each of which the client's `routes` option can override.",
    },
    ...(server === undefined ? {} : { servers: [{ url: server }] }),
    paths,
    components: { schemas: componentSchemas() },
  };
}
