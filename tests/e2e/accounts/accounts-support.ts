import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { waitForMails } from "../mailbox";

/**
 * Signed-in users for the account specs, made through Better Auth's HTTP API rather than the
 * /auth page (which has specs of its own): sign up, confirm by the link in the real e-mail, sign
 * in. The texts the specs assert are written out, not imported from app/content: they are the
 * product specification's contracts.
 */

export type TestUser = { email: string; password: string };

/** An address no other test uses (both viewports run the same tests against one mailbox). */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${random}@example.test`.toLowerCase();
}

const requestOf = (client: Page | APIRequestContext): APIRequestContext =>
  "request" in client ? client.request : client;

/** The confirmation link in the text of the account's e-mail. */
function confirmationLink(text: string): string {
  const link = /https?:\/\/[^\s]+\/api\/auth\/verify-email\?token=[^\s]+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}

/** A new account with its e-mail address confirmed; nobody is signed in yet. */
export async function createConfirmedUser(
  client: Page | APIRequestContext,
  baseURL: string | undefined,
  {
    email = `account-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`,
    password = "correct horse 42",
  }: Partial<TestUser> = {},
): Promise<TestUser> {
  if (!baseURL) throw new Error("baseURL is not configured");
  const origin = new URL(baseURL).origin;
  const request = requestOf(client);
  const signUp = await request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password, name: email },
    headers: { Origin: origin },
  });
  expect(signUp.ok(), `sign-up answered ${signUp.status()}: ${await signUp.text()}`).toBe(true);
  const [mail] = await waitForMails(email);
  const confirm = await request.get(confirmationLink(mail!.text), { maxRedirects: 0 });
  expect(confirm.status(), "the confirmation link works").toBeLessThan(400);
  return { email, password };
}

export type SignInAnswer = {
  status: number;
  body: { twoFactorRedirect?: boolean; token?: string | null; [key: string]: unknown };
  /** What the bearer plugin sends for API clients: `Authorization: Bearer <token>`. */
  bearerToken: string | null;
};

/**
 * Signs in through the API from `page.request`, so the session cookie lands in the page's
 * browser context. `origin` names another server than the configured one (startOwnServer).
 */
export async function signInByApi(
  page: Page,
  email: string,
  password: string,
  origin = configuredOrigin(),
): Promise<SignInAnswer> {
  const response = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: origin },
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => ({}))) as SignInAnswer["body"],
    bearerToken: response.headers()["set-auth-token"] ?? null,
  };
}

/** The server of playwright.config.ts. */
export function configuredOrigin(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("baseURL is not configured");
  return new URL(base).origin;
}

/** Signs in and expects a plain session (no second step). */
export async function expectSignedInByApi(page: Page, user: TestUser, origin?: string) {
  const answer = await signInByApi(page, user.email, user.password, origin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.twoFactorRedirect).toBeFalsy();
  return answer;
}

/** A second browser (its own cookies) signed in as the same user: "another device". */
export async function otherDevice(browser: Browser, baseURL: string | undefined, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await expectSignedInByApi(page, user);
  return { page, close: () => context.close() };
}

/** The package name granted in the tests, as the team would type it. */
export const grantedTier = "Local AI Hero";

/**
 * A server of its own on a PostgreSQL database of its own, for the subscription specs: the test
 * grants invoice subscriptions with the same code the admin command uses
 * (server/billing/subscriptions.ts), and can hold or break the table to show loading and failure.
 */
export async function startPostgresServer(settings: Record<string, string> = {}) {
  const { createPostgresDatabase } = await import("../../../server/testing/databases");
  const { openDatabase } = await import("../../../server/db/client");
  const { grantInvoiceSubscription } = await import("../../../server/billing/subscriptions");
  const { startOwnServer } = await import("../server");
  const pg = (await import("pg")).default;
  const database = await createPostgresDatabase();
  const server = await startOwnServer({ ...settings, DATABASE_URL: database.url });
  const { db, close } = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  return {
    origin: server.origin,
    /** What the server has written so far: its JSON log and anything else. */
    output: server.output,
    /** The server's database, for a test that reads or sets what no page shows. */
    databaseUrl: database.url,
    /** An invoice subscription until the end of `until` (YYYY-MM-DD, UTC). */
    grant: (email: string, until: string) =>
      grantInvoiceSubscription(db, { email, tier: grantedTier, until }),
    /**
     * Runs `during` while the subscriptions table is locked (reads of it wait), then lets go:
     * the page's status stays "loading" exactly that long.
     */
    async whileStatusWaits(during: () => Promise<void>) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("begin");
        await client.query("lock table subscriptions in access exclusive mode");
        await during();
      } finally {
        await client.query("rollback").catch(() => {});
        await client.end();
      }
    },
    /** Runs `during` while the subscriptions table is missing: every status read fails. */
    async whileStatusFails(during: () => Promise<void>) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("alter table subscriptions rename to subscriptions_away");
        await during();
      } finally {
        await client.query("alter table subscriptions_away rename to subscriptions").catch(() => {});
        await client.end();
      }
    },
    async stop() {
      await server.stop();
      await close();
      await database.drop();
    },
  };
}

export type PostgresServer = Awaited<ReturnType<typeof startPostgresServer>>;

/** A date a year or so ahead (YYYY-MM-DD) and how the page writes it. */
export function nextYearEnd(): { until: string; shown: string } {
  const year = new Date().getUTCFullYear() + 1;
  return { until: `${year}-12-31`, shown: `December 31, ${year}` };
}

export { expectAccessible } from "../support";

/** The element that has focus contains `text` (e.g. the error summary after a refused submit). */
export async function expectFocusOn(page: Page, text: string | RegExp) {
  await expect(page.locator(":focus")).toContainText(text);
}

/** A page of our own as its path, query included ("/auth?notice=…"), for URL assertions. */
export function pathOf(page: Page): { path: string; params: URLSearchParams } {
  const url = new URL(page.url());
  return { path: url.pathname, params: url.searchParams };
}
