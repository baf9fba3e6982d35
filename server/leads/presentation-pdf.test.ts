import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { hero } from "../../app/content/pages/home";
import { results } from "../../app/content/pages/home-sections";
import { site } from "../../app/content/site";
import { presentationTitle, renderPresentationPdf } from "./presentation-pdf";

const origin = "https://shopcity.test";
let bytes: Uint8Array;
let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
/** The text each slide shows, as a reader would copy it: lines joined by single spaces. */
let slides: string[];

beforeAll(async () => {
  bytes = await renderPresentationPdf(origin);
  // PDF.js takes ownership of the buffer it reads: it gets a copy.
  doc = await getDocumentProxy(bytes.slice());
  slides = (await extractText(doc)).text.map((text) => text.replace(/\s+/g, " "));
});

async function linksOf(pageNumber: number): Promise<string[]> {
  const annotations = (await (await doc.getPage(pageNumber)).getAnnotations()) as {
    subtype: string;
    url?: string;
    unsafeUrl?: string;
  }[];
  return annotations.filter((a) => a.subtype === "Link").map((a) => a.unsafeUrl ?? a.url ?? "");
}

describe("presentation PDF", () => {
  it("is a six-slide, US Letter landscape PDF", async () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(doc.numPages).toBe(6);
    for (let number = 1; number <= doc.numPages; number++)
      expect((await doc.getPage(number)).view).toEqual([0, 0, 792, 612]);
  });

  it("carries its title, author, subject and language", async () => {
    expect(presentationTitle).toBe(
      "ShopCity presentation: Premium city domains with a voice-first AI assistant",
    );
    const { info } = await getMeta(doc);
    expect(info).toMatchObject({
      Title: presentationTitle,
      Author: "ShopCity Platforms, Inc.",
      Subject: "Local AI Hero: Make a Big Impact In Your Community",
    });
    // PDF.js does not report the catalog's language; the catalog is not compressed.
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Lang (en-US)");
  });

  it("opens with the brand and the headline", () => {
    const text = slides[0];
    expect(text).toContain("ShopCity Premium city domains with a voice-first AI assistant");
    expect(text).toContain(hero.headline);
    expect(text).toContain("5,000+ Premium city domains");
  });

  it("has a slide each for how it works, what you get and results", () => {
    expect(slides[1]).toContain("From domain to measurable results in four steps");
    expect(slides[1]).toContain("Get your premium domain");
    expect(slides[2]).toContain("A voice-first AI assistant");
    expect(slides[3]).toContain("340% Increase in local business discovery");
    // The example quotes keep the label the site gives them.
    expect(slides[3]).toContain(results.testimonialsNote);
    expect(slides[3]).toContain("\u201cResidents stopped asking us where");
  });

  it("states the package and its terms", () => {
    for (const fact of [
      "Local AI Hero",
      "$2,500/month",
      "No setup fee",
      "Launch in 2\u20134 weeks",
      "12-month minimum commitment",
      "Payment: Major credit cards and ACH",
      "Enterprise support with SLA",
    ]) {
      expect(slides[4]).toContain(fact);
    }
  });

  it("ends with next steps, contact details and working links", async () => {
    const text = slides[5];
    expect(text).toContain("https://shopcity.test/book-demo");
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone);
    expect(text).toContain("1201 N Orange Street, Suite 700, Wilmington, DE 19801");
    expect(await linksOf(6)).toEqual([
      "https://shopcity.test/book-demo",
      "https://shopcity.test/roi-calculator",
      `mailto:${site.email}`,
      site.phoneHref,
    ]);
    expect(await linksOf(1)).toEqual([origin]);
  });

  it("numbers the slides after the title", () => {
    expect(slides[5]).toContain("6 / 6");
    expect(slides[0]).not.toContain("1 / 6");
  });

  it("renders the same bytes every time, so every server sends the same ETag", async () => {
    expect(Buffer.compare(Buffer.from(await renderPresentationPdf(origin)), Buffer.from(bytes))).toBe(0);
  });
});
