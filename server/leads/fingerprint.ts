import { createHmac, createSecretKey } from "node:crypto";

/**
 * The identity of a lead sent without a form token (JavaScript off): its type, its answers as a
 * person would compare them (case, spacing and field order aside) and its client address, hashed
 * with the server's secret so that the stored value tells nothing about the address. The same
 * press twice, a double click or a resend after a slow answer, gives the same fingerprint.
 */
export type Fingerprints = (type: string, answers: Record<string, unknown>, clientAddress: string) => string;

const normalised = (value: unknown): string =>
  typeof value === "string"
    ? value.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase()
    : JSON.stringify(value ?? null);

export function fingerprints(secret: string): Fingerprints {
  const key = createSecretKey(Buffer.from(`lead-fingerprint:${secret}`));
  return (type, answers, clientAddress) => {
    const fields = Object.keys(answers)
      .sort()
      .map((name) => [name, normalised(answers[name])]);
    return createHmac("sha256", key)
      .update(JSON.stringify([type, clientAddress, fields]))
      .digest("base64url");
  };
}
