/**
 * `owned-products-sdk`: zod schemas and types for the owned-products service, a small HTTP
 * client, and pagination helpers. Test helpers live in `owned-products-sdk/testing`.
 *
 * @packageDocumentation
 * @module owned-products-sdk
 */
export * from "./schemas/index.js";
export { createClient, type Client } from "./client/create-client.js";
export type { ClientOptions } from "./client/options.js";
export type { AuthOption, TokenProvider } from "./client/auth.js";
export {
  RETRY_STATUSES,
  type RetryContext,
  type RetryOption,
  type RetryPolicy,
  type RetryPredicate,
} from "./client/retry-policy.js";
export type {
  ApiResponse,
  ClientLogger,
  FetchLike,
  HeaderMap,
  LogDetails,
  Operation,
  RequestOptions,
  UnknownFieldsReport,
  ValidationMode,
} from "./client/types.js";
export type {
  OwnedProductSearchParams,
  OwnedProductsResource,
  PurchaseHistoryResource,
  TenantListParams,
  TenantsResource,
} from "./client/resources.js";
export type { QueryValue } from "./client/query.js";
export type {
  ListAllOptions,
  OwnedProductIterable,
  SearchAllOptions,
  TenantIterable,
} from "./client/iterate-all.js";
export { defaultRoutes, resolveRoutes, type Routes, type RoutesOverride } from "./client/routes.js";
export {
  HttpError,
  isHttpError,
  isSdkError,
  NetworkError,
  SdkError,
  TimeoutError,
  ValidationError,
  type HttpErrorDetails,
  type RequestSummary,
  type ValidationIssue,
} from "./errors.js";
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
export {
  isPageFetchError,
  isPaginationError,
  PageFetchError,
  PaginationError,
  TooManyItemsError,
} from "./errors.js";
export type { PaginationErrorCode, PaginationResumePoint } from "./errors.js";
