import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
  type PDFPage,
} from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { hero } from "../../app/content/home";
import { results } from "../../app/content/home-sections";
import { site } from "../../app/content/site";
import { presentationTitle, renderPresentationPdf } from "./presentation-pdf";

const origin = "https://shopcity.test";
let bytes: Uint8Array;
let doc: PDFDocument;

beforeAll(async () => {
  bytes = await renderPresentationPdf(origin);
  doc = await PDFDocument.load(bytes);
});

// WinAnsi differs from Latin-1 in 0x80-0x9f; Node's TextDecoder does not reliably know that.
const winAnsiHigh: Record<string, string> = {
  "\x85": "\u2026",
  "\x91": "\u2018",
  "\x92": "\u2019",
  "\x93": "\u201c",
  "\x94": "\u201d",
  "\x95": "\u2022",
  "\x96": "\u2013",
  "\x97": "\u2014",
};
const fromWinAnsi = (hex: string) =>
  Buffer.from(hex, "hex")
    .toString("latin1")
    .replace(/[\x80-\x9f]/g, (char) => winAnsiHigh[char] ?? char);

/** The text a page shows: every hex string its content stream draws, decoded from WinAnsi. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .flatMap((source) => [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
    .map((match) => fromWinAnsi(match[1] ?? ""))
    .join(" ");
}

function linksOf(page: PDFPage): string[] {
  const annotations = page.node.Annots()?.asArray() ?? [];
  return annotations.map((ref) => {
    const action = doc.context.lookup(ref, PDFDict).lookup(PDFName.of("A"), PDFDict);
    return action.lookup(PDFName.of("URI"), PDFString).decodeText();
  });
}

describe("presentation PDF", () => {
  it("is a six-slide, US Letter landscape PDF", () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(doc.getPageCount()).toBe(6);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 792, height: 612 });
  });

  it("carries its title, author, subject and language", () => {
    expect(presentationTitle).toBe(
      "ShopCity presentation: Premium city domains with a voice-first AI assistant",
    );
    expect(doc.getTitle()).toBe(presentationTitle);
    expect(doc.getAuthor()).toBe("ShopCity Platforms, Inc.");
    expect(doc.getSubject()).toBe("Local AI Hero: Make a Big Impact In Your Community");
    expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-US");
  });

  it("opens with the brand and the headline", () => {
    const text = pageText(doc.getPage(0));
    expect(text).toContain("ShopCity Premium city domains with a voice-first AI assistant");
    expect(text).toContain(hero.headline);
    expect(text).toContain("5,000+ Premium city domains");
  });

  it("has a slide each for how it works, what you get and results", () => {
    expect(pageText(doc.getPage(1))).toContain("From domain to measurable results in four steps");
    expect(pageText(doc.getPage(1))).toContain("Get your premium domain");
    expect(pageText(doc.getPage(2))).toContain("A voice-first AI assistant");
    const resultsText = pageText(doc.getPage(3));
    expect(resultsText).toContain("340% Increase in local business discovery");
    // The example quotes keep the label the site gives them.
    expect(resultsText).toContain(results.testimonialsNote);
    expect(resultsText).toContain("\u201cResidents stopped asking us where");
  });

  it("states the package and its terms", () => {
    const text = pageText(doc.getPage(4));
    for (const fact of [
      "Local AI Hero",
      "$2,500/month",
      "No setup fee",
      "Launch in 2\u20134 weeks",
      "12-month minimum commitment",
      "Payment: Major credit cards and ACH",
      "Enterprise support with SLA",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("ends with next steps, contact details and working links", () => {
    const text = pageText(doc.getPage(5));
    expect(text).toContain("https://shopcity.test/book-demo");
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone);
    expect(text).toContain("1201 N Orange Street, Suite 700, Wilmington, DE 19801");
    expect(linksOf(doc.getPage(5))).toEqual([
      "https://shopcity.test/book-demo",
      "https://shopcity.test/roi-calculator",
      `mailto:${site.email}`,
      site.phoneHref,
    ]);
    expect(linksOf(doc.getPage(0))).toEqual([origin]);
  });

  it("numbers the slides after the title", () => {
    expect(pageText(doc.getPage(5))).toContain("6 / 6");
    expect(pageText(doc.getPage(0))).not.toContain("1 / 6");
  });

  it("renders the same bytes every time, so every server sends the same ETag", async () => {
    expect(Buffer.compare(Buffer.from(await renderPresentationPdf(origin)), Buffer.from(bytes))).toBe(0);
  });
});
