import { randomUUID } from "node:crypto";
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { fakeStripeClient, fakeStripeSettings, inDays } from "../../../server/testing/billing";
import { startFakeStripe, type FakeStripe } from "../../../server/testing/fake-stripe";
import { waitForMails } from "../mailbox";
import { startOwnServer } from "../server";
import { collectErrors, expectAccessible, gotoHydrated, httpOnly } from "../support";

type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

/** A server whose Stripe is a local fake that records what it is asked. */
async function startStripeServer(): Promise<{ fake: FakeStripe; server: OwnServer }> {
  const fake = await startFakeStripe();
  const settings = fakeStripeSettings(fake);
  const server = await startOwnServer({
    STRIPE_SECRET_KEY: settings.secretKey,
    STRIPE_WEBHOOK_SECRET: settings.webhookSecret,
    STRIPE_PRICE_ID: settings.priceId,
    STRIPE_API_URL: fake.url,
  });
  return { fake, server };
}

const subscribeButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Subscribe" });
/**
 * The offer that replaces Subscribe: a button-styled link with an arrow, not the plain "Talk to
 * sales" link in Subscribe's own note.
 */
const salesOffer = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link", { name: "Talk to sales" })
    .filter({ has: page.locator("svg") });
/** The sales offer as the server writes it: a button-styled link with its arrow icon. */
const salesOfferMarkup = /<a[^>]*href="\/book-demo"[^>]*>Talk to sales<svg/;

/** A confirmed account, signed in through Better Auth's own endpoints; the context keeps the cookie. */
async function signedIn(origin: string): Promise<{ api: APIRequestContext; userId: string }> {
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const email = `billing-${randomUUID()}@example.test`;
  const password = "a long enough password";
  const headers = { origin };
  expect(
    (await api.post("/api/auth/sign-up/email", { data: { email, password, name: "Clerk" }, headers })).ok(),
  ).toBe(true);
  const [mail] = await waitForMails(email);
  const link = /https?:\/\/[^\s\]>)"]+\/api\/auth\/verify-email\?[^\s\]>)"]+/.exec(mail!.text)?.[0];
  expect(link, "the confirmation link in the mail").toBeTruthy();
  await api.get(link!, { maxRedirects: 0 });
  expect((await api.post("/api/auth/sign-in/email", { data: { email, password }, headers })).ok()).toBe(true);
  const session = (await (await api.get("/api/auth/get-session")).json()) as { user: { id: string } };
  return { api, userId: session.user.id };
}

const form = { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 };

test.describe("billing without Stripe (the default e2e server)", () => {
  test("Subscribe becomes Talk to sales, and the webhook does not exist", httpOnly, async ({ request }) => {
    const html = await (await request.get("/pricing")).text();
    expect(html).toMatch(salesOfferMarkup);
    expect(html).not.toContain('action="/billing/checkout"');
    expect(await (await request.get("/pricing.data")).text()).toContain('"offer","sales"');

    const checkout = await request.post("/billing/checkout", form);
    expect(checkout.status()).toBe(302);
    expect(checkout.headers().location).toBe("/book-demo");

    const webhook = await request.post("/api/stripe/webhook", { data: "{}" });
    expect(webhook.status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("/pricing offers a talk with sales", async ({ page }) => {
      await page.goto("/pricing");
      await expect(salesOffer(page)).toHaveAttribute("href", "/book-demo");
      await expect(salesOffer(page)).toHaveText("Talk to sales");
      await expect(subscribeButton(page)).toHaveCount(0);
    });
  });
});

test.describe("billing with Stripe", () => {
  // One server for the tests of this group in this worker; they run one after the other.
  test.describe.configure({ mode: "default" });
  let fake: FakeStripe;
  let server: OwnServer;
  test.beforeAll(async () => {
    // A loaded machine takes its time to start PGlite.
    test.setTimeout(90_000);
    ({ fake, server } = await startStripeServer());
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test("from Subscribe to a live subscription, over HTTP", httpOnly, async () => {
    const anonymous = await playwrightRequest.newContext({ baseURL: server.origin });

    await test.step("/pricing offers Subscribe, the same bytes every time", async () => {
      const html = await (await anonymous.get("/pricing")).text();
      expect(html).toMatch(/<form[^>]*action="\/billing\/checkout"/);
      expect(html).not.toMatch(salesOfferMarkup);
      expect(await (await anonymous.get("/pricing.data")).text()).toContain('"offer","subscribe"');
    });

    await test.step("signed out, Subscribe goes to /auth and back to /pricing", async () => {
      const response = await anonymous.post("/billing/checkout", form);
      expect(response.status()).toBe(302);
      const location = new URL(response.headers().location!, server.origin);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("redirectTo")).toBe("/pricing");
    });

    const { api, userId } = await signedIn(server.origin);

    await test.step("signed in, Subscribe goes to Stripe Checkout", async () => {
      const response = await api.post("/billing/checkout", form);
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
      const [session] = fake.callsTo("POST", "/v1/checkout/sessions");
      expect(session!.form.get("success_url")).toBe(
        `${server.origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session!.form.get("client_reference_id")).toBe(userId);
      expect(session!.form.get("mode")).toBe("subscription");
    });

    await test.step("Stripe's signed event makes the subscription live; a forged one is refused", async () => {
      const customer = fake.callsTo("POST", "/v1/checkout/sessions")[0]!.form.get("customer")!;
      fake.subscriptions.set("sub_e2e", { id: "sub_e2e", customer, status: "active", periodEnd: inDays(30) });
      const payload = JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: "cs_test_e2e",
            object: "checkout.session",
            mode: "subscription",
            customer,
            subscription: "sub_e2e",
            client_reference_id: userId,
          },
        },
      });
      const stripe = fakeStripeClient(fake);
      const post = (secret: string) =>
        anonymous.post("/api/stripe/webhook", {
          headers: {
            "content-type": "application/json",
            "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }),
          },
          data: payload,
        });
      const forged = await post("whsec_not_ours");
      expect(forged.status()).toBe(400);
      expect(await forged.json()).toEqual({ error: "Invalid signature." });

      const delivered = await post(fakeStripeSettings(fake).webhookSecret);
      expect(delivered.status()).toBe(200);
      expect(await delivered.json()).toEqual({ received: true });
      expect(await (await post(fakeStripeSettings(fake).webhookSecret)).json()).toEqual({
        received: true,
        duplicate: true,
      });

      const status = await api.get("/api/subscription");
      expect(await status.json()).toMatchObject({ subscribed: true, subscription_tier: "Local AI Hero" });
    });

    await test.step("a subscriber's Subscribe goes to the subscription page, not to a second checkout", async () => {
      const sessions = fake.callsTo("POST", "/v1/checkout/sessions").length;
      const response = await api.post("/billing/checkout", form);
      expect(response.headers().location).toBe("/subscription-success");
      expect(fake.callsTo("POST", "/v1/checkout/sessions")).toHaveLength(sessions);
    });

    await test.step("Stripe down: back to /pricing with a message", async () => {
      const other = await signedIn(server.origin);
      fake.down = true;
      try {
        const response = await other.api.post("/billing/checkout", form);
        expect(response.headers().location).toBe("/pricing?checkout=failed");
      } finally {
        fake.down = false;
      }
    });
  });

  test("/pricing hydrates the Subscribe rendered at start without a mismatch", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, `${server.origin}/pricing`);
    await expect(subscribeButton(page)).toBeVisible();
    await expect(salesOffer(page)).toHaveCount(0);
    await expectAccessible(page, "/pricing with Stripe");
    expect(errors).toEqual([]);
  });

  test("a failed checkout says so on /pricing", async ({ page }) => {
    await gotoHydrated(page, `${server.origin}/pricing?checkout=failed`);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("alert")).toContainText("The payment page did not open");
    await expect(subscribeButton(page)).toBeVisible();
    await expectAccessible(page, "/pricing after a failed checkout");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("Subscribe is a plain form: a visitor who is signed out is asked to sign in first", async ({
      page,
    }) => {
      await page.goto(`${server.origin}/pricing`);
      await expect(salesOffer(page)).toHaveCount(0);
      await subscribeButton(page).click();
      await expect(page).toHaveURL(`${server.origin}/auth?redirectTo=%2Fpricing`);
    });
  });
});
