import { createHmac } from "node:crypto";

/**
 * RFC 6238 time-based codes, as an authenticator app computes them, so that a test can sign in
 * with two-factor sign-in on. Written here from the RFC, not taken from the server's library: a
 * test that shared its code could not catch a mistake in it.
 */

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 (upper or lower case, padding and spaces ignored) to bytes. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The key of an otpauth://totp/… URI (its `secret` parameter). */
export function secretOfUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** The code an app shows at `time` for a base32 `secret` (HMAC-SHA1, 6 digits, 30 s steps). */
export function totp(secret: string, time = Date.now(), { digits = 6, period = 30 } = {}): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / period)));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

const periodMs = 30_000;
/**
 * How much of the current step must be left for this step's code to be given out as the previous
 * one's: it must still be within the server's window when the request arrives, on a busy machine.
 */
const previousStepMarginMs = 10_000;
/** The last step whose code `unusedCode` gave out, per secret. */
const lastStepGiven = new Map<string, number>();

/**
 * A code the server has not taken yet for `secret`. It accepts each code once per account
 * (RFC 6238 §5.2), in the order of their steps, within one step either side of now: so the code
 * the app showed just before (while enough of this step is left), else this step's, else the next
 * one's, else, as someone with the app in hand would, it waits for the next code to come up.
 */
export async function unusedCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / periodMs);
    const earliest = (current + 1) * periodMs - now > previousStepMarginMs ? current - 1 : current;
    const step = Math.max(earliest, (lastStepGiven.get(secret) ?? earliest - 1) + 1);
    if (step <= current + 1) {
      lastStepGiven.set(secret, step);
      return totp(secret, step * periodMs);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * periodMs - now + 100));
  }
}
