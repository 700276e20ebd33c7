// The checks of openTelemetry()'s options, worded as the core's are
// (`<where>: <label> must be <rule>, got <shown>`): this entry reaches the core only through the
// package's public API, which does not export the core's checks, so the few it needs are here.

const KNOWN = ["tracerProvider", "meterProvider", "propagate"];

/** A wrong value as a message shows it: a short string quoted, anything else by its kind. */
function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, 60));
  if (value === null || (typeof value !== "object" && typeof value !== "function")) {
    return String(value);
  }
  if (Array.isArray(value)) return "an array";
  return typeof value === "function" ? "a function" : "an object";
}

/** Throws `<where>: <label> must be <rule>, got <shown>`. */
export function mustBe(where: string, label: string, rule: string, value: unknown): never {
  throw new TypeError(`${where}: ${label} must be ${rule}, got ${shown(value)}`);
}

/** `options` checked to be an object of known keys whose providers have their getter. */
export function checkOptions(options: unknown): Readonly<Record<string, unknown>> {
  const where = "openTelemetry";
  if (options === undefined) return {};
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    mustBe(where, "options", "an object", options);
  }
  for (const key of Object.keys(options)) {
    if (!KNOWN.includes(key)) {
      // The three names differ in their first four letters: a slip of case or spelling after
      // them (`tracerprovider`, `propogate`) or a name cut short (`tracer`) is one of them.
      const prefix = (name: string) => name.slice(0, 4).toLowerCase();
      const guess = KNOWN.find((name) => prefix(name) === prefix(key));
      const hint = guess ? ` (did you mean \`${guess}\`?)` : "";
      throw new TypeError(`${where}: unknown option \`${key}\`${hint}; known: ${KNOWN.join(", ")}`);
    }
  }
  const given = options as Readonly<Record<string, unknown>>;
  for (const [key, getter, rule] of [
    ["tracerProvider", "getTracer", "a TracerProvider of @opentelemetry/api"],
    ["meterProvider", "getMeter", "a MeterProvider of @opentelemetry/api"],
  ] as const) {
    const provider = given[key] as Record<string, unknown> | undefined;
    if (provider !== undefined && typeof provider?.[getter] !== "function") {
      mustBe(where, `options.${key}`, rule, provider);
    }
  }
  return given;
}
