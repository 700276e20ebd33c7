/** The request id the server sent, under any of the usual names. */
export function requestIdOf(headers: Headers): string | undefined {
  for (const name of ["x-request-id", "request-id", "x-correlation-id", "x-amzn-requestid"]) {
    const value = headers.get(name);
    if (value !== null && value !== "") return value;
  }
  return undefined;
}
