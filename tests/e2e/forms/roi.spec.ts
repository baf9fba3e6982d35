import { type Page, test } from "@playwright/test";
import { collectErrors, expect, gotoHydrated, httpOnly, viewportDependent } from "../support";

const PATH = "/roi-calculator";

const labels = {
  population: "Population",
  businesses: "Local businesses",
  averageTransactionSize: "Average transaction size",
  monthlyTransactions: "Monthly transactions per business",
  currentDigitalAdoption: "Current digital adoption",
  targetDigitalAdoption: "Target digital adoption",
} as const;

type InputName = keyof typeof labels;

const input = (page: Page, name: InputName) => page.locator(`input[type="number"][name="${name}"]`);
const slider = (page: Page, name: InputName) => page.getByRole("slider", { name: labels[name], exact: true });

/** Every place a result is shown (the large highlights and the full list) must show `value`. */
async function expectResult(page: Page, label: string, value: string) {
  const values = page
    .locator("dt")
    .filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })
    .locator("xpath=following-sibling::dd[1]");
  await expect(values.first(), `${label}`).toHaveText(value);
  const count = await values.count();
  for (let i = 1; i < count; i += 1) await expect(values.nth(i), `${label} (#${i + 1})`).toHaveText(value);
}

const defaults = {
  "Net benefit": "$16,737,000",
  "Return on investment": "+55790%",
  "Jobs created": "22",
  "Total costs": "$30,000",
  "Annual economic impact": "$15,525,000",
  "Additional tax revenue": "$1,242,000",
  "Total benefits": "$16,767,000",
  "Implementation cost": "$25,000",
  "Annual maintenance cost": "$5,000",
  "Participating businesses": "75",
  "Current monthly digital revenue": "$9,375,000",
  "Potential monthly digital revenue": "$22,500,000",
  "Monthly increase": "$13,125,000",
  "Annual increase": "$157,500,000",
} as const;

/** population 100,000, businesses 1,000, adoption 40% → 80%; other inputs default. */
const sharedQuery = "?population=100000&businesses=1000&currentDigitalAdoption=40&targetDigitalAdoption=80";
const sharedResults = {
  "Total costs": "$60,000",
  "Jobs created": "45",
  "Annual economic impact": "$31,050,000",
  "Net benefit": "$33,474,000",
  "Current monthly digital revenue": "$30,000,000",
  "Potential monthly digital revenue": "$60,000,000",
} as const;

test.describe("ROI calculator with JavaScript", () => {
  test("shows the default scenario and its results", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await expect(input(page, "population")).toHaveValue("50000");
    await expect(input(page, "businesses")).toHaveValue("500");
    await expect(input(page, "averageTransactionSize")).toHaveValue("75");
    await expect(input(page, "monthlyTransactions")).toHaveValue("1000");
    await expect(input(page, "currentDigitalAdoption")).toHaveValue("25");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("60");
    for (const [label, value] of Object.entries(defaults)) await expectResult(page, label, value);
    // The default scenario keeps the canonical URL.
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);
  });

  test("says beside the implementation cost that it is the city's own launch effort, not our fee", async ({
    page,
  }) => {
    await gotoHydrated(page, PATH);
    const label = page.locator("dt").filter({ hasText: /^\s*Implementation cost\s*$/ });
    await expect(label.locator("xpath=following-sibling::dd[1]")).toHaveText("$25,000");
    const note = label.locator("xpath=following-sibling::dd[2]");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      "Your city's own effort to launch: staff time, and telling local businesses and residents about the platform, estimated at $0.50 per resident. It is not a fee to ShopCity: there is no setup fee.",
    );
    // Under the figure, not squeezed beside it.
    const [figureBox, noteBox] = [
      await label.locator("xpath=following-sibling::dd[1]").boundingBox(),
      await note.boundingBox(),
    ];
    expect(noteBox!.y).toBeGreaterThanOrEqual(figureBox!.y + figureBox!.height - 1);
  });

  test("the bounded inputs have labelled sliders with the specified ranges", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const ranges: [InputName, number, number, number][] = [
      ["population", 10_000, 500_000, 50_000],
      ["businesses", 50, 5_000, 500],
      ["currentDigitalAdoption", 0, 100, 25],
      ["targetDigitalAdoption", 25, 100, 60],
    ];
    for (const [name, min, max, now] of ranges) {
      const thumb = slider(page, name);
      await expect(thumb).toBeVisible();
      await expect(thumb).toHaveAttribute("aria-valuemin", String(min));
      await expect(thumb).toHaveAttribute("aria-valuemax", String(max));
      await expect(thumb).toHaveAttribute("aria-valuenow", String(now));
    }
    await expect(page.getByRole("slider")).toHaveCount(4);
  });

  test("slider keys move by one step and update input, results and URL", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const thumb = slider(page, "population");
    await thumb.focus();
    await page.keyboard.press("ArrowRight");
    await expect(thumb).toHaveAttribute("aria-valuenow", "55000");
    await expect(input(page, "population")).toHaveValue("55000");
    // 55,000 × $0.50 = $27,500, plus 20% maintenance.
    await expectResult(page, "Total costs", "$33,000");
    await expect.poll(() => new URL(page.url()).searchParams.get("population")).toBe("55000");

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuenow", "45000");
    await expectResult(page, "Total costs", "$27,000");
    await expect.poll(() => new URL(page.url()).searchParams.get("population")).toBe("45000");

    const businesses = slider(page, "businesses");
    await businesses.focus();
    await page.keyboard.press("ArrowUp");
    await expect(businesses).toHaveAttribute("aria-valuenow", "550");
    await expect(input(page, "businesses")).toHaveValue("550");

    await page.keyboard.press("Home");
    await expect(businesses).toHaveAttribute("aria-valuenow", "50");
    await expectResult(page, "Jobs created", "2");
  });

  test("a screen reader hears the results once the keys rest, not at every step", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const status = page.getByRole("status").filter({ hasText: "Net benefit" });
    const before = await status.textContent();
    // Counts what a screen reader would be told: each change of the live region's text.
    await status.evaluate((region) => {
      const counted = window as unknown as { announcements: number };
      counted.announcements = 0;
      new MutationObserver(() => (counted.announcements += 1)).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const thumb = slider(page, "population");
    await thumb.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
    await expectResult(page, "Total costs", "$45,000");
    await expect.poll(() => status.textContent()).not.toBe(before);
    await page.waitForTimeout(1_000);
    const announcements = await page.evaluate(
      () => (window as unknown as { announcements: number }).announcements,
    );
    // One, once the keys rest (two if the machine paused between two presses), not five.
    expect(announcements).toBeGreaterThanOrEqual(1);
    expect(announcements).toBeLessThan(3);
    // The figures themselves are no live region: they would be read at every key.
    await expect(page.locator("dl[aria-live]")).toHaveCount(0);
  });

  test("every input panel control is in view when it takes focus, at 1280 × 800", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, PATH);
    const reset = page.getByRole("link", { name: "Reset to defaults" });
    await reset.focus();
    await expect(reset).toBeInViewport({ ratio: 1 });
  });

  test("typing in a number input updates the results live and the URL without new history entries", async ({
    page,
  }) => {
    await gotoHydrated(page, PATH);
    const historyLength = await page.evaluate(() => window.history.length);

    await input(page, "businesses").fill("1000");
    await expectResult(page, "Jobs created", "45");
    await expectResult(page, "Participating businesses", "150");
    await expectResult(page, "Annual economic impact", "$31,050,000");
    await expect(slider(page, "businesses")).toHaveAttribute("aria-valuenow", "1000");
    await expect.poll(() => new URL(page.url()).searchParams.get("businesses")).toBe("1000");

    await input(page, "averageTransactionSize").fill("100");
    // 150 participating businesses × 1,000 × 12 × $100 × 23%.
    await expectResult(page, "Annual economic impact", "$41,400,000");
    await expect.poll(() => new URL(page.url()).searchParams.get("averageTransactionSize")).toBe("100");

    expect(await page.evaluate(() => window.history.length), "URL updates replace the entry").toBe(
      historyLength,
    );
    expect(new URL(page.url()).pathname).toBe(PATH);
  });

  test("the scenario in the URL survives a reload", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await input(page, "monthlyTransactions").fill("2000");
    await expectResult(page, "Jobs created", "22");
    await expectResult(page, "Annual economic impact", "$31,050,000");
    await expect.poll(() => new URL(page.url()).searchParams.get("monthlyTransactions")).toBe("2000");
    await page.reload();
    await expect(input(page, "monthlyTransactions")).toHaveValue("2000");
    await expectResult(page, "Annual economic impact", "$31,050,000");
  });

  test("a shared URL shows its scenario", async ({ page }) => {
    // The server renders the scenario's page once and keeps it: React reports a hydration mismatch
    // as an uncaught error if that markup is not what it renders in the browser.
    const errors = collectErrors(page);
    await gotoHydrated(page, `${PATH}${sharedQuery}`);
    await expect(input(page, "population")).toHaveValue("100000");
    await expect(input(page, "businesses")).toHaveValue("1000");
    await expect(input(page, "currentDigitalAdoption")).toHaveValue("40");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("80");
    await expect(slider(page, "population")).toHaveAttribute("aria-valuenow", "100000");
    for (const [label, value] of Object.entries(sharedResults)) await expectResult(page, label, value);
    expect(errors).toEqual([]);
  });

  test(
    "an outsized scenario (the free inputs have no upper bound) still fits the screen",
    viewportDependent,
    async ({ page }) => {
      await gotoHydrated(
        page,
        `${PATH}?population=500000&businesses=5000&averageTransactionSize=1e12&monthlyTransactions=1e12`,
      );
      // Every digit, never "2.5e+24%".
      await expect(page.getByText(/^\+\d{20,}%$/).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
    },
  );

  test("a shared URL is rendered on the server", httpOnly, async ({ request }) => {
    const response = await request.get(`${PATH}${sharedQuery}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const value of Object.values(sharedResults))
      expect(html, `server HTML contains ${value}`).toContain(value);
    expect(html).toMatch(/name="population"[^>]*value="100000"|value="100000"[^>]*name="population"/);
  });

  test("target adoption follows when current adoption is raised above it", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await input(page, "currentDigitalAdoption").fill("70");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("70");
    await expect(slider(page, "targetDigitalAdoption")).toHaveAttribute("aria-valuenow", "70");
    await expect(slider(page, "targetDigitalAdoption")).toHaveAttribute("aria-valuemin", "70");
    await expectResult(page, "Monthly increase", "$0");
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get("currentDigitalAdoption"), params.get("targetDigitalAdoption")];
      })
      .toEqual(["70", "70"]);

    // With the keyboard, too.
    const current = slider(page, "currentDigitalAdoption");
    await current.focus();
    await page.keyboard.press("End");
    await expect(current).toHaveAttribute("aria-valuenow", "100");
    await expect(slider(page, "targetDigitalAdoption")).toHaveAttribute("aria-valuenow", "100");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("100");
  });

  test("the target slider cannot go below the current adoption", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const target = slider(page, "targetDigitalAdoption");
    await target.focus();
    await page.keyboard.press("Home");
    await expect(target).toHaveAttribute("aria-valuenow", "25");
    await page.keyboard.press("ArrowLeft");
    await expect(target).toHaveAttribute("aria-valuenow", "25");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("25");
  });

  test("a URL with target below current shows target raised to current", async ({ page }) => {
    await gotoHydrated(page, `${PATH}?currentDigitalAdoption=50&targetDigitalAdoption=20`);
    await expect(input(page, "currentDigitalAdoption")).toHaveValue("50");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("50");
    await expectResult(page, "Monthly increase", "$0");
  });

  test("print media hides the navigation and shows the scenario summary", async ({ page }) => {
    await gotoHydrated(page, `${PATH}${sharedQuery}`);
    const scenario = page.getByRole("heading", { name: "Scenario", exact: true });
    await expect(scenario).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(scenario).toBeVisible();
    const summary = scenario.locator("xpath=following-sibling::dl[1]");
    await expect(summary).toBeVisible();
    await expect(summary).toContainText("100,000");
    await expect(summary).toContainText("40%");
    await expect(summary).toContainText("80%");
    await expect(page.getByRole("button", { name: /print/i })).toBeHidden();
    await expect(page.getByRole("slider").first()).toBeHidden();
    await expectResult(page, "Total costs", "$60,000");
  });
});

test.describe("ROI calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Calculate button submits a GET and the server renders the results", async ({ page }) => {
    await page.goto(PATH);
    const calculate = page.getByRole("button", { name: "Calculate" });
    await expect(calculate).toBeVisible();
    await expectResult(page, "Net benefit", defaults["Net benefit"]);

    await input(page, "population").fill("100000");
    await input(page, "businesses").fill("1000");
    await calculate.click();
    await page.waitForURL((url) => url.pathname === PATH && url.searchParams.get("population") === "100000");
    const params = new URL(page.url()).searchParams;
    expect(params.get("businesses")).toBe("1000");
    // The new page opens at its results, which the keyboard goes on from.
    expect(new URL(page.url()).hash).toBe("#roi-results-title");
    await expect(page.getByRole("heading", { name: "Estimated results" })).toBeInViewport();

    await expect(input(page, "population")).toHaveValue("100000");
    await expectResult(page, "Total costs", "$60,000");
    await expectResult(page, "Jobs created", "45");
    await expectResult(page, "Annual economic impact", "$31,050,000");
  });

  test("out-of-range values are corrected by the server", async ({ page }) => {
    await page.goto(`${PATH}?population=999999999&currentDigitalAdoption=90&targetDigitalAdoption=10`);
    await expect(input(page, "population")).toHaveValue("500000");
    await expect(input(page, "targetDigitalAdoption")).toHaveValue("90");
    await expectResult(page, "Total costs", "$300,000");
  });
});
