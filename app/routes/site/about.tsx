import { Accessibility, ChartLine, ExternalLink, Landmark, type LucideIcon, Store } from "lucide-react";
import { aboutPage, type ValueIcon } from "~/content/pages/about";
import { pageMeta } from "~/features/seo/meta";
import { CtaPanel, IconTile } from "~/ui/page-blocks";
import { Card, PageHeader, Section, SectionHeading } from "~/ui/layout";
import type { Route } from "./+types/about";
import { Unhydrated } from "~/ui/unhydrated";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, aboutPage.seo);

const valueIcons = {
  landmark: Landmark,
  store: Store,
  accessibility: Accessibility,
  chart: ChartLine,
} as const satisfies Record<ValueIcon, LucideIcon>;

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
}

export default function AboutPage() {
  const { header, story, stats, values, team, closing } = aboutPage;
  return (
    // Text, images and plain links only: kept as the server wrote it, not hydrated.
    <Unhydrated>
      <PageHeader title={header.title} lead={header.lead} />

      <Section labelledBy={story.headingId}>
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{story.eyebrow}</p>
            <h2
              id={story.headingId}
              className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {story.title}
            </h2>
            <div className="mt-6 space-y-5 text-lg text-pretty text-ink-muted">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="lg:pt-10">
            <h3 className="text-lg font-semibold">{story.milestonesTitle}</h3>
            <ol className="mt-6 space-y-8 border-l-2 border-brand-soft pl-6">
              {story.milestones.map((milestone) => (
                <li key={milestone.year} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand ring-4 ring-surface"
                  />
                  <p className="font-bold text-brand">{milestone.year}</p>
                  <p className="mt-1 text-ink-muted">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>

        <dl
          aria-label={stats.label}
          className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4"
        >
          {stats.items.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse bg-surface-alt px-4 py-6 text-center sm:px-6"
            >
              <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
              {/* Breaks only where it cannot fit (320 px, enlarged spacing): the grid clips what overflows. */}
              <dd className="text-2xl font-bold tracking-tight text-ink [overflow-wrap:anywhere] min-[360px]:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section tone="alt" labelledBy={values.headingId}>
        <SectionHeading
          id={values.headingId}
          eyebrow={values.eyebrow}
          title={values.title}
          intro={values.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {values.items.map((value) => (
            <li key={value.title} className="flex">
              <Card className="flex w-full flex-col gap-4 sm:flex-row sm:gap-5">
                <IconTile icon={valueIcons[value.icon]} />
                <div>
                  <h3 className="text-xl font-semibold">{value.title}</h3>
                  <p className="mt-2 text-pretty text-ink-muted">{value.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy={team.headingId}>
        <SectionHeading id={team.headingId} eyebrow={team.eyebrow} title={team.title} intro={team.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {team.members.map((member) => (
            <li key={member.name} className="flex">
              <Card className="flex w-full flex-col">
                <span
                  aria-hidden="true"
                  className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-xl font-bold text-brand-strong"
                >
                  {initials(member.name)}
                </span>
                <h3 className="mt-5 text-xl font-semibold">{member.name}</h3>
                <p className="mt-1 font-medium text-brand">{member.role}</p>
                <p className="mt-4 grow text-pretty text-ink-muted">{member.background}</p>
                <a
                  href={member.profileUrl}
                  className="mt-6 min-h-6 self-start font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {team.profileLink(member)}
                  <ExternalLink aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel closing={closing} tone="alt" />
    </Unhydrated>
  );
}
