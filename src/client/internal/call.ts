// The one request path; docs/client.md, "How a call runs", defines operation, call, attempt (one
// send of the GET), hop (one request of a redirect chain) and run (many calls).
//   operation(args)                 resources/*.ts: arguments checked, URL built
//   └─ call(core, spec, url, options)   options checked by the caller; observe.ts watches it
//      ├─ maxConcurrency slot, shared backoff, auth header   slots.ts, backoff.ts, auth-header.ts
//      ├─ the coordination's fleet slot and hold (options.coordination; none by default)
//      ├─ ky(url, { retry, timeout, fetch })   ky runs the attempts: limit, sleep, timeouts
//      │   ├─ retry: shouldRetry, delay     ky-retry.ts: the policy, the server's hint
//      │   └─ fetch = wire(...)     wire.ts: headers, redirects, body read and limit, hint
//      │      (call-state.ts: what both share)
//      ├─ 401 → token provider, sent once more
//      ├─ ky's or fetch's failure → SDK error   failure.ts (the one place)
//      └─ JSON → validated data     validate-body.ts
import ky, { type Options as KyOptions } from "ky";
import { isHttpError, type HttpError } from "../../errors/http-error.js";
import type { ResourceName } from "../../schemas/resources.js";
import { resolveAuthHeader, type AuthHeader } from "./auth-header.js";
import type { CoordinationPermit } from "../coordination.js";
import { heldTooLong, type Backoff } from "./backoff.js";
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

/** An operation: its name as the user calls it (`tenants.list`), route template and resource. */
export interface OperationSpec {
  readonly name: string;
  readonly route: string;
  readonly resource: ResourceName;
}

const UTF8 = new TextDecoder();

/** What a call resolves to: the data, and for `withResponse` the final response, its body read. */
export interface Received<T> {
  readonly data: T;
  readonly response: Response;
  /** Text only when not asked for `exactBytes` (read-body.ts). */
  readonly body: Uint8Array<ArrayBuffer> | string | null;
  readonly attempts: number;
  /** Where the call stands: `withResponse` asks it for the URL reached last, masked. */
  readonly state: CallState;
  /** How many invalid elements `invalidItems: "skip"` left out. */
  readonly skippedItems: number;
}

/**
 * Makes one call of `spec`: the validated data, or one typed error (or the signal's reason).
 * `parent` is the run it belongs to, if any.
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
      ? callInRealm<T>(core, spec, url, options, tracked)
      : withChildSignal(signal, (child) =>
          callInRealm<T>(core, spec, url, { ...options, signal: child }, tracked),
        ),
  );
}

async function callInRealm<T>(
  core: ClientCore,
  { name, resource }: OperationSpec,
  url: string,
  options: CallOptions,
  tracked: Tracked | undefined,
): Promise<Received<T>> {
  const { config } = core;
  const { signal } = options;
  let state: CallState;
  let response: Response;
  let permit: CoordinationPermit | undefined;
  // Awaited only when there is something to wait for: most calls have no slot limit and no hold.
  const acquiring = core.slots?.acquire(signal);
  const release = acquiring && (await acquiring);
  try {
    const held = core.backoff?.wait(url, options);
    if (held) await held;
    // The fleet's gate comes last, so that a call held here or locally holds no fleet slot.
    const { coordination } = config;
    if (coordination) {
      // A hold past the call's `timeoutMs` fails it, never sent.
      const started = Date.now();
      const { timeoutMs } = options;
      const holdable = config.sharedBackoff && options.retry.limit > 0;
      const origin = new URL(url).origin;
      permit = await coordination.enter({ origin, holdable, timeoutMs, signal });
      // Released below, as every permit is.
      const until = permit.heldUntil;
      if (until) throw heldTooLong(url, timeoutMs, Date.now() - started, until.getTime());
    }
    // Sent through ky once; after a 401, once more (`previous`'s counts go on).
    for (let previous: HttpError | undefined; ;) {
      signal?.throwIfAborted();
      let auth: AuthHeader | undefined;
      if (config.auth) {
        auth = await resolveAuthHeader(config.auth, previous ? "unauthorized" : "call");
        signal?.throwIfAborted();
      }
      state = new CallState(
        url,
        options.timeoutMs,
        auth?.secrets ?? [],
        auth ? [...config.sensitiveHeaders, auth.name] : config.sensitiveHeaders,
        options.signal,
        config.logger,
        tracked,
        previous,
      );
      state.permit = permit;
      // The attempt that repeats a 401 says why, as a retry's does (telemetry's attempt `reason`).
      if (previous) state.reason = `${previous.status} ${previous.statusText}`.trim();
      try {
        const headers = auth ? { ...options.headers, [auth.name]: auth.value } : options.headers;
        // No `method`, `retry.methods` (GET is ky's default) or `headers` (the wire sets them): ky
        // merges every key per call, and builds three Headers from `headers`, about 5% of a 1 KB call.
        const kyOptions: KyOptions = {
          timeout: options.timeoutMs,
          retry: kyRetry(options.retry, state),
          // ky always hands the wire a Request.
          fetch: wire(core, options, state, headers) as NonNullable<KyOptions["fetch"]>,
          // Redirects are the wire's (redirects.ts): fetch must hand back every 3xx.
          redirect: "manual",
        };
        if (signal) kyOptions.signal = signal;
        response = await ky(url, kyOptions);
        break;
      } catch (error) {
        const failure = state.fail(error);
        // After a 401 a token provider is asked again, once; a static token would fail the same.
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
    permit?.release();
    release?.();
  }
  // The body is in memory already (wire.ts): decoding it cannot stall or fail. Only withResponse
  // keeps it; otherwise nothing holds it while JSON.parse and validation build and walk the value.
  const body = options.exactBytes ? state.body : null;
  const summary = () => state.summary();
  const text = state.body ?? "";
  state.body = null;
  const json = parseJson(
    typeof text === "string" ? text : UTF8.decode(text),
    resource,
    summary,
    response.headers,
  );
  // A promise only when "skip" looks at a body element by element (one microtask otherwise).
  const { data, skippedItems } = await validateBody(json, resource, options, config, summary, name);
  return {
    data: data as T,
    response,
    body,
    attempts: state.attempts,
    // Not the masked URL itself: only withResponse shows it, and only when the response has none.
    state,
    skippedItems,
  };
}
