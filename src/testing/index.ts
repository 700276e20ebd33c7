/**
 * The `owned-products-sdk/testing` entry: fixtures and msw handlers for testing apps that use the
 * SDK. msw is an optional peer dependency, needed only for the handlers.
 *
 * @packageDocumentation
 * @module owned-products-sdk/testing
 */
export {};
