// The fast path (with-fast-path.ts) replaces zod's internal `schema._zod.run`, which no zod
// release promises to keep, while package.json accepts any zod 4 from 4.6.7 on. So before the
// first parse leans on it, a probe schema proves that the zod that is loaded still parses the way
// the fast path assumes; whatever it cannot prove is switched off, and zod parses on its own
// (the same results, slower). The canary test project runs the schema tests against the newest
// zod 4 on the registry too, so a release that changes the seam is seen the day it lands.
import * as z from "zod/mini";
import { issueMessage } from "../issues/describe-issue.js";

/** What the fast path may rely on under the zod that is loaded. */
export interface Seam {
  /**
   * parse, safeParse and Standard Schema's validate go through `_zod.run` and hand back the
   * payload it returns: a valid input can be accepted as it is (and a strip copy returned).
   */
  readonly fast: boolean;
  /** zod's raw issues have the shape readableIssues rewords (code, path, input, keys). */
  readonly reword: boolean;
}

/** Gives a schema its fast path with the given check, in place: withFastPath, passed in. */
export type Install = (
  schema: z.ZodMiniObject<z.core.$ZodShape, z.core.$ZodObjectConfig>,
  accepts: (value: unknown) => boolean,
) => unknown;

// The issues the invalid sample must give, as `code path: message`.
const EXPECTED_ISSUES = [
  "invalid_type on: required: expected a boolean, but the field is missing",
  "invalid_type note: expected a string or null, received a number",
  'unrecognized_keys extra: unknown field "extra": the contract does not define it (strict parsing)',
].join("\n");

/** Whether `test` says yes without throwing. */
function holds(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}

/**
 * Proves the seam on a probe schema, built here and given the fast path by `install`: a valid
 * sample must come back as the very object passed in, through parse, safeParse and Standard
 * Schema; an invalid one must give exactly the issues the SDK words. `object` builds the probe (a
 * test passes one that simulates a changed zod). Anything thrown counts as a seam that does not
 * hold.
 */
export function checkSeam(install: Install, object = z.strictObject): Seam {
  const valid = { on: true };
  let probe: ReturnType<typeof object>;
  try {
    probe = object(
      { on: z.boolean(), note: z.optional(z.nullable(z.string())) },
      { error: issueMessage },
    );
    install(probe, (value) => value === valid);
  } catch {
    return { fast: false, reword: false };
  }
  const fast = holds(() => {
    const standard = probe["~standard"].validate(valid);
    // A sync schema's result is sync; a promise (a run that threw, say) means the seam moved.
    if (standard instanceof Promise) standard.catch(() => undefined);
    return (
      probe.parse(valid) === valid &&
      probe.safeParse(valid).data === valid &&
      (standard as { value?: unknown }).value === valid
    );
  });
  const reword = holds(() => {
    const issues = probe.safeParse({ note: 1, extra: true }).error?.issues ?? [];
    const worded = issues.map((issue) => `${issue.code} ${issue.path.join(".")}: ${issue.message}`);
    return worded.join("\n") === EXPECTED_ISSUES;
  });
  return { fast, reword };
}
