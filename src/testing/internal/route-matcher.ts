import { FixtureError } from "../fixture-error.js";

/**
 * A compiled route: the RegExp msw matches and a reader of the template's placeholders.
 */
export interface RouteMatcher {
  /** Matches the full URL, query and hash excluded, as msw compares it. */
  readonly pattern: RegExp;
  /** The query parameters the template fixes (`/history?tenant={tenantId}` fixes `tenant`). */
  readonly fixedQuery: readonly string[];
  /**
   * The decoded value of each placeholder, by name; undefined when the URL does not match, or
   * lacks a query parameter the template fixes (msw then tries the next handler).
   */
  readonly params: (url: URL) => Readonly<Record<string, string>> | undefined;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;
const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%": the id is then simply unknown
  }
}

/**
 * Compiles `baseUrl` + a path template of the routes (`/tenants/{tenantId}/purchase-history`)
 * into a RegExp. The base is a prefix, path included: `https://api.example.com/v1` + `/tenants`
 * is `https://api.example.com/v1/tenants`. A relative base (`/api`, or `""`) matches on any
 * origin, as a browser app calling its own host does. RegExps, not msw path strings, so that any
 * template works with msw 2 and 3 alike, whatever characters it holds.
 */
export function routeMatcher(
  baseUrl: string,
  template: string,
  required: readonly string[] = [],
): RouteMatcher {
  let prefix: string;
  if (ABSOLUTE.test(baseUrl)) {
    const base = new URL(baseUrl);
    prefix = escapeRegExp(`${base.origin}${base.pathname}`.replace(/\/+$/, ""));
  } else {
    prefix = `[a-z][a-z\\d+.-]*://[^/]+${escapeRegExp(baseUrl.replace(/\/+$/, ""))}`;
  }
  // A template may fix part of the query, as the client allows: `/history?tenant={tenantId}`.
  const queryAt = template.indexOf("?");
  const pathPart = queryAt < 0 ? template : template.slice(0, queryAt);
  const fixed = [...new URLSearchParams(queryAt < 0 ? "" : template.slice(queryAt + 1))];
  const path = pathPart.startsWith("/") ? pathPart : `/${pathPart}`;
  const names: string[] = [];
  let source = "";
  let last = 0;
  for (const match of path.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(path.slice(last, match.index))}([^/]+)`;
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(path.slice(last));
  const queryNames = fixed.flatMap(([, value]) => /^\{(\w+)\}$/.exec(value)?.slice(1) ?? []);
  for (const name of required) {
    if (!names.includes(name) && !queryNames.includes(name)) {
      throw new FixtureError(`the route "${template}" must hold the placeholder {${name}}`);
    }
  }
  const pattern = new RegExp(`^${prefix}${source}$`);
  return {
    pattern,
    fixedQuery: fixed.map(([name]) => name),
    params(url) {
      const match = pattern.exec(`${url.origin}${url.pathname}`);
      if (match === null) return undefined;
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = decode(match[i + 1] ?? "")));
      for (const [name, value] of fixed) {
        const actual = url.searchParams.get(name);
        const placeholder = /^\{(\w+)\}$/.exec(value)?.[1];
        if (actual === null || (placeholder === undefined && actual !== value)) return undefined;
        if (placeholder !== undefined) params[placeholder] = actual;
      }
      return params;
    },
  };
}
