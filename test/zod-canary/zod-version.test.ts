// The canary project really runs on the zod it installed: were the resolver to fall back to the
// locked copy, every other test of the project would pass without proving anything.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, inject, test } from "vitest";
import * as zc from "zod";
import * as z from "zod/mini";
import { OwnedProductSchema } from "../../src/schemas/index.js";
import { ownedProduct } from "../helpers/samples.js";

const version = inject("zodCanaryVersion");

test.skipIf(version === null)(
  "the schemas run on the newest zod 4, and take the fast path there",
  async () => {
    const { major, minor, patch } = z.core.version;
    expect(`${major}.${minor}.${patch}`).toBe(version);
    expect(zc.core.version).toEqual(z.core.version);
    // Another copy than the locked one, whatever their versions: its own constructors.
    const lockedUrl = pathToFileURL(resolve("node_modules/zod/mini/index.js")).href;
    const locked = (await import(/* @vite-ignore */ lockedUrl)) as typeof z;
    expect(locked.looseObject).not.toBe(z.looseObject);
    // The fast path's self-check holds on it: a valid input comes back as itself.
    expect(OwnedProductSchema.parse(ownedProduct)).toBe(ownedProduct);
  },
);
