import { describe, expect, it } from "vitest";
import { securityTxt, securityTxtLifetimeDays } from "./security-txt";

/** RFC 9116's fields of a file, each name once unless it may repeat. */
function fields(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split("\n").filter(Boolean)) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `a field line: ${line}`).not.toBeNull();
    const [, name, value] = match!;
    map.set(name!, [...(map.get(name!) ?? []), value!]);
  }
  return map;
}

describe("security.txt", () => {
  const now = new Date("2026-11-25T12:34:56.789Z");
  const text = securityTxt("https://shopcity.example", now);
  const parsed = fields(text);

  it("has the fields RFC 9116 requires, once each where it says so", () => {
    expect(parsed.get("Contact")).toEqual(["mailto:security@shopcity.com"]);
    expect(parsed.get("Expires")).toHaveLength(1);
    expect(parsed.get("Preferred-Languages")).toEqual(["en"]);
    expect(parsed.get("Canonical")).toEqual(["https://shopcity.example/.well-known/security.txt"]);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("expires within a year of being made, in RFC 3339 form", () => {
    const [expires] = parsed.get("Expires")!;
    expect(expires).toBe("2027-05-24T12:34:56Z");
    const days = (Date.parse(expires!) - now.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(securityTxtLifetimeDays);
    expect(days).toBeLessThan(365);
  });
});
