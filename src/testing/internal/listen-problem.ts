// Why a mock server cannot listen, and what to do, from the system error's code: worded once for
// `startMockServer` (its `options.port`) and the command line (its `--port`).

/** How the caller names its two settings: `options.port` and `options.host`, or the flags. */
export interface ListenSettings {
  readonly port: string;
  readonly host: string;
}

/** The problem and its fix, e.g. `port 4019 of 127.0.0.1 is in use (EADDRINUSE); …`. */
export function listenProblem(
  code: string,
  host: string,
  port: number,
  named: ListenSettings,
): string {
  const where = `port ${port} of ${host}`;
  const anyPort = `(${named.port} 0 picks a free one)`;
  switch (code) {
    case "EADDRINUSE":
      return `${where} is in use (EADDRINUSE); stop what listens there, or pick another port with ${named.port} <n> ${anyPort}`;
    case "EACCES":
      return `no permission to listen on ${where} (EACCES); pick a port from 1024 up with ${named.port} <n> ${anyPort}`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return `cannot listen on ${where} (${code}); ${named.host} must be an address of this machine, as 127.0.0.1 or 0.0.0.0`;
    default:
      return `cannot listen on ${where} (${code}); check ${named.host} and ${named.port}`;
  }
}
