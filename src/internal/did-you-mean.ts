/** Edit distance, a swap of two neighbouring letters counted as one edit (`prot` for `port`). */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        swapped ? (before[j - 2] ?? 0) + 1 : Infinity,
      );
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name a misspelt `word` most likely meant: a case slip, a name cut short, or at most
 * two edits off (one under 5 letters). A word far longer than every name is not compared, so a
 * megabyte of a word costs one pass, not a distance table.
 */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  if (word.length > Math.max(0, ...known.map((name) => name.length)) + 2) return undefined;
  const lower = word.toLowerCase();
  const found =
    known.find((name) => name.toLowerCase() === lower) ??
    known.find((name) => lower.length >= 3 && name.toLowerCase().startsWith(lower));
  if (found !== undefined) return found;
  let best: string | undefined;
  let bestDistance = word.length >= 5 ? 3 : 2; // one more than the edits allowed
  for (const name of known) {
    // `timout` for `timeoutMs`: the unit left out and a typo besides.
    const stem = name.replace(/Ms$/, "").toLowerCase();
    const d = Math.min(distance(lower, name.toLowerCase()), distance(lower, stem));
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

/** ` (did you mean \`x\`?)`, or nothing: the tail of an "unknown option" message. */
export function suggestion(word: string, known: readonly string[]): string {
  const guess = didYouMean(word, known);
  return guess === undefined ? "" : ` (did you mean \`${guess}\`?)`;
}
