// The checks smoke-checks.mjs runs, in order: every runtime must pass all of them, so a check
// that is silently skipped fails its runtime's test.
export const expectedChecks = [
  "the root entry and /schemas load",
  "a purchase history parses",
  "the fast path returns a valid payload as it is",
  "an input left to zod parses as zod parses it",
  "a bad field fails with its path",
  "a tenant page parses and its secrets are redacted",
  "client.purchaseHistory.get",
  "client.tenants.listAll walks every page",
];

// The client's documented behaviours that behaviour-checks.mjs runs after them, in order, against
// behaviour-api.ts: every runtime must behave alike.
export const expectedBehaviourChecks = [
  "a get resolves to the validated body",
  "a bad body is a ValidationError naming each path",
  "an error status is an HttpError with its body masked",
  "a 503 with Retry-After is retried after the hint",
  "a stalled attempt is a TimeoutError",
  "a refused connection is a NetworkError, retried",
  "a network error's message masks a secret of the query",
  "a body cut off mid-stream is a NetworkError, retried",
  "a corrupt gzip body is a NetworkError, retried, its URL's secret masked",
  "a misframed response is a NetworkError, its URL's secret masked",
  "an abort rejects with the signal's reason",
  "an abort without a reason rejects with an AbortError DOMException",
  "a cross-origin redirect drops the credentials",
  "a same-origin redirect keeps the credentials",
  "a Content-Length over maxResponseBytes is a ResponseTooLargeError",
  "an endless body is cut at maxResponseBytes",
  "more bytes than the Content-Length announces are cut where it says",
  "a gzip bomb announcing its compressed length is cut at maxResponseBytes",
  "a constructed response with a lying Content-Length is cut at maxResponseBytes",
  "searchAll walks 3 windows",
  "invalidItems skip leaves out an invalid element and pages on",
];

// The diagnostics channel's checks that channel-checks.mjs runs last, in order, on the runtimes
// that have node:diagnostics_channel (smoke.mjs: Node, Bun, Deno; edge.test.ts: workerd with
// nodejs_compat).
export const expectedChannelChecks = [
  "the channel publishes a call's start and end, its facts masked",
  "the channel publishes a failed call's error, the SDK's own",
  "nothing is published once every subscriber has left",
];
