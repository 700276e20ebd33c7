// Iteration options in the first argument of `searchAll` / `listAll` would otherwise be sent as
// search filters: they are refused with a message that shows where they go.
const ITERATION_OPTIONS = [
  "concurrency",
  "signal",
  "onWarning",
  "maxItems",
  "maxPages",
  "dedupe",
  "dedupeHorizon",
  "zeroBased",
  "headers",
  "timeoutMs",
];

/** Throws when the parameters of `method` hold an iteration option. */
export function rejectIterationOptions(params: object | undefined, method: string): void {
  if (typeof params !== "object" || params === null) return;
  const misplaced = ITERATION_OPTIONS.find((key) => key in params);
  if (misplaced !== undefined) {
    throw new TypeError(
      `\`${misplaced}\` is an iteration option of ${method}: pass it in the second argument, ` +
        `e.g. ${method}({ limit: 100 }, { ${misplaced}: … })`,
    );
  }
}
