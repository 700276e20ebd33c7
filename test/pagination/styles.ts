// Both helpers behind one face, so that what they share (laziness, abort, concurrency, memory,
// resume) is tested once for each.
import {
  paginatePages,
  paginateWindow,
  type PaginateOptions,
  type Paginated,
  type PaginationResumePoint,
  type PaginationWarning,
} from "../../src/index.js";
import { pageOf, recorder, windowOf, type Call, type Item } from "../helpers/paging-servers.js";

export interface Quirks {
  /** Calls (by index) whose answer never comes: they end only when aborted. */
  hold?: (index: number) => boolean;
  /** Waits before answering. */
  wait?: () => Promise<void>;
  /** Fails the first call for this page index (0-based) with this error. */
  failOnce?: { page: number; error: unknown };
}

export interface ServerView {
  readonly calls: readonly Call<{ signal: AbortSignal }>[];
  readonly inFlight: number;
  readonly maxInFlight: number;
}

type Page = { readonly items: readonly Item[]; readonly warnings: readonly PaginationWarning[] };

export interface Style {
  name: string;
  /** A run over `data`, 10 items a page. */
  run(
    data: Item[],
    options?: PaginateOptions & { resumeFrom?: PaginationResumePoint },
    quirks?: Quirks,
  ): {
    paginated: Paginated<Item, Page>;
    server: ServerView;
  };
  /** The resume point of the page with this index. */
  resumePointOf(page: number): PaginationResumePoint;
}

function answer<T>(index: number, page: number, quirks: Quirks, honest: () => T): T | Promise<T> {
  if (quirks.hold?.(index) === true) return new Promise<T>(() => undefined);
  if (quirks.failOnce?.page === page) {
    const { error } = quirks.failOnce;
    delete quirks.failOnce;
    throw error;
  }
  return quirks.wait === undefined ? honest() : quirks.wait().then(honest);
}

export const styles: Style[] = [
  {
    name: "paginateWindow",
    run(data, { resumeFrom, ...options } = {}, quirks = {}) {
      const server = recorder(
        (request: { offset: number; limit: number; signal: AbortSignal }, index) =>
          answer(index, request.offset / 10, quirks, () => windowOf(data, request)),
      );
      const paginated = paginateWindow(server.fetch, { limit: 10, ...options, ...resumeFrom });
      return { paginated, server };
    },
    resumePointOf: (page) => ({ offset: page * 10 }),
  },
  {
    name: "paginatePages",
    run(data, { resumeFrom, ...options } = {}, quirks = {}) {
      const server = recorder(
        (request: { pageNumber: number; pageSize: number; signal: AbortSignal }, index) =>
          answer(index, request.pageNumber - 1, quirks, () => pageOf(data, request)),
      );
      const paginated = paginatePages(server.fetch, { pageSize: 10, ...options, ...resumeFrom });
      return { paginated, server };
    },
    resumePointOf: (page) => ({ pageNumber: page + 1 }),
  },
];
