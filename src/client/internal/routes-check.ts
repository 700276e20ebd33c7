import { invalid, knownKeysOnly, mustBe, shownUrl } from "../../internal/option-checks/index.js";
import { defaultRoutes, type Routes } from "../routes.js";

/** The placeholders each route's path must hold: the id the operation is about. */
export const ROUTE_PLACEHOLDERS: { readonly [K in keyof Routes]: readonly string[] } = {
  purchaseHistory: ["tenantId"],
  ownedProduct: ["ownedProductId"],
  searchOwnedProducts: [],
  listTenants: [],
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

function checkPath(where: string, label: string, route: keyof Routes, path: unknown): void {
  // A path is shown as a URL is: a secret-named query parameter's value masked.
  const wrong: (rule: string) => never = (rule) => mustBe(where, label, rule, path, shownUrl);
  if (typeof path !== "string" || path.trim() === "") {
    wrong('a non-empty string, e.g. "/tenants"');
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith("//")) {
    wrong("a path relative to options.baseUrl, not a URL");
  }
  // fetch never sends a fragment, and the query would be appended after it: dropped too.
  if (path.includes("#")) wrong("a path without a fragment (#)");
  const found = [...path.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const expected = ROUTE_PLACEHOLDERS[route];
  for (const name of found) {
    if (name === undefined || !expected.includes(name)) {
      invalid(
        where,
        label,
        `holds an unknown placeholder {${name ?? ""}}` +
          (expected.length ? `; it may hold {${expected.join("}, {")}}` : "; it takes none"),
      );
    }
  }
  for (const name of expected) {
    if (!found.includes(name)) wrong(`a path that holds {${name}}`);
  }
}

/**
 * Checks the `routes` option and fills in the default of every part left out; messages name it
 * `label` (the CLI's file says its own).
 */
export function checkRoutes(
  override: unknown,
  where = "createClient",
  label = "options.routes",
): Routes {
  if (override !== undefined && (typeof override !== "object" || override === null)) {
    const example = '{ listTenants: { path: "/v2/tenants" } }';
    mustBe(where, label, `an object of route overrides, e.g. ${example}`, override);
  }
  const given = (override ?? {}) as Record<string, unknown>;
  // Unknown keys are named as the user wrote them: `routes.tenant`, `routes.listTenants.limit`.
  const path = `${label.replace(/^options\./, "")}.`;
  knownKeysOnly(where, given, Object.keys(defaultRoutes), "options", path);
  for (const [route, parts] of Object.entries(given)) {
    if (parts === undefined) continue;
    if (typeof parts !== "object" || parts === null) {
      // Most often a path given alone: shown as one, a secret-named query parameter masked.
      mustBe(
        where,
        `${label}.${route}`,
        'an object, e.g. { path: "/v2/tenants" }',
        parts,
        shownUrl,
      );
    }
    const known = Object.keys(defaultRoutes[route as keyof Routes]);
    knownKeysOnly(where, parts, known, "options", `${path}${route}.`);
  }
  // The defaults with the overrides applied, route by route and part by part.
  const routes: Record<string, object> = {};
  for (const [route, parts] of Object.entries(defaultRoutes)) {
    const resolved = { ...parts, ...(given[route] as object | undefined) };
    routes[route] = resolved;
    for (const [key, value] of Object.entries(resolved)) {
      const at = `${label}.${route}.${key}`;
      if (key === "path") checkPath(where, at, route as keyof Routes, value);
      else if (typeof value !== "string" || !/^[^\s&=#]+$/.test(value)) {
        mustBe(where, at, "a query parameter name (no spaces, &, = or #)", value);
      }
    }
  }
  return routes as unknown as Routes;
}
