const MAX_LENGTH = 200;

const FIELDS = ["detail", "title", "message", "error"] as const;

/**
 * What the server said went wrong, from a parsed and redacted error body, for an HttpError's
 * message: one line, cut at 200 characters. The contract defines no error body, so this reads the
 * common shapes: an RFC 9457 problem document (`detail`, else `title`), or a `message` or `error`
 * string. A text body is not shown: as often as not it is an HTML error page (`body` keeps it).
 */
export function serverExplanation(body: unknown, statusText: string): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  for (const field of FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value !== "string") continue;
    const line = value.replace(/\s+/g, " ").trim();
    if (line === "" || line.toLowerCase() === statusText.toLowerCase()) continue;
    return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
  }
  return undefined;
}
