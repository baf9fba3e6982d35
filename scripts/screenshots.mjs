// Full-page screenshots of pages at desktop and phone widths, to look at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /about /pricing ...  (PNG files in ./screenshots)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.OUT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const sizes = [
  { label: "desktop", width: 1280, height: 800 },
  { label: "phone", width: 390, height: 844 },
];
for (const { label, width, height } of sizes) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path === "/" ? "home" : path.replace(/^\//, "").replace(/[^\w-]+/g, "_")) + `-${label}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
