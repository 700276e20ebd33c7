import { open, readFile, rename, truncate } from "node:fs/promises";
import { dirname } from "node:path";
import type { Checkpoint, ExportStore } from "./export-histories.ts";

/** A checkpoint as saved: where the run stands, and the partial file's length in bytes then. */
type Saved = Checkpoint & { readonly bytes: number };

const missing = (error: NodeJS.ErrnoException) => error.code === "ENOENT";

/** Writes `text` to `path` (appended, or the whole file) and waits until it is on disk. */
async function writeDurably(path: string, text: string, flags: "a" | "w"): Promise<number> {
  const handle = await open(path, flags);
  try {
    await handle.writeFile(text);
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/**
 * JSON lines appended to `<file>.partial`, renamed to `file` once the export is complete: a file
 * under its own name is always the whole export. The checkpoint beside it, in
 * `<file>.checkpoint.json`, records the partial file's length after the page it follows. It is
 * written only once that page's lines are on disk, and a run that resumes cuts the partial file
 * back to that length: lines written after the last checkpoint (a page cut short, a torn line)
 * go, and their page is exported again. So each tenant is in the file exactly once, however often
 * a run is killed.
 */
export function fileStore(file: string): ExportStore {
  const partial = `${file}.partial`;
  const checkpointFile = `${file}.checkpoint.json`;
  // The renames themselves on disk, for a power cut. Windows cannot open a folder: there a
  // rename is as durable as the file system makes it.
  const syncFolder = async () => {
    const folder = await open(dirname(file), "r").catch(() => undefined);
    if (folder) await folder.sync().finally(() => folder.close());
  };
  return {
    async resume() {
      const text = await readFile(checkpointFile, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (missing(error)) return undefined;
        throw error;
      });
      const saved = text === undefined ? undefined : (JSON.parse(text) as Saved);
      if (saved && "done" in saved) {
        // Killed between the last checkpoint and the rename: the partial file is whole.
        await rename(partial, file).then(syncFolder, (error: NodeJS.ErrnoException) => {
          if (!missing(error)) throw error;
        });
        return saved;
      }
      await truncate(partial, saved?.bytes ?? 0).catch((error: NodeJS.ErrnoException) => {
        if (!(missing(error) && saved === undefined)) throw error; // no file yet: nothing to undo
      });
      return saved;
    },
    async append(lines, checkpoint) {
      const bytes = await writeDurably(partial, lines.map((line) => `${line}\n`).join(""), "a");
      // Written whole and synced, then renamed over the old one: a crash leaves the old
      // checkpoint or the new one, never half of one.
      await writeDurably(`${checkpointFile}.tmp`, JSON.stringify({ ...checkpoint, bytes }), "w");
      await rename(`${checkpointFile}.tmp`, checkpointFile);
      if ("done" in checkpoint) await rename(partial, file);
      await syncFolder();
    },
  };
}
