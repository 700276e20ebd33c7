// The scan that says where JSON text breaks (src/cli/internal/json-syntax.ts) must agree with
// JSON.parse on which texts are JSON, and its offset must be the length of the longest prefix
// that can still go on to JSON: that prefix is completed to a text JSON.parse accepts (a
// witness), and no text after the character at the offset makes JSON.parse accept it.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { jsonSyntaxErrorAt } from "../../src/cli/internal/json-syntax.js";

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The scan's answer on `text`, after checking it agrees with JSON.parse. */
function scan(text: string): number | undefined {
  const at = jsonSyntaxErrorAt(text);
  expect(at === undefined, JSON.stringify(text)).toBe(parses(text));
  if (at !== undefined) expect(at).toBeGreaterThanOrEqual(0);
  if (at !== undefined) expect(at).toBeLessThanOrEqual(text.length);
  return at;
}

// Appending one of these at a time reaches JSON from any prefix that can go on to JSON: close a
// string or a container, give a key its colon, a number its digit, a literal its next letter.
const STEPS = ['"', "}", "]", ":", "0", "r", "u", "e", "l", "s", "a"];

/**
 * A text JSON.parse accepts that starts with `prefix`, found by appending the first step after
 * which the scan still says "ends early"; undefined when none is found. JSON.parse is the judge
 * of the result, so a wrong "ends early" of the scan cannot make a witness.
 */
function witness(prefix: string): string | undefined {
  let text = prefix;
  for (let step = 0; step < 2 * prefix.length + 50; step++) {
    if (parses(text)) return text;
    const next = STEPS.map((s) => text + s).find((t) => {
      const at = jsonSyntaxErrorAt(t);
      return at === undefined || at === t.length;
    });
    if (next === undefined) return undefined;
    text = next;
  }
  return undefined;
}

const TOKENS = [
  ...'{}[],:"\\-+.eE0123456789 \n\t\rtrufalsnxU/bF',
  "\\u",
  "\\u00e9",
  '"k"',
  "true",
  "null",
  "fals",
  "\u0001",
  "\u00a0",
  "\ufeff",
  "\u2028",
  "😀",
];
const jsonish = fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((t) => t.join(""));
const valid = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v, null, 2)),
);
/** Valid JSON with one edit: a token inserted, a character removed, or the text cut short. */
const edited = fc
  .tuple(valid, fc.nat(), fc.constantFrom(...TOKENS), fc.constantFrom("insert", "remove", "cut"))
  .map(([text, n, token, edit]) => {
    const i = n % (text.length + 1);
    if (edit === "insert") return text.slice(0, i) + token + text.slice(i);
    return edit === "remove" ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i);
  });
const anyText = fc.oneof(jsonish, valid, edited, fc.string({ unit: "binary", maxLength: 30 }));

describe("jsonSyntaxErrorAt", () => {
  test.each([
    ['{"a":1,\n "b": sk_live_SECRET}', 14],
    ['{"a":', 5],
    ["", 0],
    [" \n ", 3],
    ["[1,]", 3],
    ["01", 1],
    ["-", 1],
    ["-x", 1],
    ["1.", 2],
    ["1.e3", 2],
    ["1e+", 3],
    ["tru", 3],
    ["trux", 3],
    ['"a\\x"', 3],
    ['"\\u12G4"', 5],
    ['"tab\there"', 4],
    ["{,}", 1],
    ['{"a" 1}', 5],
    ["[1 2]", 3],
    ["1 2", 2],
    ["\ufeff1", 0],
    ["\u00a01", 0],
    ["{}}", 2],
    ["[", 1],
    ['["\\', 3],
  ])("%j breaks at %i", (text, offset) => {
    expect(scan(text)).toBe(offset);
  });

  test.each(["0", "-0.5e-3", ' {"a": [1, true, false, null, "\\u00e9\\n"], "b": {}} ', "[[]]"])(
    "%j is JSON",
    (text) => {
      expect(scan(text)).toBeUndefined();
    },
  );

  test("agrees with JSON.parse on whether any text is JSON", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        scan(text);
      }),
      { numRuns: 5_000 },
    );
  });

  test("never breaks inside a prefix of JSON: every prefix ends early or is JSON", () => {
    fc.assert(
      fc.property(valid, (text) => {
        for (let i = 0; i <= text.length; i++) {
          expect([undefined, i]).toContain(scan(text.slice(0, i)));
        }
      }),
      { numRuns: 300 },
    );
  });

  test("its offset is where a prefix stops going on to JSON", () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 4 }), (text, tails) => {
        const at = scan(text);
        if (at === undefined) return;
        // The text up to the offset goes on to JSON …
        expect(witness(text.slice(0, at)), JSON.stringify(text)).toBeDefined();
        if (at === text.length) return;
        // … and with the character there, nothing does.
        const dead = text.slice(0, at + 1);
        expect(witness(dead)).toBeUndefined();
        for (const tail of [...tails, "0", '"', "]", "}", '"]}']) {
          expect(scan(dead + tail)).toBe(at);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  test("scans deep nesting without a stack of calls", () => {
    expect(jsonSyntaxErrorAt("[".repeat(1_000_000))).toBe(1_000_000);
    expect(jsonSyntaxErrorAt(`${"[".repeat(100_000)}x`)).toBe(100_000);
  });
});
