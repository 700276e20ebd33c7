import { mustBe } from "../../internal/option-checks/index.js";
import type { ApiResponse, Operation, RequestOptions } from "../types.js";
import { call, type ClientCore, type OperationSpec, type Received } from "./call.js";
import { requestIdOf } from "./request-id.js";
import { requestUrl } from "./request-url.js";
import { checkCallOptions, type CallOptions } from "./call-options.js";
import { redactUrl } from "./redact.js";

/** A client's core with the options of a call that passes none, made once. */
export interface OperationCore extends ClientCore {
  readonly defaults: CallOptions;
}

/** The core every operation and run of a client shares. */
export function operationCore(core: ClientCore): OperationCore {
  return { ...core, defaults: checkCallOptions("createClient", {}, core.config) };
}

/** The {@link Operation} `spec`, which GETs `urlOf(argument)`; `urlOf` checks the argument. */
export function operation<A, T>(
  core: OperationCore,
  spec: OperationSpec,
  urlOf: (argument: A) => string,
): Operation<[argument: A, options?: RequestOptions | undefined], T> {
  // Not async: a check that throws rejects the promise of `send` or `withResponse`.
  const run = (argument: A, options: unknown, exactBytes?: true) => {
    const url = urlOf(argument);
    const checked = checkCallOptions(spec.name, options, core.config, core.defaults);
    return call<T>(core, spec, url, exactBytes ? { ...checked, exactBytes } : checked);
  };
  const send = async (argument: A, options?: RequestOptions) => (await run(argument, options)).data;
  return Object.assign(send, {
    withResponse: async (argument: A, options?: RequestOptions) =>
      withResponse(await run(argument, options, true)),
  });
}

/** The parameters object of operation `where`, checked to be one (`undefined` is none). */
export function checkParams(where: string, params: unknown): Record<string, unknown> {
  if (params === undefined) return {};
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    mustBe(where, "params", "an object", params);
  }
  return params as Record<string, unknown>;
}

/**
 * The spec of operation `name` over route path `path` (its template: `{tenantId}` kept, and a
 * secret-named query parameter masked, as telemetry shows the route where it shows no URL).
 */
export function operationSpec(
  name: string,
  path: string,
  resource: OperationSpec["resource"],
): OperationSpec {
  return { name, route: redactUrl(requestUrl("", path), []), resource };
}

/** What `withResponse` resolves to: the data, and an unread copy of the response it came in. */
function withResponse<T>(received: Received<T>): ApiResponse<T> {
  const { data, response, body, attempts, state, skippedItems } = received;
  const { status, statusText, headers } = response;
  const copy = new Response(body, { status, statusText, headers });
  Object.defineProperty(copy, "url", { value: response.url || state.shownUrl() });
  const requestId = requestIdOf(headers, []);
  return { data, status, headers, requestId, attempts, response: copy, skippedItems };
}
