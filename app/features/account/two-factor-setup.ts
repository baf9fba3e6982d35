import { toString } from "qrcode";
import type { TwoFactorSetupView } from "./reply";

/**
 * The QR code of `text` as an SVG image in a data: URL, with the quiet zone the QR standard asks
 * for. The action calls it, so the browser never loads the encoder.
 */
export async function qrImage(text: string): Promise<string> {
  const svg = await toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
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
export async function setupView(
  totpURI: unknown,
  backupCodes: unknown,
): Promise<TwoFactorSetupView | undefined> {
  if (typeof totpURI !== "string" || totpURI.length > 1000) return undefined;
  const secret = totpSecret(totpURI);
  const codes = Array.isArray(backupCodes) ? backupCodes : [];
  if (
    !secret ||
    codes.length > 20 ||
    !codes.every((code) => typeof code === "string" && backupCodePattern.test(code))
  )
    return undefined;
  return { totpURI, secret, backupCodes: codes as string[], qr: await qrImage(totpURI) };
}
