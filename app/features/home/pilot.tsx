import { pilot } from "~/content/home";
import { CheckList, LinkButton, Section } from "~/ui/layout";

/** The pilot program. Its application form arrives with lead capture; until then it leads to a demo. */
export function Pilot() {
  return (
    <Section id="pilot" tone="alt" labelledBy="pilot-title">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{pilot.eyebrow}</p>
          <h2 id="pilot-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {pilot.title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{pilot.intro}</p>
        </div>
        <div className="rounded-card border border-line/70 bg-surface p-6 shadow-card sm:p-8">
          <h3 className="text-lg font-semibold">Pilot benefits</h3>
          <CheckList items={pilot.benefits} className="mt-4" />
          <LinkButton to={pilot.applyCta.to} className="mt-6 w-full sm:w-auto">
            {pilot.applyCta.label}
          </LinkButton>
        </div>
      </div>
    </Section>
  );
}
