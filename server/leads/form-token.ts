import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A form token is made fresh for every page the server sends: `issuedAt.random.signature`.
 * The random part is the lead's idempotency key (a double click or a retried POST stores one
 * lead); the signed issue time tells how long the visitor took to fill the form in.
 */
export type FormTokens = {
  issue(now?: number): string;
  /** The token's key and issue time, or null if it is malformed or not ours. */
  verify(token: unknown): { key: string; issuedAt: number } | null;
};

const tokenPattern = /^([0-9a-z]{1,12})\.([\w-]{16,32})\.([\w-]{22})$/;

export function formTokens(secret: string): FormTokens {
  // Made once: each token is signed on its way out and again when it comes back.
  const key = createSecretKey(Buffer.from(`form-token:${secret}`));
  const sign = (payload: string) =>
    createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
  return {
    issue(now = Date.now()) {
      const payload = `${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      if (typeof token !== "string") return null;
      const match = tokenPattern.exec(token);
      if (!match) return null;
      const [, time, key, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${time}.${key}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { key, issuedAt: parseInt(time, 36) };
    },
  };
}
