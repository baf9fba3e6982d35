// Renders public/og-image.png (the social preview) from scripts/assets/og-image.html, after a
// change to that page: node scripts/og-image.mjs
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${path.resolve("scripts/assets/og-image.html")}`);
await page.screenshot({ path: "public/og-image.png" });
await browser.close();
