import { int32 } from "../../schemas/primitives.js";
import { defaultRoutes, type Routes, type RoutesOverride } from "../routes.js";
import { resolveRoutes, ROUTE_PLACEHOLDERS } from "./resolve-routes.js";

const PLACEHOLDER = /\{([^{}]*)\}/g;

function checkPath(route: keyof Routes, path: unknown): void {
  const where = `\`routes.${route}.path\``;
  if (typeof path !== "string" || path.trim() === "") {
    throw new TypeError(`${where} must be a non-empty string`);
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith("//")) {
    throw new TypeError(`${where} must be a path relative to \`baseUrl\`, not a URL`);
  }
  const found = [...path.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const expected = ROUTE_PLACEHOLDERS[route];
  for (const name of found) {
    if (name === undefined || !expected.includes(name)) {
      throw new TypeError(
        `${where} holds an unknown placeholder {${name ?? ""}}` +
          (expected.length ? `; it may hold {${expected.join("}, {")}}` : "; it takes none"),
      );
    }
  }
  for (const name of expected) {
    if (!found.includes(name)) throw new TypeError(`${where} must hold {${name}}`);
  }
}

function checkParam(route: keyof Routes, key: string, value: unknown): void {
  if (typeof value !== "string" || !/^[^\s&=#]+$/.test(value)) {
    throw new TypeError(`\`routes.${route}.${key}\` must be a query parameter name`);
  }
}

/**
 * Checks the `routes` option and fills in the default of every part left out.
 */
export function checkRoutes(override: unknown): Routes {
  if (override !== undefined && (typeof override !== "object" || override === null)) {
    throw new TypeError("`routes` must be an object of route overrides");
  }
  for (const [route, parts] of Object.entries(override ?? {})) {
    if (!Object.hasOwn(defaultRoutes, route))
      throw new TypeError(`Unknown route \`routes.${route}\``);
    if (parts === undefined) continue;
    if (typeof parts !== "object" || parts === null) {
      throw new TypeError(`\`routes.${route}\` must be an object`);
    }
    for (const key of Object.keys(parts)) {
      if (!Object.hasOwn(defaultRoutes[route as keyof Routes], key)) {
        throw new TypeError(`Unknown option \`routes.${route}.${key}\``);
      }
    }
  }
  const routes = resolveRoutes(override as RoutesOverride | undefined);
  for (const route of Object.keys(routes) as (keyof Routes)[]) {
    for (const [key, value] of Object.entries(routes[route])) {
      if (key === "path") checkPath(route, value);
      else checkParam(route, key, value);
    }
  }
  return routes;
}

/**
 * Rejects an id that is not an int32 (docs/contract.md 2: every id is "integer int32") before any
 * request is sent, so `get(NaN)` or `get("7; DROP")` never reaches the server.
 */
export function checkId(name: string, value: unknown): number {
  if (!int32.safeParse(value).success) {
    const shown = typeof value === "number" ? String(value) : typeof value;
    throw new TypeError(`\`${name}\` must be an int32 integer, got ${shown}`);
  }
  return value as number;
}

/**
 * The path with each `{name}` replaced by its URL-encoded value.
 */
export function fillPath(template: string, values: Readonly<Record<string, number>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}
