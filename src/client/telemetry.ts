/**
 * A call as it starts: the operation, its route template, the URL (secrets masked), and the
 * `parent` run (what {@link Telemetry.run} returned), if any.
 *
 * @example
 * ```ts
 * const name = (call: TelemetryCall) => `${call.method} ${call.route}`; // "GET /tenants"
 * ```
 * @group Telemetry
 */
export interface TelemetryCall {
  /** The operation called, e.g. `tenants.list`. */
  readonly operation: string;
  readonly method: string;
  /** The route's path template under the base URL's path, e.g. `/v1/tenants/{tenantId}/purchase-history`. */
  readonly route: string;
  /** The full URL, query secrets masked. */
  readonly url: string;
  /** The watch of the run (`searchAll`, `listAll`, `getMany`) the call is part of, if any. */
  readonly parent: unknown;
}

/**
 * An attempt as it starts: its number (from 1), the wait before it (0 for the first), why the
 * previous one failed, and its request headers, to which a propagator may add (`traceparent`).
 *
 * @example
 * ```ts
 * const line = (a: TelemetryAttempt) => `attempt ${a.attempt} after ${a.waitMs} ms (${a.reason})`;
 * ```
 * @group Telemetry
 */
export interface TelemetryAttempt {
  readonly attempt: number;
  readonly waitMs: number;
  readonly reason: string | undefined;
  readonly headers: Headers;
}

/**
 * How a call ended: the last status, the attempts sent, the error (an SDK error, a bad argument's
 * `TypeError` or an abort's reason; `undefined` on success), and how many invalid elements
 * `invalidItems: "skip"` left out.
 *
 * @example
 * ```ts
 * const failed = (end: TelemetryCallEnd) => end.error !== undefined;
 * ```
 * @group Telemetry
 */
export interface TelemetryCallEnd {
  readonly status: number | undefined;
  readonly attempts: number;
  readonly error: unknown;
  /** Elements of the response's lists left out by `invalidItems: "skip"` (0 when none). */
  readonly skippedItems: number;
}

/**
 * What watches one call: told of each attempt, and of the end.
 *
 * @example
 * ```ts
 * const watch: TelemetryCallWatch = { end: ({ status }) => console.log("done", status) };
 * ```
 * @group Telemetry
 */
export interface TelemetryCallWatch {
  /** Told as each attempt starts, before its request is sent. */
  attempt?(attempt: TelemetryAttempt): void;
  /** Told once, when the call resolves or rejects. */
  end(end: TelemetryCallEnd): void;
}

/**
 * What watches one paginated run or `getMany`: its calls carry it as their `parent`, and it is
 * told when the run ends.
 *
 * @example
 * ```ts
 * const watch: TelemetryRunWatch = { end: (error) => console.log("run over", error) };
 * ```
 * @group Telemetry
 */
export interface TelemetryRunWatch {
  /** Told once, when the run ends (done, `break`, abort, or failure with `error`). */
  end(error?: unknown): void;
}

/**
 * The client's `telemetry` option: told when each call and run starts, it returns what watches it
 * (or nothing). What it throws is ignored.
 *
 * @example
 * ```ts
 * const log: Telemetry = {
 *   call: (call) => ({ end: (end) => console.log(call.operation, end.status, end.attempts) }),
 * };
 * const client = createClient({ baseUrl: "https://api.example.com", telemetry: log });
 * ```
 * @group Telemetry
 */
export interface Telemetry {
  /** Told as each call starts; returns what watches it, or nothing. */
  call(call: TelemetryCall): TelemetryCallWatch | undefined;
  /** Told as each `getMany`, `searchAll` or `listAll` run starts; returns what watches it. */
  run?(run: { readonly operation: string }): TelemetryRunWatch | undefined;
}
