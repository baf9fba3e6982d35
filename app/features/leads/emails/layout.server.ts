import { site } from "~/content/site";
import { escapeHtml, multilineHtml } from "./escape.server";
import type { FieldRow } from "./fields.server";

/** Plain text, or a link. Everything here is text: the layout escapes it for HTML. */
export type Inline = string | { text: string; href: string };

export type Block =
  | { type: "paragraph"; content: Inline[] }
  | { type: "fields"; heading: string; rows: FieldRow[] }
  | { type: "button"; text: string; href: string };

export type EmailDocument = {
  /** The document title, read first by screen readers. */
  title: string;
  heading: string;
  blocks: Block[];
  /** Small print: one line per entry. */
  footer: Inline[][];
};

// The site's tokens (app.css); every text/background pair below is WCAG AA or better.
const color = {
  ink: "#0f172a",
  muted: "#475569",
  page: "#f1f5f9",
  card: "#ffffff",
  line: "#cbd5e1",
  brand: "#1d4ed8",
  brandStrong: "#1e3a8a",
};
const fontStack = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
// Long unbroken values (URLs, pasted text) must wrap instead of widening the message.
const wrap = "overflow-wrap:anywhere;word-break:break-word;";

export const paragraph = (...content: Inline[]): Block => ({ type: "paragraph", content });

/** A mailto link to a visitor's address, which must not smuggle in a ?cc= or ?body=. */
export const mailto = (address: string): Inline => ({
  text: address,
  href: `mailto:${address.replace(/[?#%&]/g, (char) => encodeURIComponent(char))}`,
});

function linkHtml(link: { text: string; href: string }): string {
  return `<a href="${escapeHtml(link.href)}" style="color:${color.brand};text-decoration:underline;">${escapeHtml(link.text)}</a>`;
}

function inlineHtml(content: Inline[]): string {
  return content.map((part) => (typeof part === "string" ? multilineHtml(part) : linkHtml(part))).join("");
}

function inlineText(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === "string") return part;
      const sameAsText = part.href === part.text || part.href === `mailto:${part.text}`;
      return sameAsText ? part.text : `${part.text} (${part.href})`;
    })
    .join("");
}

function fieldsHtml(heading: string, rows: FieldRow[]): string {
  const cell = `padding:8px 10px;border-bottom:1px solid ${color.line};vertical-align:top;text-align:left;`;
  const body = rows
    .map((row) => {
      const value = row.provided
        ? multilineHtml(row.value)
        : `<span style="color:${color.muted};font-style:italic;">${escapeHtml(row.value)}</span>`;
      return `<tr><th scope="row" style="${cell}width:38%;color:${color.muted};font-weight:600;${wrap}">${escapeHtml(row.label)}</th><td style="${cell}color:${color.ink};${wrap}">${value}</td></tr>`;
    })
    .join("\n");
  return [
    `<h2 style="margin:28px 0 8px;font-size:17px;line-height:1.4;color:${color.ink};">${escapeHtml(heading)}</h2>`,
    `<table style="width:100%;border-collapse:collapse;table-layout:fixed;font-size:15px;line-height:1.5;border-top:1px solid ${color.line};">`,
    `<tbody>\n${body}\n</tbody></table>`,
  ].join("\n");
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${color.ink};${wrap}">${inlineHtml(block.content)}</p>`;
    case "fields":
      return fieldsHtml(block.heading, block.rows);
    case "button":
      // The address is printed too: some clients strip buttons, and people copy links.
      return [
        `<p style="margin:24px 0 8px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background-color:${color.brand};color:#ffffff;font-size:16px;font-weight:700;text-decoration:none;">${escapeHtml(block.text)}</a></p>`,
        `<p style="margin:0 0 20px;font-size:14px;line-height:1.5;color:${color.muted};${wrap}">Or copy this address: ${linkHtml({ text: block.href, href: block.href })}</p>`,
      ].join("\n");
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return inlineText(block.content);
    case "fields": {
      const rows = block.rows.map((row) =>
        row.value.includes("\n")
          ? `${row.label}:\n${row.value.replace(/^/gm, "    ")}`
          : `${row.label}: ${row.value}`,
      );
      return [block.heading, "-".repeat(block.heading.length), ...rows].join("\n");
    }
    case "button":
      return `${block.text}:\n${block.href}`;
  }
}

/** Builds both parts from one description, so the text part never drifts from the HTML. */
export function composeEmail(doc: EmailDocument): { html: string; text: string } {
  const html = `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(doc.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${color.page};">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(doc.title)}" lang="en" dir="ltr" style="padding:24px 12px;background-color:${color.page};font-family:${fontStack};color:${color.ink};">
<div style="max-width:640px;margin:0 auto;background-color:${color.card};border:1px solid ${color.line};border-radius:8px;">
<div style="padding:18px 28px;border-bottom:4px solid ${color.brand};"><p style="margin:0;font-size:20px;font-weight:700;color:${color.brandStrong};">${escapeHtml(site.name)}</p></div>
<div style="padding:24px 28px 12px;">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${color.ink};${wrap}">${escapeHtml(doc.heading)}</h1>
${doc.blocks.map(blockHtml).join("\n")}
</div>
<div style="padding:16px 28px;border-top:1px solid ${color.line};background-color:${color.page};border-radius:0 0 8px 8px;">
${doc.footer.map((line) => `<p style="margin:0 0 6px;font-size:13px;line-height:1.5;color:${color.muted};${wrap}">${inlineHtml(line)}</p>`).join("\n")}
</div>
</div>
</div>
</body>
</html>
`;
  const text = [
    `${doc.heading}\n${"=".repeat(Math.min(doc.heading.length, 72))}`,
    ...doc.blocks.map(blockText),
    ["--", ...doc.footer.map(inlineText)].join("\n"),
  ].join("\n\n");
  return { html, text: `${text}\n` };
}
