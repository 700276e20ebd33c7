// msw for request-shape tests: any request without a handler fails the test (msw 3 names the
// option `onUnhandledFrame`; it was `onUnhandledRequest` in msw 2).
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const API = "https://api.example.test";

/** An msw server for this test file: listening before the tests, handlers reset after each. */
export function useMswServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}
