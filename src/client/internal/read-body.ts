import { rethrowFetchFailure } from "./runtime-errors.js";

/**
 * Reads a whole body, decoded, and stops as soon as it passes `maxBytes`: a `Content-Length`
 * over the limit fails before a byte is read, and a body that grows past it (an endless stream,
 * a gzip bomb) is cancelled there, so memory stays bounded by the limit. `tooLarge` makes the
 * error, told whether the length was announced.
 *
 * The bytes are copied into one buffer as they arrive, so no list of chunks is kept besides it:
 * sized once when `Content-Length` gives the decoded size (no `Content-Encoding`), else doubled
 * as needed. The result is a view of that buffer.
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

// Where each attempt leaves its response's body: its bytes, decoded, read once. Kept beside the
// Response, never on it: a `fetch` of the user's may hand back a frozen Response, or the same
// Response object for every attempt (a test double's `async () => response`), and either must be
// read as any other (defining a property on it failed with a TypeError). One WeakMap for the
// whole module: an entry lives as long as its Response and costs nothing per call.
const BODIES = new WeakMap<Response, Uint8Array<ArrayBuffer> | null>();

/** Keeps the body an attempt read on its response (`null`: a status that has no body). */
export function keepBody(response: Response, bytes: Uint8Array<ArrayBuffer> | null): void {
  BODIES.set(response, bytes);
}

/** The bytes of a response's body that the attempt read, or `null`. */
export function bodyOf(response: Response): Uint8Array<ArrayBuffer> | null {
  return BODIES.get(response) ?? null;
}
