import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import {
  expectErrorSummary,
  expectTeamMail,
  expectToast,
  expectVisitorMail,
  formAt,
  header,
  mailsTo,
  toast,
  uniqueId,
  visitorEmail,
  expectNoConfirmStep,
} from "./forms-support";
import { collectErrors, gotoHydrated } from "../support";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/**
 * The newsletter: the form in every page's footer, and /newsletter where it posts without
 * JavaScript (as the product specification has it; the welcome mail and unsubscribe are ours).
 */

const footerForm = (page: Page) => formAt(page.getByRole("contentinfo"), "/newsletter");
const pageForm = (page: Page) => formAt(page.getByRole("main"), "/newsletter");
const emailField = (form: Locator) => form.getByLabel("Email address", { exact: true });
const subscribe = (form: Locator) => form.getByRole("button", { name: "Subscribe", exact: true });

const success = {
  title: "Successfully subscribed!",
  description: "Thank you for subscribing to our newsletter.",
};
const empty = { title: "Email required", description: "Please enter your email address." };
const invalid = { title: "Invalid email", description: "Please enter a valid email address." };

const subscriber = (testInfo: TestInfo, label: string) => visitorEmail(uniqueId(testInfo, label));

async function subscribeWith(page: Page, form: Locator, email: string) {
  await emailField(form).fill(email);
  await subscribe(form).click();
}

/**
 * The team is told, the subscriber gets a welcome mail with a one-click unsubscribe (RFC 8058)
 * whose link, opened in the browser, unsubscribes after pressing the button.
 */
async function expectMailsAndUnsubscribe(page: Page, email: string) {
  await expectTeamMail(email, { subject: `New newsletter subscriber: ${email}`, contains: [email] });
  const welcome = await expectVisitorMail(email, {
    subject: "Welcome to the ShopCity newsletter",
    contains: [success.description],
  });
  const listUnsubscribe = header(welcome, "List-Unsubscribe");
  const link = /^<(https?:\/\/[^>]+)>$/.exec(listUnsubscribe)?.[1];
  expect(link, `List-Unsubscribe header: ${listUnsubscribe}`).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toBe("/unsubscribe");
  expect(url.searchParams.get("token")).toMatch(/^[\w-]{16,64}$/);
  expect(header(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(welcome.text, "the body links to the same unsubscribe address").toContain(link);

  await page.goto(link!);
  await expect(heading(page)).toHaveText("Unsubscribe from the newsletter");
  await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(heading(page)).toHaveText("You are unsubscribed");
  // The answer replaces the button that had focus: focus goes to it, not to the page.
  await expect(heading(page)).toBeFocused();
}

test.describe("newsletter with JavaScript", () => {
  test("the footer form subscribes, clears the field, and subscribing again is still a success", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    const email = subscriber(testInfo, "news-js");
    await gotoHydrated(page, "/features");
    const form = footerForm(page);

    await subscribeWith(page, form, email);
    await expectToast(page, success.title, success.description);
    await expect(emailField(form)).toHaveValue("");
    await expect(page).toHaveURL(/\/features$/);

    await toast(page, success.title).getByRole("button", { name: "Close notification" }).click();
    await expect(toast(page, success.title)).toHaveCount(0);
    await subscribeWith(page, form, email);
    await expectToast(page, success.title, success.description);
    await expect(emailField(form)).toHaveValue("");

    await expectMailsAndUnsubscribe(page, email);
    expect(errors).toEqual([]);
  });

  test("an empty and then an invalid address are refused with the spec's messages", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const footer = page.getByRole("contentinfo");
    const form = footerForm(page);
    await subscribe(form).click();
    await expectErrorSummary(page, footer, {
      ...empty,
      items: [{ id: "footer-newsletter-email", message: empty.description }],
    });

    await emailField(form).fill("name@city");
    await subscribe(form).click();
    await expectErrorSummary(page, footer, {
      ...invalid,
      items: [{ id: "footer-newsletter-email", message: invalid.description }],
    });
    await expect(footer.getByText(empty.title, { exact: true })).toHaveCount(0);
    await expect(emailField(form)).toHaveValue("name@city");
  });

  test("unsubscribing with a link no subscriber has says so, and the message takes focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/unsubscribe?token=no-subscriber-has-this-token");
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    const refusal = page.getByRole("main").getByRole("alert");
    await expect(refusal).toContainText("This unsubscribe link is not valid");
    await expect(refusal).toBeFocused();
    await expect(heading(page)).toHaveText("Unsubscribe from the newsletter");
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form posts to /newsletter; subscribing again is still a success", async ({
    page,
  }, testInfo) => {
    const email = subscriber(testInfo, "news-nojs");
    await page.goto("/features");
    await subscribeWith(page, footerForm(page), email);
    await expect(page).toHaveURL(/\/newsletter$/);
    // One press: subscribed (no confirmation step, decision 0005).
    const result = page.getByRole("main").getByRole("status").filter({ hasText: success.title });
    await expect(result).toContainText(success.description);
    await expectNoConfirmStep(page);
    await expect(emailField(pageForm(page))).toHaveValue("");

    await subscribeWith(page, pageForm(page), email);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: success.title })).toBeVisible();
    await expect(emailField(pageForm(page))).toHaveValue("");

    await expectMailsAndUnsubscribe(page, email);
  });

  test("an empty and then an invalid address are refused, the answer kept", async ({ page }, testInfo) => {
    await page.goto("/features");
    await subscribe(footerForm(page)).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const main = page.getByRole("main");
    await expectErrorSummary(page, main, {
      ...empty,
      items: [{ id: "newsletter-email", message: empty.description }],
    });

    const typed = `${uniqueId(testInfo, "news-invalid")}@nodot`;
    await subscribeWith(page, pageForm(page), typed);
    await expectErrorSummary(page, main, {
      ...invalid,
      items: [{ id: "newsletter-email", message: invalid.description }],
    });
    await expect(emailField(pageForm(page))).toHaveValue(typed);
    expect(mailsTo(typed)).toHaveLength(0);
  });
});
