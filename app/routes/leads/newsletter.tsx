import { LeadForm } from "~/features/leads/forms/lead-form";
import { newsletterForm } from "~/features/leads/forms/newsletter-form";
import { Card, CheckList, PageHeader, Section } from "~/ui/layout";
import { newsletterPage } from "~/content/lead-pages";
import { leadPageMeta } from "~/features/leads/lead-route";
import { Unhydrated } from "~/ui/unhydrated";

export { loader, action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
export const meta = leadPageMeta(newsletterPage.seo);

export default function NewsletterPage() {
  return (
    <>
      {/* The header is text only: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={newsletterPage.title} lead={newsletterPage.lead} />
      </Unhydrated>
      <Section tone="alt">
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <Unhydrated as="section" aria-labelledby="newsletter-receive-heading">
            <h2 id="newsletter-receive-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {newsletterPage.receiveHeading}
            </h2>
            <CheckList items={newsletterPage.receive} className="mt-6 space-y-3 text-lg" />
          </Unhydrated>
          <section id={newsletterForm.anchor} aria-labelledby="newsletter-form-heading">
            <Card className="p-6 sm:p-8">
              <h2 id="newsletter-form-heading" className="text-2xl font-bold tracking-tight">
                {newsletterPage.formHeading}
              </h2>
              <p className="mt-2 mb-6 text-ink-muted">{newsletterPage.formIntro}</p>
              <LeadForm form={newsletterForm} labelledBy="newsletter-form-heading" summaryHeadingLevel={3} />
            </Card>
          </section>
        </div>
      </Section>
    </>
  );
}
