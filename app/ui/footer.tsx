import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerColumns } from "~/content/navigation";
import { site } from "~/content/site";
import { footerCopy } from "~/content/ui";
import { Container } from "./layout";
import { LogoMark } from "./logo";
import { Unhydrated } from "./unhydrated";

/** The newsletter card's heading: the form the layout puts in the card is labelled by it. */
export const footerNewsletterHeadingId = "footer-newsletter-heading";

/**
 * The site footer. The layout hands it the newsletter form (or none, on a page that has the
 * form itself); the footer gives it its card and heading.
 */
export function Footer({ newsletterForm }: { newsletterForm?: ReactNode }) {
  return (
    <footer className="no-print bg-surface-dark text-on-dark" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {footerCopy.heading}
      </h2>
      <Container className="py-14">
        {newsletterForm ? (
          <section
            aria-labelledby={footerNewsletterHeadingId}
            className="mb-14 grid gap-6 rounded-card bg-surface p-6 text-ink sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12"
          >
            <div>
              <h3 id={footerNewsletterHeadingId} className="text-xl font-bold tracking-tight">
                {footerCopy.newsletter.title}
              </h3>
              <p className="mt-2 text-pretty text-ink-muted">{footerCopy.newsletter.text}</p>
            </div>
            {newsletterForm}
          </section>
        ) : null}
        {/* Never changes after the server wrote it: not hydrated (./unhydrated.tsx). */}
        <Unhydrated>
          <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
            <div>
              <p className="flex items-center gap-2 text-lg font-bold">
                <LogoMark />
                {site.label}
              </p>
              <p className="mt-3 max-w-xs text-on-dark-muted">{site.tagline}.</p>
              <address className="mt-4 space-y-1 text-sm text-on-dark-muted not-italic">
                <p>
                  <a
                    className="inline-block py-0.5 underline-offset-4 hover:underline"
                    href={`mailto:${site.email}`}
                  >
                    {site.email}
                  </a>
                </p>
                <p>
                  <a className="inline-block py-0.5 underline-offset-4 hover:underline" href={site.phoneHref}>
                    {site.phone}
                  </a>
                </p>
                <p>{site.location}</p>
              </address>
            </div>
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h3 className="text-sm font-semibold tracking-wide uppercase">{column.title}</h3>
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="text-on-dark-muted underline-offset-4 hover:text-on-dark hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p className="mt-12 border-t border-white/15 pt-6 text-sm text-on-dark-muted">
            © {new Date().getFullYear()} {site.legalName} {footerCopy.rights}
          </p>
        </Unhydrated>
      </Container>
    </footer>
  );
}
