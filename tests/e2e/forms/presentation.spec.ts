import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import {
  expectErrorSummary,
  expectTeamMail,
  expectToast,
  expectVisitorMail,
  fillForm,
  formAt,
  newLead,
  expectNoConfirmStep,
} from "./forms-support";
import { collectErrors, gotoHydrated, viewportDependent } from "../support";

/**
 * The presentation download: a dialog on the home page (What You Get and pilot sections), the
 * /presentation page without JavaScript (as the product specification has it; decisions: the
 * visitor really gets a link to a PDF).
 */

const label = "Download the Presentation";
const dialogOf = (page: Page) => page.getByRole("dialog", { name: label });
const presentationForm = (scope: Locator) => formAt(scope, "/presentation");
const submit = (form: Locator) => form.getByRole("button", { name: "Email Me the Presentation" });

const success = {
  title: "Success!",
  description: "Your presentation download link has been sent to your email.",
};

const presentationLead = (testInfo: TestInfo, name: string) =>
  newLead(testInfo, name, (id) => ({
    firstName: `Mary ${id}`,
    lastName: "Jackson",
    company: "Hampton County",
  }));

type PresentationLead = ReturnType<typeof presentationLead>;

async function fillPresentation(form: Locator, lead: PresentationLead) {
  await fillForm(form, {
    "First name": lead.firstName,
    "Last name": lead.lastName,
    Email: lead.email,
    "Company or municipality": lead.company,
    "Job title (optional)": "Planning Director",
    "City of interest (optional)": "san-antonio",
    "Phone (optional)": "757-555-0100",
    "Notes (optional)": `Budget cycle starts in July. ${lead.id}`,
  });
}

/** The team is told; the visitor's mail links to a PDF the site really serves. */
async function expectPresentationMails(request: APIRequestContext, lead: PresentationLead) {
  await expectTeamMail(lead.firstName, {
    subject: `New presentation download: ${lead.firstName} ${lead.lastName}, ${lead.company}`,
    contains: [
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.company,
      "Planning Director",
      "San Antonio",
      "757-555-0100",
      "Budget cycle starts in July.",
    ],
    replyTo: lead.email,
  });
  const mail = await expectVisitorMail(lead.email, {
    subject: "Your ShopCity presentation",
    contains: ["Hi Mary,"],
  });
  const link = /https?:\/\/\S+\/presentation\.pdf\b/.exec(mail.text)?.[0];
  expect(link, "a link to the presentation in the mail").toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  const pdf = await request.get(link!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(1000);
}

test.describe("presentation download with JavaScript", viewportDependent, () => {
  test("What You Get opens the dialog; success toast, dialog closes, PDF link mailed", async ({
    page,
    request,
  }, testInfo) => {
    const errors = collectErrors(page);
    const lead = presentationLead(testInfo, "deck-js");
    await gotoHydrated(page, "/");
    await page.locator("#what-you-get").getByRole("button", { name: label }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await fillPresentation(presentationForm(dialog), lead);
    await submit(presentationForm(dialog)).click();
    await expectToast(page, success.title, success.description);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expectPresentationMails(request, lead);
    expect(errors).toEqual([]);
  });

  test("a second request from the dialog opened again arrives as well", async ({ page }, testInfo) => {
    const first = presentationLead(testInfo, "deck-twice");
    const second = presentationLead(testInfo, "deck-twice-2");
    await gotoHydrated(page, "/");
    const opener = page.locator("#what-you-get").getByRole("button", { name: label });
    for (const lead of [first, second]) {
      await opener.click();
      // The first request's toast is gone: on a phone it lay over this dialog's submit button.
      await expect(page.locator("[aria-label^='Notifications'] li")).toHaveCount(0);
      const form = presentationForm(dialogOf(page));
      await expect(form.getByLabel("First name", { exact: true })).toHaveValue("");
      await fillForm(form, {
        "First name": lead.firstName,
        "Last name": lead.lastName,
        Email: lead.email,
        "Company or municipality": lead.company,
      });
      await submit(form).click();
      await expect(dialogOf(page)).toBeHidden();
    }
    await expectVisitorMail(first.email, { subject: "Your ShopCity presentation" });
    await expectVisitorMail(second.email, { subject: "Your ShopCity presentation" });
    await expectTeamMail(second.firstName, {
      subject: `New presentation download: ${second.firstName} ${second.lastName}, ${second.company}`,
      contains: [second.email],
    });
  });

  test("the pilot section's dialog refuses an empty request; Cancel closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const opener = page.locator("section#pilot").getByRole("button", { name: label });
    await opener.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await submit(presentationForm(dialog)).click();
    await expectErrorSummary(page, dialog, {
      title: "There is a problem",
      description: "Check the fields marked below and try again.",
      items: [
        { id: "presentation-dialog-firstName", message: "Enter your first name" },
        { id: "presentation-dialog-lastName", message: "Enter your last name" },
        { id: "presentation-dialog-email", message: "Enter your email address" },
        { id: "presentation-dialog-company", message: "Enter your company or municipality" },
      ],
    });
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).not.toHaveTitle(/^Error: /);
  });
});

test.describe("presentation download without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home button is a link to /presentation, where the form works", async ({
    page,
    request,
  }, testInfo) => {
    const lead = presentationLead(testInfo, "deck-nojs");
    await page.goto("/");
    const link = page.locator("#what-you-get").getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", "/presentation");
    await link.click();
    await expect(page).toHaveURL(/\/presentation$/);
    const form = presentationForm(page.getByRole("main"));
    await fillPresentation(form, lead);
    // One press: the link is sent (no confirmation step, decision 0005).
    await submit(form).click();
    const result = page.getByRole("main").getByRole("status").filter({ hasText: success.title });
    await expect(result).toContainText(success.description);
    await expectNoConfirmStep(page);
    await expect(form.getByLabel("First name", { exact: true })).toHaveValue("");
    await expectPresentationMails(request, lead);
  });
});
