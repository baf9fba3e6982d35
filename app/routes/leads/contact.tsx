import { ArrowRight, Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { contactFormAnchor, contactPage, contactPromise } from "~/content/contact";
import { site } from "~/content/site";
import { contactForm, contactPrefill } from "~/features/leads/forms/contact-form";
import { LeadForm } from "~/features/leads/forms/lead-form";
import { useHydratedInTransition } from "~/lib/use-hydrated";
import { DetailsFaq, IconTile } from "~/ui/page-blocks";
import { Card, PageHeader, Section, SectionHeading } from "~/ui/layout";
import type { Route } from "./+types/contact";
import { formRefused, leadPageMeta } from "~/features/leads/lead-route";
import { Unhydrated } from "~/ui/unhydrated";

/** `?subject=&message=` links fill the form in; the server reads them when it renders the page. */
export const loader = ({ url, context }: Route.LoaderArgs) => ({
  refused: formRefused(context),
  prefill: contactPrefill(url.searchParams),
});
export { action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
export const meta = leadPageMeta(contactPage.seo);

const linkStyle = "font-semibold break-words text-brand underline underline-offset-4 hover:text-brand-strong";

function DetailItem({
  icon,
  label,
  note,
  children,
}: {
  icon: LucideIcon;
  label: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <IconTile icon={icon} />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
        <div className="mt-1 text-lg">{children}</div>
        <p className="mt-1 text-sm text-ink-muted">{note}</p>
      </div>
    </li>
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { header, details, form, shortcuts, faq } = contactPage;
  // The prerendered page has no query string; in the browser the address bar is the truth.
  const hydrated = useHydratedInTransition();
  const [searchParams] = useSearchParams();
  const prefill = hydrated ? contactPrefill(searchParams) : loaderData.prefill;
  return (
    <>
      {/* The header is text only: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={header.title} lead={header.lead} />
      </Unhydrated>

      <Section>
        {/* Phones read details, form, shortcuts; wide screens put the shortcuts under the details,
            beside the taller form. */}
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:gap-x-16">
          <section aria-labelledby={details.headingId} className="lg:col-start-1 lg:row-start-1">
            <h2 id={details.headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {details.title}
            </h2>
            <p className="mt-3 text-pretty text-ink-muted">{details.intro}</p>
            <ul className="mt-8 space-y-7">
              <DetailItem icon={Mail} {...details.items.email}>
                <a href={`mailto:${site.email}`} className={linkStyle}>
                  {site.email}
                </a>
              </DetailItem>
              <DetailItem icon={Phone} {...details.items.phone}>
                <a href={site.phoneHref} className={linkStyle}>
                  {site.phone}
                </a>
              </DetailItem>
              <DetailItem icon={MapPin} {...details.items.location}>
                <p className="font-semibold">{site.location}</p>
              </DetailItem>
              <DetailItem icon={Clock} {...details.items.hours}>
                <p className="font-semibold">{contactPromise.hours}</p>
              </DetailItem>
            </ul>
          </section>

          <section
            id={contactFormAnchor}
            aria-labelledby={form.headingId}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <Card className="p-6 sm:p-8">
              <h2 id={form.headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {form.title}
              </h2>
              <p className="mt-3 mb-8 text-lg text-pretty text-ink-muted">{form.intro}</p>
              <LeadForm
                form={contactForm}
                key={JSON.stringify(prefill)}
                labelledBy={form.headingId}
                initialValues={prefill}
              />
              <p className="mt-8 border-t border-line pt-6 text-sm text-pretty text-ink-muted">
                {form.alternative} {form.fallbackBefore}{" "}
                <a href={`mailto:${site.email}`} className={linkStyle}>
                  {site.email}
                </a>
                .
              </p>
            </Card>
          </section>

          <section aria-labelledby={shortcuts.headingId} className="lg:col-start-1 lg:row-start-2">
            <h2 id={shortcuts.headingId} className="text-xl font-bold tracking-tight">
              {shortcuts.title}
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {shortcuts.links.map((shortcut) => (
                <li key={shortcut.to} className="flex">
                  <Link
                    to={shortcut.to}
                    className="group block w-full rounded-xl border border-line p-5 hover:border-brand hover:bg-surface-alt"
                  >
                    <span className="block font-semibold text-brand">
                      {shortcut.title}
                      <ArrowRight
                        aria-hidden="true"
                        className="ml-1.5 inline size-4 align-[-0.15em] transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-ink-muted">{shortcut.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Section>

      <Section tone="alt" labelledBy={faq.headingId}>
        <SectionHeading id={faq.headingId} eyebrow={faq.eyebrow} title={faq.title} />
        <DetailsFaq items={faq.items} />
      </Section>
    </>
  );
}
