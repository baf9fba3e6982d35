import { type Page, test } from "@playwright/test";
import {
  accountEmail,
  confirmedAccount,
  confirmSubject,
  expectFormError,
  linkIn,
  mailTo,
  password,
  postForm,
  resetSubject,
  setCookies,
  signInWithForm,
  totpCode,
} from "./auth-support";
import { expectErrorSummary, expectToast, toast } from "../forms/forms-support";
import { makeDataDir, removeDataDir, startOwnServer } from "../server";
import {
  collectErrors,
  expect,
  expectAccessible,
  gotoHydrated,
  httpOnly,
  isPhone,
  originOf,
  viewportDependent,
  waitForHydration,
} from "../support";

/**
 * The account pages (/auth, /auth/two-factor, /auth/forgot-password, /auth/reset-password) and
 * the nav's account menu, with and without JavaScript. The messages are the product
 * specification's, written out.
 */

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const modeLink = (page: Page, name: "Sign in" | "Create account") =>
  page.getByRole("navigation", { name: "Sign in or create an account" }).getByRole("link", { name });
const submit = (page: Page, name: string) =>
  page.getByRole("main").getByRole("button", { name, exact: true });
const emailField = (page: Page) => page.getByLabel("Email", { exact: true });
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
const confirmField = (page: Page) => page.getByLabel("Confirm password", { exact: true });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** A refused call's message in the form (with or without JavaScript): titled "Error". */
const formError = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("alert")
    .filter({ has: page.getByText("Error", { exact: true }) });

/** The lasting notice of an address that waits for confirmation. */
const confirmationNotice = (page: Page) => page.getByTestId("confirmation-notice");

/** The form's message written into the page (no JavaScript: no toast). */
const pageMessage = (page: Page, text: string) =>
  page.getByRole("main").locator("[role=status], [role=alert]").filter({ hasText: text });

/**
 * A sign-in whose second step is under way, as far as the browser shows it: Better Auth's cookie
 * for the step, here one the server will not accept (as after the step has timed out on its side).
 */
async function secondStepUnderWay(page: Page) {
  await page
    .context()
    .addCookies([
      { name: "better-auth.two_factor", value: "stale", url: originOf(test.info().project.use.baseURL) },
    ]);
}

async function fillSignUp(page: Page, email: string, secret = password, confirmation = secret) {
  // The create-account form, not the sign-in form still shown while the switch loads.
  await expect(confirmField(page)).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(secret);
  await confirmField(page).fill(confirmation);
}

/** The phone menu's toggle. */
const phoneMenu = (page: Page) => mainNav(page).locator("summary").filter({ hasText: "Menu" });

/** The account menu once signed in: desktop's disclosure, or the phone menu's items. */
async function openAccountMenu(page: Page, phone: boolean) {
  if (phone) await phoneMenu(page).click();
  else await mainNav(page).getByText("Your account", { exact: true }).click();
}

/**
 * A client navigation's new page is on screen. The address changes before it is; its arrival
 * moves focus to its heading, and so closes a menu opened before that.
 */
const expectArrived = (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeFocused();

async function expectSignedInNav(page: Page, phone: boolean) {
  await openAccountMenu(page, phone);
  await expect(mainNav(page).getByRole("link", { name: "Account", exact: true })).toHaveAttribute(
    "href",
    "/account",
  );
  await expect(mainNav(page).getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: "Get Started", exact: true })).toHaveCount(0);
}

test.describe("sign up and sign in, with JavaScript", () => {
  test("sign up, confirm by e-mail, sign in: Welcome back! and on to /", async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const errors = collectErrors(page);
    const email = accountEmail(testInfo, "journey");
    // The page's clock runs as ever, but can be moved on past the toast's 7 s below.
    await page.clock.install();
    await gotoHydrated(page, "/auth");
    await expect(heading(page)).toHaveText("Sign in");
    await modeLink(page, "Create account").click();
    await expect(heading(page)).toHaveText("Create an account");
    await expect(page).toHaveTitle(/^Create an account/);
    await fillSignUp(page, email);
    await confirmField(page).press("Enter");

    await expectToast(page, "Account created! Please check your email for confirmation.");
    // Back to sign-in mode, the address kept, the passwords cleared.
    await expect(heading(page)).toHaveText("Sign in");
    await expect(modeLink(page, "Sign in")).toHaveAttribute("aria-current", "page");
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue("");
    await expect(confirmField(page)).toHaveCount(0);
    await expect(passwordField(page)).toBeFocused();
    await expect(page).toHaveURL(`${origin}/auth`);
    await expect(page).toHaveTitle(/^Sign in/);
    // The toast goes; the notice stays, with the spec's message and a way to get a new link.
    const notice = confirmationNotice(page);
    await expect(notice).toContainText("Account created! Please check your email for confirmation.");
    await expect(notice).toContainText("Check your e-mail to confirm your account; then sign in here");
    await expect(notice).toContainText(email);
    await page.clock.fastForward(7500);
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Send the link again" }).click();
    await expect(notice).toContainText("We have just sent you a new confirmation link");
    await expect(notice).toBeFocused();
    await expect(emailField(page)).toHaveValue(email);
    await mailTo(email, confirmSubject, 2);

    const link = linkIn(await mailTo(email, confirmSubject), origin);
    expect(link).toContain("/api/auth/verify-email?token=");
    await gotoHydrated(page, link);
    await expect(page).toHaveURL(`${origin}/auth?verified=1`);
    await expect(pageMessage(page, "Your email address is confirmed. You can sign in now.")).toBeVisible();

    await signInWithForm(page, email);
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(`${origin}/`);
    await expectArrived(page);
    await expectSignedInNav(page, isPhone(testInfo));
    // No hydration mismatch, CSP refusal or script error on the way.
    expect(errors).toEqual([]);
  });

  test("/auth loaded again in the same tab after a sign-up: no hydration error, the address typed stays as typed", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/auth?mode=signup");
    await fillSignUp(page, accountEmail(testInfo, "again"));
    await confirmField(page).press("Enter");
    await expect(confirmationNotice(page)).toBeVisible();
    // The page has moved to sign-in mode, carrying the address in its history entry.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(passwordField(page)).toBeFocused();
    // The browser keeps the sign-up's history entry, with what the page carried in it, for a load
    // of the same address; the server renders that load without it.
    await page.goto("/auth");
    await emailField(page).click();
    const typed = "clerk.jones@brookfield.test";
    await page.keyboard.type(typed, { delay: 20 });
    await waitForHydration(page);
    await expect(emailField(page)).toHaveValue(typed);
    await expect(confirmationNotice(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the toggle clears every field", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await emailField(page).fill("someone@city.test");
    await passwordField(page).fill("something");
    await modeLink(page, "Create account").click();
    await expect(confirmField(page)).toBeVisible();
    await expect(emailField(page)).toHaveValue("");
    await expect(passwordField(page)).toHaveValue("");
    await fillSignUp(page, "other@city.test", "longenough");
    await modeLink(page, "Sign in").click();
    await expect(confirmField(page)).toHaveCount(0);
    await expect(emailField(page)).toHaveValue("");
    await expect(passwordField(page)).toHaveValue("");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await gotoHydrated(page, "/auth?mode=signup");
    await passwordField(page).fill("secret-words");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    const show = page.getByRole("button", { name: "Show password" }).first();
    await show.focus();
    await page.keyboard.press("Enter");
    await expect(passwordField(page)).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveText("Hide");
    await expect(hide).toBeFocused();
    await hide.click();
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(passwordField(page)).toHaveValue("secret-words");
    // The confirmation has a button of its own.
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(2);
  });

  test("every field message of the account forms, in the summary and at the field", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await submit(page, "Sign in").click();
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "auth-signin-email", message: "Please fill in all fields" }],
    });
    await expect(passwordField(page)).toHaveAccessibleDescription(/Please fill in all fields/);

    await emailField(page).fill("not-an-address");
    await passwordField(page).fill("whatever");
    await passwordField(page).press("Enter");
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "auth-signin-email", message: "Please enter a valid email address" }],
    });

    await modeLink(page, "Create account").click();
    await fillSignUp(page, "clerk@city.test", "short");
    await confirmField(page).press("Enter");
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "auth-signup-password", message: "Password must be at least 8 characters long" }],
    });

    await fillSignUp(page, "clerk@city.test", "longenough", "longenougH");
    await submit(page, "Create account").click();
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "auth-signup-confirm-password", message: "Passwords do not match" }],
    });
    // What was typed stays.
    await expect(emailField(page)).toHaveValue("clerk@city.test");
  });

  test("a toast is read out as words: its title, then its message", async ({ page }) => {
    // Radix's announcement lives for a second: every status text added to the page is kept, from
    // before the page's script runs (the toast comes once it has hydrated).
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll("[role=status]")) heard.push(region.textContent ?? "");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await gotoHydrated(page, "/auth?notice=auth-required");
    await expectToast(page, "Authentication Required");
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.find((text) => text.includes("Please sign in to view your subscription."))).toMatch(
      /Authentication Required Please sign in to view your subscription\./,
    );
  });

  test("a refused sign-in stays in the form, read out, until the next try", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/auth");
    await signInWithForm(page, "nobody@city.test", "whatever");
    await expectFormError(page, "Invalid email or password");
    await expect(page).toHaveTitle(/^Error: Sign in/);
    // No toast to miss: a minute on, and while the visitor types, it is still there.
    await page.clock.fastForward(60_000);
    await passwordField(page).fill("another guess");
    await expect(formError(page)).toContainText("Invalid email or password");
    // The next try's answer is a new alert, focused again though its words are the same.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>("main [role=alert]")?.setAttribute("data-old", ""),
    );
    await passwordField(page).press("Enter");
    await expectFormError(page, "Invalid email or password");
    await expect(page.locator("main [role=alert][data-old]")).toHaveCount(0);
    // A try the browser refuses replaces it with its own summary.
    await passwordField(page).fill("");
    await passwordField(page).press("Enter");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/There is a problem/);
    await expect(formError(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Error: Sign in/);
  });

  test("the catalogue's errors: wrong password, unconfirmed address, existing account", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const confirmed = await confirmedAccount(request, origin, accountEmail(testInfo, "errors"));
    const unconfirmed = accountEmail(testInfo, "unconfirmed");
    const created = await postForm(request, origin, "/auth?mode=signup", {
      intent: "signup",
      email: unconfirmed,
      password,
      confirmPassword: password,
    });
    expect(created.status()).toBe(200);

    await gotoHydrated(page, "/auth");
    await signInWithForm(page, confirmed.email, "wrong password");
    await expectFormError(page, "Invalid email or password");
    await expect(page).toHaveURL(/\/auth$/);
    // Inputs back on, what was typed kept.
    await expect(emailField(page)).toBeEnabled();
    await expect(emailField(page)).toHaveValue(confirmed.email);

    await signInWithForm(page, unconfirmed, password);
    // Refused for an unconfirmed address, a sign-in sends a fresh link: a notice says so, with the
    // spec's message, and offers another; no error toast.
    const notice = confirmationNotice(page);
    await expect(notice).toContainText("Please check your email and click the confirmation link");
    await expect(notice).toContainText("We have just sent you a new confirmation link");
    await expect(notice).toBeFocused();
    await expect(toast(page, "Error").filter({ hasText: "confirmation link" })).toHaveCount(0);
    await mailTo(unconfirmed, confirmSubject, 2);
    await notice.getByRole("button", { name: "Send it again" }).click();
    await mailTo(unconfirmed, confirmSubject, 3);
    // The link the refused sign-in sent lands where the sign-up's does: on the page that says the
    // address is confirmed.
    const fresh = linkIn(await mailTo(unconfirmed, confirmSubject, 2), origin);
    const landing = await request.get(fresh, { maxRedirects: 0 });
    expect(landing.headers()["location"]).toMatch(/^(https?:\/\/[^/]+)?\/auth\?verified=1$/);

    await modeLink(page, "Create account").click();
    await fillSignUp(page, confirmed.email.toUpperCase());
    await submit(page, "Create account").click();
    await expectFormError(page, "An account with this email already exists. Please sign in instead.");
    await expect(heading(page)).toHaveText("Create an account");
  });

  test("a signed-in visitor on /auth goes to /, or to a safe redirectTo", async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const { email } = await confirmedAccount(page.request, origin, accountEmail(testInfo, "signed-in"));
    await gotoHydrated(page, "/auth");
    await signInWithForm(page, email);
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto("/auth");
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto("/auth?redirectTo=%2Fpricing");
    await expect(page).toHaveURL(`${origin}/pricing`);
    await page.goto("/auth/two-factor");
    await expect(page).toHaveURL(`${origin}/`);
    // From a link in the page too (a client-side navigation).
    await gotoHydrated(page, "/features");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/auth";
      link.textContent = "to auth";
      document.querySelector("main")?.append(link);
    });
    await page.getByRole("link", { name: "to auth" }).click();
    await expect(page).toHaveURL(`${origin}/`);
  });

  test("redirectTo is honoured; another site's address is refused", async ({ page, baseURL }, testInfo) => {
    const origin = originOf(baseURL);
    const { email } = await confirmedAccount(page.request, origin, accountEmail(testInfo, "redirect"));
    await gotoHydrated(page, `/auth?redirectTo=${encodeURIComponent("/roi-calculator?population=60000")}`);
    await signInWithForm(page, email);
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(`${origin}/roi-calculator?population=60000`);

    await page.context().clearCookies();
    await gotoHydrated(page, "/auth?redirectTo=%2F%2Fevil.example");
    await signInWithForm(page, email);
    await expect(page).toHaveURL(`${origin}/`);
  });

  test("arriving from the subscription page: Authentication Required, then back there", async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const { email } = await confirmedAccount(page.request, origin, accountEmail(testInfo, "required"));
    await gotoHydrated(page, "/auth?redirectTo=%2Fsubscription-success&notice=auth-required");
    await expectToast(page, "Authentication Required", "Please sign in to view your subscription.");
    await signInWithForm(page, email);
    await expect(page).toHaveURL(`${origin}/subscription-success`);
  });

  test("a broken confirmation link says so and how to get a new one", async ({ page }) => {
    await gotoHydrated(page, "/api/auth/verify-email?token=forged&callbackURL=%2Fauth%3Fverified%3D1");
    await expect(page).toHaveURL(/\/auth\?verified=1&error=/);
    await expect(pageMessage(page, "This confirmation link is invalid or has expired.")).toContainText(
      "Sign in with your email address and password, and we will send you a new link.",
    );
    await expect(pageMessage(page, "Your email address is confirmed")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up, confirm by e-mail, sign in: on to / with the session cookie", async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const email = accountEmail(testInfo, "nojs");
    await page.goto("/auth");
    await modeLink(page, "Create account").click();
    await expect(heading(page)).toHaveText("Create an account");
    // No Show button without JavaScript: it would do nothing.
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    await fillSignUp(page, email);
    await confirmField(page).press("Enter");

    await expect(
      pageMessage(page, "Account created! Please check your email for confirmation."),
    ).toBeVisible();
    await expect(heading(page)).toHaveText("Sign in");
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue("");
    await expect(page).toHaveTitle(/^Sign in/);
    await confirmationNotice(page).getByRole("button", { name: "Send the link again" }).click();
    await expect(pageMessage(page, "We have just sent you a new confirmation link")).toBeVisible();
    await expect(page).toHaveTitle(/^Sign in/);
    await mailTo(email, confirmSubject, 2);

    await page.goto(linkIn(await mailTo(email, confirmSubject), origin));
    await expect(page).toHaveURL(`${origin}/auth?verified=1`);
    await expect(pageMessage(page, "Your email address is confirmed. You can sign in now.")).toBeVisible();
    await signInWithForm(page, email);
    await expect(page).toHaveURL(`${origin}/`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "better-auth.session_token")?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === "sc_signed_in")?.value).toBe("1");

    await page.goto("/auth");
    await expect(page).toHaveURL(`${origin}/`);
  });

  test("refusals render on the server: summary, field errors, Error: title", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    await page.goto("/auth?mode=signup");
    await emailField(page).fill("bad@");
    await passwordField(page).fill("short");
    await confirmField(page).fill("other");
    await submit(page, "Create account").click();
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [
        { id: "auth-signup-email", message: "Please enter a valid email address" },
        { id: "auth-signup-password", message: "Password must be at least 8 characters long" },
        { id: "auth-signup-confirm-password", message: "Passwords do not match" },
      ],
    });
    await expect(emailField(page)).toHaveValue("bad@");
    // Passwords never come back in the page.
    await expect(passwordField(page)).toHaveValue("");

    await modeLink(page, "Sign in").click();
    await submit(page, "Sign in").click();
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "auth-signin-email", message: "Please fill in all fields" }],
    });
    await expect(passwordField(page)).toHaveAccessibleDescription(/Please fill in all fields/);

    const { email } = await confirmedAccount(request, origin, accountEmail(testInfo, "nojs-errors"));
    await signInWithForm(page, email, "not the password");
    await expect(pageMessage(page, "Invalid email or password")).toContainText("Error");
    await expect(page).toHaveTitle(/^Error: Sign in/);
    await expect(emailField(page)).toHaveValue(email);

    await page.goto("/auth?mode=signup");
    await fillSignUp(page, email);
    await submit(page, "Create account").click();
    await expect(
      pageMessage(page, "An account with this email already exists. Please sign in instead."),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Create an account/);
  });

  test("forgot password: the page that answers has its message in focus", async ({ page }, testInfo) => {
    await page.goto("/auth/forgot-password");
    await emailField(page).fill(accountEmail(testInfo, "nojs-forgot"));
    await submit(page, "Send reset link").click();
    const sent = pageMessage(page, "Check your email");
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
  });
});

test.describe("forgot and reset password", () => {
  test("by e-mail, end to end", async ({ page, request, baseURL }, testInfo) => {
    const origin = originOf(baseURL);
    const { email } = await confirmedAccount(request, origin, accountEmail(testInfo, "reset"));
    const sentText = "If an account uses this address, we have sent a link to reset its password.";

    await gotoHydrated(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await submit(page, "Send reset link").click();
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "forgot-email", message: "Please enter your email address" }],
    });
    await emailField(page).fill(email);
    await submit(page, "Send reset link").click();
    await expect(pageMessage(page, sentText)).toBeVisible();
    // The message replaces the form: focus goes to it, not to the page.
    await expect(pageMessage(page, sentText)).toBeFocused();

    // The same answer for an address without an account.
    await gotoHydrated(page, "/auth/forgot-password");
    await emailField(page).fill(accountEmail(testInfo, "nobody"));
    await submit(page, "Send reset link").click();
    await expect(pageMessage(page, sentText)).toBeVisible();

    const link = linkIn(await mailTo(email, resetSubject), origin);
    await gotoHydrated(page, link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    const newPassword = "a brand new password";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill("something else");
    await submit(page, "Reset password").click();
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "reset-confirm-password", message: "Passwords do not match" }],
    });
    await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).press("Enter");

    await expect(page).toHaveURL(`${origin}/auth?reset=1`);
    await expect(pageMessage(page, "Your password has been reset. You can sign in now.")).toBeVisible();
    await signInWithForm(page, email, password);
    await expectFormError(page, "Invalid email or password");
    await signInWithForm(page, email, newPassword);
    await expect(page).toHaveURL(`${origin}/`);

    // A reset link works once.
    await page.context().clearCookies();
    await gotoHydrated(page, link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?error=INVALID_TOKEN/);
    await expect(pageMessage(page, "This reset link is invalid or has expired.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
  });
});

test.describe("two-factor sign-in", () => {
  test("a code from the app, a wrong one, then a backup code", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    const { email } = await confirmedAccount(api, origin, accountEmail(testInfo, "totp"));
    // Turned on through Better Auth's own API (the account page is where visitors do it).
    expect((await postForm(api, origin, "/auth", { intent: "signin", email, password })).status()).toBe(303);
    const enabled = await api.post("/api/auth/two-factor/enable", { data: { password } });
    expect(enabled.status(), await enabled.text()).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const verified = await api.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(totpURI) },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    await api.dispose();

    await gotoHydrated(page, "/auth?redirectTo=%2Fpricing");
    await signInWithForm(page, email);
    await expect(page).toHaveURL(`${origin}/auth/two-factor?redirectTo=%2Fpricing`);
    // The page is one form: focus starts in its field, not on the body.
    await expect(page.getByLabel("Code from your authenticator app")).toBeFocused();
    await expect(heading(page)).toHaveText("Enter your sign-in code");
    const code = page.getByLabel("Code from your authenticator app");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");

    await code.fill("12345");
    await code.press("Enter");
    await expectErrorSummary(page, page, {
      title: "There is a problem",
      items: [{ id: "two-factor-totp", message: "The code is 6 digits, like 123456" }],
    });
    const wrong = totpCode(totpURI, Date.now() - 10 * 60_000);
    await code.fill(wrong === totpCode(totpURI) ? "000000" : wrong);
    await code.press("Enter");
    await expectFormError(page, "That code is not right.");

    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    const backup = page.getByLabel("Backup code");
    // Typed back from paper in capitals, it is the same code.
    await backup.fill(backupCodes[0]!.toUpperCase());
    await backup.press("Enter");
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(`${origin}/pricing`);
    await expectArrived(page);
    await expectSignedInNav(page, isPhone(testInfo));
  });
});

test.describe("the nav's account menu", viewportDependent, () => {
  test("shown once signed in; Login and Get Started again after signing out", async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = originOf(baseURL);
    const phone = isPhone(testInfo);
    const { email } = await confirmedAccount(page.request, origin, accountEmail(testInfo, "nav"));
    await gotoHydrated(page, "/auth");
    await signInWithForm(page, email);
    await expect(page).toHaveURL(`${origin}/`);
    // A prerendered page too: the nav reads the hint once hydrated.
    await gotoHydrated(page, "/pricing");
    await expectSignedInNav(page, phone);

    if (!phone) {
      // By keyboard: Escape closes the menu and gives focus back to its button.
      const toggle = mainNav(page).getByText("Your account", { exact: true });
      await expect(mainNav(page).getByRole("button", { name: "Sign out" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(mainNav(page).getByRole("button", { name: "Sign out" })).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(mainNav(page).getByRole("button", { name: "Sign out" })).toBeVisible();
    }
    await mainNav(page).getByRole("button", { name: "Sign out" }).click();
    // The sign-in page, which says so.
    await expect(page).toHaveURL(`${origin}/auth?signedOut=1`);
    await expect(pageMessage(page, "You have signed out.")).toBeVisible();
    const login = mainNav(page).getByRole("link", { name: "Login", exact: true });
    if (phone) {
      // Arriving moves focus to the page's first field, which closes a menu opened before that
      // (focus left it): open it once the page has arrived.
      await expect(emailField(page)).toBeFocused();
      await phoneMenu(page).click();
    }
    await expect(login).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Get Started", exact: true })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain("sc_signed_in");
    expect(cookies.map((cookie) => cookie.name)).not.toContain("better-auth.session_token");
    // The server agrees: /auth shows the form again.
    await page.goto("/auth");
    await expect(page).toHaveURL(`${origin}/auth`);
  });
});

/** Each state of each account page, reached the way a visitor reaches it, then checked by axe. */
const a11yStates: { name: string; reach: (page: Page) => Promise<void> }[] = [
  { name: "/auth (sign in)", reach: (page) => gotoHydrated(page, "/auth").then(() => undefined) },
  {
    name: "/auth (sign in, refused)",
    async reach(page) {
      await gotoHydrated(page, "/auth");
      await submit(page, "Sign in").click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
  },
  {
    name: "/auth (create account)",
    reach: (page) => gotoHydrated(page, "/auth?mode=signup").then(() => undefined),
  },
  {
    name: "/auth (create account, refused)",
    async reach(page) {
      await gotoHydrated(page, "/auth?mode=signup");
      await fillSignUp(page, "x@", "short", "other");
      await submit(page, "Create account").click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
  },
  ...["verified=1", "verified=1&error=INVALID_TOKEN", "reset=1"].map((query) => ({
    name: `/auth?${query}`,
    async reach(page: Page) {
      await gotoHydrated(page, `/auth?${query}`);
      await expect(page.getByRole("main").locator("[role=status], [role=alert]").first()).toBeVisible();
    },
  })),
  {
    name: "/auth with the Authentication Required toast",
    async reach(page) {
      await gotoHydrated(page, "/auth?notice=auth-required");
      await expectToast(page, "Authentication Required");
    },
  },
  {
    name: "/auth with a refused sign-in",
    async reach(page) {
      await gotoHydrated(page, "/auth");
      await signInWithForm(page, "nobody@city.test", "whatever");
      await expectFormError(page, "Invalid email or password");
    },
  },
  {
    name: "/auth/two-factor",
    async reach(page) {
      await secondStepUnderWay(page);
      await gotoHydrated(page, "/auth/two-factor");
    },
  },
  {
    name: "/auth/two-factor (no sign-in under way)",
    async reach(page) {
      await gotoHydrated(page, "/auth/two-factor");
      await expect(pageMessage(page, "Your sign-in has timed out. Please sign in again.")).toBeVisible();
    },
  },
  {
    name: "/auth/two-factor (backup code, refused)",
    async reach(page) {
      await secondStepUnderWay(page);
      await gotoHydrated(page, "/auth/two-factor?method=backup");
      await submit(page, "Verify").click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
  },
  {
    name: "/auth/forgot-password",
    reach: (page) => gotoHydrated(page, "/auth/forgot-password").then(() => undefined),
  },
  {
    name: "/auth/forgot-password (refused)",
    async reach(page) {
      await gotoHydrated(page, "/auth/forgot-password");
      await emailField(page).fill("nope");
      await submit(page, "Send reset link").click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
  },
  {
    name: "/auth/forgot-password (sent)",
    async reach(page) {
      await gotoHydrated(page, "/auth/forgot-password");
      await emailField(page).fill("nobody@city.test");
      await submit(page, "Send reset link").click();
      await expect(pageMessage(page, "Check your email")).toBeVisible();
    },
  },
  {
    name: "/auth/reset-password",
    reach: (page) => gotoHydrated(page, "/auth/reset-password?token=some-token").then(() => undefined),
  },
  {
    name: "/auth/reset-password (refused)",
    async reach(page) {
      await gotoHydrated(page, "/auth/reset-password?token=some-token");
      await submit(page, "Reset password").click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
  },
  {
    name: "/auth/reset-password (invalid link)",
    async reach(page) {
      await gotoHydrated(page, "/auth/reset-password?error=INVALID_TOKEN");
      await expect(pageMessage(page, "This reset link is invalid or has expired.")).toBeVisible();
    },
  },
];

test.describe("accessibility of the account pages (axe, WCAG 2.2 AA)", () => {
  for (const state of a11yStates) {
    test(state.name, async ({ page }) => {
      await state.reach(page);
      await expectAccessible(page, state.name);
    });
  }
});

test.describe("answers that need no account", () => {
  test("the two-factor step with no sign-in under way: timed out, and the way back to sign in", async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, "/auth/two-factor?method=backup&redirectTo=%2Fpricing");
    await expect(pageMessage(page, "Your sign-in has timed out. Please sign in again.")).toBeVisible();
    // No code is asked for: none could be accepted.
    await expect(page.getByLabel("Backup code")).toHaveCount(0);
    await page.getByRole("link", { name: "Sign in again" }).first().click();
    await expect(page).toHaveURL(`${originOf(baseURL)}/auth?redirectTo=%2Fpricing`);
  });

  test("a two-factor code for a step the server no longer knows: timed out", async ({ page }) => {
    await secondStepUnderWay(page);
    await gotoHydrated(page, "/auth/two-factor?method=backup");
    await page.getByLabel("Backup code").fill("not-a-code");
    await submit(page, "Verify").click();
    await expectFormError(page, "Your sign-in has timed out. Please sign in again.");
  });

  test("a reset with a spent token: the link is invalid", async ({ page }) => {
    await gotoHydrated(page, "/auth/reset-password?token=some-token");
    await page.getByLabel("New password", { exact: true }).fill("long enough now");
    await page.getByLabel("Confirm new password", { exact: true }).fill("long enough now");
    await submit(page, "Reset password").click();
    await expect(pageMessage(page, "This reset link is invalid or has expired.")).toBeVisible();
  });
});

test.describe("over HTTP", () => {
  test(
    "the session cookie: HttpOnly, SameSite=Lax, Path=/, not Secure on http",
    httpOnly,
    async ({ request, baseURL }, testInfo) => {
      const origin = originOf(baseURL);
      // Pages that depend on the visitor are never cached.
      expect((await request.get(`${origin}/auth`)).headers()["cache-control"]).toBe("no-store");
      const { email } = await confirmedAccount(request, origin, accountEmail(testInfo, "cookie"));
      const response = await postForm(request, origin, "/auth", { intent: "signin", email, password });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe("/");
      const cookies = setCookies(response.headersArray());
      const session = cookies.get("better-auth.session_token");
      expect(session, [...cookies.values()].join("\n")).toBeDefined();
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Lax/);
      expect(session).toMatch(/; Path=\//);
      expect(session).toMatch(/; Max-Age=2592000/);
      expect(session).not.toMatch(/; Secure/i);
      // The nav's hint is not a secret: readable by the page, same lifetime.
      expect(cookies.get("sc_signed_in")).toBe("sc_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax");
    },
  );

  test("redirectTo never leads to another site", httpOnly, async ({ request, baseURL }, testInfo) => {
    const origin = originOf(baseURL);
    const { email } = await confirmedAccount(request, origin, accountEmail(testInfo, "open-redirect"));
    const attempts = [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "javascript:alert(1)",
      "%2F%2Fevil.example",
    ];
    for (const target of attempts) {
      const response = await postForm(request, origin, `/auth?redirectTo=${encodeURIComponent(target)}`, {
        intent: "signin",
        email,
        password,
      });
      expect(response.status(), target).toBe(303);
      expect(response.headers().location, target).toBe("/");
    }
    const ours = await postForm(request, origin, "/auth?redirectTo=%2Fpricing%3Fplan%3Dhero", {
      intent: "signin",
      email,
      password,
    });
    expect(ours.headers().location).toBe("/pricing?plan=hero");
  });

  test(
    "sign-in attempts are limited per client address: the 4th gets 429",
    httpOnly,
    async ({ playwright }) => {
      // A server of its own starts PGlite: it takes its time on a loaded machine.
      test.setTimeout(180_000);
      const server = await startOwnServer({ AUTH_RATE_LIMIT: "3", TRUST_PROXY: "loopback" });
      const request = await playwright.request.newContext();
      try {
        const attempt = (address: string) =>
          postForm(
            request,
            server.origin,
            "/auth",
            { intent: "signin", email: "guess@city.test", password: "guess-123" },
            {
              "x-forwarded-for": address,
            },
          );
        for (let count = 1; count <= 3; count += 1) expect((await attempt("203.0.113.7")).status()).toBe(401);
        const limited = await attempt("203.0.113.7");
        expect(limited.status()).toBe(429);
        expect(await limited.text()).toContain("Too many attempts. Please wait a minute and try again.");
        // Another address is another client.
        expect((await attempt("203.0.113.8")).status()).toBe(401);
        // Better Auth's own endpoint shares the budget of the address.
        const direct = await request.post(`${server.origin}/api/auth/sign-in/email`, {
          data: { email: "guess@city.test", password: "guess-123" },
          headers: { origin: server.origin, "x-forwarded-for": "203.0.113.7" },
        });
        expect(direct.status()).toBe(429);
      } finally {
        await request.dispose();
        await server.stop();
      }
    },
  );

  test("accounts survive a restart on the same DATA_DIR", httpOnly, async ({ playwright }, testInfo) => {
    test.setTimeout(300_000);
    const dataDir = await makeDataDir();
    const request = await playwright.request.newContext();
    try {
      const first = await startOwnServer({}, { dataDir });
      const email = accountEmail(testInfo, "restart");
      try {
        await confirmedAccount(request, first.origin, email);
      } finally {
        await first.stop();
      }
      const second = await startOwnServer({}, { dataDir });
      try {
        const response = await postForm(request, second.origin, "/auth", {
          intent: "signin",
          email,
          password,
        });
        expect(response.status(), await response.text()).toBe(303);
        expect(setCookies(response.headersArray()).get("better-auth.session_token")).toBeDefined();
      } finally {
        await second.stop();
      }
    } finally {
      await request.dispose();
      removeDataDir(dataDir);
    }
  });
});
