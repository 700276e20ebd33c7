import type { RequestSummary } from "../request-error.js";

/** Where and how often: `GET /owned-products/7 (3 attempts, waited 600 ms, 650 ms in total)`. */
export function describeRequest({ method, url, attempts, waitedMs, elapsedMs }: RequestSummary) {
  let path = url;
  try {
    const parsed = new URL(url);
    path = parsed.pathname + parsed.search;
  } catch {
    // keep the URL as given
  }
  const times = `waited ${Math.round(waitedMs)} ms, ${Math.round(elapsedMs)} ms in total`;
  return `${method} ${path} (${attempts} attempt${attempts === 1 ? "" : "s"}, ${times})`;
}
