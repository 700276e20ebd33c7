// Preloaded (`node --import ./kill-window.mjs nightly-export.ts …`) by test/package/recipes.test.ts
// to widen, not change, the nightly export's window between a page's append and its checkpoint,
// so that seeded kills land there often: the export file's write is split in two with a pause
// between (a kill there leaves a torn line), and a pause comes before the checkpoint is written
// (a kill there leaves a whole page without its checkpoint). Each pause is announced on stderr
// ("window torn" / "window checkpoint") so that the test can aim a kill at it. The recipe's code
// runs unchanged: node:fs/promises' `open` is wrapped, and its ES module export updated.
import { syncBuiltinESMExports } from "node:module";
import { createRequire } from "node:module";
import { devNull } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { writeSync } from "node:fs";

const fsp = createRequire(import.meta.url)("node:fs/promises");
const pauseMs = Number(process.env["KILL_WINDOW_MS"] ?? 100);
const announce = (what) => writeSync(2, `window ${what}\n`);

const probe = await fsp.open(devNull, "r");
const handleProto = Object.getPrototypeOf(probe);
await probe.close();
const exportFiles = new WeakSet();
const writeFile = handleProto.writeFile;
handleProto.writeFile = async function (text, ...rest) {
  if (!exportFiles.has(this) || typeof text !== "string" || text.length < 2) {
    return writeFile.call(this, text, ...rest);
  }
  const half = Math.floor(text.length / 2);
  await writeFile.call(this, text.slice(0, half));
  announce("torn");
  await sleep(pauseMs);
  return writeFile.call(this, text.slice(half), ...rest);
};

const open = fsp.open;
fsp.open = async function (path, flags, ...rest) {
  if (String(path).endsWith(".checkpoint.json.tmp")) {
    announce("checkpoint");
    await sleep(pauseMs);
  }
  const handle = await open.call(this, path, flags, ...rest);
  if (flags === "a") exportFiles.add(handle);
  return handle;
};
syncBuiltinESMExports();
