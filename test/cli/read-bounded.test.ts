// The `-` input's reader: leading whitespace of any length is looked at once, so a source that
// sends a long run of it before its JSON (or whitespace without end) is read in linear time.
import { expect, test } from "vitest";
import { readBounded } from "../../src/cli/internal/read-input.js";

function* whitespaceThen(chunks: number, size: number, last: string) {
  const blank = new Uint8Array(size).fill(0x20);
  for (let i = 0; i < chunks; i++) yield blank;
  yield new TextEncoder().encode(last);
}

test("16 MB of whitespace in 4 KB chunks, then JSON: every byte is kept", async () => {
  const bytes = await readBounded(whitespaceThen(4_096, 4_096, "{}"));
  expect(bytes.length).toBe(4_096 * 4_096 + 2);
  expect(new TextDecoder().decode(bytes.subarray(-2))).toBe("{}");
});

test("whitespace, then a byte no JSON starts with: the source is not read on", async () => {
  let pulled = 0;
  function* source() {
    for (const chunk of whitespaceThen(100, 4_096, "x")) {
      pulled++;
      yield chunk;
    }
    for (;;) {
      pulled++;
      yield new Uint8Array(4_096);
    }
  }
  await readBounded(source());
  expect(pulled).toBe(101);
});

test("a byte-order mark, then whitespace over many chunks, then JSON: read whole", async () => {
  const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
  const bytes = await readBounded([bom, ...whitespaceThen(3, 10, "[]")]);
  expect(bytes.length).toBe(3 + 30 + 2);
});
