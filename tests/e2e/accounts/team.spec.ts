import { expect, test, type Browser, type Page } from "@playwright/test";
import { waitForMails } from "../mailbox";
import { collectErrors, expectAccessible, waitForHydration } from "../support";
import { signIn, startLaunchServer, type LaunchServer } from "./dashboard-support";

/**
 * Colleagues on a city's account (issue 48): the subscriber invites a colleague by e-mail from
 * /dashboard/team, the colleague opens the mail's link, signs in, accepts, works the same launch
 * and is offered no billing. On PostgreSQL, with and without JavaScript: every form posts
 * natively.
 */

const goodList = "name,category,address\nJoe's Diner,Restaurant,1 Main St\nAnn's Bakery,Bakery,2 Main St\n";
const shots = process.env.TEAM_SCREENSHOTS;

async function newPage(browser: Browser, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  return { page: await context.newPage(), close: () => context.close() };
}

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await waitForHydration(page);
}

/** With TEAM_SCREENSHOTS=<folder>: the page at 1280 and 390 px wide, for a person to look at. */
async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const js of [true, false]) {
  test(`an owner invites a colleague, who joins and works the launch, ${js ? "with" : "without"} JavaScript`, async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one browser is enough for this journey");
    test.setTimeout(240_000);
    const server: LaunchServer = await startLaunchServer("postgres", request);
    const owner = await newPage(browser, js);
    const colleague = await newPage(browser, js);
    const colleagueEmail = `colleague-${Date.now().toString(36)}${js ? "js" : "nojs"}@example.test`;
    // Axe runs in the page, which needs JavaScript: the same markup is checked in the run with it.
    const accessible = (target: Page, what: string) =>
      js ? expectAccessible(target, what) : Promise.resolve();
    // Refused forms answer 400 or 409 by design.
    const errors = collectErrors(owner.page, { ignore: [/status of 40[09] /] });
    try {
      const { page } = owner;
      await signIn(page, server.origin, server.city);
      await open(page, `${server.origin}/dashboard`, js);
      await screenshot(page, "dashboard-owner");
      await page.getByRole("link", { name: "Colleagues" }).click();
      await expect(page).toHaveURL(`${server.origin}/dashboard/team`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colleagues");
      const people = page.getByRole("region", { name: "People on this account" });
      await expect(people).toContainText(server.city.email);
      await expect(people).toContainText("Owner");
      await expect(page.getByRole("region", { name: "Invitations waiting" })).toContainText(
        "No invitation is waiting.",
      );
      if (js) await waitForHydration(page);
      await accessible(page, "the team page, nobody invited");
      await screenshot(page, "team-empty");

      // Bad input: a clear message at the field and in the summary, nothing sent.
      const address = page.getByLabel("Colleague's e-mail address");
      const send = page.getByRole("button", { name: "Send invitation" });
      await address.fill("not-an-address");
      await send.click();
      await expect(page.getByRole("alert").first()).toContainText(
        "Enter an e-mail address in the correct format",
      );
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveTitle(/^Error: /);
      await accessible(page, "the invitation refused");
      await screenshot(page, "team-refused");
      await address.fill(server.city.email);
      await send.click();
      await expect(page.getByRole("alert").first()).toContainText(
        `${server.city.email} is already on this account.`,
      );

      // Keyboard: the address, then the button, by Enter.
      await address.fill(colleagueEmail);
      await address.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: `An invitation is on its way to ${colleagueEmail}.` }),
      ).toBeVisible();
      await expect(page.getByRole("region", { name: "Invitations waiting" })).toContainText(colleagueEmail);
      await page.getByLabel("Colleague's e-mail address").fill(colleagueEmail.toUpperCase());
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("alert").first()).toContainText(
        `${colleagueEmail} already has an invitation waiting. Cancel it below to send a new one.`,
      );
      await screenshot(page, "team-invited");

      // The colleague's mail links to the accept page.
      const [mail] = await waitForMails(colleagueEmail);
      // No brand yet: the city account is named after the owner's account.
      expect(mail!.subject).toBe("Join your city's account on ShopCity");
      const link = /http:\/\/\S+\/dashboard\/join\?invitation=\S+/.exec(mail!.text)?.[0];
      expect(link, mail!.text).toBeTruthy();

      // Someone signed in with another address is told so; an unknown link is a sentence too.
      await open(page, link!, js);
      await expect(
        page.getByRole("heading", { name: "This invitation is for another address" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
      await screenshot(page, "join-wrong-address");
      const unknown = await page.goto(`${server.origin}/dashboard/join?invitation=no-such-invitation`);
      expect(unknown?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "We cannot find this invitation" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
      if (js) await waitForHydration(page);
      await accessible(page, "an unknown invitation");

      // Signed out, the page explains and leads to sign-in with that address and back.
      const other = colleague.page;
      await open(other, link!, js);
      await expect(other.getByRole("heading", { level: 2, name: "You are invited" })).toBeVisible();
      await expect(other.getByRole("main")).toContainText(
        `${server.city.email} invited you to work on their city's launch on ShopCity.`,
      );
      await expect(other.getByRole("main")).toContainText(`sign in with ${colleagueEmail}`);
      await accessible(other, "the invitation, signed out");
      await screenshot(other, "join-signed-out");
      // A new account for that address: created, confirmed by its mail's link, then signed in.
      await other.getByRole("link", { name: "Create an account" }).click();
      await other.getByLabel("Email", { exact: true }).fill(colleagueEmail);
      await other.getByLabel("Password", { exact: true }).fill("colleague 42 pass");
      await other.getByLabel("Confirm password", { exact: true }).fill("colleague 42 pass");
      await other.getByRole("main").getByRole("button", { name: "Create account", exact: true }).click();
      const confirmation = (await waitForMails(colleagueEmail, 2))
        .map((sent) => /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(sent.text)?.[0])
        .find(Boolean);
      expect((await request.get(confirmation!, { maxRedirects: 0 })).status()).toBeLessThan(400);
      await other.getByLabel("Email", { exact: true }).fill(colleagueEmail);
      await other.getByLabel("Password", { exact: true }).fill("colleague 42 pass");
      await other.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(other).toHaveURL(link!.replace(/^http:\/\/[^/]+/, server.origin));
      if (js) await waitForHydration(other);
      await accessible(other, "the invitation, signed in");
      await screenshot(other, "join-accept");
      await other.getByRole("button", { name: "Accept invitation" }).click();

      // The colleague works the same launch: a step done by them is the city's.
      await expect(other).toHaveURL(/\/dashboard\?saved=joined/);
      await expect(
        other.getByRole("status").filter({ hasText: "You have joined your city's account" }),
      ).toBeVisible();
      const imports = other.getByRole("region", { name: /^Step 2: Import business data/ });
      await imports
        .getByLabel("Business list")
        .setInputFiles({ name: "businesses.csv", mimeType: "text/csv", buffer: Buffer.from(goodList) });
      await imports.getByRole("button", { name: "Check and import" }).click();
      await expect(other.getByRole("status").filter({ hasText: "2 businesses are imported." })).toBeVisible();
      await open(page, `${server.origin}/dashboard`, js);
      await expect(page.getByRole("region", { name: /^Step 2: Import business data/ })).toContainText("Done");

      // A colleague is offered no billing, and the portal refuses them.
      await open(other, `${server.origin}/account`, js);
      await expect(other.getByRole("main")).toContainText(`Its owner, ${server.city.email}, manages billing`);
      await expect(other.getByRole("button", { name: "Manage Billing" })).toHaveCount(0);
      await open(other, `${server.origin}/subscription-success`, js);
      await expect(other.getByRole("main")).toContainText(`Its owner, ${server.city.email}, manages billing`);
      await expect(other.getByRole("button", { name: "Manage Billing" })).toHaveCount(0);
      await accessible(other, "the subscription page of a colleague");
      const portal = await other.request.post(`${server.origin}/api/billing/portal`, {
        headers: { Origin: server.origin },
      });
      expect(portal.status()).toBe(403);

      // The colleague sees the people, and cannot invite.
      await open(other, `${server.origin}/dashboard/team`, js);
      await expect(other.getByRole("region", { name: "People on this account" })).toContainText(
        colleagueEmail,
      );
      await expect(other.getByLabel("Colleague's e-mail address")).toHaveCount(0);
      await accessible(other, "the team page of a colleague");
      await screenshot(other, "team-member");

      // The owner removes the colleague, who no longer reaches the launch.
      await open(page, `${server.origin}/dashboard/team`, js);
      await page.getByRole("button", { name: `Remove ${colleagueEmail}` }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `${colleagueEmail} no longer has access` }),
      ).toBeVisible();
      await open(other, `${server.origin}/dashboard`, js);
      await expect(
        other.getByRole("heading", { name: "The dashboard comes with a subscription" }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await owner.close();
      await colleague.close();
      await server.stop();
    }
  });
}
