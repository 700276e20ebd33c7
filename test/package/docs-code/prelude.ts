// The free names of the docs' ```ts blocks: what the prose around each block says they are, so
// the snippets stay short. Nothing here is `any`, and this is a .ts file, not a .d.ts that
// skipLibCheck would skip: a misspelt type here fails the run instead of turning into `any`.
import type * as sdk from "owned-products-sdk";
import type * as testing from "owned-products-sdk/testing";
import type { SetupServer } from "msw/node";

declare global {
  // Imported by an earlier block of the same page.
  const createClient: typeof sdk.createClient;
  const HttpError: typeof sdk.HttpError;
  const makeDataset: typeof testing.makeDataset;
  const createHandlers: typeof testing.createHandlers;

  // Made by an earlier block of the same page.
  const client: ReturnType<typeof sdk.createClient>;
  const baseUrl: string;
  const dataset: ReturnType<typeof testing.makeDataset>;
  const server: SetupServer;

  // The reader's own values and functions.
  const response: Response;
  const json: unknown;
  const signal: AbortSignal;
  const tenant: sdk.Tenant;
  const tenantIds: readonly number[];
  const tokens: { current(): string };
  const cache: { token: string };
  const vault: { read(): Promise<{ token: string }> };
  const oauth: { token(options: { forceRefresh: boolean }): Promise<{ access: string }> };
  const metrics: { increment(name: string, tags: Record<string, unknown>): void };
  const log: { warn(message: string): void };
  function bill(tenantId: number, history: sdk.PurchaseHistory): Promise<void>;
  function save(product: sdk.OwnedProduct): void;
  function sleep(ms: number): Promise<void>;
  function search(request: {
    offset: number;
    limit: number;
    signal: AbortSignal;
  }): Promise<sdk.OwnedProductSearchResult>;

  // JSX of the recipes' React server component, loosely: React's own types are not installed here.
  // eslint-disable-next-line @typescript-eslint/no-namespace -- TypeScript looks JSX up as a namespace
  namespace JSX {
    type Element = { readonly type: unknown; readonly props: unknown };
    interface IntrinsicElements {
      readonly [tag: string]: Readonly<Record<string, unknown>>;
    }
  }

  // The test runner's hooks (vitest or jest globals).
  function beforeAll(hook: () => unknown): void;
  function afterEach(hook: () => unknown): void;
  function afterAll(hook: () => unknown): void;
}
