// Where a run's warnings go when the user passes no `onWarning`: to the client's `logger.warn`,
// or `console.warn`, once per run and code, saying what the warning means for the data. A
// skipped or repeated item must not go unsaid because nobody knew to ask.
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

/**
 * The reporter of one run that names `where`: the first warning of each code goes to
 * `logger.warn` (to `console.warn` when there is no logger), the others of that code nowhere.
 */
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
