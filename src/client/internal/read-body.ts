import { rethrowFetchFailure } from "./runtime-errors.js";

/**
 * Reads a whole body, decoded, within `maxBytes`: a `Content-Length` over it fails before a byte
 * is read, a body that grows past it (an endless stream, a gzip bomb) is cancelled there. One chunk
 * is kept as it is; more go into one buffer, sized by `Content-Length` when exact, else doubled.
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
  let buffer: Uint8Array<ArrayBuffer> | undefined;
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
    try {
      read = await reader.read();
    } catch (error) {
      // A body cut off mid-stream fails as fetch fails on Node, whatever the runtime.
      rethrowFetchFailure(error);
    }
    if (read.done) break;
    const chunk = read.value;
    const end = total + chunk.byteLength;
    if (end > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(false);
    }
    if (buffer === undefined) buffer = chunk;
    else {
      if (end > buffer.byteLength) {
        const exact =
          Number.isSafeInteger(length) &&
          end <= length &&
          !response.headers.has("content-encoding");
        const grown = new Uint8Array(exact ? length : Math.max(2 * total, end));
        grown.set(buffer.subarray(0, total));
        buffer = grown;
      }
      buffer.set(chunk, total);
    }
    total = end;
  }
  if (buffer === undefined) return new Uint8Array(0);
  return total === buffer.byteLength ? buffer : buffer.subarray(0, total);
}
