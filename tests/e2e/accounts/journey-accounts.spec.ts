import { type Page, test } from "@playwright/test";
import { accountEmail, confirmSubject, linkIn, mailTo, password, signInWithForm } from "./auth-support";
import { expectAccessible, nextYearEnd } from "./accounts-support";
import { expectToast } from "../forms/forms-support";
import { adminCommand, makeDataDir, removeDataDir, startOwnServer } from "../server";
import { expect, gotoHydrated } from "../support";
import { secretOfUri, unusedCode } from "./totp";

/**
 * The whole way of a city that subscribes by invoice, step by step: sign up, confirm by e-mail,
 * sign in, no subscription yet, the team grants one with `npm run admin` (the embedded database
 * needs the server stopped for that, so the account also outlives a restart), the card, two-factor
 * on, sign in again with a code, sign out everywhere.
 */

const admin = (dataDir: string, ...args: string[]) => adminCommand({ DATA_DIR: dataDir }, ...args);

const main = (page: Page) => page.getByRole("main");
const twoFactor = (page: Page) => page.getByRole("region", { name: "Two-factor sign-in" });

test("an invoice customer's journey: sign-up to sign-out everywhere", async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const dataDir = await makeDataDir();
  let server = await startOwnServer({}, { dataDir });
  try {
    const email = accountEmail(testInfo, "journey");
    await gotoHydrated(page, `${server.origin}/auth`);
    await main(page)
      .getByRole("navigation", { name: "Sign in or create an account" })
      .getByRole("link", { name: "Create account" })
      .click();
    // The create-account form, not the sign-in form still shown while the switch loads (the
    // switch clears the fields).
    await expect(page.getByLabel("Confirm password", { exact: true })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password", { exact: true }).press("Enter");
    await expectToast(page, "Account created! Please check your email for confirmation.");

    const confirmation = linkIn(await mailTo(email, confirmSubject), server.origin);
    await gotoHydrated(page, confirmation);
    await expect(page).toHaveURL(`${server.origin}/auth?verified=1`);
    await signInWithForm(page, email);
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(`${server.origin}/`);

    await gotoHydrated(page, `${server.origin}/subscription-success`);
    await expect(main(page).getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "View pricing" })).toHaveAttribute("href", "/pricing");

    // The team records the invoice customer. PGlite is one process: the command runs while the
    // server is stopped, and refuses while it runs.
    const { until, shown } = nextYearEnd();
    const grant = ["grant-subscription", email, "--tier", "Local AI Hero", "--until", until];
    await expect(admin(dataDir, ...grant)).rejects.toThrow(/The server is running on this DATA_DIR/);
    await server.stop();
    expect(await admin(dataDir, ...grant)).toBe(
      `Granted Local AI Hero to ${email} until ${until} (invoice).`,
    );
    server = await startOwnServer({}, { dataDir });

    // The same session cookie (cookies ignore the port) still signs this browser in.
    await gotoHydrated(page, `${server.origin}/subscription-success`);
    const card = main(page).getByRole("region", { name: "Active subscription" });
    await expect(card).toContainText("Local AI Hero");
    await expect(card).toContainText("$2,500");
    await expect(card).toContainText(shown);
    await expect(card.getByRole("button", { name: "Manage Billing" })).toBeVisible();
    await expectAccessible(page, "/subscription-success, subscribed");
    await card.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(`${server.origin}/dashboard`);
    await gotoHydrated(page, `${server.origin}/account`);

    // Two-factor sign-in on: password, then a code from the app.
    await twoFactor(page).getByLabel("Your password").fill(password);
    await twoFactor(page).getByRole("button", { name: "Turn on" }).click();
    const uri = await twoFactor(page)
      .getByRole("link", { name: /authenticator app on this device/ })
      .getAttribute("href");
    const secret = secretOfUri(uri!);
    await twoFactor(page)
      .getByLabel("6-digit code")
      .fill(await unusedCode(secret));
    await twoFactor(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is On");

    // Sign out here, then in again: the password is not enough any more.
    await main(page).getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?signedOut=1$/);
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/auth\/two-factor/);
    await page.getByLabel("Code from your authenticator app").fill(await unusedCode(secret));
    await page.getByLabel("Code from your authenticator app").press("Enter");
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(`${server.origin}/`);

    // A second device, signed in with its own code.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await gotoHydrated(otherPage, `${server.origin}/auth`);
    await signInWithForm(otherPage, email);
    await otherPage.getByLabel("Code from your authenticator app").fill(await unusedCode(secret));
    await otherPage.getByLabel("Code from your authenticator app").press("Enter");
    await expect(otherPage).toHaveURL(`${server.origin}/`);

    // Sign out everywhere: both devices lose their session.
    await gotoHydrated(page, `${server.origin}/account`);
    await main(page).getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/auth/);
    for (const device of [page, otherPage]) {
      const status = await device.request.get(`${server.origin}/api/subscription`);
      expect(status.status()).toBe(401);
    }
    await other.close();
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
});
