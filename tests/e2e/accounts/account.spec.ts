import { expect, test, type Page } from "@playwright/test";
import {
  createConfirmedUser,
  expectAccessible,
  expectFocusOn,
  expectSignedInByApi,
  otherDevice,
  pathOf,
  signInByApi,
  uniqueEmail,
  type TestUser,
} from "./accounts-support";
import { gotoHydrated } from "../support";
import { secretOfUri, totp, unusedCode } from "./totp";

/**
 * /account: profile, subscription summary, password, two-factor sign-in and sign-out, with and
 * without JavaScript. The product specification's messages are written out: they are contracts.
 */

const sessionCookie = "better-auth.session_token";

async function signedInUser(page: Page, baseURL: string | undefined, label: string): Promise<TestUser> {
  const user = await createConfirmedUser(page, baseURL, { email: uniqueEmail(test.info(), label) });
  await expectSignedInByApi(page, user);
  return user;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The form of a section of /account, found by its button. */
const passwordForm = (page: Page) => region(page, "Change password");
const twoFactor = (page: Page) => region(page, "Two-factor sign-in");

async function fillPasswords(page: Page, values: { current: string; next: string; confirm: string }) {
  const form = passwordForm(page);
  await form.getByLabel("Current password", { exact: true }).fill(values.current);
  await form.getByLabel("New password", { exact: true }).fill(values.next);
  await form.getByLabel("Confirm new password", { exact: true }).fill(values.confirm);
}

async function expectNotice(page: Page, text: string) {
  const notice = page.getByRole("status").filter({ hasText: text });
  await expect(notice).toBeVisible();
  await expectFocusOn(page, text);
}

async function expectSignedOut(page: Page) {
  await page.goto("/account");
  expect(pathOf(page).path).toBe("/auth");
  expect(pathOf(page).params.get("redirectTo")).toBe("/account");
}

async function signInStatus(page: Page, user: TestUser) {
  // A context of its own, so that this check does not sign the page's browser in or out.
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const probe = await context.newPage();
  const answer = await signInByApi(probe, user.email, user.password);
  await context.close();
  return answer.status;
}

test.describe("/account", () => {
  test("without a session it sends the visitor to /auth and back", async ({ page }) => {
    await page.goto("/account");
    expect(pathOf(page).path).toBe("/auth");
    expect(pathOf(page).params.get("redirectTo")).toBe("/account");
  });

  test("shows the profile and the subscription summary", async ({ page, baseURL }) => {
    const user = await signedInUser(page, baseURL, "profile");
    const response = await gotoHydrated(page, "/account");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

    const profile = region(page, "Profile");
    await expect(profile).toContainText(user.email);
    await expect(profile.getByText("Verified", { exact: true })).toBeVisible();
    // The site has no form to change the address or close the account: the page says who does it.
    await expect(profile).toContainText(
      "To change your e-mail address or close your account, write to hello@shopcity.com from the address above.",
    );
    await expect(profile.getByRole("link", { name: "hello@shopcity.com" })).toHaveAttribute(
      "href",
      "mailto:hello@shopcity.com",
    );

    // Without a subscription, the way on is the plan: no link to a subscription page that would
    // only say there is none.
    const subscription = region(page, "Subscription");
    await expect(subscription).toContainText("No active subscription");
    await expect(subscription.getByRole("link")).toHaveCount(1);
    await expect(subscription.getByRole("link", { name: "View pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(subscription.getByRole("link", { name: "View your subscription" })).toHaveCount(0);
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is Off");
    await expectAccessible(page, "/account");
  });

  test("changes the password, with the spec's messages for refused answers", async ({ page, baseURL }) => {
    // A long journey, and every password check is a deliberately slow hash (scrypt).
    test.slow();
    const user = await signedInUser(page, baseURL, "password");
    await gotoHydrated(page, "/account");
    const form = passwordForm(page);
    const submit = form.getByRole("button", { name: "Change password" });

    await submit.click();
    await expectFocusOn(page, "There is a problem");
    await expect(page).toHaveTitle(/^Error: /);
    await expect(form).toContainText("Please fill in all fields");
    for (const message of [
      "Enter your current password",
      "Enter a new password",
      "Confirm your new password",
    ]) {
      await expect(form.getByRole("link", { name: message })).toBeVisible();
    }
    const current = form.getByLabel("Current password", { exact: true });
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription(/Enter your current password/);
    await expectAccessible(page, "/account with the password form refused");
    // Each password can be shown as typed, to check it before sending.
    await current.fill("as typed");
    await form.locator(`button[aria-controls="${await current.getAttribute("id")}"]`).click();
    await expect(current).toHaveAttribute("type", "text");
    await expect(form.getByRole("button", { name: "Hide password" })).toBeFocused();

    await fillPasswords(page, { current: user.password, next: "short", confirm: "shorter" });
    await submit.click();
    await expect(
      form.getByRole("link", { name: "Password must be at least 8 characters long" }),
    ).toBeVisible();
    await expect(form.getByRole("link", { name: "Passwords do not match" })).toBeVisible();

    await fillPasswords(page, {
      current: "not the password",
      next: "a new password 1",
      confirm: "a new password 1",
    });
    await submit.click();
    await expect(form.getByRole("link", { name: "Your current password is not right" })).toBeVisible();
    await expectFocusOn(page, "There is a problem");

    const next = "a new password 1";
    await fillPasswords(page, { current: user.password, next, confirm: next });
    await submit.click();
    await expectNotice(page, "Your password has been changed.");
    await expect(page).not.toHaveTitle(/^Error: /);
    await expect(form.getByLabel("Current password", { exact: true })).toHaveValue("");

    expect(await signInStatus(page, { ...user, password: next })).toBe(200);
    expect(await signInStatus(page, user)).toBe(401);
  });

  test("turns two-factor sign-in on with an authenticator app, signs in with it, turns it off", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const user = await signedInUser(page, baseURL, "two-factor");
    await gotoHydrated(page, "/account");
    const section = twoFactor(page);

    await section.getByLabel("Your password").fill("not the password");
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByRole("link", { name: "Your password is not right" })).toBeVisible();

    await section.getByLabel("Your password").fill(user.password);
    await section.getByRole("button", { name: "Turn on" }).click();
    await expectFocusOn(page, "Set up your authenticator app");
    await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
    const uri = await section
      .getByRole("link", { name: /authenticator app on this device/ })
      .getAttribute("href");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = secretOfUri(uri!);
    await expect(section.getByTestId("totp-secret")).toHaveText(secret.replace(/(.{4})(?=.)/g, "$1 "));
    const backupCodes = section.getByRole("list", { name: /backup codes/ }).getByRole("listitem");
    await expect(backupCodes).toHaveCount(10);
    await expect(section).toContainText("shown only once");
    await expectAccessible(page, "/account with two-factor set-up shown");

    // Not yet on: Better Auth turns it on only once a code from the app has been checked.
    await page.reload();
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is Off");
    await twoFactor(page).getByLabel("Your password").fill(user.password);
    await twoFactor(page).getByRole("button", { name: "Turn on" }).click();
    const setupUri = await twoFactor(page)
      .getByRole("link", { name: /authenticator app on this device/ })
      .getAttribute("href");
    const setupSecret = secretOfUri(setupUri!);

    const code = twoFactor(page).getByLabel("6-digit code");
    await code.fill(wrongCode(setupSecret));
    await twoFactor(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expect(twoFactor(page).getByRole("link", { name: /That code is not right/ })).toBeVisible();
    await expect(twoFactor(page).getByRole("img", { name: /QR code/ })).toBeVisible();
    await expectAccessible(page, "/account with a refused two-factor code");

    await code.fill(await unusedCode(setupSecret));
    await twoFactor(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expectNotice(page, "Two-factor sign-in is on.");
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is On");

    // Signing in now takes the password and then a code from the app.
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?signedOut=1$/);
    const first = await signInByApi(page, user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    await expectSignedOut(page);
    const origin = new URL(baseURL!).origin;
    const second = await page.request.post("/api/auth/two-factor/verify-totp", {
      // Not the set-up's code again: each code is taken once.
      data: { code: await unusedCode(setupSecret) },
      headers: { Origin: origin },
    });
    expect(second.status(), await second.text()).toBe(200);

    await gotoHydrated(page, "/account");
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is On");
    await twoFactor(page).getByLabel("Your password").fill(user.password);
    await twoFactor(page).getByRole("button", { name: "Turn off" }).click();
    await expectNotice(page, "Two-factor sign-in is off.");
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is Off");
    await expect(twoFactor(page).getByRole("button", { name: "Turn on" })).toBeVisible();
    await expect(twoFactor(page).getByRole("img", { name: /QR code/ })).toHaveCount(0);
  });

  test("signs out of this device and clears the nav hint", async ({ page, baseURL, browser }) => {
    const user = await signedInUser(page, baseURL, "sign-out-local");
    const other = await otherDevice(browser, baseURL, user);
    await page.context().addCookies([{ name: "sc_signed_in", value: "1", url: baseURL! }]);
    await gotoHydrated(page, "/account");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?signedOut=1$/);
    await expect(page.getByRole("status").filter({ hasText: "You have signed out." })).toBeVisible();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain(sessionCookie);
    expect(names).not.toContain("sc_signed_in");
    await expectSignedOut(page);

    // The other device keeps its session.
    await other.page.goto("/account");
    expect(pathOf(other.page).path).toBe("/account");
    await other.close();
  });

  test("signs out of the other devices only", async ({ page, baseURL, browser }) => {
    const user = await signedInUser(page, baseURL, "sign-out-others");
    const other = await otherDevice(browser, baseURL, user);
    await gotoHydrated(page, "/account");
    await page.getByRole("button", { name: "Sign out of all other devices" }).click();
    await expectNotice(page, "You are signed out of your other devices.");

    await expectSignedOut(other.page);
    await page.reload();
    expect(pathOf(page).path).toBe("/account");
    await other.close();
  });

  test("signs out everywhere", async ({ page, baseURL, browser }) => {
    const user = await signedInUser(page, baseURL, "sign-out-global");
    const other = await otherDevice(browser, baseURL, user);
    await gotoHydrated(page, "/account");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/auth\?signedOut=1$/);
    await expectSignedOut(page);
    await expectSignedOut(other.page);
    await other.close();
  });
});

test.describe("/account without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("changes the password and signs out", async ({ page, baseURL }) => {
    test.slow();
    const user = await signedInUser(page, baseURL, "no-js");
    await page.goto("/account");
    const form = passwordForm(page);
    const submit = form.getByRole("button", { name: "Change password" });

    await submit.click();
    await expect(page).toHaveTitle(/^Error: Your account/);
    await expectFocusOn(page, "There is a problem");
    await expect(form).toContainText("Please fill in all fields");
    await expect(form.getByRole("link", { name: "Enter your current password" })).toHaveAttribute(
      "href",
      "#change-password-currentPassword",
    );

    await fillPasswords(page, {
      current: "not the password",
      next: "another password",
      confirm: "another password",
    });
    await submit.click();
    await expect(form.getByRole("link", { name: "Your current password is not right" })).toBeVisible();
    // Passwords are never written back into the page.
    await expect(form.getByLabel("New password", { exact: true })).toHaveValue("");

    await fillPasswords(page, { current: user.password, next: "short", confirm: "short" });
    await submit.click();
    await expect(
      form.getByRole("link", { name: "Password must be at least 8 characters long" }),
    ).toBeVisible();

    await fillPasswords(page, {
      current: user.password,
      next: "another password",
      confirm: "another password",
    });
    await form.getByLabel("Sign out of my other devices").check();
    await submit.click();
    await expectNotice(page, "Your password has been changed and your other devices are signed out.");
    expect(pathOf(page).path).toBe("/account");
    await expect(page).not.toHaveTitle(/^Error: /);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    expect(pathOf(page).path).toBe("/auth");
    await expectSignedOut(page);
    expect(await signInStatus(page, { ...user, password: "another password" })).toBe(200);
  });
});

test.describe("/account two-factor set-up without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps the set-up on the page through a refused code, then turns it on", async ({ page, baseURL }) => {
    const user = await signedInUser(page, baseURL, "no-js-two-factor");
    await page.goto("/account");
    await twoFactor(page).getByLabel("Your password").fill(user.password);
    await twoFactor(page).getByRole("button", { name: "Turn on" }).click();
    await expectFocusOn(page, "Set up your authenticator app");
    const uri = await twoFactor(page)
      .getByRole("link", { name: /authenticator app on this device/ })
      .getAttribute("href");
    const secret = secretOfUri(uri!);
    const codes = await twoFactor(page)
      .getByRole("list", { name: /backup codes/ })
      .getByRole("listitem")
      .allTextContents();

    await twoFactor(page).getByLabel("6-digit code").fill(wrongCode(secret));
    await twoFactor(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expectFocusOn(page, "There is a problem");
    await expect(twoFactor(page).getByRole("link", { name: /That code is not right/ })).toBeVisible();
    // The same set-up as before: the same key and the same backup codes.
    await expect(twoFactor(page).getByTestId("totp-secret")).toHaveText(
      secret.replace(/(.{4})(?=.)/g, "$1 "),
    );
    await expect(
      twoFactor(page)
        .getByRole("list", { name: /backup codes/ })
        .getByRole("listitem"),
    ).toHaveText(codes);

    await twoFactor(page).getByLabel("6-digit code").fill(totp(secret));
    await twoFactor(page).getByRole("button", { name: "Verify and turn on" }).click();
    await expectNotice(page, "Two-factor sign-in is on.");
    await expect(twoFactor(page)).toContainText("Two-factor sign-in is On");
  });
});

/** A six-digit code that the app does not show now (nor in the windows either side). */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-1, 0, 1].map((step) => totp(secret, now + step * 30_000)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}
