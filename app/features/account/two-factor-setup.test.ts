import { describe, expect, it } from "vitest";
import { qrPath, setupView, totpSecret } from "./two-factor-setup";

const uri =
  "otpauth://totp/ShopCity:mayor%40city.test?secret=JBSWY3DPEHPK3PXP&issuer=ShopCity&digits=6&period=30";

describe("two-factor set-up", () => {
  it("reads the key out of Better Auth's otpauth URI", () => {
    expect(totpSecret(uri)).toBe("JBSWY3DPEHPK3PXP");
    expect(totpSecret(uri.replace("JBSWY3DPEHPK3PXP", "jbswy3dpehpk3pxp"))).toBe("JBSWY3DPEHPK3PXP");
    expect(totpSecret("https://example.test/?secret=JBSWY3DPEHPK3PXP")).toBeNull();
    expect(totpSecret("otpauth://totp/x?secret=not+base32!")).toBeNull();
    expect(totpSecret("not a url")).toBeNull();
  });

  it("draws the QR code as runs of dark modules inside a quiet zone", () => {
    const { size, path } = qrPath(uri);
    // A QR code is 21 + 4k modules wide, plus four blank modules on each side.
    expect((size - 8 - 21) % 4).toBe(0);
    expect(size - 8).toBeGreaterThan(21);
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
    expect(runs.length).toBeGreaterThan(100);
    expect(runs.map((run) => run[0]).join("")).toBe(path);
    for (const [, x, y, width, back] of runs) {
      expect(width).toBe(back);
      expect(Number(x)).toBeGreaterThanOrEqual(4);
      expect(Number(y)).toBeGreaterThanOrEqual(4);
      expect(Number(x) + Number(width)).toBeLessThanOrEqual(size - 4);
    }
  });

  it("shows only what looks like Better Auth's answer (a set-up sent back by the form is checked)", () => {
    const view = setupView(uri, ["abcde-fghij", "12345-67890"]);
    expect(view).toMatchObject({
      totpURI: uri,
      secret: "JBSWY3DPEHPK3PXP",
      backupCodes: ["abcde-fghij", "12345-67890"],
    });
    expect(setupView("javascript:alert(1)", [])).toBeUndefined();
    expect(setupView(uri, ["<script>"])).toBeUndefined();
    expect(
      setupView(
        uri,
        Array.from({ length: 21 }, (_, i) => `code-${i}`),
      ),
    ).toBeUndefined();
    expect(setupView(42, [])).toBeUndefined();
  });
});
