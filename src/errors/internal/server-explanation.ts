// What the server said went wrong, for an HttpError's message. The contract defines no error
// body, so this reads the common shapes: an RFC 9457 problem document (`detail`, else `title`),
// or a JSON object with a `message` or `error` string. A text body is not shown: it is as often
// an HTML error page as an explanation (it stays in `HttpError.body`).

/** The longest explanation a message shows; a longer one is cut with "…". */
const MAX_LENGTH = 200;

const FIELDS = ["detail", "title", "message", "error"] as const;

/**
 * The server's own explanation in a (parsed, already redacted) error body, on one line and at
 * most 200 characters, or undefined when it gave none beyond the status text.
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
