import { FixtureError } from "./fixture-error.js";

/** A compiled route: the RegExp msw matches and a reader of the path's placeholders. */
export interface RouteMatcher {
  /** Matches the full URL, query and hash excluded, as msw compares it. */
  readonly pattern: RegExp;
  /** The decoded value of each placeholder of the template, by name; undefined when no match. */
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
  required: string[] = [],
): RouteMatcher {
  let prefix: string;
  if (ABSOLUTE.test(baseUrl)) {
    const base = new URL(baseUrl);
    prefix = escapeRegExp(`${base.origin}${base.pathname}`.replace(/\/+$/, ""));
  } else {
    prefix = `[a-z][a-z\\d+.-]*://[^/]+${escapeRegExp(baseUrl.replace(/\/+$/, ""))}`;
  }
  const path = template.startsWith("/") ? template : `/${template}`;
  const names: string[] = [];
  let source = "";
  let last = 0;
  for (const match of path.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(path.slice(last, match.index))}([^/]+)`;
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(path.slice(last));
  for (const name of required) {
    if (!names.includes(name)) {
      throw new FixtureError(`the route "${template}" must hold the placeholder {${name}}`);
    }
  }
  const pattern = new RegExp(`^${prefix}${source}$`);
  return {
    pattern,
    params(url) {
      const match = pattern.exec(`${url.origin}${url.pathname}`);
      if (match === null) return undefined;
      return Object.fromEntries(names.map((name, i) => [name, decode(match[i + 1] ?? "")]));
    },
  };
}
