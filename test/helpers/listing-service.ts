// A small service over plain arrays, served both through msw and by a real node:http server on
// 127.0.0.1, for the tests that must hold on either transport: tenants page by page, owned
// products window by window (`clamp` caps a window), and purchase histories by tenant id. The
// arrays are served as they are, invalid elements included, and every request is recorded.
import { http, HttpResponse, passthrough } from "msw";
import type { SetupServer } from "msw/node";
import { createClient, type ClientOptions, type InvalidItemReport } from "../../src/index.js";
import { sendJson, startLoopbackServer } from "./loopback-server.js";
import { API } from "./msw-server.js";

export interface Listing {
  tenants?: readonly unknown[];
  products?: readonly unknown[];
  histories?: Readonly<Record<number, unknown>>;
  /** The largest window served (echoed as the limit). */
  clamp?: number;
  /** Bodies served as they are, by path (`/tenants`), in place of the arrays'. */
  bodies?: Readonly<Record<string, unknown>>;
}

export interface RunningListing {
  readonly baseUrl: string;
  /** Path and query of each request, in order. */
  readonly requests: string[];
}

/** The body answering `url`, or undefined for a 404. */
export function answerListing(url: URL, data: Listing): unknown {
  const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
  if (data.bodies?.[url.pathname] !== undefined) return data.bodies[url.pathname];
  const history = /^\/tenants\/(\d+)\/purchase-history$/.exec(url.pathname);
  if (history) return data.histories?.[Number(history[1])];
  if (url.pathname === "/tenants") {
    const tenants = data.tenants ?? [];
    const pageNumber = number("pageNumber", 1);
    const pageSize = number("pageSize", 100);
    const list = tenants.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    const totalPages = Math.ceil(tenants.length / pageSize);
    return { list, totalPages, pageNumber, totalCount: tenants.length };
  }
  if (url.pathname === "/owned-products") {
    const products = data.products ?? [];
    const offset = number("offset", 0);
    const limit = Math.min(number("limit", 100), data.clamp ?? Infinity);
    const list = products.slice(offset, offset + limit);
    return { totalResultCount: products.length, offset, limit, list, warnings: null };
  }
  return undefined;
}

/** Serves `data` through the msw `server` at API. */
export function listingOnMsw(server: SetupServer, data: Listing): RunningListing {
  const requests: string[] = [];
  server.use(
    http.get(`${API}/*`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
      const body = answerListing(url, data);
      return body === undefined
        ? HttpResponse.json({ error: "not found" }, { status: 404 })
        : HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return { baseUrl: API, requests };
}

/** Serves `data` on a loopback server (msw, if listening, lets its requests through). */
export async function listingOnLoopback(
  data: Listing,
  server?: SetupServer,
): Promise<RunningListing> {
  server?.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  const loopback = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = answerListing(url, data);
    if (body === undefined) sendJson(res, 404, { error: "not found" });
    else sendJson(res, 200, body);
  });
  return {
    baseUrl: loopback.url,
    get requests() {
      return loopback.requests.map((request) => request.url);
    },
  };
}

/** Both transports, for `describe.each`. */
export const TRANSPORTS = ["msw", "loopback"] as const;

/** Serves `data` on `transport`. */
export const serveListing = (
  transport: (typeof TRANSPORTS)[number],
  server: SetupServer,
  data: Listing,
): Promise<RunningListing> | RunningListing =>
  transport === "msw" ? listingOnMsw(server, data) : listingOnLoopback(data, server);

/** A client of `data` served on `transport`, with `invalidItems: "skip"` and its reports kept. */
export async function skippingClientOf(
  transport: (typeof TRANSPORTS)[number],
  server: SetupServer,
  data: Listing,
  options: Partial<ClientOptions> = {},
) {
  const listing = await serveListing(transport, server, data);
  const reports: InvalidItemReport[] = [];
  const client = createClient({
    baseUrl: listing.baseUrl,
    retry: 0,
    invalidItems: "skip",
    onInvalidItem: (report) => reports.push(report),
    ...options,
  });
  return { client, reports, listing };
}
