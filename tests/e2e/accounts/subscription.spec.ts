import { expect, test, type Page } from "@playwright/test";
import {
  createConfirmedUser,
  expectAccessible,
  expectFocusOn,
  expectSignedInByApi,
  grantedTier,
  nextYearEnd,
  pathOf,
  startPostgresServer,
  uniqueEmail,
  type PostgresServer,
  type TestUser,
} from "./accounts-support";
import { gotoHydrated, httpOnly } from "../support";

/**
 * /subscription-success and the two APIs behind it. The product specification's texts are written
 * out: they are contracts.
 */

const loading = "Loading your subscription…";
const activatedLine = "Your subscription has been successfully activated.";
const manageLine = "Manage your subscription below.";
const loadFailed = "Failed to load subscription details.";
const portalFailed = "Failed to open customer portal. Please try again.";
const invoiceLine =
  "Your subscription is billed by invoice. To change it or get a copy of an invoice, write to billing@shopcity.com.";

async function signedInUser(page: Page, origin: string, label: string): Promise<TestUser> {
  const user = await createConfirmedUser(page, origin, { email: uniqueEmail(test.info(), label) });
  await expectSignedInByApi(page, user, origin);
  return user;
}

const activeCard = (page: Page) => page.getByRole("region", { name: "Active subscription", exact: true });

async function expectActiveCard(page: Page, shownDate: string) {
  const card = activeCard(page);
  await expect(card).toBeVisible();
  // The badge; screen readers hear "Package: " before it.
  await expect(card.getByText(grantedTier)).toHaveText(`Package: ${grantedTier}`);
  await expect(card).toContainText("$2,500 per month");
  // Granted by invoice: paid up to a date, not billed again by itself.
  await expect(card).toContainText(`Active until${shownDate}`);
  await expect(card.getByRole("button", { name: "Manage Billing" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
}

/** The package's panel of /pricing, where its call to action is. */
const pricingPlan = (page: Page) => page.getByRole("region", { name: "Local AI Hero" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The account menu: desktop's disclosure, or the phone menu's items. */
async function openAccountMenu(page: Page, phone: boolean) {
  const nav = mainNav(page);
  if (phone) await nav.locator("summary").filter({ hasText: "Menu" }).click();
  else await nav.getByText("Your account", { exact: true }).click();
}

async function expectNextSteps(page: Page) {
  const steps = page.getByRole("region", { name: "What happens after you subscribe" }).getByRole("listitem");
  await expect(steps).toHaveText([/Set up your brand/, /Import your business data/, /Go live/]);
}

test.describe("/subscription-success", () => {
  test("without a session goes to /auth, saying why and keeping the way back", async ({ page }) => {
    await page.goto("/subscription-success?session_id=cs_test_back");
    const { path, params } = pathOf(page);
    expect(path).toBe("/auth");
    expect(params.get("notice")).toBe("auth-required");
    expect(params.get("redirectTo")).toBe("/subscription-success?session_id=cs_test_back");
  });

  test("not subscribed: no active subscription and the way to pricing", async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, "not-subscribed");
    const response = await gotoHydrated(page, "/subscription-success");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByText(manageLine)).toBeVisible();
    const none = page.getByRole("region", { name: "No Active Subscription" });
    await expect(none.getByRole("link", { name: "View pricing" })).toHaveAttribute("href", "/pricing");
    await expect(activeCard(page)).toHaveCount(0);
    await expectNextSteps(page);
    await expectAccessible(page, "/subscription-success, not subscribed");
  });
});

test.describe("/subscription-success with a subscription (a server on PostgreSQL of its own)", () => {
  // One server for the tests of this group in this worker; they run one after the other.
  test.describe.configure({ mode: "default" });
  let server: PostgresServer;
  const { until, shown } = nextYearEnd();

  test.beforeAll(async () => {
    // A server of its own, starting on a loaded machine: more than a test's usual time.
    test.setTimeout(120_000);
    server = await startPostgresServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  // Each test makes a user (sign-up, mail, confirmation, sign-in: two slow password hashes) on a
  // second server: give them a slow test's time.
  test.beforeEach(() => test.slow());

  async function subscribedUser(page: Page, label: string) {
    const user = await signedInUser(page, server.origin, label);
    await server.grant(user.email, until);
    return user;
  }

  test("subscribed: the card with tier, price, next billing date, Manage Billing and Go to Dashboard", async ({
    page,
  }) => {
    await subscribedUser(page, "subscribed");
    await gotoHydrated(page, `${server.origin}/subscription-success`);
    await expect(page.getByText(manageLine)).toBeVisible();
    await expect(page.getByText(activatedLine)).toHaveCount(0);
    await expectActiveCard(page, shown);
    await expectNextSteps(page);
    await expectAccessible(page, "/subscription-success, subscribed");

    // The same answer from the API, and the account page's summary.
    const api = await page.request.get(`${server.origin}/api/subscription`);
    expect(await api.json()).toEqual({
      subscribed: true,
      subscription_tier: grantedTier,
      subscription_end: `${until}T23:59:59.999Z`,
    });
    await activeCard(page).getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(`${server.origin}/dashboard`);
    await gotoHydrated(page, `${server.origin}/account`);
    const summary = page.getByRole("region", { name: "Subscription", exact: true });
    await expect(summary).toContainText(grantedTier);
    await expect(summary).toContainText(`Active until${shown}`);
  });

  test("/pricing, the same page for everyone, tells a subscriber so and leads to the dashboard; so does the account menu", async ({
    page,
  }, testInfo) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/subscription") asked.push(request.url());
    });
    // Nobody signed in: the page as it was built, and no question to the server.
    await gotoHydrated(page, `${server.origin}/pricing`);
    await expect(pricingPlan(page).getByRole("link", { name: "Talk to sales" })).toBeVisible();
    expect(asked).toEqual([]);

    // Signed in without a subscription: the same offer, and no dashboard in the menu.
    await signedInUser(page, server.origin, "pricing-none");
    await gotoHydrated(page, `${server.origin}/account`);
    await expect.poll(() => asked.length).toBe(1);
    asked.length = 0;
    await gotoHydrated(page, `${server.origin}/pricing`);
    // One question per page load, for the plan and the menu alike.
    await expect.poll(() => asked.length).toBe(1);
    await expect(pricingPlan(page).getByRole("link", { name: "Talk to sales" })).toBeVisible();
    await openAccountMenu(page, testInfo.project.name === "phone");
    await expect(mainNav(page).getByRole("link", { name: "Account", exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    // A subscriber: subscribed, and the way to the dashboard, in the page and in the menu.
    await page.context().clearCookies();
    await subscribedUser(page, "pricing-subscribed");
    await gotoHydrated(page, `${server.origin}/account`);
    await gotoHydrated(page, `${server.origin}/pricing`);
    const plan = pricingPlan(page);
    await expect(plan).toContainText("Your city is subscribed");
    await expect(plan.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(plan.getByRole("link", { name: "Talk to sales" })).toHaveCount(0);
    await expect(plan.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
    await expectAccessible(page, "/pricing, subscribed");
    await openAccountMenu(page, testInfo.project.name === "phone");
    await expect(mainNav(page).getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  test("back from Checkout (session_id): the activation line", async ({ page }) => {
    await subscribedUser(page, "activated");
    await gotoHydrated(page, `${server.origin}/subscription-success?session_id=cs_test_123`);
    await expect(page.getByText(activatedLine)).toBeVisible();
    await expect(page.getByText(manageLine)).toHaveCount(0);
    await expectActiveCard(page, shown);
    await expectAccessible(page, "/subscription-success?session_id=…");
  });

  // The page looks again 1, 2, 4 and 8 s after it loaded (15 s in all). Each test does only what
  // fits well inside that window, so a busy machine cannot run the clock out before the grant.
  test("back from Checkout before the subscription is recorded: loading, then the card", async ({ page }) => {
    const user = await signedInUser(page, server.origin, "webhook-late");
    await gotoHydrated(page, `${server.origin}/subscription-success?session_id=cs_test_late`);
    await expect(page.getByRole("status").filter({ hasText: loading })).toBeVisible();
    await server.grant(user.email, until);
    await expect(activeCard(page)).toBeVisible({ timeout: 20_000 });
    await expectActiveCard(page, shown);
    await expect(page.getByText(loading)).toHaveCount(0);
  });

  test("back from Checkout and the subscription never arrives: loading, then no subscription", async ({
    page,
  }) => {
    await signedInUser(page, server.origin, "webhook-never");
    // The page looks again 1, 2, 4 and 8 s apart: the browser's clock is moved on, not waited for.
    await page.clock.install();
    await gotoHydrated(page, `${server.origin}/subscription-success?session_id=cs_test_never`);
    await expect(page.getByRole("status").filter({ hasText: loading })).toBeVisible();
    await expectAccessible(page, "/subscription-success while loading");
    const none = page.getByRole("region", { name: "No Active Subscription" });
    await expect(async () => {
      await page.clock.fastForward(2_000);
      await expect(none).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 25_000 });
    await expect(page.getByText(loading)).toHaveCount(0);
    // Nothing was activated, whatever the address says.
    await expect(page.getByText(manageLine)).toBeVisible();
    await expect(page.getByText(activatedLine)).toHaveCount(0);
  });

  test("a client navigation shows the loading state until the status arrives", async ({ page }) => {
    await subscribedUser(page, "navigation");
    await gotoHydrated(page, `${server.origin}/account`);
    await server.whileStatusWaits(async () => {
      await page.getByRole("link", { name: "View your subscription" }).click();
      await expect(page.getByRole("status").filter({ hasText: loading })).toBeVisible();
      await expect(page).toHaveURL(`${server.origin}/subscription-success`);
    });
    await expectActiveCard(page, shown);
  });

  test("a status that takes longer than the server waits ends in the failure message", async ({ page }) => {
    await subscribedUser(page, "slow-status");
    await gotoHydrated(page, `${server.origin}/account`);
    await server.whileStatusWaits(async () => {
      await page.getByRole("link", { name: "View your subscription" }).click();
      await expect(page.getByRole("status").filter({ hasText: loading })).toBeVisible();
      // The server gives up on a deferred value after 5 s (streamTimeout in entry.server.tsx).
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(loadFailed, { timeout: 15_000 });
    });
  });

  test("Manage Billing for an invoice customer explains how billing works", async ({ page }) => {
    await subscribedUser(page, "invoice");
    await gotoHydrated(page, `${server.origin}/subscription-success`);
    await activeCard(page).getByRole("button", { name: "Manage Billing" }).click();
    const explanation = page.getByRole("status").filter({ hasText: "billed by invoice" });
    await expect(explanation).toHaveText(invoiceLine);
    await expect(explanation.getByRole("link", { name: "billing@shopcity.com" })).toHaveAttribute(
      "href",
      "mailto:billing@shopcity.com",
    );
    // The explanation is the answer to the click: focus goes to it, not to the page.
    await expectFocusOn(page, invoiceLine);
    await expectAccessible(page, "/subscription-success with the invoice explanation");
  });

  test("Manage Billing on /account: the invoice explanation takes focus", async ({ page }) => {
    await subscribedUser(page, "account-invoice");
    await gotoHydrated(page, `${server.origin}/account`);
    const summary = page.getByRole("region", { name: "Subscription", exact: true });
    await summary.getByRole("button", { name: "Manage Billing" }).click();
    await expect(summary.getByRole("status").filter({ hasText: "billed by invoice" })).toHaveText(
      invoiceLine,
    );
    await expectFocusOn(page, invoiceLine);
  });

  test("a failed portal request says so in a toast", async ({ page }) => {
    await subscribedUser(page, "portal-failure");
    // The one fake in these specs: our own portal API answers 500 here, to show the UI's failure
    // path (a real failure needs Stripe down). Every other request reaches the real server.
    await page.route(`${server.origin}/api/billing/portal`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "x" }) }),
    );
    await gotoHydrated(page, `${server.origin}/subscription-success`);
    await activeCard(page).getByRole("button", { name: "Manage Billing" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByText(portalFailed);
    await expect(toast).toBeVisible();
    // Disabled while it waited, the button takes focus back: the visitor is where they were.
    await expect(activeCard(page).getByRole("button", { name: "Manage Billing" })).toBeFocused();
    await expect(page.getByText("billed by invoice")).toHaveCount(0);
    await expectAccessible(page, "/subscription-success with the portal failure toast");
  });

  test("a failed status read says so, in the page and in a toast", async ({ page }) => {
    await signedInUser(page, server.origin, "status-failure");
    await server.whileStatusFails(async () => {
      await gotoHydrated(page, `${server.origin}/subscription-success`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(loadFailed);
      await expect(page.getByRole("region", { name: /Notifications/ }).getByText(loadFailed)).toBeVisible();
      await expect(activeCard(page)).toHaveCount(0);
      await expect(page.getByRole("region", { name: "No Active Subscription" })).toHaveCount(0);
      await expectAccessible(page, "/subscription-success when the status cannot be read");
      const api = await page.request.get(`${server.origin}/api/subscription`);
      expect(api.status()).toBe(500);
      expect(await api.json()).toEqual({ error: loadFailed });
      // The account page still opens, with the same message in its summary.
      await page.goto(`${server.origin}/account`);
      await expect(page.getByRole("region", { name: "Subscription", exact: true })).toContainText(loadFailed);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page shows the subscription, and Manage Billing explains invoice billing", async ({ page }) => {
      await subscribedUser(page, "no-js");
      await page.goto(`${server.origin}/subscription-success?session_id=cs_test_nojs`);
      await expect(page.getByText(activatedLine)).toBeVisible();
      await expect(page.getByText(loading)).toHaveCount(0);
      await expectActiveCard(page, shown);
      await activeCard(page).getByRole("button", { name: "Manage Billing" }).click();
      await expect(page.getByRole("status").filter({ hasText: "billed by invoice" })).toHaveText(invoiceLine);
      await expect(page.locator(":focus")).toHaveText(invoiceLine);
    });
  });
});

test.describe("subscription APIs", () => {
  test(
    "/api/subscription: the session cookie, a bearer token, or 401",
    httpOnly,
    async ({ playwright, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const browserless = await playwright.request.newContext();
      const user = await createConfirmedUser(browserless, origin, {
        email: `api-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`,
      });
      const signIn = await browserless.post(`${origin}/api/auth/sign-in/email`, {
        data: user,
        headers: { Origin: origin },
      });
      expect(signIn.status()).toBe(200);
      const token = signIn.headers()["set-auth-token"];
      expect(token, "the bearer plugin hands out a token").toBeTruthy();
      const notSubscribed = { subscribed: false, subscription_tier: null, subscription_end: null };

      const withCookie = await browserless.get(`${origin}/api/subscription`);
      expect(withCookie.status()).toBe(200);
      expect(withCookie.headers()["cache-control"]).toContain("no-store");
      expect(await withCookie.json()).toEqual(notSubscribed);

      const anonymous = await playwright.request.newContext();
      const withBearer = await anonymous.get(`${origin}/api/subscription`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(withBearer.status()).toBe(200);
      expect(await withBearer.json()).toEqual(notSubscribed);

      const neither = await anonymous.get(`${origin}/api/subscription`);
      expect(neither.status()).toBe(401);
      expect(await neither.json()).toEqual({ error: "Please sign in to view your subscription." });

      const badToken = await anonymous.get(`${origin}/api/subscription`, {
        headers: { Authorization: "Bearer not-a-token" },
      });
      expect(badToken.status()).toBe(401);
      await browserless.dispose();
      await anonymous.dispose();
    },
  );

  test(
    "/api/billing/portal without a session: 401 with the spec's message",
    httpOnly,
    async ({ request }) => {
      const response = await request.post("/api/billing/portal");
      expect(response.status()).toBe(401);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({ error: portalFailed });
    },
  );
});
