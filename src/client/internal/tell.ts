import { safeString } from "../../internal/safe-string.js";
import type { ClientLogger } from "../types.js";

/** Hands `report` to the user's `callback`: what it throws is logged, never failing the call. */
export function tell<R extends { readonly resource: string }>(
  name: string,
  callback: (report: R) => void,
  report: R,
  logger: ClientLogger | undefined,
): void {
  try {
    callback(report);
  } catch (error) {
    (logger ?? console).warn?.(`owned-products-sdk: ${name} threw`, {
      resource: report.resource,
      error: error instanceof Error ? error.message : safeString(error),
    });
  }
}
