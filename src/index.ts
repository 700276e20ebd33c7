/**
 * `owned-products-sdk`: zod schemas and types for the owned-products service, a small HTTP
 * client, and pagination helpers. Test helpers live in `owned-products-sdk/testing`.
 *
 * @packageDocumentation
 */
export * from "./schemas/index.js";
// Pagination helpers (src/pagination) and their errors.
export { paginateWindow } from "./pagination/paginate-window.js";
export type {
  PaginateWindowOptions,
  WindowItem,
  WindowPage,
  WindowRequest,
  WindowResponse,
} from "./pagination/paginate-window.js";
export { paginatePages } from "./pagination/paginate-pages.js";
export type {
  NumberedPage,
  PageItem,
  PageRequest,
  PageResponse,
  PaginatePagesOptions,
} from "./pagination/paginate-pages.js";
export type { PaginateOptions, Paginated, ToArrayOptions } from "./pagination/paginated.js";
export type { PaginationWarning, PaginationWarningCode } from "./pagination/warning.js";
export { PageFetchError, PaginationError, TooManyItemsError } from "./errors.js";
export type { PaginationErrorCode, PaginationResumePoint } from "./errors.js";
