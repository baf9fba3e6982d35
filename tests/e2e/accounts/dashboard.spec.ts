import { expect, test, type Browser, type Page } from "@playwright/test";
import { waitForMails } from "../mailbox";
import { logoPng, signIn, startLaunchServer, type LaunchServer } from "./dashboard-support";
import { collectErrors, expectAccessible, waitForHydration } from "../support";

/**
 * A subscriber's way from "Go to Dashboard" to live (issue 48): brand, business list, the request,
 * the team's review in /admin, and the city's e-mails. On both databases, with and without
 * JavaScript: every form posts natively, a file input too.
 */

const badList = "Name,Category,Address,Owner\nJoe's Diner,Restaurant,1 Main St,Joe\n,Bakery,2 Main St,Ann\n";
const goodList =
  "Address,NAME,category,Owner,website\n1 Main St,Joe's Diner,Restaurant,Joe,joesdiner.example\n2 Main St,Ann's Bakery,Bakery,Ann,\n";
const csv = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

const step = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^Step \\d: ${name}`) });

async function open(page: Page, url: string, js: boolean) {
  await page.goto(url);
  if (js) await waitForHydration(page);
}

async function newPage(browser: Browser, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const database of ["postgres", "pglite"] as const) {
  for (const js of [true, false]) {
    test(`a subscriber goes live on ${database}, ${js ? "with" : "without"} JavaScript`, async ({
      browser,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "one browser is enough for this journey");
      // Two server starts on PGlite (the team's commands run between them) on a loaded machine.
      test.setTimeout(480_000);
      const server: LaunchServer = await startLaunchServer(database, request);
      const city = await newPage(browser, js);
      const team = await newPage(browser, js);
      const { page } = city;
      // A refused form answers 400 by design (the brand with an unreadable colour).
      // Axe runs in the page, which needs JavaScript: the same markup is checked in the runs with it.
      const accessible = (target: Page, what: string) =>
        js ? expectAccessible(target, what) : Promise.resolve();
      const errors = collectErrors(page, { ignore: [/status of 400 /] });
      try {
        await signIn(page, server.origin, server.city);
        await open(page, `${server.origin}/subscription-success`, js);
        await page.getByRole("link", { name: "Go to Dashboard" }).click();
        await expect(page).toHaveURL(`${server.origin}/dashboard`);
        await expect(page.getByRole("heading", { level: 1, name: "Your launch" })).toBeVisible();
        for (const name of ["Set up brand", "Import business data", "Go live"]) {
          await expect(step(page, name)).toContainText("To do");
        }
        if (js) await waitForHydration(page);
        await accessible(page, "the dashboard, nothing done");

        // Step 1: a colour white text cannot be read on is refused, with why.
        const brand = step(page, "Set up brand");
        await brand.getByLabel("City display name").fill("Springfield");
        await brand.getByLabel("State").selectOption("IL");
        await brand.getByLabel("Domain you want").fill("ShopSpringfield.com");
        await brand
          .getByLabel("Logo")
          .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
        await brand.getByLabel("Brand colour").fill("#777777");
        await brand.getByRole("button", { name: "Save brand" }).click();
        await expect(page.getByRole("alert").first()).toContainText(
          "White text on this colour has a contrast of 4.47:1, below the 4.5:1 needed to read it",
        );
        await expect(page).toHaveTitle(/^Error: /);
        await accessible(page, "the brand refused");
        await brand.getByLabel("Brand colour").fill("#1d4ed8");
        await brand
          .getByLabel("Logo")
          .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
        await brand.getByRole("button", { name: "Save brand" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Your brand is saved." })).toBeVisible();
        await expect(brand).toContainText("Done");
        await expect(page.getByTestId("header-preview")).toContainText("Springfield");
        await expect(page.getByTestId("header-preview").locator("img")).toHaveJSProperty("naturalWidth", 96);

        // Step 2: a list with a bad row names it and imports nothing; the fixed list imports.
        const imports = step(page, "Import business data");
        await expect(imports.getByRole("link", { name: "Download the template (CSV)" })).toHaveAttribute(
          "href",
          "/dashboard/template.csv",
        );
        await imports.getByLabel("Business list").setInputFiles(csv("businesses.csv", badList));
        await imports.getByRole("button", { name: "Check and import" }).click();
        await expect(page.getByTestId("import-problems")).toHaveText("Row 3: name is missing");
        await expect(imports).toContainText("To do");
        await accessible(page, "the list refused");
        await imports.getByLabel("Business list").setInputFiles(csv("businesses.csv", goodList));
        await imports.getByRole("button", { name: "Check and import" }).click();
        await expect(
          page.getByRole("status").filter({ hasText: "2 businesses are imported." }),
        ).toContainText("These columns are not ours and were ignored: Owner.");
        await expect(imports).toContainText("Done");
        await expect(imports).toContainText("Importing again replaces the 2 businesses you imported before.");
        await imports.getByLabel("Search businesses").fill("bakery");
        await imports.getByRole("button", { name: "Search" }).click();
        await expect(imports.getByText("Showing 1 of 1")).toBeVisible();
        await expect(imports.getByRole("rowheader", { name: "Ann's Bakery" })).toBeVisible();
        const download = await page.request.get(`${server.origin}/dashboard/businesses.csv`);
        expect(await download.text()).toContain('"Joe\'s Diner","Restaurant","1 Main St"');

        // Step 3: the city asks; the team sends it back, then puts it live.
        await step(page, "Go live").getByRole("button", { name: "Ask to go live" }).click();
        await expect(step(page, "Go live")).toContainText("Waiting for the team");
        await accessible(page, "the dashboard, waiting for the team");

        await signIn(team.page, server.origin, server.admin);
        await open(team.page, `${server.origin}/admin/launches`, js);
        const row = team.page.getByRole("row", { name: /Springfield/ });
        await expect(row).toContainText("the team");
        await accessible(team.page, "the team's launches");
        await row.getByRole("link", { name: "Springfield" }).click();
        await expect(team.page.getByRole("heading", { level: 1, name: "Springfield" })).toBeVisible();
        await expect(team.page.getByRole("img", { name: "Springfield logo" })).toHaveJSProperty(
          "naturalWidth",
          96,
        );
        await expect(team.page.getByText("Businesses: 2")).toBeVisible();
        await accessible(team.page, "a launch's review");
        await team.page.getByLabel("Note to the city").fill("Please use your city seal as the logo.");
        await team.page.getByRole("button", { name: "Send back" }).click();
        await expect(team.page.getByRole("status")).toContainText(
          "launch was sent back; the city has been e-mailed.",
        );

        await open(page, `${server.origin}/dashboard`, js);
        await expect(step(page, "Go live")).toContainText("Please use your city seal as the logo.");
        await step(page, "Go live").getByRole("button", { name: "Ask to go live" }).click();
        await expect(step(page, "Go live")).toContainText("Waiting for the team");

        // A GET: reloading the page the send-back's POST answered would send it back again.
        await open(team.page, team.page.url(), js);
        await team.page.getByLabel("Live address").fill("https://ShopSpringfield.com");
        await team.page.getByLabel("Live since").fill("2027-03-01");
        await team.page.getByRole("button", { name: "Mark live" }).click();
        await expect(team.page.getByRole("status")).toContainText("is live; the city has been e-mailed.");

        await open(page, `${server.origin}/dashboard`, js);
        await expect(step(page, "Go live")).toContainText(
          "Live since March 1, 2027 at https://ShopSpringfield.com",
        );
        await expect(step(page, "Go live")).toContainText("Done");

        const mails = await waitForMails(server.city.email, 5);
        expect(mails.map((mail) => mail.subject).slice(1)).toEqual([
          "We have your request to go live",
          "Your ShopCity launch needs a change",
          "We have your request to go live",
          "Your city is live on ShopCity",
        ]);
        expect(mails.at(-1)!.text).toContain("Live since March 1, 2027 at https://ShopSpringfield.com.");
        expect(errors).toEqual([]);
      } finally {
        await city.close();
        await team.close();
        await server.stop();
      }
    });
  }
}

test("someone without a subscription is pointed to pricing; a signed-out visitor goes to sign in", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser is enough");
  const { createConfirmedUser, expectSignedInByApi } = await import("./accounts-support");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  const user = await createConfirmedUser(page, baseURL);
  await expectSignedInByApi(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "The dashboard comes with a subscription" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
  await expectAccessible(page, "the dashboard without a subscription");
});
