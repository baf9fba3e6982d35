import {
  BadgeCheck,
  Bell,
  BookOpen,
  CalendarPlus,
  Clock,
  GraduationCap,
  type LucideIcon,
  Presentation,
  Sparkles,
  Users,
  Video,
} from "lucide-react";
import {
  type ResourceIcon,
  scheduleTrainingHref,
  type TrainingIcon,
  trainingPage,
  trainingPrograms,
} from "~/content/pages/training";
import { pageMeta } from "~/features/seo/meta";
import { CtaPanel, IconTile } from "~/ui/page-blocks";
import { Card, CheckList, LinkButton, PageHeader, Section, SectionHeading } from "~/ui/layout";
import type { Route } from "./+types/training";
import { Unhydrated } from "~/ui/unhydrated";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, trainingPage.seo);

const programIcons = {
  graduation: GraduationCap,
  sparkles: Sparkles,
  badge: BadgeCheck,
} as const satisfies Record<TrainingIcon, LucideIcon>;

const resourceIcons = {
  book: BookOpen,
  video: Video,
  presentation: Presentation,
  users: Users,
} as const satisfies Record<ResourceIcon, LucideIcon>;

export default function TrainingPage() {
  const { header, programs, resources, closing } = trainingPage;
  return (
    // Text, images and plain links only: kept as the server wrote it, not hydrated.
    <Unhydrated>
      <PageHeader title={header.title} lead={header.lead} />

      <Section labelledBy={programs.headingId}>
        <SectionHeading
          id={programs.headingId}
          eyebrow={programs.eyebrow}
          title={programs.title}
          intro={programs.intro}
        />
        {/* Each card spans eight rows of the grid (subgrid), so headings, facts and buttons line up. */}
        <ol className="grid gap-x-6 gap-y-6 lg:grid-cols-3">
          {trainingPrograms.map((program) => (
            <li key={program.id} id={program.id} className="row-span-8 grid grid-rows-subgrid gap-y-0">
              <Card className="row-span-8 grid grid-rows-subgrid gap-y-0">
                <IconTile icon={programIcons[program.icon]} />
                <h3 className="mt-5 text-xl font-semibold">{program.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand">{program.audience}</p>
                <dl className="mt-5 divide-y divide-line/70 border-y border-line/70 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
                    <dt className="flex items-center gap-2 text-ink-muted">
                      <Clock aria-hidden="true" className="size-4" />
                      {programs.lengthLabel}
                    </dt>
                    <dd className="font-semibold">{program.length}</dd>
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
                    <dt className="flex items-center gap-2 text-ink-muted">
                      <Users aria-hidden="true" className="size-4" />
                      {programs.capacityLabel}
                    </dt>
                    <dd className="font-semibold">{program.capacity}</dd>
                  </div>
                </dl>
                <p className="mt-5 text-pretty text-ink-muted">{program.description}</p>
                <h4 className="mt-6 text-sm font-semibold tracking-wide uppercase">{programs.topicsTitle}</h4>
                <CheckList items={program.topics} className="mt-3 mb-8 text-sm sm:text-base" />
                <LinkButton
                  to={scheduleTrainingHref(program.name)}
                  variant="secondary"
                  className="w-full self-end"
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {programs.cta}
                  <span className="sr-only">{` ${programs.ctaContext} ${program.name}`}</span>
                </LinkButton>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="alt" labelledBy={resources.headingId}>
        <SectionHeading
          id={resources.headingId}
          eyebrow={resources.eyebrow}
          title={resources.title}
          intro={resources.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {resources.items.map((resource) => (
            <li key={resource.title} className="flex">
              <Card className="w-full">
                <IconTile icon={resourceIcons[resource.icon]} tone="accent" />
                <h3 className="mt-4 text-lg font-semibold">{resource.title}</h3>
                <p className="mt-2 text-pretty text-ink-muted">{resource.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <LinkButton to={resources.earlyAccess.href}>
            <Sparkles aria-hidden="true" className="size-4" />
            {resources.earlyAccess.label}
          </LinkButton>
          <LinkButton to={resources.updates.href} variant="secondary">
            <Bell aria-hidden="true" className="size-4" />
            {resources.updates.label}
          </LinkButton>
        </div>
      </Section>

      <CtaPanel closing={closing} primaryArrow={false} />
    </Unhydrated>
  );
}
