import { ChevronDown, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalDocument } from "~/content/pages/legal";
import { legalLabels, legalPages } from "~/content/pages/legal";
import { Container, PageHeader } from "./layout";
import { Unhydrated } from "./unhydrated";

/** "2026-11-22" → "November 22, 2026", the same on the server and in every browser time zone. */
export function formatIsoDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** "Last updated: November 22, 2026", machine-readable through <time>. */
export function LastUpdated({ date, className = "" }: { date: string; className?: string }) {
  return (
    <p className={className}>
      {legalLabels.lastUpdated} <time dateTime={date}>{formatIsoDate(date)}</time>
    </p>
  );
}

const inlinePattern = /\[([^\]]+)\]\(([^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;
const linkStyle = "font-medium text-brand underline underline-offset-4 hover:text-brand-strong";

/** Text with `[label](href)` links and bare e-mail addresses turned into links. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, label, href, email] = match;
    if (email) {
      parts.push(
        <a key={index} href={`mailto:${email}`} className={linkStyle}>
          {email}
        </a>,
      );
    } else if (label && href) {
      parts.push(
        href.startsWith("/") ? (
          <Link key={index} to={href} className={linkStyle}>
            {label}
          </Link>
        ) : (
          // A phone number is read as one word: it never breaks at its hyphen.
          <a
            key={index}
            href={href}
            className={href.startsWith("tel:") ? `${linkStyle} whitespace-nowrap` : linkStyle}
          >
            {label}
          </a>
        ),
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "ul":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      // A table from the small breakpoint up; on narrow screens the same rows as a list of cards
      // (only one of the two is displayed, so assistive technology meets it once).
      return (
        <>
          <table className="w-full border-collapse text-left max-sm:hidden">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-surface-alt">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="border border-line px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="align-top">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cell} scope="row" className="border border-line px-4 py-3 font-semibold">
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={`${cellIndex}-${cell}`}
                        className="border border-line px-4 py-3 text-ink-muted"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label={block.caption} className="space-y-3 sm:hidden">
            {block.rows.map((row) => (
              <li key={row.join("|")} className="rounded-xl border border-line p-4">
                <p className="font-semibold">{row[0]}</p>
                <dl className="mt-2 space-y-2">
                  {row.slice(1).map((cell, index) => (
                    <div key={`${index}-${cell}`}>
                      <dt className="text-sm font-semibold">{block.columns[index + 1]}</dt>
                      <dd className="text-ink-muted">{cell}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      );
  }
}

function TableOfContents({ doc }: { doc: LegalDocument }) {
  return (
    // Denser beside the text on wide screens, so the longest document's list fits a laptop screen.
    <ol className="space-y-1 text-sm lg:space-y-0.5">
      {doc.sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-6 gap-2 rounded-md px-2 py-1.5 text-ink-muted lg:py-0.5 hover:bg-surface-alt hover:text-brand"
          >
            <span className="w-6 shrink-0 text-right tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * One legal document (privacy, terms, cookies, accessibility): the page header with its revision
 * date, a table of contents, an optional summary, numbered sections, and links to the others.
 */
export function LegalDocumentView({
  doc,
  children,
}: {
  doc: LegalDocument;
  /** Extra content shown between the summary and the sections. */
  children?: ReactNode;
}) {
  const related = legalPages.filter((page) => page.path !== doc.seo.path);
  // Text, native <details> and plain links only: kept as the server wrote it, not hydrated.
  return (
    <Unhydrated>
      <PageHeader title={doc.title} lead={doc.lead}>
        <LastUpdated date={doc.lastUpdated} className="mt-6 text-sm font-medium text-on-dark-muted" />
      </PageHeader>

      <Container className="py-12 sm:py-16">
        <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <nav aria-labelledby="toc-label-wide" className="hidden lg:block">
            <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-4">
              <p id="toc-label-wide" className="px-2 text-sm font-semibold tracking-wide text-ink uppercase">
                {legalLabels.toc}
              </p>
              <div className="mt-3">
                <TableOfContents doc={doc} />
              </div>
            </div>
          </nav>

          <div className="max-w-3xl min-w-0">
            <details className="group mb-10 rounded-card border border-line bg-surface lg:hidden">
              <summary className="flex min-h-11 list-none items-center justify-between gap-3 px-5 py-3 font-semibold">
                {legalLabels.toc}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 text-brand transition-transform group-open:rotate-180"
                />
              </summary>
              <nav aria-label={legalLabels.toc} className="border-t border-line px-3 py-3">
                <TableOfContents doc={doc} />
              </nav>
            </details>

            {doc.summary ? (
              <section
                aria-labelledby="legal-summary"
                className="mb-12 rounded-card bg-brand-soft/60 p-6 sm:p-8"
              >
                <h2 id="legal-summary" className="text-xl font-bold">
                  {doc.summary.heading}
                </h2>
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-brand">
                  {doc.summary.points.map((point) => (
                    <li key={point} className="pl-1">
                      <RichText text={point} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {children}

            <div className="space-y-12">
              {doc.sections.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                  <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-balance">
                    <span className="mr-1 text-brand tabular-nums">{index + 1}.</span> {section.title}
                  </h2>
                  <div className="mt-4 space-y-4 leading-7 text-pretty text-ink">
                    {section.blocks.map((block, blockIndex) => (
                      <Block key={blockIndex} block={block} />
                    ))}
                  </div>
                </section>
              ))}
            </div>

            <aside aria-labelledby="legal-related" className="mt-16 border-t border-line pt-8">
              <h2 id="legal-related" className="text-lg font-bold">
                {legalLabels.related}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                {related.map((link) => (
                  <li key={link.path}>
                    <Link
                      to={link.path}
                      className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 py-3 font-medium text-brand hover:border-brand hover:bg-brand-soft"
                    >
                      <FileText aria-hidden="true" className="size-5 shrink-0" />
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </div>
      </Container>
    </Unhydrated>
  );
}
