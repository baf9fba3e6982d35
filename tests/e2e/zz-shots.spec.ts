import { test } from "@playwright/test";
import { leadTypes } from "../../app/content/leads";
import { startAdminServer } from "./admin-support";

test("shots", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const server = await startAdminServer();
  try {
    await server.signIn(page);
    let n = 0;
    for (const type of leadTypes) {
      for (let i = 0; i < 2; i++) {
        await server.seedLead(type, { email: `seed-${type}-${i}@example.test`, ...(type === "contact" && i === 0 ? { name: "<img src=x onerror=alert(1)>", message: "Hello <b>there</b>\nSecond line" } : {}) });
        n++;
      }
    }
    await server.sql("update form_submissions set created_at = created_at - (random() * interval '60 days')");
    const lead = await server.seedLead("contact", { email: "detail@example.test" });
    const dir = `/tmp/ui-shots/${testInfo.project.name}`;
    const snap = async (name: string) => {
      if (testInfo.project.name !== "phone") return page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height - 900; y += 1500, i++)
        await page.screenshot({ path: `${dir}/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1500, height - y) } });
    };
    const shot = async (path: string, name: string) => {
      await page.goto(`${server.origin}${path}`);
      await snap(name);
    };
    await shot("/admin", "leads");
    await shot("/admin?from=2030-01-01&to=2020-01-01&type=bogus", "leads-error");
    await page.goto(`${server.origin}/admin/leads/${lead.id}`);
    await page.getByRole("button", { name: "Mark handled" }).click();
    await page.getByRole("status").waitFor();
    await snap("lead");
    await shot("/admin/subscribers", "subscribers");
    await shot("/admin/users", "users");
    await page.getByRole("group").first().click().catch(() => {});
    await shot("/admin/audit", "audit");
    await shot("/account", "account");
  } finally {
    await server.stop();
  }
});
