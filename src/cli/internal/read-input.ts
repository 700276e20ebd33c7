import { readFile } from "node:fs/promises";
import type { CliIo } from "./cli-io.js";
import { UsageError } from "./usage-error.js";

/**
 * The JSON value in `file` (`-`: standard input). A file that cannot be read, or is not JSON, is
 * a {@link UsageError} that says where the JSON breaks but never shows the text there, which could
 * be a secret.
 */
export async function readJson(command: string, file: string, io: CliIo): Promise<unknown> {
  const name = file === "-" ? "standard input" : file;
  let bytes: Uint8Array;
  try {
    bytes = file === "-" ? await io.stdin() : await readFile(file);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "unreadable";
    throw new UsageError(`${command}: cannot read ${name} (${code})`);
  }
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message)?.[1];
    const where =
      at === undefined
        ? text.trim() === ""
          ? ": it is empty"
          : ""
        : ` at ${lineAndColumn(text, Number(at))}`;
    throw new UsageError(`${command}: ${name} is not valid JSON${where}`);
  }
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split("\n");
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}
