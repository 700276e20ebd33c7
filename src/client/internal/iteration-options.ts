// `searchAll` and `listAll` take what to ask the server, then how to iterate. A key in the wrong
// one would be sent as a filter or ignored, so it is refused with where it goes.
import { didYouMean } from "../../internal/did-you-mean.js";
import { invalid, knownKeysOnly, optionsObject } from "../../internal/option-checks/index.js";
import { SHARED_OPTION_KEYS } from "../../pagination/internal/run-options.js";
import { call, type OperationSpec } from "./call.js";
import { checkCallOptions, REQUEST_OPTION_KEYS, type SkipLog } from "./call-options.js";
import type { TelemetryRunWatch } from "../telemetry.js";
import { startRun } from "./observe.js";
import type { OperationCore } from "./operation.js";

// The request options passed on to each call (the run's signal is its own).
const PASSED_ON = REQUEST_OPTION_KEYS.filter((key) => key !== "signal");
const ITERATION_OPTIONS = [...SHARED_OPTION_KEYS, "zeroBased", ...PASSED_ON];

/**
 * Checks the names in both arguments of `method` (`tenants.listAll`): each key in the right one
 * (`startKeys` are parameters, misspelt ones included), and no key the second does not take.
 */
export function checkIterationArguments(
  method: string,
  params: unknown,
  options: unknown,
  startKeys: readonly string[],
  styleKeys: readonly string[] = [],
): void {
  // `{ limit: 100 }`, `{ pageSize: 100 }`: the size parameter.
  const example = `{ ${startKeys[1]}: 100 }`;
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
  const known = [...SHARED_OPTION_KEYS, ...styleKeys, ...PASSED_ON];
  for (const key of Object.keys(given)) {
    // A parameter, or a near miss of one that no option is nearer to (`pagesize`).
    const start = startKeys.includes(key)
      ? key
      : didYouMean(key, known) === undefined
        ? didYouMean(key, startKeys)
        : undefined;
    if (start === undefined) continue;
    const spelt = start === key ? "" : ` (did you mean \`${start}\`?)`;
    invalid(
      method,
      `options.${key}`,
      `goes in the first argument${spelt}, e.g. ${method}({ ${start}: … }, { … })`,
    );
  }
  knownKeysOnly(method, given, known);
}

/** What watches a client's run: the user's telemetry, and the run's skip log. */
interface ClientRunWatch extends TelemetryRunWatch {
  readonly telemetry: TelemetryRunWatch | undefined;
  readonly skipLog: SkipLog;
}

/**
 * A client run's second argument, its names checked, split: the request options (checked now,
 * once, for every call), the iteration options (the run checks them) and the context; and the
 * run's fetch, which sends one call of `spec` to `urlOf(request)`.
 */
export function clientRun<T>(
  method: string,
  options: Readonly<Record<string, unknown>>,
  core: OperationCore,
  spec: OperationSpec,
  urlOf: (request: Readonly<Record<string, unknown>>) => string,
) {
  const passedOn: Record<string, unknown> = {};
  for (const key of PASSED_ON) passedOn[key] = options[key];
  const perCall = checkCallOptions(method, passedOn, core.config, core.defaults);
  return {
    fetch: async (request: { readonly signal: AbortSignal }, run: unknown) => {
      const url = urlOf(request);
      const { telemetry, skipLog } = run as ClientRunWatch;
      const options = { ...perCall, signal: request.signal, skipLog };
      return (await call<T>(core, spec, url, options, telemetry)).data;
    },
    iteration: Object.fromEntries(
      Object.entries(options).filter(([key]) => !PASSED_ON.includes(key)),
    ),
    context: {
      where: method,
      startIn: "params",
      logger: core.config.logger,
      // One per run (each iteration): its calls' parent, and where a skip is logged once.
      watch: (): ClientRunWatch => {
        const telemetry = startRun(core.config.telemetry, method);
        return {
          telemetry,
          skipLog: { where: method, paged: true },
          end: (e) => telemetry?.end(e),
        };
      },
    } as const,
  };
}
