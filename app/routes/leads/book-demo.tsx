import { BadgeCheck, Clock, Mail, Phone, Video, type LucideIcon } from "lucide-react";
import { bookDemoPage, bookDemoSeo, demoTimeSlots } from "~/content/book-demo";
import { site } from "~/content/site";
import { DemoSuccess, demoForm } from "~/features/leads/forms/demo-form";
import { LeadForm } from "~/features/leads/forms/lead-form";
import { Container, PageHeader, Section } from "~/ui/layout";
import { leadPageMeta } from "~/features/leads/lead-route";
import { Unhydrated } from "~/ui/unhydrated";

export { loader, action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
export const meta = leadPageMeta(bookDemoSeo);

const highlightIcons: Record<(typeof bookDemoPage.highlights)[number]["icon"], LucideIcon> = {
  video: Video,
  clock: Clock,
  "badge-check": BadgeCheck,
};

export default function BookDemoPage() {
  const { agenda, slots, request } = bookDemoPage;
  return (
    <>
      {/* The header is text only: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={bookDemoPage.title} lead={bookDemoPage.lead}>
          <ul className="mt-8 flex flex-wrap gap-3">
            {bookDemoPage.highlights.map((item) => {
              const Icon = highlightIcons[item.icon];
              return (
                <li
                  key={item.text}
                  className="inline-flex items-center gap-2 rounded-full border border-on-dark-muted/40 bg-white/5 px-4 py-2 text-sm font-medium"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {item.text}
                </li>
              );
            })}
          </ul>
        </PageHeader>
      </Unhydrated>

      <Section labelledBy="demo-agenda">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <h2 id="demo-agenda" className="text-3xl font-bold tracking-tight text-balance">
              {agenda.heading}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{agenda.intro}</p>
            <ol className="mt-8 space-y-6">
              {agenda.items.map((item, index) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <div className="flex flex-wrap items-baseline gap-x-3">
                      <h3 className="text-lg font-bold">{item.title}</h3>
                      <p className="text-sm font-medium text-accent">{item.time}</p>
                    </div>
                    <p className="mt-1 text-ink-muted">{item.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>

          <div className="self-start rounded-card border border-line/70 bg-surface-alt p-6 sm:p-8">
            <h2 className="text-2xl font-bold tracking-tight">{slots.heading}</h2>
            <p className="mt-3 text-ink-muted">{slots.intro}</p>
            <dl className="mt-6 divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
              {demoTimeSlots.map((slot) => (
                <div
                  key={slot.value}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <dt className="font-semibold">{slot.label}</dt>
                  <dd className="text-ink-muted">{slot.hours}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex gap-3 rounded-xl bg-accent-soft p-4 text-ink">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">{slots.responseTitle}</p>
                <p className="mt-1 text-sm">{slots.responseBody}</p>
              </div>
            </div>
          </div>
        </div>
      </Section>

      <section
        id={demoForm.anchor}
        aria-labelledby="demo-form-heading"
        className="bg-surface-alt py-16 sm:py-24"
      >
        <Container>
          <div className="mx-auto max-w-2xl rounded-card border border-line/70 bg-surface p-6 shadow-card sm:p-10">
            <h2 id="demo-form-heading" className="text-3xl font-bold tracking-tight">
              {request.heading}
            </h2>
            <p className="mt-3 mb-8 text-lg text-ink-muted">{request.intro}</p>
            <LeadForm
              form={demoForm}
              labelledBy="demo-form-heading"
              success={(reply) => <DemoSuccess {...reply} />}
            />
            <p className="mt-8 border-t border-line pt-6 text-sm text-ink-muted">
              {request.alternativeBefore}{" "}
              <a
                href={request.emailHref}
                className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4"
              >
                <Mail aria-hidden="true" className="size-4" />
                {request.emailLabel}
              </a>{" "}
              {request.alternativeOr}{" "}
              <a
                href={request.phoneHref}
                className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4"
              >
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
              . {request.hours}
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}
