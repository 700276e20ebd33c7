// Without an `onWarning`, a skipped or repeated item must still not go unsaid because nobody knew
// to ask: each warning code is logged once per run, with what it means for the data.
import type { PaginationWarning, PaginationWarningCode } from "../warning.js";

/** Something that takes warnings: a client's `logger` (`{ debug?, warn? }`), or `console`. */
export interface WarningLogger {
  warn?(message: string, details: Readonly<Record<string, unknown>>): void;
}

// What a warning means for the data; every warning that ends a run means the same.
const ENDED = "the run ended early: later items may be missing";
const EITHER = "items may have been skipped or repeated";
const EFFECT: Readonly<Record<string, string>> = {
  "server-warning": "the server's own warning about its response",
  "total-changed": `the data changed mid-run: ${EITHER}`,
  "count-mismatch": `the items do not add up to the count: ${EITHER}`,
  "duplicates-dropped":
    "the server sent items again in place of others: items may have been skipped",
};

/** One run's reporter: the first warning of each code to `logger.warn`, else `console.warn`. */
export function logOnce(
  where: string,
  logger: WarningLogger | undefined,
): (warning: PaginationWarning) => void {
  const logged = new Set<PaginationWarningCode>();
  return ({ code, message, ended }) => {
    if (logged.has(code)) return;
    logged.add(code);
    (logger ?? console).warn?.(
      `owned-products-sdk: ${where}: pagination warning "${code}": ${ended ? ENDED : EFFECT[code]} ` +
        "(logged once per run; pass onWarning to handle each)",
      { code, message, ended },
    );
  };
}
