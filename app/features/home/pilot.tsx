import { pilot } from "~/content/pages/home";
import { LeadForm } from "~/features/leads/forms/lead-form";
import { PilotSuccess, pilotForm } from "~/features/leads/forms/pilot-form";
import { PresentationButton } from "~/features/leads/forms/dialog-buttons";
import { CheckList, Section } from "~/ui/layout";
import { Unhydrated } from "~/ui/unhydrated";

/** The pilot program: its benefits, the presentation, and the application form itself. */
export function Pilot() {
  return (
    <Section id="pilot" tone="alt" labelledBy="pilot-title">
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <Unhydrated>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{pilot.eyebrow}</p>
            <h2 id="pilot-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {pilot.title}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{pilot.intro}</p>
            <h3 className="mt-8 text-lg font-semibold">{pilot.benefitsTitle}</h3>
            <CheckList items={pilot.benefits} className="mt-4" />
          </Unhydrated>
          <PresentationButton
            label={pilot.presentationCta.label}
            variant="secondary"
            className="mt-8 w-full sm:w-auto"
          />
        </div>
        <div className="rounded-card border border-line/70 bg-surface p-6 shadow-card sm:p-8">
          <Unhydrated>
            <h3 id="pilot-form-heading" className="text-2xl font-bold tracking-tight">
              {pilot.form.heading}
            </h3>
            <p className="mt-2 mb-6 text-ink-muted">{pilot.form.intro}</p>
          </Unhydrated>
          <LeadForm
            form={pilotForm}
            labelledBy="pilot-form-heading"
            summaryHeadingLevel={4}
            success={(reply) => <PilotSuccess {...reply} headingLevel={4} />}
          />
        </div>
      </div>
    </Section>
  );
}
