import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkLogo } from "./logo";

const image = (format: "png" | "jpeg" | "webp" | "gif") =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } })
    .toFormat(format)
    .toBuffer();

describe("a logo is checked by decoding it", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const)("takes a %s", async (format, type) => {
    expect(await checkLogo(await image(format))).toEqual({ ok: true, type });
  });

  it("refuses SVG, even one without an XML declaration", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await checkLogo(svg)).toEqual({
      ok: false,
      message: "SVG logos are not accepted: upload a PNG, JPEG or WebP image",
    });
  });

  it("refuses another image format and a file that is no image", async () => {
    const refusal = { ok: false, message: "The logo must be a PNG, JPEG or WebP image" };
    expect(await checkLogo(await image("gif"))).toEqual(refusal);
    expect(await checkLogo(new TextEncoder().encode("not an image, whatever its name"))).toEqual(refusal);
  });

  it("refuses a PNG whose pixels are cut off after its header", async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#123456" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(await checkLogo(png.subarray(0, png.length / 2))).toEqual({
      ok: false,
      message: "The logo could not be read as an image: it may be damaged. Save it again and retry",
    });
  });

  it("refuses more than 2 MB before decoding anything", async () => {
    expect(await checkLogo(new Uint8Array(2 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      message: "The logo must be at most 2 MB",
    });
  });
});
