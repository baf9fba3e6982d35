import { expect, test, type Page, type TestInfo } from "@playwright/test";
import * as forms from "./forms-support";
import { collectErrors, gotoHydrated } from "../support";

/** The demo request on /book-demo, as the product specification has it. */

const demo = forms.leadForm("/book-demo", "Request My Demo");

const validation = {
  title: "Please fill in required fields",
  description: "First name, last name, email, and city name are required.",
};
const success = {
  title: "Demo request submitted!",
  description: "We'll contact you within 24 hours to schedule your personalized demo.",
};

const demoLead = (testInfo: TestInfo, label: string) =>
  forms.newLead(testInfo, label, (id) => ({
    firstName: `Ada ${id}`,
    lastName: "Lovelace",
    phone: "+1 302 555 0142",
    cityName: "Dover",
    position: "Economic Development Director",
    message: `Please show the voice assistant.\nAnd the dashboard. ${id}`,
  }));

type DemoLead = ReturnType<typeof demoLead>;

async function fillDemo(page: Page, lead: DemoLead) {
  await demo.fill(page, {
    "First name": lead.firstName,
    "Last name": lead.lastName,
    Email: lead.email,
    "Phone (optional)": lead.phone,
    "City name": lead.cityName,
    "Position (optional)": lead.position,
    "Preferred time slot (optional)": "evening",
    "Message (optional)": lead.message,
  });
}

/** The thank-you screen that replaces the form: no way back to the form, only home. */
async function expectThankYou(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(main.getByText(success.title, { exact: true })).toBeVisible();
  await expect(main.getByText(success.description, { exact: true })).toBeVisible();
  const back = main.getByRole("link", { name: "Back to Home", exact: true });
  await expect(back).toHaveAttribute("href", "/");
  await expect(demo.form(page)).toHaveCount(0);
  return back;
}

async function expectDemoMails(lead: DemoLead) {
  await forms.expectTeamMail(lead.firstName, {
    subject: `New demo request: ${lead.firstName} ${lead.lastName}, ${lead.cityName}`,
    contains: [
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phone,
      lead.cityName,
      lead.position,
      "Evening (5 PM-7 PM EST)",
      "Please show the voice assistant.",
      lead.id,
    ],
    replyTo: lead.email,
  });
  const ack = await forms.expectVisitorMail(lead.email, {
    subject: "We received your ShopCity demo request",
    contains: [`Hi Ada,`, success.description],
  });
  // The acknowledgement repeats nothing the visitor typed but the first name: anyone can type a
  // stranger's address into a form (decision 0005).
  for (const typed of [lead.id, lead.cityName, "voice assistant"]) {
    expect(ack.text, `the acknowledgement does not repeat ${typed}`).not.toContain(typed);
    expect(ack.html).not.toContain(typed);
  }
}

test.describe("demo request with JavaScript", () => {
  test("a complete request shows the thank-you screen and sends both mails", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const lead = demoLead(testInfo, "demo-js");
    await gotoHydrated(page, "/book-demo");
    await fillDemo(page, lead);
    await demo.send(page);
    const back = await expectThankYou(page);
    await expectDemoMails(lead);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test("an empty request lists the four required fields", async ({ page }) => {
    await gotoHydrated(page, "/book-demo");
    await demo.send(page);
    await forms.expectErrorSummary(page, page, {
      ...validation,
      items: [
        { id: "demo-firstName", message: "Enter your first name" },
        { id: "demo-lastName", message: "Enter your last name" },
        { id: "demo-email", message: "Enter your email address" },
        { id: "demo-cityName", message: "Enter your city's name" },
      ],
    });
    // A link of the summary takes the visitor to its field.
    await page.getByRole("link", { name: "Enter your city's name" }).click();
    await expect(page.locator("#demo-cityName")).toBeFocused();
  });

  test("a honeypot submission looks successful and sends nothing (it is held)", async ({
    page,
    request,
  }, testInfo) => {
    const lead = demoLead(testInfo, "demo-bot");
    await gotoHydrated(page, "/book-demo");
    await fillDemo(page, lead);
    await page.evaluate(() => {
      const trap = document.querySelector<HTMLInputElement>(
        'form[action="/book-demo"] input[name="_leave_blank"]',
      );
      if (!trap) throw new Error("no honeypot field in the demo form");
      trap.value = "https://spam.example";
    });
    await demo.send(page);
    await expectThankYou(page);
    await forms.outboxSettled(request, testInfo);
    expect(forms.teamMailsMentioning(lead.id), "no team mail").toHaveLength(0);
    expect(forms.mailsTo(lead.email)).toHaveLength(0);
  });
});

test.describe("demo request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a complete request shows the thank-you screen and sends both mails", async ({ page }, testInfo) => {
    const lead = demoLead(testInfo, "demo-nojs");
    await page.goto("/book-demo");
    await fillDemo(page, lead);
    // One press: the lead is sent (no confirmation step, decision 0005).
    await demo.send(page);
    const back = await expectThankYou(page);
    await forms.expectNoConfirmStep(page);
    await expectDemoMails(lead);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("missing fields come back in the error summary with the answers kept", async ({ page }, testInfo) => {
    const lead = demoLead(testInfo, "demo-nojs-invalid");
    await page.goto("/book-demo");
    const typed = {
      "First name": lead.firstName,
      Email: lead.email,
      "Position (optional)": lead.position,
      "Preferred time slot (optional)": "morning",
      "Message (optional)": lead.message,
    };
    await forms.expectRefusedAndKept(page, demo, page, {
      typed,
      summary: {
        ...validation,
        items: [
          { id: "demo-lastName", message: "Enter your last name" },
          { id: "demo-cityName", message: "Enter your city's name" },
        ],
      },
      kept: { ...typed, "Last name": "" },
      visitor: lead.email,
    });
  });

  test("the same submission posted twice is stored and mailed once", async ({ page, request }, testInfo) => {
    const lead = demoLead(testInfo, "demo-replay");
    await page.goto("/book-demo");
    await fillDemo(page, lead);
    const posted = page.waitForRequest(
      (req) => req.method() === "POST" && new URL(req.url()).pathname === "/book-demo",
    );
    await demo.send(page);
    const original = await posted;
    await expectThankYou(page);
    // The prerendered page's form has no token: the repeat is known by its answers (decision 0005).
    const body = original.postData();
    expect(body, "the form body").toMatch(/(^|&)_formToken=(&|$)/);
    expect(body).toContain(encodeURIComponent(lead.email));

    const replay = await request.post(original.url(), {
      headers: { "content-type": original.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
      data: body ?? "",
    });
    expect(replay.status(), "the repeat is answered like the original").toBe(200);
    expect(await replay.text()).toContain(success.title);

    await forms.outboxSettled(request, testInfo);
    expect(forms.teamMailsMentioning(lead.id), "one team mail").toHaveLength(1);
    expect(forms.mailsTo(lead.email), "one acknowledgement").toHaveLength(1);
  });
});
