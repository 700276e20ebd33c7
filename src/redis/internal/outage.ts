// Redis is not a single point of failure: when it is down, refuses or does not answer, the
// coordination steps aside (calls go on under each process's own limits), says so once per
// outage, and looks again every second until Redis answers.
import type { ClientLogger } from "owned-products-sdk";

/** What to look at, in the warning of an outage. */
const CHECK = "check that Redis is up, and the address and password of the client given as `redis`";

/** How often an outage is probed, in ms. */
const PROBE_MS = 1_000;

/** Error text with any password of a Redis URL masked (`redis://user:secret@host`). */
export function describeCause(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\/\/[^/@\s]*@/g, "//***@");
}

/** The connection is not ready: what it last heard says what to fix (a refused port, a password). */
export function notReady(last: unknown): Error {
  const why = last === undefined ? "down or refusing" : `last error: ${describeCause(last)}`;
  return new Error(`the Redis connection is not ready (${why})`);
}

/** An answer that did not come within the command deadline. */
export class NoAnswer extends Error {
  override name = "NoAnswer" as const;
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms (commandTimeoutMs)`);
  }
}

/** `promise`, or a rejection with NoAnswer after `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(ms)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Whether Redis answers, as the coordination last saw it. */
export interface Health {
  /** `undefined` while Redis answers; the cause of the outage otherwise. */
  readonly down: string | undefined;
  /** An outage began (or goes on): warns once per outage, and starts probing. */
  failed(error: unknown): void;
  /** Stops probing. */
  close(): void;
}

/**
 * The health of one coordination; `probe` sends one cheap command (it rejects while Redis is
 * out); `loggers` hear one warning per outage, and a debug line when it ends.
 */
export function health(
  namespace: string,
  loggers: ReadonlySet<ClientLogger>,
  whenUnavailable: "proceed" | "fail",
  probe: () => Promise<unknown>,
): Health {
  const meanwhile =
    whenUnavailable === "fail"
      ? "calls fail until it answers"
      : "calls go on under this process's own limits";
  let down: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      probe().then(
        () => {
          const cause = down;
          down = undefined;
          timer = undefined;
          for (const logger of loggers) {
            logger.debug?.("owned-products-sdk: Redis coordination resumed", { namespace, cause });
          }
        },
        () => schedule(),
      );
    }, PROBE_MS);
    (timer as { unref?: () => void }).unref?.();
  };
  return {
    get down() {
      return down;
    },
    failed(error) {
      if (down !== undefined) return;
      down = describeCause(error);
      for (const logger of loggers) {
        logger.warn?.(
          `owned-products-sdk: Redis coordination unavailable; ${meanwhile}; ${CHECK}`,
          {
            namespace,
            cause: down,
          },
        );
      }
      schedule();
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
