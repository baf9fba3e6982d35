import { randomInt } from "node:crypto";

/**
 * Digits and lower-case letters without the look-alikes (0 and o, 1, l and i): a code copied from
 * paper or read out over the phone cannot be misread. 31 symbols, so 12 of them carry about as
 * much chance as Better Auth's own 10 from 62.
 */
export const backupCodeAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";
const codeLength = 12;
const codeCount = 10;

/** One set of backup codes, each shown in groups of four: "k7dm-3xqa-9rtf". */
export function generateBackupCodes(): string[] {
  return Array.from({ length: codeCount }, () => {
    const symbols = Array.from(
      { length: codeLength },
      () => backupCodeAlphabet[randomInt(backupCodeAlphabet.length)],
    );
    return symbols.join("").replace(/(.{4})(?=.)/g, "$1-");
  });
}
