import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import {
  expectErrorSummary,
  expectRefusedAndKept,
  expectTeamMail,
  expectToast,
  expectValues,
  expectVisitorMail,
  field,
  fillForm,
  leadForm,
  newLead,
  expectNoConfirmStep,
} from "./forms-support";
import { collectErrors, gotoHydrated, viewportDependent } from "../support";

/**
 * The partner application: a dialog on /partners, /partners/apply without JavaScript
 * (as the product specification has it; decisions: it is stored and mailed, no simulated delay).
 */

const applyLabel = "Apply to Become a Partner";
const dialogOf = (page: Page) => page.getByRole("dialog", { name: applyLabel });
const partner = leadForm("/partners/apply", "Submit Application");
const partnerForm = partner.form;
const submit = (form: Locator) => form.getByRole("button", { name: "Submit Application" });

const successTitle =
  "Partner application submitted successfully! We'll review your application and get back to you within 3-5 business days.";

/** Every message of the spec's partner table, in the form's order, with the control's id. */
const allMessages = [
  { id: "partner-companyName", message: "Company name is required" },
  { id: "partner-website", message: "Please enter a valid website URL" },
  { id: "partner-contactName", message: "Contact name is required" },
  { id: "partner-contactTitle", message: "Contact title is required" },
  { id: "partner-email", message: "Valid email is required" },
  { id: "partner-phone", message: "Phone number is required" },
  { id: "partner-companySize", message: "Please select company size" },
  { id: "partner-partnershipType", message: "Please select a partnership type" },
  { id: "partner-experience", message: "Please provide at least 50 characters describing your experience" },
  { id: "partner-capabilities", message: "Please describe your capabilities (minimum 50 characters)" },
  { id: "partner-targetMarkets", message: "Please describe your target markets" },
  { id: "partner-goals", message: "Please describe your partnership goals (minimum 50 characters)" },
  { id: "partner-expectedRevenue", message: "Please select expected annual revenue" },
  { id: "partner-termsAccepted", message: "You must accept the terms and conditions" },
];
const problem = { title: "There is a problem", description: "Check the fields marked below and try again." };

const partnerLead = (testInfo: TestInfo, label: string) =>
  newLead(testInfo, label, (id) => ({
    companyName: "Civic Stack LLC",
    contactName: `Dorothy ${id}`,
    contactTitle: "Head of Partnerships",
    phone: "+1 302 555 0177",
    website: "https://civicstack.example.com",
    experience: "Twelve years building websites and service portals for county governments.",
    capabilities: "Implementation, data migration, training of city staff and 24/7 support.",
    targetMarkets: "Mid-sized cities in the Mid-Atlantic region",
    goals: "Bring the AI assistant to the forty cities we already serve within two years.",
    additionalInfo: `Referred by the Dover team. ${id}`,
  }));

type PartnerLead = ReturnType<typeof partnerLead>;

async function fillPartner(form: Locator, lead: PartnerLead) {
  await fillForm(form, {
    "Company name": lead.companyName,
    "Website (optional)": lead.website,
    "Contact name": lead.contactName,
    "Contact title": lead.contactTitle,
    Email: lead.email,
    Phone: lead.phone,
    "Company size": "51-200",
    "Partnership type": "strategic",
    Experience: lead.experience,
    Capabilities: lead.capabilities,
    "Target markets": lead.targetMarkets,
    "Partnership goals": lead.goals,
    "Expected annual revenue": "250k-1M",
    "Additional information (optional)": lead.additionalInfo,
  });
  await field(form, "We have worked with municipalities before").check();
  await field(form, "I accept the terms and conditions").check();
}

async function expectPartnerMails(lead: PartnerLead) {
  const team = await expectTeamMail(lead.contactName, {
    subject: `New partner application: ${lead.contactName}, ${lead.companyName}`,
    contains: [
      lead.companyName,
      lead.contactName,
      lead.contactTitle,
      lead.email,
      lead.phone,
      lead.website,
      "Strategic Partner",
      "51-200 employees",
      lead.experience,
      lead.capabilities,
      lead.targetMarkets,
      lead.goals,
      "$250K-$1M",
      lead.additionalInfo,
    ],
    replyTo: lead.email,
  });
  expect(team.text).toMatch(/Municipal experience: Yes/);
  expect(team.text).toMatch(/Government contracts: No/);
  expect(team.text).toMatch(/Accepted the terms: Yes/);
  const ack = await expectVisitorMail(lead.email, {
    subject: "We received your ShopCity partner application",
    contains: ["Hi Dorothy,", "3-5 business days"],
  });
  // The acknowledgement repeats nothing the visitor typed but the first name: anyone can type a
  // stranger's address into a form (decision 0005).
  for (const typed of [lead.id, lead.companyName, "Twelve years"]) {
    expect(ack.text, `the acknowledgement does not repeat ${typed}`).not.toContain(typed);
    expect(ack.html).not.toContain(typed);
  }
}

test.describe("partner application with JavaScript", viewportDependent, () => {
  test("the dialog shows Submitting... with both buttons disabled, then succeeds and closes", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    const lead = partnerLead(testInfo, "partner-js");
    // Hold the submission at the network, so the dialog's "submitting" state can be observed.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/partners/apply"),
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        held();
        await gate;
        await route.continue();
      },
    );

    await gotoHydrated(page, "/partners");
    const opener = page.getByRole("main").getByRole("button", { name: applyLabel }).first();
    await opener.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const form = partnerForm(dialog);
    await fillPartner(form, lead);
    await submit(form).click();

    await isHeld;
    const busy = dialog.getByRole("button", { name: "Submitting...", exact: true });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog, "Escape does not close the dialog while it sends").toBeVisible();

    release();
    await expectToast(page, successTitle);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectPartnerMails(lead);

    // Opened again, the form is empty.
    await opener.click();
    await expect(dialog).toBeVisible();
    await expectValues(partnerForm(dialog), {
      "Company name": "",
      "Contact name": "",
      Email: "",
      Experience: "",
    });
    await expect(field(partnerForm(dialog), "I accept the terms and conditions")).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test("every message of the partner table, in the dialog", async ({ page }) => {
    await gotoHydrated(page, "/partners");
    await page.getByRole("main").getByRole("button", { name: applyLabel }).first().click();
    const dialog = dialogOf(page);
    const form = partnerForm(dialog);
    await fillForm(form, {
      "Website (optional)": "not a website",
      Email: "nobody@",
      Experience: "Too short.",
      Capabilities: "Short.",
      "Target markets": "Cities",
      "Partnership goals": "Grow.",
    });
    await submit(form).click();
    await expectErrorSummary(page, dialog, { ...problem, items: allMessages });
    // The answers stay as typed.
    await expectValues(form, { "Website (optional)": "not a website", Experience: "Too short." });
  });
});

test.describe("partner application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the /partners button leads to /partners/apply, where the application is sent", async ({
    page,
  }, testInfo) => {
    const lead = partnerLead(testInfo, "partner-nojs");
    await page.goto("/partners");
    const link = page.getByRole("main").getByRole("link", { name: applyLabel }).first();
    await expect(link).toHaveAttribute("href", "/partners/apply");
    await link.click();
    await expect(page).toHaveURL(/\/partners\/apply$/);
    const form = partnerForm(page.getByRole("main"));
    await fillPartner(form, lead);
    // One press: the application is sent (no confirmation step, decision 0005).
    await submit(form).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: successTitle })).toBeVisible();
    await expectNoConfirmStep(page);
    await expectValues(partnerForm(page.getByRole("main")), { "Company name": "", "Contact name": "" });
    await expectPartnerMails(lead);
  });

  test("answers one character short are refused with the table's messages and kept", async ({
    page,
  }, testInfo) => {
    const lead = partnerLead(testInfo, "partner-nojs-invalid");
    await page.goto("/partners/apply");
    const form = partnerForm(page.getByRole("main"));
    const short = {
      "Website (optional)": "https://exa mple.com",
      Experience: "x".repeat(49),
      Capabilities: "y".repeat(49),
      "Target markets": "z".repeat(19),
      "Partnership goals": "w".repeat(49),
    };
    const valid = {
      "Company name": lead.companyName,
      "Contact name": lead.contactName,
      "Contact title": lead.contactTitle,
      Email: lead.email,
      Phone: lead.phone,
      "Company size": "1000+",
      "Partnership type": "technology",
      "Expected annual revenue": "5M+",
      "Additional information (optional)": lead.additionalInfo,
    };
    await field(form, "We have held government contracts").check();
    const main = page.getByRole("main");
    await expectRefusedAndKept(page, partner, main, {
      typed: { ...valid, ...short },
      summary: {
        ...problem,
        items: allMessages.filter((item) =>
          ["website", "experience", "capabilities", "targetMarkets", "goals", "termsAccepted"].some(
            (name) => item.id === `partner-${name}`,
          ),
        ),
      },
      visitor: lead.email,
    });
    const kept = partnerForm(main);
    await expect(field(kept, "We have held government contracts")).toBeChecked();
    await expect(field(kept, "I accept the terms and conditions")).not.toBeChecked();
  });
});
