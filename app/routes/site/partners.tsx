import { ArrowDown, Building2, Cpu, Handshake, type LucideIcon, Mail, Wrench } from "lucide-react";
import { type PartnerModelIcon, partnersPage } from "~/content/pages/partners";
import { PartnerButton } from "~/features/leads/forms/dialog-buttons";
import { pageMeta } from "~/features/seo/meta";
import { IconTile } from "~/ui/page-blocks";
import { buttonStyles, Card, CheckList, PageHeader, Section, SectionHeading } from "~/ui/layout";
import { Unhydrated } from "~/ui/unhydrated";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, partnersPage.seo);

const modelIcons = {
  cpu: Cpu,
  wrench: Wrench,
  handshake: Handshake,
} as const satisfies Record<PartnerModelIcon, LucideIcon>;

export default function PartnersPage() {
  const { header, models, samples, benefits, contact } = partnersPage;
  return (
    <>
      <PageHeader title={header.title} lead={header.lead}>
        <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <PartnerButton label={header.apply.label} variant="onDark" className="text-center" />
          <a href={header.explore.href} className={`${buttonStyles.ghostOnDark} text-center`}>
            {header.explore.label}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
      </PageHeader>

      {/* Everything but the two Apply buttons is text and plain links: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <Section id={models.id} labelledBy={models.headingId}>
          <SectionHeading
            id={models.headingId}
            eyebrow={models.eyebrow}
            title={models.title}
            intro={models.intro}
          />
          <ul className="grid gap-6 lg:grid-cols-3">
            {models.items.map((model) => (
              <li key={model.type} className="row-span-5 grid grid-rows-subgrid gap-y-0">
                <Card className="row-span-5 grid grid-rows-subgrid gap-y-0">
                  <IconTile icon={modelIcons[model.icon]} />
                  <h3 className="mt-5 text-xl font-semibold">{model.title}</h3>
                  <p className="mt-2 text-pretty text-ink-muted">{model.text}</p>
                  <h4 className="mt-6 text-sm font-semibold tracking-wide uppercase">
                    {models.includesTitle}
                  </h4>
                  <CheckList items={model.includes} className="mt-3" />
                </Card>
              </li>
            ))}
          </ul>
        </Section>

        <Section tone="alt" labelledBy={samples.headingId}>
          <SectionHeading
            id={samples.headingId}
            eyebrow={samples.eyebrow}
            title={samples.title}
            intro={samples.note}
          />
          <ul className="grid gap-6 md:grid-cols-2">
            {samples.items.map((partner) => (
              <li key={partner.name} className="flex">
                <Card className="flex w-full flex-col gap-4 sm:flex-row sm:gap-5">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface-alt text-ink-muted"
                  >
                    <Building2 className="size-6" strokeWidth={1.75} />
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold">{partner.name}</h3>
                    <p className="mt-1 flex flex-wrap gap-2 text-sm">
                      <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand-strong">
                        {partner.type}
                      </span>
                      <span className="rounded-full border border-line px-2.5 py-0.5 text-ink-muted">
                        {samples.badge}
                      </span>
                    </p>
                    <p className="mt-3 text-pretty text-ink-muted">{partner.description}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      </Unhydrated>

      <Section labelledBy={benefits.headingId}>
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <Unhydrated>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{benefits.eyebrow}</p>
            <h2
              id={benefits.headingId}
              className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {benefits.title}
            </h2>
            <CheckList items={benefits.items} className="mt-8 space-y-4 text-lg" />
          </Unhydrated>

          <section
            aria-labelledby={contact.headingId}
            className="rounded-3xl bg-surface-dark p-8 text-on-dark sm:p-10"
          >
            <Unhydrated>
              <h2 id={contact.headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {contact.title}
              </h2>
              <p className="mt-4 text-lg text-pretty text-on-dark-muted">
                {contact.textBefore} <span className="whitespace-nowrap">{contact.reviewTime}</span>
                {contact.textAfter}
              </p>
            </Unhydrated>
            <PartnerButton label={contact.apply} variant="onDark" className="mt-8 w-full sm:w-auto" />
            <Unhydrated>
              <p className="mt-8 border-t border-white/15 pt-6 text-on-dark-muted">
                {contact.mailBefore}{" "}
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex items-center gap-1.5 font-semibold break-all text-on-dark underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {contact.email}
                </a>
              </p>
            </Unhydrated>
          </section>
        </div>
      </Section>
    </>
  );
}
