/**
 * Reads a whole body, decoded, and stops as soon as it passes `maxBytes`: a `Content-Length`
 * over the limit fails before a byte is read, and a body that grows past it (an endless stream,
 * a gzip bomb) is cancelled there, so memory stays bounded by the limit. `tooLarge` makes the
 * error, told whether the length was announced.
 */
export async function readBody(
  response: Response,
  maxBytes: number,
  tooLarge: (announced: boolean) => Error,
): Promise<ArrayBuffer> {
  const body = response.body;
  if (Number(response.headers.get("content-length")) > maxBytes) {
    await body?.cancel().catch(() => undefined);
    throw tooLarge(true);
  }
  if (body === null) return new ArrayBuffer(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(false);
    }
    chunks.push(read.value);
  }
  const only = chunks.length === 1 ? chunks[0] : undefined;
  if (only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength) {
    return only.buffer as ArrayBuffer;
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}
