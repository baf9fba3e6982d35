import { test, type Page } from "@playwright/test";
import { expect, gotoHydrated, stubThirdParty, originOf } from "./support";

/**
 * The focus ring, measured as a person would see it: every control of a page is focused as by
 * the keyboard, and the ring's computed colours are compared (WCAG 1.4.11, 3:1) with the
 * background it is drawn on, found by compositing the ancestors' background colours.
 */

type Measured = {
  kind: string;
  what: string;
  background: string;
  ring: string;
  halo: string;
  ringOnBackground: number;
  haloOnBackground: number;
  ringOnHalo: number;
};

/** Runs in the page: measures each visible, enabled control. */
function measureFocusRings(): Measured[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const [r = 0, g = 0, b = 0, a = 1] = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
  };
  const text = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(", ")})`;
  /** The colour behind an element: its ancestors' backgrounds, composited over white. */
  const backgroundOf = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] > 0) layers.push(colour);
      if (colour && colour[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const kindOf = (element: HTMLElement): string => {
    const tag = element.tagName.toLowerCase();
    const classes = element.className;
    if (element.getAttribute("role") === "slider") return "slider";
    if (tag === "summary") return "summary";
    if (tag === "select") return "select";
    if (tag === "textarea") return "textarea";
    if (tag === "input") return (element as HTMLInputElement).type === "checkbox" ? "checkbox" : "input";
    if (classes.includes("min-h-11") && classes.includes("rounded-lg")) {
      if (classes.includes("bg-brand ") || classes.endsWith("bg-brand")) return "button:primary";
      if (classes.includes("bg-white text-brand-strong")) return "button:onDark";
      if (classes.includes("border-on-dark-muted")) return "button:ghostOnDark";
      if (classes.includes("border-line bg-surface")) return "button:secondary";
    }
    return tag === "a" ? "link" : tag === "button" ? "button:other" : tag;
  };

  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=slider]",
  );
  const results: Measured[] = [];
  for (const control of controls) {
    if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    // Disabled controls, and the honeypot field that only bots fill in, take no focus from a person.
    if ((control as HTMLButtonElement).disabled || control.closest("[inert], [aria-hidden=true]")) continue;
    if (control.tabIndex < 0 && control.getAttribute("role") !== "slider") continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    control.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
    if (document.activeElement !== control || !control.matches(":focus-visible")) continue;
    // A control drawn inside a frame (the ROI number fields) has the ring on the frame.
    let ringed: HTMLElement = control;
    for (let node: HTMLElement | null = control; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).outlineStyle !== "none") {
        ringed = node;
        break;
      }
    }
    // The ring as it ends up, not the first frame of a colour transition.
    for (const animation of ringed.getAnimations()) animation.finish();
    const style = getComputedStyle(ringed);
    const ring = parse(style.outlineStyle === "none" ? "rgba(0,0,0,0)" : style.outlineColor)!;
    const halo = parse(style.boxShadow) ?? [0, 0, 0, 0];
    const background = backgroundOf(ringed);
    const haloSeen = halo[3] > 0 ? over(halo, background) : background;
    const ringSeen = ring[3] > 0 && parseFloat(style.outlineWidth) >= 2 ? over(ring, haloSeen) : background;
    results.push({
      kind: kindOf(control),
      what: `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute("aria-label") || control.id).trim().slice(0, 40)}"`,
      background: text(background),
      ring: text(ringSeen),
      halo: text(haloSeen),
      ringOnBackground: contrast(ringSeen, background),
      haloOnBackground: contrast(haloSeen, background),
      ringOnHalo: contrast(ringSeen, haloSeen),
    });
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return results;
}

/** The ring stands out from the background, or the halo does and the ring from the halo. */
const visible = (m: Measured) => m.ringOnBackground >= 3 || (m.haloOnBackground >= 3 && m.ringOnHalo >= 3);

async function measure(page: Page, path: string): Promise<Measured[]> {
  // Hydrated: the ROI calculator's sliders are controls only once their script has run, and on
  // a loaded machine a page can be measured before that.
  await gotoHydrated(page, path);
  await page.keyboard.press("Tab");
  return page.evaluate(measureFocusRings);
}

const pages = ["/", "/contact", "/roi-calculator", "/partners/apply", "/auth"];

test("every control's focus ring is at 3:1 against the background it sits on", async ({ page, baseURL }) => {
  test.slow();
  await stubThirdParty(page, originOf(baseURL));
  const seen = new Map<string, Set<string>>();
  const failures: string[] = [];
  for (const path of pages) {
    for (const m of await measure(page, path)) {
      const backgrounds = seen.get(m.kind) ?? new Set();
      backgrounds.add(m.background);
      seen.set(m.kind, backgrounds);
      if (!visible(m)) {
        failures.push(
          `${path} ${m.kind} ${m.what}: ring ${m.ring} on ${m.background} ${m.ringOnBackground}:1, halo ${m.halo} ${m.haloOnBackground}:1`,
        );
      }
    }
  }
  expect(failures, failures.join("\n")).toEqual([]);
  // Every kind of control was measured, on light and on dark backgrounds where the site has them.
  for (const kind of [
    "link",
    "button:primary",
    "button:secondary",
    "button:onDark",
    "button:ghostOnDark",
    "input",
    "textarea",
    "select",
    "checkbox",
    "slider",
    "summary",
  ]) {
    expect(seen.get(kind)?.size ?? 0, `${kind} measured`).toBeGreaterThan(0);
  }
  expect(seen.get("link")!.size, "links on more than one background").toBeGreaterThan(1);
});

test("the test tells a faint ring from a visible one", async ({ page }) => {
  // The old amber ring on white, measured the same way, must fail.
  await page.setContent(
    `<style>:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style><main style="background:#fff"><a href="#x">link</a></main>`,
  );
  await page.keyboard.press("Tab");
  const [amber] = await page.evaluate(measureFocusRings);
  expect(amber?.ringOnBackground).toBeLessThan(3);
  expect(amber && visible(amber)).toBe(false);
});

/**
 * Whether the focused control is entirely in view and not under the fixed navigation bar
 * (WCAG 2.4.11): the part of it the bar does not cover, within the window.
 */
const focusInSight = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const bar = document.querySelector("header");
    if (!focused || focused === document.body || !bar) return "nothing focused";
    const box = focused.getBoundingClientRect();
    const barBottom = bar.getBoundingClientRect().bottom;
    const label = `${focused.tagName} "${(focused.textContent ?? "").trim().slice(0, 40)}" at ${Math.round(box.top)}-${Math.round(box.bottom)}`;
    return box.top >= barBottom && box.bottom <= window.innerHeight ? "in sight" : label;
  });

test("Shift+Tab from the foot of a page never leaves focus under the navigation bar", async ({ page }) => {
  for (const path of ["/features", "/pricing", "/roi-calculator"]) {
    await gotoHydrated(page, path);
    await page.keyboard.press("End");
    await page.locator("footer a").last().focus();
    // Backwards through the page's controls up to the navigation bar's own.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Shift+Tab");
      const inHeader = await page.evaluate(() => !!document.activeElement?.closest("header"));
      if (inHeader) break;
      expect(await focusInSight(page), `${path}, Shift+Tab ${step + 1}`).toBe("in sight");
    }
  }
});

test.describe("focus after a client-side navigation", () => {
  const announcer = (page: Page) => page.locator("p[aria-live=polite]");

  test("to a page that is one form: its first field; elsewhere: the main heading", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const login = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Login", exact: true });
    await login.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
    expect(await page.title()).toMatch(/^Sign in/);

    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());

    // Back: the heading again, the scroll position left as the browser restores it.
    await page.goBack();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  });

  test("to a section of another page: that section", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "FAQ", exact: true })
      .click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeFocused();
    await expect(page.locator("#faq")).toBeInViewport();
    // The next Tab goes on from the FAQ, not from the top of the page.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#faq"))).toBe(true);
  });

  test("a control the visitor takes on the new page before its scripts settle keeps focus", async ({
    page,
  }) => {
    // The phone menu, opened on the new page the moment it is on screen: a quick tap after a
    // link. Moving focus to the heading after that would close the menu under the finger.
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/features");
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("main [data-arrival-focus]")) return;
        observer.disconnect();
        const toggle = document.querySelector<HTMLElement>("nav details > summary")!;
        toggle.focus();
        toggle.click();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      document.querySelector<HTMLAnchorElement>('nav a[href="/auth"]')!.click();
    });
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sign in/);
    const toggle = page.locator("nav details > summary");
    await expect(toggle).toBeFocused();
    await expect(page.locator("nav details")).toHaveAttribute("open", "");
  });

  test("the first page of a visit leaves focus to the browser", async ({ page }) => {
    await gotoHydrated(page, "/features");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(announcer(page)).toHaveText("");
  });
});
