import { ROUTE_PLACEHOLDERS } from "../../client/internal/routes-check.js";
import type { Fault, FaultPlan, RouteName } from "../../testing/faults.js";
import { didYouMean } from "../../internal/did-you-mean.js";
import { FAULT_KINDS, FAULT_STATUSES } from "../../testing/internal/fault-checks.js";
import { UsageError } from "./usage-error.js";

// `--fault ROUTE=KIND[:VALUE][,OPTION=VALUE…]`, e.g. `listTenants=status:503,times=2,retryAfter=1`:
// the faults of the /testing kit that a command line can say (a `change` needs code).

const ROUTES = Object.keys(ROUTE_PLACEHOLDERS) as RouteName[];
// The kinds of the kit's fault plans, but `change`, whose function a command line cannot say.
const KINDS = FAULT_KINDS.filter((kind) => kind !== "change");
const { min: STATUS_MIN, max: STATUS_MAX } = FAULT_STATUSES;
const OPTIONS = ["nth", "times", "retryAfter", "at"] as const;

/** `"tims" (did you mean times?); one of nth, times, …`: an unknown name, the one meant, the list. */
function unknown(word: string, known: readonly string[], list = "one of"): string {
  const meant = didYouMean(word, known);
  const hint = meant === undefined ? "" : ` (did you mean ${meant}?)`;
  return `"${word}"${hint}; ${list} ${known.join(", ")}`;
}

function count(flag: string, name: string, text: string, min = 0, max = 2_147_483_647): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    const range = max === 2_147_483_647 ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`${flag}: ${name} must be an integer ${range}`);
  }
  return value;
}

function kindOf(flag: string, kind: string, value: string | undefined): Fault {
  switch (kind) {
    case "status":
      if (value === undefined) throw new UsageError(`${flag}: say the status, as status:503`);
      return { kind, status: count(flag, "the status", value, STATUS_MIN, STATUS_MAX) };
    case "delay":
      if (value === undefined) throw new UsageError(`${flag}: say how long, as delay:500`);
      return { kind, ms: value === "infinite" ? value : count(flag, "the delay", value) };
    case "malformed":
      return value === undefined
        ? { kind }
        : { kind, status: count(flag, "the status", value, STATUS_MIN, STATUS_MAX) };
    case "insert":
    case "remove":
      return value === undefined ? { kind } : { kind, count: count(flag, "the count", value) };
    case "invalid":
    case "network":
      if (value !== undefined) throw new UsageError(`${flag}: ${kind} takes no value`);
      return { kind };
    default:
      throw new UsageError(`${flag}: unknown fault kind ${unknown(kind, KINDS)}`);
  }
}

/** One `--fault` value as its route and fault. */
export function parseFault(text: string): [RouteName, Fault] {
  const flag = `mock: --fault ${text}`;
  const [route, rest] = text.split(/=(.*)/s) as [string, string | undefined];
  if (rest === undefined) {
    throw new UsageError(`${flag}: write ROUTE=KIND, ROUTE one of ${ROUTES.join(", ")}`);
  }
  if (!ROUTES.includes(route as RouteName)) {
    throw new UsageError(`${flag}: unknown route ${unknown(route, ROUTES, "ROUTE one of")}`);
  }
  const [head = "", ...options] = rest.split(",");
  const [kind = "", value] = head.split(/:(.*)/s);
  const fault: Record<string, unknown> = { ...kindOf(flag, kind, value) };
  for (const option of options) {
    // Split at the first `=` only: `times=1=2` is a bad count, not `times=1`.
    const [name = "", setting = ""] = option.split(/=(.*)/s);
    if (!(OPTIONS as readonly string[]).includes(name)) {
      throw new UsageError(`${flag}: unknown fault option ${unknown(name, OPTIONS)}`);
    }
    if (name in fault) {
      // As for a flag given twice: the last one silently winning would hide a mistake.
      const hint = name === "nth" ? "; list the requests in one, as nth=1+2" : "; give it once";
      throw new UsageError(`${flag}: ${name} is given more than once, and takes one value${hint}`);
    }
    if (name === "retryAfter" && kind !== "status") {
      throw new UsageError(`${flag}: retryAfter goes with a status fault`);
    }
    if (name === "at" && kind !== "insert" && kind !== "remove") {
      throw new UsageError(`${flag}: at goes with an insert or remove fault`);
    }
    fault[name] =
      name === "nth"
        ? setting.split("+").map((n) => count(flag, "nth", n, 1))
        : count(flag, name, setting, name === "times" ? 1 : 0);
  }
  return [route as RouteName, fault as unknown as Fault];
}

/** Every `--fault` value as one plan, each route's faults in the order given. */
export function faultPlanOf(texts: readonly string[]): FaultPlan {
  const plan: Partial<Record<RouteName, Fault[]>> = {};
  for (const text of texts) {
    const [route, fault] = parseFault(text);
    (plan[route] ??= []).push(fault);
  }
  return plan;
}
