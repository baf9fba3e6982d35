import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { e2eLeadsTo, readMailbox, waitForMails, waitForTeamMail, type StoredMail } from "../mailbox";

/**
 * Helpers of the lead-form specs (tests/e2e/forms-*.spec.ts). The texts these specs assert are
 * written out, not imported from app/content: they are the product specification's contracts.
 */

/** The team inbox every lead notification goes to (LEADS_TO of the e2e server). */
export const teamAddress = e2eLeadsTo;

/**
 * A value no other test uses: both projects run the same tests in parallel against one server
 * and one mailbox, so every name and address a test types carries it.
 */
export function uniqueId(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${random}`;
}

/** A visitor address of a test's own (lower case: the mailbox compares lower case). */
export const visitorEmail = (id: string) => `${id}@example.test`.toLowerCase();

/** A test's lead: its unique id, the visitor's address made of it, and the form's values. */
export function newLead<T extends object>(testInfo: TestInfo, label: string, values: (id: string) => T) {
  const id = uniqueId(testInfo, label);
  return { id, email: visitorEmail(id), ...values(id) };
}

/** The form posting to `action` (each lead form is a real `<form method="post">`). */
export const formAt = (scope: Page | Locator, action: string) => scope.locator(`form[action="${action}"]`);

export type Scope = Page | Locator;

/** One lead form: found by its action inside a scope (the page, a dialog, a section). */
export function leadForm(action: string, submitLabel: string) {
  const form = (scope: Scope) => formAt(scope, action);
  const submit = (scope: Scope) => form(scope).getByRole("button", { name: submitLabel });
  return {
    form,
    submit,
    send: (scope: Scope) => submit(scope).click(),
    fill: (scope: Scope, values: Record<string, string>) => fillForm(form(scope), values),
    expectValues: (scope: Scope, values: Record<string, string>) => expectValues(form(scope), values),
  };
}

export type LeadForm = ReturnType<typeof leadForm>;

/**
 * Sends `typed` (over what the form holds) and expects the refusal: the error summary in
 * `scope`, the answers `kept` in the form, and no mail to the visitor.
 */
export async function expectRefusedAndKept(
  page: Page,
  lead: LeadForm,
  scope: Scope,
  {
    typed,
    summary,
    kept = typed,
    visitor,
  }: {
    typed: Record<string, string>;
    summary: Parameters<typeof expectErrorSummary>[2];
    kept?: Record<string, string>;
    visitor: string;
  },
) {
  await lead.fill(scope, typed);
  await lead.send(scope);
  await expectErrorSummary(page, scope, summary);
  await lead.expectValues(scope, kept);
  expect(mailsTo(visitor), `no mail to ${visitor}`).toHaveLength(0);
}

/**
 * A control of a form by its visible label: the whole label, so "Email" is not "Email address",
 * with or without the partner form's required-field asterisk (decorative, hidden from the name).
 */
export const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** Fills text controls (by label) and picks options of selects (by option value). */
export async function fillForm(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    const tag = await control.evaluate((node) => node.tagName.toLowerCase());
    if (tag === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Expects each control (by label) to hold `value` (text, or an option's value). */
export async function expectValues(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(field(form, label), `value of "${label}"`).toHaveValue(value);
  }
}

/** The toast with this title (Radix toast, inside the "Notifications" region). */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .locator("li")
    .filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title);
  await expect(item, `toast "${title}"`).toBeVisible();
  if (description) await expect(item).toContainText(description);
}

/**
 * The error summary (GOV.UK pattern): a focusable box whose alert names the problem and links to
 * each refused field. `scope` is the form's container (the page, a dialog, a section).
 */
export function errorSummary(scope: Page | Locator, title: string): Locator {
  const page = isLocator(scope) ? scope.page() : scope;
  // `has` is matched inside each candidate, so it starts from the page, not from `scope`.
  return scope
    .locator("div[tabindex='-1']")
    .filter({ has: page.getByRole("alert").filter({ hasText: title }) });
}

function isLocator(scope: Page | Locator): scope is Locator {
  return typeof (scope as Partial<Locator>).elementHandle === "function";
}

export type SummaryItem = { id: string; message: string };

/**
 * Checks an error summary completely: its title and description, one link per refused field in
 * this order (text = the message, href = "#" + the control's id, the control exists and is marked
 * invalid), the focus inside it, and a page title starting with "Error:".
 */
export async function expectErrorSummary(
  page: Page,
  scope: Page | Locator,
  { title, description, items }: { title: string; description?: string; items: SummaryItem[] },
) {
  const summary = errorSummary(scope, title);
  await expect(summary, `error summary "${title}"`).toBeVisible();
  await expect(summary.getByRole("heading", { name: title, exact: true })).toBeVisible();
  if (description) await expect(summary).toContainText(description);
  const links = summary.getByRole("link");
  await expect(links).toHaveText(items.map((item) => item.message));
  for (const [index, item] of items.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `#${item.id}`);
    const control = page.locator(`[id="${item.id}"]`);
    await expect(control, `the control #${item.id}`).toHaveCount(1);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    // The field repeats its message next to the control, wired with aria-describedby.
    await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(item.message)));
  }
  await expect
    .poll(() => summary.evaluate((node) => node.contains(document.activeElement)), {
      message: "the error summary has focus",
    })
    .toBe(true);
  await expect(page).toHaveTitle(/^Error: /);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Team notifications received so far whose text mentions `text`. */
export const teamMailsMentioning = (text: string) =>
  readMailbox().filter((mail) => mail.to.includes(teamAddress) && mail.text.includes(text));

/** Mails received so far addressed to `address`. */
export const mailsTo = (address: string) =>
  readMailbox().filter((mail) => mail.to.includes(address.toLowerCase()));

/** The team notification of one lead: to the team inbox only, with the visitor's values in it. */
export async function expectTeamMail(
  uniqueText: string,
  { subject, contains, replyTo }: { subject: string | RegExp; contains: string[]; replyTo?: string },
): Promise<StoredMail> {
  const mail = await waitForTeamMail(uniqueText);
  expect(mail.to).toEqual([teamAddress]);
  if (typeof subject === "string") expect(mail.subject).toBe(subject);
  else expect(mail.subject).toMatch(subject);
  for (const value of contains) {
    expect(mail.text, `team mail text mentions ${value}`).toContain(value);
    expect(mail.html, `team mail HTML mentions ${value}`).toContain(escapeHtmlText(value));
  }
  if (replyTo) expect(header(mail, "reply-to")).toContain(replyTo);
  return mail;
}

/** The one mail a visitor receives for a lead (acknowledgement, presentation link, welcome). */
export async function expectVisitorMail(
  address: string,
  { subject, contains = [] }: { subject: string; contains?: string[] },
): Promise<StoredMail> {
  const mails = await waitForMails(address, 1);
  const mail = mails.find((item) => item.subject === subject);
  expect(
    mail,
    `a mail "${subject}" to ${address} (got: ${mails.map((item) => item.subject).join(" | ")})`,
  ).toBeDefined();
  expect(mail!.to).toEqual([address]);
  for (const value of contains) expect(mail!.text, `visitor mail mentions ${value}`).toContain(value);
  return mail!;
}

/** The value of a header as the SMTP server received it (unfolded, without its name). */
export function header(mail: StoredMail, name: string): string {
  const line = mail.headers[name.toLowerCase()] ?? "";
  return line
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/^[^:]+:\s*/, "")
    .trim();
}

/** What a value looks like in an e-mail's HTML part (the layout escapes these five). */
export const escapeHtmlText = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/**
 * A form token as a page's form fetches it (a prerendered page carries none: it is the same for
 * everyone), from the server of `path` (the form's page).
 */
export async function pageToken(request: APIRequestContext, path: string): Promise<string> {
  // From the page's own server (a test may start one of its own, with another secret).
  const origin = /^https?:\/\//.test(path) ? new URL(path).origin : "";
  const response = await request.get(`${origin}/api/form-token`);
  expect(response.status(), "a form token").toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { token } = (await response.json()) as { token: string };
  expect(token).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]{22}$/);
  return token;
}

/**
 * Resolves once every mail of the leads stored before the call has been delivered, so that a test
 * can count what arrived (a mail that should not exist would be in by now).
 *
 * The e2e server has one outbox worker; its rounds run one after the other and claim the oldest
 * jobs first. A first subscription's welcome mail arriving means its round, which holds or
 * follows any earlier lead's jobs, has begun; a second subscription, stored after that, goes out
 * in a later round, so once its mail is in, every earlier round has ended.
 */
export async function outboxSettled(request: APIRequestContext, testInfo: TestInfo) {
  for (const step of ["first", "second"]) {
    const email = visitorEmail(uniqueId(testInfo, `settle-${step}`));
    const token = await pageToken(request, "/newsletter");
    const response = await request.post("/newsletter", { form: { email, _formToken: token } });
    expect(response.status(), "the subscription that marks the outbox").toBe(200);
    await waitForMails(email);
  }
}

/**
 * Without JavaScript a prerendered page's form has no token (the page is the same for everyone):
 * the first press sends the lead all the same (decision 0005). There is no confirmation step any
 * more: this expects none, after a press that has been answered.
 */
export async function expectNoConfirmStep(page: Page) {
  await expect(page.getByText("Please confirm", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/press the button again/i)).toHaveCount(0);
}
