import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { hero, pilot, whatYouGet } from "../../app/content/home";
import { closing, howItWorks, results, whatYouGetCards } from "../../app/content/home-sections";
import { pricing, pricingFeatures, pricingPage } from "../../app/content/pricing";
import { site } from "../../app/content/site";

/**
 * The presentation the download form promises: a six-slide PDF built from the site's own copy,
 * so it never disagrees with the pages. Drawn with pdf-lib's standard fonts: no font files to
 * ship, at the price of the WinAnsi character set (see `Kit.clean`).
 */

export const presentationTitle = `${site.name} presentation: ${site.tagline}`;

// US Letter, landscape: a slide shape that still prints on the paper US offices use.
const pageSize: [number, number] = [792, 612];
const margin = 54;
const contentWidth = pageSize[0] - 2 * margin;
/** Nothing is drawn below this line but the footer. */
const contentBottom = 64;
const gap = 16;

type PdfLib = typeof import("pdf-lib");

/**
 * pdf-lib is loaded with the first presentation asked for, not when the server starts: few
 * requests need it, and loaded it held about 3.5 MB of the server's heap from the start
 * (docs/benchmarks.md, "Server memory").
 */
let pdfLib: Promise<PdfLib> | undefined;

/** The site's tokens (app.css), as pdf-lib's colours. */
function palette({ rgb }: PdfLib) {
  const hex = (value: string): RGB =>
    rgb(...([1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16) / 255) as [number, number, number]));
  return {
    ink: hex("#0f172a"),
    muted: hex("#475569"),
    brand: hex("#1d4ed8"),
    brandSoft: hex("#dbeafe"),
    surfaceAlt: hex("#f1f5f9"),
    dark: hex("#0b1e3f"),
    onDark: hex("#f8fafc"),
    onDarkMuted: hex("#cbd5e1"),
    line: hex("#cbd5e1"),
    white: rgb(1, 1, 1),
  };
}

/** Set with pdf-lib's first load; every drawing function runs after it. */
let color: ReturnType<typeof palette>;

type Style = { font: PDFFont; size: number; color: RGB; leading?: number };
/** A paragraph of one style; `href` makes every line of it a link. */
type Run = { text: string; style: Style; before?: number; href?: string };

type Kit = {
  lib: PdfLib;
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** Standard fonts only encode WinAnsi; anything else would make pdf-lib throw mid-document. */
  clean(text: string): string;
};

const asciiFallbacks: Record<string, string> = {
  "\u00a0": " ",
  "\u202f": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2212": "-",
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
};

async function createKit(): Promise<Kit> {
  const lib = await (pdfLib ??= import("pdf-lib"));
  const { PDFDocument, StandardFonts } = lib;
  color ??= palette(lib);
  // No creation date stamped in: identical bytes from every process and every restart, so a
  // cache's ETag stays valid across servers until the content really changes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    Array.from(text.normalize("NFC"), (char) =>
      supported.has(char.codePointAt(0) ?? 0) || char === "\n" ? char : (asciiFallbacks[char] ?? "?"),
    ).join("");
  return { lib, doc, regular, bold, italic, clean };
}

/** Greedy word wrap; a word longer than the line (a URL, say) is broken where it must be. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const leadingOf = (style: Style) => style.size * (style.leading ?? 1.3);

function runsHeight(kit: Kit, runs: Run[], width: number): number {
  return runs.reduce(
    (height, run) =>
      height +
      (run.before ?? 0) +
      wrap(kit.clean(run.text), run.style.font, run.style.size, width).length * leadingOf(run.style),
    0,
  );
}

function addLink(kit: Kit, page: PDFPage, rect: [number, number, number, number], href: string) {
  const annotation = kit.doc.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: "Action", S: "URI", URI: kit.lib.PDFString.of(href) },
  });
  page.node.addAnnot(kit.doc.context.register(annotation));
}

/** Draws runs downwards from `top`; returns the new top. Overflow throws, so no text is ever cut. */
function drawRuns(kit: Kit, page: PDFPage, runs: Run[], x: number, top: number, width: number): number {
  let y = top;
  for (const run of runs) {
    y -= run.before ?? 0;
    const { font, size } = run.style;
    for (const line of wrap(kit.clean(run.text), font, size, width)) {
      const baseline = y - size;
      if (baseline < contentBottom - 8) throw new Error(`Presentation text runs off the page: "${line}"`);
      page.drawText(line, { x, y: baseline, size, font, color: run.style.color });
      if (run.href)
        addLink(
          kit,
          page,
          [x, baseline - 3, x + font.widthOfTextAtSize(line, size), baseline + size],
          run.href,
        );
      y -= leadingOf(run.style);
    }
  }
  return y;
}

/** Cards in rows of `columns`, each row as tall as its tallest card; returns the new top. */
function drawCards(
  kit: Kit,
  page: PDFPage,
  cards: Run[][],
  columns: number,
  top: number,
  fill = color.surfaceAlt,
) {
  const padding = 14;
  const width = (contentWidth - (columns - 1) * gap) / columns;
  let y = top;
  for (let start = 0; start < cards.length; start += columns) {
    const row = cards.slice(start, start + columns);
    const height = Math.max(...row.map((runs) => runsHeight(kit, runs, width - 2 * padding))) + 2 * padding;
    row.forEach((runs, index) => {
      const x = margin + index * (width + gap);
      page.drawRectangle({ x, y: y - height, width, height, color: fill });
      page.drawRectangle({ x, y: y - 3, width, height: 3, color: color.brand });
      drawRuns(kit, page, runs, x + padding, y - padding, width - 2 * padding);
    });
    y -= height + gap;
  }
  return y;
}

function slide(kit: Kit, heading: { eyebrow: string; title: string; intro?: string }) {
  const page = kit.doc.addPage(pageSize);
  const runs: Run[] = [
    { text: heading.eyebrow.toUpperCase(), style: { font: kit.bold, size: 11, color: color.brand } },
    { text: heading.title, style: { font: kit.bold, size: 26, color: color.ink, leading: 1.15 }, before: 6 },
  ];
  if (heading.intro)
    runs.push({ text: heading.intro, style: { font: kit.regular, size: 13, color: color.muted }, before: 8 });
  const top = drawRuns(kit, page, runs, margin, pageSize[1] - 44, contentWidth) - 18;
  return { page, top };
}

function styles(kit: Kit) {
  return {
    cardTitle: { font: kit.bold, size: 16, color: color.ink },
    body: { font: kit.regular, size: 12.5, color: color.ink, leading: 1.4 },
    small: { font: kit.regular, size: 11, color: color.muted, leading: 1.4 },
    figure: { font: kit.bold, size: 34, color: color.brand },
  } satisfies Record<string, Style>;
}

function titleSlide(kit: Kit, origin: string) {
  const page = kit.doc.addPage(pageSize);
  page.drawRectangle({ x: 0, y: 0, width: pageSize[0], height: pageSize[1], color: color.dark });
  const top = drawRuns(
    kit,
    page,
    [
      { text: site.name, style: { font: kit.bold, size: 22, color: color.onDark } },
      { text: site.tagline, style: { font: kit.regular, size: 13, color: color.onDarkMuted }, before: 4 },
      {
        text: hero.headline,
        style: { font: kit.bold, size: 44, color: color.onDark, leading: 1.1 },
        before: 70,
      },
      {
        text: hero.subline,
        style: { font: kit.regular, size: 18, color: color.onDarkMuted, leading: 1.35 },
        before: 14,
      },
    ],
    margin,
    pageSize[1] - margin,
    560,
  );
  const stats = hero.stats.map((stat): Run[] => [
    { text: stat.value, style: { font: kit.bold, size: 28, color: color.ink } },
    { text: stat.label, style: { font: kit.regular, size: 12, color: color.muted }, before: 4 },
  ]);
  drawCards(kit, page, stats, 3, top - 36, color.brandSoft);
  drawRuns(
    kit,
    page,
    [
      {
        text: `${hero.eyebrow}  |  ${origin}`,
        style: { font: kit.regular, size: 11, color: color.onDarkMuted },
        href: origin,
      },
    ],
    margin,
    contentBottom + 8,
    contentWidth,
  );
}

function howItWorksSlide(kit: Kit) {
  const s = styles(kit);
  const { page, top } = slide(kit, howItWorks);
  const steps = howItWorks.steps.map((step, index): Run[] => [
    { text: String(index + 1), style: s.figure },
    { text: step.title, style: s.cardTitle, before: 4 },
    { text: step.body, style: s.body, before: 6 },
    ...step.details.map((detail) => ({ text: `\u2022 ${detail}`, style: s.small, before: 4 })),
  ]);
  drawCards(kit, page, steps, 4, top);
}

function whatYouGetSlide(kit: Kit) {
  const s = styles(kit);
  const { page, top } = slide(kit, whatYouGet);
  const cards = whatYouGetCards.map((card): Run[] => [
    { text: card.title, style: s.cardTitle },
    { text: card.body, style: s.body, before: 6 },
  ]);
  drawCards(kit, page, cards, 3, top);
}

function resultsSlide(kit: Kit) {
  const s = styles(kit);
  const { page, top } = slide(kit, results);
  const figures = results.figures.map((figure): Run[] => [
    { text: figure.value, style: s.figure },
    { text: figure.label, style: s.body, before: 4 },
  ]);
  let y = drawCards(kit, page, figures, 4, top);
  // The quotes are examples, not testimony: the note travels with them, as on the site.
  y = drawRuns(
    kit,
    page,
    [{ text: results.testimonialsNote, style: { ...s.small, font: kit.bold } }],
    margin,
    y - 4,
    contentWidth,
  );
  const quotes = results.testimonials.map((testimonial): Run[] => [
    {
      text: `\u201c${testimonial.quote}\u201d`,
      style: { font: kit.italic, size: 11.5, color: color.ink, leading: 1.4 },
    },
    { text: `${testimonial.role}, ${testimonial.place}`, style: s.small, before: 8 },
  ]);
  drawCards(kit, page, quotes, 3, y - 10, color.white);
}

function pricingSlide(kit: Kit) {
  const s = styles(kit);
  const { page, top } = slide(kit, {
    eyebrow: pricingPage.plan.eyebrow,
    title: pricingPage.header.title,
    intro: pricingPage.plan.summary,
  });
  const planWidth = 270;
  const terms = [
    pricing.setupFeeLabel,
    `Launch in ${pricing.terms.launch}`,
    `${pricing.terms.commitmentMonths}-month minimum commitment`,
    `Payment: ${pricing.terms.payment}`,
  ];
  const plan: Run[] = [
    { text: pricing.name, style: { font: kit.bold, size: 22, color: color.ink } },
    {
      text: `${pricing.priceLabel}${pricing.periodLabel}`,
      style: { font: kit.bold, size: 34, color: color.brand },
      before: 10,
    },
    { text: pricingPage.plan.priceNote, style: s.small, before: 2 },
    ...terms.map((term, index) => ({ text: `\u2022 ${term}`, style: s.body, before: index ? 4 : 14 })),
  ];
  const height = runsHeight(kit, plan, planWidth - 28) + 28;
  page.drawRectangle({ x: margin, y: top - height, width: planWidth, height, color: color.brandSoft });
  drawRuns(kit, page, plan, margin + 14, top - 14, planWidth - 28);

  const listX = margin + planWidth + 28;
  const columnWidth = (pageSize[0] - margin - listX - gap) / 2;
  const perColumn = Math.ceil(pricingFeatures.length / 2);
  const listTop =
    drawRuns(
      kit,
      page,
      [{ text: pricingPage.plan.featuresTitle, style: s.cardTitle }],
      listX,
      top,
      columnWidth,
    ) - 4;
  [pricingFeatures.slice(0, perColumn), pricingFeatures.slice(perColumn)].forEach((features, column) => {
    const runs = features.flatMap((feature): Run[] => [
      // Twelve features share the slide with the plan, so they are set a size smaller.
      { text: feature.title, style: { ...s.body, size: 11.5, font: kit.bold }, before: 8 },
      { text: feature.text, style: { ...s.small, size: 10.5 } },
    ]);
    drawRuns(kit, page, runs, listX + column * (columnWidth + gap), listTop, columnWidth);
  });
}

function nextStepsSlide(kit: Kit, origin: string) {
  const s = styles(kit);
  const { page, top } = slide(kit, { eyebrow: "Next steps", title: closing.title, intro: closing.intro });
  const link = (href: string): Run => ({
    text: href,
    style: { ...s.body, color: color.brand },
    before: 8,
    href,
  });
  const steps: Run[][] = [
    [
      { text: "Book a 30-minute demo", style: s.cardTitle },
      {
        text: "We show the platform set up for your municipality and answer your team's questions.",
        style: s.body,
        before: 6,
      },
      link(`${origin}/book-demo`),
    ],
    [
      { text: pilot.title, style: s.cardTitle },
      ...pilot.benefits.map((benefit) => ({ text: `\u2022 ${benefit}`, style: s.body, before: 6 })),
    ],
    [
      { text: "Estimate your return", style: s.cardTitle },
      {
        text: "Run your city's numbers in the ROI calculator: spending, tax revenue, jobs and return.",
        style: s.body,
        before: 6,
      },
      link(`${origin}/roi-calculator`),
    ],
  ];
  const y = drawCards(kit, page, steps, 3, top);
  const { address } = site;
  drawRuns(
    kit,
    page,
    [
      { text: `Talk to the ${site.name} team`, style: s.cardTitle },
      { text: site.email, style: { ...s.body, color: color.brand }, before: 6, href: `mailto:${site.email}` },
      { text: `${site.phone}  (${site.hours})`, style: s.body, before: 2, href: site.phoneHref },
      {
        text: `${site.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
        style: s.body,
        before: 2,
      },
    ],
    margin,
    y - 8,
    contentWidth,
  );
}

/** Page numbers and the address on every slide but the title. */
function footers(kit: Kit, origin: string) {
  const pages = kit.doc.getPages();
  const style = { font: kit.regular, size: 9, color: color.muted };
  pages.forEach((page, index) => {
    if (index === 0) return;
    page.drawLine({
      start: { x: margin, y: 44 },
      end: { x: pageSize[0] - margin, y: 44 },
      thickness: 0.5,
      color: color.line,
    });
    page.drawText(kit.clean(`${site.name}  |  ${origin.replace(/^https?:\/\//, "")}`), {
      ...style,
      x: margin,
      y: 30,
    });
    const number = `${index + 1} / ${pages.length}`;
    page.drawText(number, {
      ...style,
      x: pageSize[0] - margin - kit.regular.widthOfTextAtSize(number, 9),
      y: 30,
    });
  });
}

/** The presentation as PDF bytes; `origin` is the site's public origin, for its links. */
export async function renderPresentationPdf(origin: string): Promise<Uint8Array> {
  const kit = await createKit();
  titleSlide(kit, origin);
  howItWorksSlide(kit);
  whatYouGetSlide(kit);
  resultsSlide(kit);
  pricingSlide(kit);
  nextStepsSlide(kit, origin);
  footers(kit, origin);

  const { doc } = kit;
  doc.setTitle(presentationTitle, { showInWindowTitleBar: true });
  doc.setAuthor(site.legalName);
  doc.setSubject(`${pricing.name}: ${hero.headline}`);
  doc.setKeywords([
    "municipal",
    "city domain",
    "voice AI assistant",
    "local business",
    "economic development",
  ]);
  doc.setCreator(site.name);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-US");
  return doc.save();
}
