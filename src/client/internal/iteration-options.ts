// `searchAll` and `listAll` take two objects: what to ask the server (first) and how to iterate
// (second). A key in the wrong one would be sent as a filter or silently ignored, so each is
// refused with a message that shows where it goes.
import { invalid, optionsObject } from "../../internal/option-checks/index.js";
import { SHARED_OPTION_KEYS } from "../../pagination/internal/resolve-options.js";

// The iteration options of both methods, and the request options they pass on.
const ITERATION_OPTIONS = [...SHARED_OPTION_KEYS, "zeroBased", "headers", "timeoutMs"];

/** What each method's first argument sets, for the example in a message. */
const PARAMS_EXAMPLE: Readonly<Record<string, string>> = {
  "ownedProducts.searchAll": "{ limit: 100 }",
  "tenants.listAll": "{ pageSize: 100 }",
};

/**
 * Checks both arguments of `method` (as the user calls it, `tenants.listAll`): no iteration
 * option among the parameters, no parameter (`startKeys`) among the iteration options.
 */
export function checkIterationArguments(
  method: string,
  params: unknown,
  options: unknown,
  startKeys: readonly string[],
): void {
  const example = PARAMS_EXAMPLE[method] ?? "{}";
  if (typeof params === "object" && params !== null) {
    const misplaced = ITERATION_OPTIONS.find((key) => key in params);
    if (misplaced !== undefined) {
      invalid(
        method,
        `params.${misplaced}`,
        `is an iteration option: pass it in the second argument, ` +
          `e.g. ${method}(${example}, { ${misplaced}: … })`,
      );
    }
  }
  const given = optionsObject(method, options);
  const start = startKeys.find((key) => key in given);
  if (start !== undefined) {
    invalid(
      method,
      `options.${start}`,
      `goes in the first argument, e.g. ${method}({ ${start}: … }, { … })`,
    );
  }
}
