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
export type { InvalidItemReport, InvalidItemsMode } from "./client/invalid-items.js";
export type { AuthOption, TokenProvider, TokenRequest } from "./client/auth.js";
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
  FetchOptions,
  HeaderMap,
  LogDetails,
  Operation,
  RequestOptions,
  UnknownFieldsReport,
  ValidationMode,
} from "./client/types.js";
export type {
  GetManyOptions,
  GetManyResult,
  PurchaseHistoryResource,
} from "./client/resources/purchase-history.js";
export type {
  OwnedProductIterable,
  OwnedProductSearchParams,
  OwnedProductsResource,
  SearchAllOptions,
} from "./client/resources/owned-products.js";
export type {
  ListAllOptions,
  TenantIterable,
  TenantListParams,
  TenantsResource,
} from "./client/resources/tenants.js";
export type { FilterShape, QueryValue, SearchFilters } from "./client/query.js";
export { defaultRoutes, type Routes, type RoutesOverride } from "./client/routes.js";
export type {
  Telemetry,
  TelemetryAttempt,
  TelemetryCall,
  TelemetryCallEnd,
  TelemetryCallWatch,
  TelemetryRunWatch,
} from "./client/telemetry.js";
export type {
  CoordinatedCall,
  Coordination,
  CoordinationClient,
  CoordinationPermit,
} from "./client/coordination.js";
// Errors (src/errors): one class and its guard per file.
export { isSdkError, SdkError } from "./errors/sdk-error.js";
export { isRequestError, RequestError, type RequestSummary } from "./errors/request-error.js";
export { HttpError, isHttpError, type HttpErrorDetails } from "./errors/http-error.js";
export {
  isValidationError,
  ValidationError,
  type ValidationIssue,
} from "./errors/validation-error.js";
export { isTimeoutError, TimeoutError } from "./errors/timeout-error.js";
export { isNetworkError, NetworkError } from "./errors/network-error.js";
export {
  isResponseTooLargeError,
  ResponseTooLargeError,
} from "./errors/response-too-large-error.js";
export { isRedirectError, RedirectError, type RedirectRefusal } from "./errors/redirect-error.js";
export { GetManyError, isGetManyError } from "./errors/get-many-error.js";
// Pagination helpers (src/pagination) and their errors.
export { paginateWindow } from "./pagination/paginate-window.js";
export type {
  PaginateWindowOptions,
  WindowPage,
  WindowRequest,
  WindowResponse,
} from "./pagination/paginate-window.js";
export { paginatePages } from "./pagination/paginate-pages.js";
export type {
  NumberedPage,
  PageRequest,
  PageResponse,
  PaginatePagesOptions,
} from "./pagination/paginate-pages.js";
export type { ListItem } from "./pagination/list-item.js";
export type { PaginateOptions, Paginated, ToArrayOptions } from "./pagination/paginated.js";
export type { PaginationWarning, PaginationWarningCode } from "./pagination/warning.js";
// The two paging styles as pure descriptions, for adapters (the /tanstack-query entry).
export type {
  PaginationCursor,
  PaginationDescription,
  PaginationReading,
} from "./pagination/description.js";
export {
  windowDescription,
  type WindowQuery,
  type WindowStart,
} from "./pagination/window-description.js";
export { pageDescription, type PageQuery, type PageStart } from "./pagination/page-description.js";
export { isPageFetchError, PageFetchError } from "./errors/page-fetch-error.js";
export {
  isPaginationError,
  PaginationError,
  type PaginationErrorCode,
} from "./errors/pagination-error.js";
export { isTooManyItemsError, TooManyItemsError } from "./errors/too-many-items-error.js";
export type { PaginationResumePoint } from "./errors/pagination-resume-point.js";
