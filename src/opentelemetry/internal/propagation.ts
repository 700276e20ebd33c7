// Which requests carry the trace context. A `traceparent` (or any header a propagator adds) on a
// cross-origin request from a browser makes it "non-simple": the browser first sends a CORS
// preflight, which the server must allow. So by default a page (or a worker: wherever there is a
// `location`) sends it to its own origin only, as OpenTelemetry's fetch instrumentation does;
// a server runtime, which has no origin and no preflight, sends it everywhere.
import { propagation, type Context, type TextMapSetter } from "@opentelemetry/api";
import { mustBe } from "./option-checks.js";

/** Whether a call to `url` (its masked text as `shown`) carries the trace context. */
export type PropagationRule = (url: URL, shown: string) => boolean;

/** The origin of the page or worker this runs in, if any (Deno throws without `--location`). */
function ownOrigin(): string | undefined {
  try {
    const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
    return typeof origin === "string" ? originOf(origin) : undefined;
  } catch {
    return undefined;
  }
}

/** The origin of an absolute http(s) URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return /^https?:/.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** The rule of the `propagate` option, checked: a wrong value throws a TypeError naming it. */
export function propagationRule(option: unknown): PropagationRule {
  const where = "openTelemetry";
  if (option === undefined) {
    const own = ownOrigin();
    return own === undefined ? () => true : (url) => url.origin === own;
  }
  if (typeof option === "boolean") return () => option;
  if (typeof option === "function") {
    const allows = option as (url: string) => unknown;
    // A rule that throws sends nothing: the call goes on.
    return (_url, shown) => {
      try {
        return allows(shown) === true;
      } catch {
        return false;
      }
    };
  }
  const rule = 'true, false, a list of origins (["https://api.example.com"]) or a function';
  if (!Array.isArray(option)) mustBe(where, "options.propagate", rule, option);
  const origins = new Set<string>();
  (option as readonly unknown[]).forEach((origin, index) => {
    const parsed = typeof origin === "string" ? originOf(origin) : undefined;
    if (parsed === undefined || parsed !== (origin as string).replace(/\/$/, "")) {
      const label = `options.propagate[${index}]`;
      mustBe(
        where,
        label,
        'an origin: scheme, host and port only ("https://api.example.com")',
        origin,
      );
    }
    origins.add(parsed);
  });
  return (url) => origins.has(url.origin);
}

const setter: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

/** Adds the context's headers (`traceparent`, …) to `headers`, by the global propagator. */
export function inject(context: Context, headers: Headers): void {
  propagation.inject(context, headers, setter);
}
