import type { Command } from "./command.js";
import type { OperationRecord } from "./operation-record.js";
import { USAGE_EXIT_CODE } from "./usage-error.js";

const help = `Usage: owned-products-sdk check --base-url <URL> [--token-env <NAME>] [options]

Calls every operation of a live service once through the SDK's client, checks each answer
against the data contract, and reports per operation: reached or not (with a hint when a
status suggests a route or the credentials are wrong), violations (paths and what is wrong,
never a value), unknown fields (drift), pagination anomalies, and what the server sends where
the contract leaves room: date-time forms, nullable fields that never hold a value, its clamp
of limit, where page numbers start.

Operations, in order: the tenant list (pages, and page 0 to tell where numbering starts), the
search (windows), the purchase history of --tenant (default: the first tenant of the list) and
the owned product --product (default: the first of the search).

Options:
  --base-url <URL>        the service, as the client's baseUrl (required)
  --token-env <NAME>      the environment variable that holds the token, read once at start;
                          the token never goes on the command line, nor in any output
                          (without it, no auth header is sent)
  --auth-header <NAME>    send the token as is under this header (default:
                          Authorization: Bearer <token>)
  --routes <file>         JSON file of route overrides, as the client's routes option
  --tenant <id>           the tenant whose purchase history to read
  --product <id>          the owned product to read
  --filter <NAME=VALUE>   a search filter, repeatable (a name given twice is sent twice)
  --max-pages <n>         at most this many tenant pages and search windows each (default 10)
  --time-limit <s>        the whole run's time limit in seconds (default 120)
  --strict                count unknown fields as violations
  --format <text|json>    output format (default text)
  --help                  show this help

Requests are retried as the client retries them (2 retries, backoff, Retry-After).

Exit code: 0 every operation conforms; 1 a violation (an invalid answer, a route answering 404
or another error status, an operation with no answer while others had one; unknown fields with
--strict); 2 the service cannot be reached at all (one line on standard error, after the first
operation's retries), answers nothing before --time-limit runs out (the report says where),
refuses the credentials (401, 403), or bad usage.

Example:
  OWNED_PRODUCTS_TOKEN=… npx owned-products-sdk check --base-url https://api.example.com \\
    --token-env OWNED_PRODUCTS_TOKEN --filter status=Active --format json`;

/** `owned-products-sdk check`: a live service checked against the SDK's assumptions. */
export const checkCommand: Command = {
  name: "check",
  summary: "check a live service against the contract and the routes",
  help,
  async run(args, io) {
    // Loaded when the command runs: the client (and ky) load for `check` only, so that the
    // other commands start as light as before.
    const [{ checkSettings }, { runChecks }, { checkReport }] = await Promise.all([
      import("./check-settings.js"),
      import("./check-run.js"),
      import("./check-report.js"),
    ]);
    let current: OperationRecord | undefined;
    const settings = await checkSettings(args, io.env, ({ paths }) =>
      current?.unknownFields(paths),
    );
    const records = await runChecks(settings, (record) => {
      current = record;
    });
    // Nothing to report per operation: one line says where and why.
    const unreachable = records[0]?.unreachable;
    if (unreachable !== undefined) {
      io.err(unreachable);
      // A CI step that keeps the JSON report reads one document still, which says so.
      if (settings.format === "json") checkReport(records, settings, io, unreachable);
      return USAGE_EXIT_CODE;
    }
    return checkReport(records, settings, io);
  },
};
