import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible } from "./accounts/accounts-support";
import * as forms from "./forms/forms-support";
import { adminCommand, startOwnServer } from "./server";
import { collectErrors, gotoHydrated, waitForHydration } from "./support";

/**
 * While the database is unreachable (decision 0012): a server of its own on PostgreSQL through a
 * TCP proxy the test cuts. The texts are written out, as the other specs do.
 */

const tryAgain = "Please try again in a moment";
const demoFailure = {
  title: "Submission failed",
  description: "There was an error submitting your request. Please try again or contact us directly.",
};
const unavailableLine =
  "Our systems are briefly unavailable. Your answers are still in the form: please send them again in a moment.";

const demo = forms.leadForm("/book-demo", "Request My Demo");

type Outage = Awaited<ReturnType<typeof startOutageServer>>;

async function startOutageServer() {
  const { createPostgresDatabase } = await import("../../server/testing/databases");
  const { cuttableProxy } = await import("../../server/testing/cuttable-proxy");
  const database = await createPostgresDatabase("shopcity_e2e_outage");
  const target = new URL(database.url);
  const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const server = await startOwnServer({ DATABASE_URL: proxy.url(database.url) });
  return {
    origin: server.origin,
    databaseUrl: database.url,
    proxy,
    async stop() {
      await server.stop();
      await proxy.close();
      await database.drop();
    },
  };
}

const answers = (testInfo: TestInfo) => {
  const id = forms.uniqueId(testInfo, "outage");
  return {
    "First name": "Grace",
    "Last name": `Hopper ${id}`,
    Email: forms.visitorEmail(id),
    "City name": "Arlington",
    "Message (optional)": "Typed with care, twice if need be.",
  };
};

test.describe("while the database is unreachable", () => {
  test.describe.configure({ mode: "serial" });
  let outage: Outage;

  test.beforeAll(async () => {
    outage = await startOutageServer();
  });
  test.afterAll(async () => {
    await outage?.stop();
  });
  test.afterEach(async () => {
    await outage.proxy.restore();
  });

  test("with JavaScript, a lead form keeps what was typed and says to try again in a moment", async ({
    page,
  }, testInfo) => {
    const typed = answers(testInfo);
    await gotoHydrated(page, `${outage.origin}/book-demo`);
    await demo.fill(page, typed);
    await outage.proxy.cut();
    const reply = page.waitForResponse((response) => response.url().includes("/book-demo.data"));
    await demo.send(page);
    expect((await reply).status()).toBe(503);
    await forms.expectToast(page, demoFailure.title, demoFailure.description);
    await expect(forms.toast(page, demoFailure.title)).toContainText(unavailableLine);
    await demo.expectValues(page, typed);
    await page.screenshot({ path: testInfo.outputPath("lead-failed.png") });

    // Back: the same answers go through.
    await outage.proxy.restore();
    await demo.send(page);
    await expect(page.getByRole("main").getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the reply page keeps the answers and says to try again in a moment", async ({ page }, testInfo) => {
      const typed = answers(testInfo);
      await page.goto(`${outage.origin}/book-demo`);
      await demo.fill(page, typed);
      // One press stores a lead (decision 0005): the database goes away before it.
      await outage.proxy.cut();
      const reply = page.waitForResponse((response) => response.request().method() === "POST");
      await demo.submit(page).click();
      expect((await reply).status()).toBe(503);
      expect((await reply).headers()["retry-after"]).toBe("10");
      const message = page.getByRole("alert").filter({ hasText: demoFailure.title });
      await expect(message).toContainText(demoFailure.description);
      await expect(message).toContainText(unavailableLine);
      await demo.expectValues(page, typed);
    });
  });

  test("a page that reads the database shows the 503 page in the site's layout, accessible", async ({
    page,
  }, testInfo) => {
    await signIn(page, outage, testInfo);
    const errors = collectErrors(page);
    await outage.proxy.cut();
    const response = await page.goto(`${outage.origin}/account`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("10");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: tryAgain })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page).toHaveTitle(/^Try again in a moment/);
    await expectAccessible(page, "the 503 page");
    await page.screenshot({ path: testInfo.outputPath("unavailable.png"), fullPage: true });
    // Hydrated where the server could not load the page: the browser asks again, and is told 503.
    expect(errors.filter((line) => !/status of 503/.test(line))).toEqual([]);

    // Back: reloading shows the page.
    await outage.proxy.restore();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: tryAgain })).toHaveCount(0);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a navigation in the browser to a page that reads the database shows the same page", async ({
    page,
  }, testInfo) => {
    await signIn(page, outage, testInfo);
    await gotoHydrated(page, `${outage.origin}/pricing`);
    await outage.proxy.cut();
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/account"),
    );
    await expect(page.getByRole("heading", { level: 1, name: tryAgain })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await outage.proxy.restore();
    // The site's own links still work from there.
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${outage.origin}/`);
    await expect(page.getByRole("heading", { level: 1, name: tryAgain })).toHaveCount(0);
  });
});

/** A confirmed account made with the admin command, signed in by the API in `page`'s context. */
async function signIn(page: Page, outage: Outage, testInfo: TestInfo) {
  const email = forms.visitorEmail(forms.uniqueId(testInfo, "outage-account"));
  const created = await adminCommand({ DATABASE_URL: outage.databaseUrl }, "create-admin", email);
  const password = /shown only this once: (\S+)/.exec(created)![1]!;
  const answer = await page.request.post(`${outage.origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: outage.origin },
  });
  expect(answer.ok()).toBe(true);
}
