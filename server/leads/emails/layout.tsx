import type * as ReactEmail from "@react-email/components";
import { Fragment, type CSSProperties, type ReactElement } from "react";
import { site } from "../../../app/content/site";
import { contactHref } from "../../../app/features/leads/contact-links";
import { layoutCopy } from "./copy";
import { documentText, type Block, type EmailDocument, type Inline } from "./document";
import type { FieldRow } from "./fields";

/**
 * The HTML part, laid out with React Email's tables: Outlook for Windows (Word's engine, which
 * city halls still read mail in) ignores max-width and most padding on divs, but not on cells.
 * Padding goes on cells (Column), never on tables. React escapes every text and attribute.
 */

type Components = typeof ReactEmail;

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

// Outlook does not inherit the body's font into cells: every text element names it.
const text: CSSProperties = {
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  color: color.ink,
  // Long unbroken values (URLs, pasted text) must wrap instead of widening the message.
  overflowWrap: "anywhere",
  wordBreak: "break-word",
};

/** A cell of the table of a lead's fields: its label or its value. */
const fieldCell: CSSProperties = {
  ...text,
  padding: "8px 10px",
  borderBottom: `1px solid ${color.line}`,
  verticalAlign: "top",
  textAlign: "left",
  fontSize: "15px",
  lineHeight: "1.5",
};

const style = {
  body: { margin: 0, padding: "24px 12px", backgroundColor: color.page },
  card: {
    maxWidth: "640px",
    backgroundColor: color.card,
    border: `1px solid ${color.line}`,
    borderRadius: "8px",
    borderCollapse: "separate",
  },
  brandCell: { padding: "18px 28px", borderBottom: `4px solid ${color.brand}` },
  brand: {
    ...text,
    margin: 0,
    fontSize: "20px",
    lineHeight: "1.4",
    fontWeight: 700,
    color: color.brandStrong,
  },
  contentCell: { padding: "24px 28px 12px" },
  h1: { ...text, margin: "0 0 20px", fontSize: "24px", lineHeight: "1.3" },
  h2: { ...text, margin: "28px 0 8px", fontSize: "17px", lineHeight: "1.4" },
  paragraph: { ...text, margin: "0 0 16px", fontSize: "16px", lineHeight: "1.6" },
  fields: {
    width: "100%",
    borderCollapse: "collapse",
    tableLayout: "fixed",
    borderTop: `1px solid ${color.line}`,
    marginBottom: "20px",
  },
  label: { ...fieldCell, width: "38%", color: color.muted, fontWeight: 600 },
  value: fieldCell,
  notProvided: { color: color.muted, fontStyle: "italic" },
  link: { color: color.brand, textDecoration: "underline" },
  button: {
    ...text,
    padding: "12px 22px",
    borderRadius: "6px",
    backgroundColor: color.brand,
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 700,
    textDecoration: "none",
  },
  buttonCell: { padding: "8px 0 8px" },
  copyAddress: { ...text, margin: "0 0 20px", fontSize: "14px", lineHeight: "1.5", color: color.muted },
  footerCell: {
    padding: "16px 28px",
    borderTop: `1px solid ${color.line}`,
    backgroundColor: color.page,
    borderRadius: "0 0 8px 8px",
  },
  footer: { ...text, margin: "0 0 6px", fontSize: "13px", lineHeight: "1.5", color: color.muted },
} satisfies Record<string, CSSProperties>;

/** A visitor's text with its line breaks (of any style) kept as <br>. */
function Lines({ value }: { value: string }) {
  return value.split(/\r\n|\r|\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * The layout, made once React Email is loaded. Its barrel module also loads Prism and Tailwind,
 * which these mails never use: seconds on a busy machine, so it loads with the first mail
 * rather than with every server process.
 */
function makeLayout({
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
}: Components): (props: { doc: EmailDocument }) => ReactElement {
  function Inlines({ content }: { content: Inline[] }) {
    return content.map((part, i) =>
      typeof part === "string" ? (
        <Lines key={i} value={part} />
      ) : (
        <Link key={i} href={part.href} style={style.link}>
          {part.text}
        </Link>
      ),
    );
  }

  /** A value as sent; the address and the phone number as links, to write or call from the mail. */
  function FieldValue({ row }: { row: FieldRow }) {
    const href = contactHref(row.key, row.value);
    if (!href) return <Lines value={row.value} />;
    return (
      <Link href={href} style={style.link}>
        {row.value}
      </Link>
    );
  }

  /** A data table, so screen readers announce each value with its label. */
  function Fields({ heading, rows }: { heading: string; rows: FieldRow[] }) {
    return (
      <>
        <Heading as="h2" style={style.h2}>
          {heading}
        </Heading>
        <table width="100%" cellPadding={0} cellSpacing={0} border={0} style={style.fields}>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <th scope="row" style={style.label}>
                  {row.label}
                </th>
                <td style={style.value}>
                  {row.provided ? (
                    <FieldValue row={row} />
                  ) : (
                    <span style={style.notProvided}>{row.value}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  function BlockView({ block }: { block: Block }) {
    switch (block.type) {
      case "paragraph":
        return (
          <Text style={style.paragraph}>
            <Inlines content={block.content} />
          </Text>
        );
      case "fields":
        return <Fields heading={block.heading} rows={block.rows} />;
      case "button":
        // The address is printed too: some clients strip buttons, and people copy links.
        return (
          <Section>
            <Row>
              <Column style={style.buttonCell}>
                <Button href={block.href} style={style.button}>
                  {block.text}
                </Button>
              </Column>
            </Row>
            <Row>
              <Column>
                <Text style={style.copyAddress}>
                  {layoutCopy.copyAddress}
                  <Link href={block.href} style={style.link}>
                    {block.href}
                  </Link>
                </Text>
              </Column>
            </Row>
          </Section>
        );
    }
  }

  return function EmailLayout({ doc }: { doc: EmailDocument }) {
    return (
      <Html lang="en" dir="ltr">
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light" />
          <meta name="supported-color-schemes" content="light" />
          <title>{doc.title}</title>
        </Head>
        <Preview>{doc.preview}</Preview>
        <Body style={style.body}>
          {/* The accessible e-mail pattern: a landmark named after the mail, in its language. */}
          <div role="article" aria-roledescription="email" aria-label={doc.title} lang="en" dir="ltr">
            <Container style={style.card}>
              <Row>
                <Column style={style.brandCell}>
                  <Text style={style.brand}>{site.name}</Text>
                </Column>
              </Row>
              <Row>
                <Column style={style.contentCell}>
                  <Heading as="h1" style={style.h1}>
                    {doc.heading}
                  </Heading>
                  {doc.blocks.map((block, i) => (
                    <BlockView key={i} block={block} />
                  ))}
                </Column>
              </Row>
              <Row>
                <Column style={style.footerCell}>
                  {doc.footer.map((line, i) => (
                    <Text key={i} style={style.footer}>
                      <Inlines content={line} />
                    </Text>
                  ))}
                </Column>
              </Row>
            </Container>
          </div>
        </Body>
      </Html>
    );
  };
}

type ReactEmailParts = {
  Layout: ReturnType<typeof makeLayout>;
  render: typeof import("@react-email/render").render;
};
let loading: Promise<ReactEmailParts> | undefined;

function reactEmail(): Promise<ReactEmailParts> {
  loading ??= Promise.all([import("@react-email/components"), import("@react-email/render")]).then(
    ([components, { render }]) => ({ Layout: makeLayout(components), render }),
    (error: unknown) => {
      // Not cached: the outbox retries the mail, and the next attempt loads again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Both parts of one e-mail, made from one document. */
export async function composeEmail(doc: EmailDocument): Promise<{ html: string; text: string }> {
  const { Layout, render } = await reactEmail();
  return { html: await render(<Layout doc={doc} />), text: documentText(doc) };
}
