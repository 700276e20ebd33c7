/**
 * `owned-products-sdk`: zod schemas and types for the owned-products service, a small HTTP
 * client, and pagination helpers. Test helpers live in `owned-products-sdk/testing`.
 *
 * @packageDocumentation
 * @module owned-products-sdk
 */
export * from "./schemas/index.js";
