/**
 * The error of a call made while Redis does not answer, by a `redisCoordination` made with
 * `whenUnavailable: "fail"`. `cause` says why (a password of a Redis URL masked).
 *
 * @example
 * ```ts
 * try {
 *   await client.tenants.list({ pageNumber: 1, pageSize: 50 });
 * } catch (error) {
 *   // Redis is out, and calls were made to fail rather than go on uncoordinated.
 *   if (error instanceof CoordinationUnavailableError) console.warn(error.message);
 * }
 * ```
 * @group Redis
 */
export class CoordinationUnavailableError extends Error {
  override readonly name = "CoordinationUnavailableError" as const;
  /** The coordination's namespace. */
  readonly namespace: string;

  constructor(namespace: string, cause: string) {
    super(
      `Redis coordination "${namespace}" is unavailable (${cause}); the call was not sent. ` +
        "Retry once Redis answers (check that it is up, and the address and password of the " +
        'client given as `redis`), or use whenUnavailable: "proceed" to go on under the ' +
        "process's own limits",
      { cause },
    );
    this.namespace = namespace;
  }
}
