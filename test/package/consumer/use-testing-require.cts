// A CommonJS user's tests (node16 only): the /testing entry through its `require` types (.d.cts),
// which must read msw (ESM only) as ESM.
import type * as testing from "owned-products-sdk/testing";

export type TestingEntry = typeof testing;
export type Handlers = ReturnType<typeof testing.createHandlers>;
