import { mailtoHref } from "../../../app/lib/mailto";
import type { FieldRow } from "./fields";

/**
 * What an e-mail says, apart from how it looks: the HTML part (layout.tsx) and the plain-text
 * part (below) are both made from one document, so they never drift apart.
 */

/** Plain text, or a link. Everything here is text: React escapes it for HTML. */
export type Inline = string | { text: string; href: string };

export type Block =
  | { type: "paragraph"; content: Inline[] }
  | { type: "fields"; heading: string; rows: FieldRow[] }
  | { type: "button"; text: string; href: string };

export type EmailDocument = {
  /** The document title, read first by screen readers. */
  title: string;
  heading: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  blocks: Block[];
  /** Small print: one line per entry. */
  footer: Inline[][];
};

export const paragraph = (...content: Inline[]): Block => ({ type: "paragraph", content });

/** A mailto link to a visitor's address, which must not smuggle in a ?cc= or ?body=. */
export const mailto = (address: string): Inline => ({ text: address, href: mailtoHref(address) });

export function inlineText(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === "string") return part;
      // An address or a phone number says all its link does: "+1 (302) 555-0142", not that
      // followed by "(tel:+13025550142)".
      const sameAsText = part.href === part.text || /^(mailto|tel):/.test(part.href);
      return sameAsText ? part.text : `${part.text} (${part.href})`;
    })
    .join("");
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

/** The plain-text part, for text-only clients and for the spam filters that compare both parts. */
export function documentText(doc: EmailDocument): string {
  const text = [
    `${doc.heading}\n${"=".repeat(Math.min(doc.heading.length, 72))}`,
    ...doc.blocks.map(blockText),
    ["--", ...doc.footer.map(inlineText)].join("\n"),
  ].join("\n\n");
  return `${text}\n`;
}
