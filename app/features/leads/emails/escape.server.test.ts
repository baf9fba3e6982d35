import { describe, expect, it } from "vitest";
import { escapeHtml, headerSafe, multilineHtml } from "./escape.server";

describe("escapeHtml", () => {
  it("escapes the five characters that can open markup or leave an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("multilineHtml", () => {
  it("keeps line breaks of every style as <br> after escaping", () => {
    expect(multilineHtml("a<b>\r\nb\rc\nd")).toBe("a&lt;b&gt;<br>\nb<br>\nc<br>\nd");
  });
});

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
