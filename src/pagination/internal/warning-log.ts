// Where a run's warnings go when the user passes no `onWarning`: to the client's `logger.warn`,
// or `console.warn`, once per run and code, saying what the warning means for the data. A
// skipped or repeated item must not go unsaid because nobody knew to ask.
import type { PaginationWarning, PaginationWarningCode } from "../warning.js";

/** Something that takes warnings: a client's `logger` (`{ debug?, warn? }`), or `console`. */
export interface WarningLogger {
  warn?(message: string, details: Readonly<Record<string, unknown>>): void;
}

const ENDED = "the run ended early: items after this point may be missing";
const EFFECT: Readonly<Record<PaginationWarningCode, string>> = {
  "server-warning": "the server's own warning about its response",
  "empty-page": ENDED,
  "repeated-offset": ENDED,
  "repeated-page": ENDED,
  "unexpected-offset": ENDED,
  "unexpected-page": ENDED,
  "total-growing": ENDED,
  "total-changed": "the data changed mid-run: items may have been skipped or may repeat",
  "count-mismatch": "the items do not add up to the count: some may have been skipped or repeated",
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
      `owned-products-sdk: ${where}: pagination warning "${code}": ${EFFECT[code]} ` +
        "(logged once per run; pass onWarning to handle each warning)",
      { code, message, ended },
    );
  };
}
