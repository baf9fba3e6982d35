// Renders public/og-image.png (the social preview) from scripts/assets/og-image.html.
import path from "node:path";
import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${path.resolve("scripts/assets/og-image.html")}`);
await page.screenshot({ path: "public/og-image.png" });
await browser.close();
