// In Chromium: the built SDK (bundled by Vite) validates payloads that the page fetches, with
// msw's service worker answering the requests, under a CSP without 'unsafe-eval'
// (vitest.browser.config.ts). Add a browser check as one more test here; the
// client over the testing kit's handlers is checked in testing-handlers.browser.test.ts.
import { http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import { PurchaseHistorySchema, TenantSchema } from "owned-products-sdk";
import { afterAll, beforeAll, expect, test } from "vitest";
import { samples, SECRETS } from "../helpers/samples.js";

const worker = setupWorker(
  http.get("/tenants/:tenantId/purchase-history", ({ params }) =>
    HttpResponse.json({ ...samples.PurchaseHistory, tenantId: Number(params["tenantId"]) }),
  ),
  // A tenant whose server sends a secret of the wrong type and a fractional int32.
  http.get("/tenants/:tenantId", () =>
    HttpResponse.json({
      ...samples.Tenant,
      accountId: 1.5,
      credentials: { ...samples.Credentials, smtpPort: SECRETS.smtpServerPassword },
    }),
  ),
);

beforeAll(() => worker.start({ quiet: true, onUnhandledFrame: "error" }));
afterAll(() => worker.stop());

test("runs in a real browser, not in Node", () => {
  expect(typeof window).toBe("object");
  expect(navigator.userAgent).toContain("Chrome");
  expect(navigator.serviceWorker.controller).not.toBeNull();
});

test("a purchase history fetched by the page parses", async () => {
  const response = await fetch("/tenants/42/purchase-history");
  const history = PurchaseHistorySchema.parse(await response.json());
  expect(history.tenantId).toBe(42);
  expect(history.products?.map((product) => product.ownedProductId)).toEqual([7, 8]);
});

test("a bad payload fails with the path of every bad field and no secret in the error", async () => {
  const response = await fetch("/tenants/42");
  const result = TenantSchema.safeParse(await response.json());
  expect(result.success).toBe(false);
  const paths = result.error?.issues.map((issue) => issue.path.join("."));
  expect(paths?.sort()).toEqual(["accountId", "credentials.smtpPort"]);
  expect(JSON.stringify(result.error?.issues)).not.toContain(SECRETS.smtpServerPassword);
  expect(result.error?.message).not.toContain(SECRETS.smtpServerPassword);
});

test("the schemas' fast path: valid input comes back as it is, the rest goes to zod", async () => {
  const json: unknown = await (await fetch("/tenants/42/purchase-history")).json();
  expect(PurchaseHistorySchema.parse(json)).toBe(json);
  const frame = document.createElement("iframe");
  document.body.append(frame);
  // An object of another realm is left to zod, which returns its own copy, equal to the input.
  const foreign: unknown = (frame.contentWindow as unknown as { JSON: JSON }).JSON.parse(
    JSON.stringify(json),
  );
  const copy = PurchaseHistorySchema.parse(foreign);
  expect(copy).not.toBe(foreign);
  expect(copy).toEqual(json);
  frame.remove();
});

test("under a CSP without 'unsafe-eval', validation never tries to generate code", async () => {
  const violations: string[] = [];
  const record = (event: SecurityPolicyViolationEvent) => violations.push(event.violatedDirective);
  document.addEventListener("securitypolicyviolation", record);
  const json: unknown = await (await fetch("/tenants/42/purchase-history")).json();
  expect(PurchaseHistorySchema.parse(json)).toBe(json);
  const bad = TenantSchema.safeParse(await (await fetch("/tenants/42")).json());
  expect(bad.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
    "accountId",
    "credentials.smtpPort",
  ]);
  // Violation reports are queued: give them time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  document.removeEventListener("securitypolicyviolation", record);
  expect(violations).toEqual([]);
  // The policy is really in force on this page.
  expect(() => new Function("return 1")).toThrow(EvalError);
});
