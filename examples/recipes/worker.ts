import { createClient, isHttpError } from "owned-products-sdk";

/** The Worker's bindings: a variable in wrangler.toml, and a secret (`wrangler secret put`). */
export interface Env {
  readonly OWNED_PRODUCTS_URL: string;
  readonly OWNED_PRODUCTS_TOKEN: string;
}

export default {
  /** `GET /tenants/{id}/active-products`: what a tenant owns now, cached by browsers a minute. */
  async fetch(request: Request, env: Env): Promise<Response> {
    const route = /^\/tenants\/(\d+)\/active-products$/.exec(new URL(request.url).pathname);
    if (request.method !== "GET" || !route) return new Response("not found", { status: 404 });
    // Made per request, from this request's env: a client is a few objects, and no I/O.
    const client = createClient({
      baseUrl: env.OWNED_PRODUCTS_URL,
      auth: env.OWNED_PRODUCTS_TOKEN,
      validation: "strip",
      timeoutMs: 5_000,
    });
    try {
      const history = await client.purchaseHistory.get(Number(route[1]));
      const products = (history.activeProducts ?? []).map(({ ownedProductId, name }) => ({
        ownedProductId,
        name,
      }));
      return Response.json(products, { headers: { "cache-control": "max-age=60" } });
    } catch (error) {
      if (isHttpError(error, 404)) return new Response("no such tenant", { status: 404 });
      return new Response("upstream failed", { status: 502 });
    }
  },
};
