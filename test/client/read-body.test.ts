import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readBody } from "../../src/client/internal/read-body.js";

class TooLarge extends Error {
  constructor(readonly announced: boolean) {
    super("too large");
  }
}

const tooLarge = (announced: boolean) => new TooLarge(announced);

/** The chunk loop's read (never whole: that is the wire's choice, whole-body-read.test.ts). */
const readBytes = (response: Response, maxBytes: number, fail: typeof tooLarge) =>
  readBody(response, maxBytes, fail, {}, false) as Promise<Uint8Array>;

/** A Response whose body arrives in exactly these chunks, with these headers. */
function chunked(chunks: readonly Uint8Array[], headers: Record<string, string> = {}): Response {
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return new Response(stream, { headers });
}

const concat = (chunks: readonly Uint8Array[]) => Uint8Array.from(chunks.flatMap((c) => [...c]));

const chunkLists = fc.array(fc.uint8Array({ minLength: 1, maxLength: 64 }), { maxLength: 12 });

describe("readBody", () => {
  test("returns exactly the bytes sent, however they are split and whatever the headers say", async () => {
    await fc.assert(
      fc.asyncProperty(
        chunkLists,
        fc.constantFrom("none", "exact", "encoded", "over"),
        async (chunks, framing) => {
          const whole = concat(chunks);
          const headers: Record<string, string> = {};
          if (framing !== "none") headers["content-length"] = String(whole.byteLength);
          // A custom fetch's Content-Length may promise more than comes: the body is what came.
          if (framing === "over") headers["content-length"] = String(whole.byteLength + 7);
          // With a Content-Encoding, Content-Length is the encoded size: it must not be trusted.
          if (framing === "encoded") headers["content-encoding"] = "identity";
          const read = await readBytes(
            chunked(chunks, headers),
            Number.POSITIVE_INFINITY,
            tooLarge,
          );
          expect([...read]).toEqual([...whole]);
        },
      ),
    );
  });

  test("a Content-Length smaller than the body that arrives does not cut it or break it", async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])];
    const read = await readBytes(chunked(chunks, { "content-length": "2" }), 100, tooLarge);
    expect([...read]).toEqual([1, 2, 3, 4, 5]);
  });

  test("a body over the limit fails once it passes it, with the length not announced", async () => {
    await fc.assert(
      fc.asyncProperty(chunkLists, fc.nat(800), async (chunks, limit) => {
        const size = concat(chunks).byteLength;
        const reading = readBytes(chunked(chunks), limit, tooLarge);
        if (size <= limit) await expect(reading).resolves.toHaveLength(size);
        else await expect(reading).rejects.toEqual(new TooLarge(false));
      }),
    );
  });

  test("an announced length over the limit fails before a byte is read", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const response = new Response(stream, { headers: { "content-length": "11" } });
    await expect(readBytes(response, 10, tooLarge)).rejects.toEqual(new TooLarge(true));
    // The stream's start may prefetch one chunk; the reader never asked for more.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test("no body reads as no bytes", async () => {
    expect(await readBytes(new Response(null), 10, tooLarge)).toHaveLength(0);
  });

  test("no body, but an announced length over the limit, fails as too large all the same", async () => {
    const response = new Response(null, { headers: { "content-length": "11" } });
    await expect(readBytes(response, 10, tooLarge)).rejects.toEqual(new TooLarge(true));
  });
});
