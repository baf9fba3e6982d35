import { Link } from "react-router";
import { pilot } from "~/content/pages/home";
import { LeadForm } from "~/features/leads/forms/lead-form";
import { PilotSuccess, pilotForm } from "~/features/leads/forms/pilot-form";
import { Card, CheckList, PageHeader, Section } from "~/ui/layout";
import { pilotPage } from "~/content/lead-pages";
import { leadPageMeta } from "~/features/leads/lead-route";
import { Unhydrated } from "~/ui/unhydrated";

export { loader, action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
export const meta = leadPageMeta(pilotPage.seo);

export default function PilotPage() {
  return (
    <>
      {/* The header is text only: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={pilotPage.title} lead={pilot.intro} />
      </Unhydrated>
      <Section tone="alt">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <Unhydrated as="section" aria-labelledby="pilot-benefits-heading">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{pilot.eyebrow}</p>
            <h2 id="pilot-benefits-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {pilotPage.benefitsHeading}
            </h2>
            <CheckList items={pilot.benefits} className="mt-6 space-y-3 text-lg" />
            <p className="mt-8 text-ink-muted">
              {pilotPage.presentationBefore}{" "}
              <Link
                to="/presentation"
                className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
              >
                {pilotPage.presentationLink}
              </Link>
              .
            </p>
          </Unhydrated>
          <section id={pilotForm.anchor} aria-labelledby="pilot-form-heading">
            <Card className="p-6 sm:p-8">
              <h2 id="pilot-form-heading" className="text-2xl font-bold tracking-tight">
                {pilotPage.formHeading}
              </h2>
              <p className="mt-2 mb-6 text-ink-muted">{pilotPage.formIntro}</p>
              <LeadForm
                form={pilotForm}
                labelledBy="pilot-form-heading"
                summaryHeadingLevel={3}
                success={(reply) => <PilotSuccess {...reply} headingLevel={3} />}
              />
            </Card>
          </section>
        </div>
      </Section>
    </>
  );
}
