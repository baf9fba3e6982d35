import { Link } from "react-router";
import { partnersPage } from "~/content/pages/partners";
import { LeadForm } from "~/features/leads/forms/lead-form";
import { partnerForm } from "~/features/leads/forms/partner-form";
import { Card, Container, PageHeader } from "~/ui/layout";
import { partnersApplyPage } from "~/content/lead-pages";
import { leadPageMeta } from "~/features/leads/lead-route";
import { Unhydrated } from "~/ui/unhydrated";

export { loader, action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
export const meta = leadPageMeta(partnersApplyPage.seo);

export default function PartnersApplyPage() {
  return (
    <>
      {/* The header is text only: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={partnersApplyPage.title} lead={partnersApplyPage.lead}>
          <p className="mt-6 text-on-dark-muted">
            {partnersApplyPage.backBefore}{" "}
            <Link
              to={`/partners#${partnersPage.models.id}`}
              className="font-semibold text-on-dark underline underline-offset-4"
            >
              {partnersApplyPage.backLink}
            </Link>
            .
          </p>
        </PageHeader>
      </Unhydrated>
      <section
        id={partnerForm.anchor}
        aria-labelledby="partner-form-heading"
        className="bg-surface-alt py-16 sm:py-24"
      >
        <Container>
          <Card className="mx-auto max-w-3xl p-6 sm:p-10">
            <h2 id="partner-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
              {partnersApplyPage.formHeading}
            </h2>
            <LeadForm form={partnerForm} labelledBy="partner-form-heading" />
          </Card>
        </Container>
      </section>
    </>
  );
}
