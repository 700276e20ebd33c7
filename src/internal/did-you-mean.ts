// "Did you mean" for a misspelt option: the known name closest to what was written, if it is close
// enough to be a typo (a case slip, a name cut short, or at most two letters off for longer names).

/** The edit distance between two words: insertions, deletions, substitutions, transpositions. */
function distance(a: string, b: string): number {
  const width = b.length + 1;
  const cells = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => cells[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) cells[i * width] = i;
  for (let j = 0; j <= b.length; j++) cells[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      cells[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The known name `word` most likely meant, or undefined when none is close. */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const caseSlip = known.find((name) => name.toLowerCase() === lower);
  if (caseSlip !== undefined) return caseSlip;
  // A name cut short: `page` for `pageNumber`, `timeout` for `timeoutMs`.
  const completed = known.find((name) => lower.length >= 3 && name.toLowerCase().startsWith(lower));
  if (completed !== undefined) return completed;
  const limit = word.length >= 5 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const d = distance(lower, name.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

/** ` (did you mean \`x\`?)`, or nothing: the tail of an "unknown option" message. */
export function suggestion(word: string, known: readonly string[]): string {
  const guess = didYouMean(word, known);
  return guess === undefined ? "" : ` (did you mean \`${guess}\`?)`;
}
