// An error body holds what the server chose to send: a tenant beside the failure, a provider's
// settings named flat, or the same as text. Every field fieldSensitivity classes "credential"
// (a callback address, the SMTP user, the SMS account) is masked there as the secrets are, in
// `body`, the message and every rendering: one classification, read by every outlet.
import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { isCredentialField } from "../../src/client/internal/redact.js";
import { createClient, HttpError, REDACTED } from "../../src/index.js";
import { fieldSensitivity } from "../../src/schemas/index.js";
import { sendJson, sendText, startLoopbackServer } from "../helpers/loopback-server.js";

const CALLBACK = "https://hooks.tenant.test/cap-7f3a9c/subscription";
const SMTP_USER = "mailer-4b81@tenant.test";
const SMS_SID = "AC-sid-55e1d0";

async function failWith(status: number, body: unknown, text = false): Promise<HttpError> {
  const server = await startLoopbackServer((_, res) =>
    text ? sendText(res, status, String(body), "text/plain") : sendJson(res, status, body),
  );
  const client = createClient({ baseUrl: server.url, auth: "tok-9", retry: 0 });
  const error = await client.tenants.list().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

function everyRendering(error: HttpError): string {
  return [error.message, String(error), JSON.stringify(error), inspect(error, { depth: 20 })].join(
    "\n",
  );
}

describe("an error body never shows a credential field", () => {
  test("a tenant in a JSON error body: its callback addresses are masked", async () => {
    const tenant = {
      id: 1,
      name: "Acme",
      getTenantUsersUri: CALLBACK,
      tenantUserCommunicationSentUri: CALLBACK,
      tenantSubscriptionChangedUri: CALLBACK,
    };
    const error = await failWith(409, { message: "conflict", tenant });
    expect(everyRendering(error)).not.toContain(CALLBACK);
    const body = error.body as { tenant: Record<string, unknown> };
    expect(body.tenant).toEqual({
      id: 1,
      name: "Acme",
      getTenantUsersUri: REDACTED,
      tenantUserCommunicationSentUri: REDACTED,
      tenantSubscriptionChangedUri: REDACTED,
    });
  });

  test("a provider's settings named flat in a JSON error body are masked", async () => {
    const error = await failWith(422, {
      detail: "the mail server refused the login",
      smtpServerUsername: SMTP_USER,
      smsProviderAccountSid: SMS_SID,
    });
    expect(everyRendering(error)).not.toMatch(new RegExp(`${SMTP_USER}|${SMS_SID}`));
    expect(error.body).toMatchObject({ smtpServerUsername: REDACTED });
  });

  test("a credential field as `name: value` in a string of a JSON body, or in a text body", async () => {
    const detail = `login failed for smtpServerUsername=${SMTP_USER}, "smsProviderAccountSid":"${SMS_SID}"`;
    const json = await failWith(400, { detail });
    expect(everyRendering(json)).not.toMatch(new RegExp(`${SMTP_USER}|${SMS_SID}`));
    // The server's explanation still reads, with the values masked.
    expect(json.message).toContain(
      `the server says: login failed for smtpServerUsername=${REDACTED}, "smsProviderAccountSid":"${REDACTED}"`,
    );
    const text = await failWith(500, `tenant dump: {"getTenantUsersUri":"${CALLBACK}"}`, true);
    expect(everyRendering(text)).not.toContain(CALLBACK);
  });

  test("a name that only begins like a credential field is no credential", async () => {
    const error = await failWith(400, { detail: "smtpServerLimit=3", smtpServerNote: "busy" });
    expect(error.message).toContain("smtpServerLimit=3");
    expect(error.body).toMatchObject({ smtpServerNote: "busy" });
  });
});

test("the client's credential fields are the ones fieldSensitivity classes", () => {
  // The client masks by name so that its bundle carries no table; the two must not drift apart.
  for (const fields of Object.values(fieldSensitivity)) {
    for (const [name, sensitivity] of Object.entries(fields as Record<string, string>)) {
      const credential = sensitivity === "credential" && name !== "credentials";
      expect([name, isCredentialField(name)]).toEqual([name, credential]);
    }
  }
  expect(isCredentialField("SMTPSERVERUSERNAME")).toBe(true);
  for (const near of ["smtpServerX", "xsmtpServer", "smsProvider", "smtp", "getTenantUsers"]) {
    expect([near, isCredentialField(near)]).toEqual([near, false]);
  }
});
