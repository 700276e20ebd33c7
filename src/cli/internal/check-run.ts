import {
  isHttpError,
  isPageFetchError,
  isPaginationError,
  paginatePages,
  paginateWindow,
  type ApiResponse,
  type OwnedProductSearchResult,
  type ResourceName,
} from "../../index.js";
import { maskQuery } from "../../internal/mask-url.js";
import type { CheckSettings } from "./check-settings.js";
import { unreachableLine } from "./connection.js";
import { describeFailure } from "./describe-failure.js";
import { OperationRecord, type OperationName } from "./operation-record.js";
import { firstId, otherIdThanAsked } from "./check-ids.js";
import { limitClamp, pageNumbering, pagesLeft, resultsLeft } from "./paging-observations.js";

// The four operations, in the order `check` runs them: the lists first, since the purchase
// history and the owned product ask for the first id the lists give when --tenant or --product
// is not given.

/**
 * Runs every operation of the service once through the client of `settings`, within the run's
 * time limit, and returns what each showed, in order. `track` is told which operation is
 * running, so that the client's unknown-field reports reach its record.
 */
export async function runChecks(
  settings: CheckSettings,
  track: (record: OperationRecord) => void,
): Promise<OperationRecord[]> {
  const { client, routes, maxPages, filters } = settings;
  const signal = AbortSignal.timeout(settings.timeLimitSeconds * 1000);
  const paging = { maxPages, signal };
  const records: OperationRecord[] = [];
  const start = (operation: OperationName, resource: ResourceName) => {
    // The route as the report and its hints show it: a secret query parameter masked.
    const route = maskQuery(routes[operation].path);
    const record = new OperationRecord(operation, route, resource);
    records.push(record);
    track(record);
    settings.watch.onCrossOrigin = (origin) => {
      record.redirectedTo.set(origin, (record.redirectedTo.get(origin) ?? 0) + 1);
    };
    return record;
  };
  const fail = (record: OperationRecord, label: string, error: unknown) => {
    if (isHttpError(error)) record.status = error.status;
    // Headers came before the call failed without an HTTP error (a body cut off or not
    // decodable, a redirect to where nothing answers): the service was reached.
    const { answer } = settings.watch;
    if (answer !== undefined && !isHttpError(isPageFetchError(error) ? error.cause : error)) {
      record.status = answer.status;
    }
    // The first operation found no server at all (after its retries: a service may still be
    // starting in CI): the others would only retry the same closed port.
    if (records.length === 1 && !record.reached) {
      record.unreachable ??= unreachableLine("check", error);
    }
    const { listTenants: pages, searchOwnedProducts: windows } = routes;
    record.failure ??= describeFailure(record, label, error, {
      timedOut: signal.aborted,
      timeLimitSeconds: settings.timeLimitSeconds,
      credentials: settings.credentials,
      answer,
      queryNames:
        record.operation === "listTenants"
          ? `${pages.pageNumberParam} and ${pages.pageSizeParam}`
          : `${windows.offsetParam} and ${windows.limitParam}`,
    });
  };
  // The response each operation last asked for: a failure the pagination engine raises around
  // it (the run's time limit, seen there first) is still said at that response.
  const asking = new Map<OperationRecord, string>();
  // One response, read through `call` and checked. A failure is recorded where it happened,
  // and rethrown, so that a paginated run stops there.
  const read = async <T>(
    record: OperationRecord,
    label: string,
    call: () => Promise<ApiResponse<T>>,
  ): Promise<T> => {
    asking.set(record, label);
    settings.watch.forget();
    try {
      const { status, data } = await call();
      record.response(label, status, data);
      return data;
    } catch (error) {
      fail(record, label, error);
      throw error;
    }
  };
  // Runs an operation to its end, unless an earlier one ended the run: its time limit ran out,
  // the service could not be reached at all, or it refused the credentials (every other call
  // would be refused too).
  const step = async (record: OperationRecord, run: () => Promise<void>) => {
    if (signal.aborted) record.skipped = "not run: the run's time limit ran out";
    else if (records[0]?.unreachable !== undefined) {
      record.skipped = "not run: the service cannot be reached";
    } else if (records.some(({ failure }) => failure?.kind === "credentials")) {
      record.skipped = "not run: the service refused the credentials";
    }
    if (record.skipped !== undefined) return;
    try {
      await run();
    } catch (error) {
      // A paginated run's own refusal (PaginationError) is raised by no single response.
      const noun = record.operation === "listTenants" ? "page" : "offset";
      const label = isPaginationError(error)
        ? `${noun} ${Object.values(error.resumeFrom)[0] ?? ""}`
        : (asking.get(record) ?? `the first ${noun}`);
      fail(record, label, error);
    }
  };

  const tenants = start("listTenants", "TenantPage");
  // The id the first response gives, taken as it arrives: a list that fails on a later page (or
  // whose counts stop the run) still gave it, and the operation that needs one runs with it.
  let tenantId = settings.tenant;
  await step(tenants, async () => {
    let size = 1;
    const pages = paginatePages(
      ({ pageNumber, pageSize, signal }) => {
        size = pageSize;
        return read(tenants, `page ${pageNumber}`, async () => {
          const answer = await client.tenants.list.withResponse(
            { pageNumber, pageSize },
            { signal },
          );
          tenantId ??= firstId(answer.data.list, "id");
          tenants.observed.maxPagesReached ??= pagesLeft(pageNumber, paging.maxPages, answer.data);
          return answer;
        });
      },
      // Deduped by id as `listAll` dedupes, so that a page that repeats tenants (a page past
      // the end answered as the last one) is reported as listAll would meet it.
      {
        ...paging,
        dedupe: (tenant) => tenant.id,
        onWarning: (warning) => tenants.warning(warning),
      },
    );
    let pageOne: readonly unknown[] | undefined;
    for await (const page of pages.pages()) pageOne ??= page.items;
    if (pageOne === undefined) return;
    tenants.observed.pageNumbering = await pageNumbering(pageOne, async () => {
      const zero = await client.tenants.list.withResponse(
        { pageNumber: 0, pageSize: size },
        { signal },
      );
      tenants.response("page 0", zero.status, zero.data);
      return zero;
    });
  });

  const search = start("searchOwnedProducts", "OwnedProductSearchResult");
  const filterNames = Object.keys(filters);
  if (filterNames.length > 0) search.subject = `filtered by ${filterNames.join(", ")}`;
  let productId = settings.product;
  await step(search, async () => {
    const answers: { limit: number; data: OwnedProductSearchResult }[] = [];
    let windowsRead = 0;
    const windows = paginateWindow(
      ({ offset, limit, signal }) =>
        read(search, `offset ${offset}`, async () => {
          const answer = await client.ownedProducts.search.withResponse(
            { ...filters, offset, limit },
            { signal },
          );
          if (answers.length < 2) answers.push({ limit, data: answer.data });
          productId ??= firstId(answer.data.list, "ownedProductId");
          windowsRead++;
          if (windowsRead === paging.maxPages) {
            search.observed.maxPagesReached = resultsLeft(offset, answer.data);
          }
          return answer;
        }),
      { ...paging, onWarning: (warning) => search.warning(warning) },
    );
    for await (const _window of windows.pages()) {
      // Each window is read (and checked) by the fetcher above.
    }
    const [first, second] = answers;
    if (first !== undefined) {
      search.observed.limit = limitClamp(first.limit, first.data, second?.data);
    }
  });

  // One resource by id: the id given on the command line, or the first a list gave.
  const one = async (
    record: OperationRecord,
    {
      id,
      flag,
      noun,
      list,
      from,
    }: { id: number | undefined; flag: string; noun: string; list: string; from: OperationRecord },
    call: (id: number) => Promise<ApiResponse<unknown>>,
  ) => {
    await step(record, async () => {
      if (id === undefined) {
        const a = /^[aeiou]/.test(noun) ? "an" : "a";
        const why = from.failure === undefined ? "gave no" : `failed before it gave ${a}`;
        record.skipped = `not run: the ${list} ${why} ${noun} id; pass ${flag} <id>`;
        return;
      }
      const given = settings[flag === "--tenant" ? "tenant" : "product"] !== undefined;
      record.subject = `${noun} ${id}: ${given ? `from ${flag}` : `the first of the ${list}`}`;
      const label = `${noun} ${id}`;
      const data = await read(record, label, () => call(id));
      const mismatch = otherIdThanAsked(record.operation, data, id, noun);
      if (mismatch !== undefined) record.violations.push({ response: label, ...mismatch });
    });
  };
  await one(
    start("purchaseHistory", "PurchaseHistory"),
    { id: tenantId, flag: "--tenant", noun: "tenant", list: "tenant list", from: tenants },
    (id) => client.purchaseHistory.get.withResponse(id, { signal }),
  );
  await one(
    start("ownedProduct", "OwnedProduct"),
    { id: productId, flag: "--product", noun: "owned product", list: "search", from: search },
    (id) => client.ownedProducts.get.withResponse(id, { signal }),
  );
  return records;
}
