/**
 * The `owned-products-sdk/testing` entry: fixtures and msw handlers for testing apps that use the
 * SDK. It imports msw, an optional peer dependency of the package: install msw (2.10 or later, or
 * 3) to use this entry. The root and `/schemas` entries never load it.
 *
 * @packageDocumentation
 * @module owned-products-sdk/testing
 */
export type { Seed } from "./seed.js";
export type { DateTimeStyle } from "./date-time-style.js";
export {
  DEFAULT_FIXTURE_NOW,
  type FixtureOptions,
  type FixtureOverrides,
} from "./fixture-options.js";
export { FixtureError, isFixtureError, type FixtureIssue } from "./fixture-error.js";
export { makeOwnedProduct } from "./owned-product-fixture.js";
export { OWNED_PRODUCT_STATUSES } from "./owned-product-statuses.js";
export { makePayment, type PaymentFixtureOptions } from "./payment-fixture.js";
export { makeCredentials, makeTenant } from "./tenant-fixture.js";
export {
  makePurchaseHistory,
  type PurchaseHistoryFixtureOptions,
} from "./purchase-history-fixture.js";
export {
  makeOwnedProductSearchResult,
  type SearchResultFixtureOptions,
} from "./search-result-fixture.js";
export { makeTenantPage, type TenantPageFixtureOptions } from "./tenant-page-fixture.js";
export { makeDataset } from "./dataset.js";
export type { DatasetOptions, MockDataset } from "./mock-dataset.js";
export { createHandlers, type HandlersOptions } from "./handlers.js";
export type { ItemFilter } from "./item-filter.js";
export type {
  ChangeDataFault,
  ChangeItemsFault,
  DelayFault,
  Fault,
  FaultPlan,
  FaultSelector,
  InvalidBodyFault,
  MalformedBodyFault,
  NetworkFault,
  RouteName,
  StatusFault,
} from "./faults.js";
export type { MockServiceOptions } from "./mock-service-options.js";
export {
  createMockFetchHandler,
  type MockFetchHandler,
  type MockFetchHandlerOptions,
} from "./mock-fetch-handler.js";
export {
  startMockServer,
  type MockRequestLog,
  type MockServer,
  type MockServerOptions,
} from "./mock-server.js";
