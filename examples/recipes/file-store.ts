import { appendFile, readFile, rename, writeFile } from "node:fs/promises";
import type { Checkpoint, ExportStore } from "./nightly-export";

/** JSON lines appended to `file`; the checkpoint beside it, in `<file>.checkpoint.json`. */
export function fileStore(file: string): ExportStore {
  const checkpointFile = `${file}.checkpoint.json`;
  return {
    async checkpoint() {
      const text = await readFile(checkpointFile, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      return text === undefined ? undefined : (JSON.parse(text) as Checkpoint);
    },
    async append(lines, checkpoint) {
      await appendFile(file, lines.map((line) => `${line}\n`).join(""));
      // Written whole, then renamed over the old one: a crash never leaves half a checkpoint.
      await writeFile(`${checkpointFile}.tmp`, JSON.stringify(checkpoint));
      await rename(`${checkpointFile}.tmp`, checkpointFile);
    },
  };
}
