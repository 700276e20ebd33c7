// The rules of a fault plan, checked when the handlers are made, so that a typo fails at set-up
// instead of a fault that silently never fires. The command line's `--fault` parser says the
// same faults in its own syntax, and takes its list of kinds from here.
import { checkHeader, checkHeaders } from "../../client/internal/headers.js";
import { ROUTE_PLACEHOLDERS } from "../../client/internal/routes-check.js";
import {
  choiceRule,
  fail,
  functionOption,
  INT32_MAX,
  intOption,
  intRangeOption,
  knownKeysOnly,
} from "../../internal/option-checks/index.js";
import type { Fault } from "../faults.js";
import { objectArg } from "./kit-checks.js";

/** Every kind of fault, in the order the docs list them. */
export const FAULT_KINDS = [
  "status",
  "delay",
  "malformed",
  "invalid",
  "network",
  "insert",
  "remove",
  "change",
] as const satisfies readonly Fault["kind"][];

/** The statuses a `status` or `malformed` fault may answer with. */
export const FAULT_STATUSES = { min: 200, max: 599 } as const;

// The keys of each kind besides `kind` and the selector's `nth`, `times` and `when`.
const KEYS: Readonly<Record<Fault["kind"], readonly string[]>> = {
  status: ["status", "body", "headers", "retryAfter"],
  delay: ["ms"],
  malformed: ["body", "status", "contentType"],
  invalid: ["change"],
  network: [],
  insert: ["count", "at"],
  remove: ["count", "at"],
  change: ["change"],
};

// An integer in [min, max]; `required` refuses absence too.
function integer(
  where: string,
  name: string,
  value: unknown,
  min: number,
  max: number,
  required: boolean,
) {
  if (required && value === undefined) fail(where, name, `an integer from ${min} to ${max}`, value);
  intRangeOption(where, name, value, min, max, min);
}

// `"status", "delay", … or "change"`: a kind is required, so oneOfOption (which has a fallback)
// does not check it; the rule is worded as its.
const KIND_RULE = choiceRule(FAULT_KINDS);

function checkFault(where: string, label: string, value: unknown): void {
  const example = 'e.g. { kind: "status", status: 503 }';
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(where, label, `a fault, ${example}`, value);
  }
  const fault = value as Record<string, unknown>;
  const kind = fault["kind"] as Fault["kind"];
  if (!FAULT_KINDS.includes(kind)) fail(where, `${label}.kind`, KIND_RULE, kind);
  const known = ["kind", ...KEYS[kind], "nth", "times", "when"];
  knownKeysOnly(where, fault, known, "options", `${label.replace(/^options\./, "")}.`);
  const at = (key: string) => `${label}.${key}`;
  const { nth, ms, retryAfter } = fault;
  // An empty list would select no request: the fault would never fire.
  if (Array.isArray(nth) && nth.length === 0) {
    fail(where, at("nth"), "a request number from 1, or a non-empty list of them", nth);
  }
  for (const [i, n] of [nth ?? 1].flat().entries()) {
    intOption(where, Array.isArray(nth) ? at(`nth[${i}]`) : at("nth"), n, 1, 1);
  }
  intOption(where, at("times"), fault["times"], 1, 1);
  functionOption(where, at("when"), fault["when"]);
  const { min, max } = FAULT_STATUSES;
  if (kind === "status" || kind === "malformed") {
    integer(where, at("status"), fault["status"], min, max, kind === "status");
  }
  const seconds = typeof retryAfter === "number" && retryAfter >= 0 && retryAfter < Infinity;
  if (!(retryAfter === undefined || typeof retryAfter === "string" || seconds)) {
    fail(where, at("retryAfter"), "a number of seconds or an HTTP date", retryAfter);
  }
  checkAnswer(where, label, fault);
  // The rule names "infinite": a reader of "an integer from 0 to …" would not guess it.
  const whole = typeof ms === "number" && Number.isInteger(ms) && ms >= 0 && ms <= INT32_MAX;
  if (kind === "delay" && ms !== "infinite" && !whole) {
    fail(
      where,
      at("ms"),
      `an integer from 0 to ${INT32_MAX} (milliseconds), or "infinite" to never answer`,
      ms,
    );
  }
  if (kind === "insert" || kind === "remove") {
    intOption(where, at("count"), fault["count"], 0, 0);
    intRangeOption(where, at("at"), fault["at"], -INT32_MAX, INT32_MAX, 0);
  }
  if (kind === "change" || kind === "invalid") {
    const change = functionOption(where, at("change"), fault["change"]);
    if (kind === "change" && change === undefined) fail(where, at("change"), "a function", change);
  }
}

// Whether JSON.stringify writes `value` (absent counts: the body is then a problem document);
// a function, a BigInt or a cycle would fail, or send no body, at the request.
function jsonWritable(value: unknown): boolean {
  try {
    return value === undefined || JSON.stringify(value) !== undefined;
  } catch {
    return false;
  }
}

// What a `status` or `malformed` fault answers with must make a Response, or the fault would fail
// inside msw or the server at the request instead of here.
function checkAnswer(where: string, label: string, fault: Record<string, unknown>): void {
  const { kind, headers, body, contentType, retryAfter } = fault;
  if (kind === "status") {
    checkHeaders(where, headers, `${label}.headers`);
    if (typeof body !== "string" && !jsonWritable(body)) {
      fail(where, `${label}.body`, "text, or a value JSON.stringify writes", body);
    }
  }
  if (typeof retryAfter === "string") {
    checkHeader(where, "Retry-After", retryAfter, `${label}.retryAfter`);
  }
  if (kind !== "malformed") return;
  // A 204, 205 or 304 answer has no body, and Response refuses one: the fault would fail at the
  // request instead of sending its malformed body.
  if ([204, 205, 304].includes(fault["status"] as number)) {
    fail(
      where,
      `${label}.status`,
      "a status whose answer has a body (not 204, 205 or 304)",
      fault["status"],
    );
  }
  if (!(body === undefined || typeof body === "string")) {
    fail(where, `${label}.body`, "a string, the text to send", body);
  }
  if (contentType !== undefined) {
    checkHeader(where, "Content-Type", contentType, `${label}.contentType`);
  }
}

/**
 * Checks a fault plan: an object whose keys are route names, each holding a fault or a list of
 * them, each fault of a known kind with only that kind's keys and values in range. Throws a
 * TypeError worded by the option checks (run inside `asFixtureError`).
 */
export function checkFaults(where: string, plan: unknown): void {
  const routes = objectArg(where, "options.faults", plan);
  knownKeysOnly(where, routes, Object.keys(ROUTE_PLACEHOLDERS), "options", "faults.");
  for (const [route, faults] of Object.entries(routes)) {
    if (faults === undefined) continue;
    const label = `options.faults.${route}`;
    if (!Array.isArray(faults)) checkFault(where, label, faults);
    else faults.forEach((fault: unknown, i) => checkFault(where, `${label}[${i}]`, fault));
  }
}
