// Where the examples find the service: OWNED_PRODUCTS_URL, or the mock server's default address
// (`npx owned-products-sdk mock` listens on http://127.0.0.1:4010). Imported by the examples that
// call a server; not a program of its own.

/** The environment variable every example reads the service's base URL from. */
export const URL_VARIABLE = "OWNED_PRODUCTS_URL";

/** Where `npx owned-products-sdk mock` listens unless told otherwise. */
export const MOCK_URL = "http://127.0.0.1:4010";

/**
 * The service's base URL, once a server answers there (with any status). When none does, prints
 * one line that says what to do and exits with 2, rather than failing later with a stack trace.
 */
export async function serviceUrl(): Promise<string> {
  const baseUrl = process.env[URL_VARIABLE] || MOCK_URL;
  try {
    await fetch(baseUrl, { method: "HEAD", signal: AbortSignal.timeout(5_000) });
    return baseUrl;
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const code = (cause as { code?: unknown } | null)?.code;
    const why = error instanceof Error && error.name === "TimeoutError" ? "no answer in 5 s" : code;
    console.error(
      `no server answers at ${baseUrl}${typeof why === "string" ? ` (${why})` : ""}: ` +
        `start one with \`npx owned-products-sdk mock\`, or set ${URL_VARIABLE} to your service`,
    );
    process.exit(2);
  }
}
