import { create } from "qrcode";
import type { TwoFactorSetupView } from "./reply";

/** Blank modules around the code, as the QR standard asks, so that any background works. */
const quietZone = 4;

/**
 * The QR code of `text` as one SVG path: each run of dark modules in a row is one rectangle.
 * qrcode's `create` is plain JavaScript (no canvas, no Node module), so this runs anywhere; the
 * action calls it, so the browser never loads the encoder.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      parts.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: size + 2 * quietZone, path: parts.join("") };
}

/** The base32 key of an otpauth://totp URI, or null when `uri` is not one. */
export function totpSecret(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:") return null;
  const secret = url.searchParams.get("secret");
  return secret && /^[A-Z2-7]+=*$/i.test(secret) ? secret.toUpperCase() : null;
}

const backupCodePattern = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Everything the set-up step shows, from Better Auth's answer, or from the same values sent
 * back by the set-up form (hidden fields) when its code was refused without JavaScript.
 */
export function setupView(totpURI: unknown, backupCodes: unknown): TwoFactorSetupView | undefined {
  if (typeof totpURI !== "string" || totpURI.length > 1000) return undefined;
  const secret = totpSecret(totpURI);
  const codes = Array.isArray(backupCodes) ? backupCodes : [];
  if (
    !secret ||
    codes.length > 20 ||
    !codes.every((code) => typeof code === "string" && backupCodePattern.test(code))
  )
    return undefined;
  return { totpURI, secret, backupCodes: codes as string[], qr: qrPath(totpURI) };
}
