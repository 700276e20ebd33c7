// The fast path's self-check (src/schemas/internal/fast-path/seam-check.ts): it says yes for the
// zod that is loaded, and no for each way a zod release could change the seam, simulated here by
// probe schemas whose internals behave as a changed zod's would.
import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import { checkSeam } from "../../src/schemas/internal/fast-path/seam-check.js";
import { withFastPath } from "../../src/schemas/internal/fast-path/with-fast-path.js";

type Run = z.core.$ZodType["_zod"]["run"];
type Changed = (run: Run) => Run;

/**
 * A probe builder for a zod whose objects behave as `changed` says: `installed` rewrites the run
 * the fast path installs, `own` the run zod gives the object.
 */
function changedZod(change: { own?: Changed; installed?: Changed; ignoreInstall?: boolean }) {
  return ((shape: z.core.$ZodShape, params?: object) => {
    const schema = z.strictObject(shape, params);
    const internals = schema._zod;
    let run = change.own ? change.own(internals.run) : internals.run;
    Object.defineProperty(internals, "run", {
      get: () => run,
      set: (installed: Run) => {
        if (!change.ignoreInstall) run = change.installed ? change.installed(installed) : installed;
      },
    });
    return schema;
  }) as typeof z.strictObject;
}

describe("checkSeam", () => {
  test("the zod that is loaded behaves as the fast path assumes", () => {
    expect(checkSeam(withFastPath)).toEqual({ fast: true, reword: true });
  });

  test.each([
    [
      "parse no longer goes through _zod.run",
      changedZod({ ignoreInstall: true }),
      { fast: false, reword: false },
    ],
    [
      "parse copies the value the run hands back",
      changedZod({
        installed: (run) => (payload, ctx) => {
          const result = run(payload, ctx) as z.core.ParsePayload;
          return { ...result, value: structuredClone(result.value) };
        },
      }),
      { fast: false, reword: true },
    ],
    [
      "raw issues carry their path under another name",
      changedZod({
        own: (run) => (payload, ctx) => {
          const result = run(payload, ctx) as z.core.ParsePayload;
          for (const issue of result.issues) {
            Object.assign(issue, { location: issue.path, path: undefined });
          }
          return result;
        },
      }),
      { fast: true, reword: false },
    ],
    [
      "a run throws",
      changedZod({
        own: () => () => {
          throw new TypeError("ctx.newField is undefined");
        },
        installed: () => () => {
          throw new TypeError("ctx.newField is undefined");
        },
      }),
      { fast: false, reword: false },
    ],
    [
      "building an object schema throws",
      (() => {
        throw new Error("changed constructor");
      }) as unknown as typeof z.strictObject,
      { fast: false, reword: false },
    ],
  ])("a zod where %s: the check says what no longer holds", (_, object, seam) => {
    expect(checkSeam(withFastPath, object)).toEqual(seam);
  });
});
