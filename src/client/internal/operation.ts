import { mustBe } from "../../internal/option-checks/index.js";
import type { Operation } from "../types.js";
import { inThisRealm } from "./child-signal.js";
import { resolveRequestOptions } from "./request-options.js";
import { send, type CallSpec, type ClientCore } from "./send.js";

/**
 * An {@link Operation} named `where` (the path the user calls it by, e.g. `tenants.list`, which
 * every message about its arguments starts with) from a description of its GET: `build` turns
 * the user's arguments into the request (checking them) and the call's options, and both the
 * plain call and `withResponse` send it.
 */
export function operation<Args extends readonly unknown[], T>(
  core: ClientCore,
  where: string,
  build: (...args: Args) => readonly [CallSpec, unknown],
): Operation<Args, T> {
  const run = async (args: Args, keepResponse: boolean) => {
    const [spec, raw] = build(...args);
    const options = resolveRequestOptions(where, raw, core.options);
    return inThisRealm(options.signal, (signal) =>
      send<T>(core, spec, { ...options, signal }, keepResponse),
    );
  };
  const call = async (...args: Args): Promise<T> => (await run(args, false)).data;
  return Object.assign(call, { withResponse: async (...args: Args) => run(args, true) });
}

/** The parameters object of operation `where`, checked to be one (`undefined` is none). */
export function checkParams(where: string, params: unknown): Record<string, unknown> {
  if (params === undefined) return {};
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    mustBe(where, "params", "an object", params);
  }
  return params as Record<string, unknown>;
}
