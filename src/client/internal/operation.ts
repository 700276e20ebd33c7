import type { Operation, RequestOptions } from "../types.js";
import { send, type CallSpec, type ClientCore } from "./send.js";

/**
 * An {@link Operation} from a description of its GET: `build` turns the user's arguments into
 * the request (checking them), and both the plain call and `withResponse` send it.
 */
export function operation<Args extends readonly unknown[], T>(
  core: ClientCore,
  build: (...args: Args) => readonly [CallSpec, RequestOptions | undefined],
): Operation<Args, T> {
  const call = async (...args: Args): Promise<T> => {
    const [spec, options] = build(...args);
    return (await send<T>(core, spec, options, false)).data;
  };
  return Object.assign(call, {
    withResponse: async (...args: Args) => {
      const [spec, options] = build(...args);
      return send<T>(core, spec, options, true);
    },
  });
}

/** The parameters object of an operation, checked to be one (`undefined` is none). */
export function checkParams(params: unknown, name: string): Record<string, unknown> {
  if (params === undefined) return {};
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    throw new TypeError(`The ${name} parameters must be an object`);
  }
  return params as Record<string, unknown>;
}
