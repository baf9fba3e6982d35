import { expect, test, type Page, type Response, type TestInfo } from "@playwright/test";
import * as forms from "./forms-support";
import { waitForTeamMail } from "../mailbox";
import { collectErrors, gotoHydrated } from "../support";

/** The contact form on /contact, as the product specification has it (decisions: it stores and mails). */

const contact = forms.leadForm("/contact", "Send Message");

const success = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll get back to you within 24 hours.",
};
const problem = { title: "There is a problem", description: "Check the fields marked below and try again." };

/** What the server and the browser refuse in a message with a bad address and no municipality or text. */
const refusedItems = [
  { id: "contact-email", message: "Enter a valid email address, like name@city.gov" },
  { id: "contact-municipality", message: "Enter your municipality or organization" },
  { id: "contact-message", message: "Enter your message" },
];

const emptyValues = {
  "Your name": "",
  Email: "",
  "Municipality or organization": "",
  "Phone (optional)": "",
  Subject: "",
  Message: "",
};

const contactLead = (testInfo: TestInfo, label: string) =>
  forms.newLead(testInfo, label, (id) => ({
    name: `Katherine ${id}`,
    municipality: "City of Newark",
    phone: "302-555-0199",
    message: `We would like pricing for a city of 30,000 people. ${id}`,
  }));

type ContactLead = ReturnType<typeof contactLead>;

async function fillContact(page: Page, lead: ContactLead, subject = "pricing") {
  await contact.fill(page, {
    "Your name": lead.name,
    Email: lead.email,
    "Municipality or organization": lead.municipality,
    "Phone (optional)": lead.phone,
    Subject: subject,
    Message: lead.message,
  });
}

async function expectContactMails(lead: ContactLead, subjectLabel = "Pricing") {
  await forms.expectTeamMail(lead.name, {
    subject: `New contact message: ${lead.name}, ${lead.municipality}`,
    contains: [lead.name, lead.email, lead.municipality, lead.phone, subjectLabel, lead.message],
    replyTo: lead.email,
  });
  const ack = await forms.expectVisitorMail(lead.email, {
    subject: "We received your message to ShopCity",
    contains: [`Hi Katherine,`, success.description],
  });
  // The acknowledgement repeats nothing the visitor typed but the first name: anyone can type a
  // stranger's address into a form (decision 0005).
  expect(ack.text).not.toContain(lead.id);
  expect(ack.html).not.toContain(lead.id);
  expect(ack.text).not.toContain("pricing for a city");
}

/** The select shows its placeholder again, not a blank (an empty value alone says neither). */
async function expectPlaceholderSubject(page: Page) {
  const subject = contact.form(page).getByLabel("Subject");
  expect(await subject.evaluate((select: HTMLSelectElement) => select.selectedIndex)).toBe(0);
}

/**
 * Resolves once the page has run a module it loads and React has rendered what that changed: the
 * module's import settles after the page's own (the same evaluation), and the page is idle only
 * once the render it scheduled has been committed. Its arrival alone is not enough: on a busy
 * machine the form could be sent between the module's arrival and that render.
 */
async function moduleInUse(page: Page, module: Response) {
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => requestIdleCallback(resolve));
  }, module.url());
}

test.describe("contact form with JavaScript", () => {
  test("a message is sent: toast, cleared form, both mails", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const lead = contactLead(testInfo, "contact-js");
    await gotoHydrated(page, "/contact");
    await fillContact(page, lead);
    await contact.send(page);
    await forms.expectToast(page, success.title, success.description);
    await contact.expectValues(page, emptyValues);
    await expectPlaceholderSubject(page);
    // The spec's message stays in the page after the toast goes.
    const message = contact.form(page).locator("xpath=..").getByRole("status");
    await expect(message).toContainText(success.title);
    await expect(message).toContainText(success.description);
    await expect(page).toHaveURL(/\/contact$/);
    await expectContactMails(lead);
    expect(errors).toEqual([]);
  });

  test("?subject=support&message=Hello preselects the subject and fills the message", async ({
    page,
  }, testInfo) => {
    const lead = contactLead(testInfo, "contact-prefill");
    await gotoHydrated(page, "/contact?subject=support&message=Hello");
    await contact.expectValues(page, { Subject: "support", Message: "Hello", "Your name": "" });
    await contact.fill(page, {
      "Your name": lead.name,
      Email: lead.email,
      "Municipality or organization": lead.municipality,
    });
    await contact.send(page);
    await forms.expectToast(page, success.title, success.description);
    const mail = await waitForTeamMail(lead.name);
    expect(mail.text).toMatch(/Subject: Support\b/);
    expect(mail.text).toMatch(/Message: Hello\b/);
  });

  test("an empty message lists every required field", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await contact.send(page);
    await forms.expectErrorSummary(page, page, {
      ...problem,
      items: [
        { id: "contact-name", message: "Enter your name" },
        { id: "contact-email", message: "Enter your email address" },
        { id: "contact-municipality", message: "Enter your municipality or organization" },
        { id: "contact-subject", message: "Choose a subject" },
        { id: "contact-message", message: "Enter your message" },
      ],
    });
  });

  test("once the form is focused, the browser refuses with the server's messages and re-checks a field on leaving it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // The schemas load on the form's first focus: the check's module, then the chunks it imports.
    const schemas = page.waitForResponse(/\/assets\/schemas-[^/]*\.js$/);
    const email = forms.field(contact.form(page), "Email");
    await email.focus();
    await moduleInUse(page, await schemas);
    await email.fill("not-an-email");
    await contact.send(page);
    await forms.expectErrorSummary(page, page, {
      ...problem,
      items: [
        { id: "contact-name", message: "Enter your name" },
        { id: "contact-email", message: "Enter a valid email address, like name@city.gov" },
        { id: "contact-municipality", message: "Enter your municipality or organization" },
        { id: "contact-subject", message: "Choose a subject" },
        { id: "contact-message", message: "Enter your message" },
      ],
    });
    await email.fill("katherine@city.gov");
    await email.blur();
    await expect(page.getByText("Enter a valid email address, like name@city.gov")).toHaveCount(0);
    await expect(page.getByText("Enter your name").first()).toBeVisible();
    expect(posts, "the browser decided without asking the server").toEqual([]);
  });

  test("when the browser's check cannot load, the server's refusal shows the same summary", async ({
    page,
  }, testInfo) => {
    const lead = contactLead(testInfo, "contact-server-check");
    // The schemas load on first focus; without them the form posts and the server decides.
    await page.route(/\/assets\/schemas-[^/]*\.js$/, (route) => route.abort());
    await gotoHydrated(page, "/contact");
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/contact"),
    );
    await forms.expectRefusedAndKept(page, contact, page, {
      typed: { "Your name": lead.name, Email: "not-an-email", Subject: "demo" },
      summary: { ...problem, items: refusedItems },
      visitor: lead.email,
    });
    expect((await posted).status(), "the server refused the answers").toBe(400);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a message pasted with a word processor's control characters is sent without them", async ({
    page,
  }, testInfo) => {
    const lead = contactLead(testInfo, "contact-pasted");
    // A vertical tab is a line break in Word's clipboard; the server refuses control characters.
    const message = `First line\u000bsecond line ${lead.id}`;
    await gotoHydrated(page, "/contact");
    await fillContact(page, { ...lead, message });
    await expect(contact.form(page).getByLabel("Message")).toHaveValue(message);
    await contact.send(page);
    await forms.expectToast(page, success.title, success.description);
    const team = await waitForTeamMail(lead.id);
    expect(team.text).toContain(`First linesecond line ${lead.id}`);
  });

  test("markup typed into the form arrives escaped in the team e-mail", async ({ page }, testInfo) => {
    const lead = contactLead(testInfo, "contact-xss");
    const name = `<script>alert(1)</script> ${lead.id}`;
    const message = `<img src=x onerror=alert(1)> and "quotes" & 'apostrophes' ${lead.id}`;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await gotoHydrated(page, "/contact");
    await fillContact(page, { ...lead, name, message }, "other");
    await contact.send(page);
    await forms.expectToast(page, success.title, success.description);

    const team = await waitForTeamMail(lead.id);
    expect(team.text).toContain(name);
    expect(team.text).toContain(message);
    expect(team.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(team.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // React writes the apostrophe as &#x27;, another spelling of the same entity.
    expect(team.html).toContain("&quot;quotes&quot; &amp; &#x27;apostrophes&#x27;");
    expect(team.html).not.toMatch(/<script/i);
    expect(team.html).not.toMatch(/<img/i);
    expect(team.subject).not.toMatch(/[\r\n]/);

    const ack = (await mailsToEventually(lead.email))[0]!;
    expect(ack.html).not.toMatch(/<script|<img/i);
    expect(dialogs, "no script ran in the page").toEqual([]);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message is sent: result in the page, cleared form, both mails", async ({ page }, testInfo) => {
    const lead = contactLead(testInfo, "contact-nojs");
    await page.goto("/contact");
    await fillContact(page, lead, "features");
    // One press: the lead is sent (no confirmation step, decision 0005).
    await contact.send(page);
    const message = page.getByRole("main").getByRole("status").filter({ hasText: success.title });
    await expect(message).toBeVisible();
    await forms.expectNoConfirmStep(page);
    await expect(message).toContainText(success.description);
    await contact.expectValues(page, emptyValues);
    await expectPlaceholderSubject(page);
    await expectContactMails(lead, "Features");
  });

  test("?subject=support&message=Hello preselects the subject and fills the message", async ({ page }) => {
    await page.goto("/contact?subject=support&message=Hello");
    await contact.expectValues(page, { Subject: "support", Message: "Hello", "Your name": "" });
  });

  test("refused answers come back in the error summary and are kept", async ({ page }, testInfo) => {
    const lead = contactLead(testInfo, "contact-nojs-invalid");
    await page.goto("/contact");
    const typed = {
      "Your name": lead.name,
      Email: "not-an-email",
      "Phone (optional)": lead.phone,
      Subject: "support",
    };
    await forms.expectRefusedAndKept(page, contact, page, {
      typed,
      summary: { ...problem, items: refusedItems },
      kept: { ...typed, "Municipality or organization": "", Message: "" },
      visitor: lead.email,
    });
  });
});

async function mailsToEventually(address: string) {
  await expect.poll(() => forms.mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return forms.mailsTo(address);
}
