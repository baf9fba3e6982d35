import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { freePort } from "../../../scripts/lib/server.mjs";
import { startSmtpServer } from "../../../server/testing/smtp";
import { startAdminServer } from "./admin-support";
import { signInWithForm } from "../accounts/auth-support";
import { teamAddress, uniqueId, visitorEmail } from "../forms/forms-support";

/**
 * An admin's whole working session in one test: sign in, filter, search, open a lead, retry its
 * failed team e-mail with SMTP down and then up, mark it handled, export the filtered CSV. The
 * server's SMTP port has nothing listening at first; the SMTP server starts on it only before
 * "Retry now", and the automatic retry waits ten minutes, so the mail that arrives is the one the
 * button sent.
 * The texts asserted are written out: they are the inbox's contract with the team.
 */
test("an admin finds a lead, sends its failed e-mail again, marks it handled and exports it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const smtpPort = await freePort();
  const server = await startAdminServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_BASE_MS: "600000",
    MAIL_RETRY_CAP_MS: "600000",
  });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  try {
    const id = uniqueId(testInfo, "journey");
    // A word only this lead has, to search for (the search looks in the message too).
    const word = `zebra${Date.now().toString(36)}`;
    const lead = await server.seedLead("contact", {
      email: visitorEmail(id),
      name: "Morgan Journey",
      municipality: "Journeyville",
      message: `Please call me about the ${word} project.`,
    });
    await server.seedLead("contact", { email: visitorEmail(`${id}-other`), name: "Other Contact" });
    await server.seedLead("demo", { email: visitorEmail(`${id}-demo`) });

    // Sign in, and the inbox lists all three, newest first.
    await server.signIn(page);
    await page.goto(`${server.origin}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
    const rows = page.getByRole("table", { name: "Leads", exact: true }).locator("tbody tr");
    await expect(rows).toHaveCount(3);

    // Filter by type: the two contact leads.
    await page.getByLabel("Type", { exact: true }).selectOption("contact");
    await page.getByRole("button", { name: "Show leads" }).click();
    await expect(page).toHaveURL(/[?&]type=contact/);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "Demo" })).toHaveCount(0);

    // Search within it: the one lead whose message has the word.
    await page.getByLabel("Search", { exact: true }).fill(word);
    await page.getByRole("button", { name: "Show leads" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Morgan Journey");

    // Open it: its team e-mail has failed (nothing listens on the SMTP port).
    await page.getByRole("link", { name: "Morgan Journey" }).click();
    await expect(page).toHaveURL(`${server.origin}/admin/leads/${lead.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact lead" })).toBeVisible();
    const teamJob = page.getByRole("table", { name: "The e-mails of this lead" }).locator("tbody tr", {
      hasText: teamAddress,
    });
    // The worker tries at once, in the background: the page shows each look as it is then.
    await expect
      .poll(
        async () => {
          await page.reload();
          return teamJob.textContent();
        },
        { message: "the team e-mail has failed", timeout: 30_000 },
      )
      .toContain("Failed");
    await expect(teamJob).toContainText("ECONNREFUSED");

    // SMTP up, Retry now: sent, once, with the lead in it.
    smtp = await startSmtpServer(smtpPort);
    await teamJob.getByRole("button", { name: `Retry now: Team notification to ${teamAddress}` }).click();
    await expect(page.getByRole("status")).toHaveText(`Sent to ${teamAddress}.`);
    await expect(teamJob).toContainText("Sent");
    await expect(teamJob.getByRole("button")).toHaveCount(0);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual([teamAddress]);
    expect(mail!.text).toContain("Morgan Journey");
    expect(mail!.text).toContain(word);
    // The mail's link to the lead, opened signed out (another browser): sign in, and there it is.
    const inboxLink = /<a href="([^"]+)"[^>]*>the team inbox<\/a>/.exec(mail!.html || "")?.[1];
    expect(inboxLink?.replaceAll("&amp;", "&")).toBe(
      `${server.origin}/auth?redirectTo=%2Fadmin%2Fleads%2F${lead.id}`,
    );
    const elsewhere = await browser.newPage();
    await elsewhere.goto(inboxLink!);
    await signInWithForm(elsewhere, server.adminEmail, server.password);
    await expect(elsewhere).toHaveURL(`${server.origin}/admin/leads/${lead.id}`);
    await expect(elsewhere.getByRole("heading", { level: 1, name: "Contact lead" })).toBeVisible();
    await elsewhere.close();
    // The history says who retried it.
    await expect(page.getByRole("table", { name: "History" })).toContainText(server.adminEmail);
    await expect(page.getByRole("table", { name: "History" })).toContainText(
      "Retried the team notification e-mail for Morgan Journey's contact message — sent.",
    );

    // The visitor's acknowledgement failed too, and the list shows a lead's worst mail: send it as well.
    const visitor = visitorEmail(id);
    const ackJob = page.getByRole("table", { name: "The e-mails of this lead" }).locator("tbody tr", {
      hasText: visitor,
    });
    await expect(ackJob).toContainText("Failed");
    await ackJob.getByRole("button", { name: /^Retry now: / }).click();
    await expect(page.getByRole("status")).toHaveText(`Sent to ${visitor}.`);
    await expect(ackJob).toContainText("Sent");
    expect((await smtp.waitFor(2)).map((sent) => sent.envelopeTo)).toContainEqual([visitor]);

    // Mark handled.
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked as handled.");
    await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();
    await expect(page.getByRole("table", { name: "History" })).toContainText(
      "Marked Morgan Journey's contact message handled.",
    );

    // Back to the filtered list (the filter is in the link), filter on handled, export.
    await page.goto(`${server.origin}/admin?type=contact&q=${word}&state=handled`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Handled");
    await expect(rows.first()).toContainText("Sent");
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute(
      "href",
      `/admin/export.csv?type=contact&state=handled&q=${word}`,
    );
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toBe(`leads-contact-${new Date().toISOString().slice(0, 10)}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)], "UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines, "a header and exactly the one filtered lead").toHaveLength(2);
    // The columns in their documented order (docs/operations.md): the person first, one column each.
    expect(lines[0]).toMatch(
      /^"Lead ID","Received \(UTC\)","Type","Name","First name","Last name","Email","Phone","Organization","Job title","Message","Verdict","Held because","State","Handled \(UTC\)","Delivery"/,
    );
    expect(lines[1]).toContain(`"${lead.id}"`);
    expect(lines[1]).toMatch(/"contact","Morgan Journey","","",/);
    expect(lines[1]).toMatch(/"delivered","","handled","[^"]+","sent"/);
  } finally {
    await smtp?.close();
    await server.stop();
  }
});
