import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "../accounts/accounts-support";
import { startAdminServer, type AdminServer, type SeededLead } from "./admin-support";
import { teamAddress, uniqueId, visitorEmail } from "../forms/forms-support";

/**
 * The inbox's pages as an admin sees them: axe in the states that matter, reflow at 320 px, the
 * keyboard, forms without JavaScript, refused input, and visitors' values shown as text. One
 * server per project (serial), with a few leads of every kind. The texts asserted are written
 * out: they are the inbox's contract with the team.
 */
// axe on long pages, and many page loads, on a shared 2-core machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const hostile = "<img src=x onerror=alert(1)>";

/** A value as long as the forms take (200 characters) with nowhere to break a line. */
const unbroken = (word: string) => word.repeat(Math.ceil(200 / word.length)).slice(0, 200);

/** A visitor's longest values, each one word: no page may become wider than a phone for them. */
const longest = {
  firstName: unbroken("Bartholomew"),
  lastName: unbroken("Wolfeschlegelsteinhausenbergerdorff"),
  cityName: unbroken("Gemeindeverwaltungsgemeinschaftsamtsbezirk"),
  position: unbroken("Oberbürgermeisterstellvertreter"),
  message: `https://example.com/${"springcampaignlandingpage".repeat(24)}`,
};

let server: AdminServer;
let lead: SeededLead;
/** A lead whose team e-mail is marked failed, so that its page shows "Retry now". */
let failing: SeededLead;
/** A newsletter lead: an address, no name. */
let subscriber: SeededLead;
/** A lead of the `longest` values and a 150-character address; marked handled, so the audit log names it. */
let unbreakable: SeededLead;
let customer: { email: string; password: string };
/**
 * Leads held as spam (the honeypot filled): one to deliver, one to delete on its page, one to
 * deliver without JavaScript, one to keep and then delete in the list, and one to do so without
 * JavaScript.
 */
let held: {
  contact: SeededLead;
  demo: SeededLead;
  pilot: SeededLead;
  mistake: SeededLead;
  noScript: SeededLead;
};

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  server = await startAdminServer();
  const id = uniqueId(testInfo, "pages");
  lead = await server.seedLead("contact", {
    email: visitorEmail(id),
    name: hostile,
    municipality: `<script>alert("org")</script>`,
    message: `${hostile}\nA second line & "quotes"`,
  });
  // The widest row a visitor can make: long unbroken words, and an address whose part before the
  // "@" is as long as the inbox keeps whole (32 characters with the "@").
  await server.seedLead("demo", {
    email: visitorEmail(`${id}-demo-widest`.slice(0, 31)),
    firstName: "Maximiliana",
    lastName: "Wolfeschlegelsteinhausenbergerdorff",
    cityName: "Gemeindeverwaltungsgemeinschaftsamtsbezirk",
  });
  await server.seedLead("pilot", { email: visitorEmail(`${id}-pilot`) });
  unbreakable = await server.seedLead("demo", {
    // The longest address the forms take: 64 characters before the "@", then a long domain.
    email: `${unbroken(id.replaceAll("-", "")).slice(0, 64)}@${unbroken("domain").slice(0, 60)}.example.test`,
    ...longest,
  });
  const admin = await browser.newPage();
  await server.signIn(admin);
  const marked = await admin.request.post(`${server.origin}/admin/leads/${unbreakable.id}`, {
    form: { intent: "handled", handled: "true" },
    headers: { Origin: server.origin },
  });
  expect(marked.ok(), "the unbroken lead is marked handled").toBe(true);
  await admin.close();
  subscriber = await server.seedLead("newsletter", { email: visitorEmail(`${id}-news`) });
  failing = await server.seedLead("partner", { email: visitorEmail(`${id}-partner`) });
  // Its mails go out first (the e2e mailbox), then the team's is made to look failed: the worker
  // leaves it alone for an hour.
  await expect
    .poll(
      async () =>
        (
          await server.sql<{ waiting: number }>(
            "select count(*)::int as waiting from email_jobs where submission_id = $1 and sent_at is null",
            [failing.id],
          )
        )[0]!.waiting,
      { timeout: 30_000 },
    )
    .toBe(0);
  await server.sql(
    `update email_jobs set sent_at = null, attempts = 3, last_error = 'connect ECONNREFUSED 127.0.0.1:2525',
       next_attempt_at = now() + interval '1 hour' where submission_id = $1 and kind = 'team'`,
    [failing.id],
  );
  customer = await server.createUser(visitorEmail(`${id}-customer`), "customer pass 42");
  held = {
    contact: await server.seedLead(
      "contact",
      { email: visitorEmail(`${id}-held-contact`), name: "Hal Held" },
      { held: true },
    ),
    // The held view's widest row, and a held lead's page with the longest values.
    demo: await server.seedLead(
      "demo",
      { email: visitorEmail(`${id}-held-demo-widest`.slice(0, 31)), ...longest },
      { held: true },
    ),
    pilot: await server.seedLead("pilot", { email: visitorEmail(`${id}-held-pilot`) }, { held: true }),
    mistake: await server.seedLead(
      "contact",
      { email: visitorEmail(`${id}-held-mistake`), name: "Mia Mistake" },
      { held: true },
    ),
    noScript: await server.seedLead(
      "contact",
      { email: visitorEmail(`${id}-held-noscript`), name: "Nico NoScript" },
      { held: true },
    ),
  };
});

/** Whether a lead is still in the database. */
const isStored = async (leadId: string) =>
  (await server.sql("select id from form_submissions where id = $1", [leadId])).length === 1;

/** The e-mail jobs of a lead, as "kind:recipient", sorted. */
const jobsOf = async (leadId: string) =>
  (
    await server.sql<{ job: string }>(
      "select kind || ':' || recipient as job from email_jobs where submission_id = $1 order by 1",
      [leadId],
    )
  ).map((row) => row.job);

test.afterAll(async () => {
  await server?.stop();
});

/** Dialogs opened in the test: a visitor's value run as HTML would open one. */
let dialogs: string[] = [];

test.beforeEach(async ({ page }) => {
  await server.signIn(page);
  dialogs = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, "no dialog opened").toEqual([]);
});

const at = (path: string) => `${server.origin}${path}`;

async function expectNoPageScroll(page: Page, what: string) {
  // Against the window's width as set, not innerWidth: a phone's browser widens its layout to
  // what overflows, and innerWidth with it.
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate((width) => document.documentElement.scrollWidth - width, width);
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test("every inbox page passes axe, with data and with errors", async ({ page }) => {
  await page.goto(at("/admin"));
  await expect(page.getByRole("table", { name: "Leads", exact: true }).locator("tbody tr")).toHaveCount(6);
  await expect(page.getByRole("img", { name: /^Bar chart of 6 leads over \d+ weeks/ })).toBeVisible();
  await expectAccessible(page, "the lead list");
  await page.getByText("Show the numbers as a table").click();
  await expect(page.getByRole("table", { name: "Leads per week and type" })).toBeVisible();
  await expectAccessible(page, "the lead list with the chart's table open");

  await page.goto(at("/admin?type=bogus&from=2030-01-01&to=2020-01-01"));
  const summary = page.getByRole("alert").filter({ hasText: "Part of this filter was not understood" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText([
    "Choose a lead type from the list",
    "The start date must be on or before the end date",
  ]);
  await expect(page.getByLabel("Type", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveTitle(/^Error: /);
  // A range that ends before it starts is refused whole: the list is not cut to "from 2030".
  await expect(page.getByRole("table", { name: "Leads", exact: true }).locator("tbody tr")).toHaveCount(6);
  await expectAccessible(page, "the lead list with a refused filter");
  // The export makes no file of other leads than those asked for: it says why, with no download.
  const refusedExport = await page.request.get(at("/admin/export.csv?from=2030-01-01&to=2020-01-01"));
  expect(refusedExport.status()).toBe(400);
  expect(refusedExport.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(refusedExport.headers()["content-disposition"]).toBeUndefined();
  expect(await refusedExport.text()).toContain("The start date must be on or before the end date");
  // A date in the right form that is not on the calendar is told so, not told its format.
  await page.goto(at("/admin?from=2026-02-30&to=2026-13-01"));
  await expect(summary.getByRole("link")).toHaveText([
    "The start date is not a day on the calendar",
    "The end date is not a day on the calendar",
  ]);

  await page.goto(at(`/admin/leads/${failing.id}`));
  await expect(
    page.getByRole("button", { name: `Retry now: Team notification to ${teamAddress}` }),
  ).toBeVisible();
  // The lead's own address, not the path without its id, which is a 404.
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute("href", at(`/admin/leads/${failing.id}`));
  await expectAccessible(page, "a lead with a failed e-mail");
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as handled.");
  await expectAccessible(page, "a lead after a change");

  for (const [path, heading, navName] of [
    ["/admin/subscribers", "Newsletter subscribers", "Subscribers"],
    ["/admin/users", "Users", "Users"],
    ["/admin/audit", "Audit log", "Audit log"],
  ] as const) {
    await page.goto(at(path));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Team inbox" });
    await expect(nav.getByRole("link", { name: navName })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    await expectAccessible(page, path);
  }

  await page.goto(at("/account"));
  await page.getByRole("link", { name: "Open the team inbox" }).click();
  await expect(page).toHaveURL(at("/admin"));
});

test("the pages reflow at 320 px: only wide tables scroll, in their own region", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    "/admin",
    "/admin?from=2030-01-01&to=2020-01-01",
    `/admin/leads/${failing.id}`,
    `/admin/leads/${unbreakable.id}`,
    "/admin?verdict=held",
    `/admin/leads/${held.demo.id}`,
    "/admin/subscribers",
    "/admin/users",
    "/admin/audit",
  ]) {
    await page.goto(at(path));
    await expectNoPageScroll(page, path);
  }
  await page.goto(at("/admin"));
  const region = page.getByRole("region", { name: "Leads", exact: true });
  await expect(region).toHaveAttribute("tabindex", "0");
});

/** How far each table of the page scrolls sideways inside its region, with its caption. */
const tableOverflows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [role="region"]:has(> table)')].map((region) => ({
      table: region.querySelector("caption")?.textContent ?? "",
      overflow: region.scrollWidth - region.clientWidth,
    })),
  );

/** Where an element's left and right edges are, in the window (whatever the page's scroll). */
const edges = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, top: box.top };
  });

/**
 * How many lines an element's text takes: the height of its text's box over the line height
 * (a word broken across two lines is two lines high, whatever the row's height).
 */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const height = range.getBoundingClientRect().height;
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return { lines: Math.round(height / lineHeight), height, lineHeight };
  });

/** Where an element's text starts and ends, in the window: its box may be wider or narrower. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
const textLeft = async (locator: Locator) => (await textBox(locator)).left;
const textRight = async (locator: Locator) => (await textBox(locator)).right;

test("at 1280 px every column and action of the inbox's tables shows, without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, tables] of [
    ["/admin", 1],
    ["/admin?verdict=held", 1],
    [`/admin/leads/${failing.id}`, 1],
    ["/admin/audit", 0],
    ["/admin/subscribers", 0],
  ] as const) {
    await page.goto(at(path));
    const found = await tableOverflows(page);
    expect(found.length, `the tables of ${path}`).toBeGreaterThanOrEqual(tables);
    for (const { table, overflow } of found) {
      expect(overflow, `${path}: the table "${table}" scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(
        0,
      );
    }
    await expectNoPageScroll(page, path);
  }

  // What was off-screen: the delivery column, and "Retry now" at the end of a lead's e-mails.
  await page.goto(at("/admin"));
  const delivery = page.getByRole("columnheader", { name: "Delivery" });
  expect((await edges(delivery)).right).toBeLessThanOrEqual(1280);
  // No column's name breaks inside the word, however long the visitors' values below it.
  for (const name of ["Name", "Received", "Type", "E-mail", "Organization", "State", "Delivery"]) {
    const { lines, height, lineHeight } = await textLines(
      page.getByRole("columnheader", { name, exact: true }),
    );
    expect(lines, `the header ${name} on one line (${height}px of ${lineHeight}px lines)`).toBe(1);
  }
  await page.goto(at(`/admin/leads/${failing.id}`));
  const retry = page.getByRole("button", { name: `Retry now: Team notification to ${teamAddress}` });
  await expect(retry).toBeVisible();
  expect((await edges(retry)).right).toBeLessThanOrEqual(1280);
});

test("on a phone each row is a card: name, type, state, received and the actions @viewport", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const inWindow = async (locator: Locator, what: string) => {
    await expect(locator, what).toBeVisible();
    const { left, right } = await edges(locator);
    expect(left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(right, `${what}: right edge`).toBeLessThanOrEqual(390);
  };

  await page.goto(at("/admin"));
  // The filter and the counts come first, a few screens of them: a link leads past them.
  await page.getByRole("link", { name: "Go to the leads" }).click();
  await expect(page).toHaveURL(/#leads$/);
  await expect(
    page.getByRole("table", { name: "Leads", exact: true }).locator("tbody tr").first(),
  ).toBeInViewport();
  const card = page
    .getByRole("table", { name: "Leads", exact: true })
    .locator("tbody tr")
    .filter({ has: page.getByRole("link", { name: "Parker Partner" }) });
  await inWindow(card.getByRole("link", { name: "Parker Partner" }), "the name");
  for (const label of ["Received", "Type", "State"]) {
    await inWindow(card.getByText(label, { exact: true }), `the label ${label}`);
  }
  await inWindow(card.getByText("Partner", { exact: true }), "the type");
  await inWindow(card.getByText(/^(New|Handled)$/), "the state");
  // One under the other, as a card, not side by side as a row.
  const name = await edges(card.getByRole("link", { name: "Parker Partner" }));
  const type = await edges(card.getByText("Partner", { exact: true }));
  expect(type.top).toBeGreaterThan(name.top);
  // Whom to write back to and for whom they speak, without opening the lead.
  for (const label of ["E-mail", "Organization"]) {
    await inWindow(card.getByText(label, { exact: true }), `the label ${label}`);
  }
  await inWindow(card.getByText(failing.email), "the e-mail");
  await inWindow(card.getByText("Partner Works", { exact: true }), "the organisation");
  // A lead without a name is named by its address, not "(no name)" like every other such card.
  await inWindow(page.getByRole("link", { name: subscriber.email, exact: true }), "a subscriber's address");
  expect(await tableOverflows(page)).toContainEqual({ table: "Leads", overflow: 0 });
  await expectNoPageScroll(page, "the lead list");

  await page.goto(at("/admin?verdict=held"));
  const heldCard = page
    .getByRole("table", { name: "Held as spam" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("link", { name: "Hal Held" }) });
  await inWindow(
    heldCard.getByRole("button", { name: "Not spam — deliver the lead of Hal Held" }),
    "deliver",
  );
  await inWindow(heldCard.getByRole("button", { name: "Delete the held lead of Hal Held" }), "delete");
  // Delete's question names the lead: the longest name breaks inside the dialog.
  await page
    .getByRole("button", { name: `Delete the held lead of ${longest.firstName} ${longest.lastName}` })
    .click();
  const question = page.getByRole("alertdialog", { name: /^Delete the held lead of Bartholomew/ });
  await inWindow(question, "the question before deleting");
  await inWindow(question.getByRole("button", { name: "Delete for good" }), "Delete for good");
  await inWindow(question.getByRole("button", { name: "Cancel" }), "Cancel");
  await expectNoPageScroll(page, "the held leads with the question open");
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();

  await page.goto(at(`/admin/leads/${failing.id}`));
  const job = page
    .getByRole("table", { name: "The e-mails of this lead" })
    .locator("tbody tr", { hasText: teamAddress });
  await inWindow(job.getByText("Team notification"), "the e-mail");
  await inWindow(job.getByText("Failed", { exact: true }), "its state");
  await inWindow(job.getByRole("button", { name: /^Retry now/ }), "Retry now");
  await expectNoPageScroll(page, "a lead");

  // A delivery's card: every label, "Attempts" too, starts where the others do, and so do the values.
  const [hook] = await server.sql<{ id: string }>(
    `insert into email_jobs (submission_id, channel, kind, recipient, attempts, last_status, last_error, next_attempt_at)
     values ($1, 'delivery', 'webhook', 'hooks.example.test', 3, 503, 'Service Unavailable', now() + interval '1 hour')
     returning id`,
    [lead.id],
  );
  try {
    await page.goto(at(`/admin/leads/${lead.id}`));
    const deliveryCard = page
      .getByRole("table", { name: "Where this lead was handed on" })
      .locator("tbody tr");
    await inWindow(deliveryCard.getByText("Webhook", { exact: true }), "the destination");
    const labels = ["To", "State", "Attempts", "Last answer", "Last error"];
    const labelLefts = await Promise.all(
      labels.map((label) => textLeft(deliveryCard.getByText(label, { exact: true }))),
    );
    for (const [i, label] of labels.entries()) {
      expect(labelLefts[i], `the label ${label} starts with the others`).toBeCloseTo(labelLefts[0]!, 0);
    }
    const attempts = await textLeft(deliveryCard.getByText("3", { exact: true }));
    const lastAnswer = await textLeft(deliveryCard.getByText("503", { exact: true }));
    expect(attempts, "the attempts start where the last answer does").toBeCloseTo(lastAnswer, 0);
    // When it is tried again wraps inside the card, rather than running past it.
    const nextTry = await textRight(deliveryCard.getByText(/^Next automatic try: /));
    const cardRight = (await edges(deliveryCard)).right;
    expect(nextTry, "when it is tried again, inside the card").toBeLessThanOrEqual(cardRight);
    await expectNoPageScroll(page, "a lead with a delivery");
  } finally {
    await server.sql("delete from email_jobs where id = $1", [hook!.id]);
  }

  // The longest words a visitor can send break inside their cards: the page stays a phone's width.
  await page.goto(at(`/admin/leads/${unbreakable.id}`));
  const sent = page.getByRole("region", { name: "What was sent" });
  await expect(sent).toContainText(longest.position);
  await inWindow(sent, "What was sent");
  await inWindow(page.getByRole("region", { name: "About this lead" }), "About this lead");
  await expectNoPageScroll(page, "a lead of long unbroken values");
  for (const [path, what] of [
    [`/admin/leads/${held.demo.id}`, "a held lead of long unbroken values"],
    ["/admin?verdict=held", "the held leads"],
    ["/admin/audit", "the audit log, naming a lead of long unbroken values"],
  ] as const) {
    await page.goto(at(path));
    await expectNoPageScroll(page, what);
  }
});

test("a visitor's HTML is shown as text, never run", async ({ page }) => {
  await page.goto(at("/admin"));
  const row = page
    .getByRole("table", { name: "Leads", exact: true })
    .locator("tbody tr", { hasText: lead.email });
  await expect(row.getByRole("link")).toHaveText(hostile);
  await expect(row).toContainText(`<script>alert("org")</script>`);
  await expect(page.locator("main img")).toHaveCount(0);

  await row.getByRole("link").click();
  const fields = page.getByRole("region", { name: "What was sent" });
  await expect(fields).toContainText(hostile);
  await expect(fields).toContainText(`A second line & "quotes"`);
  await expect(page.locator("main img, main script")).toHaveCount(0);
});

/** What has focus: its id, or its name (aria-label, else its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.id || element?.getAttribute("aria-label") || element?.textContent?.trim() || "";
  });

/** Presses Tab until the focus is on `target`; returns what had focus on the way. */
async function tabUntil(page: Page, target: string | RegExp, limit = 80): Promise<string[]> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    seen.push(now);
    if (typeof target === "string" ? now === target : target.test(now)) return seen;
  }
  throw new Error(`Tab never reached ${target}; it went through:\n${seen.join("\n")}`);
}

test("the keyboard reaches every filter and action", async ({ page }) => {
  await page.goto(at("/admin"));
  const seen = await tabUntil(page, "Show leads");
  for (const id of ["filter-type", "filter-state", "filter-delivery", "filter-from", "filter-to", "filter-q"])
    expect(seen).toContain(id);
  expect(seen).toContain("Export CSV");
  // A search typed and sent with the keyboard alone.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type("Maximiliana");
  await page.keyboard.press("Enter");
  // Only what was filled in: the link to this view reads plainly.
  await expect(page).toHaveURL(at("/admin?q=Maximiliana"));
  await expect(page.getByRole("table", { name: "Leads", exact: true }).locator("tbody tr")).toHaveCount(1);
  // The answer keeps focus where the search was sent from.
  await expect(page.getByLabel("Search", { exact: true })).toBeFocused();

  await page.goto(at(`/admin/leads/${failing.id}`));
  const onLead = await tabUntil(page, `Retry now: Team notification to ${teamAddress}`);
  expect(onLead).toContain("note");
  expect(onLead).toContain("Save note");

  await page.goto(at(`/admin/leads/${failing.id}`));
  const mark = await tabUntil(page, /^Mark (handled|as new)$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(
    mark.at(-1) === "Mark handled" ? "Marked as handled." : "Marked as new again.",
  );
  await expect(page.getByRole("status")).toBeFocused();
});

test("the filter shows what the list uses after a count's link, Back and Clear filters", async ({ page }) => {
  const typeBox = page.locator("#filter-type");
  const search = page.locator("#filter-q");
  const counts = page.getByRole("navigation", { name: "Leads per type" });
  await page.goto(at("/admin?type=pilot&q=Springfield"));
  await expect(typeBox).toHaveValue("pilot");
  await counts.getByRole("link", { name: /^Demo\b/ }).click();
  await expect(page).toHaveURL(/[?&]type=demo/);
  await expect(typeBox).toHaveValue("demo");
  await expect(search).toHaveValue("Springfield");

  // The next search keeps the type the list shows, not the one the form was first opened with.
  await search.fill("Maximiliana");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(at("/admin?type=demo&q=Maximiliana"));
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=Springfield/);
  await expect(search).toHaveValue("Springfield");
  await page.goBack();
  await expect(typeBox).toHaveValue("pilot");

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(at("/admin"));
  await expect(typeBox).toHaveValue("");
  await expect(search).toHaveValue("");
});

test("users: a refused grant names its fields and changes nothing; grant and revoke work", async ({
  page,
}) => {
  await page.goto(at(`/admin/users?q=${encodeURIComponent(customer.email)}`));
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: customer.email }) });
  await expect(card).toHaveCount(1);
  await card.getByText("Grant an invoice subscription").click();
  await card.getByLabel("Package").fill("");
  await card.getByLabel("Until").fill("31/12/2030");
  await card.getByRole("button", { name: `Grant ${customer.email} an invoice subscription` }).click();

  const refused = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: customer.email }) });
  const summary = refused.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link")).toHaveText([
    "Enter the package name.",
    "Enter the last day as YYYY-MM-DD, e.g. 2027-12-31.",
  ]);
  await expect(refused.getByLabel("Until")).toHaveValue("31/12/2030");
  await expect(refused.getByLabel("Until")).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toContainText("None");
  await expectAccessible(page, "users with a refused grant");

  // The service's own refusal: a day in the past.
  await refused.getByLabel("Package").fill("Local AI Hero");
  await refused.getByLabel("Until").fill("2020-01-01");
  await refused.getByRole("button", { name: `Grant ${customer.email} an invoice subscription` }).click();
  await expect(page.getByRole("alert").first()).toHaveText(
    "The date 2020-01-01 is in the past: give a later one.",
  );
  await expectAccessible(page, "users with a grant refused by the service");

  const year = new Date().getUTCFullYear() + 1;
  await refused.getByLabel("Until").fill(`${year}-12-31`);
  await refused.getByRole("button", { name: `Grant ${customer.email} an invoice subscription` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Granted Local AI Hero to ${customer.email} until ${year}-12-31 (invoice).`,
  );
  const granted = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: customer.email }) });
  await expect(granted).toContainText("Local AI Hero");
  await expect(granted).toContainText("Gives access");

  await granted.getByRole("button", { name: `Revoke the invoice subscription of ${customer.email}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Revoked Local AI Hero from ${customer.email} (invoice).`,
  );

  await page.goto(at("/admin/audit"));
  const log = page.getByRole("table", { name: "Audit log" });
  await expect(log).toContainText(
    `Granted ${customer.email} the Local AI Hero subscription until ${year}-12-31.`,
  );
  await expect(log).toContainText(`Revoked the Local AI Hero subscription of ${customer.email}.`);
});

test("leads held as spam: counted in the navigation, shown with why, delivered or deleted", async ({
  page,
}) => {
  await page.goto(at("/admin"));
  const nav = page.getByRole("navigation", { name: "Team inbox" });
  const heldLink = nav.getByRole("link", { name: "Held 5" });
  await expect(heldLink).toBeVisible();
  // Beside the per-type counts too, and never among the delivered leads.
  await expect(page.getByRole("navigation", { name: "Leads per type" }).getByRole("link")).toContainText([
    "Held as spam5",
  ]);
  await expect(page.getByRole("table", { name: "Leads", exact: true })).not.toContainText("Hal Held");

  await heldLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Held as spam" })).toBeVisible();
  await expect(page).toHaveTitle(/^Held as spam/);
  await expect(nav.getByRole("link", { name: /^Held\b/ })).toHaveAttribute("aria-current", "page");
  // The filter's week, for the team: how many it held, and how many of those were people.
  const week = page.getByRole("region", { name: "This week" });
  const figure = (label: string) =>
    week.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(week).toContainText(/^This weekSince Monday, \w{3} \d{1,2}, \d{4} \(UTC\)\./);
  await expect(figure("Held as spam")).toHaveText("5");
  await expect(figure("Of those, delivered by hand")).toHaveText("0");
  // Its export is named for what it holds, apart from the day's export of delivered leads.
  const heldExport = await page.request.get(at("/admin/export.csv?verdict=held"));
  expect(heldExport.headers()["content-disposition"]).toMatch(/filename="leads-held-\d{4}-\d\d-\d\d\.csv"$/);
  const table = page.getByRole("table", { name: "Held as spam" });
  await expect(table.locator("tbody tr")).toHaveCount(5);
  await expect(table.getByRole("row", { name: /Hal Held/ })).toContainText(
    "A hidden field that people do not see was filled in.",
  );
  expect(await jobsOf(held.contact.id)).toEqual([]);
  await expectAccessible(page, "the held view");

  await table.getByRole("button", { name: "Not spam — deliver the lead of Hal Held" }).click();
  await expect(page.getByRole("status")).toHaveText("Delivered: its 2 e-mails are on the way.");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await expect(nav.getByRole("link", { name: "Held 4" })).toBeVisible();
  // Still held this week, and now counted as one the filter judged wrong.
  await expect(figure("Held as spam")).toHaveText("5");
  await expect(figure("Of those, delivered by hand")).toHaveText("1");
  expect(await jobsOf(held.contact.id)).toEqual([`ack:${held.contact.email}`, `team:${teamAddress}`]);
  await expectAccessible(page, "the held view after a delivery");

  // Delete asks first, focus on Cancel: Cancel, Escape or an Enter too many keep the lead.
  const remove = table.getByRole("button", { name: "Delete the held lead of Mia Mistake" });
  await expect(remove).toHaveAttribute("aria-haspopup", "dialog");
  await remove.click();
  const question = page.getByRole("alertdialog", { name: "Delete the held lead of Mia Mistake?" });
  await expect(question).toContainText(
    "It is deleted for good: nothing can bring it back. If a person sent it, choose “Not spam — deliver” instead.",
  );
  const cancel = question.getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeFocused();
  await expectAccessible(page, "the held view asking before a deletion");
  await cancel.click();
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(table.locator("tbody tr")).toHaveCount(4);
  expect(await isStored(held.mistake.id), "a cancelled deletion keeps the lead").toBe(true);

  // Confirmed, by keyboard alone: the deletion is the other button.
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(question.getByRole("button", { name: "Delete for good" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("The held lead was deleted.");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(question).toBeHidden();
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(nav.getByRole("link", { name: "Held 3" })).toBeVisible();
  expect(await isStored(held.mistake.id), "a confirmed deletion deletes the lead").toBe(false);

  await page.goto(at(`/admin/leads/${held.demo.id}`));
  const panel = page.getByRole("region", { name: "Held as spam" });
  await expect(panel).toContainText("A hidden field that people do not see was filled in.");
  await expectAccessible(page, "a held lead's page");
  await panel.getByRole("button", { name: "Delete", exact: true }).click();
  const onPage = page.getByRole("alertdialog", { name: "Delete this held lead?" });
  await expectAccessible(page, "a held lead's page asking before its deletion");
  await onPage.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(at("/admin?verdict=held&deleted=1"));
  await expect(page.getByRole("status")).toHaveText("The held lead was deleted.");
  expect(await isStored(held.demo.id)).toBe(false);

  await page.goto(at("/admin/audit"));
  const log = page.getByRole("table", { name: "Audit log" });
  // Sentences that name the lead and link it while it exists; a deleted one by its type only.
  await expect(log).toContainText("Delivered Hal Held's contact message, which was held as spam.");
  await expect(log.getByRole("link", { name: "Hal Held's contact message" }).first()).toHaveAttribute(
    "href",
    `/admin/leads/${held.contact.id}`,
  );
  await expect(log).toContainText("Deleted a demo request held as spam.");
  await expect(log).toContainText("Deleted a contact message held as spam.");
  await expect(log).not.toContainText(held.demo.id);
});

test("a lead opened from a filtered list leads back to that list", async ({ page }) => {
  await page.goto(at("/admin?type=partner&state=new"));
  await page.getByRole("table", { name: "Leads", exact: true }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/leads\//);
  await page.getByRole("link", { name: "Back to the leads" }).click();
  await expect(page).toHaveURL(at("/admin?type=partner&state=new"));
  await expect(page.locator("#filter-type")).toHaveValue("partner");
});

test("a lead's address and phone number are links to write and to call", async ({ page }) => {
  await page.goto(at(`/admin/leads/${failing.id}`));
  const sent = page.getByRole("region", { name: "What was sent" });
  await expect(sent.getByRole("link", { name: failing.email })).toHaveAttribute(
    "href",
    `mailto:${failing.email}`,
  );
  await expect(sent.getByRole("link", { name: "555-0100" })).toHaveAttribute("href", "tel:5550100");
});

test("two admins on one note: the second is told, keeps their words and sees the first's", async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  const note = (tab: Page) => tab.getByRole("textbox", { name: "Note" });
  const save = (tab: Page) => tab.getByRole("button", { name: "Save note" }).click();
  for (const tab of [page, other]) await tab.goto(at(`/admin/leads/${subscriber.id}`));

  await note(other).fill("Called at 9:10.\nWants a demo on Tuesday.");
  await save(other);
  await expect(other.getByRole("status")).toHaveText("Note saved.");

  await note(page).fill("Sent the deck.");
  await save(page);
  await expect(page.getByRole("alert")).toContainText("Someone else saved this note while you were writing.");
  await expect(note(page)).toHaveValue("Sent the deck.");
  const savedNow = page.getByRole("figure", { name: "The note as saved now" });
  await expect(savedNow).toContainText("Called at 9:10.");
  await expect(savedNow).toContainText("Wants a demo on Tuesday.");

  // Combined, and saved: the box now started from the note as saved.
  await note(page).fill("Called at 9:10; wants a demo on Tuesday. Sent the deck.");
  await save(page);
  await expect(page.getByRole("status")).toHaveText("Note saved.");
  await expect(savedNow).toBeHidden();
  await other.reload();
  await expect(note(other)).toHaveValue("Called at 9:10; wants a demo on Tuesday. Sent the deck.");
  await other.close();
});

test("a note whose Save met an ended session is in the box again after signing in", async ({
  page,
  context,
}) => {
  const note = page.getByRole("textbox", { name: "Note" });
  const restored = page.getByText("This is the note you typed here earlier and did not save.");
  const words = "Called back: wants the pilot terms.\nRing again on Friday.";
  await page.goto(at(`/admin/leads/${failing.id}`));
  await note.fill(words);
  await context.clearCookies();
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page).toHaveTitle(/Page not found/);

  await server.signIn(page);
  await page.goto(at(`/admin/leads/${failing.id}`));
  await expect(note).toHaveValue(words);
  await expect(restored).toBeVisible();
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note saved.");
  await expect(restored).toBeHidden();
  // Saved, the draft is gone: the box shows the note, and says nothing more.
  await page.reload();
  await expect(note).toHaveValue(words);
  await expect(restored).toBeHidden();
});

test("signing out drops an unsaved note from the browser: the next person to sign in here does not see it", async ({
  page,
}) => {
  const note = page.getByRole("textbox", { name: "Note" });
  await page.goto(at(`/admin/leads/${lead.id}`));
  const saved = await note.inputValue();
  await note.fill("Private: the mayor's mobile is in the CRM.");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(at("/auth?signedOut=1"));

  await server.signIn(page);
  await page.goto(at(`/admin/leads/${lead.id}`));
  await expect(note).toHaveValue(saved);
  await expect(page.getByText("This is the note you typed here earlier and did not save.")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("marking handled and saving a note answer with the page and its message", async ({ page }) => {
    await page.goto(at(`/admin/leads/${lead.id}`));
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked as handled.");
    await expect(page.getByRole("region", { name: "About this lead" })).toContainText("Handled");

    await page.getByRole("textbox", { name: "Note" }).fill("Called back; wants a quote.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note saved.");
    await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("Called back; wants a quote.");
    await expect(page.getByRole("table", { name: "History" })).toContainText("Saved a note");
  });

  test("delivering a held lead answers with the page and its message, once", async ({ page }) => {
    await page.goto(at(`/admin/leads/${held.pilot.id}`));
    await page.getByRole("button", { name: "Not spam — deliver" }).click();
    await expect(page.getByRole("status")).toHaveText("Delivered: its 2 e-mails are on the way.");
    await expect(page.getByRole("region", { name: "Held as spam" })).toHaveCount(0);
    // The same press again (a resend of the form): nothing more is queued.
    const again = await page.request.post(at(`/admin/leads/${held.pilot.id}`), {
      form: { intent: "release", leadId: held.pilot.id },
      headers: { Origin: server.origin },
    });
    expect(await again.text()).toContain("This lead is delivered already.");
    expect(await jobsOf(held.pilot.id)).toEqual([`ack:${held.pilot.email}`, `team:${teamAddress}`]);
  });

  test("deleting a held lead asks first: Cancel keeps it, Delete for good deletes it", async ({ page }) => {
    // Without the confirmation (a page loaded before Delete asked), a Delete only asks.
    const unconfirmed = await page.request.post(at(`/admin/leads/${held.noScript.id}`), {
      form: { intent: "delete", leadId: held.noScript.id },
      headers: { Origin: server.origin },
    });
    expect(await isStored(held.noScript.id), "an unconfirmed deletion keeps the lead").toBe(true);
    expect(await unconfirmed.text()).toContain("Delete this held lead?");

    await page.goto(at("/admin?verdict=held"));
    const table = page.getByRole("table", { name: "Held as spam" });
    const remove = table.getByRole("button", { name: "Delete the held lead of Nico NoScript" });
    // The form goes to the server unconfirmed: it deletes nothing and asks, with the focus.
    await remove.click();
    const question = page.getByRole("region", { name: "Delete the held lead of Nico NoScript?" });
    await expect(question).toBeFocused();
    await expect(question).toContainText("It is deleted for good: nothing can bring it back.");
    expect(await isStored(held.noScript.id), "an unconfirmed deletion keeps the lead").toBe(true);
    await question.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(at("/admin?verdict=held"));
    await expect(question).toHaveCount(0);
    expect(await isStored(held.noScript.id), "a cancelled deletion keeps the lead").toBe(true);

    await remove.click();
    await expect(question).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: "Delete for good" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("The held lead was deleted.");
    await expect(table.getByRole("row", { name: /Nico NoScript/ })).toHaveCount(0);
    expect(await isStored(held.noScript.id), "a confirmed deletion deletes the lead").toBe(false);
  });

  test("refused input changes nothing and says why, never a server error", async ({ page }) => {
    const post = (form: Record<string, string>) =>
      page.request.post(at(`/admin/leads/${lead.id}`), { form, headers: { Origin: server.origin } });
    const note = () =>
      server.sql<{ note: string | null }>("select note from form_submissions where id = $1", [lead.id]);
    const before = (await note())[0]!.note;

    for (const [form, message] of [
      [{ intent: "note", note: "x".repeat(5001) }, "Keep the note to at most 5,000 characters."],
      [
        { intent: "retry", jobId: "not-a-job" },
        "This e-mail was not understood: reload the page and try again.",
      ],
      [{ intent: "delete-everything" }, "This form was not understood: reload the page and try again."],
      [{}, "This form was not understood: reload the page and try again."],
    ] as const) {
      const response = await post(form);
      expect(response.status(), JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await note())[0]!.note).toBe(before);

    // Without our Origin, a change is refused before it is read (by React Router's own check for
    // a document POST, 400, or by requireAdmin's, 403), and the lead stays as it was.
    const handled = async () =>
      (
        await server.sql<{ handled: boolean }>("select handled from form_submissions where id = $1", [
          lead.id,
        ])
      )[0]!.handled;
    const wasHandled = await handled();
    const foreign = await page.request.post(at(`/admin/leads/${lead.id}`), {
      form: { intent: "handled", handled: String(!wasHandled) },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect([400, 403]).toContain(foreign.status());
    expect(await handled()).toBe(wasHandled);

    // An unknown lead is the 404 page.
    const unknown = await page.goto(at("/admin/leads/00000000-0000-4000-8000-000000000000"));
    expect(unknown?.status()).toBe(404);
  });
});

test("acting on a lead another admin has deleted meanwhile: the list says it is gone", async ({
  page,
}, testInfo) => {
  const gone = await server.seedLead(
    "contact",
    { email: visitorEmail(uniqueId(testInfo, "gone")) },
    { held: true },
  );
  await page.goto(at(`/admin/leads/${gone.id}`));
  const deleted = await page.request.post(at(`/admin/leads/${gone.id}`), {
    form: { intent: "delete", leadId: gone.id, confirmed: "yes" },
    headers: { Origin: server.origin },
  });
  expect(deleted.ok()).toBe(true);
  await page.getByRole("button", { name: "Not spam — deliver" }).click();
  await expect(page).toHaveURL(at("/admin?gone=1"));
  await expect(page.getByRole("alert")).toHaveText("This lead does not exist (any more).");
});

test("subscribers: an admin unsubscribes an address that asked by phone; the audit log says so", async ({
  page,
}) => {
  await page.goto(at("/admin/subscribers"));
  const address = page.getByRole("textbox", { name: "E-mail address" });
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter the address to unsubscribe, e.g. name@city.gov.");

  await address.fill(subscriber.email.toUpperCase());
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(`${subscriber.email} is unsubscribed.`);
  await expect(address).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: subscriber.email });
  await expect(row).toContainText("Unsubscribed on");

  await page.goto(at("/admin/audit"));
  await expect(page.getByRole("table")).toContainText(`Unsubscribed ${subscriber.email} from the newsletter`);
});
