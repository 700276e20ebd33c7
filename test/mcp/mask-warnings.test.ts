// The MCP entry restates the SDK's secret names for the service's warnings (an import of the
// core's internals would split them into a chunk of their own): held equal here.
import { expect, test } from "vitest";
import { SECRET_NAME_IN_TEXT } from "../../src/internal/secret-names.js";
import { maskText } from "../../src/client/internal/redact.js";
import {
  maskWarnings,
  SECRET_NAME_IN_TEXT as RESTATED,
} from "../../src/mcp/internal/mask-warnings.js";

test("the secret names are the SDK's", () => {
  expect(RESTATED).toBe(SECRET_NAME_IN_TEXT);
});

test.each([
  "token=abc123 expired",
  "x-api-key: k-1, smtpServerPassword='a b'",
  'Authorization: Bearer eyJ.x.y; "client_secret": "s3"',
  "webhookSigningSecret=whsec_1&tokenCount=2",
])("%j is masked as the client's maskText masks it", (text) => {
  expect(maskWarnings([text], [])).toEqual([maskText(text, [])]);
});

test("a bare Bearer credential and a known secret are masked; null stays null", () => {
  expect(maskWarnings(["sent Bearer eyJ.x.y", "echo tok-9 back"], ["tok-9"])).toEqual([
    "sent Bearer [REDACTED]",
    "echo [REDACTED] back",
  ]);
  expect(maskWarnings(null, [])).toBeNull();
  expect(maskWarnings(undefined, [])).toBeUndefined();
});
