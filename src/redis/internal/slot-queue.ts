// The calls of this process that find the fleet full wait here, in order, and the queue is served
// one ENTER at a time, so that no call overtakes one that waits. It is woken at once by a slot
// freed here or elsewhere (a PUBLISH), or, failing both, when the earliest lease expires.
import { type Entry, OUT, type Waiter, waitTurn } from "./waiting.js";

/** The queue of one coordination. */
export interface SlotQueue {
  /** Runs ENTER for `waiter`, behind the calls already waiting; when the fleet is full, waits. */
  enter(waiter: Omit<Waiter, "settle">, signal: AbortSignal | undefined): Promise<Entry>;
  /** A slot was freed: the head of the queue tries again at once. */
  wake(): void;
  /** Every waiting call goes on at once, uncoordinated (an outage, or close). */
  letGo(): void;
  /** Stops the timer. */
  close(): void;
}

/**
 * The queue of one coordination: `tryEnter` runs ENTER once, and `giveBack` returns the slot
 * of a call that got one after it was aborted.
 */
export function slotQueue(
  tryEnter: (waiter: Omit<Waiter, "settle">) => Promise<Entry>,
  giveBack: (lease: string) => void,
): SlotQueue {
  const queue: Waiter[] = [];
  let pumping = false;
  /** Counts the wakes, so that one during an ENTER is not missed. */
  let wakes = 0;
  let pumpTimer: ReturnType<typeof setTimeout> | undefined;

  const letGo = () => {
    for (const waiter of queue.splice(0)) waiter.settle(OUT);
  };

  /** Serves the queue in order, one script at a time; waits for a wake when the fleet is full. */
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    clearTimeout(pumpTimer);
    pumpTimer = undefined;
    try {
      while (queue.length > 0) {
        const head = queue[0] as Waiter;
        const seen = wakes;
        const entry = await tryEnter(head);
        if (entry.kind === "full") {
          if (wakes !== seen) continue; // a slot was freed while the script ran
          // Not unref'd: calls waiting for a slot keep the process alive, as a fetch does.
          pumpTimer = setTimeout(() => void pump(), Math.max(1, entry.ms));
          return;
        }
        if (entry.kind === "out") return letGo();
        if (queue[0] === head) {
          queue.shift();
          head.settle(entry);
        } else if (entry.kind === "go") giveBack(head.token); // aborted meanwhile
      }
    } finally {
      pumping = false;
    }
  };

  return {
    enter: async (waiter, signal) => {
      const seen = wakes;
      const entry =
        queue.length > 0 ? await waitTurn(queue, waiter, signal) : await tryEnter(waiter);
      if (entry.kind !== "full") return entry;
      const turn = waitTurn(queue, waiter, signal);
      if (wakes !== seen) void pump();
      else if (!pumping && pumpTimer === undefined) {
        pumpTimer = setTimeout(() => void pump(), Math.max(1, entry.ms));
      }
      return turn;
    },
    wake: () => {
      wakes += 1;
      if (queue.length > 0) void pump();
    },
    letGo,
    close: () => clearTimeout(pumpTimer),
  };
}
