import { rethrowFetchFailure } from "./runtime-errors.js";

/**
 * Reads a whole body, decoded, within `maxBytes`: an announced `Content-Length` over it fails
 * before a byte is read, and a body that grows past it (an endless stream, a gzip bomb) is
 * cancelled there. The bytes go into one buffer as they arrive, no list of chunks besides it:
 * sized once when `Content-Length` is the decoded size (no `Content-Encoding`), else doubled.
 */
export async function readBody(
  response: Response,
  maxBytes: number,
  tooLarge: (announced: boolean) => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = response.body;
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  if (length > maxBytes) {
    await body?.cancel().catch(() => undefined);
    throw tooLarge(true);
  }
  if (body === null) return new Uint8Array(0);
  const exact = Number.isSafeInteger(length) && !response.headers.has("content-encoding");
  let buffer = new Uint8Array(exact ? length : 0);
  let total = 0;
  const reader = body.getReader();
  // A body cut off mid-stream fails as fetch fails on Node, whatever the runtime.
  const next = () => reader.read().catch(rethrowFetchFailure);
  for (let read = await next(); !read.done; read = await next()) {
    const chunk = read.value;
    if (total + chunk.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(false);
    }
    if (total === 0 && buffer.byteLength === 0) {
      // The first chunk of a body of unknown size is kept as it is: often it is the whole body.
      buffer = chunk;
    } else {
      if (total + chunk.byteLength > buffer.byteLength) {
        const grown = new Uint8Array(Math.max(buffer.byteLength * 2, total + chunk.byteLength));
        grown.set(buffer.subarray(0, total));
        buffer = grown;
      }
      buffer.set(chunk, total);
    }
    total += chunk.byteLength;
  }
  return total === buffer.byteLength ? buffer : buffer.subarray(0, total);
}

// Each attempt's body, read once, kept beside its Response, not on it: a user's `fetch` may hand
// back a frozen Response, or the same one for every attempt (`async () => response`), where
// defining a property failed with a TypeError. An entry lives as long as its Response.
const BODIES = new WeakMap<Response, Uint8Array<ArrayBuffer> | null>();

/** Keeps the body an attempt read on its response (`null`: a status that has no body). */
export function keepBody(response: Response, bytes: Uint8Array<ArrayBuffer> | null): void {
  BODIES.set(response, bytes);
}

/** The bytes of a response's body that the attempt read, or `null`. */
export function bodyOf(response: Response): Uint8Array<ArrayBuffer> | null {
  return BODIES.get(response) ?? null;
}
