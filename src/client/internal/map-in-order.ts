/** The outcome of one task of {@link mapInOrder}, with the input it was given. */
type Settled<I, O> =
  | { readonly ok: true; readonly input: I; readonly index: number; readonly value: O }
  | { readonly ok: false; readonly input: I; readonly index: number; readonly error: unknown };

/**
 * Runs `task` over `inputs`, at most `concurrency` at once, yielding outcomes in input order; a
 * slow task stalls none, and none starts over `2 × concurrency` places ahead of the last yielded.
 * Ending early calls `stop` (to cancel the tasks in flight).
 */
export async function* mapInOrder<I, O>(
  inputs: Iterable<I>,
  concurrency: number,
  task: (input: I, index: number) => Promise<O>,
  stop: () => void,
): AsyncGenerator<Settled<I, O>, void, undefined> {
  const iterator = inputs[Symbol.iterator]();
  const pending = new Map<number, Promise<Settled<I, O>>>();
  let started = 0;
  let yielded = 0;
  let running = 0;
  let exhausted = false;
  const fill = (): void => {
    while (!exhausted && running < concurrency && started - yielded < 2 * concurrency) {
      const next = iterator.next();
      if (next.done === true) {
        exhausted = true;
        return;
      }
      const input = next.value;
      const index = started++;
      running += 1;
      const settled = task(input, index).then(
        (value): Settled<I, O> => ({ ok: true, input, index, value }),
        (error: unknown): Settled<I, O> => ({ ok: false, input, index, error }),
      );
      pending.set(
        index,
        settled.finally(() => {
          running -= 1;
          fill();
        }),
      );
    }
  };
  try {
    fill();
    for (let head = pending.get(yielded); head !== undefined; head = pending.get(yielded)) {
      const outcome = await head;
      pending.delete(yielded);
      yielded += 1;
      fill();
      yield outcome;
    }
  } finally {
    stop();
  }
}
