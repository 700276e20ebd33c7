// The checks of this entry's own arguments, worded as the core's are (`<where>: unknown option
// `x` (did you mean `y`?); known: …`): the entry reaches the core only through the package's
// public API, which does not export the core's checks, so the little it needs is here. A slip of
// case or a name cut short or run on (`pagesize`, `page`, `onWarnings`) is matched; an edit
// distance would cost this entry a third of its size.

/**
 * Throws a `TypeError` for a key of `given` that is not `known`.
 * With `open`, the keys go on to the client, which checks them itself: only a slip of a `known`
 * name (`onwarning`) is refused here, since the client would not know what was meant.
 */
export function checkKeys(
  where: string,
  noun: "option" | "parameter",
  given: unknown,
  known: readonly string[],
  open = false,
): void {
  // `Object(given)`: a value that is not an object has no keys to check (its type says more).
  for (const key of Object.keys(Object(given))) {
    const word = key.toLowerCase();
    const guess = known.find((name) => {
      const lower = name.toLowerCase();
      return word.length > 2 && (lower.startsWith(word) || word.startsWith(lower));
    });
    if (known.includes(key) || (open && !guess)) continue;
    throw new TypeError(
      `${where}: unknown ${noun} \`${key}\`${guess ? ` (did you mean \`${guess}\`?)` : ""}` +
        (open ? "" : `; known: ${known.join(", ")}`),
    );
  }
}

/** Throws a `TypeError` unless `value` is a function or undefined. */
export function checkFunction(where: string, label: string, value: unknown): void {
  if (value !== undefined && typeof value !== "function") {
    throw new TypeError(`${where}: ${label} must be a function, got a ${typeof value}`);
  }
}

/**
 * Throws a `TypeError` for a `signal` in a query's SDK options: TanStack gives each query its
 * own, which would replace it without a word (a query its caller thought aborted would run on).
 */
export function checkNoSignal(where: string, given: unknown): void {
  if ((Object(given) as { signal?: unknown }).signal !== undefined) {
    throw new TypeError(
      `${where}: options.signal is not taken: TanStack Query gives the query its own, ` +
        "aborted when the query is cancelled (queryClient.cancelQueries)",
    );
  }
}
