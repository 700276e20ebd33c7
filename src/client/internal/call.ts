// The one request path. Words, used in this sense everywhere in src/client:
// - an operation is a method of the client (`tenants.list`);
// - a call is one use of it: from its arguments to the validated data or one typed error;
// - an attempt is one send of the call's GET; ky makes up to 1 + retry.limit of them;
// - a hop is one request of an attempt that follows a redirect;
// - a run is a paginated iteration or a getMany: many calls.
//
//   operation(args)                         resources/*.ts: arguments checked, URL built
//   └─ call(core, spec, url, options)       here: options checked once by the caller
//      ├─ watched by telemetry and the diagnostics channel   observe.ts
//      ├─ slot (maxConcurrency)             slots.ts
//      ├─ shared backoff wait               backoff.ts
//      ├─ auth header                       auth-header.ts
//      ├─ ky(url, { retry, timeout, fetch })   ky runs the attempts: limit, sleep, timeouts
//      │   ├─ retry: shouldRetry, delay     ky-retry.ts: the policy, the server's hint
//      │   └─ fetch = wire(...)             wire.ts: headers, redirects, body read and limit, hint
//      │      (call-state.ts: attempts, waits, the latest URL, the hint, shared by both)
//      ├─ 401 → token provider, sent once more
//      ├─ ky's or fetch's failure → SDK error   failure.ts (the one place)
//      └─ JSON → validated data             validate-body.ts
import ky, { type Options as KyOptions } from "ky";
import { isHttpError, type HttpError } from "../../errors/http-error.js";
import type { ResourceName } from "../../schemas/resources.js";
import { resolveAuthHeader, type AuthHeader } from "./auth-header.js";
import type { Backoff } from "./backoff.js";
import type { CallOptions } from "./call-options.js";
import { CallState } from "./call-state.js";
import type { ClientConfig } from "./client-config.js";
import { kyRetry } from "./ky-retry.js";
import { observe, type Tracked } from "./observe.js";
import { redactUrl } from "./redact.js";
import { withChildSignal } from "./signal.js";
import type { Slots } from "./slots.js";
import { parseJson, validateBody } from "./validate-body.js";
import { wire } from "./wire.js";

/** A client's checked options and what its calls share. */
export interface ClientCore {
  readonly config: ClientConfig;
  /** `maxConcurrency`; absent when there is no limit. */
  readonly slots: Slots | undefined;
  /** The shared backoff per origin; absent when `sharedBackoff` is off. */
  readonly backoff: Backoff | undefined;
}

/** What an operation is: its name, its route's path template, and the resource it returns. */
export interface OperationSpec {
  /** How the user calls it, e.g. `tenants.list`: messages and telemetry name it so. */
  readonly name: string;
  readonly route: string;
  readonly resource: ResourceName;
}

const UTF8 = new TextDecoder();

/** What a call resolves to: the data, and what `withResponse` adds to it. */
export interface Received<T> {
  readonly data: T;
  /** The final response, its body already read: `body` holds it. */
  readonly response: Response;
  readonly body: Uint8Array<ArrayBuffer> | null;
  readonly attempts: number;
  /** The URL the call reached last, masked. */
  readonly url: string;
}

/**
 * Makes one call of `spec` (the map above), `url` and `options` already checked: the validated
 * data, or one typed error (or the signal's reason). `parent` is the run it belongs to, if any.
 */
export function call<T>(
  core: ClientCore,
  spec: OperationSpec,
  url: string,
  options: CallOptions,
  parent?: unknown,
): Promise<Received<T>> {
  const { signal } = options;
  const facts = () => ({
    operation: spec.name,
    method: "GET",
    route: core.config.basePath + spec.route,
    url: redactUrl(url, []),
    parent,
  });
  return observe(core.config.telemetry, facts, (tracked) =>
    // ky combines the signal with its timeout through AbortSignal.any, which wants this realm's.
    signal === undefined || signal instanceof AbortSignal
      ? callInRealm<T>(core, spec.resource, url, options, tracked)
      : withChildSignal(signal, (child) =>
          callInRealm<T>(core, spec.resource, url, { ...options, signal: child }, tracked),
        ),
  );
}

async function callInRealm<T>(
  core: ClientCore,
  resource: ResourceName,
  url: string,
  options: CallOptions,
  tracked: Tracked | undefined,
): Promise<Received<T>> {
  const { config } = core;
  const { signal } = options;
  let state: CallState;
  let response: Response;
  // Awaited only when there is something to wait for: most calls have no slot limit and no hold.
  const acquiring = core.slots?.acquire(signal);
  const release = acquiring && (await acquiring);
  try {
    const held = core.backoff?.wait(url, options);
    if (held) await held;
    // Sent through ky once, all its attempts; after a 401, once more (`previous`'s counts go on).
    for (let previous: HttpError | undefined; ;) {
      signal?.throwIfAborted();
      let auth: AuthHeader | undefined;
      if (config.auth) {
        auth = await resolveAuthHeader(config.auth, previous ? "unauthorized" : "call");
        signal?.throwIfAborted();
      }
      state = callState(core, url, options, tracked, auth, previous);
      try {
        response = await ky(url, kyOptions(core, options, state, auth));
        break;
      } catch (error) {
        const failure = state.fail(error);
        // A token provider is asked again once after a 401, and the call sent once more with the
        // new token; a static token would only fail the same way.
        if (previous || typeof config.auth?.token !== "function" || !isHttpError(failure, 401)) {
          throw failure;
        }
        config.logger?.warn?.("owned-products-sdk: 401, asking the token provider again", {
          method: "GET",
          url: failure.url,
        });
        previous = failure;
      }
    }
  } finally {
    release?.();
  }
  // The body is in memory already (wire.ts): decoding it cannot stall or fail.
  const { body } = state;
  const summary = () => state.summary();
  const json = parseJson(body === null ? "" : UTF8.decode(body), resource, summary);
  const data = validateBody(json, resource, options.validation, config, summary) as T;
  return { data, response, body, attempts: state.attempts, url: state.shownUrl() };
}

/** The state of one send of the call through ky, all its attempts (see CallState). */
function callState(
  { config }: ClientCore,
  url: string,
  options: CallOptions,
  tracked: Tracked | undefined,
  auth: AuthHeader | undefined,
  previous: HttpError | undefined,
): CallState {
  const name = auth?.name.toLowerCase();
  const state = new CallState(
    url,
    options.timeoutMs,
    auth?.secrets ?? [],
    name ? [...config.sensitiveHeaders, name] : config.sensitiveHeaders,
    options.signal,
    config.logger,
    tracked,
    previous,
  );
  // The attempt that repeats a 401 says why, as a retry's does (telemetry's attempt `reason`).
  if (previous) state.reason = `${previous.status} ${previous.statusText}`.trim();
  return state;
}

/** ky's options for one send of the call. */
function kyOptions(
  core: ClientCore,
  options: CallOptions,
  state: CallState,
  auth: AuthHeader | undefined,
): KyOptions {
  const headers = auth
    ? { ...options.headers, [auth.name.toLowerCase()]: auth.value }
    : options.headers;
  // No `method` (GET, ky's default), no `retry.methods` (GET is among ky's) and no `headers` (the
  // wire sets them): ky merges every key of its options on every call, and builds three Headers
  // from a `headers` option, about 5% of a 1 KB call.
  const kyOptions: KyOptions = {
    timeout: options.timeoutMs,
    retry: kyRetry(options.retry, state),
    // ky always hands the wire a Request.
    fetch: wire(core, options, state, headers) as NonNullable<KyOptions["fetch"]>,
    // Redirects are the wire's (redirects.ts): fetch must hand back every 3xx.
    redirect: "manual",
  };
  if (options.signal) kyOptions.signal = options.signal;
  return kyOptions;
}
