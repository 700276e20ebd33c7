import type { KyInstance, Options as KyOptions, RetryOptions } from "ky";
import type { ResourceName } from "../../schemas/resources.js";
import type { ApiResponse, HeaderMap, RequestOptions } from "../types.js";
import { suggestion } from "../../internal/did-you-mean.js";
import { resolveAuthHeader } from "./auth-header.js";
import { startCall } from "./call.js";
import { requestIdOf } from "./request-id.js";
import { checkTimeout, type ResolvedOptions } from "./resolve-options.js";
import { RETRY_STATUSES } from "../retry-policy.js";
import { parseJson, validateBody } from "./validate-body.js";

/** A client's checked options and its one ky instance. */
export interface ClientCore {
  readonly options: ResolvedOptions;
  readonly ky: KyInstance;
}

/** One GET to send: the resource it returns, the filled-in path and the query. */
export interface CallSpec {
  readonly resource: ResourceName;
  readonly path: string;
  readonly query?: URLSearchParams | undefined;
}

/**
 * The retry settings of the client's ky instance, the same for every call; each call adds its
 * own limit, predicate and delays (see {@link startCall}).
 */
export const KY_RETRY_BASE = {
  methods: ["get"],
  statusCodes: [...RETRY_STATUSES],
  // Empty: server hints are read by the call, not by ky.
  afterStatusCodes: [],
  retryOnTimeout: true,
} satisfies RetryOptions;

const REQUEST_OPTION_KEYS = ["signal", "headers", "timeoutMs"];

function checkRequestOptions(options: unknown): RequestOptions {
  if (options === undefined) return {};
  if (typeof options !== "object" || options === null) {
    throw new TypeError("The request options must be an object: { signal, headers, timeoutMs }");
  }
  for (const key of Object.keys(options)) {
    if (!REQUEST_OPTION_KEYS.includes(key)) {
      const hint = suggestion(key, REQUEST_OPTION_KEYS);
      throw new TypeError(
        `Unknown request option \`${key}\`${hint}; known: signal, headers, timeoutMs`,
      );
    }
  }
  const { signal } = options as RequestOptions;
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw new TypeError("`signal` must be an AbortSignal");
  }
  return options as RequestOptions;
}

function mergeHeaders(base: Readonly<Record<string, string>>, extra: HeaderMap = {}): Headers {
  if (typeof extra !== "object" || extra === null) {
    throw new TypeError("`headers` must be an object of header names to string values");
  }
  const headers = new Headers(base);
  if (extra instanceof Headers) {
    extra.forEach((value, name) => headers.set(name, value));
    return headers;
  }
  for (const [name, value] of Object.entries(extra)) {
    try {
      if (value === undefined) headers.delete(name);
      else if (typeof value === "string") headers.set(name, value);
      else throw new TypeError("not a string");
    } catch {
      throw new TypeError(`\`headers\` has an invalid header: ${JSON.stringify(name)}`);
    }
  }
  return headers;
}

/**
 * The one request path: ky sends the GET (with retries), the body is parsed as JSON and checked
 * against the resource's schema, and every failure becomes a typed error.
 */
export async function send<T>(
  core: ClientCore,
  spec: CallSpec,
  rawOptions: RequestOptions | undefined,
  keepResponse: boolean,
): Promise<ApiResponse<T>> {
  const { options } = core;
  const { signal, headers: extraHeaders, timeoutMs: callTimeout } = checkRequestOptions(rawOptions);
  const timeoutMs = checkTimeout(callTimeout ?? options.timeoutMs, "timeoutMs");
  const headers = mergeHeaders(options.headers, extraHeaders);
  signal?.throwIfAborted();
  const auth = options.auth ? await resolveAuthHeader(options.auth) : undefined;
  signal?.throwIfAborted();
  if (auth) headers.set(auth.name, auth.value);

  const search = spec.query?.size ? `?${spec.query.toString()}` : "";
  const call = startCall({
    method: "GET",
    url: `${options.baseUrl}/${spec.path.replace(/^\/+/, "")}${search}`,
    timeoutMs,
    secrets: auth?.secrets ?? [],
    authHeader: auth?.name,
    signal,
    logger: options.logger,
    fetch: options.fetch,
    retry: options.retry,
  });
  let response: Response;
  try {
    response = await core.ky.get(spec.path, {
      ...(spec.query ? { searchParams: spec.query } : {}),
      ...(signal ? { signal } : {}),
      headers,
      timeout: timeoutMs,
      retry: call.retry,
      // ky always passes a Request.
      fetch: call.fetch as NonNullable<KyOptions["fetch"]>,
    });
  } catch (error) {
    throw call.fail(error);
  }

  // The body is already in memory (see startCall): reading it cannot stall or fail.
  const copy = keepResponse ? response.clone() : response;
  if (copy !== response) Object.defineProperty(copy, "url", { value: response.url });
  const json = parseJson(await response.text(), spec.resource, call);
  const data = validateBody(json, spec.resource, options.validation, options.onUnknownFields, call);
  return {
    data: data as T,
    status: response.status,
    headers: response.headers,
    requestId: requestIdOf(response.headers),
    attempts: call.summary().attempts,
    response: copy,
  };
}
