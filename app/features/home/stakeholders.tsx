import { stakeholders } from "~/content/pages/home-sections";
import { Section, SectionHeading } from "~/ui/layout";

export function Stakeholders() {
  return (
    <Section labelledBy="stakeholders-title">
      <SectionHeading id="stakeholders-title" eyebrow={stakeholders.eyebrow} title={stakeholders.title} />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {stakeholders.groups.map((group) => (
          <li key={group.title} className="border-l-4 border-accent pl-4">
            <h3 className="text-lg font-semibold">{group.title}</h3>
            <p className="mt-2 text-ink-muted">{group.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
