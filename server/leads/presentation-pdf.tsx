import type * as ReactPdf from "@react-pdf/renderer";
import { Fragment, type ReactNode } from "react";
import { hero, pilot, whatYouGet } from "../../app/content/pages/home";
import { closing, howItWorks, results, whatYouGetCards } from "../../app/content/pages/home-sections";
import { pricing, pricingFeatures, pricingPage } from "../../app/content/pages/pricing";
import { site } from "../../app/content/site";

/**
 * The presentation the download form promises: a six-slide PDF built from the site's own copy,
 * so it never disagrees with the pages. Set in the PDF standard fonts (Helvetica): no font files
 * to ship or load.
 */

export const presentationTitle = `${site.name} presentation: ${site.tagline}`;

type Lib = typeof ReactPdf;
type Style = ReactPdf.Styles[string];

// The site's tokens (app.css).
const color = {
  ink: "#0f172a",
  muted: "#475569",
  brand: "#1d4ed8",
  brandSoft: "#dbeafe",
  surfaceAlt: "#f1f5f9",
  dark: "#0b1e3f",
  onDark: "#f8fafc",
  onDarkMuted: "#cbd5e1",
  line: "#cbd5e1",
  white: "#ffffff",
};

/**
 * Stamped in place of the time of rendering: identical bytes from every process and every
 * restart, so a cache's ETag stays valid across servers until the content really changes.
 */
const revised = new Date(Date.UTC(2026, 0, 1));

// US Letter, landscape (792 × 612 pt): a slide shape that still prints on the paper US offices use.
const margin = 54;
const contentWidth = 792 - 2 * margin;
const gap = 16;

const text = {
  eyebrow: { fontSize: 11, fontWeight: "bold", color: color.brand, textTransform: "uppercase" },
  title: { fontSize: 26, fontWeight: "bold", color: color.ink, lineHeight: 1.15, marginTop: 6 },
  intro: { fontSize: 13, color: color.muted, lineHeight: 1.3, marginTop: 8 },
  cardTitle: { fontSize: 16, fontWeight: "bold", color: color.ink, lineHeight: 1.3 },
  body: { fontSize: 12.5, color: color.ink, lineHeight: 1.4 },
  small: { fontSize: 11, color: color.muted, lineHeight: 1.4 },
  figure: { fontSize: 34, fontWeight: "bold", color: color.brand, lineHeight: 1.3 },
  link: { color: color.brand, textDecoration: "none" },
} satisfies Record<string, Style>;

const page = {
  paddingTop: 47,
  paddingHorizontal: margin,
  paddingBottom: 64,
  backgroundColor: color.white,
} satisfies Style;

/** The slides, made from the library's components once it is loaded. */
function makePresentation({ Document, Page, View, Text, Link }: Lib) {
  /** Cards in rows of `columns`; a row is as tall as its tallest card. */
  function Cards({
    columns,
    fill = color.surfaceAlt,
    children,
  }: {
    columns: number;
    fill?: string;
    children: ReactNode[];
  }) {
    const rows: ReactNode[][] = [];
    for (let start = 0; start < children.length; start += columns)
      rows.push(children.slice(start, start + columns));
    return (
      <View style={{ gap }}>
        {rows.map((row, index) => (
          <View key={index} style={{ flexDirection: "row", gap }}>
            {row.map((card, column) => (
              <View
                key={column}
                style={{
                  width: (contentWidth - (columns - 1) * gap) / columns,
                  padding: 14,
                  backgroundColor: fill,
                  borderTop: `3pt solid ${color.brand}`,
                }}
              >
                {card}
              </View>
            ))}
          </View>
        ))}
      </View>
    );
  }

  /** A content slide: its heading, then the page number and the address at the foot. */
  function Slide({
    origin,
    heading,
    children,
  }: {
    origin: string;
    heading: { eyebrow: string; title: string; intro?: string };
    children: ReactNode;
  }) {
    return (
      <Page size="LETTER" orientation="landscape" style={page}>
        <Text style={text.eyebrow}>{heading.eyebrow}</Text>
        <Text style={text.title}>{heading.title}</Text>
        {heading.intro ? <Text style={text.intro}>{heading.intro}</Text> : null}
        <View style={{ marginTop: 18 }}>{children}</View>
        <View
          style={{
            position: "absolute",
            left: margin,
            right: margin,
            bottom: 26,
            paddingTop: 7,
            borderTop: `0.5pt solid ${color.line}`,
            flexDirection: "row",
            justifyContent: "space-between",
            fontSize: 9,
            color: color.muted,
          }}
        >
          <Text>{`${site.name}  |  ${origin.replace(/^https?:\/\//, "")}`}</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    );
  }

  const bullet = (item: string, style: Style, marginTop = 4) => (
    <Text key={item} style={[style, { marginTop }]}>{`\u2022 ${item}`}</Text>
  );

  function TitleSlide({ origin }: { origin: string }) {
    return (
      <Page
        size="LETTER"
        orientation="landscape"
        style={{ padding: margin, paddingTop: margin + 2, backgroundColor: color.dark }}
      >
        <View style={{ width: 560 }}>
          <Text style={{ fontSize: 22, fontWeight: "bold", color: color.onDark }}>{site.name}</Text>
          <Text style={{ fontSize: 13, color: color.onDarkMuted, marginTop: 8 }}>{site.tagline}</Text>
          <Text
            style={{ fontSize: 44, fontWeight: "bold", color: color.onDark, lineHeight: 1.1, marginTop: 75 }}
          >
            {hero.headline}
          </Text>
          <Text style={{ fontSize: 18, color: color.onDarkMuted, lineHeight: 1.35, marginTop: 11 }}>
            {hero.subline}
          </Text>
        </View>
        <View style={{ marginTop: 36 }}>
          <Cards columns={3} fill={color.brandSoft}>
            {hero.stats.map((stat) => (
              <Fragment key={stat.label}>
                <Text style={{ fontSize: 28, fontWeight: "bold", color: color.ink, lineHeight: 1.3 }}>
                  {stat.value}
                </Text>
                <Text style={[text.small, { fontSize: 12, marginTop: 4 }]}>{stat.label}</Text>
              </Fragment>
            ))}
          </Cards>
        </View>
        <Link
          src={origin}
          style={{
            position: "absolute",
            left: margin,
            bottom: 58,
            fontSize: 11,
            color: color.onDarkMuted,
            textDecoration: "none",
          }}
        >
          {`${hero.eyebrow}  |  ${origin}`}
        </Link>
      </Page>
    );
  }

  return function Presentation({ origin }: { origin: string }) {
    const nextSteps = [
      <>
        <Text style={text.cardTitle}>Book a 30-minute demo</Text>
        <Text style={[text.body, { marginTop: 6 }]}>
          {"We show the platform set up for your municipality and answer your team's questions."}
        </Text>
        <Link src={`${origin}/book-demo`} style={[text.body, text.link, { marginTop: 8 }]}>
          {`${origin}/book-demo`}
        </Link>
      </>,
      <>
        <Text style={text.cardTitle}>{pilot.title}</Text>
        {pilot.benefits.map((benefit) => bullet(benefit, text.body, 6))}
      </>,
      <>
        <Text style={text.cardTitle}>Estimate your return</Text>
        <Text style={[text.body, { marginTop: 6 }]}>
          {"Run your city's numbers in the ROI calculator: spending, tax revenue, jobs and return."}
        </Text>
        <Link src={`${origin}/roi-calculator`} style={[text.body, text.link, { marginTop: 8 }]}>
          {`${origin}/roi-calculator`}
        </Link>
      </>,
    ];
    const terms = [
      pricing.setupFeeLabel,
      `Launch in ${pricing.terms.launch}`,
      `${pricing.terms.commitmentMonths}-month minimum commitment`,
      `Payment: ${pricing.terms.payment}`,
    ];
    const perColumn = Math.ceil(pricingFeatures.length / 2);
    const { address } = site;
    return (
      <Document
        title={presentationTitle}
        author={site.legalName}
        subject={`${pricing.name}: ${hero.headline}`}
        keywords="municipal, city domain, voice AI assistant, local business, economic development"
        creator={site.name}
        language="en-US"
        creationDate={revised}
      >
        <TitleSlide origin={origin} />

        <Slide origin={origin} heading={howItWorks}>
          <Cards columns={4}>
            {howItWorks.steps.map((step, index) => (
              <Fragment key={step.title}>
                <Text style={text.figure}>{String(index + 1)}</Text>
                <Text style={[text.cardTitle, { marginTop: 4 }]}>{step.title}</Text>
                <Text style={[text.body, { marginTop: 6 }]}>{step.body}</Text>
                {step.details.map((detail) => bullet(detail, text.small))}
              </Fragment>
            ))}
          </Cards>
        </Slide>

        <Slide origin={origin} heading={whatYouGet}>
          <Cards columns={3}>
            {whatYouGetCards.map((card) => (
              <Fragment key={card.title}>
                <Text style={text.cardTitle}>{card.title}</Text>
                <Text style={[text.body, { marginTop: 6 }]}>{card.body}</Text>
              </Fragment>
            ))}
          </Cards>
        </Slide>

        <Slide origin={origin} heading={results}>
          <Cards columns={4}>
            {results.figures.map((figure) => (
              <Fragment key={figure.label}>
                <Text style={text.figure}>{figure.value}</Text>
                <Text style={[text.body, { marginTop: 4 }]}>{figure.label}</Text>
              </Fragment>
            ))}
          </Cards>
          {/* The quotes are examples, not testimony: the note travels with them, as on the site. */}
          <Text style={[text.small, { fontWeight: "bold", marginTop: 20, marginBottom: 10 }]}>
            {results.testimonialsNote}
          </Text>
          <Cards columns={3} fill={color.white}>
            {results.testimonials.map((testimonial) => (
              <Fragment key={testimonial.role}>
                <Text style={{ fontSize: 11.5, fontStyle: "italic", color: color.ink, lineHeight: 1.4 }}>
                  {`\u201c${testimonial.quote}\u201d`}
                </Text>
                <Text
                  style={[text.small, { marginTop: 8 }]}
                >{`${testimonial.role}, ${testimonial.place}`}</Text>
              </Fragment>
            ))}
          </Cards>
        </Slide>

        <Slide
          origin={origin}
          heading={{
            eyebrow: pricingPage.plan.eyebrow,
            title: pricingPage.header.title,
            intro: pricingPage.plan.summary,
          }}
        >
          <View style={{ flexDirection: "row", alignItems: "flex-start", gap: 28 }}>
            <View style={{ width: 270, padding: 14, backgroundColor: color.brandSoft }}>
              <Text style={{ fontSize: 22, fontWeight: "bold", color: color.ink, lineHeight: 1.3 }}>
                {pricing.name}
              </Text>
              <Text
                style={[text.figure, { marginTop: 10 }]}
              >{`${pricing.priceLabel}${pricing.periodLabel}`}</Text>
              <Text style={[text.small, { marginTop: 2 }]}>{pricingPage.plan.priceNote}</Text>
              {terms.map((term, index) => bullet(term, text.body, index ? 4 : 14))}
            </View>
            <View style={{ flex: 1 }}>
              <Text style={text.cardTitle}>{pricingPage.plan.featuresTitle}</Text>
              <View style={{ flexDirection: "row", gap, marginTop: -4 }}>
                {[pricingFeatures.slice(0, perColumn), pricingFeatures.slice(perColumn)].map(
                  (features, column) => (
                    <View key={column} style={{ flex: 1 }}>
                      {features.map((feature) => (
                        // Twelve features share the slide with the plan, so they are set a size smaller.
                        <View key={feature.title} style={{ marginTop: 8 }}>
                          <Text style={[text.body, { fontSize: 11.5, fontWeight: "bold" }]}>
                            {feature.title}
                          </Text>
                          <Text style={[text.small, { fontSize: 10.5 }]}>{feature.text}</Text>
                        </View>
                      ))}
                    </View>
                  ),
                )}
              </View>
            </View>
          </View>
        </Slide>

        <Slide
          origin={origin}
          heading={{ eyebrow: "Next steps", title: closing.title, intro: closing.intro }}
        >
          <Cards columns={3}>{nextSteps}</Cards>
          <View style={{ marginTop: 24 }}>
            <Text style={text.cardTitle}>{`Talk to the ${site.name} team`}</Text>
            <Link src={`mailto:${site.email}`} style={[text.body, text.link, { marginTop: 6 }]}>
              {site.email}
            </Link>
            <Link src={site.phoneHref} style={[text.body, { marginTop: 2, textDecoration: "none" }]}>
              {`${site.phone}  (${site.hours})`}
            </Link>
            <Text style={[text.body, { marginTop: 2 }]}>
              {`${site.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`}
            </Text>
          </View>
        </Slide>
      </Document>
    );
  };
}

type Loaded = { lib: Lib; Presentation: ReturnType<typeof makePresentation> };
let loading: Promise<Loaded> | undefined;

/**
 * The library is imported with the first presentation asked for, not when the server starts:
 * few requests need it, and the route keeps the bytes it renders.
 */
function load(): Promise<Loaded> {
  loading ??= import("@react-pdf/renderer").then(
    (lib) => {
      // Whole words only, as on the site: a hyphen inside "Shop{City}.com" would misquote it.
      lib.Font.registerHyphenationCallback((word) => [word]);
      return { lib, Presentation: makePresentation(lib) };
    },
    (error: unknown) => {
      // Not cached: the next request tries the import again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The presentation as PDF bytes; `origin` is the site's public origin, for its links. */
export async function renderPresentationPdf(origin: string): Promise<Uint8Array> {
  const { lib, Presentation } = await load();
  return new Uint8Array(await lib.renderToBuffer(<Presentation origin={origin} />));
}
