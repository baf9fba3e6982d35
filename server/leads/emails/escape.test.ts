import { describe, expect, it } from "vitest";
import { headerSafe } from "./escape";

describe("headerSafe", () => {
  it("turns CR, LF and other control characters into spaces", () => {
    expect(headerSafe("Jane\r\nBcc: evil@example.com\u2028x\ty\u0000z")).toBe(
      "Jane Bcc: evil@example.com x y z",
    );
  });

  it("cuts long values with an ellipsis", () => {
    expect(headerSafe("a".repeat(50), 10)).toBe("aaaaaaa...");
  });
});
