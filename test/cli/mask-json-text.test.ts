// The text mask behind `redact` (src/cli/internal/mask-json-text.ts), on generated JSON in every
// layout: the result parses to what redactSecrets makes of the value, and every character outside
// a masked value is the input's.
import fc from "fast-check";
import { expect, test } from "vitest";
import { maskJsonText } from "../../src/cli/internal/mask-json-text.js";
import { redactSecrets } from "../../src/schemas/index.js";

const secretName = fc.constantFrom(
  "password",
  "apiKey",
  "x-auth-token",
  "client_secret",
  "Signature",
);
const json = fc
  .letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.jsonValue({ maxDepth: 1 }),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.string(), secretName), tie("value"), {
        maxKeys: 4,
        noNullPrototype: true,
      }),
    ),
  }))
  .value.map((value) => JSON.parse(JSON.stringify(value) ?? "null") as unknown);
const layout = fc.constantFrom<string | number>(0, 2, 4, "\t");

test("parses to redactSecrets' copy, in any layout", () => {
  fc.assert(
    fc.property(json, layout, (value, indent) => {
      const text = JSON.stringify(value, null, indent);
      const masked = maskJsonText(text).pieces.join("");
      expect(JSON.parse(masked)).toStrictEqual(redactSecrets(value));
    }),
    { numRuns: 500 },
  );
});

test("keeps every character outside a masked value", () => {
  fc.assert(
    fc.property(json, layout, (value, indent) => {
      const text = JSON.stringify(value, null, indent);
      const { pieces, masked } = maskJsonText(text);
      // Every other piece is the mask; the pieces between are the input's text, in order.
      const kept = pieces.filter((_, n) => n % 2 === 0);
      let at = 0;
      for (const piece of kept) {
        const found = text.indexOf(piece, at);
        expect(found).toBeGreaterThanOrEqual(at);
        at = found + piece.length;
      }
      expect(pieces.length).toBe(masked * 2 + 1);
    }),
    { numRuns: 300 },
  );
});

test("a byte-order mark is kept and read past", () => {
  const text = '\uFEFF{"token": "t"}';
  expect(maskJsonText(text).pieces.join("")).toBe('\uFEFF{"token": "[REDACTED]"}');
});
