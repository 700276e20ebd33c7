// A slot is leased, not owned: a process that dies without giving its slots back loses them when
// their leases expire (leaseMs). So a live process renews every lease it holds, in one RENEW
// every leaseMs / 3 for all of them, and forgets a lease Redis says has expired (its slot may be
// another's now: it is never taken again).

/** The leases this process holds, renewed while it holds any. */
export interface Leases {
  /** A slot was taken under `lease`: renewed from now on. */
  took(lease: string): void;
  /** The slot of `lease` is given back: no longer renewed. */
  gave(lease: string): void;
  /** Stops renewing. */
  close(): void;
}

/**
 * The leases of one coordination; `renew` sends one RENEW for `held` and resolves to the tokens
 * Redis lost (or to `undefined` when it got no answer).
 */
export function leases(leaseMs: number, renew: (held: string[]) => Promise<unknown>): Leases {
  const tokens = new Set<string>();
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    took: (lease) => {
      tokens.add(lease);
      timer ??= setInterval(() => {
        if (tokens.size === 0) {
          clearInterval(timer);
          timer = undefined;
          return;
        }
        void renew([...tokens]).then((lost) => {
          for (const each of (lost as string[] | undefined) ?? []) tokens.delete(each);
        });
      }, leaseMs / 3);
      // Renewing alone does not keep the process alive.
      (timer as { unref?: () => void }).unref?.();
    },
    gave: (lease) => void tokens.delete(lease),
    close: () => clearInterval(timer),
  };
}
