// What the service answered before a call failed without an HTTP error. The client's
// NetworkError says only that the connection failed, whether before any answer (nothing listens)
// or after the headers came (a body cut off, or not decodable); a redirect to an origin nothing
// serves fails the same way. `check` tells these apart by the `fetch` it gives its client.

/** The answer of the request in flight: its status, and where it redirects (an origin). */
export interface Answer {
  readonly status: number;
  /** The origin of a redirect's `Location` (never its path or query: they may hold a secret). */
  readonly redirectsTo: string | undefined;
}

/**
 * A `fetch` for the client that remembers the last answer whose headers came: a new request
 * forgets it, a redirect's next hop keeps it until that hop answers.
 */
export class AnswerWatch {
  #answer: Answer | undefined;
  // The URL a redirect pointed to: the next request for it is that redirect's hop.
  #hop: string | undefined;

  /**
   * Told of each redirect to another origin than its request's, by the target's origin: the
   * client follows it without the credentials, which a report should say.
   */
  onCrossOrigin: ((origin: string) => void) | undefined;

  /** The last answer whose headers came for the call in flight, if any. */
  get answer(): Answer | undefined {
    return this.#answer;
  }

  /** Forgets the last answer: a new call starts. */
  forget(): void {
    this.#answer = undefined;
    this.#hop = undefined;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== this.#hop) this.#answer = undefined;
    this.#hop = undefined;
    const response = await fetch(input, init);
    const location = response.headers.get("location");
    let target: URL | undefined;
    try {
      target = location === null ? undefined : new URL(location, url);
    } catch {
      // Not a URL: the client answers with the status itself.
    }
    const redirect = response.status >= 300 && response.status < 400 ? target : undefined;
    this.#hop = redirect?.href;
    if (redirect !== undefined && redirect.origin !== new URL(url).origin) {
      this.onCrossOrigin?.(redirect.origin);
    }
    this.#answer = { status: response.status, redirectsTo: redirect?.origin };
    return response;
  };
}
