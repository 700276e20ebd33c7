// The method the user called. `client.ownedProducts.searchAll` runs `paginateWindow` underneath,
// but a wrong option must be blamed on `searchAll`, where the user wrote it: the client tags the
// options it passes with this key (a symbol, so no user option can collide with it).

/** The key under which the client names the method the user called. */
export const CALLER = Symbol("owned-products-sdk.caller");

/** Who called a pagination helper, as its messages name it. */
export interface Caller {
  /** The method the user called, e.g. `searchAll`. */
  readonly name: string;
  /** The options that came from the user's first argument (`params.limit`, not `options.limit`). */
  readonly fromParams: readonly string[];
}

/** The caller named in `options`, or the helper itself when the user called it directly. */
export function callerOf(options: unknown, helper: string): Caller {
  const tagged =
    typeof options === "object" && options !== null
      ? (options as { [CALLER]?: Caller })[CALLER]
      : undefined;
  return tagged ?? { name: helper, fromParams: [] };
}

/** How a message names option `name` of `caller`: `options.limit`, or `params.limit`. */
export function optionLabel(caller: Caller, name: string): string {
  return caller.fromParams.includes(name) ? `params.${name}` : `options.${name}`;
}
