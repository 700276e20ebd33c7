import ky, { type Options as KyOptions } from "ky";
import type { ResourceName } from "../../schemas/resources.js";
import { isHttpError } from "../../errors/http-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import type { ApiResponse } from "../types.js";
import type { TokenRequest } from "../auth.js";
import { resolveAuthHeader } from "./auth-header.js";
import { startCall } from "./call.js";
import type { CallOptions } from "./request-options.js";
import { requestIdOf } from "./request-id.js";
import type { OriginHolds } from "./origin-holds.js";
import type { RequestSlots } from "./request-slots.js";
import type { ResolvedOptions } from "./resolve-options.js";
import { parseJson, validateBody } from "./validate-body.js";

const UTF8 = new TextDecoder();
const decode = (bytes: Uint8Array<ArrayBuffer> | null) =>
  bytes === null ? "" : UTF8.decode(bytes);

/** A client's checked options and the limits its calls share. */
export interface ClientCore {
  readonly options: ResolvedOptions;
  /** `maxConcurrency`: a call holds a slot from before its first attempt to its end. */
  readonly slots: RequestSlots;
  /** The shared backoff per origin (Retry-After). */
  readonly holds: OriginHolds;
}

/** One GET to send: the resource it returns, the filled-in path and the query. */
export interface CallSpec {
  readonly resource: ResourceName;
  readonly path: string;
  readonly query?: URLSearchParams | undefined;
}

/**
 * The one request path: ky sends the GET (with retries), the body is parsed as JSON and checked
 * against the resource's schema, and every failure becomes a typed error. `given` holds the call's
 * checked options (request-options.ts), its signal one of this realm (child-signal.ts).
 */
export async function send<T>(
  core: ClientCore,
  spec: CallSpec,
  given: CallOptions,
  keepResponse: boolean,
): Promise<ApiResponse<T>> {
  const { options } = core;
  const { signal, timeoutMs, retry, maxResponseBytes, headers } = given;
  const sensitive = options.sensitiveHeaders;
  const path = spec.path.replace(/^\/+/, "");
  // A route may carry a fixed query (`/owned-products?view=full`): the parameters follow it.
  const joint = path.includes("?") ? (/[?&]$/.test(path) ? "" : "&") : "?";
  const url = `${options.baseUrl}/${path}${spec.query?.size ? joint + spec.query.toString() : ""}`;

  const sendOnce = async (reason: TokenRequest["reason"], resends?: RequestSummary) => {
    signal?.throwIfAborted();
    const auth = options.auth ? await resolveAuthHeader(options.auth, reason) : undefined;
    signal?.throwIfAborted();
    if (auth) headers[auth.name.toLowerCase()] = auth.value;
    const call = startCall({
      method: "GET",
      url,
      timeoutMs,
      secrets: auth?.secrets ?? [],
      sensitiveHeaders: auth ? [...sensitive, auth.name.toLowerCase()] : sensitive,
      maxResponseBytes,
      maxRedirects: options.maxRedirects,
      holds: core.holds,
      signal,
      logger: options.logger,
      fetch: options.fetch,
      retry,
      resends,
    });
    try {
      // ky's root instance, given the whole URL and whole options: it has no defaults to merge
      // them with, no prefix to join and no search parameters to add, so a call pays for none.
      const response = await ky.get(url, {
        ...(signal ? { signal } : {}),
        headers,
        timeout: timeoutMs,
        retry: call.retry,
        // ky always passes a Request.
        fetch: call.fetch as NonNullable<KyOptions["fetch"]>,
        // Redirects are followed by the call itself (follow-redirects.ts).
        redirect: "manual",
      });
      return { call, response };
    } catch (error) {
      throw call.fail(error);
    }
  };

  // A token provider is asked again once after a 401 (reason "unauthorized"), and the call is
  // sent once more with the new token; a static token would only fail the same way.
  let sent: Awaited<ReturnType<typeof sendOnce>>;
  const release = await core.slots.acquire(signal);
  try {
    // Waits again if the hold was extended meanwhile (a longer Retry-After came in).
    for (let held = core.holds.wait(url, signal); held; held = core.holds.wait(url, signal)) {
      await held;
    }
    try {
      sent = await sendOnce("call");
    } catch (failure) {
      if (typeof options.auth?.token !== "function" || !isHttpError(failure, 401)) throw failure;
      options.logger?.warn?.("owned-products-sdk: 401, asking the token provider again", {
        method: "GET",
        url: failure.url,
      });
      sent = await sendOnce("unauthorized", failure);
    }
  } finally {
    release();
  }
  const { call, response } = sent;

  // The body is already in memory (see startCall): decoding it cannot stall or fail. A Response
  // that carries it is built only for withResponse; otherwise nothing holds the bytes once they
  // are decoded, so a large body is not kept alive while its JSON is parsed.
  let copy = response;
  let text: string;
  if (keepResponse) {
    const bytes = call.takeBody(response);
    const { status, statusText, headers } = response;
    copy = new Response(bytes, { status, statusText, headers });
    Object.defineProperty(copy, "url", { value: response.url || call.summary().url });
    text = decode(bytes);
  } else {
    text = decode(call.takeBody(response));
  }
  const json = parseJson(text, spec.resource, call);
  const data = validateBody(json, spec.resource, options.validation, options.onUnknownFields, call);
  return {
    data: data as T,
    status: response.status,
    headers: response.headers,
    requestId: requestIdOf(response.headers, []),
    attempts: call.summary().attempts,
    response: copy,
  };
}
