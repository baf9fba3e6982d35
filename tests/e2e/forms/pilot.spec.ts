import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import * as forms from "./forms-support";
import { waitForMails } from "../mailbox";
import { collectErrors, gotoHydrated } from "../support";

/** The pilot application: home page section and /pilot, as the product specification has it. */

const validation = {
  title: "Please fill in required fields",
  description: "Municipality name, your name, job title, and email are required.",
};
const success = {
  toast: "Application submitted!",
  description: "We'll review your application and contact you within 48 hours.",
};

/** The block holding the form: the home page's pilot section, or the /pilot page's main. */
const pilotArea = (page: Page, path: "/" | "/pilot") =>
  path === "/" ? page.locator("section#pilot") : page.getByRole("main");
const pilot = forms.leadForm("/pilot", "Submit Application");
const pilotForm = pilot.form;

function pilotLead(testInfo: TestInfo, label: string, email?: string) {
  const lead = forms.newLead(testInfo, label, (id) => ({
    name: `Grace ${id}`,
    municipalityName: "Town of Milford",
    jobTitle: "City Manager",
  }));
  return { ...lead, email: email ?? lead.email };
}

type PilotLead = ReturnType<typeof pilotLead>;

async function fillPilot(area: Locator, lead: PilotLead) {
  await pilot.fill(area, {
    "Municipality name": lead.municipalityName,
    "Your name": lead.name,
    "Job title": lead.jobTitle,
    Email: lead.email,
    "Population size (optional)": "10k-50k",
  });
}

const submit = pilot.submit;

async function expectSubmitted(area: Locator) {
  await expect(area.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
  await expect(area.getByText(success.description, { exact: true })).toBeVisible();
  await expect(pilotForm(area)).toHaveCount(0);
}

async function expectPilotTeamMail(lead: PilotLead) {
  await forms.expectTeamMail(lead.name, {
    subject: `New pilot application: ${lead.name}, ${lead.municipalityName}`,
    contains: [lead.name, lead.municipalityName, lead.jobTitle, lead.email, "10,000-50,000"],
    replyTo: lead.email,
  });
}

async function expectPilotAcks(email: string, count: number) {
  const mails = await waitForMails(email, count);
  expect(mails).toHaveLength(count);
  for (const mail of mails) {
    expect(mail.subject).toBe("We received your ShopCity pilot application");
    expect(mail.text).toContain("Hi Grace,");
    expect(mail.text).toContain(success.description);
    // The acknowledgement repeats nothing the visitor typed but the first name: anyone can type a
    // stranger's address into a form (decision 0005).
    expect(mail.text).not.toContain("Town of Milford");
    expect(mail.html).not.toContain("Town of Milford");
    expect(mail.text).not.toContain(email);
  }
}

/** From the empty form of Submit Another Application: the second one, and both arrive. */
async function sendSecondApplication(area: Locator, first: PilotLead, second: PilotLead) {
  await expectEmptyPilotForm(area);
  await fillPilot(area, second);
  await submit(area).click();
  await expectSubmitted(area);
  await expectPilotTeamMail(first);
  await expectPilotTeamMail(second);
  await expectPilotAcks(first.email, 2);
}

async function expectEmptyPilotForm(area: Locator) {
  await pilot.expectValues(area, {
    "Municipality name": "",
    "Your name": "",
    "Job title": "",
    Email: "",
    "Population size (optional)": "",
  });
}

test.describe("pilot application with JavaScript", () => {
  test("a double click sends once and shows one toast", async ({ page }, testInfo) => {
    const lead = pilotLead(testInfo, "pilot-double");
    // A slow form token: both presses come while the form still waits for it.
    await page.route("**/api/form-token*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const area = pilotArea(page, "/");
    await fillPilot(area, lead);
    await submit(area).dblclick();
    await expectSubmitted(area);
    await forms.expectToast(page, success.toast, success.description);
    // Long enough for a second answer to have arrived.
    await page.waitForTimeout(1500);
    await expect(page.getByRole("region", { name: /^Notifications/ }).locator("li")).toHaveCount(1);
  });

  test("home section: submitted, then another application from an empty form", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const first = pilotLead(testInfo, "pilot-home");
    const second = pilotLead(testInfo, "pilot-home-2", first.email);
    await gotoHydrated(page, "/");
    const area = pilotArea(page, "/");

    await fillPilot(area, first);
    await submit(area).click();
    await expectSubmitted(area);
    await forms.expectToast(page, success.toast, success.description);
    await expect(page).toHaveURL(/\/$/);

    await area.getByRole("button", { name: "Submit Another Application" }).click();
    await sendSecondApplication(area, first, second);
    expect(errors).toEqual([]);
  });

  test("/pilot: a complete application is submitted and mailed", async ({ page }, testInfo) => {
    const lead = pilotLead(testInfo, "pilot-page");
    await gotoHydrated(page, "/pilot");
    const area = pilotArea(page, "/pilot");
    await fillPilot(area, lead);
    await submit(area).click();
    await expectSubmitted(area);
    await expectPilotTeamMail(lead);
    await expectPilotAcks(lead.email, 1);
  });

  test("an empty application lists the four required fields", async ({ page }) => {
    await gotoHydrated(page, "/");
    const area = pilotArea(page, "/");
    await submit(area).click();
    await forms.expectErrorSummary(page, area, {
      ...validation,
      items: [
        { id: "pilot-municipalityName", message: "Enter your municipality's name" },
        { id: "pilot-name", message: "Enter your name" },
        { id: "pilot-jobTitle", message: "Enter your job title" },
        { id: "pilot-email", message: "Enter your email address" },
      ],
    });
  });
});

test.describe("pilot application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home section posts to /pilot, which shows Application Submitted", async ({ page }, testInfo) => {
    const lead = pilotLead(testInfo, "pilot-nojs");
    await page.goto("/");
    await fillPilot(pilotArea(page, "/"), lead);
    await submit(pilotArea(page, "/")).click();
    await expect(page).toHaveURL(/\/pilot$/);
    // One press: the application is sent (no confirmation step, decision 0005).
    await expectSubmitted(pilotArea(page, "/pilot"));
    await forms.expectNoConfirmStep(page);
    await expectPilotTeamMail(lead);
    await expectPilotAcks(lead.email, 1);
  });

  test("Submit Another Application returns an empty form; a second application arrives too", async ({
    page,
  }, testInfo) => {
    const first = pilotLead(testInfo, "pilot-nojs-again");
    const second = pilotLead(testInfo, "pilot-nojs-again-2", first.email);
    await page.goto("/pilot");
    const area = pilotArea(page, "/pilot");
    await fillPilot(area, first);
    await submit(area).click();
    await expectSubmitted(area);
    await forms.expectNoConfirmStep(page);

    await area.getByRole("link", { name: "Submit Another Application" }).click();
    await expect(pilotForm(area), "the form is back after Submit Another Application").toBeVisible();
    await expect(area.getByRole("heading", { name: "Application Submitted" })).toHaveCount(0);
    await sendSecondApplication(area, first, second);
  });

  test("missing fields come back in the error summary with the answers kept", async ({ page }, testInfo) => {
    const lead = pilotLead(testInfo, "pilot-nojs-invalid");
    await page.goto("/pilot");
    const area = pilotArea(page, "/pilot");
    const typed = {
      "Municipality name": lead.municipalityName,
      Email: lead.email,
      "Population size (optional)": "over-500k",
    };
    await forms.expectRefusedAndKept(page, pilot, area, {
      typed,
      summary: {
        ...validation,
        items: [
          { id: "pilot-name", message: "Enter your name" },
          { id: "pilot-jobTitle", message: "Enter your job title" },
        ],
      },
      kept: { ...typed, "Your name": "" },
      visitor: lead.email,
    });
  });
});
