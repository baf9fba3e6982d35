import sharp from "sharp";
import { dashboardCopy } from "../../app/content/dashboard";
import { logoLimits, type LogoType } from "../../app/features/dashboard/brand";

const m = dashboardCopy.brand.errors;

const formats: Record<string, LogoType> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

export type LogoCheck = { ok: true; type: LogoType } | { ok: false; message: string };

/**
 * A logo is what its bytes decode to, whatever its name says: the format is read by sharp
 * (libvips), and the whole image decoded, so a truncated or forged file is refused here rather
 * than broken on the city's site. SVG is refused outright: it can carry script.
 */
export async function checkLogo(bytes: Uint8Array): Promise<LogoCheck> {
  if (bytes.byteLength === 0) return { ok: false, message: m.logoMissing };
  if (bytes.byteLength > logoLimits.maxBytes) return { ok: false, message: m.logoTooLarge };
  let format: string | undefined;
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: 40_000_000 });
    format = (await image.metadata()).format;
    if (format === "svg") return { ok: false, message: m.logoSvg };
    const type = format ? formats[format] : undefined;
    if (!type) return { ok: false, message: m.logoType };
    // Decoding every pixel is what tells a real image from a header with garbage behind it.
    await image.raw().toBuffer();
    return { ok: true, type };
  } catch {
    if (format === undefined && looksLikeSvg(bytes)) return { ok: false, message: m.logoSvg };
    return { ok: false, message: format ? m.logoUnreadable : m.logoType };
  }
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = new TextDecoder().decode(bytes.subarray(0, 1024)).toLowerCase();
  return start.includes("<svg");
}
