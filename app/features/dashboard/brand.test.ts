import { describe, expect, it } from "vitest";
import { brandSchema, formatRatio, isShopDomain, whiteContrast } from "./brand";

describe("the Shop{City}.com domain", () => {
  it.each([
    "ShopSpringfield.com",
    "shopspringfield.com",
    "ShopSaltLakeCity.com",
    "ShopWinston-Salem.com",
    "Shop42.com",
  ])("takes %s", (domain) => expect(isShopDomain(domain)).toBe(true));
  it.each([
    "Springfield.com",
    "ShopSpringfield.org",
    "Shop.com",
    "ShopSpring field.com",
    "https://ShopSpringfield.com",
    "ShopSpringfield.com/",
    "Shop-Springfield.com",
    "ShopSpringfield-.com",
    `Shop${"a".repeat(60)}.com`,
  ])("refuses %s", (domain) => expect(isShopDomain(domain)).toBe(false));
});

describe("white text on the brand colour", () => {
  it("computes WCAG contrast", () => {
    expect(whiteContrast("#ffffff")).toBeCloseTo(1, 5);
    expect(whiteContrast("#000000")).toBeCloseTo(21, 5);
    // Tailwind's blue-700, the site's own brand colour: 6.70:1.
    expect(whiteContrast("#1d4ed8")).toBeCloseTo(6.7, 1);
    // #777777 is the classic just-below-AA grey (4.48:1).
    expect(whiteContrast("#777777")).toBeCloseTo(4.48, 2);
  });

  it("never rounds a failing ratio up to the threshold", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
  });

  const brand = { displayName: "Springfield", state: "IL", domain: "ShopSpringfield.com" };

  it("takes a colour at or above 4.5:1", () => {
    const parsed = brandSchema.safeParse({ ...brand, brandColor: "#1D4ED8" });
    expect(parsed.success && parsed.data.brandColor).toBe("#1d4ed8");
    expect(brandSchema.safeParse({ ...brand, brandColor: "#767676" }).success).toBe(true);
  });

  it("refuses a colour below 4.5:1 and says why, with its ratio", () => {
    const parsed = brandSchema.safeParse({ ...brand, brandColor: "#777777" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "White text on this colour has a contrast of 4.47:1, below the 4.5:1 needed to read it: choose a darker colour",
    );
  });

  it("refuses what is not a #rrggbb colour", () => {
    for (const brandColor of ["red", "#fff", "1d4ed8", "#1d4ed8ff"]) {
      expect(brandSchema.safeParse({ ...brand, brandColor }).success).toBe(false);
    }
  });

  it("refuses an unknown state and a name with markup", () => {
    expect(brandSchema.safeParse({ ...brand, brandColor: "#000000", state: "XX" }).success).toBe(false);
    expect(brandSchema.safeParse({ ...brand, brandColor: "#000000", displayName: "<b>x</b>" }).success).toBe(
      false,
    );
  });
});
