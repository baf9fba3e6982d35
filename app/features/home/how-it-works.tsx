import { howItWorks } from "~/content/pages/home-sections";
import { CheckList, LinkButton, Section, SectionHeading } from "~/ui/layout";

export function HowItWorks() {
  return (
    <Section id="how-it-works" labelledBy="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow={howItWorks.eyebrow}
        title={howItWorks.title}
        intro={howItWorks.intro}
      />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {howItWorks.steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line/70 bg-surface p-6 shadow-card">
            <p className="inline-flex size-10 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-strong">
              <span className="sr-only">{howItWorks.stepPrefix}</span>
              {index + 1}
            </p>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.body}</p>
            <CheckList items={step.details} className="mt-4 text-sm" />
          </li>
        ))}
      </ol>
      <div className="mt-12 text-center">
        <LinkButton to={howItWorks.cta.to}>{howItWorks.cta.label}</LinkButton>
      </div>
    </Section>
  );
}
