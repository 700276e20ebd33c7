// Runs a benchmark several times, each in a fresh Node process, one after another. One process
// alone is not a fair sample on a shared machine: the same interleaved measurement of the same
// build gave the SDK's parse 0.26x JSON.parse in one process and 0.41x in the next, while
// JSON.parse itself barely moved. Each child runs the whole interleaved measurement once and
// hands its results back as JSON on stdout.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHILD = "OWNED_PRODUCTS_SDK_BENCH_CHILD";

/**
 * In the parent: runs `script` (pass `import.meta.url`) `count` times in fresh processes with
 * the parent's Node flags, and returns what `measureOnce` returned in each. In a child: runs
 * `measureOnce`, writes its result to stdout, and returns undefined.
 */
export async function inFreshProcesses<T>(
  script: string,
  count: number,
  measureOnce: () => Promise<T>,
): Promise<T[] | undefined> {
  if (process.env[CHILD] === "1") {
    process.stdout.write(JSON.stringify(await measureOnce()));
    return undefined;
  }
  const runs: T[] = [];
  for (let run = 1; run <= count; run++) {
    process.stderr.write(`run ${run} of ${count}...\n`);
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(script)], {
      env: { ...process.env, [CHILD]: "1" },
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (child.status !== 0) throw new Error(`run ${run} failed with exit code ${child.status}`);
    runs.push(JSON.parse(child.stdout) as T);
  }
  return runs;
}
