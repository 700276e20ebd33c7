import { createClient, isHttpError, omitCredentials, type Client } from "owned-products-sdk";

/** The service as the server reaches it: its own token, contract fields only, a short timeout. */
export function upstreamClient(baseUrl: string, token: string): Client {
  return createClient({
    baseUrl,
    auth: token,
    validation: "strip",
    timeoutMs: 5_000,
    retry: { limit: 1 },
  });
}

/**
 * A web-standard handler for `/api/…` that answers on the SDK's own routes, so that a browser
 * client made with `createClient({ baseUrl: "/api" })` calls it as it would call the service.
 */
export function proxy(upstream: Client): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const number = (name: string) => {
      const value = url.searchParams.get(name);
      return value === null ? undefined : Number(value);
    };
    try {
      const history = /^\/api\/tenants\/([^/]+)\/purchase-history$/.exec(url.pathname);
      if (history) return Response.json(await upstream.purchaseHistory.get(Number(history[1])));
      if (url.pathname === "/api/tenants") {
        const page = { pageNumber: number("pageNumber"), pageSize: number("pageSize") };
        return Response.json(omitCredentials(await upstream.tenants.list(page)));
      }
      if (url.pathname === "/api/owned-products") {
        const status = url.searchParams.get("status"); // the one filter the browser may use
        const window = { offset: number("offset"), limit: number("limit"), status };
        return Response.json(await upstream.ownedProducts.search(window));
      }
      return Response.json({ error: "not found" }, { status: 404 });
    } catch (error) {
      // The SDK checks ids and paging numbers before any request, with a TypeError.
      if (error instanceof TypeError)
        return Response.json({ error: "bad request" }, { status: 400 });
      if (isHttpError(error, 404)) return Response.json({ error: "not found" }, { status: 404 });
      console.error(JSON.stringify(error)); // masked: no token, no secret
      return Response.json({ error: "upstream failed" }, { status: 502 });
    }
  };
}
