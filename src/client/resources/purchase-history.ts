import { GetManyError } from "../../errors/get-many-error.js";
import type { RequestError } from "../../errors/request-error.js";
import { boundedOption, mustBe, oneOfOption } from "../../internal/option-checks/index.js";
import type { PurchaseHistory } from "../../schemas/purchase-history.js";
import { call } from "../internal/call.js";
import { checkCallOptions, type SkipLog } from "../internal/call-options.js";
import { mapInOrder } from "../internal/map-in-order.js";
import { quietly, startRun } from "../internal/observe.js";
import { operation, operationSpec, type OperationCore } from "../internal/operation.js";
import { idUrl } from "../internal/request-url.js";
import { follow, withChildSignal } from "../internal/signal.js";
import type { Operation, RequestOptions } from "../types.js";

/**
 * The options of `client.purchaseHistory.getMany`: those of every call (`signal` stops the run),
 * how many run at once and what a failure does.
 *
 * @example
 * ```ts
 * const options: GetManyOptions = { concurrency: 16, onError: "yield" };
 * ```
 * @group Client
 */
export interface GetManyOptions extends RequestOptions {
  /** How many calls run at once, from 1 to 256. Default `8`. */
  readonly concurrency?: number | undefined;
  /**
   * `"throw"` (the default) stops at the first failure with a {@link GetManyError} that says
   * where to resume; `"yield"` yields `{ tenantId, error }` for it and goes on.
   */
  readonly onError?: "throw" | "yield" | undefined;
}

/**
 * One result of `getMany`: the tenant's history, or, with `onError: "yield"`, its call's error.
 *
 * @example
 * ```ts
 * const show = (result: GetManyResult) =>
 *   result.error ? `${result.tenantId}: ${result.error.message}` : `${result.tenantId}: ok`;
 * ```
 * @group Client
 */
export type GetManyResult =
  | { readonly tenantId: number; readonly history: PurchaseHistory; readonly error?: undefined }
  | { readonly tenantId: number; readonly history?: undefined; readonly error: RequestError };

/**
 * `client.purchaseHistory`: one tenant's purchase history (docs/contract.md 2.3), or many tenants'.
 *
 * @example
 * ```ts
 * const history = await client.purchaseHistory.get(42);
 * console.log(history.products?.length ?? 0, "products");
 * ```
 * @group Client
 */
export interface PurchaseHistoryResource {
  /** `GET /tenants/{tenantId}/purchase-history` by default. */
  readonly get: Operation<
    [tenantId: number, options?: RequestOptions | undefined],
    PurchaseHistory
  >;
  /**
   * The purchase histories of many tenants, in the order of `tenantIds`, at most `concurrency`
   * calls at once (and `maxConcurrency` over the client). Memory stays bounded; stopping the loop
   * early cancels the calls in flight.
   */
  getMany(
    tenantIds: Iterable<number>,
    options?: GetManyOptions & { readonly onError?: "throw" | undefined },
  ): AsyncIterable<GetManyResult & { readonly history: PurchaseHistory }>;
  /** The same, with `onError: "yield"`: a failed call yields `{ tenantId, error }` and goes on. */
  getMany(
    tenantIds: Iterable<number>,
    options: GetManyOptions & { readonly onError: "yield" },
  ): AsyncIterable<GetManyResult>;
  /** The same, `onError` known only at run time: each result may be a history or an error. */
  getMany(tenantIds: Iterable<number>, options?: GetManyOptions): AsyncIterable<GetManyResult>;
}

const GET_MANY_KEYS = ["concurrency", "onError"];

/** `client.purchaseHistory` of a client. */
export function purchaseHistoryResource(core: OperationCore): PurchaseHistoryResource {
  const route = core.config.routes.purchaseHistory;
  const spec = operationSpec("purchaseHistory.get", route.path, "PurchaseHistory");
  const urlOf = idUrl(spec.name, core.config.baseUrl, route.path, "tenantId");
  return {
    get: operation(core, spec, urlOf),
    getMany(tenantIds: Iterable<number>, options?: GetManyOptions): AsyncIterable<GetManyResult> {
      const where = "purchaseHistory.getMany";
      const given = checkCallOptions(where, options, core.config, core.defaults, GET_MANY_KEYS);
      const { signal } = given;
      const concurrency = boundedOption(where, "concurrency", options?.concurrency, 256, 8);
      const onError = oneOfOption(where, "onError", options?.onError, ["throw", "yield"], "throw");
      // A string is iterable too, one character at a time: "1001,1002" would ask for tenant 1.
      if (typeof tenantIds === "string" || typeof tenantIds?.[Symbol.iterator] !== "function") {
        // An async generator's ids would be read in order anyway: one array does as well.
        const rule =
          typeof tenantIds === "string"
            ? "an iterable of int32 tenant ids, e.g. [1001, 1002], not one string"
            : Symbol.asyncIterator in Object(tenantIds)
              ? "a (sync) iterable of tenant ids, e.g. an array: collect async ids into one first"
              : "an iterable of tenant ids, e.g. an array";
        mustBe(where, "tenantIds", rule, tenantIds);
      }
      return {
        async *[Symbol.asyncIterator]() {
          // Stops the calls in flight when the user's signal (any realm) aborts or the loop ends.
          const stop = new AbortController();
          const unhook = signal ? follow(signal, stop) : () => undefined;
          const watch = startRun(core.config.telemetry, where);
          const skipLog: SkipLog = { where };
          let failure: unknown;
          const run = mapInOrder(
            tenantIds,
            concurrency,
            (id) =>
              withChildSignal(stop.signal, async (child) => {
                const url = urlOf(id);
                return (
                  await call<PurchaseHistory>(
                    core,
                    spec,
                    url,
                    { ...given, signal: child, skipLog },
                    watch,
                  )
                ).data;
              }),
            () => stop.abort(),
          );
          try {
            for await (const result of run) {
              if (result.ok) yield { tenantId: result.input, history: result.value };
              else if (signal?.aborted) throw signal.reason;
              else if (onError === "yield") {
                yield { tenantId: result.input, error: result.error as RequestError };
              } else throw new GetManyError(result.index, result.input, result.error);
            }
          } catch (error) {
            failure = error;
            throw error;
          } finally {
            unhook();
            if (watch) quietly(() => watch.end(failure));
          }
        },
      };
    },
  } as PurchaseHistoryResource;
}
