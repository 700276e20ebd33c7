// An error body is masked for secrets however deep its JSON nests: the walk never recurses, so a
// server's 200 kB of nested arrays is still the parsed JSON of HttpError.body (it was kept as
// text when the masking overflowed the stack).
import { expect, test } from "vitest";
import { createClient, HttpError, REDACTED } from "../../src/index.js";
import { sendText, startLoopbackServer } from "../helpers/loopback-server.js";

test("a JSON error body nested 100,000 arrays deep is parsed, its secrets masked", async () => {
  const depth = 100_000;
  const body = `${"[".repeat(depth)}{"token":"tok-1"}${"]".repeat(depth)}`;
  const server = await startLoopbackServer([
    (_, res) => sendText(res, 500, body, "application/json"),
  ]);
  const client = createClient({ baseUrl: server.url, retry: 0 });
  const error = await client.tenants.list().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  let inner = (error as HttpError).body;
  for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
  expect(inner).toEqual({ token: REDACTED });
});
