import type { CallToolResult, ServerContext } from "@modelcontextprotocol/server";
import { describeError, type ErrorContext } from "./describe-error.js";
import { skippingCall, type SkippingCall } from "./skipped-items.js";

/** The longest text content of a result, in characters: the structured content is whole. */
export const MAX_TEXT_CHARS = 100_000;

/** The text content of a result: its structured content as JSON, cut when it is too long. */
export function boundedText(structured: object): string {
  const json = JSON.stringify(structured);
  if (json.length <= MAX_TEXT_CHARS) return json;
  return (
    `${json.slice(0, MAX_TEXT_CHARS)}\n[cut at ${MAX_TEXT_CHARS} of ${json.length} characters: ` +
    "the structured content holds all of it; ask for fewer items to read it as text]"
  );
}

/**
 * An answer about another position or subject than the one asked for: shown, it would send the
 * agent round the same items forever, or pass another tenant's data off as the one asked for.
 * Its message is the tool's result, as is.
 */
export class WrongAnswer extends Error {
  override name = "WrongAnswer";
}

/** A window or page other than the one asked for: the service ignores the paging parameter. */
export const otherPosition = (answered: string, parameter: string) =>
  new WrongAnswer(
    `The service answered ${answered}: it does not seem to read the ${parameter} again. Nothing is shown; tell the user that the server's --routes may need the service's parameter name.`,
  );

/** A record of another id than the one asked for. */
export const otherSubject = (answered: string, asked: string, route: string) =>
  new WrongAnswer(
    `The service answered with ${answered} when asked for ${asked}: another one's, so it is not shown. Tell the user that the service, or the server's --routes (${route}), answers for the wrong id.`,
  );

/** What every tool call runs with. */
export interface ToolRun {
  /** The whole call's deadline in milliseconds, retries and waits included. */
  readonly deadlineMs: number;
  readonly refusedHint: string;
}

/**
 * Runs one tool call: the SDK call with the request's signal (aborted by `notifications/cancelled`
 * and by the deadline) and the skipping options, then the structured result; any failure becomes
 * an `isError` result in {@link describeError}'s words. A cancelled call rethrows: the MCP SDK
 * sends nothing for it.
 */
export async function runTool<T>(
  ctx: ServerContext,
  run: ToolRun,
  context: Omit<ErrorContext, "refusedHint" | "deadlineSeconds">,
  call: (call: SkippingCall) => Promise<T>,
  result: (data: T, skipped: SkippingCall["skipped"]) => Record<string, unknown>,
): Promise<CallToolResult> {
  const cancelled = ctx.mcpReq.signal;
  const signal = AbortSignal.any([cancelled, AbortSignal.timeout(run.deadlineMs)]);
  const calling = skippingCall(signal);
  let structured: Record<string, unknown>;
  try {
    structured = result(await call(calling), calling.skipped);
  } catch (error) {
    if (cancelled.aborted) throw error;
    const text =
      error instanceof WrongAnswer
        ? error.message
        : describeError(error, {
            ...context,
            refusedHint: run.refusedHint,
            deadlineSeconds: run.deadlineMs / 1000,
          });
    return { content: [{ type: "text", text }], isError: true };
  }
  return {
    content: [{ type: "text", text: boundedText(structured) }],
    structuredContent: structured,
  };
}
