import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { readProblem } from "./read-input.js";

/** One input of `validate`: a file to read (`-`: standard input), or why there is none. */
export type Input =
  | { readonly name: string; readonly file: string }
  | { readonly name: string; readonly problem: string };

/**
 * Every `*.json` file under `folder`, at any depth (a link to a file included), sorted by path in
 * code-unit order, so that the order is the same on every machine and locale (validate, redact).
 */
export async function jsonFilesIn(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.name.endsWith(".json")) continue;
    const path = join(entry.parentPath, entry.name);
    if (
      entry.isFile() ||
      (entry.isSymbolicLink() && (await stat(path).catch(() => null))?.isFile())
    ) {
      files.push(path);
    }
  }
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The command line's files, folders (their `*.json` files, recursively) and `-`, in order. */
export async function collectInputs(args: readonly string[]): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const arg of args) {
    if (arg === "-") {
      inputs.push({ name: "(stdin)", file: "-" });
      continue;
    }
    try {
      if (!(await stat(arg)).isDirectory()) {
        inputs.push({ name: arg, file: arg });
        continue;
      }
      const files = await jsonFilesIn(arg);
      if (files.length === 0) {
        inputs.push({ name: arg, problem: "a folder with no *.json file in it, at any depth" });
      }
      for (const file of files) inputs.push({ name: file, file });
    } catch (error) {
      inputs.push({ name: arg, problem: readProblem(error) });
    }
  }
  return inputs;
}
