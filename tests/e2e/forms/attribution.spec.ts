import { expect, test, type Page } from "@playwright/test";
import { startAdminServer, type AdminServer } from "../admin/admin-support";
import * as forms from "./forms-support";
import { collectErrors, expectAccessible, httpOnly, waitForHydration } from "../support";

/**
 * Where a lead's visit came from (app/features/leads/attribution.ts): the first page's UTM values
 * and referring host, kept in sessionStorage with JavaScript, the form page's own query without;
 * junk cut or dropped, and shown escaped in the inbox. A server of its own on PostgreSQL, whose
 * database the test reads.
 */

const demo = forms.leadForm("/book-demo", "Request My Demo");

let server: AdminServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

type Stored = {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
  form_path: string | null;
  id: string;
};

async function storedLead(email: string): Promise<Stored> {
  let row: Stored | undefined;
  await expect
    .poll(async () => {
      [row] = await server.sql<Stored>(
        `select id, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host,
                landing_path, form_path
           from form_submissions where data->>'email' = $1`,
        [email],
      );
      return row !== undefined;
    })
    .toBe(true);
  return row!;
}

async function sendDemo(page: Page, email: string) {
  await demo.fill(page, { "First name": "Ada", "Last name": "Lovelace", Email: email, "City name": "Dover" });
  await demo.send(page);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

test("a campaign visit's first page is stored with the lead sent pages later", async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const email = forms.visitorEmail(forms.uniqueId(testInfo, "campaign"));
  await page.goto(`${server.origin}/?utm_source=news&utm_campaign=spring`, {
    referer: "https://mail.example.org/issue/5?secret=1",
  });
  await waitForHydration(page);
  await page.goto(`${server.origin}/pricing?utm_source=other`);
  await waitForHydration(page);
  await page.goto(`${server.origin}/book-demo`);
  await waitForHydration(page);
  await sendDemo(page, email);

  expect(await storedLead(email)).toMatchObject({
    utm_source: "news",
    utm_medium: null,
    utm_campaign: "spring",
    utm_term: null,
    utm_content: null,
    referrer_host: "mail.example.org",
    landing_path: "/",
    form_path: "/book-demo",
  });
  // No cookie of its own: the values live in this tab's sessionStorage.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
  expect(errors).toEqual([]);
});

test("without JavaScript the form page's own query is used", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = forms.visitorEmail(forms.uniqueId(testInfo, "no-js"));
  await page.goto(`${server.origin}/book-demo?utm_source=print&utm_medium=flyer&utm_content=back`);
  await sendDemo(page, email);
  expect(await storedLead(email)).toMatchObject({
    utm_source: "print",
    utm_medium: "flyer",
    utm_campaign: null,
    utm_content: "back",
    referrer_host: null,
    landing_path: "/book-demo",
    form_path: "/book-demo",
  });
  await context.close();
});

test("junk values are cut or dropped, and the inbox shows them as text", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = forms.visitorEmail(forms.uniqueId(testInfo, "junk"));
  const markup = `<img src=x onerror="window.__attacked=1">`;
  const query = new URLSearchParams({
    utm_source: "x".repeat(10_240),
    // Bidirectional controls are dropped; control characters in a query are refused with 400
    // before anything reads it (tests/hostile/control-characters.test.ts).
    utm_medium: "e\u202em\u2066a\u200fil",
    utm_campaign: markup,
  });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`${server.origin}/?${query}`);
  await waitForHydration(page);
  await page.goto(`${server.origin}/book-demo`);
  await waitForHydration(page);
  await sendDemo(page, email);

  const lead = await storedLead(email);
  expect(lead.utm_source).toBe("x".repeat(200));
  expect(lead.utm_medium).toBe("email");
  expect(lead.utm_campaign).toBe(markup);

  // A hand-made POST with hidden fields no page would send: a 10 KB value, a script "path".
  const response = await fetch(`${server.origin}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
    body: new URLSearchParams({
      name: "Junk",
      email: `posted-${email}`,
      municipality: "Dover",
      subject: "other",
      message: "Hi",
      _utm_term: "t".repeat(10_240),
      _landing_path: "javascript:alert(1)",
      _referrer_host: "<b>x</b>",
      _form_path: "/contact",
    }),
  });
  expect(response.status).toBe(200);
  expect(await storedLead(`posted-${email}`)).toMatchObject({
    utm_term: "t".repeat(200),
    landing_path: null,
    referrer_host: null,
    form_path: "/contact",
  });

  await server.signIn(page);
  await page.goto(`${server.origin}/admin/leads/${lead.id}`);
  const section = page.getByRole("region", { name: "Where the visit came from" });
  await expect(section.getByText(markup, { exact: true })).toBeVisible();
  await expect(section.getByText("Not known").first()).toBeVisible();
  await expectAccessible(page, "a lead's page with its attribution");
  expect(await page.evaluate(() => (window as { __attacked?: number }).__attacked)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test("the Sources page counts the leads per source and links to them", async ({ page }, testInfo) => {
  // axe on four states of long pages, on a shared 2-core machine.
  test.setTimeout(180_000);
  const email = forms.visitorEmail(forms.uniqueId(testInfo, "sources"));
  await server.seedLead("contact", { email });
  // Sent without a Referer, as a bookmark or a typed address is: "(direct)".
  await server.seedLead("demo", { email: `direct-${email}` });
  const [row] = await server.sql<{ id: string }>(
    "select id from form_submissions where data->>'email' = $1",
    [email],
  );
  await server.sql(
    "update form_submissions set utm_source = 'sources-test', utm_medium = 'social', utm_campaign = 'fall' where id = $1",
    [row!.id],
  );
  await server.signIn(page);
  await page.goto(`${server.origin}/admin`);
  await page.getByRole("navigation", { name: "Team inbox" }).getByRole("link", { name: "Sources" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
  const table = page.getByRole("table", { name: "Leads per source, medium and campaign, most first" });
  const line = table.getByRole("row").filter({ hasText: "sources-test" });
  await expect(line.getByRole("cell", { name: "social" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "(direct)" }).first()).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Team inbox" }).getByRole("link", { name: "Sources" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "the Sources page");
  await page.getByText("Show the chart as a table").click();
  await expect(page.getByRole("table", { name: "Leads per week and source" })).toBeVisible();
  await expectAccessible(page, "the Sources page with the chart's table open");
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the Sources page scrolls sideways at 320 px").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await line.getByRole("link").click();
  await expect(page).toHaveURL(/source=sources-test/);
  await expect(page.getByRole("main").getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText("Casey Contact")).toHaveCount(1);
  await expect(page.getByLabel("Source", { exact: true })).toHaveValue("sources-test");
  await expectAccessible(page, "the leads of one source");

  await page.goto(`${server.origin}/admin/sources?from=2026-02-30`);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByText("Enter dates as YYYY-MM-DD").first()).toBeVisible();
  await expectAccessible(page, "the Sources page with a refused range");
});

test(
  "a query the route does not read gets the prerendered page and its ETag",
  httpOnly,
  async ({ baseURL }) => {
    const plain = await fetch(`${baseURL}/`);
    for (const query of [
      "?utm_source=x",
      "?utm_source=news&utm_campaign=spring&gclid=1&fbclid=2",
      "?anything=1",
    ]) {
      const campaign = await fetch(`${baseURL}/${query}`);
      expect(campaign.headers.get("etag"), query).toBe(plain.headers.get("etag"));
      expect(campaign.headers.get("content-security-policy"), query).toContain("'sha256-");
    }
    const roi = await fetch(`${baseURL}/roi-calculator?utm_source=x`);
    expect(roi.headers.get("etag")).toBe((await fetch(`${baseURL}/roi-calculator`)).headers.get("etag"));
    const scenario = await fetch(`${baseURL}/roi-calculator?population=80000&utm_source=x`);
    expect(scenario.headers.get("etag")).not.toBe(roi.headers.get("etag"));
    expect(await scenario.text()).toContain('value="80000"');
  },
);
