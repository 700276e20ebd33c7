/**
 * A command line that cannot run as written: an unknown flag, a bad value, a missing argument or
 * a file that cannot be read. The command prints its one-line message and exits with code 2.
 */
export class UsageError extends Error {
  override name = "UsageError" as const;
}

/** The exit code of a usage error (as `getopt` tools and ajv-cli use it). */
export const USAGE_EXIT_CODE = 2;
