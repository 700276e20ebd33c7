import type { RequestSummary } from "../request-error.js";

/** Where and how often: `GET /owned-products/7 (3 attempts, waited 600 ms, 650 ms in total)`. */
export function describeRequest(summary: RequestSummary): string {
  let path = summary.url;
  try {
    const url = new URL(summary.url);
    path = url.pathname + url.search;
  } catch {
    // keep the URL as given
  }
  const attempts = summary.attempts === 1 ? "1 attempt" : `${summary.attempts} attempts`;
  const waited = Math.round(summary.waitedMs);
  const elapsed = Math.round(summary.elapsedMs);
  return `${summary.method} ${path} (${attempts}, waited ${waited} ms, ${elapsed} ms in total)`;
}
