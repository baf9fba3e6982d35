import { describe, expect, it } from "vitest";
import { create } from "qrcode";
import { qrImage, setupView, totpSecret } from "./two-factor-setup";

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

  it("shows the QR code as an SVG image, dark on light, inside a quiet zone", async () => {
    const image = await qrImage(uri);
    expect(image.startsWith("data:image/svg+xml,")).toBe(true);
    const svg = decodeURIComponent(image.slice("data:image/svg+xml,".length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    // The code's own modules, plus four blank ones on each side for the scanner to find its edge.
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(Number(width)).toBe(create(uri, { errorCorrectionLevel: "M" }).modules.size + 8);
    expect(height).toBe(width);
    expect(await qrImage(uri.replace("JBSWY3DPEHPK3PXP", "KRSXG5CTMVRXEZLU"))).not.toBe(image);
  });

  it("shows only what looks like Better Auth's answer (a set-up sent back by the form is checked)", async () => {
    const view = await setupView(uri, ["abcde-fghij", "12345-67890"]);
    expect(view).toEqual({
      totpURI: uri,
      secret: "JBSWY3DPEHPK3PXP",
      backupCodes: ["abcde-fghij", "12345-67890"],
      qr: await qrImage(uri),
    });
    expect(await setupView("javascript:alert(1)", [])).toBeUndefined();
    expect(await setupView(uri, ["<script>"])).toBeUndefined();
    expect(
      await setupView(
        uri,
        Array.from({ length: 21 }, (_, i) => `code-${i}`),
      ),
    ).toBeUndefined();
    expect(await setupView(42, [])).toBeUndefined();
  });
});
