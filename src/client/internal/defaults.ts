/**
 * Every default of the client, in one place: what an option left out becomes (the routes'
 * defaults are the public `defaultRoutes`). docs/client.md lists the same values.
 */
export const CLIENT_DEFAULTS = {
  headers: { accept: "application/json" },
  auth: { headerName: "Authorization", scheme: "Bearer" },
  // Long enough for a slow page of tenants, short enough that a dead server is noticed.
  timeoutMs: 30_000,
  retry: {
    limit: 2,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    // A hint beyond a minute fails the call rather than blocking it (see call.ts).
    maxRetryAfterMs: 60_000,
    jitter: true,
    shouldRetry: undefined,
  },
  validation: "default",
  // Lets a 20 MB purchase history through with room to spare; a hostile body stops here.
  maxResponseBytes: 64 * 1024 * 1024,
  maxConcurrency: Number.POSITIVE_INFINITY,
  maxRedirects: 5,
} as const;
