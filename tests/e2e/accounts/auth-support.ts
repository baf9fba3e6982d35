import { createHmac } from "node:crypto";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { uniqueId } from "../forms/forms-support";
import { waitForMails, type StoredMail } from "../mailbox";

/**
 * Helpers of the account specs (auth*.spec.ts). The texts they assert are written out, not
 * imported from app/content: they are the product specification's contracts.
 */

export const password = "correct horse battery";

/** An address of a test's own (lower case: the mailbox compares lower case). */
export const accountEmail = (testInfo: TestInfo, label: string) =>
  `${uniqueId(testInfo, label)}@city.test`.toLowerCase();

/** The first link to the site in a mail's text (the confirmation or reset link). */
export function linkIn(mail: StoredMail, origin: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(origin));
  expect(link, `a link to ${origin} in "${mail.subject}"`).toBeDefined();
  return link!;
}

/** Waits for the mail with this subject to `email`; the `nth` of them (1 = the first). */
export async function mailTo(email: string, subject: string, nth = 1): Promise<StoredMail> {
  let found: StoredMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await waitForMails(email, 1)).filter((mail) => mail.subject === subject);
        return found.length;
      },
      { message: `${nth} mail(s) "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  return found[nth - 1]!;
}

export const confirmSubject = "Confirm your ShopCity account";
export const resetSubject = "Reset your ShopCity password";

/** A form post as a browser without JavaScript sends it (same origin). */
export function postForm(
  request: APIRequestContext,
  origin: string,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return request.post(`${origin}${path}`, { form, headers: { origin, ...headers }, maxRedirects: 0 });
}

/** An account created and confirmed through the site's own forms and mail, over HTTP. */
export async function confirmedAccount(request: APIRequestContext, origin: string, email: string) {
  const created = await postForm(request, origin, "/auth?mode=signup", {
    intent: "signup",
    email,
    password,
    confirmPassword: password,
  });
  expect(created.status(), await created.text()).toBe(200);
  const link = linkIn(await mailTo(email, confirmSubject), origin);
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.headers().location).toBe("/auth?verified=1");
  return { email, password };
}

/** Fills the sign-in form of /auth and sends it with Enter. */
export async function signInWithForm(page: Page, email: string, secret = password) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByLabel("Password", { exact: true }).press("Enter");
}

/**
 * A refused call written into the form, with or without JavaScript: an alert titled "Error" (as
 * every auth failure is) saying `message`, with focus on it so that it is read out; no toast.
 */
export async function expectFormError(page: Page, message: string) {
  const alert = page.getByRole("main").getByRole("alert").filter({ hasText: message });
  await expect(alert, `the error "${message}" in the form`).toBeVisible();
  await expect(alert).toContainText("Error");
  await expect(alert).toBeFocused();
  const toasts = page.getByRole("region", { name: /^Notifications/ }).locator("li");
  await expect(toasts.filter({ hasText: message })).toHaveCount(0);
}

/** The Set-Cookie lines of a response, by cookie name. */
export function setCookies(headers: { name: string; value: string }[]): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of headers) {
    if (header.name.toLowerCase() !== "set-cookie") continue;
    for (const line of header.value.split("\n")) cookies.set(line.slice(0, line.indexOf("=")), line);
  }
  return cookies;
}

/** The code an authenticator app shows now for an `otpauth://` URI (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(uri: string, at = Date.now()): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const key = base32(secret);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, "0");
}

function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}
