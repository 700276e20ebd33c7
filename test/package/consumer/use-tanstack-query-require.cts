// A CommonJS app (node16 only): the /tanstack-query entry through its `require` types (.d.cts),
// whose cursor is the root entry's.
import type * as queries from "owned-products-sdk/tanstack-query";
import type { PaginationCursor } from "owned-products-sdk";

export type Made = ReturnType<typeof queries.createQueries>;
export const first = (made: Made): PaginationCursor =>
  made.tenants.list.infiniteQueryOptions().initialPageParam;
