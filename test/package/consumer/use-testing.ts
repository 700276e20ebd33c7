// A user's test code against `owned-products-sdk/testing`, typechecked against the installed
// tarball by test/package/types.test.ts. Add the fixture factories and handlers as they land.
import type * as testing from "owned-products-sdk/testing";

export type TestingEntry = typeof testing;
