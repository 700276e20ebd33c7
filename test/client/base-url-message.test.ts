// A baseUrl is shown in its TypeError without its password, and otherwise as given: an `@` in its
// path or query is no user name.
import { expect, test } from "vitest";
import { createClient } from "../../src/index.js";

const NO_CREDENTIALS =
  "a URL without a user name or password (send credentials with options.auth or options.headers)";

test.each([
  [
    "https://api.example.test/users/@me?x=1",
    "a URL without a query",
    '"https://api.example.test/users/@me?x=1"',
  ],
  ["ftp://api.example.test/a@b", "an absolute http(s) URL", '"ftp://api.example.test/a@b"'],
  [
    "https://alice:hunter2@api.example.test/a@b?x",
    NO_CREDENTIALS,
    '"https://[REDACTED]@api.example.test/a@b?x"',
  ],
])("a baseUrl's @ that is no user name is shown as given (%s)", (baseUrl, rule, got) => {
  expect(() => createClient({ baseUrl })).toThrow(`createClient: options.baseUrl must be ${rule}`);
  expect(() => createClient({ baseUrl })).toThrow(
    new RegExp(`, got ${got.replace(/[?.()[\]]/g, "\\$&")}$`),
  );
});
