// A second copy of the schema modules whose fast path never accepts, so every parse is zod's
// own: the reference the fast path is compared with (tests and bench/).
import { vi } from "vitest";
import type * as schemas from "../../src/schemas/index.js";

const CHECKS = "../../src/schemas/fast-path/resource-checks.js";

/** The exported schemas, freshly loaded, with every generated check answering `false`. */
export async function zodOnlySchemas(): Promise<typeof schemas> {
  vi.resetModules();
  vi.doMock(CHECKS, async (importOriginal) => {
    const checks = await importOriginal<Record<string, unknown>>();
    return Object.fromEntries(Object.keys(checks).map((name) => [name, () => false]));
  });
  try {
    return await import("../../src/schemas/index.js");
  } finally {
    vi.doUnmock(CHECKS);
    vi.resetModules();
  }
}
