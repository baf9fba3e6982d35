import { LeadForm } from "~/features/leads/forms/lead-form";
import { presentationForm } from "~/features/leads/forms/presentation-form";
import { Card, CheckList, PageHeader, Section } from "~/ui/layout";
import { presentationPage } from "~/content/lead-pages";
import { leadPageMeta } from "~/features/leads/lead-route";
import { Unhydrated } from "~/ui/unhydrated";

export { loader, action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
export const meta = leadPageMeta(presentationPage.seo);

export default function PresentationPage() {
  return (
    <>
      {/* The header is text only: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={presentationPage.title} lead={presentationPage.lead} />
      </Unhydrated>
      <Section tone="alt">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <section aria-labelledby="presentation-inside-heading">
            <h2 id="presentation-inside-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {presentationPage.insideHeading}
            </h2>
            <CheckList items={presentationPage.inside} className="mt-6 space-y-3 text-lg" />
            <p className="mt-8 text-ink-muted">{presentationPage.delivery}</p>
          </section>
          <section id={presentationForm.anchor} aria-labelledby="presentation-form-heading">
            <Card className="p-6 sm:p-8">
              <h2 id="presentation-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
                {presentationPage.formHeading}
              </h2>
              <LeadForm form={presentationForm} labelledBy="presentation-form-heading" />
            </Card>
          </section>
        </div>
      </Section>
    </>
  );
}
