import { describe, expect, it } from "vitest";
import { backupCodeAlphabet, generateBackupCodes } from "./backup-codes";

describe("backup codes", () => {
  it("are ten different codes of three groups of four, with no look-alike characters", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(code).not.toMatch(/[01oli]/);
    }
  });

  it("draw from the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 40 }, generateBackupCodes).flat().join("").replace(/-/g, ""));
    expect([...seen].sort().join("")).toBe([...backupCodeAlphabet].sort().join(""));
  });
});
