// The client's documented behaviours, checked the same way on every runtime (Node 22, 24 and 26,
// Bun, Deno, and bundled into workerd and edge-runtime) against behaviour-api.ts: plain ESM with
// no runtime-specific API. `ok(check)` is called per check passed, `fail(check, why)` per check
// failed; every check runs, so one run shows every difference. expected-checks.ts lists them.
import * as sdk from "owned-products-sdk";

/** Runs every check against `urls` (`{ api, other, refused }`). */
export async function runBehaviourChecks(urls, ok, fail) {
  const run = String(Math.random());
  const client = sdk.createClient({
    baseUrl: urls.api,
    auth: "s3cr3t",
    headers: { "x-api-key": "k3y", "x-run": run },
    retry: { limit: 1, baseDelayMs: 10 },
  });
  const rejection = (promise) =>
    promise.then(
      (value) => ({ resolved: value }),
      (error) => error,
    );
  const describe = (error) =>
    error && typeof error === "object"
      ? `${error.constructor?.name} ${error.name}: ${error.message}`
      : String(error);

  const checks = {
    async "a get resolves to the validated body"() {
      const product = await client.ownedProducts.get(1);
      return product.ownedProductId === 1 && product.name === "Pro plan";
    },
    async "a bad body is a ValidationError naming each path"() {
      const error = await rejection(client.ownedProducts.get(2));
      const paths = (error.issues ?? []).map((issue) => issue.path.join(".")).sort();
      return (
        (error instanceof sdk.ValidationError &&
          sdk.isValidationError(error) &&
          sdk.isSdkError(error) &&
          !sdk.isHttpError(error) &&
          paths.join() === "qty,tenantId" &&
          error.message.includes("qty")) ||
        `${describe(error)} paths=${paths}`
      );
    },
    async "an error status is an HttpError with its body masked"() {
      const error = await rejection(client.ownedProducts.get(3));
      const text = `${error.message} ${JSON.stringify(error)} ${String(error)}`;
      return (
        (error instanceof sdk.HttpError &&
          sdk.isHttpError(error, 400) &&
          !sdk.isHttpError(error, 404) &&
          sdk.isRequestError(error) &&
          error.status === 400 &&
          error.attempts === 1 &&
          error.body?.password === sdk.REDACTED &&
          error.message.includes("the server says: offset must be at least 0") &&
          !text.includes("hunter2") &&
          !text.includes("s3cr3t") &&
          !text.includes("k3y")) ||
        describe(error)
      );
    },
    async "a 503 with Retry-After is retried after the hint"() {
      const waits = [];
      const logged = sdk.createClient({
        baseUrl: urls.api,
        headers: { "x-run": run },
        retry: { limit: 2, baseDelayMs: 10 },
        logger: {
          warn: (message, fields) => message.endsWith(": retry") && waits.push(fields.delayMs),
        },
      });
      const { data, attempts } = await logged.ownedProducts.get.withResponse(4);
      return (
        (data.ownedProductId === 1 && attempts === 2 && waits.join() === "1000") ||
        `attempts=${attempts} waits=${waits}`
      );
    },
    async "a stalled attempt is a TimeoutError"() {
      const error = await rejection(client.ownedProducts.get(5, { timeoutMs: 300, retry: 0 }));
      return (
        (error instanceof sdk.TimeoutError &&
          sdk.isTimeoutError(error) &&
          error.timeoutMs === 300 &&
          error.message.startsWith("Timed out after 300 ms: GET /owned-products/5")) ||
        describe(error)
      );
    },
    async "a refused connection is a NetworkError, retried"() {
      const refused = sdk.createClient({
        baseUrl: urls.refused,
        retry: { limit: 1, baseDelayMs: 10 },
      });
      const error = await rejection(refused.ownedProducts.get(1));
      return (
        (error instanceof sdk.NetworkError &&
          sdk.isNetworkError(error) &&
          error.attempts === 2 &&
          error.message.startsWith("Network error") &&
          error.cause !== undefined) ||
        describe(error)
      );
    },
    async "a network error's message masks a secret of the query"() {
      const refused = sdk.createClient({ baseUrl: urls.refused, retry: 0 });
      const error = await rejection(refused.ownedProducts.search({ access_token: "tok_SECRET" }));
      const text = `${error.message} ${JSON.stringify(error)} ${String(error)}`;
      return (sdk.isNetworkError(error) && !text.includes("tok_SECRET")) || describe(error);
    },
    async "a body cut off mid-stream is a NetworkError, retried"() {
      // Retried as a network error is (the client's retry limit is 1).
      const error = await rejection(client.ownedProducts.get(10));
      return (
        (error instanceof sdk.NetworkError && sdk.isNetworkError(error) && error.attempts === 2) ||
        `${describe(error)} attempts=${error?.attempts}`
      );
    },
    async "a corrupt gzip body is a NetworkError, retried, its URL's secret masked"() {
      // Node's fetch fails it as a network error; Bun's, Deno's and workerd's with a TypeError of
      // their own (Bun's names the whole URL), which the client must recognise alike.
      const error = await rejection(client.ownedProducts.search({ access_token: "tok_SECRET" }));
      const text = `${error.message} ${JSON.stringify(error)} ${String(error)} ${error.cause}`;
      return (
        (error instanceof sdk.NetworkError &&
          error.attempts === 2 &&
          error.message.startsWith("Network error (") &&
          !text.includes("tok_SECRET")) ||
        describe(error)
      );
    },
    async "a misframed response is a NetworkError, its URL's secret masked"() {
      // Node's fetch fails it as a network error; Bun's with its own TypeError naming the URL.
      const error = await rejection(client.ownedProducts.search({ client_secret: "cs_SECRET" }));
      const text = `${error.message} ${JSON.stringify(error)} ${String(error)} ${error.cause}`;
      return (error instanceof sdk.NetworkError && !text.includes("cs_SECRET")) || describe(error);
    },
    async "an abort rejects with the signal's reason"() {
      const controller = new AbortController();
      const reason = new Error("user left");
      setTimeout(() => controller.abort(reason), 100);
      const error = await rejection(client.ownedProducts.get(5, { signal: controller.signal }));
      return error === reason || describe(error);
    },
    async "an abort without a reason rejects with an AbortError DOMException"() {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const error = await rejection(client.ownedProducts.get(5, { signal: controller.signal }));
      return (
        (error instanceof DOMException &&
          error.name === "AbortError" &&
          error === controller.signal.reason) ||
        describe(error)
      );
    },
    async "a cross-origin redirect drops the credentials"() {
      const product = await client.ownedProducts.get(6);
      return product.tag === "none" || `tag=${product.tag}`;
    },
    async "a same-origin redirect keeps the credentials"() {
      const product = await client.ownedProducts.get(7);
      return product.tag === "auth" || `tag=${product.tag}`;
    },
    async "a Content-Length over maxResponseBytes is a ResponseTooLargeError"() {
      const error = await rejection(client.ownedProducts.get(8, { maxResponseBytes: 1000 }));
      return (
        (error instanceof sdk.ResponseTooLargeError &&
          sdk.isResponseTooLargeError(error) &&
          error.maxResponseBytes === 1000 &&
          error.attempts === 1) ||
        describe(error)
      );
    },
    async "an endless body is cut at maxResponseBytes"() {
      const error = await rejection(client.ownedProducts.get(9, { maxResponseBytes: 100_000 }));
      return (
        (error instanceof sdk.ResponseTooLargeError &&
          sdk.isResponseTooLargeError(error) &&
          error.maxResponseBytes === 100_000 &&
          error.attempts === 1) ||
        describe(error)
      );
    },
    async "more bytes than the Content-Length announces are cut where it says"() {
      const product = await client.ownedProducts.get(11, { maxResponseBytes: 100_000 });
      return product.name.trimEnd() === "Pro plan" || JSON.stringify(product).slice(0, 200);
    },
    async "a gzip bomb announcing its compressed length is cut at maxResponseBytes"() {
      const error = await rejection(client.ownedProducts.get(12, { maxResponseBytes: 100_000 }));
      return (
        (sdk.isResponseTooLargeError(error) && error.maxResponseBytes === 100_000) ||
        describe(error)
      );
    },
    async "a constructed response with a lying Content-Length is cut at maxResponseBytes"() {
      // As msw does: the global fetch patched to answer with a Response made in JavaScript.
      const original = globalThis.fetch;
      globalThis.fetch = async () =>
        new Response(" ".repeat(200_000), {
          headers: { "content-type": "application/json", "content-length": "70000" },
        });
      try {
        const error = await rejection(client.ownedProducts.get(1, { maxResponseBytes: 100_000 }));
        return (
          (sdk.isResponseTooLargeError(error) && error.maxResponseBytes === 100_000) ||
          describe(error)
        );
      } finally {
        globalThis.fetch = original;
      }
    },
    async "searchAll walks 3 windows"() {
      const windows = [];
      for await (const window of client.ownedProducts.searchAll({ limit: 3 }).pages()) {
        windows.push(window.items.map((p) => p.ownedProductId).join("+"));
      }
      const ids = [];
      for await (const p of client.ownedProducts.searchAll({ limit: 3 }))
        ids.push(p.ownedProductId);
      return (
        (windows.join() === "1+2+3,4+5+6,7" && ids.join() === "1,2,3,4,5,6,7") ||
        `windows=${windows} ids=${ids}`
      );
    },
    async "invalidItems skip leaves out an invalid element and pages on"() {
      // The element-by-element check is a chunk loaded on first use: this loads it here.
      const reports = [];
      const skipping = sdk.createClient({
        baseUrl: urls.api,
        headers: { "x-invalid": "1" },
        invalidItems: "skip",
        onInvalidItem: (report) => reports.push(`${report.path.join(".")}#${report.id}`),
      });
      const one = await skipping.ownedProducts.search.withResponse({ limit: 3 });
      const ids = [];
      for await (const p of skipping.ownedProducts.searchAll({ limit: 3 }))
        ids.push(p.ownedProductId);
      const first = one.data.list.map((p) => p.ownedProductId).join("+");
      return (
        (first === "1+3" &&
          one.skippedItems === 1 &&
          ids.join() === "1,3,4,6,7" &&
          reports.join() === "list.1#2,list.1#2,list.1#5") ||
        `first=${first} skipped=${one.skippedItems} ids=${ids} reports=${reports}`
      );
    },
  };

  for (const name of Object.keys(checks)) {
    try {
      const result = await checks[name]();
      if (result === true) ok(name);
      else fail(name, String(result));
    } catch (error) {
      fail(name, `threw ${describe(error)}`);
    }
  }
}
