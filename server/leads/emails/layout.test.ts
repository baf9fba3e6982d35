import { describe, expect, it } from "vitest";
import { paragraph, type EmailDocument } from "./document";
import { composeEmail } from "./layout";

/** One mail with `content` as a paragraph, a field value and a footer line. */
async function htmlWith(content: string): Promise<string> {
  const doc: EmailDocument = {
    title: "Title",
    heading: "Heading",
    preview: "Preview",
    blocks: [
      paragraph(content),
      { type: "fields", heading: "Fields", rows: [{ label: "Value", value: content, provided: true }] },
    ],
    footer: [[content]],
  };
  return (await composeEmail(doc)).html;
}

describe("the HTML part", () => {
  it("escapes the five characters that can open markup or leave an attribute", async () => {
    const html = await htmlWith(`<a href="x" title='y'>&</a>`);
    const escaped = "&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;&lt;/a&gt;";
    // In the paragraph, the field and the footer.
    expect(html.split(escaped).length - 1).toBe(3);
    expect(html).not.toContain('<a href="x"');
  });

  it("escapes link addresses and texts", async () => {
    const doc: EmailDocument = {
      title: `"><script>`,
      heading: "Heading",
      preview: "Preview",
      blocks: [paragraph({ text: "<b>", href: `https://x.test/?a="><script>` })],
      footer: [],
    };
    const { html } = await composeEmail(doc);
    expect(html).toContain('href="https://x.test/?a=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain(">&lt;b&gt;</a>");
    expect(html).not.toContain("<script");
  });

  it("keeps line breaks of every style as <br> after escaping", async () => {
    expect(await htmlWith("a<b>\r\nb\rc\nd")).toContain("a&lt;b&gt;<br/>b<br/>c<br/>d");
  });
});
